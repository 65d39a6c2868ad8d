/**
 * Password strength (spec section 5). Score: each character adds 5 divided by the number of times
 * it has appeared so far; plus 10 for each character class present beyond the first among digits,
 * lowercase, uppercase and non-word characters; the result is truncated to an integer.
 *
 * Levels (the spec leaves the thresholds open; ours):
 *   fewer than 6 characters  -> 'tooShort' (whatever the score)
 *   score >= 60              -> 'strong'   (e.g. 'Demo@2026' scores 72)
 *   score >= 40              -> 'medium'   (e.g. 'abcdef12' scores 50)
 *   otherwise                -> 'low'      (e.g. 'password' scores 37)
 */
export const PASSWORD_MIN_LENGTH = 6;
export const STRONG_SCORE = 60;
export const MEDIUM_SCORE = 40;

export type PasswordLevel = 'strong' | 'medium' | 'low' | 'tooShort';

const CLASSES = [/\d/, /[a-z]/, /[A-Z]/, /\W/];

export function passwordScore(password: string): number {
  if (!password) return 0;
  const seen = new Map<string, number>();
  let score = 0;
  for (const ch of password) {
    const count = (seen.get(ch) ?? 0) + 1;
    seen.set(ch, count);
    score += 5 / count;
  }
  const classes = CLASSES.filter((re) => re.test(password)).length;
  score += Math.max(0, classes - 1) * 10;
  return Math.trunc(score);
}

export function passwordLevel(password: string): PasswordLevel {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const score = passwordScore(password);
  if (score >= STRONG_SCORE) return 'strong';
  if (score >= MEDIUM_SCORE) return 'medium';
  return 'low';
}

export function passwordStrength(password: string): { score: number; level: PasswordLevel } {
  return { score: passwordScore(password), level: passwordLevel(password) };
}
