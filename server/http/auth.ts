/**
 * Who is calling: the access_token header (or, for download and preview links only, the token query
 * parameter) names a session; the session's user, units and merged role permissions form the context
 * that every handler and every permission check reads. Routes declare what they need in their config:
 *   config: { auth: 'public' }                      no sign-in
 *   config: { permission: 'menu.add' }              signed in and permitted
 *   config: { tokenInQuery: true }                  the token may come as ?token= (download/preview)
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, mergePermissions, type PermissionEntry } from '../../src/domain/permissions';
import type { Db } from '../db/client';
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

export async function loadAuthContext(db: Db, token: string): Promise<AuthContext | 'expired' | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      username: users.username,
      realName: users.realName,
      userType: users.userType,
      counterpartId: users.counterpartId,
      currentUnitId: users.currentUnitId,
      enabled: users.enabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row?.enabled) return null;
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  const [unitRows, roleRows] = await Promise.all([
    db.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, row.userId)),
    db
      .select({ id: roles.id, code: roles.code, name: roles.name, dataScope: roles.dataScope })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, row.userId)),
  ]);
  const permRows = roleRows.length
    ? await db
        .select({ permissionId: rolePermissions.permissionId, actionList: rolePermissions.actionList })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleRows.map((r) => r.id)))
    : [];
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    userType: row.userType as AuthContext['userType'],
    counterpartId: row.counterpartId,
    currentUnitId: row.currentUnitId,
    unitIds: unitRows.map((u) => u.unitId).sort((a, b) => a - b),
    roles: roleRows.map(({ id, code, name }) => ({ id, code, name })),
    dataScope: widestScope(roleRows.map((r) => r.dataScope)),
    permissions: mergePermissions(permRows as PermissionEntry[]),
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
