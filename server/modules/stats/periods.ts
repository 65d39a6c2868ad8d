/**
 * The periods of a statistics query, resolved to inclusive day bounds on the Beijing calendar
 * (src/domain/calendar.ts days), and the working-day arithmetic the review timeliness needs.
 * Pure: "now" is an argument. docs/api/stats.md, "Periods".
 */
import { dayFromIso, dayOf, isoDate } from '../../../src/domain/calendar';
import type { StatsFilters } from '../../../src/domain/stats';

/** Inclusive bounds in calendar days; null = open. */
export interface DayBounds {
  from: number | null;
  to: number | null;
}

const DAY_MS = 86_400_000;

/** The day of the first of a month, `add` months from the month of `day` (negative goes back). */
export function monthStart(day: number, add = 0): number {
  const d = new Date(day * DAY_MS);
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1) / DAY_MS);
}

/** The day of January 1st, `add` years from the year of `day`. */
export function yearStart(day: number, add = 0): number {
  return Math.floor(Date.UTC(new Date(day * DAY_MS).getUTCFullYear() + add, 0, 1) / DAY_MS);
}

/**
 * The bounds a period covers on the day it is asked (Beijing time):
 * all: open; ytd: January 1st to today; thisMonth: the 1st to today; last12m: the 1st of the month
 * eleven months back to today (twelve calendar months, this one included); lastYear: the whole
 * previous calendar year; custom: from..to as given. from/to are ignored by the other periods.
 */
export function resolvePeriod(f: Pick<StatsFilters, 'period' | 'from' | 'to'>, nowMs: number = Date.now()): DayBounds {
  const today = dayOf(nowMs);
  switch (f.period) {
    case 'all':
      return { from: null, to: null };
    case 'ytd':
      return { from: yearStart(today), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'last12m':
      return { from: monthStart(today, -11), to: today };
    case 'lastYear':
      return { from: yearStart(today, -1), to: yearStart(today) - 1 };
    case 'custom':
      return { from: f.from ? dayFromIso(f.from) : null, to: f.to ? dayFromIso(f.to) : null };
  }
}

export const inBounds = (b: DayBounds, day: number): boolean => (b.from === null || day >= b.from) && (b.to === null || day <= b.to);

/** YYYY-MM of a day. */
export const monthKey = (day: number): string => isoDate(day).slice(0, 7);

/** The ISO dates of bounds (null stays null). */
export const isoBounds = (b: DayBounds): { from: string | null; to: string | null } => ({
  from: b.from === null ? null : isoDate(b.from),
  to: b.to === null ? null : isoDate(b.to),
});

