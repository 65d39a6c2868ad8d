/**
 * The signed-in user (spec section 7, User): getLoginUserInfo, getCurrentLoginUserInfo, their own
 * edit (editUser) and switchCurrentUnit.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { passwordChangeReason, passwordExpiresAt, type SecurityPolicy } from '../../../src/domain/security-policy';
import type { CurrentLoginUserInfo, LoginUserInfo, SelfEdit } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { sessions, units, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate, refused, unauthorized } from '../../http/errors';
import { unitChain } from '../../http/unit-tree';
import { rememberPassword } from '../../security/password-policy';

type UserRecord = typeof users.$inferSelect;

/** The signed-in user as the app starts with it; `policy` says whether a new password is needed first. */
export async function loginUserInfo(db: Db, ctx: AuthContext, policy: SecurityPolicy): Promise<LoginUserInfo> {
  const expires = passwordExpiresAt(policy, ctx.passwordChangedAt);
  return {
    userId: ctx.userId,
    username: ctx.username,
    realName: ctx.realName,
    userType: ctx.userType,
    unitIdList: ctx.unitIds,
    currentUnitId: ctx.currentUnitId,
    currentUnitInList: ctx.currentUnitId
      ? (await unitChain(db, ctx.currentUnitId)).map(({ id, pid, unitName, type }) => ({ id, pid, unitName, type }))
      : [],
    roles: ctx.roles,
    permissions: ctx.permissions,
    passwordChange: passwordChangeReason(policy, ctx, Date.now()),
    passwordExpiresAt: expires === null ? null : new Date(expires).toISOString(),
  };
}

/** The signed-in user's own page: the start info with the account's fields and each unit's chain. */
export async function currentLoginUserInfo(db: Db, ctx: AuthContext, policy: SecurityPolicy): Promise<CurrentLoginUserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, ctx.userId));
  if (!user) throw unauthorized();
  const memberOf = ctx.unitIds.length
    ? await db.select({ id: units.id, unitName: units.unitName }).from(units).where(inArray(units.id, ctx.unitIds))
    : [];
  return {
    ...(await loginUserInfo(db, ctx, policy)),
    mobile: user.mobile,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    units: await Promise.all(
      memberOf.map(async (u) => ({
        ...u,
        chain: (await unitChain(db, u.id)).map(({ id, pid, unitName, type }) => ({ id, pid, unitName, type })),
      })),
    ),
  };
}

/** The caller's own account and the patch of their edit's fields (a new mobile no one else has). */
export async function selfEditPatch(db: Db, ctx: AuthContext, body: SelfEdit): Promise<{ user: UserRecord; patch: Partial<typeof users.$inferInsert> }> {
  const [user] = await db.select().from(users).where(eq(users.id, ctx.userId));
  if (!user) throw unauthorized();
  const patch: Partial<typeof users.$inferInsert> = {};
  if (body.realName !== undefined) patch.realName = body.realName;
  if (body.email !== undefined) patch.email = body.email;
  if (body.mobile !== undefined && body.mobile !== user.mobile) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, body.mobile));
    if (taken) throw duplicate('mobile');
    patch.mobile = body.mobile;
  }
  return { user, patch };
}

/** Why a password changes now (passwordChangeOf). */
export interface PasswordChange {
  pending: ReturnType<typeof passwordChangeReason>;
  reason: string;
}

/**
 * Why the user changes their password now: the change the policy requires first (`pending`: after a
 * reset, or expired) and the reason the audit records ('forced', 'expired' or 'voluntary').
 */
export function passwordChangeOf(policy: SecurityPolicy, user: Pick<UserRecord, 'mustChangePassword' | 'passwordChangedAt'>): PasswordChange {
  const pending = passwordChangeReason(policy, { mustChangePassword: user.mustChangePassword, passwordChangedAt: user.passwordChangedAt.getTime() }, Date.now());
  const reason = pending === 'reset' ? 'forced' : (pending ?? 'voluntary');
  return { pending, reason };
}

/** Saves the caller's own edit; a new password is remembered and ends every other session of the account. */
export async function saveSelfEdit(db: Db, ctx: AuthContext, patch: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, ctx.userId));
    if (patch.passwordHash) {
      await rememberPassword(tx, ctx.userId, patch.passwordHash);
      // A new password ends every other session of the account.
      await tx.delete(sessions).where(and(eq(sessions.userId, ctx.userId), ne(sessions.id, ctx.sessionId)));
    }
  });
}

/** The caller works in another of their units from now on. */
export async function switchCurrentUnit(db: Db, ctx: AuthContext, unitId: number): Promise<null> {
  const [member] = await db
    .select()
    .from(userUnits)
    .where(and(eq(userUnits.userId, ctx.userId), eq(userUnits.unitId, unitId)));
  if (!member) throw refused('notMember');
  await db.update(users).set({ currentUnitId: unitId }).where(eq(users.id, ctx.userId));
  return null;
}
