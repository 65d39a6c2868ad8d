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
import { passwordChangeReason, type SecurityPolicy, type SecurityProfile } from '../../src/domain/security-policy';
import { BACKEND_OF_USER_TYPE, BACKENDS, type Backend, TOKEN_HEADER, type TicketPurpose } from '../../src/domain/session';
import { type Db, jsonValue, queryRows } from '../db/client';
import { rolePermissions, roles, sessions, userRoles, userUnits, users } from '../db/schema';
import { recordAudit } from '../security/audit-record';
import { passwordChangeRequired, securityPolicyOf } from '../security/password-policy';
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
  /** An administrator set the password (users.must_change_password): see passwordChangeReason. */
  mustChangePassword: boolean;
  /** When the password was set (ms since epoch): its expiry counts from it. */
  passwordChangedAt: number;
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
  last_seen_at: Date | string;
  user_id: number;
  username: string;
  real_name: string;
  user_type: string;
  counterpart_id: number | null;
  current_unit_id: number | null;
  enabled: boolean;
  must_change_password: boolean;
  password_changed_at: Date | string;
  unit_ids: number[] | string;
  roles: { id: number; code: string; name: string; dataScope: string }[] | string;
  permissions: PermissionEntry[] | string;
}


/**
 * The session (by its token, or by its id for a ticket), its user, the user's units, roles and role
 * permissions in ONE round trip: this runs on every call, and PGlite answers one query at a time.
 * Given the policy, a session unused for longer than its idle timeout is 'expired' too (this only
 * reads: a long-lived event stream asks it, and the stream is no use of the session).
 */
export async function loadAuthContext(db: Db, by: string | { sessionId: number }, policy?: SecurityPolicy): Promise<AuthContext | 'expired' | null> {
  const entry = await loadSession(db, typeof by === 'string' ? { tokenHash: hashToken(by) } : by);
  if (!entry) return null;
  const now = Date.now();
  if (entry.expiresAt <= now) return 'expired';
  return policy?.idleMinutes && now - entry.lastSeenAt >= policy.idleMinutes * 60_000 ? 'expired' : entry.ctx;
}

/** A session's last use is written at most this often (per session and process): the idle timeout's precision. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * Whether a session is still good now: within its absolute lifetime and, with an idle timeout, used
 * within the policy's idleMinutes. Its last use (sessions.last_seen_at) is written when the one this
 * process knows is older than TOUCH_INTERVAL_MS, so a busy session costs one small UPDATE a minute,
 * not one per call. A session that looks idle here is only ended when the row agrees (another process
 * may have seen it since): then its expires_at becomes now, which every process's cache hears
 * (migration 0013), and the answer is 'idle' this once, 'expired' from then on.
 */
async function sessionNow(db: Db, entry: SessionEntry, policy: SecurityPolicy, now: number): Promise<'ok' | 'expired' | 'idle'> {
  if (entry.expiresAt <= now) return 'expired';
  const idleMs = policy.idleMinutes * 60_000;
  const since = now - entry.lastSeenAt;
  if (since < TOUCH_INTERVAL_MS && (!idleMs || since < idleMs)) return 'ok';
  const id = entry.ctx.sessionId;
  const recent = idleMs ? sql` and last_seen_at > now() - ${idleMs} * interval '1 millisecond'` : sql``;
  const touched = await queryRows<{ id: number }>(db, sql`update ${sessions} set last_seen_at = now() where id = ${id}${recent} returning id`);
  if (touched.length) {
    // The cached entry is this process's knowledge of the session: it learns the use it just wrote.
    entry.lastSeenAt = now;
    return 'ok';
  }
  if (!idleMs) return 'expired';
  const ended = await queryRows<{ id: number }>(
    db,
    sql`update ${sessions} set expires_at = now() where id = ${id} and expires_at > now()
          and last_seen_at <= now() - ${idleMs} * interval '1 millisecond' returning id`,
  );
  return ended.length ? 'idle' : 'expired';
}

/**
 * What a user who must change their password first (passwordChangeReason) may still call, by method
 * and path under the base: their own session info and menu (the app's shell), the password rules,
 * and the change itself. Public calls (sign-out among them) stay open; everything else is refused
 * with passwordChangeRequired (HTTP 403, code 403), which the client answers with the change page.
 */
export const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'GET sys_user/getLoginUserInfo',
  'GET sys_user/getCurrentLoginUserInfo',
  'GET admin_sys_menu/getUserMenuList',
  'GET sys_config/securityPolicy',
  'PUT sys_user/editUser',
]);

const openBeforePasswordChange = (req: FastifyRequest, base: Backend | null): boolean =>
  OPEN_BEFORE_PASSWORD_CHANGE.has(`${req.method} ${(req.routeOptions.url ?? '').slice(`/api/${base}/`.length)}`);

/** The session (by token hash or id) with its context and expiry, or null when it does not hold. */
async function loadSession(db: Db, by: { tokenHash: string } | { sessionId: number }): Promise<SessionEntry | null> {
  const which = 'tokenHash' in by ? sql`s.token_hash = ${by.tokenHash}` : sql`s.id = ${by.sessionId}`;
  const [row] = await queryRows<AuthRow>(
    db,
    sql`select s.id as session_id, s.base, s.expires_at, s.last_seen_at, u.id as user_id, u.username, u.real_name, u.user_type,
          u.counterpart_id, u.current_unit_id, u.enabled, u.must_change_password, u.password_changed_at,
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
    mustChangePassword: Boolean(row.must_change_password),
    passwordChangedAt: new Date(row.password_changed_at).getTime(),
  };
  return { ctx, expiresAt: new Date(row.expires_at).getTime(), lastSeenAt: new Date(row.last_seen_at).getTime() };
}

/** The base an API path is under ('/api/company/...' -> company); null beside the bases. */
export function baseOfUrl(url: string): Backend | null {
  const m = /^\/api\/([a-z]+)\//.exec(url);
  return m && (BACKENDS as readonly string[]).includes(m[1]!) ? (m[1] as Backend) : null;
}

const headerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers[TOKEN_HEADER];
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

/**
 * Installs the hook that authenticates every API route and checks its declared permission, the
 * session's idle timeout and a password change the policy requires first (SECURITY_PROFILE `profile`
 * and the stored policy: server/security/password-policy.ts).
 */
export function registerAuth(app: FastifyInstance, db: Db, cache: AuthCache, profile: SecurityProfile): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (req) => {
    const config = req.routeOptions.config;
    if (!req.url.startsWith('/api/')) return;
    const base = baseOfUrl(req.url);
    const token = headerToken(req);
    const now = Date.now();
    const { policy } = await securityPolicyOf(db, profile);
    // A session is good on its own base only; beside the bases (public calls) no session applies.
    // A token's session comes from the cache (server/http/auth-cache.ts); a ticket's is read anew.
    const load = async (by: string | { sessionId: number }): Promise<AuthContext | 'expired' | null> => {
      const entry =
        typeof by === 'string'
          ? await cache.sessions.get(hashToken(by), (tokenHash) => loadSession(db, { tokenHash }))
          : await loadSession(db, by);
      if (!entry) return null;
      if (entry.ctx.base !== base) return entry.expiresAt <= now ? 'expired' : null;
      const state = await sessionNow(db, entry, policy, now);
      if (state === 'idle') {
        const { userId, username, currentUnitId } = entry.ctx;
        await recordAudit(db, req, { event: 'logout', outcome: 'success', detail: { reason: 'idle' }, user: { userId, username, unitId: currentUnitId } });
      }
      return state === 'ok' ? entry.ctx : 'expired';
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
    const passwordChange = passwordChangeReason(policy, ctx, now);
    if (passwordChange && !openBeforePasswordChange(req, base)) throw passwordChangeRequired(passwordChange);
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
