/**
 * The working-day calendar's calls (docs/api/calendar.md), on the admin base: any signed-in staff
 * member may ask the two questions of the time limits; reading the year's holidays and adjusted
 * working days takes config.query, changing them config.edit. A change applies to every limit set
 * after it (deadlines already set stay as they were).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayFromIso, isoDate } from '../../../src/domain/calendar';
import { nullAnswerSchema } from '../../../src/domain/answers';
import {
  addWorkdaysAnswerSchema,
  addWorkdaysQuerySchema,
  type CalendarYear,
  calendarDayDeleteSchema,
  calendarDaySaveSchema,
  calendarYearQuerySchema,
  calendarYearSchema,
  workdaysBetweenAnswerSchema,
  workdaysBetweenQuerySchema,
} from '../../../src/domain/work-calendar';
import type { AppDeps } from '../../app';
import { calendarDays } from '../../db/schema';
import { answers } from '../../http/answers';
import { caller } from '../../http/auth';
import { invalidField } from '../../http/errors';
import { ok } from '../../http/reply';
import { calendarRowsOf, forgetCalendar, workCalendar } from './store';
import { filtersOf } from '../audit/changes';

export const calendarRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/sys_calendar/addWorkdays', { schema: { querystring: addWorkdaysQuerySchema, response: answers(addWorkdaysAnswerSchema) } }, async (req) => {
    caller(req);
    const calendar = await workCalendar(db);
    const due = calendar.addWorkdays(dayFromIso(req.query.from), req.query.days);
    if (Number(isoDate(due).slice(0, 4)) > 2100) throw invalidField('days', 'beyond the calendar');
    return ok(req, isoDate(due));
  });

  app.get('/sys_calendar/workdaysBetween', { schema: { querystring: workdaysBetweenQuerySchema, response: answers(workdaysBetweenAnswerSchema) } }, async (req) => {
    caller(req);
    const calendar = await workCalendar(db);
    return ok(req, calendar.workdaysBetween(dayFromIso(req.query.from), dayFromIso(req.query.to)));
  });

  app.get('/sys_calendar/list', { config: { permission: 'config.query' }, schema: { querystring: calendarYearQuerySchema, response: answers(calendarYearSchema) } }, async (req) => {
    const { year } = req.query;
    const [rows, calendar] = await Promise.all([calendarRowsOf(db, year), workCalendar(db)]);
    const result: CalendarYear = {
      year,
      days: rows.map((r) => ({ date: r.day, kind: r.kind as CalendarYear['days'][number]['kind'], name: r.name, source: r.source, updatedAt: r.updatedAt.toISOString() })),
      workdays: calendar.workdaysBetween(dayFromIso(`${year - 1}-12-31`), dayFromIso(`${year}-12-31`)),
    };
    return ok(req, result);
  });

  app.post('/sys_calendar/save', { config: { permission: 'config.edit', audit: { event: 'configChange', action: 'save', target: () => 'calendar', detail: (r: { body: unknown }) => filtersOf(r.body, 'day') } }, schema: { body: calendarDaySaveSchema, response: answers(nullAnswerSchema) } }, async (req) => {
    const who = caller(req);
    const { date, kind, name } = req.body;
    const values = { kind, name, source: who.realName || who.username, updatedBy: who.userId, updatedAt: new Date() };
    await db
      .insert(calendarDays)
      .values({ day: date, ...values })
      .onConflictDoUpdate({ target: calendarDays.day, set: values });
    forgetCalendar(db);
    return ok(req, null);
  });

  app.post('/sys_calendar/delete', { config: { permission: 'config.edit', audit: { event: 'configChange', action: 'delete', target: () => 'calendar', detail: (r: { body: unknown }) => filtersOf(r.body, 'day') } }, schema: { body: calendarDayDeleteSchema, response: answers(nullAnswerSchema) } }, async (req) => {
    caller(req);
    const gone = await db.delete(calendarDays).where(eq(calendarDays.day, req.body.date)).returning({ day: calendarDays.day });
    if (gone.length === 0) throw invalidField('date', 'no such day in the calendar');
    forgetCalendar(db);
    return ok(req, null);
  });
};
