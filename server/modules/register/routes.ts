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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerResultSchema, registerSchema } from '../../../src/domain/register';
import type { AppDeps } from '../../app';
import { ApiError } from '../../http/errors';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { hashPassword } from '../../security/password';
import { assertPasswordAccepted, securityPolicyOf } from '../../security/password-policy';
import { countRegistration, createAccount, registerThrottledUntil } from './account';

export { REGISTER_THROTTLE, REVIEW_LINK, reviewMessageTitle } from './account';

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
    const result = await createAccount(db, body, policy, await hashPassword(body.password));
    await countRegistration(db, req.ip);
    return ok(req, result);
  });
};
