/** A session's start (ARCHITECTURE.md section 2): its token on the base of the user's type. */
import { ApiCode } from '../../../src/domain/envelope';
import { BACKEND_OF_USER_TYPE, type Backend, type UserType, type WrongBaseResult } from '../../../src/domain/session';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { AuditEntry } from '../../security/audit-record';
import { hashToken, newToken } from '../../security/tokens';

/** Where a session starts: the browser, its address and the base it signs in on. */
export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
  base: Backend;
}

/** A user about to sign in, as the security audit names them. */
export interface SigningInUser {
  id: number;
  username: string;
  currentUnitId: number | null;
}

/** Records a security audit entry for the request being served (the route binds it to the request). */
export type AuditNote = (entry: AuditEntry) => Promise<void>;

/** A user as the security audit names them. */
export const auditUser = (u: SigningInUser) => ({ userId: u.id, username: u.username, unitId: u.currentUnitId });

/** Creates a session on a base and returns its token (the only time the raw token exists). */
export async function startSession(db: Db, userId: number, ttlMs: number, meta: SessionMeta): Promise<string> {
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
export function assertOwnBase(user: { userType: string }, base: Backend): void {
  const own = BACKEND_OF_USER_TYPE[user.userType as UserType];
  if (own !== base) throw new ApiError(ApiCode.refused, 'wrongBase', {}, { base: own } satisfies WrongBaseResult);
}
