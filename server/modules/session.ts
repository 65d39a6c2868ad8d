/**
 * Sign-in and the signed-in user (spec section 7, User): login with throttling, workplace-messaging
 * login (zzdLogin), QR login, logout, getLoginUserInfo, getCurrentLoginUserInfo, editUser,
 * switchCurrentUnit.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CurrentLoginUserInfo,
  idSchema,
  type LoginUserInfo,
  loginQuerySchema,
  type QrTicket,
  qrLoginQuerySchema,
  selfEditSchema,
} from '../../src/domain/system';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import { qrTickets, sessions, units, userUnits, users } from '../db/schema';
import { ApiCode } from '../../src/domain/envelope';
import { BACKEND_OF_USER_TYPE, type Backend, type UserType, type WrongBaseResult } from '../../src/domain/session';
import { type AuthContext, baseOfUrl, caller, endSession } from '../http/auth';
import { ApiError, duplicate, invalidField, refused, unauthorized } from '../http/errors';
import { ok } from '../http/reply';
import { recordAudit } from '../security/audit-record';
import { clearLoginFailures, loginWaitUntil, minutesLeft, recordLoginFailure } from '../security/login-throttle';
import { hashPassword, verifyPassword } from '../security/password';
import { assertPasswordAccepted, passwordColumns, rememberPassword, securityPolicyOf, sessionLifetimeMs } from '../security/password-policy';
import { passwordChangeReason, passwordExpiresAt, type SecurityPolicy } from '../../src/domain/security-policy';
import { hashToken, newToken } from '../security/tokens';
import { unitChain } from '../http/unit-tree';

const QR_TTL_MS = 2 * 60 * 1000;

/** Creates a session on a base and returns its token (the only time the raw token exists). */
export async function startSession(
  db: Db,
  userId: number,
  ttlMs: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined; base: Backend },
): Promise<string> {
  const token = newToken(meta.base);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    base: meta.base,
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
    userAgent: (meta.userAgent ?? '').slice(0, 300),
    ip: meta.ip ?? '',
  });
  return token;
}

/**
 * A user signs in only on the base of their type (src/domain/session.ts). Asked only once the
 * password (or the identity provider) has spoken, so it tells nothing to someone guessing: the answer
 * names the base to sign in on, which the client follows.
 */
function assertOwnBase(user: { userType: string }, base: Backend): void {
  const own = BACKEND_OF_USER_TYPE[user.userType as UserType];
  if (own !== base) throw new ApiError(ApiCode.refused, 'wrongBase', {}, { base: own } satisfies WrongBaseResult);
}

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

export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const policyNow = async () => (await securityPolicyOf(db, config.securityProfile)).policy;
  const meta = (req: { headers: Record<string, unknown>; ip: string; url: string }) => ({
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '',
    ip: req.ip,
    base: baseOfUrl(req.url) ?? 'admin',
  });
  /** A user as the security audit names them. */
  const auditUser = (u: { id: number; username: string; currentUnitId: number | null }) => ({ userId: u.id, username: u.username, unitId: u.currentUnitId });
  /** Starts the session of a user who signed in (by `method`) and records the sign-in in the security audit. */
  const signedIn = async (
    req: FastifyRequest,
    user: { id: number; username: string; currentUnitId: number | null },
    method: 'password' | 'zzd' | 'qr',
  ): Promise<string> => {
    const token = await startSession(db, user.id, sessionLifetimeMs(await policyNow(), config.sessionTtlMs), meta(req));
    await recordAudit(db, req, { event: 'login', outcome: 'success', detail: { method }, user: auditUser(user) });
    return token;
  };

  app.post(
    '/admin_sys_user/login',
    { config: { auth: 'public' }, schema: { querystring: loginQuerySchema } },
    async (req) => {
      const { username, password } = req.query;
      const tried = { userId: null, username, unitId: null };
      const until = await loginWaitUntil(db, username, req.ip);
      if (until) {
        await recordAudit(db, req, { event: 'login', outcome: 'refused', detail: { reason: 'throttled' }, user: tried });
        throw new ApiError(ApiCode.throttled, 'throttled', { minutes: minutesLeft(until) }, { retryAfterSeconds: Math.ceil((until - Date.now()) / 1000) });
      }
      const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      // Hash even when the user is unknown, so timing does not reveal which accounts exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) {
        await recordLoginFailure(db, username, req.ip);
        await recordAudit(db, req, { event: 'login', outcome: 'failure', detail: { reason: user ? 'wrongPassword' : 'unknownAccount' }, user: tried });
        throw refused('badLogin');
      }
      if (!user.enabled) {
        await recordAudit(db, req, { event: 'login', outcome: 'failure', detail: { reason: 'disabled' }, user: auditUser(user) });
        throw refused('userDisabled');
      }
      assertOwnBase(user, meta(req).base);
      await clearLoginFailures(db, username, req.ip);
      return ok(req, { token: await signedIn(req, user, 'password') });
    },
  );

  app.post(
    '/admin_sys_user/zzdLogin',
    { config: { auth: 'public' }, schema: { querystring: z.object({ auth_code: z.string().trim().min(1).max(512) }) } },
    async (req) => {
      const { tokenUrl, appKey, appSecret } = config.zzd;
      if (!tokenUrl || !appKey || !appSecret) throw refused('zzdNotConfigured');
      let identity: { mobile?: unknown; username?: unknown };
      try {
        const res = await fetch(tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ appKey, appSecret, authCode: req.query.auth_code }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as { success?: boolean; message?: string; mobile?: unknown; username?: unknown };
        if (!res.ok || body.success === false) throw new Error(body.message || `HTTP ${res.status}`);
        identity = body;
      } catch (e) {
        throw refused('zzdFailed', { reason: (e as Error).message.slice(0, 200) });
      }
      const where =
        typeof identity.username === 'string'
          ? eq(users.username, identity.username)
          : typeof identity.mobile === 'string'
            ? eq(users.mobile, identity.mobile)
            : undefined;
      const [user] = where ? await db.select().from(users).where(where).limit(1) : [];
      if (!user) throw refused('zzdNoAccount');
      if (!user.enabled) throw refused('userDisabled');
      assertOwnBase(user, meta(req).base);
      return ok(req, { token: await signedIn(req, user, 'zzd') });
    },
  );

  app.post(
    '/admin_sys_user/qrLogin',
    { config: { auth: 'public' }, schema: { querystring: qrLoginQuerySchema } },
    async (req) => {
      const { action, qrId } = req.query;
      const now = Date.now();
      if (action === 'create') {
        const id = randomBytes(18).toString('base64url');
        const expiresAt = new Date(now + QR_TTL_MS);
        await db.delete(qrTickets).where(lt(qrTickets.expiresAt, new Date(now - QR_TTL_MS)));
        await db.insert(qrTickets).values({ id, expiresAt });
        return ok(req, { qrId: id, status: 'waiting', expiresAt: expiresAt.toISOString() } satisfies QrTicket);
      }
      if (!qrId) throw invalidField('query.qrId', 'required');
      const [ticket] = await db.select().from(qrTickets).where(eq(qrTickets.id, qrId)).limit(1);
      if (!ticket) throw refused('notFound', { what: 'qr' });
      const expired = ticket.expiresAt.getTime() <= now || ticket.status === 'used';
      if (action === 'confirm') {
        // A signed-in device (the user's phone or another browser) approves the ticket.
        const ctx = caller(req);
        if (expired || ticket.status !== 'waiting') throw refused('qrExpired');
        await db.update(qrTickets).set({ status: 'confirmed', userId: ctx.userId }).where(eq(qrTickets.id, qrId));
        return ok(req, { qrId, status: 'confirmed', expiresAt: ticket.expiresAt.toISOString() } satisfies QrTicket);
      }
      if (expired) return ok(req, { qrId, status: 'expired', expiresAt: ticket.expiresAt.toISOString() } satisfies QrTicket);
      if (ticket.status === 'confirmed' && ticket.userId) {
        const session = meta(req);
        const [user] = await db
          .select({ userType: users.userType, username: users.username, currentUnitId: users.currentUnitId })
          .from(users)
          .where(eq(users.id, ticket.userId));
        if (!user) throw refused('qrExpired');
        // The waiting page signs in on the base of the user who confirmed (the ticket stays unspent).
        assertOwnBase(user, session.base);
        // The waiting page picks up its session once; the ticket is spent.
        const spent = await db
          .update(qrTickets)
          .set({ status: 'used' })
          .where(and(eq(qrTickets.id, qrId), eq(qrTickets.status, 'confirmed')))
          .returning({ id: qrTickets.id });
        if (!spent.length) throw refused('qrExpired');
        const token = await signedIn(req, { id: ticket.userId, username: user.username, currentUnitId: user.currentUnitId }, 'qr');
        return ok(req, { qrId, status: 'confirmed', expiresAt: ticket.expiresAt.toISOString(), token } satisfies QrTicket);
      }
      return ok(req, { qrId, status: 'waiting', expiresAt: ticket.expiresAt.toISOString() } satisfies QrTicket);
    },
  );

  app.get('/admin_sys_user/logout', { config: { auth: 'public' } }, async (req) => {
    // Logging out is always allowed; with a valid token its session ends.
    if (req.auth) {
      await endSession(db, req.auth.sessionId, req.auth.userId);
      await recordAudit(db, req, { event: 'logout', outcome: 'success' });
    }
    return ok(req, null);
  });

  app.get('/sys_user/getLoginUserInfo', async (req) => ok(req, await loginUserInfo(db, caller(req), await policyNow())));

  app.get('/sys_user/getCurrentLoginUserInfo', async (req) => {
    const ctx = caller(req);
    const [user] = await db.select().from(users).where(eq(users.id, ctx.userId));
    if (!user) throw unauthorized();
    const memberOf = ctx.unitIds.length
      ? await db.select({ id: units.id, unitName: units.unitName }).from(units).where(inArray(units.id, ctx.unitIds))
      : [];
    const info: CurrentLoginUserInfo = {
      ...(await loginUserInfo(db, ctx, await policyNow())),
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
    return ok(req, info);
  });

  app.put('/sys_user/editUser', { schema: { body: selfEditSchema } }, async (req) => {
    const ctx = caller(req);
    const body = req.body;
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
    // A password change: voluntary, or the one the policy requires first (after a reset, or expired).
    const policy = await policyNow();
    const pending = passwordChangeReason(policy, { mustChangePassword: user.mustChangePassword, passwordChangedAt: user.passwordChangedAt.getTime() }, Date.now());
    const reason = pending === 'reset' ? 'forced' : (pending ?? 'voluntary');
    if (body.newPassword) {
      if (!(await verifyPassword(body.oldPassword ?? '', user.passwordHash))) {
        await recordAudit(db, req, { event: 'passwordChange', outcome: 'failure', detail: { reason, refused: 'oldPasswordWrong' } });
        throw refused('oldPasswordWrong');
      }
      await assertPasswordAccepted(db, req, policy, body.newPassword, {
        path: 'body.newPassword',
        username: user.username,
        userId: user.id,
        currentHash: user.passwordHash,
        forced: pending !== null,
        audit: { event: 'passwordChange', detail: { reason } },
      });
      Object.assign(patch, passwordColumns(policy, await hashPassword(body.newPassword), 'self'));
    }
    await db.transaction(async (tx) => {
      if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, ctx.userId));
      if (patch.passwordHash) {
        await rememberPassword(tx, ctx.userId, patch.passwordHash);
        // A new password ends every other session of the account.
        await tx.delete(sessions).where(and(eq(sessions.userId, ctx.userId), ne(sessions.id, ctx.sessionId)));
      }
    });
    if (patch.passwordHash) await recordAudit(db, req, { event: 'passwordChange', outcome: 'success', detail: { reason } });
    return ok(req, null);
  });

  app.put(
    '/sys_user/switchCurrentUnit',
    { schema: { querystring: z.object({ unitId: idSchema }) } },
    async (req) => {
      const ctx = caller(req);
      const { unitId } = req.query;
      const [member] = await db
        .select()
        .from(userUnits)
        .where(and(eq(userUnits.userId, ctx.userId), eq(userUnits.unitId, unitId)));
      if (!member) throw refused('notMember');
      await db.update(users).set({ currentUnitId: unitId }).where(eq(users.id, ctx.userId));
      return ok(req, null);
    },
  );
};

/** A valid hash no password matches, for constant-time behaviour on unknown usernames. */
const DUMMY_HASH = `scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(86)}==`;
