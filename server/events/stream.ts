/**
 * The server-sent event stream of live sync (docs/live-sync.md): GET <base>/events/stream on the
 * three bases, signed in with the session token as ?token= (EventSource cannot send headers; the
 * request log redacts it). The stream opens with `event: ready` (and a retry hint), sends a comment
 * line every heartbeat, and each change the caller may see as `event: change` with data
 * {kind, ids, at}:
 *   - staff whose scope is 'all' get every change;
 *   - everyone else gets a change whose unit or area lies in their scope (http/scope.ts), and a
 *     change without a place without its ids.
 * A user keeps at most `maxPerUser` streams (per process): opening one more closes the oldest with
 * `event: closed` {reason: 'tooMany'}. The session is checked again every `recheckMs`; a session
 * that ended closes the stream with {reason: 'signedOut'}. A client that stops reading (more than
 * `maxBufferedBytes` unsent) is dropped. Server shutdown ends every stream first (preClose).
 *
 * `openChangeStream` is the building block: the public screen-share stream can reuse it with its
 * own key and filter.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ChangeView, EVENT_STREAM_PATH, type StreamCloseReason } from '../../src/domain/live-sync';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import type { SecurityProfile } from '../../src/domain/security-policy';
import { type AuthContext, caller, loadAuthContext } from '../http/auth';
import { securityPolicyOf } from '../security/password-policy';
import { type UnitScope, unitScopeOf } from '../http/scope';
import type { Change, ChangeBus } from './bus';


/**
 * The stream's timings and limits. The values are the documented ones; tests lower them in-process
 * (as contracts/excel.ts does with its limits).
 */
export const streamSettings = {
  heartbeatMs: 15_000,
  /** The reconnection delay the ready event suggests to EventSource. */
  retryMs: 3_000,
  maxPerUser: 5,
  recheckMs: 60_000,
  maxBufferedBytes: 1024 * 1024,
  /** At most this many ids are sent with a change; more are dropped (ids: []). */
  maxIds: 200,
};

/** What a caller in `scope` may learn about a change: the change, it without ids, or nothing. */
export function viewFor(change: Change, scope: UnitScope, maxIds: number = streamSettings.maxIds): ChangeView | null {
  const ids = change.ids.length > maxIds ? [] : change.ids;
  if (scope === 'all') return { kind: change.kind, ids, at: change.at };
  if (change.unitId === null && change.areaId === null) return { kind: change.kind, ids: [], at: change.at };
  const inside = (change.unitId !== null && scope.has(change.unitId)) || (change.areaId !== null && scope.has(change.areaId));
  return inside ? { kind: change.kind, ids, at: change.at } : null;
}

/** One SSE line block. */
export const sseEvent = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface Stream {
  key: string;
  end(reason: StreamCloseReason): void;
}

/** The open streams of one app (one bus): per-key limits and shutdown. */
interface Hub {
  byKey: Map<string, Stream[]>;
  all: Set<Stream>;
}

const hubs = new WeakMap<ChangeBus, Hub>();
const hubOf = (bus: ChangeBus): Hub => {
  let hub = hubs.get(bus);
  if (!hub) {
    hub = { byKey: new Map(), all: new Set() };
    hubs.set(bus, hub);
  }
  return hub;
};

/** How many streams are open on this bus's app (tests). */
export const openStreamCount = (bus: ChangeBus): number => hubOf(bus).all.size;

/** Ends every open stream of the app (before the server closes, else it waits for them). */
export function endAllStreams(bus: ChangeBus, reason: StreamCloseReason = 'shutdown'): void {
  for (const s of [...hubOf(bus).all]) s.end(reason);
}

export interface StreamSpec {
  bus: ChangeBus;
  /** Streams with one key share the per-key limit (a user: `user:<id>`). */
  key: string;
  /** What this stream's client learns about a change (null: nothing). */
  view(change: Change): ChangeView | null;
  /** Asked every recheckMs: false ends the stream with `invalidReason` (default 'signedOut'). */
  stillValid?: () => Promise<boolean>;
  invalidReason?: StreamCloseReason;
  /** At most this many streams per key (default streamSettings.maxPerUser). */
  maxPerKey?: number;
  /** Extra fields of the ready event. */
  ready?: Record<string, unknown>;
}

/** Takes over the reply and streams the changes until the client leaves or the stream is ended. */
export function openChangeStream(req: FastifyRequest, reply: FastifyReply, spec: StreamSpec): void {
  const settings = { ...streamSettings };
  const hub = hubOf(spec.bus);
  const res = reply.raw;
  reply.hijack();
  // The client left while its scope was being read: nothing to stream, nothing to clean up later.
  if (res.destroyed || req.raw.socket?.destroyed) {
    res.destroy();
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) must pass each event on at once.
    'x-accel-buffering': 'no',
  });
  req.raw.socket?.setNoDelay(true);
  req.raw.socket?.setKeepAlive(true);

  let open = true;
  const timers: NodeJS.Timeout[] = [];
  const write = (chunk: string) => {
    if (!open) return;
    res.write(chunk);
    if (res.writableLength > settings.maxBufferedBytes) stream.end('slow');
  };
  const cleanup = () => {
    if (!open) return;
    open = false;
    unsubscribe();
    for (const t of timers) clearInterval(t);
    hub.all.delete(stream);
    const list = hub.byKey.get(spec.key);
    if (list) {
      const rest = list.filter((s) => s !== stream);
      if (rest.length) hub.byKey.set(spec.key, rest);
      else hub.byKey.delete(spec.key);
    }
  };
  const stream: Stream = {
    key: spec.key,
    end(reason) {
      if (!open) return;
      if (reason !== 'slow') res.write(sseEvent('closed', { reason }));
      cleanup();
      res.end();
    },
  };

  const unsubscribe = spec.bus.subscribe((change) => {
    const view = spec.view(change);
    if (view) write(sseEvent('change', view));
  });
  res.on('close', cleanup);
  res.on('error', cleanup);

  hub.all.add(stream);
  const list = [...(hub.byKey.get(spec.key) ?? []), stream];
  hub.byKey.set(spec.key, list);
  while (list.length > (spec.maxPerKey ?? settings.maxPerUser)) list.shift()?.end('tooMany');

  write(`retry: ${settings.retryMs}\n${sseEvent('ready', { at: new Date().toISOString(), heartbeatMs: settings.heartbeatMs, ...spec.ready })}`);

  const heartbeat = setInterval(() => write(`: heartbeat ${Date.now()}\n\n`), settings.heartbeatMs);
  heartbeat.unref();
  timers.push(heartbeat);
  const check = spec.stillValid;
  if (check) {
    const recheck = setInterval(() => {
      check().then(
        (valid) => {
          if (!valid) stream.end(spec.invalidReason ?? 'signedOut');
        },
        () => {}, // the database is busy or away: ask again next time
      );
    }, settings.recheckMs);
    recheck.unref();
    timers.push(recheck);
  }
}

/**
 * A signed-in user's stream: filtered by their data scope, re-scoped on every session check. The
 * stream is no use of the session: it ends once the session has been idle for the policy's timeout.
 */
async function userStream(db: Db, bus: ChangeBus, req: FastifyRequest, reply: FastifyReply, profile: SecurityProfile): Promise<void> {
  const ctx: AuthContext = caller(req);
  let scope = await unitScopeOf(db, ctx);
  openChangeStream(req, reply, {
    bus,
    key: `user:${ctx.userId}`,
    view: (change) => viewFor(change, scope),
    stillValid: async () => {
      const now = await loadAuthContext(db, { sessionId: ctx.sessionId }, (await securityPolicyOf(db, profile)).policy);
      if (!now || now === 'expired') return false;
      scope = await unitScopeOf(db, now);
      return true;
    },
  });
}

const streamQuery = z.object({ ticket: z.string().max(600).optional() });

/** GET /events/stream under each base. */
export const eventStreamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, config }) => {
  app.addHook('preClose', async () => endAllStreams(events));
  app.get(
    `/${EVENT_STREAM_PATH}`,
    {
      config: { ticket: 'events', stream: 'events' },
      schema: {
        description:
          'Live sync: a text/event-stream of the changes the caller may see (event: ready, then event: change ' +
          '{kind, ids, at}; a comment line every 15 s). An EventSource cannot send the header: it opens the stream with ' +
          'an `events` ticket (?ticket=, POST sys_ticket/issue). See docs/live-sync.md.',
        querystring: streamQuery,
      },
    },
    (req, reply) => userStream(db, events, req, reply, config.securityProfile),
  );
};
