/**
 * Relative time (spec section 9): 1 month (30 days) or more reads 'N months ago'; more than one day
 * 'N days ago'; exactly one day 'yesterday'; then hours, then minutes; otherwise 'just now'.
 * Whole units, rounded down. A time in the future reads 'just now'. Counts take the language's plural
 * form (translate: '1 minute ago', 'há 1 mês'; Chinese has one form).
 */
import { getLanguage, type Language, translate } from '../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

export type TimeInput = Date | string | number;

function toMs(value: TimeInput): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(value).getTime();
}

/** The relative text of `time` seen from `now`; '--' when `time` is not a valid time. */
export function relativeTime(time: TimeInput, now: TimeInput = Date.now(), lang: Language = getLanguage()): string {
  const at = toMs(time);
  const from = toMs(now);
  if (!Number.isFinite(at) || !Number.isFinite(from)) return '--';
  const diff = from - at;
  if (diff >= MONTH) return translate(lang, 'time.monthsAgo', { n: Math.floor(diff / MONTH) });
  const days = Math.floor(diff / DAY);
  if (days > 1) return translate(lang, 'time.daysAgo', { n: days });
  if (days === 1) return translate(lang, 'time.yesterday');
  if (diff >= HOUR) return translate(lang, 'time.hoursAgo', { n: Math.floor(diff / HOUR) });
  if (diff >= MINUTE) return translate(lang, 'time.minutesAgo', { n: Math.floor(diff / MINUTE) });
  return translate(lang, 'time.justNow');
}
