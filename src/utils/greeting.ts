/**
 * Greeting by hour (spec section 5): under 9 morning, through 11 forenoon, through 13 noon,
 * under 20 afternoon, otherwise evening.
 */
import { getLanguage, type Language, type MessageKey, translate } from '../i18n';

export type GreetingPeriod = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** The greeting for a Date (its local hour) or an hour of the day. */
export function greeting(at: Date | number = new Date(), lang: Language = getLanguage()): string {
  const hour = at instanceof Date ? at.getHours() : at;
  return translate(lang, `greeting.${greetingPeriod(hour)}` as MessageKey);
}
