/**
 * Live sync in the browser (docs/live-sync.md): one EventSource per tab on the server's change
 * stream of the session's own base (GET /api/<base>/events/stream?ticket=, with a fresh 60-second
 * `events` ticket for every (re)connection: an EventSource cannot send the token header, and the
 * token never goes into a URL), opened while a token exists, reopened when the token changes, closed
 * on sign-out. Each `change` revalidates the SWR keys its kind touches
 * (KIND_PREFIXES), at most once per prefix per 500 ms; after a gap (a reconnection) every prefix is
 * revalidated, since changes may have been missed. A dropped stream is reopened with a backoff of
 * 1 s doubling to 30 s. The server may end a stream: 'signedOut' waits for a new token, 'tooMany'
 * (more tabs than the per-user limit) waits five minutes or until the tab is shown again. Screens
 * keep polling on their refreshSec whatever the stream does. `<LiveSync />` is mounted once in the
 * app shell (src/App.tsx); `useLiveSyncStatus()` tells the UI whether the stream is up.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { API_BASES, type Backend } from '../config';
import { backendOfToken } from '../domain/session';
import type { Ticket, TicketIssueInput } from '../domain/tickets';
import { CHANGE_KINDS, type ChangeKind, type ChangeView, EVENT_STREAM_PATH } from '../domain/live-sync';
import { getToken, subscribeToken } from '../session/token';
import { whenIdle } from '../utils/idle';
import { api } from './client';
import { TICKET_PATH } from './files';
import { revalidatePrefix } from './swr';

// ---------------------------------------------------------------- what a change touches
/** The SWR key prefixes (API paths) each kind of change makes stale. */
export const KIND_PREFIXES: Readonly<Record<ChangeKind, readonly string[]>> = {
  // A contract write may open matters and send messages (the bell) and changes every count.
  contract: ['contract/', 'workflow/', 'backlog/', 'approval/', 'carboncopy/', 'stats/', 'project/', 'sys_message/'],
  matter: ['workflow/', 'backlog/', 'approval/', 'carboncopy/', 'contract/', 'stats/', 'sys_message/'],
  filing: ['contract/', 'workflow/', 'backlog/', 'stats/', 'sys_message/'],
  // A code turning red opens a warning matter for the unit and tells the bureau.
  risk: ['contract/', 'stats/', 'workflow/', 'backlog/', 'sys_message/'],
  project: ['project/', 'stats/'],
  screen: ['screen/'],
  message: ['sys_message/'],
};

/** Every prefix live sync may revalidate (after a gap in the stream). */
export const ALL_PREFIXES: readonly string[] = [...new Set(Object.values(KIND_PREFIXES).flat())];

/**
 * A shared screen's display (screens/pages/SharedWall.tsx, no session) on its public stream
 * (/api/screen-share/events): the keys of its public calls each kind makes stale. Region data never
 * changes with records.
 */
export const SHARE_KIND_PREFIXES: Readonly<Record<ChangeKind, readonly string[]>> = {
  contract: ['screen-share/stats'],
  matter: ['screen-share/stats'],
  filing: ['screen-share/stats'],
  risk: ['screen-share/stats'],
  project: ['screen-share/stats'],
  screen: ['screen-share/screen'],
  message: [],
};
export const SHARE_ALL_PREFIXES: readonly string[] = [...new Set(Object.values(SHARE_KIND_PREFIXES).flat())];

const isKind = (kind: unknown): kind is ChangeKind => (CHANGE_KINDS as readonly unknown[]).includes(kind);

/** The prefixes a change kind touches (none for a kind this client does not know). */
export const prefixesFor = (kind: string): readonly string[] => (isKind(kind) ? KIND_PREFIXES[kind] : []);

/** The data of an `event: change`, or null when it is not one. */
export function parseChange(data: string): ChangeView | null {
  try {
    const v = JSON.parse(data) as Partial<ChangeView> | null;
    if (!v || !isKind(v.kind)) return null;
    return { kind: v.kind, ids: Array.isArray(v.ids) ? v.ids.filter((id) => Number.isInteger(id)) : [], at: String(v.at ?? '') };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- coalescing bursts
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface Coalescer {
  /** Asks for these prefixes to be revalidated. */
  touch(prefixes: Iterable<string>): void;
  dispose(): void;
}

/**
 * At most one run per prefix per window: the first touch runs at once and opens the window; touches
 * inside it are remembered and run once when it closes (which opens the next window).
 */
export function createCoalescer(run: (prefix: string) => void, windowMs = 500, timers: Timers = realTimers): Coalescer {
  const windows = new Map<string, { timer: unknown; again: boolean }>();
  const open = (prefix: string) => {
    run(prefix);
    const w = { timer: undefined as unknown, again: false };
    w.timer = timers.setTimeout(() => {
      windows.delete(prefix);
      if (w.again) open(prefix);
    }, windowMs);
    windows.set(prefix, w);
  };
  return {
    touch(prefixes) {
      for (const p of prefixes) {
        const w = windows.get(p);
        if (w) w.again = true;
        else open(p);
      }
    },
    dispose() {
      for (const w of windows.values()) timers.clearTimeout(w.timer);
      windows.clear();
    },
  };
}

// ---------------------------------------------------------------- the connection
/** The wait before reconnection attempt `attempt` (0-based): 1 s doubling to 30 s. */
export const backoffMs = (attempt: number, minMs = 1000, maxMs = 30_000): number => Math.min(maxMs, minMs * 2 ** attempt);

/** How long a tab the server closed for having too many streams waits (unless it is shown again). */
export const PARKED_MS = 5 * 60_000;

export type LiveSyncStatus = 'off' | 'connecting' | 'connected' | 'reconnecting';

/** The part of EventSource used here (a fake one in the tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  close(): void;
  onerror: ((e: Event) => void) | null;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface ChangeStreamOptions {
  /** The stream's URL now (or once a ticket for it is issued), or null to stay off (no token). */
  url(): string | null | Promise<string | null>;
  onChange(view: ChangeView): void;
  /** The stream is back after a gap: changes may have been missed. */
  onReconnected?(): void;
  onStatus?(status: LiveSyncStatus): void;
  open?: EventSourceFactory;
  timers?: Timers;
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

export interface ChangeStream {
  /** Closes and reopens at once with the current URL (a new token). */
  restart(): void;
  /** Reopens now if the stream is waiting to (the tab was shown again). */
  wake(): void;
  close(): void;
}

/** Keeps one EventSource open on `url()`, reconnecting with a backoff. */
export function connectChangeStream(opts: ChangeStreamOptions): ChangeStream {
  const timers = opts.timers ?? realTimers;
  const open: EventSourceFactory = opts.open ?? ((url) => new EventSource(url));
  let es: EventSourceLike | null = null;
  let retry: unknown = null;
  /** Bumped by every drop: a URL that arrives for an older connection attempt is not used. */
  let generation = 0;
  let attempt = 0;
  let everConnected = false;
  let closed = false;
  let status: LiveSyncStatus = 'off';
  const setStatus = (s: LiveSyncStatus) => {
    if (s === status) return;
    status = s;
    opts.onStatus?.(s);
  };
  const drop = () => {
    generation++;
    if (es) {
      es.onerror = null;
      es.close();
      es = null;
    }
    if (retry !== null) {
      timers.clearTimeout(retry);
      retry = null;
    }
  };
  const later = (ms: number) => {
    drop();
    setStatus('reconnecting');
    retry = timers.setTimeout(() => {
      retry = null;
      connect();
    }, ms);
  };
  const connect = () => {
    drop();
    if (closed) return;
    const gen = generation;
    const next = opts.url();
    if (next instanceof Promise) {
      setStatus(everConnected || attempt > 0 ? 'reconnecting' : 'connecting');
      next.then(
        (url) => {
          if (gen === generation && !closed) openAt(url);
        },
        () => {
          if (gen === generation && !closed) later(backoffMs(attempt++, opts.minBackoffMs, opts.maxBackoffMs));
        },
      );
    } else openAt(next);
  };
  const openAt = (url: string | null) => {
    if (!url) {
      setStatus('off');
      return;
    }
    setStatus(everConnected || attempt > 0 ? 'reconnecting' : 'connecting');
    const source = open(url);
    es = source;
    source.addEventListener('ready', () => {
      if (es !== source) return;
      attempt = 0;
      const gap = everConnected;
      everConnected = true;
      setStatus('connected');
      if (gap) opts.onReconnected?.();
    });
    source.addEventListener('change', (e) => {
      if (es !== source) return;
      const view = parseChange(String(e.data));
      if (view) opts.onChange(view);
    });
    source.addEventListener('closed', (e) => {
      if (es !== source) return;
      let reason = '';
      try {
        reason = String((JSON.parse(String(e.data)) as { reason?: unknown }).reason ?? '');
      } catch {
        // no reason given: treat as a drop
      }
      if (reason === 'signedOut') {
        drop();
        setStatus('off');
      } else if (reason === 'tooMany') later(PARKED_MS);
      else later(backoffMs(attempt++, opts.minBackoffMs, opts.maxBackoffMs));
    });
    source.onerror = () => {
      if (es !== source) return;
      later(backoffMs(attempt++, opts.minBackoffMs, opts.maxBackoffMs));
    };
  };
  connect();
  return {
    restart() {
      attempt = 0;
      everConnected = false;
      connect();
    },
    wake() {
      if (retry !== null) connect();
    },
    close() {
      closed = true;
      drop();
      setStatus('off');
    },
  };
}

// ---------------------------------------------------------------- the status store
let currentStatus: LiveSyncStatus = 'off';
const statusListeners = new Set<() => void>();
const publishStatus = (s: LiveSyncStatus) => {
  currentStatus = s;
  for (const l of [...statusListeners]) l();
};
export const getLiveSyncStatus = (): LiveSyncStatus => currentStatus;
export function subscribeLiveSyncStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}
/** The live-sync status for the UI (e.g. a dot: connected, reconnecting). */
export const useLiveSyncStatus = (): LiveSyncStatus => useSyncExternalStore(subscribeLiveSyncStatus, getLiveSyncStatus, getLiveSyncStatus);

// ---------------------------------------------------------------- the app's live sync
/** The stream's URL on a base with a ticket. */
export const streamUrl = (backend: Backend, ticket: string): string =>
  `${API_BASES[backend]}/${EVENT_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;

/** A fresh stream URL for the signed-in session (a new `events` ticket on its base). */
async function sessionStreamUrl(token: string): Promise<string> {
  const { ticket } = await api.post<Ticket>(TICKET_PATH, { purpose: 'events' } satisfies TicketIssueInput);
  return streamUrl(backendOfToken(token), ticket);
}

let running: { users: number; stop: () => void } | null = null;

/** The longest the app waits for an idle moment before opening its stream. */
const LIVE_SYNC_START_MS = 2000;

/** Starts the tab's live sync (once; later calls share it); the returned function stops it. */
export function startLiveSync(): () => void {
  if (running) {
    running.users++;
  } else {
    const coalescer = createCoalescer((prefix) => void revalidatePrefix(prefix));
    let token = getToken();
    const stream = connectChangeStream({
      url: () => (token ? sessionStreamUrl(token) : null),
      onChange: (view) => coalescer.touch(prefixesFor(view.kind)),
      onReconnected: () => coalescer.touch(ALL_PREFIXES),
      onStatus: publishStatus,
    });
    const unsubscribe = subscribeToken(() => {
      const now = getToken();
      if (now === token) return;
      token = now;
      stream.restart();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') stream.wake();
    };
    document.addEventListener('visibilitychange', onVisible);
    running = {
      users: 1,
      stop: () => {
        document.removeEventListener('visibilitychange', onVisible);
        unsubscribe();
        stream.close();
        coalescer.dispose();
      },
    };
  }
  let stopped = false;
  return () => {
    if (stopped || !running) return;
    stopped = true;
    running.users--;
    if (running.users === 0) {
      running.stop();
      running = null;
    }
  };
}

/** Mounted once in the app shell: keeps the tab's live sync running. Renders nothing. */
export function LiveSync(): null {
  useEffect(() => {
    // Opened once the page's start is done: its ticket call was the first of the app, and with its
    // cold code it lengthened the start's longest task on a phone. Pages load fresh data anyway.
    let stop: (() => void) | null = null;
    const cancel = whenIdle(() => {
      stop = startLiveSync();
    }, LIVE_SYNC_START_MS);
    return () => {
      cancel();
      stop?.();
    };
  }, []);
  return null;
}
