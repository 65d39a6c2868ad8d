/**
 * The working-day calendar's calls (server/modules/calendar/routes.ts): the year's holidays and
 * adjusted working days (config.query), setting and removing one day (config.edit), and the two
 * questions every time limit asks (any signed-in staff member). GET reads are SWR keys (path and
 * params); a write revalidates every sys_calendar/ read, since a changed day moves the year's count
 * of working days and every answer of the two questions.
 */
import type { CalendarDaySave, CalendarYear } from '../domain/work-calendar';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const CALENDAR_PATHS = {
  list: 'sys_calendar/list',
  save: 'sys_calendar/save',
  delete: 'sys_calendar/delete',
  addWorkdays: 'sys_calendar/addWorkdays',
  workdaysBetween: 'sys_calendar/workdaysBetween',
} as const;

export const calendarKeys = {
  /** GET sys_calendar/list?year= */
  year: (year: number) => [CALENDAR_PATHS.list, { year }] as const,
  /** GET sys_calendar/addWorkdays?from=&days= */
  addWorkdays: (from: string, days: number) => [CALENDAR_PATHS.addWorkdays, { from, days }] as const,
  /** GET sys_calendar/workdaysBetween?from=&to= */
  workdaysBetween: (from: string, to: string) => [CALENDAR_PATHS.workdaysBetween, { from, to }] as const,
};

const afterWrite = async <T>(result: T): Promise<T> => {
  await revalidatePrefix('sys_calendar/');
  return result;
};

/** The year's days that break the week's rule, in date order, and its number of working days. */
export const getCalendarYear = (year: number) => api.get<CalendarYear>(CALENDAR_PATHS.list, { year });

/** Sets one day (a new one, or a change of kind or name). */
export const saveCalendarDay = async (day: CalendarDaySave) => afterWrite(await api.post<null>(CALENDAR_PATHS.save, day));

/** The day follows the week's rule again (refused, code 501, when the calendar does not name it). */
export const deleteCalendarDay = async (date: string) => afterWrite(await api.post<null>(CALENDAR_PATHS.delete, { date }));

/** The date (YYYY-MM-DD) `days` working days after `from` (0: `from` itself). */
export const addWorkdays = (from: string, days: number) => api.get<string>(CALENDAR_PATHS.addWorkdays, { from, days });

/** The working days after `from` up to and including `to` (negative when `to` is before `from`). */
export const workdaysBetween = (from: string, to: string) => api.get<number>(CALENDAR_PATHS.workdaysBetween, { from, to });
