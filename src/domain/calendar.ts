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

/** The kinds of day that break the week's rule: a statutory holiday on a weekday, a working weekend day (调休上班). */
export const CALENDAR_DAY_KINDS = ['holiday', 'workday'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];

/**
 * The working-day calendar: Monday to Friday work, Saturday and Sunday rest, except the days it
 * names (statutory holidays and adjusted working days, from the State Council's annual notices,
 * kept in the database and editable by administrators). Every time limit counts working days
 * through one of these.
 */
export class WorkCalendar {
  private readonly exceptions: ReadonlyMap<number, CalendarDayKind>;
  /** The named days that change a count (holidays on weekdays, worked weekend days), ascending, with +1 or -1. */
  private readonly changes: { day: number; delta: 1 | -1 }[];

  constructor(days: Iterable<{ day: number; kind: CalendarDayKind }> = []) {
    const map = new Map<number, CalendarDayKind>();
    for (const d of days) map.set(d.day, d.kind);
    this.exceptions = map;
    this.changes = [...map]
      .filter(([day, kind]) => (kind === 'workday') === isWeekend(day))
      .map(([day, kind]) => ({ day, delta: kind === 'workday' ? (1 as const) : (-1 as const) }))
      .sort((a, b) => a.day - b.day);
  }

  /** Is the day a working day? */
  isWorkday(day: number): boolean {
    const kind = this.exceptions.get(day);
    return kind === undefined ? !isWeekend(day) : kind === 'workday';
  }

  /** The `n`-th working day after `day` (n ≥ 0; 0 is the day itself). */
  addWorkdays(day: number, n: number): number {
    let d = day;
    for (let left = n; left > 0; ) {
      d++;
      if (this.isWorkday(d)) left--;
    }
    return d;
  }

  /**
   * The working days after `from` up to and including `to` (negative when `to` is before `from`):
   * the weekdays counted by whole weeks, then the named days in between (the stats count every
   * review step of every contract with it).
   */
  workdaysBetween(from: number, to: number): number {
    if (to < from) return -this.workdaysBetween(to, from);
    const weeks = Math.floor((to - from) / 7);
    let n = weeks * 5;
    for (let d = from + weeks * 7 + 1; d <= to; d++) if (!isWeekend(d)) n++;
    // The first change after `from` (binary search), then each up to `to`.
    const changes = this.changes;
    let lo = 0;
    let hi = changes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (changes[mid]!.day <= from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < changes.length && changes[i]!.day <= to; i++) n += changes[i]!.delta;
    return n;
  }

  /** The day itself when a working day, else the last working day before it. */
  onOrBefore(day: number): number {
    let d = day;
    while (!this.isWorkday(d)) d--;
    return d;
  }

  /** The day itself when a working day, else the next working day after it. */
  onOrAfter(day: number): number {
    let d = day;
    while (!this.isWorkday(d)) d++;
    return d;
  }
}

/** Weekends only, no holidays: what a calendar with no notice entered counts. */
export const WEEKENDS_ONLY = new WorkCalendar();

/** The instant of a day and a minute of that day, Beijing time. */
export const instant = (day: number, minute: number): Date => new Date(day * DAY_MS + minute * 60_000 - BEIJING_OFFSET_MS);

/** Minutes of the working day: 08:30 to 17:30. */
export const WORK_START_MIN = 8 * 60 + 30;
export const WORK_END_MIN = 17 * 60 + 30;
