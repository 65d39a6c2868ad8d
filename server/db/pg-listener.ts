/**
 * A dedicated PostgreSQL connection that LISTENs on one channel and survives losing it: when the
 * connection fails, ends or stops answering a periodic ping, it reconnects with a backoff (1 s
 * doubling to 30 s). Notifications sent while it was down are lost, so `onListening(true)` tells the
 * owner it is listening again and must treat everything as changed. Used by the change bridge
 * (server/events/pg-bridge.ts) and the auth cache's invalidation (server/db/notifications.ts).
 */
import pg from 'pg';

export interface ListenerLog {
  info(msg: string): void;
  error(msg: string): void;
}

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  /** Shown in pg_stat_activity. */
  applicationName: string;
  onNotify(payload: string): void;
  /** Called each time the LISTEN is in place: `again` after a lost connection (notifications were missed). */
  onListening?(again: boolean): void;
  /** Called when the listening connection is lost (until onListening, notifications are missed). */
  onLost?(): void;
  log?: ListenerLog;
  /** Reconnection backoff, ms (default 1000 doubling to 30000). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listening connection is pinged (default 30000 ms). */
  pingMs?: number;
}

export interface PgListener {
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  /** Whether the listening connection is up now. */
  listening(): boolean;
  close(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const silent: ListenerLog = { info: () => {}, error: () => {} };

export function startPgListener(opts: PgListenerOptions): PgListener {
  const { connectionString, channel } = opts;
  const log = opts.log ?? silent;
  const minBackoff = opts.minBackoffMs ?? 1000;
  const maxBackoff = opts.maxBackoffMs ?? 30_000;

  let closed = false;
  let client: pg.Client | null = null;
  /** Connections already given up (error and end both report one loss). */
  const lost = new WeakSet<pg.Client>();
  let everListened = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const schedule = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(maxBackoff, minBackoff * 2 ** attempt);
    attempt++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  /** Drops a connection that failed (once) and plans the next one. */
  const lose = (c: pg.Client, why: string) => {
    if (lost.has(c)) return;
    lost.add(c);
    if (client === c) {
      client = null;
      opts.onLost?.();
      if (!closed) log.error(`${opts.applicationName}: listening connection lost (${why}); reconnecting`);
    }
    c.end().catch(() => {});
    schedule();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: opts.applicationName });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) opts.onNotify(msg.payload);
    });
    c.on('error', (err) => lose(c, err.message));
    c.on('end', () => lose(c, 'ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      lose(c, (err as Error).message);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    attempt = 0;
    log.info(`${opts.applicationName}: listening${everListened ? ' again' : ''} on ${channel}`);
    opts.onListening?.(everListened);
    everListened = true;
    markReady();
  }

  const pingMs = opts.pingMs ?? 30_000;
  const pingTimer = setInterval(() => {
    const c = client;
    if (!c) return;
    const timeout = setTimeout(() => lose(c, 'ping timed out'), Math.min(10_000, pingMs));
    c.query('select 1').then(
      () => clearTimeout(timeout),
      (err: unknown) => {
        clearTimeout(timeout);
        lose(c, (err as Error).message);
      },
    );
  }, pingMs);
  pingTimer.unref();

  void connect();

  return {
    ready,
    listening: () => client !== null,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const c = client;
      client = null;
      if (c) {
        lost.add(c);
        await c.end().catch(() => {});
      }
    },
  };
}
