/**
 * Generates valid demo unified social credit codes (GB 32100-2015): registration authority and kind
 * ('11' government bodies, '91' companies), the area code, a 9-character organisation code with its
 * own GB 11714 check character, and the GB 32100 check character.
 */
import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '../../src/domain/credit-code';
import { randChars } from './util';

const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The GB 11714 check character of an 8-character organisation code body. */
export function orgCodeCheckChar(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = body8.charAt(i);
    const v = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55;
    sum += v * ORG_WEIGHTS[i]!;
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

const withChecks = (prefix10: string, body8: string): string => {
  const first17 = `${prefix10}${body8}${orgCodeCheckChar(body8)}`;
  return first17 + creditCodeCheckChar(first17);
};

/** A government body's code: 11 + area code + an organisation code of the old numeric form. */
export const governmentCreditCode = (adcode: string, rand: () => number): string =>
  withChecks(`11${adcode}`, `00${randChars(rand, '0123456789', 6)}`);

/**
 * A company's code: 91 + area code + an organisation code, either the old numeric form or the
 * newer MA... form issued since 2015.
 */
export function companyCreditCode(adcode: string, rand: () => number, modern: boolean): string {
  const body = modern
    ? `MA${randChars(rand, '0123456789', 1)}${randChars(rand, CREDIT_CODE_CHARSET, 5)}`
    : `${randChars(rand, '1234567', 1)}${randChars(rand, '0123456789', 7)}`;
  return withChecks(`91${adcode}`, body);
}
