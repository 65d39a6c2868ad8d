/**
 * The writes of counterparts' users (docs/api/counterparts.md, admin_company_user/*): add, edit, enable
 * (also approves a pending self-registration), disable, reset password, delete. Each is one
 * transaction on the company user locked; another kind of user is not found here.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyUserEditSchema, companyUserInputSchema, CompanyUserRow } from '../../../src/domain/counterpart';
import type { SecurityPolicy } from '../../../src/domain/security-policy';
import type { ResetPasswordResult } from '../../../src/domain/user-admin';
import { contractParties } from '../../db/contract-schema';
import type { Db } from '../../db/client';
import { counterparts, roles, sessions, userRoles, users } from '../../db/schema';
import { duplicate, notFound, refused } from '../../http/errors';
import { hashPassword } from '../../security/password';
import { passwordColumns, rememberPassword } from '../../security/password-policy';
import { type Tx, uniqueViolation } from '../users/checks';
import { policyPassword } from '../users/password';
import { removeUserRecords } from '../users/write';
import { companyUserRows, isCompanyUser } from './queries';

/** The company user, locked for this transaction; another kind of user is not found here. */
async function companyUser(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(and(eq(users.id, userId), isCompanyUser)).for('update');
  if (!user) throw notFound('user');
  return user;
}

async function checkCounterpart(tx: Tx, counterpartId: number): Promise<void> {
  const [row] = await tx.select({ id: counterparts.id }).from(counterparts).where(eq(counterparts.id, counterpartId));
  if (!row) throw notFound('counterpart');
}

async function checkMobileFree(tx: Tx, mobile: string, exceptUserId?: number): Promise<void> {
  const cond = exceptUserId ? and(eq(users.mobile, mobile), ne(users.id, exceptUserId)) : eq(users.mobile, mobile);
  const [taken] = await tx.select({ id: users.id }).from(users).where(cond).limit(1);
  if (taken) throw duplicate('mobile');
}

const rowOf = async (db: Db, userId: number) => (await companyUserRows(db, [userId]))[0] ?? null;

/**
 * A new company user of a counterpart, with the role 'company' and no unit; the password is given
 * (already accepted by the policy). The answer is the user's row.
 */
export async function addCompanyUser(db: Db, body: z.infer<typeof companyUserInputSchema>, policy: SecurityPolicy): Promise<CompanyUserRow | null> {
  const passwordHash = await hashPassword(body.password);
  const userId = await db
    .transaction(async (tx) => {
      await checkCounterpart(tx, body.counterpartId);
      const [nameTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, body.username)).limit(1);
      if (nameTaken) throw duplicate('username');
      await checkMobileFree(tx, body.mobile);
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'company')).limit(1);
      if (!role) throw new Error("the role 'company' is missing");
      const [created] = await tx
        .insert(users)
        .values({
          username: body.username,
          ...passwordColumns(policy, passwordHash, 'administrator'),
          realName: body.realName,
          mobile: body.mobile,
          email: body.email ?? null,
          userType: 'company',
          counterpartId: body.counterpartId,
          currentUnitId: null,
          enabled: true,
        })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: created!.id, roleId: role.id });
      await rememberPassword(tx, created!.id, passwordHash);
      return created!.id;
    })
    .catch((e: unknown) => {
      throw uniqueViolation(e) ?? e;
    });
  return rowOf(db, userId);
}

/** Edits a company user (a patch); the answer is the user's row after the edit. */
export async function editCompanyUser(db: Db, body: z.infer<typeof companyUserEditSchema>): Promise<CompanyUserRow | null> {
  const { userId, ...patch } = body;
  await db
    .transaction(async (tx) => {
      await companyUser(tx, userId);
      if (patch.counterpartId) await checkCounterpart(tx, patch.counterpartId);
      if (patch.mobile) await checkMobileFree(tx, patch.mobile, userId);
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, userId));
    })
    .catch((e: unknown) => {
      throw uniqueViolation(e) ?? e;
    });
  return rowOf(db, userId);
}

/** Enables or disables a company user; the answer is the user's row. */
export async function setCompanyUserEnabled(db: Db, userId: number, enabled: boolean): Promise<CompanyUserRow | null> {
  await db.transaction(async (tx) => {
    await companyUser(tx, userId);
    await tx.update(users).set({ enabled }).where(eq(users.id, userId));
    // Disabled: every session ends now, not at its expiry.
    if (!enabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return rowOf(db, userId);
}

/** The account name of the company user a password reset names (another kind of user is not found). */
export async function companyUsername(db: Db, userId: number): Promise<string> {
  const [target] = await db.select({ username: users.username }).from(users).where(and(eq(users.id, userId), isCompanyUser));
  if (!target) throw notFound('user');
  return target.username;
}

/**
 * Resets a company user's password to the one given (already accepted by the policy) or a generated
 * one, and ends the user's sessions. The answer carries the password, and whether it must be changed
 * at the next sign-in.
 */
export async function resetCompanyUserPassword(
  db: Db,
  { userId, password: given, username: known }: { userId: number; password: string | undefined; username: string },
  policy: SecurityPolicy,
): Promise<{ result: ResetPasswordResult; mustChange: boolean }> {
  const password = given ?? policyPassword(policy, known);
  const passwordHash = await hashPassword(password);
  const columns = passwordColumns(policy, passwordHash, 'administrator');
  const username = await db.transaction(async (tx) => {
    const user = await companyUser(tx, userId);
    await tx.update(users).set(columns).where(eq(users.id, userId));
    await rememberPassword(tx, userId, passwordHash);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return user.username;
  });
  return { result: { userId, username, password }, mustChange: columns.mustChangePassword };
}

/** Deletes a company user who signed no contract (the signature names them: disable instead). */
export async function deleteCompanyUser(db: Db, userId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const user = await companyUser(tx, userId);
    // A user who signed a contract stays: the signature names them. Disable instead.
    const [signed] = await tx.select({ id: contractParties.id }).from(contractParties).where(eq(contractParties.signedBy, userId)).limit(1);
    if (signed) throw refused('companyUserSigned');
    await removeUserRecords(tx, { id: userId, username: user.username });
  });
  return null;
}
