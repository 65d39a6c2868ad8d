import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar, isValidCreditCode } from '../../src/domain/credit-code';

/** Published codes (the GB 32100 sample and well-known companies' codes). */
const KNOWN_VALID = [
  '91350100M000100Y43',
  '9144030071526726XG',
  '91440300708461136T',
  '91330100716105852F',
  '91110108551385082Q',
  '91110000802100433B',
];

describe('unified social credit code', () => {
  it('accepts known valid codes', () => {
    for (const code of KNOWN_VALID) expect(isValidCreditCode(code), code).toBe(true);
  });

  it('computes the check character of the first 17 characters', () => {
    for (const code of KNOWN_VALID) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
  });

  it('maps a remainder of 0 to the character 0', () => {
    // Find a body whose check value is 31 (i.e. 0) by varying the last body character.
    const base = '9133010071610585';
    const bodies = [...CREDIT_CODE_CHARSET].map((c) => base + c);
    const zero = bodies.find((b) => creditCodeCheckChar(b) === '0');
    expect(zero).toBeDefined();
    expect(isValidCreditCode(`${zero}0`)).toBe(true);
  });

  it('rejects a code with one character changed', () => {
    for (const code of KNOWN_VALID) {
      for (let i = 0; i < 18; i++) {
        const current = code.charAt(i);
        const other = current === '1' ? '2' : '1';
        const changed = code.slice(0, i) + other + code.slice(i + 1);
        expect(isValidCreditCode(changed), changed).toBe(false);
      }
    }
  });

  it('rejects a wrong check character', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
  });

  it('rejects a wrong length', () => {
    expect(isValidCreditCode('')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
  });

  it('rejects characters outside the GB 32100 set, and lower case', () => {
    // I, O, S, V and Z are not in the set.
    for (const bad of ['I', 'O', 'S', 'V', 'Z']) {
      expect(isValidCreditCode(`91350100M000100${bad}43`)).toBe(false);
    }
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4 ')).toBe(false);
  });

  it('refuses to compute a check character for an invalid body', () => {
    expect(() => creditCodeCheckChar('91350100M000100')).toThrow();
    expect(() => creditCodeCheckChar('91350100M000100O4')).toThrow();
  });
});
