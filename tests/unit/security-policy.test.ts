/**
 * The password and session policy's pure rules (src/domain/security-policy.ts), shared by the server
 * and the password forms: the profiles, which rules a password breaks, when a change is required.
 */
import { describe, expect, it } from 'vitest';
import { parseSecurityProfile } from '../../server/config';
import {
  PASSWORD_MAX_LENGTH,
  PROFILE_POLICIES,
  passwordChangeReason,
  passwordClasses,
  passwordExpiresAt,
  passwordProblems,
  passwordRules,
  type SecurityPolicy,
  securityPolicySchema,
} from '../../src/domain/security-policy';

const DEFAULT = PROFILE_POLICIES.default;
const MLPS3 = PROFILE_POLICIES.mlps3;
const DAY = 86_400_000;

describe('the profiles', () => {
  it('default is the spec: at least 6 characters, a 7-day session, nothing else', () => {
    expect(DEFAULT).toEqual({
      minLength: 6,
      requiredClasses: 1,
      forbidUsername: false,
      expiryDays: 0,
      historyCount: 0,
      forceChangeOnReset: false,
      idleMinutes: 0,
      sessionHours: 168,
    });
  });

  it('mlps3 is the level-3 profile: 8 characters of 3 classes, 90 days, the last 5, a forced change, 30 idle minutes', () => {
    expect(MLPS3).toEqual({
      minLength: 8,
      requiredClasses: 3,
      forbidUsername: true,
      expiryDays: 90,
      historyCount: 5,
      forceChangeOnReset: true,
      idleMinutes: 30,
      sessionHours: 168,
    });
  });

  it('both hold the schema; the schema keeps the spec minimum and the 7-day ceiling', () => {
    for (const p of Object.values(PROFILE_POLICIES)) expect(securityPolicySchema.parse(p)).toEqual(p);
    expect(securityPolicySchema.safeParse({ ...DEFAULT, minLength: 5 }).success).toBe(false);
    expect(securityPolicySchema.safeParse({ ...DEFAULT, sessionHours: 169 }).success).toBe(false);
    expect(securityPolicySchema.safeParse({ ...DEFAULT, requiredClasses: 5 }).success).toBe(false);
    expect(securityPolicySchema.safeParse({ ...DEFAULT, historyCount: 25 }).success).toBe(false);
  });

  it('SECURITY_PROFILE picks one; an unknown name stops the server rather than fall back', () => {
    expect(parseSecurityProfile(undefined)).toBe('default');
    expect(parseSecurityProfile('')).toBe('default');
    expect(parseSecurityProfile('MLPS3')).toBe('mlps3');
    expect(() => parseSecurityProfile('mlps-3')).toThrow(/SECURITY_PROFILE/);
  });
});

describe('passwordProblems', () => {
  it('the default profile asks only for 6 to 64 characters', () => {
    expect(passwordProblems(DEFAULT, 'abc12')).toEqual(['length']);
    expect(passwordProblems(DEFAULT, 'abc123')).toEqual([]);
    expect(passwordProblems(DEFAULT, 'a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordProblems(DEFAULT, 'a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['length']);
    expect(passwordProblems(DEFAULT, 'clerk1', { username: 'clerk' })).toEqual([]);
  });

  it('mlps3: length, three of four classes, not the account name; every broken rule, in order', () => {
    expect(passwordProblems(MLPS3, 'abc123')).toEqual(['length', 'classes']);
    expect(passwordProblems(MLPS3, 'abcdefgh')).toEqual(['classes']);
    expect(passwordProblems(MLPS3, 'abcdefg1')).toEqual(['classes']);
    expect(passwordProblems(MLPS3, 'Abcdefg1')).toEqual([]);
    expect(passwordProblems(MLPS3, 'abcdef1!')).toEqual([]);
    expect(passwordProblems(MLPS3, 'Clerk@2026', { username: 'clerk' })).toEqual(['username']);
    expect(passwordProblems(MLPS3, 'Cl@2026', { username: 'clerk' })).toEqual(['length']);
    // Very short account names are not looked for.
    expect(passwordProblems(MLPS3, 'Ab@20260', { username: 'ab' })).toEqual([]);
  });

  it('counts characters, not UTF-16 units; any non-letter, non-digit is a symbol', () => {
    expect(passwordProblems({ ...MLPS3, requiredClasses: 1 }, '密码密码密码密码')).toEqual([]);
    expect(passwordClasses('密码a1')).toBe(3);
    expect(passwordClasses('a_b')).toBe(2);
    expect(passwordClasses('aB3 ')).toBe(4);
    expect(passwordProblems({ ...DEFAULT, minLength: 8 }, '😀😀😀😀😀😀😀')).toEqual(['length']);
  });
});

describe('passwordRules', () => {
  it('lists the rules a policy applies, history last', () => {
    expect(passwordRules(DEFAULT)).toEqual(['length']);
    expect(passwordRules(MLPS3)).toEqual(['length', 'classes', 'username', 'history']);
    expect(passwordRules({ ...MLPS3, forbidUsername: false, historyCount: 0 })).toEqual(['length', 'classes']);
  });
});

describe('a required change', () => {
  const now = Date.UTC(2026, 5, 1);
  const user = (over: Partial<{ mustChangePassword: boolean; passwordChangedAt: number }> = {}) => ({
    mustChangePassword: false,
    passwordChangedAt: now - DAY,
    ...over,
  });

  it('after an administrator set the password, while the policy forces it', () => {
    expect(passwordChangeReason(MLPS3, user({ mustChangePassword: true }), now)).toBe('reset');
    expect(passwordChangeReason(DEFAULT, user({ mustChangePassword: true }), now)).toBeNull();
  });

  it('once the password is older than expiryDays; never without an expiry', () => {
    expect(passwordChangeReason(MLPS3, user({ passwordChangedAt: now - 89 * DAY }), now)).toBeNull();
    expect(passwordChangeReason(MLPS3, user({ passwordChangedAt: now - 90 * DAY }), now)).toBe('expired');
    expect(passwordChangeReason(DEFAULT, user({ passwordChangedAt: now - 9000 * DAY }), now)).toBeNull();
    expect(passwordExpiresAt(MLPS3, now)).toBe(now + 90 * DAY);
    expect(passwordExpiresAt(DEFAULT, now)).toBeNull();
  });

  it('a reset wins over an expiry (the message explains the reset)', () => {
    const policy: SecurityPolicy = { ...MLPS3 };
    expect(passwordChangeReason(policy, user({ mustChangePassword: true, passwordChangedAt: now - 100 * DAY }), now)).toBe('reset');
  });
});
