/**
 * Unified social credit codes (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character set
 * (digits and capital letters without I, O, S, V, Z); the last one is a check character computed from
 * the first 17 with fixed weights. Layout: registration authority (1), organisation kind (1),
 * administrative division code (6), organisation code (9, GB 11714), check character (1).
 */

export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const FIRST17 = /^[0-9A-HJ-NP-RTUWXY]{17}$/;
const FULL = /^[0-9A-HJ-NP-RTUWXY]{18}$/;

/** The check character for the first 17 characters; throws when they are not 17 valid characters. */
export function creditCodeCheckChar(first17: string): string {
  if (!FIRST17.test(first17)) throw new Error('a credit code body is 17 characters of the GB 32100 set');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARSET.indexOf(first17.charAt(i)) * WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARSET.charAt(check);
}

/** Is this an 18-character unified social credit code with a correct check character? */
export function isValidCreditCode(code: string): boolean {
  if (typeof code !== 'string' || !FULL.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}
