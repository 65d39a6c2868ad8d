/**
 * Notifications a database sends on a channel (NOTIFY), for this process, whichever database it is:
 * - PGlite: its one connection LISTENs; a notification is handed over as the statement (or the
 *   transaction) that sent it commits, before the writer's await returns, so nothing in this process
 *   can read stale state after a write;
 * - PostgreSQL: a dedicated connection LISTENs (server/db/pg-listener.ts). Notifications from every
 *   process on the database arrive within milliseconds of their commit. While that connection is
 *   down, notifications are missed: `live()` is false until it listens again, and then `onReset`.
 *   Milliseconds are too late for this process's own writes (a logout, then the very next call), so
 *   every connection of the app's pool LISTENs too (openDatabase makes it with newNotifyingPool).
 *   PostgreSQL hands a session its own notifications at commit, before the statement's answer, so
 *   the writer's await returns after the invalidation, as with PGlite.
 */
import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';
import { type ListenerLog, startPgListener } from './pg-listener';

/** The channel of the auth cache's invalidations (migration 0013_auth_notify). */
export const AUTH_CHANNEL = 'auth_changes';
/** The channels every pool connection listens on, to hear its own writes' notifications in time. */
const POOL_CHANNELS = [AUTH_CHANNEL];

const poolNotifications = new WeakMap<pg.Pool, EventEmitter>();

/**
 * A pool whose every connection LISTENs on POOL_CHANNELS before it runs its first query (pg-pool's
 * onConnect hook), and hands what they hear to listenDb.
 */
export function newNotifyingPool(config: pg.PoolConfig): pg.Pool {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (msg) => emitter.emit(msg.channel, msg.payload ?? ''));
    for (const channel of POOL_CHANNELS) await client.query(`LISTEN ${channel}`);
  };
  const pool = new pg.Pool({ ...config, onConnect });
  poolNotifications.set(pool, emitter);
  return pool;
}

export interface DbListener {
  /** Resolves once listening (for PostgreSQL: the first LISTEN; it may take longer than a caller should wait). */
  readonly ready: Promise<void>;
  /** Whether every notification since the last reset is being heard (callers trust caches only then). */
  live(): boolean;
  close(): Promise<void>;
}

export interface ListenHandlers {
  notify(payload: string): void;
  /** Notifications may have been missed: forget everything they would have told. */
  reset(): void;
}

export function listenDb(db: Db, channel: string, handlers: ListenHandlers, log?: ListenerLog): DbListener {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    let live = false;
    let closed = false;
    const unlisten = client.listen(channel, handlers.notify).then((stop) => {
      live = !closed;
      return stop;
    });
    return {
      ready: unlisten.then(() => {}),
      live: () => live,
      async close() {
        closed = true;
        live = false;
        await (await unlisten)().catch(() => {});
      },
    };
  }
  if (client instanceof pg.Pool) {
    const own = poolNotifications.get(client);
    own?.on(channel, handlers.notify);
    const listener = startPgListener({
      connectionString: (client.options as { connectionString?: string }).connectionString ?? '',
      channel,
      applicationName: `${channel}-listener`,
      ...(log ? { log } : {}),
      onNotify: handlers.notify,
      onListening: () => handlers.reset(),
      onLost: () => handlers.reset(),
    });
    return {
      ready: listener.ready,
      live: () => listener.listening(),
      async close() {
        own?.off(channel, handlers.notify);
        await listener.close();
      },
    };
  }
  // An unknown driver: never live, so nothing is ever trusted from a cache.
  return { ready: Promise.resolve(), live: () => false, close: async () => {} };
}
