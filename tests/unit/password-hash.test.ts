import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/security/password';
import { hashToken, newToken } from '../../server/security/tokens';
import { BACKENDS, backendOfToken } from '../../src/domain/session';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo@2026');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('Demo@2026');
    expect(await verifyPassword('Demo@2026', stored)).toBe(true);
    expect(await verifyPassword('demo@2026', stored)).toBe(false);
  });
  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('session tokens', () => {
  it('are long, random, name their base and are stored only as their sha256', () => {
    const a = newToken('admin');
    const b = newToken('admin');
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(47);
    for (const base of BACKENDS) expect(backendOfToken(newToken(base))).toBe(base);
    expect(backendOfToken('legacy-token-without-prefix')).toBe('admin');
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});
