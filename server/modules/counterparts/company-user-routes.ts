/**
 * admin_company_user/*: the users of counterparts (userType 'company', role 'company', no unit), who
 * sign in on the company base — list, add, edit, enable (also approves a pending self-registration),
 * disable, reset password, delete (docs/api/counterparts.md).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyUserEditSchema, companyUserInputSchema, companyUserPageQuerySchema, companyUserPasswordSchema } from '../../../src/domain/counterpart';
import { idSchema } from '../../../src/domain/system';
import { type ResetPasswordResult, userIdBodySchema } from '../../../src/domain/user-admin';
import type { AppDeps } from '../../app';
import { contractParties } from '../../db/contract-schema';
import type { Db } from '../../db/client';
import { counterparts, messages, qrTickets, roles, sessions, userRoles, users } from '../../db/schema';
import { duplicate, notFound, refused } from '../../http/errors';
import { ok } from '../../http/reply';
import { forgetLoginFailures } from '../../security/login-throttle';
import { hashPassword } from '../../security/password';
import { assertPasswordAccepted, forgetPasswords, passwordColumns, rememberPassword, securityPolicyOf } from '../../security/password-policy';
import { recordAudit } from '../../security/audit-record';
import { uniqueViolation } from '../users/checks';
import { policyPassword } from '../users/password';
import { companyUserPage, companyUserRows, isCompanyUser } from './queries';
import { byUserId, resultId } from '../audit/changes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export const companyUserAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const policyNow = async () => (await securityPolicyOf(db, config.securityProfile)).policy;
  app.post(
    '/admin_company_user/queryPage',
    { config: { permission: 'companyUser.query' }, schema: { body: companyUserPageQuerySchema } },
    async (req) => ok(req, await companyUserPage(db, req.body)),
  );

  app.post(
    '/admin_company_user/add',
    { config: { permission: 'companyUser.add', audit: { event: 'userChange', action: 'add', subject: { kind: 'user', fromResult: resultId } } }, schema: { body: companyUserInputSchema } },
    async (req) => {
      const body = req.body;
      // The initial password meets the policy; the user changes it at the first sign-in when the policy says so.
      const policy = await policyNow();
      await assertPasswordAccepted(db, req, policy, body.password, {
        path: 'body.password',
        username: body.username,
        audit: { event: 'passwordReset', detail: { method: 'set', account: body.username } },
      });
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
      return ok(req, await rowOf(db, userId));
    },
  );

  app.put(
    '/admin_company_user/edit',
    { config: { permission: 'companyUser.edit', audit: { event: 'userChange', action: 'edit', subject: byUserId } }, schema: { body: companyUserEditSchema } },
    async (req) => {
      const { userId, ...patch } = req.body;
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
      return ok(req, await rowOf(db, userId));
    },
  );

  const setEnabled = async (userId: number, enabled: boolean) => {
    await db.transaction(async (tx) => {
      await companyUser(tx, userId);
      await tx.update(users).set({ enabled }).where(eq(users.id, userId));
      // Disabled: every session ends now, not at its expiry.
      if (!enabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    });
    return rowOf(db, userId);
  };

  app.put(
    '/admin_company_user/enable',
    { config: { permission: 'companyUser.enable', audit: { event: 'userChange', action: 'enable', subject: byUserId } }, schema: { body: userIdBodySchema } },
    async (req) => ok(req, await setEnabled(req.body.userId, true)),
  );

  app.put(
    '/admin_company_user/disable',
    { config: { permission: 'companyUser.disable', audit: { event: 'userChange', action: 'disable', subject: byUserId } }, schema: { body: userIdBodySchema } },
    async (req) => ok(req, await setEnabled(req.body.userId, false)),
  );

  app.put(
    '/admin_company_user/resetPassword',
    { config: { permission: 'companyUser.edit' }, schema: { body: companyUserPasswordSchema } },
    async (req) => {
      const { userId } = req.body;
      // A given password meets the policy, a generated one does by construction; either must be changed
      // at the next sign-in when the policy says so.
      const policy = await policyNow();
      const [target] = await db.select({ username: users.username }).from(users).where(and(eq(users.id, userId), isCompanyUser));
      if (!target) throw notFound('user');
      const given = req.body.password;
      if (given) {
        await assertPasswordAccepted(db, req, policy, given, {
          path: 'body.password',
          username: target.username,
          audit: { event: 'passwordReset', target: `user:${userId}`, detail: { method: 'set' } },
        });
      }
      const password = given ?? policyPassword(policy, target.username);
      const passwordHash = await hashPassword(password);
      const columns = passwordColumns(policy, passwordHash, 'administrator');
      const username = await db.transaction(async (tx) => {
        const user = await companyUser(tx, userId);
        await tx.update(users).set(columns).where(eq(users.id, userId));
        await rememberPassword(tx, userId, passwordHash);
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return user.username;
      });
      await recordAudit(db, req, {
        event: 'passwordReset',
        outcome: 'success',
        target: `user:${userId}`,
        detail: { method: given ? 'set' : 'generated', mustChange: columns.mustChangePassword },
      });
      const result: ResetPasswordResult = { userId, username, password };
      return ok(req, result);
    },
  );

  app.delete(
    '/admin_company_user/del',
    { config: { permission: 'companyUser.delete', audit: { event: 'userChange', action: 'delete', subject: byUserId } }, schema: { querystring: z.object({ userId: idSchema }) } },
    async (req) => {
      const { userId } = req.query;
      await db.transaction(async (tx) => {
        const user = await companyUser(tx, userId);
        // A user who signed a contract stays: the signature names them. Disable instead.
        const [signed] = await tx.select({ id: contractParties.id }).from(contractParties).where(eq(contractParties.signedBy, userId)).limit(1);
        if (signed) throw refused('companyUserSigned');
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(messages).where(eq(messages.userId, userId));
        await tx.delete(qrTickets).where(eq(qrTickets.userId, userId));
        await forgetLoginFailures(tx, user.username);
        await forgetPasswords(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
      });
      return ok(req, null);
    },
  );
};
