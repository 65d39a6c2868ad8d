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
import type { Db } from '../db/client';
import { type ListenerLog, startPgListener } from '../db/pg-listener';
import { CHANGE_KINDS, type Change, type ChangeBus, changeSchema } from './bus';

export const CHANGE_CHANNEL = 'contract_changes';
/** PostgreSQL refuses payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;
export const MAX_NOTIFY_IDS = 500;

export type BridgeLog = ListenerLog;

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

export function startPgBridge(opts: PgBridgeOptions): PgBridge {
  const { bus, db } = opts;
  const channel = opts.channel ?? CHANGE_CHANNEL;
  const log = opts.log;
  const origin = randomUUID();

  // Out: every change published here (never the ones delivered from elsewhere).
  const stopForwarding = bus.onPublish((change) => {
    db.execute(sql`select pg_notify(${channel}, ${encodeChange(change, origin)})`).catch((err: unknown) => {
      log?.error(`change bridge: could not send a ${change.kind} change: ${(err as Error).message}`);
    });
  });

  const listener = startPgListener({
    connectionString: opts.connectionString,
    channel,
    applicationName: 'change-bridge',
    ...(log ? { log } : {}),
    ...(opts.minBackoffMs !== undefined ? { minBackoffMs: opts.minBackoffMs } : {}),
    ...(opts.maxBackoffMs !== undefined ? { maxBackoffMs: opts.maxBackoffMs } : {}),
    ...(opts.pingMs !== undefined ? { pingMs: opts.pingMs } : {}),
    onNotify(payload) {
      const change = decodeChange(payload);
      if (change && change.origin !== origin) bus.deliver(change);
    },
    onListening(again) {
      if (!again) return;
      // Changes sent while the connection was down are lost: every subscriber refreshes everything.
      const at = new Date().toISOString();
      for (const kind of CHANGE_KINDS) bus.deliver({ kind, ids: [], unitId: null, areaId: null, at });
    },
  });

  return {
    origin,
    ready: listener.ready,
    listening: () => listener.listening(),
    async close() {
      stopForwarding();
      await listener.close();
    },
  };
}
