/**
 * Carries change events across server processes on one PostgreSQL (LISTEN/NOTIFY). Every change
 * published in this process is sent with `select pg_notify('contract_changes', json)` through the
 * app's pool; a dedicated connection LISTENs and delivers the changes of the other processes to this
 * process's subscribers (bus.deliver, which never forwards again). Each bridge stamps its changes
 * with a random origin id and drops its own echoes.
 *
 * A payload stays under PostgreSQL's 8000-byte limit: more than MAX_NOTIFY_IDS ids are dropped
 * (ids: [] reads "some records of this kind"). When the listening connection is lost, the bridge
 * reconnects with a backoff (1 s doubling to 30 s); changes sent meanwhile by other processes are
 * lost, so after a reconnection it delivers one change of every kind without place or ids: every
 * subscriber refreshes as if everything had changed. A silent dead connection is caught by a
 * periodic ping on it. With PGlite (one process by design) no bridge runs.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { CHANGE_KINDS, type Change, type ChangeBus, changeSchema } from './bus';

export const CHANGE_CHANNEL = 'contract_changes';
/** PostgreSQL refuses payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;
export const MAX_NOTIFY_IDS = 500;

export interface BridgeLog {
  info(msg: string): void;
  error(msg: string): void;
}

export interface PgBridgeOptions {
  bus: ChangeBus;
  /** Sends the notifications (the app's pool). */
  db: Db;
  /** The server the dedicated listening connection opens. */
  connectionString: string;
  channel?: string;
  log?: BridgeLog;
  /** Reconnection backoff, ms (default 1000 doubling to 30000). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listening connection is pinged (default 30000 ms). */
  pingMs?: number;
}

export interface PgBridge {
  /** This bridge's origin id (its changes carry it). */
  readonly origin: string;
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  /** Whether the listening connection is up now. */
  listening(): boolean;
  close(): Promise<void>;
}

/** The notification payload of a change: stamped with the origin, its ids dropped if too many or too long. */
export function encodeChange(change: Change, origin: string): string {
  const stamped: Change = { ...change, origin, ids: change.ids.length > MAX_NOTIFY_IDS ? [] : change.ids };
  const text = JSON.stringify(stamped);
  return Buffer.byteLength(text) < MAX_NOTIFY_BYTES ? text : JSON.stringify({ ...stamped, ids: [] });
}

/** A received payload as a change, or null when it is not one. */
export function decodeChange(payload: string): Change | null {
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const silent: BridgeLog = { info: () => {}, error: () => {} };

export function startPgBridge(opts: PgBridgeOptions): PgBridge {
  const { bus, db, connectionString } = opts;
  const channel = opts.channel ?? CHANGE_CHANNEL;
  const log = opts.log ?? silent;
  const minBackoff = opts.minBackoffMs ?? 1000;
  const maxBackoff = opts.maxBackoffMs ?? 30_000;
  const origin = randomUUID();

  let closed = false;
  let client: pg.Client | null = null;
  /** Connections already given up (error and end both report one loss). */
  const lost = new WeakSet<pg.Client>();
  let everListened = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  // Out: every change published here (never the ones delivered from elsewhere).
  const stopForwarding = bus.onPublish((change) => {
    db.execute(sql`select pg_notify(${channel}, ${encodeChange(change, origin)})`).catch((err: unknown) => {
      log.error(`change bridge: could not send a ${change.kind} change: ${(err as Error).message}`);
    });
  });

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    const change = decodeChange(payload);
    if (!change || change.origin === origin) return;
    bus.deliver(change);
  };

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
      if (!closed) log.error(`change bridge: listening connection lost (${why}); reconnecting`);
    }
    c.end().catch(() => {});
    schedule();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: 'change-bridge' });
    c.on('notification', (msg) => {
      if (msg.channel === channel) receive(msg.payload);
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
    if (everListened) {
      log.info('change bridge: listening again; announcing a full refresh');
      const at = new Date().toISOString();
      for (const kind of CHANGE_KINDS) bus.deliver({ kind, ids: [], unitId: null, areaId: null, at });
    } else {
      log.info(`change bridge: listening on ${channel}`);
    }
    everListened = true;
    markReady();
  }

  const pingMs = opts.pingMs ?? 30_000;
  pingTimer = setInterval(() => {
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
    origin,
    ready,
    listening: () => client !== null,
    async close() {
      closed = true;
      stopForwarding();
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const c = client;
      client = null;
      if (c) {
        lost.add(c);
        await c.end().catch(() => {});
      }
    },
  };
}
