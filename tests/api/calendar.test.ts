/**
 * The working-day calendar over real HTTP (issue 15, docs/api/calendar.md): the two questions of the
 * time limits, the administrators' reading and editing of the year's days, refusals (permission, bad
 * input, unknown day) that change nothing, and the limits that count through it: a matter's default
 * deadline and the notices entered at start-up for the years that hold nothing yet.
 */
import { between, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDays, matters, users } from '../../server/db/schema';
import { openMatter } from '../../server/modules/contracts/matter-store';
import { insertNoticeDays } from '../../server/seed/calendar';
import { MATTER_DEADLINE_WORKDAYS } from '../../src/domain/matter';
import { type CalendarYear, calendarYearSchema } from '../../src/domain/work-calendar';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'clerk', 'bureau', 'company']) tokens[u] = await s.login(u);
});
afterAll(async () => {
  await s?.close();
});

const addWorkdays = (query: Record<string, string | number>, token = tokens.clerk) =>
  s.call<string>('GET', 'sys_calendar/addWorkdays', { token, query });
const workdaysBetween = (query: Record<string, string | number>, token = tokens.clerk) =>
  s.call<number>('GET', 'sys_calendar/workdaysBetween', { token, query });
const year = async (y: number, token = tokens.admin) => {
  const r = await s.call<CalendarYear>('GET', 'sys_calendar/list', { token, query: { year: y } });
  expect(r.body.code, r.body.message).toBe(200);
  return calendarYearSchema.parse(r.body.result);
};
const rowCount = async () => (await s.db.select({ n: sql<number>`count(*)::int` }).from(calendarDays))[0]!.n;

describe('the questions of the time limits (any signed-in staff member)', () => {
  it('GET sys_calendar/addWorkdays skips the 国庆 holidays and counts the adjusted working Saturday', async () => {
    expect((await addWorkdays({ from: '2026-09-30', days: 1 })).body).toMatchObject({ code: 200, result: '2026-10-08' });
    expect((await addWorkdays({ from: '2026-09-30', days: 3 })).body.result).toBe('2026-10-10');
    expect((await addWorkdays({ from: '2026-09-30', days: 0 })).body.result).toBe('2026-09-30');
    // The filing review's 15 working days from the Friday before 春节 2026.
    expect((await addWorkdays({ from: '2026-02-13', days: 15 }, tokens.bureau)).body.result).toBe('2026-03-12');
  });

  it('GET sys_calendar/workdaysBetween counts the working days after `from` up to `to`', async () => {
    expect((await workdaysBetween({ from: '2026-09-19', to: '2026-10-12' })).body).toMatchObject({ code: 200, result: 12 });
    expect((await workdaysBetween({ from: '2026-10-12', to: '2026-09-19' })).body.result).toBe(-12);
    expect((await workdaysBetween({ from: '2026-10-01', to: '2026-10-07' })).body.result).toBe(0);
  });

  it('refuses bad input with 501 naming the field, and callers without a staff session', async () => {
    for (const [query, field] of [
      [{ from: '2026-02-30', days: 1 }, 'from'],
      [{ from: '2026-10-01', days: -1 }, 'days'],
      [{ from: '2026-10-01', days: 'x' }, 'days'],
      [{ from: '2026-10-01', days: 99999 }, 'days'],
      [{ days: 3 }, 'from'],
      [{ from: '1899-01-01', days: 3 }, 'from'],
    ] as const) {
      const r = await addWorkdays(query);
      expect(r.body.code, JSON.stringify(query)).toBe(501);
      expect(JSON.stringify(r.body.result), JSON.stringify(query)).toContain(field);
    }
    expect((await workdaysBetween({ from: '2026-10-01' })).body.code).toBe(501);
    expect((await s.call('GET', '/api/admin/sys_calendar/addWorkdays', { query: { from: '2026-10-01', days: 1 } })).status).toBe(401);
    expect((await s.call('GET', '/api/company/sys_calendar/addWorkdays', { token: tokens.company, query: { from: '2026-10-01', days: 1 } })).status).toBe(404);
  });
});

describe('the administrators\' calendar', () => {
  it('lists the year\'s notice days, and the year\'s working days', async () => {
    const y2026 = await year(2026);
    const oct = y2026.days.filter((d) => d.date.startsWith('2026-10'));
    expect(oct.filter((d) => d.kind === 'holiday').map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    expect(oct.find((d) => d.kind === 'workday')).toMatchObject({ date: '2026-10-10', name: '国庆节' });
    expect(y2026.days[0]!.source).toContain('2026年部分节假日安排');
    expect(y2026.workdays).toBe(248);
    expect((await year(2025)).workdays).toBe(248);
    // A year with no notice entered counts weekends only.
    expect(await year(2027)).toMatchObject({ days: [], workdays: 261 });
  });

  it('saves and deletes a day; the limits count with it at once, and a new matter\'s deadline too', async () => {
    const before = await rowCount();
    // 2026-12-29 (Tue) made a holiday: one working day after 12-28 is 12-30.
    expect((await addWorkdays({ from: '2026-12-28', days: 1 })).body.result).toBe('2026-12-29');
    const saved = await s.call('POST', 'sys_calendar/save', { token: tokens.admin, body: { date: '2026-12-29', kind: 'holiday', name: '测试假日' } });
    expect(saved.body.code, saved.body.message).toBe(200);
    expect((await addWorkdays({ from: '2026-12-28', days: 1 })).body.result).toBe('2026-12-30');
    const listed = (await year(2026)).days.find((d) => d.date === '2026-12-29');
    expect(listed).toMatchObject({ kind: 'holiday', name: '测试假日' });
    expect(listed!.source).not.toBe('');

    // A matter opened that Monday is due MATTER_DEADLINE_WORKDAYS working days on, 12-29 skipped.
    const [admin] = await s.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const m = await openMatter(s.db, {
      kind: 'survey',
      title: 'calendar test',
      contractId: null,
      submitterId: admin!.id,
      submitUnitId: null,
      handlerUserId: admin!.id,
      handlerUnitId: null,
      at: new Date('2026-12-28T10:00:00+08:00'),
      recipients: [],
    });
    const expected = (await addWorkdays({ from: '2026-12-28', days: MATTER_DEADLINE_WORKDAYS.survey })).body.result;
    const [row] = await s.db.select({ deadline: matters.deadline }).from(matters).where(eq(matters.id, m.id));
    expect(row!.deadline).toBe(expected);
    expect(expected).toBe('2027-01-05');
    await s.db.delete(matters).where(eq(matters.id, m.id));

    // Saved again: the kind and name change, still one row.
    await s.call('POST', 'sys_calendar/save', { token: tokens.admin, body: { date: '2026-12-29', kind: 'workday', name: '改名' } });
    expect(await rowCount()).toBe(before + 1);
    const del = await s.call('POST', 'sys_calendar/delete', { token: tokens.admin, body: { date: '2026-12-29' } });
    expect(del.body.code).toBe(200);
    expect(await rowCount()).toBe(before);
    expect((await addWorkdays({ from: '2026-12-28', days: 1 })).body.result).toBe('2026-12-29');
  });

  it('refuses the clerk (403), bad input and unknown days (501), changing nothing', async () => {
    const before = await rowCount();
    expect((await s.call('POST', 'sys_calendar/save', { token: tokens.clerk, body: { date: '2026-12-29', kind: 'holiday', name: 'x' } })).status).toBe(403);
    expect((await s.call('POST', 'sys_calendar/delete', { token: tokens.clerk, body: { date: '2026-10-01' } })).status).toBe(403);
    for (const body of [
      { date: '2026-13-01', kind: 'holiday', name: 'x' },
      { date: '2026-12-29', kind: 'rest', name: 'x' },
      { date: '2026-12-29', kind: 'holiday', name: '' },
      { date: '2026-12-29', kind: 'holiday', name: '长'.repeat(21) },
      { date: '2026-12-29', kind: 'holiday', name: 'x', extra: true },
      { date: 20261229, kind: 'holiday', name: 'x' },
    ]) {
      expect((await s.call('POST', 'sys_calendar/save', { token: tokens.admin, body })).body.code, JSON.stringify(body)).toBe(501);
    }
    expect((await s.call('POST', 'sys_calendar/delete', { token: tokens.admin, body: { date: '2026-12-29' } })).body.code).toBe(501);
    expect((await s.call('GET', 'sys_calendar/list', { token: tokens.admin, query: { year: 1800 } })).body.code).toBe(501);
    expect(await rowCount()).toBe(before);
  });
});

describe('the notices at start-up', () => {
  it('enters a notice only for a year that holds nothing, so an administrator\'s change stays', async () => {
    expect(await insertNoticeDays(s.db)).toEqual([]);
    await s.db.delete(calendarDays).where(between(calendarDays.day, '2025-01-01', '2025-12-31'));
    // An administrator's day of 2026 removed: the year still holds others, so it is not entered again.
    await s.db.delete(calendarDays).where(eq(calendarDays.day, '2026-10-10'));
    expect(await insertNoticeDays(s.db)).toEqual([2025]);
    expect((await year(2025)).workdays).toBe(248);
    expect((await year(2026)).days.some((d) => d.date === '2026-10-10')).toBe(false);
  });
});
