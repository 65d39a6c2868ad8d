/**
 * The working-day calendar of a database (table sys_calendar_days): read once into a WorkCalendar
 * and kept; a change made here is seen at once, one made by another instance of the server within
 * CALENDAR_RELOAD_MS. Every time limit the server sets counts working days through it.
 */
import { asc, between } from 'drizzle-orm';
import { type CalendarDayKind, dayFromIso, WorkCalendar } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { calendarDays } from '../../db/schema';

export const CALENDAR_RELOAD_MS = 60_000;

const loaded = new WeakMap<Db, { calendar: Promise<WorkCalendar>; at: number }>();

async function load(db: Db): Promise<WorkCalendar> {
  const rows = await db.select({ day: calendarDays.day, kind: calendarDays.kind }).from(calendarDays);
  return new WorkCalendar(rows.map((r) => ({ day: dayFromIso(r.day), kind: r.kind as CalendarDayKind })));
}

/** The database's calendar (cached). */
export function workCalendar(db: Db): Promise<WorkCalendar> {
  const entry = loaded.get(db);
  if (entry && Date.now() - entry.at < CALENDAR_RELOAD_MS) return entry.calendar;
  const calendar = load(db);
  loaded.set(db, { calendar, at: Date.now() });
  calendar.catch(() => loaded.delete(db));
  return calendar;
}

/** After a change: the next question reads the table again. */
export function forgetCalendar(db: Db): void {
  loaded.delete(db);
}

/** The rows of one year, in date order. */
export function calendarRowsOf(db: Db, year: number) {
  return db
    .select()
    .from(calendarDays)
    .where(between(calendarDays.day, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(calendarDays.day));
}
