/**
 * Calendar days of the contract domain (deadlines, working days) and of the contract generator: a day
 * is an integer (days since 1970-01-01 on the Beijing calendar), so dates are plain arithmetic and
 * the generated data is the same on every run for the same "today". Times of day are minutes after midnight, Beijing time (UTC+8).
 */

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day of an instant. */
export const dayOf = (ms: number): number => Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);

/** Today on the Beijing calendar. */
export const todayDay = (): number => dayOf(Date.now());

/** A day from an ISO date (YYYY-MM-DD). */
export const dayFromIso = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

const isoCache = new Map<number, string>();
const yearCache = new Map<number, number>();

/** The ISO date (YYYY-MM-DD) of a day: what `date` columns take. Memoized: the generator formats the same few thousand days over and over. */
export function isoDate(day: number): string {
  let s = isoCache.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoCache.set(day, s);
  }
  return s;
}

/** The calendar year of a day. */
export function yearOf(day: number): number {
  let y = yearCache.get(day);
  if (y === undefined) {
    y = new Date(day * DAY_MS).getUTCFullYear();
    yearCache.set(day, y);
  }
  return y;
}

/** 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday). */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const isWeekend = (day: number): boolean => {
  const w = weekday(day);
  return w === 0 || w === 6;
};

/** The day itself when a weekday, else the Friday before. */
export function workdayOnOrBefore(day: number): number {
  const w = weekday(day);
  return w === 6 ? day - 1 : w === 0 ? day - 2 : day;
}

/** The day itself when a weekday, else the Monday after. */
export function workdayOnOrAfter(day: number): number {
  const w = weekday(day);
  return w === 6 ? day + 2 : w === 0 ? day + 1 : day;
}

/** `n` working days after `day` (weekends skipped; public holidays are not modelled). */
export function addWorkdays(day: number, n: number): number {
  let d = day;
  let left = n;
  while (left > 0) {
    d++;
    if (!isWeekend(d)) left--;
  }
  return d;
}

/** The instant of a day and a minute of that day, Beijing time. */
export const instant = (day: number, minute: number): Date => new Date(day * DAY_MS + minute * 60_000 - BEIJING_OFFSET_MS);

/** Minutes of the working day: 08:30 to 17:30. */
export const WORK_START_MIN = 8 * 60 + 30;
export const WORK_END_MIN = 17 * 60 + 30;
