import { describe, expect, it } from 'vitest';
import { companyCreditCode, governmentCreditCode } from '../../server/seed/credit-codes';
import { counterpartInputSchema } from '../../src/domain/counterpart';
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

  it('agrees with the demo generator: every generated code is valid, and a changed check character is not', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 200; i++) {
      const code = i % 3 === 0 ? governmentCreditCode('330106', rand) : companyCreditCode('330100', rand, i % 2 === 0);
      expect(isValidCreditCode(code), code).toBe(true);
      const other = CREDIT_CODE_CHARSET.charAt((CREDIT_CODE_CHARSET.indexOf(code.charAt(17)) + 1) % 31);
      expect(isValidCreditCode(code.slice(0, 17) + other)).toBe(false);
    }
  });
});

describe('the counterpart form schema', () => {
  it('upper-cases and trims the code, then checks its check character', () => {
    const parsed = counterpartInputSchema.parse({ name: '某公司', creditCode: ' 91350100m000100y43 ' });
    expect(parsed.creditCode).toBe('91350100M000100Y43');
    expect(parsed.creditRating).toBe('A');
    expect(parsed.seriousDishonest).toBe(false);
    const bad = counterpartInputSchema.safeParse({ name: '某公司', creditCode: '91350100M000100Y44' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['creditCode']);
  });
});
