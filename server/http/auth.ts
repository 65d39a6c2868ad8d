/**
 * Who is calling: the access_token header names a session; the session's user, units and merged role
 * permissions form the context that every handler and every permission check reads. A session is
 * good only on the base it was opened on, by a user of that base's type (src/domain/session.ts): a
 * staff token on /api/company, or a counterpart's on /api/admin, is not signed in there (HTTP 401).
 * Routes declare what they need in their config:
 *   config: { auth: 'public' }                      no sign-in
 *   config: { permission: 'menu.add' }              signed in and permitted
 *   config: { ticket: 'file' | 'events' | 'link' }  a link a browser opens by itself: instead of the
 *                                                   header, a ticket of that purpose (?ticket=, issued
 *                                                   by POST sys_ticket/issue) for this very resource
 * The session token itself is never accepted in a URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, mergePermissions, type PermissionEntry } from '../../src/domain/permissions';
import { BACKEND_OF_USER_TYPE, BACKENDS, type Backend, type TicketPurpose } from '../../src/domain/session';
import { type Db, jsonValue, queryRows } from '../db/client';
import { rolePermissions, roles, sessions, userRoles, userUnits, users } from '../db/schema';
import { readTicket, ticketKey } from '../security/tickets';
import { hashToken } from '../security/tokens';
import type { AuthCache, SessionEntry } from './auth-cache';
import { type DataScope, widestScope } from './scope';
import { forbidden, tokenExpired, unauthorized } from './errors';

export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  realName: string;
  userType: 'staff' | 'company' | 'lawyer';
  /** The base the session belongs to. */
  base: Backend;
  counterpartId: number | null;
  currentUnitId: number | null;
  unitIds: number[];
  roles: { id: number; code: string; name: string }[];
  /** The widest data scope of the caller's roles (see scope.ts). */
  dataScope: DataScope;
  permissions: PermissionEntry[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' routes need no sign-in; every other route does. */
    auth?: 'public';
    /** `permissionId.action` the caller must hold. */
    permission?: string;
    /** A link opened by the browser itself: accepts a ticket of this purpose as `?ticket=`. */
    ticket?: TicketPurpose;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

interface AuthRow {
  session_id: number;
  base: string;
  expires_at: Date | string;
  user_id: number;
  username: string;
  real_name: string;
  user_type: string;
  counterpart_id: number | null;
  current_unit_id: number | null;
  enabled: boolean;
  unit_ids: number[] | string;
  roles: { id: number; code: string; name: string; dataScope: string }[] | string;
  permissions: PermissionEntry[] | string;
}


/**
 * The session (by its token, or by its id for a ticket), its user, the user's units, roles and role
 * permissions in ONE round trip: this runs on every call, and PGlite answers one query at a time.
 */
export async function loadAuthContext(db: Db, by: string | { sessionId: number }): Promise<AuthContext | 'expired' | null> {
  const entry = await loadSession(db, typeof by === 'string' ? { tokenHash: hashToken(by) } : by);
  return entry && sessionState(entry);
}

/** The context of a session still good now, or 'expired': checked on every call, cached or not. */
const sessionState = (entry: SessionEntry): AuthContext | 'expired' => (entry.expiresAt <= Date.now() ? 'expired' : entry.ctx);

/** The session (by token hash or id) with its context and expiry, or null when it does not hold. */
async function loadSession(db: Db, by: { tokenHash: string } | { sessionId: number }): Promise<SessionEntry | null> {
  const which = 'tokenHash' in by ? sql`s.token_hash = ${by.tokenHash}` : sql`s.id = ${by.sessionId}`;
  const [row] = await queryRows<AuthRow>(
    db,
    sql`select s.id as session_id, s.base, s.expires_at, u.id as user_id, u.username, u.real_name, u.user_type,
          u.counterpart_id, u.current_unit_id, u.enabled,
          coalesce((select json_agg(uu.unit_id order by uu.unit_id) from ${userUnits} uu where uu.user_id = u.id), '[]'::json) as unit_ids,
          coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'dataScope', r.data_scope) order by r.id)
                    from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
          coalesce((select json_agg(json_build_object('permissionId', rp.permission_id, 'actionList', rp.action_list))
                    from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = u.id), '[]'::json) as permissions
        from ${sessions} s join ${users} u on u.id = s.user_id
        where ${which}
        limit 1`,
  );
  if (!row?.enabled) return null;
  const base = row.base as Backend;
  // A session of the wrong kind (the user's type changed since) is no session.
  if (BACKEND_OF_USER_TYPE[row.user_type as AuthContext['userType']] !== base) return null;
  const roleRows = jsonValue(row.roles);
  const ctx: AuthContext = {
    sessionId: Number(row.session_id),
    userId: Number(row.user_id),
    username: row.username,
    realName: row.real_name,
    userType: row.user_type as AuthContext['userType'],
    base,
    counterpartId: row.counterpart_id === null ? null : Number(row.counterpart_id),
    currentUnitId: row.current_unit_id === null ? null : Number(row.current_unit_id),
    unitIds: jsonValue(row.unit_ids).map(Number),
    roles: roleRows.map(({ id, code, name }) => ({ id, code, name })),
    dataScope: widestScope(roleRows.map((r) => r.dataScope)),
    permissions: mergePermissions(jsonValue(row.permissions)),
  };
  return { ctx, expiresAt: new Date(row.expires_at).getTime() };
}

/** The base an API path is under ('/api/company/...' -> company); null beside the bases. */
export function baseOfUrl(url: string): Backend | null {
  const m = /^\/api\/([a-z]+)\//.exec(url);
  return m && (BACKENDS as readonly string[]).includes(m[1]!) ? (m[1] as Backend) : null;
}

const headerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers.access_token;
  return (Array.isArray(header) ? header[0] : header) || undefined;
};

/** The resource a ticket must name to open this request: a file's public id, or the path under the base. */
function ticketResource(req: FastifyRequest, purpose: TicketPurpose, base: Backend): string {
  if (purpose === 'file') return String((req.params as { id?: unknown } | undefined)?.id ?? '').toLowerCase();
  if (purpose === 'link') return (req.routeOptions.url ?? '').slice(`/api/${base}/`.length);
  return '';
}

/** The session a ticket on this request speaks for, or null when the ticket does not open it. */
async function sessionOfTicket(db: Db, req: FastifyRequest, purpose: TicketPurpose, base: Backend | null): Promise<number | null> {
  const raw = (req.query as Record<string, unknown> | undefined)?.ticket;
  if (typeof raw !== 'string' || !raw || !base) return null;
  const claims = readTicket(await ticketKey(db), raw);
  if (!claims || claims.base !== base || claims.purpose !== purpose) return null;
  if (claims.resource !== ticketResource(req, purpose, base)) return null;
  return claims.sessionId;
}

/** Installs the hook that authenticates every API route and checks its declared permission. */
export function registerAuth(app: FastifyInstance, db: Db, cache: AuthCache): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (req) => {
    const config = req.routeOptions.config;
    if (!req.url.startsWith('/api/')) return;
    const base = baseOfUrl(req.url);
    const token = headerToken(req);
    // A session is good on its own base only; beside the bases (public calls) no session applies.
    // A token's session comes from the cache (server/http/auth-cache.ts); a ticket's is read anew.
    const load = async (by: string | { sessionId: number }) => {
      const entry =
        typeof by === 'string'
          ? await cache.sessions.get(hashToken(by), (tokenHash) => loadSession(db, { tokenHash }))
          : await loadSession(db, by);
      const ctx = entry && sessionState(entry);
      return ctx && ctx !== 'expired' && ctx.base !== base ? null : ctx;
    };
    if (config.auth === 'public') {
      // Public routes still learn who is calling when a valid token of this base comes along.
      if (token && base) {
        const ctx = await load(token);
        req.auth = ctx && ctx !== 'expired' ? ctx : null;
      }
      return;
    }
    let ctx: AuthContext | 'expired' | null = null;
    if (token) ctx = await load(token);
    else if (config.ticket) {
      const sessionId = await sessionOfTicket(db, req, config.ticket, base);
      if (sessionId !== null) ctx = await load({ sessionId });
    } else throw unauthorized();
    if (ctx === 'expired') throw tokenExpired();
    if (!ctx) throw unauthorized();
    req.auth = ctx;
    if (config.permission && !hasPermission(ctx.permissions, config.permission)) throw forbidden(config.permission);
  });
}

/** The signed-in caller of a route that requires sign-in (the hook guarantees it). */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** Deletes a session (logout) by its id. */
export async function endSession(db: Db, sessionId: number, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}
