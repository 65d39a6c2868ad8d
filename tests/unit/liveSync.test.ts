/**
 * The client side of live sync (src/api/liveSync.ts): which SWR prefixes each change kind
 * revalidates, coalescing of bursts (at most one revalidation per prefix per 500 ms), the reconnect
 * backoff, and the connection's reactions to the server's events (fake EventSource, fake timers).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_PREFIXES,
  backoffMs,
  connectChangeStream,
  createCoalescer,
  type EventSourceLike,
  KIND_PREFIXES,
  type LiveSyncStatus,
  PARKED_MS,
  parseChange,
  prefixesFor,
  streamUrl,
} from '../../src/api/liveSync';
import { CHANGE_KINDS, type ChangeView } from '../../src/domain/live-sync';

describe('what a change kind revalidates', () => {
  it('maps a contract change to the contract, workflow, stats and project reads and the bell', () => {
    expect(prefixesFor('contract')).toEqual(expect.arrayContaining(['contract/', 'workflow/', 'stats/', 'project/', 'sys_message/']));
  });

  it('maps a matter change to the workflow lists, the contracts and the bell', () => {
    expect(prefixesFor('matter')).toEqual(expect.arrayContaining(['workflow/', 'backlog/', 'approval/', 'contract/', 'sys_message/']));
  });

  it('maps risk to contracts and stats, screens to screen reads only, messages to the bell only', () => {
    expect(prefixesFor('risk')).toEqual(expect.arrayContaining(['contract/', 'stats/']));
    expect(prefixesFor('screen')).toEqual(['screen/']);
    expect(prefixesFor('message')).toEqual(['sys_message/']);
    expect(prefixesFor('project')).not.toContain('contract/');
  });

  it('has prefixes for every kind the server announces, and none for an unknown kind', () => {
    for (const kind of CHANGE_KINDS) expect(KIND_PREFIXES[kind].length).toBeGreaterThan(0);
    expect(prefixesFor('weather')).toEqual([]);
    expect(new Set(ALL_PREFIXES).size).toBe(ALL_PREFIXES.length);
    expect(ALL_PREFIXES).toEqual(expect.arrayContaining(['contract/', 'screen/', 'sys_message/', 'project/']));
  });

  it('every prefix is a path prefix ending in a slash (it must not match a longer module name)', () => {
    for (const p of ALL_PREFIXES) expect(p).toMatch(/^[a-z_]+\/$/);
  });

  it('parses the data of a change event and refuses anything else', () => {
    expect(parseChange('{"kind":"contract","ids":[1,2],"at":"2026-01-01T00:00:00.000Z"}')).toEqual({
      kind: 'contract',
      ids: [1, 2],
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(parseChange('{"kind":"nope","ids":[]}')).toBeNull();
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('null')).toBeNull();
  });

  it('puts the ticket (never the token) in the stream URL of the session base, encoded', () => {
    expect(streamUrl('admin', 'a+b/c')).toBe('/api/admin/events/stream?ticket=a%2Bb%2Fc');
    expect(streamUrl('company', 'x')).toBe('/api/company/events/stream?ticket=x');
  });
});

describe('coalescing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first touch at once and a burst once more when the 500 ms window closes', () => {
    const run = vi.fn();
    const c = createCoalescer(run, 500);
    for (let i = 0; i < 20; i++) c.touch(['contract/']);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    // The trailing run opened a new window; nothing more came, so nothing more runs.
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls.every(([p]) => p === 'contract/')).toBe(true);
  });

  it('never runs a prefix twice within 500 ms, however long the burst lasts', () => {
    const times: number[] = [];
    const c = createCoalescer(() => times.push(Date.now()), 500);
    for (let t = 0; t < 3000; t += 50) {
      c.touch(['stats/']);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(1000);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(500);
    expect(times.length).toBeGreaterThanOrEqual(6);
    expect(times.length).toBeLessThanOrEqual(8);
  });

  it('keeps a window per prefix', () => {
    const run = vi.fn();
    const c = createCoalescer(run, 500);
    c.touch(['contract/', 'workflow/']);
    c.touch(['contract/', 'screen/']);
    expect(run.mock.calls.map(([p]) => p)).toEqual(['contract/', 'workflow/', 'screen/']);
    vi.advanceTimersByTime(500);
    expect(run.mock.calls.map(([p]) => p)).toEqual(['contract/', 'workflow/', 'screen/', 'contract/']);
  });

  it('runs nothing more once disposed', () => {
    const run = vi.fn();
    const c = createCoalescer(run, 500);
    c.touch(['contract/']);
    c.touch(['contract/']);
    c.dispose();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('the reconnect backoff', () => {
  it('waits 1 s, doubling to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((a) => backoffMs(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

// ---------------------------------------------------------------- the connection
class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

describe('the change stream connection', () => {
  let token: string | null;
  let changes: ChangeView[];
  let statuses: LiveSyncStatus[];
  let reconnected: number;
  const last = () => FakeEventSource.all[FakeEventSource.all.length - 1]!;
  const start = () =>
    connectChangeStream({
      url: () => (token ? `/stream?token=${token}` : null),
      onChange: (v) => changes.push(v),
      onReconnected: () => reconnected++,
      onStatus: (s) => statuses.push(s),
      open: (url) => new FakeEventSource(url),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
    token = 'T1';
    changes = [];
    statuses = [];
    reconnected = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a fresh URL (a new ticket) on every connection, and drops one that arrives after a restart', async () => {
    let n = 0;
    const pending: ((url: string) => void)[] = [];
    const stream = connectChangeStream({
      url: () => new Promise<string>((resolve) => pending.push((u) => resolve(`${u}#${++n}`))),
      onChange: () => {},
      onStatus: (s) => statuses.push(s),
      open: (url) => new FakeEventSource(url),
    });
    expect(statuses).toEqual(['connecting']);
    expect(FakeEventSource.all).toHaveLength(0);
    pending.shift()!('/stream?ticket=A');
    await vi.advanceTimersByTimeAsync(0);
    expect(last().url).toBe('/stream?ticket=A#1');
    last().fail();
    await vi.advanceTimersByTimeAsync(1000);
    // The reconnection asked again: the old ticket is never reused.
    stream.restart();
    pending.shift()!('/stream?ticket=stale');
    pending.shift()!('/stream?ticket=B');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all.map((e) => e.url)).toEqual(['/stream?ticket=A#1', '/stream?ticket=B#3']);
    stream.close();
  });

  it('stays off without a token', () => {
    token = null;
    start();
    expect(FakeEventSource.all).toHaveLength(0);
    expect(statuses).toEqual([]);
  });

  it('connects, reports connected on ready, and hands over each change', () => {
    start();
    expect(last().url).toBe('/stream?token=T1');
    expect(statuses).toEqual(['connecting']);
    last().emit('ready', { heartbeatMs: 15000 });
    expect(statuses).toEqual(['connecting', 'connected']);
    last().emit('change', { kind: 'contract', ids: [5], at: 'x' });
    last().emit('change', { kind: 'bogus', ids: [], at: 'x' });
    expect(changes).toEqual([{ kind: 'contract', ids: [5], at: 'x' }]);
    expect(reconnected).toBe(0);
  });

  it('reconnects after a drop with 1 s, 2 s, 4 s waits, resets the backoff on ready, and reports the gap', () => {
    start();
    last().emit('ready');
    last().fail();
    expect(last().closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    last().fail();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);
    last().fail();
    vi.advanceTimersByTime(4000);
    expect(FakeEventSource.all).toHaveLength(4);
    last().emit('ready');
    expect(statuses.at(-1)).toBe('connected');
    expect(reconnected).toBe(1);
    // Reset: the next drop waits 1 s again.
    last().fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.all).toHaveLength(5);
  });

  it('ignores events of a source it already replaced', () => {
    start();
    const first = last();
    first.fail();
    first.emit('change', { kind: 'contract', ids: [], at: 'x' });
    expect(changes).toEqual([]);
  });

  it('stops on signedOut until restarted with a new token', () => {
    const s = start();
    last().emit('ready');
    last().emit('closed', { reason: 'signedOut' });
    expect(statuses.at(-1)).toBe('off');
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
    token = 'T2';
    s.restart();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(last().url).toBe('/stream?token=T2');
  });

  it('waits five minutes after tooMany, or reconnects as soon as it is woken', () => {
    const s = start();
    last().emit('ready');
    last().emit('closed', { reason: 'tooMany' });
    vi.advanceTimersByTime(PARKED_MS - 1);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    last().emit('closed', { reason: 'tooMany' });
    s.wake();
    expect(FakeEventSource.all).toHaveLength(3);
  });

  it('closes the source on close and never reconnects', () => {
    const s = start();
    last().emit('ready');
    s.close();
    expect(last().closed).toBe(true);
    expect(statuses.at(-1)).toBe('off');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
