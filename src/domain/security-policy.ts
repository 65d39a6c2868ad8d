/**
 * The password and session policy (等保 2.0 level 3, identity and session controls; docs/security.md):
 * the rules a new password must meet, how long a password and a session last, and whether a password
 * an administrator set must be changed at the next sign-in. The server enforces it everywhere a
 * password is set and on every signed-in call; the client shows the same rules from the same functions.
 *
 * Two profiles give the defaults (SECURITY_PROFILE): `default`, the spec's values (section 5: at least
 * 6 characters; section 9: a 7-day token; nothing else), and `mlps3`, the level-3 profile. The security
 * administrator may change every value (stored in sys_config under SECURITY_POLICY_KEY).
 */
import { PASSWORD_CHANGE_REASONS, type PasswordChangeReason } from './session';
import { z } from './zod';

export { PASSWORD_CHANGE_REASONS, type PasswordChangeReason, type PasswordChangeRequired } from './session';

/** The longest password the product accepts (passwordSchema of system.ts). */
export const PASSWORD_MAX_LENGTH = 64;
/** The spec's minimum (section 5): no policy goes below it. */
export const PASSWORD_MIN_FLOOR = 6;
/** At most this many earlier passwords are kept per user (the largest historyCount). */
export const PASSWORD_HISTORY_MAX = 24;
/** The token lifetime of spec section 9 (7 days), in hours: also the client's stored-token limit. */
export const SESSION_HOURS_MAX = 168;

export const securityPolicySchema = z.object({
  /** The fewest characters a password has. */
  minLength: z.number().int().min(PASSWORD_MIN_FLOOR).max(PASSWORD_MAX_LENGTH),
  /** How many of the four classes (digits, lower case, upper case, symbols) it mixes; 1 = any. */
  requiredClasses: z.number().int().min(1).max(4),
  /** The password must not contain the account name. */
  forbidUsername: z.boolean(),
  /** A password older than this many days must be changed before anything else; 0 = never expires. */
  expiryDays: z.number().int().min(0).max(3650),
  /** A new password may not be any of the user's last N passwords (the current one included); 0 = off. */
  historyCount: z.number().int().min(0).max(PASSWORD_HISTORY_MAX),
  /** A password an administrator set (a new account, a reset) must be changed at the next sign-in. */
  forceChangeOnReset: z.boolean(),
  /** A session unused for this many minutes ends; 0 = off. */
  idleMinutes: z.number().int().min(0).max(24 * 60),
  /** A session ends this many hours after sign-in, whatever its use (the absolute lifetime). */
  sessionHours: z.number().int().min(1).max(SESSION_HOURS_MAX),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

export const SECURITY_PROFILES = ['default', 'mlps3'] as const;
export type SecurityProfile = (typeof SECURITY_PROFILES)[number];

/** The defaults of each profile. */
export const PROFILE_POLICIES: Record<SecurityProfile, SecurityPolicy> = {
  // The spec's values: at least 6 characters, a 7-day token, nothing else.
  default: {
    minLength: PASSWORD_MIN_FLOOR,
    requiredClasses: 1,
    forbidUsername: false,
    expiryDays: 0,
    historyCount: 0,
    forceChangeOnReset: false,
    idleMinutes: 0,
    sessionHours: SESSION_HOURS_MAX,
  },
  // 等保 2.0 level 3 (GB/T 22239-2019 8.1.4.1 identity): complex passwords changed periodically, a
  // temporary password changed at first use, idle sessions ended. Sign-in failures are throttled in
  // every profile (server/security/login-throttle.ts).
  mlps3: {
    minLength: 8,
    requiredClasses: 3,
    forbidUsername: true,
    expiryDays: 90,
    historyCount: 5,
    forceChangeOnReset: true,
    idleMinutes: 30,
    sessionHours: SESSION_HOURS_MAX,
  },
};

/** The sys_config key the security administrator's values are stored under (JSON). */
export const SECURITY_POLICY_KEY = 'securityPolicy';
/** Who may change the policy: the security administrator's duty (src/domain/admin-duties.ts). */
export const SECURITY_POLICY_EDIT = 'security.edit';
/** Who sees the policy page. */
export const SECURITY_POLICY_PAGE = 'security';

/** GET sys_config/securityPolicy: the policy in force and where it comes from. */
export const securityPolicyAnswerSchema = z.object({
  policy: securityPolicySchema,
  /** The profile the server runs with (SECURITY_PROFILE). */
  profile: z.enum(SECURITY_PROFILES),
  /** Whether the security administrator stored values (else the profile's defaults apply). */
  stored: z.boolean(),
});
export type SecurityPolicyAnswer = z.infer<typeof securityPolicyAnswerSchema>;

// ---------------------------------------------------------------- password rules

/**
 * The rules of a password, each also the reason code of a refusal:
 *   length    minLength..PASSWORD_MAX_LENGTH characters
 *   classes   at least requiredClasses of digits, lower case, upper case, symbols
 *   username  does not contain the account name (forbidUsername)
 *   history   not one of the last historyCount passwords (checked by the server: it holds the hashes)
 */
export const PASSWORD_RULES = ['length', 'classes', 'username', 'history'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
export const passwordRuleSchema = z.enum(PASSWORD_RULES);

/** The rules a policy applies, in the order forms list them. */
export function passwordRules(policy: SecurityPolicy): PasswordRule[] {
  return PASSWORD_RULES.filter(
    (rule) =>
      rule === 'length' ||
      (rule === 'classes' && policy.requiredClasses > 1) ||
      (rule === 'username' && policy.forbidUsername) ||
      (rule === 'history' && policy.historyCount > 0),
  );
}

/** The character classes, in the order the rule names them: digits, lower case, upper case, symbols. */
const CLASS_PATTERNS = [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/];

/** How many of the four classes a password mixes. */
export const passwordClasses = (password: string): number => CLASS_PATTERNS.filter((re) => re.test(password)).length;

/** Account names this short are not looked for inside a password (they would forbid too much). */
const USERNAME_MIN_MATCH = 3;

export interface PasswordContext {
  /** The account the password is for (forbidUsername). */
  username?: string | undefined;
}

/**
 * The rules `password` breaks under `policy` (empty: acceptable), in PASSWORD_RULES order. 'history'
 * is never among them: only the server, which holds the earlier hashes, can tell.
 */
export function passwordProblems(policy: SecurityPolicy, password: string, context: PasswordContext = {}): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = [...password].length;
  if (length < policy.minLength || length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (policy.requiredClasses > 1 && passwordClasses(password) < policy.requiredClasses) problems.push('classes');
  const name = context.username?.trim().toLowerCase();
  if (policy.forbidUsername && name && name.length >= USERNAME_MIN_MATCH && password.toLowerCase().includes(name)) {
    problems.push('username');
  }
  return problems;
}

/** A refusal of a password (code 501): the rules it broke, beside the field errors. */
export const passwordRefusalSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
  passwordProblems: z.array(passwordRuleSchema).min(1),
});
export type PasswordRefusal = z.infer<typeof passwordRefusalSchema>;

// ---------------------------------------------------------------- forced change

/** Why the signed-in user must change their password first (src/domain/session.ts). */
export const passwordChangeReasonSchema = z.enum(PASSWORD_CHANGE_REASONS);

const DAY_MS = 86_400_000;

/** When a password changed at `changedAt` expires under the policy (ms), or null when it does not. */
export function passwordExpiresAt(policy: SecurityPolicy, changedAt: number): number | null {
  return policy.expiryDays > 0 ? changedAt + policy.expiryDays * DAY_MS : null;
}

/** Whether (and why) a user must change their password now. */
export function passwordChangeReason(
  policy: SecurityPolicy,
  user: { mustChangePassword: boolean; passwordChangedAt: number },
  now: number,
): PasswordChangeReason | null {
  if (user.mustChangePassword && policy.forceChangeOnReset) return 'reset';
  const expires = passwordExpiresAt(policy, user.passwordChangedAt);
  return expires !== null && expires <= now ? 'expired' : null;
}
