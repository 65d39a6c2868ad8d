/**
 * The password and session policy on the server (src/domain/security-policy.ts): the policy in force
 * (the security administrator's stored values, else the SECURITY_PROFILE's defaults), kept in memory
 * per process and dropped when sys_config changes (migration 0018 notifies 'g:<key>'); the check of a
 * new password, history included; the refusal every password form shows; and what a password that
 * was just set writes (its age, whether it must be changed, the history).
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEvent } from '../../src/domain/audit';
import { ApiCode } from '../../src/domain/envelope';
import {
  PASSWORD_HISTORY_MAX,
  PASSWORD_MAX_LENGTH,
  PROFILE_POLICIES,
  type PasswordChangeReason,
  type PasswordRefusal,
  type PasswordRule,
  passwordProblems,
  SECURITY_POLICY_KEY,
  type SecurityPolicy,
  type SecurityPolicyAnswer,
  type SecurityProfile,
  securityPolicySchema,
} from '../../src/domain/security-policy';
import type { Db } from '../db/client';
import { passwordHistory, sysConfig } from '../db/schema';
import { authCacheOf } from '../http/auth-cache';
import { ApiError } from '../http/errors';
import { type Lang, translate } from '../http/messages';
import { recordAudit } from './audit-record';
import { verifyPassword } from './password';

/** A transaction handle (a Db's transaction callback argument) or the Db itself. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The stored values over the profile's defaults (a value stored by an older version lacks the newer
 * fields: the profile fills them), or null when none are stored or they do not hold.
 */
async function readStored(db: Db, profile: SecurityProfile): Promise<SecurityPolicy | null> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, SECURITY_POLICY_KEY)).limit(1);
  if (!row) return null;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const parsed = securityPolicySchema.safeParse({ ...PROFILE_POLICIES[profile], ...value });
  return parsed.success ? parsed.data : null;
}

/** The policy in force, its profile, and whether stored values apply. Read from memory on every call. */
export async function securityPolicyOf(db: Db, profile: SecurityProfile): Promise<SecurityPolicyAnswer> {
  const cache = authCacheOf(db);
  // Cached per profile: tests run servers of both profiles on one process (each its own database).
  const load = async () => ({ value: await readStored(db, profile) });
  const { value } = cache ? await cache.settings.get(`${SECURITY_POLICY_KEY}:${profile}`, load) : await load();
  const stored = value as SecurityPolicy | null;
  return { policy: stored ?? PROFILE_POLICIES[profile], profile, stored: stored !== null };
}

/** Stores the security administrator's values (every process drops its copy: migration 0018). */
export async function storeSecurityPolicy(db: Db, policy: SecurityPolicy): Promise<void> {
  const value = JSON.stringify(securityPolicySchema.parse(policy));
  await db.insert(sysConfig).values({ key: SECURITY_POLICY_KEY, value }).onConflictDoUpdate({ target: sysConfig.key, set: { value } });
}

/** The longest a new session lasts: the policy's lifetime, within SESSION_TTL_MS. */
export const sessionLifetimeMs = (policy: SecurityPolicy, ttlCapMs: number): number => Math.min(policy.sessionHours * 3_600_000, ttlCapMs);

// ---------------------------------------------------------------- a new password

export interface NewPassword {
  /** The account the password is for (forbidUsername). */
  username?: string | undefined;
  /** An existing user: their earlier passwords count (historyCount). */
  userId?: number | undefined;
  /** The user's current hash (a user from before the history was kept has it only there). */
  currentHash?: string | undefined;
  /** The user must change their password now: the new one must at least differ from the current one. */
  forced?: boolean | undefined;
}

/** How many earlier passwords a new one is compared with. */
const historyDepth = (policy: SecurityPolicy, forced: boolean | undefined): number => policy.historyCount || (forced ? 1 : 0);

/** The rules a new password breaks: the shared ones (passwordProblems) and the history. */
export async function newPasswordProblems(db: Db, policy: SecurityPolicy, password: string, who: NewPassword = {}): Promise<PasswordRule[]> {
  const problems = passwordProblems(policy, password, { username: who.username });
  const depth = historyDepth(policy, who.forced);
  if (depth > 0 && who.userId !== undefined) {
    const earlier = await db
      .select({ hash: passwordHistory.passwordHash })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, who.userId))
      .orderBy(desc(passwordHistory.id))
      .limit(depth);
    const hashes = [...new Set([...(who.currentHash ? [who.currentHash] : []), ...earlier.map((e) => e.hash)])].slice(0, depth);
    const matches = await Promise.all(hashes.map((h) => verifyPassword(password, h)));
    if (matches.some(Boolean)) problems.push('history');
  }
  return problems;
}

/** Each broken rule in the request's language. */
export function describeProblems(lang: Lang, policy: SecurityPolicy, problems: readonly PasswordRule[], forced?: boolean): string {
  const params = { min: policy.minLength, max: PASSWORD_MAX_LENGTH, n: policy.requiredClasses, count: historyDepth(policy, forced) };
  const separator = lang.startsWith('zh') ? '；' : '; ';
  return problems.map((p) => translate(lang, `passwordRule.${p}`, params)).join(separator);
}

/** The refusal of a password (code 501): the broken rules named in the message, the field and the result. */
export function passwordRefused(lang: Lang, policy: SecurityPolicy, problems: PasswordRule[], path: string, forced?: boolean): ApiError {
  const reasons = describeProblems(lang, policy, problems, forced);
  const result: PasswordRefusal = { fields: [{ path, message: reasons }], passwordProblems: problems };
  return new ApiError(ApiCode.invalid, 'passwordPolicy', { reasons }, result);
}

export interface PasswordAudit {
  event: Extract<AuditEvent, 'passwordChange' | 'passwordReset'>;
  target?: string | null;
  /** Said beside the reasons (never the password). */
  detail?: Record<string, unknown>;
  user?: { userId: number | null; username: string | null; unitId: number | null };
}

/**
 * Refuses a password that breaks the policy: records the refusal in the security audit (the rules
 * broken, never the password) and throws the 501 every password form shows. `path` names the field.
 */
export async function assertPasswordAccepted(
  db: Db,
  req: FastifyRequest,
  policy: SecurityPolicy,
  password: string,
  who: NewPassword & { path: string; audit: PasswordAudit },
): Promise<void> {
  const problems = await newPasswordProblems(db, policy, password, who);
  if (!problems.length) return;
  const { event, target, detail, user } = who.audit;
  await recordAudit(db, req, { event, outcome: 'failure', target: target ?? null, detail: { ...detail, reasons: problems }, ...(user ? { user } : {}) });
  throw passwordRefused(req.lang, policy, problems, who.path, who.forced);
}

// ---------------------------------------------------------------- a password set

/**
 * The users columns of a password just set: its hash and age, and whether it must be changed at
 * the next sign-in (set by an administrator while the policy forces a change after a reset).
 */
export function passwordColumns(
  policy: SecurityPolicy,
  passwordHash: string,
  setBy: 'self' | 'administrator',
): { passwordHash: string; passwordChangedAt: Date; mustChangePassword: boolean } {
  return { passwordHash, passwordChangedAt: new Date(), mustChangePassword: setBy === 'administrator' && policy.forceChangeOnReset };
}

/** Keeps a password just set in the user's history (the newest PASSWORD_HISTORY_MAX are kept). */
export async function rememberPassword(tx: Db | Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.insert(passwordHistory).values({ userId, passwordHash });
  const kept = tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_MAX);
  await tx.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, kept)));
}

/** Forgets a deleted user's earlier passwords. */
export async function forgetPasswords(tx: Db | Tx, userId: number): Promise<void> {
  await tx.delete(passwordHistory).where(eq(passwordHistory.userId, userId));
}

/** The refusal of a call made before a required password change (HTTP 403, code 403: no sign-out). */
export const passwordChangeRequired = (reason: PasswordChangeReason) =>
  new ApiError(ApiCode.forbidden, 'passwordChangeRequired', {}, { passwordChange: reason }, 403);
