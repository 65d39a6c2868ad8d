/**
 * The working-day calendar's calls (docs/api/calendar.md): the two questions every time limit asks
 * (a date N working days on; the working days between two dates), and the administrators' reading
 * and editing of the days that break the week's rule (statutory holidays, adjusted working days).
 * The rule itself is WorkCalendar (calendar.ts).
 */
import { CALENDAR_DAY_KINDS } from './calendar';
import { z } from './zod';

/** The years the calendar answers for: far enough either way for any contract's limits. */
export const CALENDAR_MIN_YEAR = 2000;
export const CALENDAR_MAX_YEAR = 2100;
/** At most this many working days on (ten years). */
export const CALENDAR_MAX_DAYS = 2_600;
/** A holiday's name: 国庆节, 春节, 中秋节、国庆节 ... */
export const CALENDAR_NAME_MAX = 20;

/** A YYYY-MM-DD date that exists, within the calendar's years. */
export const calendarDateSchema = z.iso
  .date()
  .refine((d) => {
    const y = Number(d.slice(0, 4));
    return y >= CALENDAR_MIN_YEAR && y <= CALENDAR_MAX_YEAR;
  }, `a date from ${CALENDAR_MIN_YEAR} to ${CALENDAR_MAX_YEAR}`);

/** GET sys_calendar/addWorkdays?from=&days= → the date `days` working days after `from` (0: `from`). */
export const addWorkdaysQuerySchema = z.object({
  from: calendarDateSchema,
  days: z.coerce.number().int().min(0).max(CALENDAR_MAX_DAYS),
});

/** The answer of addWorkdays: the date reached, YYYY-MM-DD. */
export const addWorkdaysAnswerSchema = z.iso.date();

/** GET sys_calendar/workdaysBetween?from=&to= → the working days after `from` up to `to` (negative when `to` is before). */
export const workdaysBetweenQuerySchema = z.object({ from: calendarDateSchema, to: calendarDateSchema });

/** The answer of workdaysBetween: a count of working days. */
export const workdaysBetweenAnswerSchema = z.number().int();

/** GET sys_calendar/list?year= */
export const calendarYearQuerySchema = z.object({ year: z.coerce.number().int().min(CALENDAR_MIN_YEAR).max(CALENDAR_MAX_YEAR) });

export const calendarDayKindSchema = z.enum(CALENDAR_DAY_KINDS);

/** A day that breaks the week's rule, as listed. */
export const calendarDaySchema = z.object({
  date: z.string(),
  kind: calendarDayKindSchema,
  name: z.string(),
  source: z.string(),
  updatedAt: z.string(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** GET sys_calendar/list: the year's days that break the week's rule, in date order. */
export const calendarYearSchema = z.object({
  year: z.number().int(),
  days: z.array(calendarDaySchema),
  /** Working days in the year by this calendar (Monday to Friday, less holidays, plus adjusted working days). */
  workdays: z.number().int(),
});
export type CalendarYear = z.infer<typeof calendarYearSchema>;

/** POST sys_calendar/save: sets one day (a new one, or a change of kind or name). */
export const calendarDaySaveSchema = z
  .object({
    date: calendarDateSchema,
    kind: calendarDayKindSchema,
    name: z.string().trim().min(1).max(CALENDAR_NAME_MAX),
  })
  .strict();
export type CalendarDaySave = z.infer<typeof calendarDaySaveSchema>;

/** POST sys_calendar/delete: the day follows the week's rule again. */
export const calendarDayDeleteSchema = z.object({ date: calendarDateSchema }).strict();
