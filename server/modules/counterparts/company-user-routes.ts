/**
 * admin_company_user/*: the users of counterparts (userType 'company', role 'company', no unit), who
 * sign in on the company base — list, add, edit, enable (also approves a pending self-registration),
 * disable, reset password, delete (docs/api/counterparts.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { companyUserEditSchema, companyUserInputSchema, companyUserPageQuerySchema, companyUserPasswordSchema, companyUserRowSchema } from '../../../src/domain/counterpart';
import { pageOf } from '../../../src/domain/envelope';
import { idSchema } from '../../../src/domain/system';
import { resetPasswordResultSchema, userIdBodySchema } from '../../../src/domain/user-admin';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { recordAudit } from '../../security/audit-record';
import { assertPasswordAccepted, securityPolicyOf } from '../../security/password-policy';
import { byUserId, resultId } from '../audit/changes';
import {
  addCompanyUser,
  companyUsername,
  deleteCompanyUser,
  editCompanyUser,
  resetCompanyUserPassword,
  setCompanyUserEnabled,
} from './company-user-write';
import { companyUserPage } from './queries';

export const companyUserAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const policyNow = async () => (await securityPolicyOf(db, config.securityProfile)).policy;
  app.post(
    '/admin_company_user/queryPage',
    { config: { permission: 'companyUser.query' }, schema: { body: companyUserPageQuerySchema, response: answers(pageOf(companyUserRowSchema)) } },
    async (req) => ok(req, await companyUserPage(db, req.body)),
  );

  app.post(
    '/admin_company_user/add',
    { config: { permission: 'companyUser.add', audit: { event: 'userChange', action: 'add', subject: { kind: 'user', fromResult: resultId } } }, schema: { body: companyUserInputSchema, response: answers(companyUserRowSchema.nullable()) } },
    async (req) => {
      const body = req.body;
      // The initial password meets the policy; the user changes it at the first sign-in when the policy says so.
      const policy = await policyNow();
      await assertPasswordAccepted(db, req, policy, body.password, {
        path: 'body.password',
        username: body.username,
        audit: { event: 'passwordReset', detail: { method: 'set', account: body.username } },
      });
      return ok(req, await addCompanyUser(db, body, policy));
    },
  );

  app.put(
    '/admin_company_user/edit',
    { config: { permission: 'companyUser.edit', audit: { event: 'userChange', action: 'edit', subject: byUserId } }, schema: { body: companyUserEditSchema, response: answers(companyUserRowSchema.nullable()) } },
    async (req) => ok(req, await editCompanyUser(db, req.body)),
  );

  app.put(
    '/admin_company_user/enable',
    { config: { permission: 'companyUser.enable', audit: { event: 'userChange', action: 'enable', subject: byUserId } }, schema: { body: userIdBodySchema, response: answers(companyUserRowSchema.nullable()) } },
    async (req) => ok(req, await setCompanyUserEnabled(db, req.body.userId, true)),
  );

  app.put(
    '/admin_company_user/disable',
    { config: { permission: 'companyUser.disable', audit: { event: 'userChange', action: 'disable', subject: byUserId } }, schema: { body: userIdBodySchema, response: answers(companyUserRowSchema.nullable()) } },
    async (req) => ok(req, await setCompanyUserEnabled(db, req.body.userId, false)),
  );

  app.put(
    '/admin_company_user/resetPassword',
    { config: { permission: 'companyUser.edit' }, schema: { body: companyUserPasswordSchema, response: answers(resetPasswordResultSchema) } },
    async (req) => {
      const { userId, password } = req.body;
      // A given password meets the policy, a generated one does by construction; either must be changed
      // at the next sign-in when the policy says so.
      const policy = await policyNow();
      const username = await companyUsername(db, userId);
      if (password) {
        await assertPasswordAccepted(db, req, policy, password, {
          path: 'body.password',
          username,
          audit: { event: 'passwordReset', target: `user:${userId}`, detail: { method: 'set' } },
        });
      }
      const { result, mustChange } = await resetCompanyUserPassword(db, { userId, password, username }, policy);
      await recordAudit(db, req, {
        event: 'passwordReset',
        outcome: 'success',
        target: `user:${userId}`,
        detail: { method: password ? 'set' : 'generated', mustChange },
      });
      return ok(req, result);
    },
  );

  app.delete(
    '/admin_company_user/del',
    { config: { permission: 'companyUser.delete', audit: { event: 'userChange', action: 'delete', subject: byUserId } }, schema: { querystring: z.object({ userId: idSchema }), response: answers(nullAnswerSchema) } },
    async (req) => ok(req, await deleteCompanyUser(db, req.query.userId)),
  );
};
