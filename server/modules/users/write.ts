/**
 * User management's writes (spec section 7, User; permission id sysUser): add by mobile, edit, delete.
 *
 * Data scope (ARCHITECTURE.md section 3): a caller holding a role whose data_scope is 'all' manages
 * every user; any other caller only users who belong to a unit within the subtree of the caller's
 * current unit. Such a caller may only give units of that subtree, may not grant roles whose scope is
 * 'all', and may not manage a user who holds one (checks.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { SecurityPolicy } from '../../../src/domain/security-policy';
import type { AddByMobile, AddByMobileResult, UserEdit, UserRow } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { legalAdvisers, messages, qrTickets, sessions, userRoles, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate, notFound, refused } from '../../http/errors';
import { inUnitScope, type UnitScope, unitScopeOf } from '../../http/scope';
import { forgetLoginFailures } from '../../security/login-throttle';
import { hashPassword } from '../../security/password';
import { forgetPasswords, passwordColumns, rememberPassword } from '../../security/password-policy';
import { checkUserDuties } from '../duties';
import { administratorRoleId, keepOneAdministrator } from '../users-admin/administrators';
import { toUserRows } from './list';
import { checkRoles, checkTarget, checkUnits, type Tx, unique, uniqueViolation } from './checks';
import { policyPassword } from './password';

/**
 * A new staff account (addByMobile): its units and roles checked against the caller's scope, the
 * password given (already accepted by the policy) or a generated one, which the answer carries.
 */
export async function addUser(db: Db, ctx: AuthContext, body: AddByMobile, policy: SecurityPolicy): Promise<AddByMobileResult> {
  const scope = await unitScopeOf(db, ctx);
  const unitIds = unique(body.unitIdList);
  const roleIds = unique(body.roleIdList);
  const username = body.username ?? body.mobile;
  // The password the administrator gave meets the policy; a generated one does by construction.
  const initialPassword = body.password ? undefined : policyPassword(policy, username);
  const passwordHash = await hashPassword(body.password ?? initialPassword!);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      await checkUnits(tx, scope, unitIds);
      await checkRoles(tx, scope, roleIds);
      await checkUserDuties(tx, username, roleIds);
      const [mobileTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, body.mobile)).limit(1);
      if (mobileTaken) throw duplicate('mobile');
      const [nameTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      if (nameTaken) throw duplicate('username');
      const [created] = await tx
        .insert(users)
        .values({
          username,
          ...passwordColumns(policy, passwordHash, 'administrator'),
          realName: body.realName,
          mobile: body.mobile,
          email: body.email ?? null,
          userType: 'staff',
          currentUnitId: unitIds[0]!,
        })
        .returning({ id: users.id });
      const id = created!.id;
      await rememberPassword(tx, id, passwordHash);
      await tx.insert(userUnits).values(unitIds.map((unitId) => ({ userId: id, unitId })));
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
      return id;
    });
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
  return initialPassword ? { userId, username, initialPassword } : { userId, username };
}

/** An edit that would disable the caller's own account is refused (before anything else is looked at). */
export function refuseSelfDisable(ctx: AuthContext, body: UserEdit): void {
  if (body.enabled === false && body.userId === ctx.userId) throw refused('cannotDisableSelf');
}

/** The account name of a user (undefined for an unknown id): the policy checks a new password against it. */
export async function usernameOf(db: Db, userId: number): Promise<string | undefined> {
  const [target] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return target?.username;
}

type UserRecord = typeof users.$inferSelect;

/**
 * The edit's new units: the given ones replace those within the caller's scope (a scoped caller cannot
 * see memberships outside its scope, so it leaves them as they are); the current unit follows.
 */
async function editUnits(tx: Tx, scope: UnitScope, user: UserRecord, body: UserEdit, patch: Partial<typeof users.$inferInsert>): Promise<void> {
  if (body.unitIdList) {
    const given = unique(body.unitIdList);
    await checkUnits(tx, scope, given);
    const old = await tx.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, user.id));
    const kept = old.map((m) => m.unitId).filter((id) => !inUnitScope(scope, id) && !given.includes(id));
    const next = [...given, ...kept];
    await tx.delete(userUnits).where(eq(userUnits.userId, user.id));
    await tx.insert(userUnits).values(next.map((unitId) => ({ userId: user.id, unitId })));
    if (user.currentUnitId === null || !next.includes(user.currentUnitId)) patch.currentUnitId = next[0]!;
    if (body.currentUnitId !== undefined) {
      if (!given.includes(body.currentUnitId)) throw refused('currentUnitNotMember');
      patch.currentUnitId = body.currentUnitId;
    }
  } else if (body.currentUnitId !== undefined) {
    const [member] = await tx
      .select({ unitId: userUnits.unitId })
      .from(userUnits)
      .where(and(eq(userUnits.userId, user.id), eq(userUnits.unitId, body.currentUnitId)));
    if (!member) throw refused('currentUnitNotMember');
    patch.currentUnitId = body.currentUnitId;
  }
}

/** The edit's new roles, checked against the caller's scope, the duties and the last-administrator rule. */
async function editRoles(tx: Tx, ctx: AuthContext, scope: UnitScope, user: UserRecord, roleIdList: number[]): Promise<void> {
  const given = unique(roleIdList);
  await checkRoles(tx, scope, given);
  const current = await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id));
  const same = current.length === given.length && current.every((r) => given.includes(r.roleId));
  // Nobody changes their own roles (no one grants themselves a duty or more power).
  if (!same && user.id === ctx.userId) throw refused('selfRoles');
  await checkUserDuties(tx, user.username, given);
  const adminRole = await administratorRoleId(tx);
  if (adminRole && !given.includes(adminRole)) await keepOneAdministrator(tx, user.id);
  await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
  if (given.length) await tx.insert(userRoles).values(given.map((roleId) => ({ userId: user.id, roleId })));
}

/**
 * Edits a user in one transaction: its fields, a password (already accepted by the policy; for someone
 * else it must be changed at the next sign-in), units and roles. Disabling ends the user's sessions, a
 * reset password all but the caller's own. Answers the user's row as it is now (null if it is gone),
 * with whether the new password must be changed.
 */
export async function editUser(db: Db, ctx: AuthContext, body: UserEdit, policy: SecurityPolicy): Promise<{ user: UserRow | null; mustChange: boolean }> {
  const scope = await unitScopeOf(db, ctx);
  const setBy = body.userId === ctx.userId ? 'self' : 'administrator';
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, body.userId)).limit(1);
      if (!user) throw notFound('user');
      await checkTarget(tx, scope, user.id);
      if (body.enabled === false) await keepOneAdministrator(tx, user.id);
      const patch: Partial<typeof users.$inferInsert> = {};
      if (body.realName !== undefined) patch.realName = body.realName;
      if (body.email !== undefined) patch.email = body.email;
      if (body.enabled !== undefined) patch.enabled = body.enabled;
      if (passwordHash) {
        Object.assign(patch, passwordColumns(policy, passwordHash, setBy));
        await rememberPassword(tx, user.id, passwordHash);
      }
      if (body.mobile !== undefined && body.mobile !== user.mobile) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.mobile, body.mobile), ne(users.id, user.id)))
          .limit(1);
        if (taken) throw duplicate('mobile');
        patch.mobile = body.mobile;
      }
      await editUnits(tx, scope, user, body, patch);
      if (body.roleIdList) await editRoles(tx, ctx, scope, user, body.roleIdList);
      if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, user.id));
      if (body.enabled === false) {
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
      } else if (passwordHash) {
        // A reset password ends the user's sessions (the caller's own one survives).
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, ctx.sessionId)));
      }
    });
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
  const [row] = await db.select().from(users).where(eq(users.id, body.userId));
  return { user: row ? ((await toUserRows(db, [row]))[0] ?? null) : null, mustChange: row?.mustChangePassword ?? false };
}

/** Deletes a user (never oneself, never the last administrator) with everything that is only theirs. */
export async function deleteUser(db: Db, ctx: AuthContext, userId: number): Promise<null> {
  if (userId === ctx.userId) throw refused('cannotDeleteSelf');
  const scope = await unitScopeOf(db, ctx);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('user');
    await checkTarget(tx, scope, userId);
    await keepOneAdministrator(tx, userId);
    await removeUserRecords(tx, user);
  });
  return null;
}

/**
 * Removes a user and everything that is only theirs (units, roles, sessions, messages, QR tickets,
 * login failures, past passwords; an adviser record keeps its row without the account), inside the
 * caller's transaction. Staff and company users are deleted through it.
 */
export async function removeUserRecords(tx: Tx, user: { id: number; username: string }): Promise<void> {
  const userId = user.id;
  await tx.delete(userUnits).where(eq(userUnits.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(messages).where(eq(messages.userId, userId));
  await tx.delete(qrTickets).where(eq(qrTickets.userId, userId));
  await forgetLoginFailures(tx, user.username);
  await forgetPasswords(tx, userId);
  await tx.update(legalAdvisers).set({ userId: null }).where(eq(legalAdvisers.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
