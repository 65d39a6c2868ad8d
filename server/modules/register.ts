/**
 * Self-registration of counterpart (outside company) users: POST admin_sys_user/register, public.
 * The spec has no register call; this is our design (docs/api/register.md):
 * - the account is created DISABLED, of userType 'company' with the role 'company', linked to the
 *   counterpart with the given unified social credit code (created, with the given name, when none
 *   exists yet);
 * - every enabled administrator (role 'admin') gets a message linking to the counterpart-user page,
 *   where they review and enable the account;
 * - at most REGISTER_THROTTLE.max registrations per client address within REGISTER_THROTTLE.windowMs
 *   (503 after that). The successful registrations are counted as rows of login_failures under the
 *   name `register:<ip>`, a name no account can have (usernames cannot contain ':'), so the login
 *   table's own pruning keeps it small.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RegisterResult, registerResultSchema, registerSchema } from '../../src/domain/register';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import { counterparts, loginFailures, messages, roles, userRoles, users } from '../db/schema';
import { ApiError, duplicate } from '../http/errors';
import { answers } from '../http/answers';
import { ok } from '../http/reply';
import { hashPassword } from '../security/password';
import { assertPasswordAccepted, passwordColumns, rememberPassword, securityPolicyOf } from '../security/password-policy';

export const REGISTER_THROTTLE = { max: 5, windowMs: 15 * 60 * 1000 };
/** Where administrators review counterpart users. */
export const REVIEW_LINK = '/system/company-user-manager';

const throttleKey = (ip: string) => `register:${ip}`;

/** The time the oldest counted registration leaves the window, when the address has used up its allowance. */
async function registerThrottledUntil(db: Db, ip: string): Promise<number | null> {
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, throttleKey(ip)), gt(loginFailures.at, new Date(Date.now() - REGISTER_THROTTLE.windowMs))))
    .orderBy(loginFailures.at);
  if (rows.length < REGISTER_THROTTLE.max) return null;
  return rows[rows.length - REGISTER_THROTTLE.max]!.at.getTime() + REGISTER_THROTTLE.windowMs;
}

/** A unique-index violation of a concurrent registration, as the duplicate it is. */
function uniqueViolation(e: unknown): ApiError | null {
  for (let err: unknown = e, depth = 0; err && depth < 5; depth++) {
    const { code, constraint, message, cause } = err as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505') {
      return duplicate(`${String(constraint ?? '')} ${String(message ?? '')}`.includes('users_mobile_uq') ? 'mobile' : 'username');
    }
    err = cause;
  }
  return null;
}

export const reviewMessageTitle = (companyName: string, username: string) => `新的相对方用户注册待审核: ${companyName} ${username}`;

export const registerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post('/admin_sys_user/register', { config: { auth: 'public' }, schema: { body: registerSchema, response: answers(registerResultSchema) } }, async (req) => {
    const body = req.body;
    const until = await registerThrottledUntil(db, req.ip);
    if (until) {
      throw new ApiError(503, 'registerThrottled', { minutes: Math.max(1, Math.ceil((until - Date.now()) / 60000)) });
    }
    // The password policy applies to a self-chosen password too (beside the strength rule of the schema).
    const { policy } = await securityPolicyOf(db, config.securityProfile);
    await assertPasswordAccepted(db, req, policy, body.password, {
      path: 'body.password',
      username: body.username,
      audit: { event: 'passwordChange', detail: { reason: 'register' }, user: { userId: null, username: body.username, unitId: null } },
    });
    const passwordHash = await hashPassword(body.password);
    let result: RegisterResult;
    try {
      result = await db.transaction(async (tx) => {
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
    await db.insert(loginFailures).values({ username: throttleKey(req.ip) });
    await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - REGISTER_THROTTLE.windowMs)));
    return ok(req, result);
  });
};

