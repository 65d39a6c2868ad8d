/**
 * Reads a server-sent event stream over plain fetch, as the API tests need it: every event parsed,
 * and `next` waits for the first one (after those already consumed) that matches.
 */
import type { ChangeView } from '../../src/domain/live-sync';

export interface SseEvent {
  event: string;
  data: string;
  retry?: number;
  comment?: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  ended: Promise<void>;
  /** The first event (after those already consumed) that matches, within `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  close(): void;
}

function parseBlock(block: string): SseEvent {
  const e: SseEvent = { event: 'message', data: '' };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) e.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) e.event = line.slice(7);
    else if (line.startsWith('data: ')) e.data += line.slice(6);
    else if (line.startsWith('retry: ')) e.retry = Number(line.slice(7));
  }
  if (e.comment !== undefined && !block.includes('event: ')) e.event = 'comment';
  return e;
}

/** Opens the stream at `url` (with its ticket or token in the query, as an EventSource would). */
export async function openEventStream(url: string): Promise<OpenStream> {
  const ac = new AbortController();
  const res = await fetch(url, { signal: ac.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let consumed = 0;
  const ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let at = buf.indexOf('\n\n');
        while (at >= 0) {
          events.push(parseBlock(buf.slice(0, at)));
          buf = buf.slice(at + 2);
          at = buf.indexOf('\n\n');
        }
        for (const w of [...waiters]) w();
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    close: () => ac.abort(),
    next(match, ms = 1000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          for (let i = consumed; i < events.length; i++) {
            if (match(events[i]!)) {
              consumed = i + 1;
              waiters.delete(look);
              clearTimeout(timer);
              resolve(events[i]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.slice(consumed))}`));
        }, ms);
        waiters.add(look);
        look();
      });
    },
  };
}


export const view = (e: SseEvent) => JSON.parse(e.data) as ChangeView;
export const changeOf = (kind: string, id?: number) => (e: SseEvent) =>
  e.event === 'change' && view(e).kind === kind && (id === undefined || view(e).ids.includes(id));
export const isReady = (e: SseEvent) => e.event === 'ready';
