/**
 * The ways to sign in (spec section 7, User): a password with throttling, and the workplace-messaging
 * identity provider (zzdLogin). Each answers the user to start a session for, or throws the refusal.
 */
import { eq } from 'drizzle-orm';
import { ApiCode } from '../../../src/domain/envelope';
import type { Backend } from '../../../src/domain/session';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, refused } from '../../http/errors';
import { clearLoginFailures, loginWaitUntil, minutesLeft, recordLoginFailure } from '../../security/login-throttle';
import { verifyPassword } from '../../security/password';
import { type AuditNote, assertOwnBase, auditUser } from './start';

/** A valid hash no password matches, for constant-time behaviour on unknown usernames. */
const DUMMY_HASH = `scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(86)}==`;

type UserRecord = typeof users.$inferSelect;

/**
 * A password sign-in from `ip` on `base`: refused while throttled, for a wrong password or unknown
 * account (a failure counted), for a disabled account and on another type's base. Every refusal is
 * noted in the security audit; a success clears the failures counted.
 */
export async function passwordLoginUser(
  db: Db,
  { username, password }: { username: string; password: string },
  from: { ip: string; base: Backend },
  note: AuditNote,
): Promise<UserRecord> {
  const tried = { userId: null, username, unitId: null };
  const until = await loginWaitUntil(db, username, from.ip);
  if (until) {
    await note({ event: 'login', outcome: 'refused', detail: { reason: 'throttled' }, user: tried });
    throw new ApiError(ApiCode.throttled, 'throttled', { minutes: minutesLeft(until) }, { retryAfterSeconds: Math.ceil((until - Date.now()) / 1000) });
  }
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  // Hash even when the user is unknown, so timing does not reveal which accounts exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    await recordLoginFailure(db, username, from.ip);
    await note({ event: 'login', outcome: 'failure', detail: { reason: user ? 'wrongPassword' : 'unknownAccount' }, user: tried });
    throw refused('badLogin');
  }
  if (!user.enabled) {
    await note({ event: 'login', outcome: 'failure', detail: { reason: 'disabled' }, user: auditUser(user) });
    throw refused('userDisabled');
  }
  assertOwnBase(user, from.base);
  await clearLoginFailures(db, username, from.ip);
  return user;
}

/** The identity the provider answers for an auth code (its account name or mobile). */
async function zzdIdentity(zzd: ServerConfig['zzd'], authCode: string): Promise<{ mobile?: unknown; username?: unknown }> {
  const { tokenUrl, appKey, appSecret } = zzd;
  if (!tokenUrl || !appKey || !appSecret) throw refused('zzdNotConfigured');
  try {
    const res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appKey, appSecret, authCode }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { success?: boolean; message?: string; mobile?: unknown; username?: unknown };
    if (!res.ok || body.success === false) throw new Error(body.message || `HTTP ${res.status}`);
    return body;
  } catch (e) {
    throw refused('zzdFailed', { reason: (e as Error).message.slice(0, 200) });
  }
}

/** A workplace-messaging sign-in: the account the provider names for the auth code, enabled, on its own base. */
export async function zzdLoginUser(db: Db, zzd: ServerConfig['zzd'], authCode: string, base: Backend): Promise<UserRecord> {
  const identity = await zzdIdentity(zzd, authCode);
  const where =
    typeof identity.username === 'string'
      ? eq(users.username, identity.username)
      : typeof identity.mobile === 'string'
        ? eq(users.mobile, identity.mobile)
        : undefined;
  const [user] = where ? await db.select().from(users).where(where).limit(1) : [];
  if (!user) throw refused('zzdNoAccount');
  if (!user.enabled) throw refused('userDisabled');
  assertOwnBase(user, base);
  return user;
}
