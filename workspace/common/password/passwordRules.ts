/**
 * The password policy's rules as the forms say them (src/domain/security-policy.ts decides, the same
 * functions as the server's): each rule's text, a form rule that names every broken one, and the
 * rules a server refusal (code 501 with passwordProblems) named.
 */
import { isApiFailure } from '../../../src/api/client';
import { ApiCode } from '../../../src/domain/envelope';
import {
  PASSWORD_MAX_LENGTH,
  type PasswordRefusal,
  type PasswordRule,
  passwordProblems,
  passwordRefusalSchema,
  type SecurityPolicy,
} from '../../../src/domain/security-policy';
import { getLanguage, type MessageKey, t } from '../../../src/i18n';

/** How many earlier passwords a change is compared with (a required change: at least the current one). */
export const historyCount = (policy: SecurityPolicy, forced = false) => policy.historyCount || (forced ? 1 : 0);

/** One rule in the current language, e.g. '8 到 64 个字符'. */
export function ruleText(policy: SecurityPolicy, rule: PasswordRule, forced = false): string {
  return t(`securityPolicy.rule.${rule}` as MessageKey, {
    min: policy.minLength,
    max: PASSWORD_MAX_LENGTH,
    n: policy.requiredClasses,
    count: historyCount(policy, forced),
  });
}

/** The broken rules as one sentence of the current language. */
export function problemsText(policy: SecurityPolicy, problems: readonly PasswordRule[], forced = false): string {
  const list = new Intl.ListFormat(getLanguage(), { type: 'conjunction' }).format(problems.map((p) => ruleText(policy, p, forced)));
  return t('securityPolicy.refused', { reasons: list });
}

/**
 * A Form rule for a new password under the policy (empty values are left to `required`; without the
 * policy yet, to the server).
 */
export const policyRule = (getPolicy: () => SecurityPolicy | undefined, getUsername: () => string | undefined) => ({
  validator: (value: string | undefined, callback: (error?: string) => void) => {
    const policy = getPolicy();
    if (!value || !policy) return callback();
    const problems = passwordProblems(policy, value, { username: getUsername() });
    callback(problems.length ? problemsText(policy, problems) : undefined);
  },
});

/** The refusal of a password by the server's policy, or null when the failure is something else. */
export function passwordRefusalOf(error: unknown): PasswordRefusal | null {
  if (!isApiFailure(error) || error.code !== ApiCode.invalid) return null;
  const parsed = passwordRefusalSchema.safeParse(error.result);
  return parsed.success ? parsed.data : null;
}
