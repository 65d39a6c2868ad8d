/**
 * The working-day calendar (issue 15): weekends rest and weekdays work unless the calendar names the
 * day; the notices' holidays and adjusted working days seeded for 2025 and 2026.
 */
import { describe, expect, it } from 'vitest';
import { dayFromIso, isoDate, isWeekend, WEEKENDS_ONLY, type WorkCalendar } from '../../src/domain/calendar';
import { addWorkdaysQuerySchema, calendarDaySaveSchema, workdaysBetweenQuerySchema } from '../../src/domain/work-calendar';
import { HOLIDAY_NOTICES, NOTICE_CALENDAR, noticeDays } from '../../server/seed/calendar';

const add = (cal: WorkCalendar, from: string, n: number) => isoDate(cal.addWorkdays(dayFromIso(from), n));
const between = (cal: WorkCalendar, from: string, to: string) => cal.workdaysBetween(dayFromIso(from), dayFromIso(to));

describe('WorkCalendar', () => {
  it('without named days, counts Monday to Friday', () => {
    // 2026-11-20 is a Friday.
    expect(add(WEEKENDS_ONLY, '2026-11-20', 0)).toBe('2026-11-20');
    expect(add(WEEKENDS_ONLY, '2026-11-20', 1)).toBe('2026-11-23');
    expect(add(WEEKENDS_ONLY, '2026-11-21', 1)).toBe('2026-11-23');
    expect(add(WEEKENDS_ONLY, '2026-11-16', 10)).toBe('2026-11-30');
    expect(between(WEEKENDS_ONLY, '2026-11-20', '2026-11-20')).toBe(0);
    expect(between(WEEKENDS_ONLY, '2026-11-20', '2026-11-23')).toBe(1);
    expect(between(WEEKENDS_ONLY, '2026-11-16', '2026-11-30')).toBe(10);
    expect(between(WEEKENDS_ONLY, '2026-11-30', '2026-11-16')).toBe(-10);
  });

  it('skips the 国庆 span of 2026 and counts its adjusted working Saturday', () => {
    // 2026-09-30 (Wed) + 1 working day: 10-01..10-07 are holidays, 10-08 (Thu) is the next working day.
    expect(add(NOTICE_CALENDAR, '2026-09-30', 1)).toBe('2026-10-08');
    // 10-08 Thu, 10-09 Fri, 10-10 Sat worked (调休上班), then 10-12 Mon.
    expect(add(NOTICE_CALENDAR, '2026-09-30', 3)).toBe('2026-10-10');
    expect(add(NOTICE_CALENDAR, '2026-09-30', 4)).toBe('2026-10-12');
    expect(NOTICE_CALENDAR.isWorkday(dayFromIso('2026-10-10'))).toBe(true);
    expect(isWeekend(dayFromIso('2026-10-10'))).toBe(true);
    // Sunday 2026-09-20 is worked too; the 中秋 Friday 09-25 is not.
    expect(NOTICE_CALENDAR.isWorkday(dayFromIso('2026-09-20'))).toBe(true);
    expect(NOTICE_CALENDAR.isWorkday(dayFromIso('2026-09-25'))).toBe(false);
    // September 19 (Sat) to October 12 (Mon): weekdays 9/21-24, 9/28-30, plus 9/20 (Sun), 10/8, 10/9, 10/10 (Sat), 10/12.
    expect(between(NOTICE_CALENDAR, '2026-09-19', '2026-10-12')).toBe(4 + 3 + 1 + 3 + 1);
  });

  it('skips 春节 2025 and works its two weekend days', () => {
    // 2025-01-27 (Mon) + 1: 01-28..02-04 off, 02-05 (Wed).
    expect(add(NOTICE_CALENDAR, '2025-01-27', 1)).toBe('2025-02-05');
    expect(NOTICE_CALENDAR.isWorkday(dayFromIso('2025-01-26'))).toBe(true);
    expect(NOTICE_CALENDAR.isWorkday(dayFromIso('2025-02-08'))).toBe(true);
    // A fifteen-working-day limit opened the Friday before 春节 2026 ends on 2026-03-12, not 03-06:
    // 02-14 (Sat, worked) counts, 02-15..02-23 do not, 02-28 (Sat, worked) counts.
    expect(add(WEEKENDS_ONLY, '2026-02-13', 15)).toBe('2026-03-06');
    expect(add(NOTICE_CALENDAR, '2026-02-13', 15)).toBe('2026-03-12');
  });

  it('has as many working days in 2025 and 2026 as the notices give', () => {
    // Weekdays of the year, less the holidays that fall on one, plus the weekend days worked.
    const year = (y: number) => NOTICE_CALENDAR.workdaysBetween(dayFromIso(`${y - 1}-12-31`), dayFromIso(`${y}-12-31`));
    const weekdays = (y: number) => WEEKENDS_ONLY.workdaysBetween(dayFromIso(`${y - 1}-12-31`), dayFromIso(`${y}-12-31`));
    for (const n of HOLIDAY_NOTICES) {
      const days = noticeDays([n]);
      const offWeekdays = days.filter((d) => d.kind === 'holiday' && !isWeekend(dayFromIso(d.day))).length;
      const workedWeekends = days.filter((d) => d.kind === 'workday').length;
      expect(year(n.year), String(n.year)).toBe(weekdays(n.year) - offWeekdays + workedWeekends);
      // Every adjusted working day is a weekend day, and no day is named twice.
      for (const d of days.filter((x) => x.kind === 'workday')) expect(isWeekend(dayFromIso(d.day)), d.day).toBe(true);
      expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
    }
    expect(year(2025)).toBe(248);
    expect(year(2026)).toBe(248);
  });

  it('finds the working day on or around a day off', () => {
    expect(isoDate(NOTICE_CALENDAR.onOrAfter(dayFromIso('2026-10-01')))).toBe('2026-10-08');
    expect(isoDate(NOTICE_CALENDAR.onOrBefore(dayFromIso('2026-10-07')))).toBe('2026-09-30');
    expect(isoDate(NOTICE_CALENDAR.onOrAfter(dayFromIso('2026-10-10')))).toBe('2026-10-10');
  });
});

describe('the calendar calls\' input', () => {
  it('takes real dates within 2000..2100 and a day count of 0..2600', () => {
    expect(addWorkdaysQuerySchema.safeParse({ from: '2026-10-01', days: '15' }).success).toBe(true);
    for (const bad of [{ from: '2026-02-30', days: 1 }, { from: '1999-12-31', days: 1 }, { from: '2026-10-01', days: -1 }, { from: '2026-10-01', days: 2601 }, { from: '2026-10-01', days: 1.5 }, { from: '2026/10/01', days: 1 }]) {
      expect(addWorkdaysQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(workdaysBetweenQuerySchema.safeParse({ from: '2026-10-01', to: '2101-01-01' }).success).toBe(false);
  });

  it('saves a day with a kind and a name of 1..20 characters', () => {
    expect(calendarDaySaveSchema.safeParse({ date: '2027-01-01', kind: 'holiday', name: '元旦' }).success).toBe(true);
    expect(calendarDaySaveSchema.safeParse({ date: '2027-01-01', kind: 'rest', name: '元旦' }).success).toBe(false);
    expect(calendarDaySaveSchema.safeParse({ date: '2027-01-01', kind: 'holiday', name: ' ' }).success).toBe(false);
    expect(calendarDaySaveSchema.safeParse({ date: '2027-01-01', kind: 'holiday', name: 'x'.repeat(21) }).success).toBe(false);
    expect(calendarDaySaveSchema.safeParse({ date: '2027-01-01', kind: 'holiday', name: '元旦', extra: 1 }).success).toBe(false);
  });
});

describe('WorkCalendar.workdaysBetween', () => {
  it('agrees with counting day by day, across the notices and outside them', () => {
    const start = dayFromIso('2024-12-01');
    for (let a = start; a < start + 800; a += 13) {
      for (let b = a - 20; b < a + 90; b += 7) {
        let n = 0;
        for (let d = Math.min(a, b) + 1; d <= Math.max(a, b); d++) if (NOTICE_CALENDAR.isWorkday(d)) n++;
        expect(NOTICE_CALENDAR.workdaysBetween(a, b), `${isoDate(a)} -> ${isoDate(b)}`).toBe(b < a ? -n : n);
      }
    }
  });
});
