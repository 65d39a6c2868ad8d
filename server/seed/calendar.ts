/**
 * The statutory holidays and adjusted working days of the State Council's annual notices, as the
 * demo (and a new installation) starts with them. Administrators add later years as the notices
 * appear (system management, 工作日历; POST sys_calendar/save). The notice for 2027 had not been
 * entered when this was written: enter it from the notice when it is published.
 */
import { sql } from 'drizzle-orm';
import { type CalendarDayKind, dayFromIso, isoDate, WorkCalendar } from '../../src/domain/calendar';
import { type Db, queryRows } from '../db/client';
import { calendarDays } from '../db/schema';

interface Notice {
  year: number;
  /** The notice: its title, number (where known) and date of issue. */
  source: string;
  /** [first day, last day, name]: the holiday span, weekends within it included. */
  holidays: readonly [string, string, string][];
  /** [day, name]: the weekend days worked in exchange (调休上班). */
  workdays: readonly [string, string][];
}

export const HOLIDAY_NOTICES: readonly Notice[] = [
  {
    year: 2025,
    source: '国务院办公厅关于2025年部分节假日安排的通知（国办发明电〔2024〕12号，2024年11月12日）',
    holidays: [
      ['2025-01-01', '2025-01-01', '元旦'],
      ['2025-01-28', '2025-02-04', '春节'],
      ['2025-04-04', '2025-04-06', '清明节'],
      ['2025-05-01', '2025-05-05', '劳动节'],
      ['2025-05-31', '2025-06-02', '端午节'],
      ['2025-10-01', '2025-10-08', '国庆节、中秋节'],
    ],
    workdays: [
      ['2025-01-26', '春节'],
      ['2025-02-08', '春节'],
      ['2025-04-27', '劳动节'],
      ['2025-09-28', '国庆节、中秋节'],
      ['2025-10-11', '国庆节、中秋节'],
    ],
  },
  {
    year: 2026,
    source: '国务院办公厅关于2026年部分节假日安排的通知（2025年11月4日）',
    holidays: [
      ['2026-01-01', '2026-01-03', '元旦'],
      ['2026-02-15', '2026-02-23', '春节'],
      ['2026-04-04', '2026-04-06', '清明节'],
      ['2026-05-01', '2026-05-05', '劳动节'],
      ['2026-06-19', '2026-06-21', '端午节'],
      ['2026-09-25', '2026-09-27', '中秋节'],
      ['2026-10-01', '2026-10-07', '国庆节'],
    ],
    workdays: [
      ['2026-01-04', '元旦'],
      ['2026-02-14', '春节'],
      ['2026-02-28', '春节'],
      ['2026-05-09', '劳动节'],
      ['2026-09-20', '国庆节'],
      ['2026-10-10', '国庆节'],
    ],
  },
];

export interface NoticeDay {
  day: string;
  kind: CalendarDayKind;
  name: string;
  source: string;
}

/** Every day the notices name, one row each. */
export function noticeDays(notices: readonly Notice[] = HOLIDAY_NOTICES): NoticeDay[] {
  const out: NoticeDay[] = [];
  for (const n of notices) {
    for (const [from, to, name] of n.holidays) {
      for (let d = dayFromIso(from); d <= dayFromIso(to); d++) out.push({ day: isoDate(d), kind: 'holiday', name, source: n.source });
    }
    for (const [day, name] of n.workdays) out.push({ day, kind: 'workday', name, source: n.source });
  }
  return out;
}

/** The calendar of the notices: what the generated demo contracts' deadlines count with. */
export const NOTICE_CALENDAR = new WorkCalendar(noticeDays().map((d) => ({ day: dayFromIso(d.day), kind: d.kind })));

/**
 * Enters the notices of the years the calendar holds nothing for yet (a new database, or one from
 * before the calendar existed). A year an administrator has entered or changed is left as it is.
 * Returns the years entered.
 */
export async function insertNoticeDays(db: Db): Promise<number[]> {
  const present = await queryRows<{ y: number }>(db, sql`select distinct extract(year from day)::int as y from ${calendarDays}`);
  const have = new Set(present.map((r) => Number(r.y)));
  const years = HOLIDAY_NOTICES.filter((n) => !have.has(n.year));
  const rows = noticeDays(years);
  if (rows.length) await db.insert(calendarDays).values(rows).onConflictDoNothing();
  return years.map((n) => n.year);
}
