/**
 * Time limits as rules over real HTTP (issue 15, docs/api/time-rules.md): an area's rules inherited
 * from its parent unless it sets its own, every change recorded (who, when, old → new), refusals
 * (permission, an area outside the caller's scope, bad input) that change nothing, and what the rules
 * set: the filing review's deadline, the filing due date at signing and the late-filing mark, the
 * conditional filing's defect deadlines (default and maximum, 501 beyond it) with the unit's
 * rectification to-do, and the major-contract threshold.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, filingConditions, filings, matters, rolePermissions, roles, timeRuleChanges, timeRules, units, userRoles, users } from '../../server/db/schema';
import { dayOf, isoDate } from '../../src/domain/calendar';
import type { ContractDetail } from '../../src/domain/contract-api';
import type { ContractFormOptions } from '../../src/domain/contract-options';
import type { RectifyBounds, WriteResult } from '../../src/domain/contract-write';
import { TIME_RULE_DEFAULTS, type TimeRuleList, timeRuleListSchema } from '../../src/domain/time-rules';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const area = async (name: string) => (await s.db.select({ id: units.id }).from(units).where(and(eq(units.unitName, name), eq(units.type, 'A'))))[0]!.id;
const post = <T>(user: string, path: string, body: unknown) => s.call<T>('POST', path, { token: tokens[user], body });
const list = async (user: string, areaId?: number) => {
  const r = await s.call<TimeRuleList>('GET', 'sys_time_rule/list', { token: tokens[user], query: areaId === undefined ? {} : { areaId } });
  expect(r.body.code, r.body.message).toBe(200);
  return timeRuleListSchema.parse(r.body.result);
};
const rule = (l: TimeRuleList, key: string) => l.rules.find((r) => r.key === key)!;
const save = (user: string, body: object) => post<null>(user, 'sys_time_rule/save', body);
const addWorkdays = async (from: string, days: number) =>
  (await s.call<string>('GET', 'sys_calendar/addWorkdays', { token: tokens.clerk, query: { from, days } })).body.result;
const today = () => isoDate(dayOf(Date.now()));
const ruleRows = async () => (await s.db.select({ n: sql<number>`count(*)::int` }).from(timeRules))[0]!.n;
const changeRows = async () => (await s.db.select({ n: sql<number>`count(*)::int` }).from(timeRuleChanges))[0]!.n;

let zj: number;
let hz: number;
let xh: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company']) tokens[u] = await s.login(u);
  [zj, hz, xh] = [await area('浙江省'), await area('杭州市'), await area('西湖区')];
});
afterAll(async () => {
  await s?.close();
});

describe('reading and setting the rules', () => {
  it('answers the defaults at the top area for the administrator, with nothing set', async () => {
    const l = await list('admin');
    expect(l.area).toEqual({ id: zj, name: '浙江省' });
    expect(l.editable).toBe(true);
    for (const r of l.rules) {
      expect({ key: r.key, value: r.value, own: r.own, from: r.inheritedFrom }).toEqual({ key: r.key, value: TIME_RULE_DEFAULTS[r.key], own: false, from: null });
    }
    expect(rule(l, 'filingReviewDays').value).toBe(15);
    expect(l.changes).toEqual([]);
  });

  it('a child inherits its parent\'s value until it sets its own; each change is recorded', async () => {
    expect((await save('admin', { areaId: hz, key: 'filingReviewDays', value: 12 })).body.code).toBe(200);
    const city = await list('admin', hz);
    expect(rule(city, 'filingReviewDays')).toMatchObject({ value: 12, own: true, inheritedFrom: null, parentValue: 15 });
    const district = await list('admin', xh);
    expect(rule(district, 'filingReviewDays')).toMatchObject({ value: 12, own: false, inheritedFrom: { id: hz, name: '杭州市' }, parentValue: 12 });

    expect((await save('admin', { areaId: xh, key: 'filingReviewDays', value: 8 })).body.code).toBe(200);
    expect(rule(await list('admin', xh), 'filingReviewDays')).toMatchObject({ value: 8, own: true });
    // Saving the same value again records nothing.
    const before = await changeRows();
    expect((await save('admin', { areaId: xh, key: 'filingReviewDays', value: 8 })).body.code).toBe(200);
    expect(await changeRows()).toBe(before);
    // Removing it: the district inherits again.
    expect((await save('admin', { areaId: xh, key: 'filingReviewDays', value: null })).body.code).toBe(200);
    const again = await list('admin', xh);
    expect(rule(again, 'filingReviewDays')).toMatchObject({ value: 12, own: false, inheritedFrom: { id: hz } });
    expect(again.changes.map((c) => [c.key, c.oldValue, c.newValue])).toEqual([
      ['filingReviewDays', 8, null],
      ['filingReviewDays', null, 8],
    ]);
    const [admin] = await s.db.select().from(users).where(eq(users.username, 'admin'));
    expect(again.changes[0]!.changedBy).toBe(admin!.realName || 'admin');
    expect(Date.now() - Date.parse(again.changes[0]!.changedAt)).toBeLessThan(60_000);
    expect((await save('admin', { areaId: hz, key: 'filingReviewDays', value: null })).body.code).toBe(200);
  });

  it('refuses bad input with 501 and changes nothing', async () => {
    const [rulesBefore, changesBefore] = [await ruleRows(), await changeRows()];
    const unitId = (await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id;
    for (const body of [
      { areaId: hz, key: 'filingReviewDays', value: 0 },
      { areaId: hz, key: 'filingReviewDays', value: 61 },
      { areaId: hz, key: 'filingReviewDays', value: 2.5 },
      { areaId: hz, key: 'filingReviewDays', value: '10' },
      { areaId: hz, key: 'noSuchRule', value: 10 },
      { areaId: hz, key: 'majorThresholdFen', value: 1e15 },
      { areaId: unitId, key: 'filingReviewDays', value: 10 },
      { areaId: 'x', key: 'filingReviewDays', value: 10 },
      { areaId: hz, key: 'filingReviewDays', value: 10, extra: '<script>' },
    ]) {
      const r = await save('admin', body);
      expect(r.body.code, JSON.stringify(body)).toBe(501);
    }
    expect((await s.call('GET', 'sys_time_rule/list', { token: tokens.admin, query: { areaId: 'abc' } })).body.code).toBe(501);
    expect([await ruleRows(), await changeRows()]).toEqual([rulesBefore, changesBefore]);
  });

  it('refuses staff without the config permission, and counterpart users', async () => {
    for (const user of ['clerk', 'reviewer', 'leader', 'bureau', 'county']) {
      expect((await s.call('GET', 'sys_time_rule/list', { token: tokens[user] })).status, user).toBe(403);
      expect((await save(user, { areaId: hz, key: 'filingReviewDays', value: 10 })).status, user).toBe(403);
    }
    expect((await s.call('GET', '/api/company/sys_time_rule/list', { token: tokens.company })).status).toBe(404);
    expect(await ruleRows()).toBe(0);
  });

  it('an administrator of a city sets the city and its districts, and only reads nothing above', async () => {
    // The city bureau's user is given a role with the config permission over its area.
    const [role] = await s.db.insert(roles).values({ code: 'cityConfig', name: '市级系统配置员', dataScope: 'area' }).returning();
    await s.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: 'config', actionList: ['query', 'edit'] });
    const [bureau] = await s.db.select().from(users).where(eq(users.username, 'bureau'));
    await s.db.insert(userRoles).values({ userId: bureau!.id, roleId: role!.id });
    const token = await s.login('bureau');
    const own = await s.call<TimeRuleList>('GET', 'sys_time_rule/list', { token });
    expect(own.body.result.area.name).toBe('杭州市');
    expect(own.body.result.editable).toBe(true);
    expect((await s.call('POST', 'sys_time_rule/save', { token, body: { areaId: xh, key: 'unitReviewDays', value: 7 } })).body.code).toBe(200);
    const province = await s.call('POST', 'sys_time_rule/save', { token, body: { areaId: zj, key: 'unitReviewDays', value: 7 } });
    expect(province.body.code).toBe(500);
    expect((await s.call('GET', 'sys_time_rule/list', { token, query: { areaId: zj } })).body.code).toBe(500);
    expect(rule(await list('admin', zj), 'unitReviewDays').own).toBe(false);
    await s.db.delete(userRoles).where(eq(userRoles.roleId, role!.id));
    expect((await save('admin', { areaId: xh, key: 'unitReviewDays', value: null })).body.code).toBe(200);
  });
});

describe('what the rules set', () => {
  /** A contract of the clerk's unit waiting to be filed (the demo data has several). */
  async function toFile(): Promise<typeof contracts.$inferSelect> {
    const [c] = await s.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.status, 'filingPending'), eq(contracts.unitId, (await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id)))
      .orderBy(contracts.id)
      .limit(1);
    expect(c, 'a filingPending contract of 杭州市财政局').toBeTruthy();
    return c!;
  }

  it('the filing review is due in the area\'s working days; a filing after its due date keeps the days late', async () => {
    expect((await save('admin', { areaId: hz, key: 'filingReviewDays', value: 3 })).body.code).toBe(200);
    const c = await toFile();
    // Signed long ago: due 40 days before today.
    const due = isoDate(dayOf(Date.now()) - 40);
    await s.db.update(contracts).set({ filingDue: due }).where(eq(contracts.id, c.id));
    const r = await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitFiling' });
    expect(r.body.code, r.body.message).toBe(200);
    const [m] = await s.db.select().from(matters).where(and(eq(matters.contractId, c.id), eq(matters.kind, 'filing'), eq(matters.status, 'pending')));
    expect(m!.deadline).toBe(await addWorkdays(today(), 3));
    const [f] = await s.db.select().from(filings).where(eq(filings.contractId, c.id));
    expect({ due: f!.dueDate, late: f!.lateDays }).toEqual({ due, late: 40 });
    const d = (await s.call<ContractDetail>('GET', 'contract/detail', { token: tokens.clerk, query: { id: c.id } })).body.result;
    expect(d.filings.at(-1)!.lateDays).toBe(40);
    expect((await save('admin', { areaId: hz, key: 'filingReviewDays', value: null })).body.code).toBe(200);
  });

  it('a conditional filing: deadlines by default and at most as the rules say, and a rectification to-do for the unit', async () => {
    expect((await save('admin', { areaId: zj, key: 'rectifyMaxDays', value: 30 })).body.code).toBe(200);
    // A filing under review at the demo bureau's (杭州市司法局) desk.
    const [bureauUnit] = await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市司法局'));
    const [reviewing] = await s.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.status, 'filingReview'), eq(contracts.bureauUnitId, bureauUnit!.id)))
      .orderBy(contracts.id)
      .limit(1);
    expect(reviewing, 'a filingReview contract of 杭州市司法局').toBeTruthy();
    const target = reviewing!;
    const bounds = await s.call<RectifyBounds>('GET', 'filing/rectifyBounds', { token: tokens.bureau, query: { id: target.id } });
    expect(bounds.body.result).toEqual({ defaultDeadline: await addWorkdays(today(), 20), maxDeadline: await addWorkdays(today(), 30) });
    expect((await s.call('GET', 'filing/rectifyBounds', { token: tokens.clerk, query: { id: target.id } })).status).toBe(403);
    // Another area's bureau (西湖区) is refused; an unknown contract, a bad id and no id are envelope errors.
    const bounds403 = await s.call('GET', 'filing/rectifyBounds', { token: tokens.county, query: { id: target.id } });
    expect([bounds403.status, bounds403.body.code]).toEqual([403, 403]);
    const unknown = await s.call('GET', 'filing/rectifyBounds', { token: tokens.bureau, query: { id: 2_000_000_000 } });
    expect(unknown.body.code).toBe(500);
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const bad = await s.call('GET', 'filing/rectifyBounds', { token: tokens.bureau, query: { id } });
      expect(bad.body.code, `id ${id}`).toBe(501);
    }
    expect((await s.call('GET', 'filing/rectifyBounds', { token: tokens.bureau })).body.code).toBe(501);

    // Beyond the maximum: 501 on the deadline, nothing changes.
    const tooFar = await post('bureau', 'filing/review', {
      id: target.id,
      version: target.version,
      result: 'conditional',
      conditions: [{ description: '补充履约担保条款', deadline: isoDate(dayOf(Date.now()) + 200) }],
    });
    expect(tooFar.body.code).toBe(501);
    expect(JSON.stringify(tooFar.body.result)).toContain('conditions.0.deadline');
    expect((await s.db.select().from(contracts).where(eq(contracts.id, target.id)))[0]!.status).toBe('filingReview');

    const r = await post<WriteResult>('bureau', 'filing/review', {
      id: target.id,
      version: target.version,
      result: 'conditional',
      opinion: '附条件备案',
      conditions: [{ description: '补充履约担保条款' }, { description: '明确违约责任计算方式', deadline: await addWorkdays(today(), 5) }],
    });
    expect(r.body.code, r.body.message).toBe(200);
    const conds = await s.db.select().from(filingConditions).where(eq(filingConditions.contractId, target.id));
    expect(conds.map((k) => k.deadline)).toEqual([await addWorkdays(today(), 20), await addWorkdays(today(), 5)]);
    const todo = await s.db.select().from(matters).where(and(eq(matters.contractId, target.id), eq(matters.kind, 'rectify')));
    expect(todo.map((m) => [m.status, m.handlerUnitId, m.deadline])).toEqual([['pending', target.unitId, await addWorkdays(today(), 5)]]);

    // The unit rectifies: the to-do is done; the bureau sends it back: a new one; then confirms.
    const owner = target.unitId === (await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id ? 'clerk' : 'admin';
    let v = r.body.result;
    const items = conds.map((k) => ({ conditionId: k.id, rectification: '已补充' }));
    v = (await post<WriteResult>(owner, 'filing/rectify', { id: target.id, version: v.version, items })).body.result;
    expect(v.status).toBe('rectified');
    v = (await post<WriteResult>('bureau', 'filing/reviewRectification', { id: target.id, version: v.version, result: 'reject', opinion: '担保条款仍不完整' })).body.result;
    expect(v.status).toBe('conditionallyFiled');
    const again = await s.db.select().from(matters).where(and(eq(matters.contractId, target.id), eq(matters.kind, 'rectify')));
    expect(again.map((m) => m.status).sort()).toEqual(['passed', 'pending']);
    v = (await post<WriteResult>(owner, 'filing/rectify', { id: target.id, version: v.version, items })).body.result;
    v = (await post<WriteResult>('bureau', 'filing/reviewRectification', { id: target.id, version: v.version, result: 'confirm' })).body.result;
    expect(v.status).toBe('filed');
    const done = await s.db.select().from(matters).where(and(eq(matters.contractId, target.id), inArray(matters.kind, ['rectify']), eq(matters.status, 'pending')));
    expect(done).toEqual([]);
    expect((await save('admin', { areaId: zj, key: 'rectifyMaxDays', value: null })).body.code).toBe(200);
  });

  it('the filing due date is set at signing by the area\'s rule', async () => {
    expect((await save('admin', { areaId: hz, key: 'filingDueDays', value: 10 })).body.code).toBe(200);
    const [c] = await s.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.status, 'toSign'), eq(contracts.unitId, (await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id)))
      .orderBy(contracts.id)
      .limit(1);
    expect(c, 'a toSign contract of 杭州市财政局').toBeTruthy();
    const [file] = await s.db.execute<{ id: number }>(sql`select id from files order by id limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const signDate = isoDate(dayOf(Date.now()) - 2);
    const r = await post<WriteResult>('clerk', 'contract/uploadSignedScan', { id: c!.id, version: c!.version, fileIds: [file!.id], signDate });
    expect(r.body.code, r.body.message).toBe(200);
    expect((await s.db.select().from(contracts).where(eq(contracts.id, c!.id)))[0]!.filingDue).toBe(await addWorkdays(signDate, 10));
    expect((await save('admin', { areaId: hz, key: 'filingDueDays', value: null })).body.code).toBe(200);
  });

  it('the major-contract threshold of the unit\'s area decides what is major', async () => {
    expect((await save('admin', { areaId: hz, key: 'majorThresholdFen', value: 100_000_00 })).body.code).toBe(200);
    const o = await s.call<ContractFormOptions>('GET', 'contract/formOptions', { token: tokens.clerk });
    expect(o.body.result.majorThresholdFen).toBe(100_000_00);
    const county = await s.call<ContractFormOptions>('GET', 'contract/formOptions', { token: tokens.admin });
    expect(county.body.result.majorThresholdFen).toBe(TIME_RULE_DEFAULTS.majorThresholdFen);
    expect((await save('admin', { areaId: hz, key: 'majorThresholdFen', value: null })).body.code).toBe(200);
  });
});
