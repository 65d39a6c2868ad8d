/**
 * The work of the administration calls (routes.ts): enable and disable, a generated password, the
 * roles a caller may grant, and the users an export writes. Each checks the caller's data scope
 * (users/checks.ts) as the management calls of users/ do.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { SecurityPolicy } from '../../../src/domain/security-policy';
import type { UserPageQuery, UserRow } from '../../../src/domain/system';
import type { ResetPasswordResult, RoleOption } from '../../../src/domain/user-admin';
import type { Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { notFound, refused } from '../../http/errors';
import { unitScopeOf } from '../../http/scope';
import { hashPassword } from '../../security/password';
import { passwordColumns, rememberPassword } from '../../security/password-policy';
import { checkTarget } from '../users/checks';
import { listConditions, toUserRows } from '../users/list';
import { policyPassword } from '../users/password';
import { keepOneAdministrator } from './administrators';

/** Sets a user's enabled flag after the scope and self/last-administrator checks; disabling ends its sessions. */
export async function setEnabled(db: Db, ctx: AuthContext, userId: number, enabled: boolean): Promise<UserRow | null> {
  if (!enabled && userId === ctx.userId) throw refused('cannotDisableSelf');
  const scope = await unitScopeOf(db, ctx);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('user');
    await checkTarget(tx, scope, userId);
    if (!enabled) await keepOneAdministrator(tx, userId);
    await tx.update(users).set({ enabled }).where(eq(users.id, userId));
    if (!enabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return (await toUserRows(db, row ? [row] : []))[0] ?? null;
}

/**
 * A generated password the policy accepts, which (for someone else) must be changed at the next
 * sign-in. Every session of the user ends (the caller's own one survives when resetting itself).
 */
export async function resetUserPassword(
  db: Db,
  ctx: AuthContext,
  userId: number,
  policy: SecurityPolicy,
): Promise<{ result: ResetPasswordResult; mustChange: boolean }> {
  const scope = await unitScopeOf(db, ctx);
  const [target] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound('user');
  const password = policyPassword(policy, target.username);
  const passwordHash = await hashPassword(password);
  const columns = passwordColumns(policy, passwordHash, userId === ctx.userId ? 'self' : 'administrator');
  const username = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('user');
    await checkTarget(tx, scope, userId);
    await tx.update(users).set(columns).where(eq(users.id, userId));
    await rememberPassword(tx, userId, passwordHash);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, ctx.sessionId)));
    return user.username;
  });
  return { result: { userId, username, password }, mustChange: columns.mustChangePassword };
}

/** The roles a caller may grant: a scoped caller none whose scope is 'all'. */
export async function roleOptions(db: Db, ctx: AuthContext): Promise<RoleOption[]> {
  const scope = await unitScopeOf(db, ctx);
  return db
    .select({ id: roles.id, code: roles.code, name: roles.name, dataScope: roles.dataScope })
    .from(roles)
    .where(scope === 'all' ? undefined : ne(roles.dataScope, 'all'))
    .orderBy(asc(roles.id));
}

/** Every user the list query matches in the caller's scope, by id; refused over `maxRows`. */
export async function usersToExport(db: Db, ctx: AuthContext, q: UserPageQuery, maxRows: number): Promise<UserRow[]> {
  const scope = await unitScopeOf(db, ctx);
  const conds = await listConditions(db, scope, q);
  const where = conds.length ? and(...conds) : undefined;
  const [n] = await db.select({ n: count() }).from(users).where(where);
  const total = Number(n?.n ?? 0);
  if (total > maxRows) throw refused('userExportTooMany', { count: total, limit: maxRows });
  const rows = await db.select().from(users).where(where).orderBy(asc(users.id));
  return toUserRows(db, rows);
}
