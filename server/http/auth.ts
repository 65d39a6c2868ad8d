/**
 * Who is calling: the access_token header (or, for download and preview links only, the token query
 * parameter) names a session; the session's user, units and merged role permissions form the context
 * that every handler and every permission check reads. Routes declare what they need in their config:
 *   config: { auth: 'public' }                      no sign-in
 *   config: { permission: 'menu.add' }              signed in and permitted
 *   config: { tokenInQuery: true }                  the token may come as ?token= (download/preview)
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, mergePermissions, type PermissionEntry } from '../../src/domain/permissions';
import { type Db, queryRows } from '../db/client';
import { rolePermissions, roles, sessions, userRoles, userUnits, users } from '../db/schema';
import { hashToken } from '../security/tokens';
import { type DataScope, widestScope } from './scope';
import { forbidden, tokenExpired, unauthorized } from './errors';

export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  realName: string;
  userType: 'staff' | 'company' | 'lawyer';
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
    /** Accept the token as the `token` query parameter (download and preview links). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

interface AuthRow {
  session_id: number;
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

/** json columns arrive parsed from both drivers; a string is parsed defensively. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The session, its user, the user's units, roles and role permissions in ONE round trip: this runs
 * on every call, and PGlite answers one query at a time.
 */
export async function loadAuthContext(db: Db, token: string): Promise<AuthContext | 'expired' | null> {
  const [row] = await queryRows<AuthRow>(
    db,
    sql`select s.id as session_id, s.expires_at, u.id as user_id, u.username, u.real_name, u.user_type,
          u.counterpart_id, u.current_unit_id, u.enabled,
          coalesce((select json_agg(uu.unit_id order by uu.unit_id) from ${userUnits} uu where uu.user_id = u.id), '[]'::json) as unit_ids,
          coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'dataScope', r.data_scope) order by r.id)
                    from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
          coalesce((select json_agg(json_build_object('permissionId', rp.permission_id, 'actionList', rp.action_list))
                    from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = u.id), '[]'::json) as permissions
        from ${sessions} s join ${users} u on u.id = s.user_id
        where s.token_hash = ${hashToken(token)}
        limit 1`,
  );
  if (!row?.enabled) return null;
  if (new Date(row.expires_at).getTime() <= Date.now()) return 'expired';
  const roleRows = json(row.roles);
  return {
    sessionId: Number(row.session_id),
    userId: Number(row.user_id),
    username: row.username,
    realName: row.real_name,
    userType: row.user_type as AuthContext['userType'],
    counterpartId: row.counterpart_id === null ? null : Number(row.counterpart_id),
    currentUnitId: row.current_unit_id === null ? null : Number(row.current_unit_id),
    unitIds: json(row.unit_ids).map(Number),
    roles: roleRows.map(({ id, code, name }) => ({ id, code, name })),
    dataScope: widestScope(roleRows.map((r) => r.dataScope)),
    permissions: mergePermissions(json(row.permissions)),
  };
}

function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.access_token;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  if (req.routeOptions.config.tokenInQuery) {
    const q = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string' && q) return q;
  }
  return undefined;
}

/** Installs the hook that authenticates every API route and checks its declared permission. */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (req) => {
    const config = req.routeOptions.config;
    if (!req.url.startsWith('/api/')) return;
    const token = tokenOf(req);
    if (config.auth === 'public') {
      // Public routes still learn who is calling when a valid token comes along.
      if (token) {
        const ctx = await loadAuthContext(db, token);
        req.auth = ctx && ctx !== 'expired' ? ctx : null;
      }
      return;
    }
    if (!token) throw unauthorized();
    const ctx = await loadAuthContext(db, token);
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
