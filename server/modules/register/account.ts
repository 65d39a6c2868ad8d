/**
 * Self-registration's store (routes.ts, docs/api/register.md): the per-address throttle counted in
 * login_failures under `register:<ip>`, and the account a registration creates (disabled, role
 * company, its counterpart found or created by credit code) with the administrators' review message.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { RegisterResult, registerSchema } from '../../../src/domain/register';
import type { SecurityPolicy } from '../../../src/domain/security-policy';
import type { Db } from '../../db/client';
import { counterparts, loginFailures, messages, roles, userRoles, users } from '../../db/schema';
import { duplicate } from '../../http/errors';
import { passwordColumns, rememberPassword } from '../../security/password-policy';
import { uniqueViolation } from '../users/checks';

export const REGISTER_THROTTLE = { max: 5, windowMs: 15 * 60 * 1000 };
/** Where administrators review counterpart users. */
export const REVIEW_LINK = '/system/company-user-manager';

const throttleKey = (ip: string) => `register:${ip}`;

/** The time the oldest counted registration leaves the window, when the address has used up its allowance. */
export async function registerThrottledUntil(db: Db, ip: string): Promise<number | null> {
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, throttleKey(ip)), gt(loginFailures.at, new Date(Date.now() - REGISTER_THROTTLE.windowMs))))
    .orderBy(loginFailures.at);
  if (rows.length < REGISTER_THROTTLE.max) return null;
  return rows[rows.length - REGISTER_THROTTLE.max]!.at.getTime() + REGISTER_THROTTLE.windowMs;
}


export const reviewMessageTitle = (companyName: string, username: string) => `新的相对方用户注册待审核: ${companyName} ${username}`;

/** Counts a registration from `ip` against the throttle, and drops counts older than the window. */
export async function countRegistration(db: Db, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username: throttleKey(ip) });
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - REGISTER_THROTTLE.windowMs)));
}

/** The disabled company account of a registration, in one transaction; a taken username or mobile is a duplicate. */
export async function createAccount(db: Db, body: z.output<typeof registerSchema>, policy: SecurityPolicy, passwordHash: string): Promise<RegisterResult> {
  try {
    return await db.transaction(async (tx) => {
    const [nameTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, body.username)).limit(1);
    if (nameTaken) throw duplicate('username');
    const [mobileTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, body.mobile)).limit(1);
    if (mobileTaken) throw duplicate('mobile');
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'company')).limit(1);
    if (!role) throw new Error("the role 'company' is missing");

    // The credit code identifies the company: an existing counterpart keeps its recorded name.
    await tx.insert(counterparts).values({ name: body.companyName, creditCode: body.creditCode }).onConflictDoNothing();
    const [counterpart] = await tx
      .select({ id: counterparts.id, name: counterparts.name })
      .from(counterparts)
      .where(eq(counterparts.creditCode, body.creditCode));
    if (!counterpart) throw new Error('counterpart not stored');

    const [created] = await tx
      .insert(users)
      .values({
        username: body.username,
        ...passwordColumns(policy, passwordHash, 'self'),
        realName: '',
        mobile: body.mobile,
        email: body.email,
        userType: 'company',
        counterpartId: counterpart.id,
        currentUnitId: null,
        enabled: false,
      })
      .returning({ id: users.id });
    const userId = created!.id;
    await tx.insert(userRoles).values({ userId, roleId: role.id });
    await rememberPassword(tx, userId, passwordHash);

    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(roles.code, 'admin'), eq(users.enabled, true)));
    const content =
      `${body.companyName}（统一社会信用代码 ${body.creditCode}）的用户 ${body.username} 申请开通相对方账号，` +
      `手机 ${body.mobile}，邮箱 ${body.email}。请在“相对方用户管理”中核实并启用。`;
    const recipients = [...new Set(admins.map((a) => a.id))];
    if (recipients.length) {
      await tx.insert(messages).values(
        recipients.map((adminId) => ({
          userId: adminId,
          title: reviewMessageTitle(counterpart.name, body.username),
          content,
          link: REVIEW_LINK,
        })),
      );
    }
    return { userId, username: body.username, companyName: counterpart.name, enabled: false };
    });
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
}
