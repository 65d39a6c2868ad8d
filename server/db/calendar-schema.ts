/**
 * The working-day calendar (docs/api/calendar.md): the days that break the week's rule, a statutory
 * holiday on a weekday (`holiday`) or an adjusted working weekend day (`workday`, 调休上班), from the
 * State Council's annual notices, editable by administrators. Every other Monday to Friday is a
 * working day, every other Saturday and Sunday is not.
 */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const calendarDays = pgTable('sys_calendar_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** holiday | workday (src/domain/calendar.ts CALENDAR_DAY_KINDS). */
  kind: text('kind').notNull(),
  /** The holiday it belongs to (国庆节, 春节 ...). */
  name: text('name').notNull().default(''),
  /** Where it comes from: the notice, or who entered it. */
  source: text('source').notNull().default(''),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
