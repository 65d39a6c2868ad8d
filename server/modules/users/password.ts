/** Generated passwords: a new account's initial password and a reset's (users, users-admin, counterparts). */
import { randomInt } from 'node:crypto';
import { passwordProblems, type SecurityPolicy } from '../../../src/domain/security-policy';

const PASSWORD_CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*!?'] as const;

/** A random password (12 characters by default) with every character class (no look-alike characters). */
export function randomPassword(length = 12): string {
  const all = PASSWORD_CLASSES.join('');
  const chars = PASSWORD_CLASSES.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * A generated password the policy accepts (a new account, a reset): every character class, at least
 * 12 characters and at least the policy's minimum, never containing the account name.
 */
export function policyPassword(policy: SecurityPolicy, username?: string): string {
  for (;;) {
    const password = randomPassword(Math.max(12, policy.minLength));
    if (!passwordProblems(policy, password, { username }).length) return password;
  }
}
