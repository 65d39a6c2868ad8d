/**
 * Sign-in and the signed-in user (spec section 7, User): login with throttling, workplace-messaging
 * login (zzdLogin), QR login, logout, getLoginUserInfo, getCurrentLoginUserInfo, editUser,
 * switchCurrentUnit. The work is in login.ts, qr.ts and me.ts; what the request brings (its browser,
 * address and base, the security audit's records, the refusal of a new password in the caller's
 * language) stays here.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SecurityPolicy } from '../../../src/domain/security-policy';
import { nullAnswerSchema } from '../../../src/domain/answers';
import {
  currentLoginUserInfoSchema,
  idSchema,
  loginQuerySchema,
  loginResultSchema,
  loginUserInfoSchema,
  qrLoginQuerySchema,
  qrTicketSchema,
  selfEditSchema,
} from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import { baseOfUrl, caller, endSession } from '../../http/auth';
import { refused } from '../../http/errors';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { recordAudit } from '../../security/audit-record';
import { hashPassword, verifyPassword } from '../../security/password';
import { assertPasswordAccepted, passwordColumns, securityPolicyOf, sessionLifetimeMs } from '../../security/password-policy';
import { passwordLoginUser, zzdLoginUser } from './login';
import { currentLoginUserInfo, loginUserInfo, type PasswordChange, passwordChangeOf, saveSelfEdit, selfEditPatch, switchCurrentUnit } from './me';
import { confirmQrTicket, createQrTicket, pollQrTicket, qrTicketOf } from './qr';
import { auditUser, type SessionMeta, type SigningInUser, startSession } from './start';

/** Where the request's session would start: its browser, its address and the base it came on. */
const meta = (req: { headers: Record<string, unknown>; ip: string; url: string }): SessionMeta => ({
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '',
  ip: req.ip,
  base: baseOfUrl(req.url) ?? 'admin',
});

export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const policyNow = async () => (await securityPolicyOf(db, config.securityProfile)).policy;
  /** Starts the session of a user who signed in (by `method`) and records the sign-in in the security audit. */
  const signedIn = async (req: FastifyRequest, user: SigningInUser, method: 'password' | 'zzd' | 'qr'): Promise<string> => {
    const token = await startSession(db, user.id, sessionLifetimeMs(await policyNow(), config.sessionTtlMs), meta(req));
    await recordAudit(db, req, { event: 'login', outcome: 'success', detail: { method }, user: auditUser(user) });
    return token;
  };

  /**
   * The hash of the caller's new password (editUser): the old password must be right, and the policy
   * must accept the new one (each refusal in the security audit, in the caller's language).
   */
  const newPasswordHash = async (
    req: FastifyRequest,
    policy: SecurityPolicy,
    user: { id: number; username: string; passwordHash: string },
    change: PasswordChange,
    { oldPassword, newPassword }: { oldPassword?: string | undefined; newPassword: string },
  ): Promise<string> => {
    if (!(await verifyPassword(oldPassword ?? '', user.passwordHash))) {
      await recordAudit(db, req, { event: 'passwordChange', outcome: 'failure', detail: { reason: change.reason, refused: 'oldPasswordWrong' } });
      throw refused('oldPasswordWrong');
    }
    await assertPasswordAccepted(db, req, policy, newPassword, {
      path: 'body.newPassword',
      username: user.username,
      userId: user.id,
      currentHash: user.passwordHash,
      forced: change.pending !== null,
      audit: { event: 'passwordChange', detail: { reason: change.reason } },
    });
    return hashPassword(newPassword);
  };

  app.post(
    '/admin_sys_user/login',
    { config: { auth: 'public' }, schema: { querystring: loginQuerySchema, response: answers(loginResultSchema) } },
    async (req) => {
      const user = await passwordLoginUser(db, req.query, { ip: req.ip, base: meta(req).base }, (entry) => recordAudit(db, req, entry));
      return ok(req, { token: await signedIn(req, user, 'password') });
    },
  );

  app.post(
    '/admin_sys_user/zzdLogin',
    { config: { auth: 'public' }, schema: { querystring: z.object({ auth_code: z.string().trim().min(1).max(512) }), response: answers(loginResultSchema) } },
    async (req) => ok(req, { token: await signedIn(req, await zzdLoginUser(db, config.zzd, req.query.auth_code, meta(req).base), 'zzd') }),
  );

  app.post(
    '/admin_sys_user/qrLogin',
    { config: { auth: 'public' }, schema: { querystring: qrLoginQuerySchema, response: answers(qrTicketSchema) } },
    async (req) => {
      const { action, qrId } = req.query;
      if (action === 'create') return ok(req, await createQrTicket(db));
      const ticket = await qrTicketOf(db, qrId);
      if (action === 'confirm') return ok(req, await confirmQrTicket(db, caller(req), ticket));
      return ok(req, await pollQrTicket(db, ticket, meta(req).base, (user) => signedIn(req, user, 'qr')));
    },
  );

  app.get('/admin_sys_user/logout', { config: { auth: 'public' }, schema: { response: answers(nullAnswerSchema) } }, async (req) => {
    // Logging out is always allowed; with a valid token its session ends.
    if (req.auth) {
      await endSession(db, req.auth.sessionId, req.auth.userId);
      await recordAudit(db, req, { event: 'logout', outcome: 'success' });
    }
    return ok(req, null);
  });

  app.get('/sys_user/getLoginUserInfo', { schema: { response: answers(loginUserInfoSchema) } }, async (req) => ok(req, await loginUserInfo(db, caller(req), await policyNow())));

  app.get('/sys_user/getCurrentLoginUserInfo', { schema: { response: answers(currentLoginUserInfoSchema) } }, async (req) => ok(req, await currentLoginUserInfo(db, caller(req), await policyNow())));

  app.put('/sys_user/editUser', { schema: { body: selfEditSchema, response: answers(nullAnswerSchema) } }, async (req) => {
    const ctx = caller(req);
    const { body } = req;
    const { user, patch } = await selfEditPatch(db, ctx, body);
    // A password change: voluntary, or the one the policy requires first (after a reset, or expired).
    const policy = await policyNow();
    const change = passwordChangeOf(policy, user);
    if (body.newPassword) {
      const hash = await newPasswordHash(req, policy, user, change, { oldPassword: body.oldPassword, newPassword: body.newPassword });
      Object.assign(patch, passwordColumns(policy, hash, 'self'));
    }
    await saveSelfEdit(db, ctx, patch);
    if (patch.passwordHash) await recordAudit(db, req, { event: 'passwordChange', outcome: 'success', detail: { reason: change.reason } });
    return ok(req, null);
  });

  app.put(
    '/sys_user/switchCurrentUnit',
    { schema: { querystring: z.object({ unitId: idSchema }), response: answers(nullAnswerSchema) } },
    async (req) => ok(req, await switchCurrentUnit(db, caller(req), req.query.unitId)),
  );
};
