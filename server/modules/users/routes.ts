/**
 * User management (spec section 7, User): the paged user list of the system pages, add by mobile,
 * edit, delete (permission id sysUser), and for every signed-in user another user's public info
 * (getComUserInfo) and a user picker's search (queryPage). The work is in list.ts and write.ts; the
 * policy check of a password an administrator sets, with its audit rows, stays here (it needs the request).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { pageOf } from '../../../src/domain/envelope';
import {
  addByMobileResultSchema,
  addByMobileSchema,
  comUserInfoSchema,
  idSchema,
  userEditSchema,
  userPageQuerySchema,
  userPickQuerySchema,
  userRowSchema,
} from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { recordAudit } from '../../security/audit-record';
import { assertPasswordAccepted, securityPolicyOf } from '../../security/password-policy';
import { byUserId, resultId } from '../audit/changes';
import { comUserInfo, listUsers, pickUsers } from './list';
import { addUser, deleteUser, editUser, refuseSelfDisable, usernameOf } from './write';

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const policyNow = async () => (await securityPolicyOf(db, config.securityProfile)).policy;
  app.get(
    '/admin_sys_user/getQueryPageUnitList',
    { config: { permission: 'sysUser.query' }, schema: { querystring: userPageQuerySchema, response: answers(pageOf(userRowSchema)) } },
    async (req) => ok(req, await listUsers(db, caller(req), req.query)),
  );

  app.post(
    '/admin_sys_user/addByMobile',
    { config: { permission: 'sysUser.add', audit: { event: 'userChange', action: 'add', subject: { kind: 'user', fromResult: resultId } } }, schema: { body: addByMobileSchema, response: answers(addByMobileResultSchema) } },
    async (req) => {
      const body = req.body;
      // The password the administrator gave meets the policy; a generated one does by construction.
      const policy = await policyNow();
      if (body.password) {
        const username = body.username ?? body.mobile;
        await assertPasswordAccepted(db, req, policy, body.password, {
          path: 'body.password',
          username,
          audit: { event: 'passwordReset', detail: { method: 'set', account: username } },
        });
      }
      return ok(req, await addUser(db, caller(req), body, policy));
    },
  );

  app.put(
    '/admin_sys_user/edit',
    { config: { permission: 'sysUser.edit', audit: { event: 'userChange', action: 'edit', subject: byUserId } }, schema: { body: userEditSchema, response: answers(userRowSchema.nullable()) } },
    async (req) => {
      const body = req.body;
      refuseSelfDisable(caller(req), body);
      // A password the administrator sets meets the policy, and (for someone else) must be changed at the next sign-in.
      const policy = await policyNow();
      if (body.password) {
        await assertPasswordAccepted(db, req, policy, body.password, {
          path: 'body.password',
          username: await usernameOf(db, body.userId),
          audit: { event: 'passwordReset', target: `user:${body.userId}`, detail: { method: 'set' } },
        });
      }
      const { user, mustChange } = await editUser(db, caller(req), body, policy);
      if (body.password) {
        await recordAudit(db, req, { event: 'passwordReset', outcome: 'success', target: `user:${body.userId}`, detail: { method: 'set', mustChange } });
      }
      return ok(req, user);
    },
  );

  app.delete(
    '/admin_sys_user/del',
    { config: { permission: 'sysUser.delete', audit: { event: 'userChange', action: 'delete', subject: byUserId } }, schema: { querystring: z.object({ userId: idSchema }), response: answers(nullAnswerSchema) } },
    async (req) => ok(req, await deleteUser(db, caller(req), req.query.userId)),
  );

  // Another user's card, within the caller's data scope (list.ts).
  app.get('/sys_user/getComUserInfo', { schema: { querystring: z.object({ userId: idSchema }), response: answers(comUserInfoSchema) } }, async (req) =>
    ok(req, await comUserInfo(db, caller(req), req.query.userId)),
  );

  app.post(
    '/sys_user/queryPage',
    // The picker may send its filters as a JSON body or, without a body, as query parameters.
    { schema: { querystring: userPickQuerySchema, body: userPickQuerySchema.optional().nullable(), response: answers(pageOf(comUserInfoSchema)) } },
    async (req) => ok(req, await pickUsers(db, caller(req), req.body ?? req.query)),
  );
};
