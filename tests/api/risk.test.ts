/**
 * Risk codes on the server (server/modules/contracts/risk.ts, server/jobs): refreshContractRisk and
 * the daily sweep turn a missed filing red with its flag, one warnTips matter and messages; fixing
 * the cause clears the flag; a near deadline is yellow; a dishonest counterpart red; the sweep runs
 * once per day (also when two start at once), needs config.edit, and the run list shows it. The
 * claim of a period and the scheduler are checked directly too.
 *
 * Fixture contracts (codes TSTR-...) belong to 杭州市财政局 (handler: clerk), filed with 杭州市司法局.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromIso, isoDate, todayDay } from '../../src/domain/calendar';
import type { JobRun, JobRunAnswer } from '../../src/domain/jobs';
import type { ContractStatus } from '../../src/domain/lifecycle';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import {
  contractParties,
  contracts,
  counterparts,
  filings,
  jobRuns,
  matters,
  messages,
  performanceRecords,
  riskFlags,
  statusHistory,
  units,
  users,
} from '../../server/db/schema';
import { claimRun, finishRun, runOnce } from '../../server/jobs/claim';
import { startJobs } from '../../server/jobs/runner';
import { unitUsersWith } from '../../server/modules/contracts/matter-store';
import { refreshContractRisk } from '../../server/modules/contracts/risk';
import { riskCandidates } from '../../server/modules/contracts/risk-batch';
import { workCalendar } from '../../server/modules/calendar/store';
import { TIME_RULE_DEFAULTS } from '../../src/domain/time-rules';
import { nearUntil } from '../../src/domain/risk';
import { startTestServer, type TestServer } from './harness';

const SWEEP = 'risk/sweep';
const RUNS = 'risk/jobRuns';
const TODAY = todayDay();
const PERIOD = isoDate(TODAY);

let server: TestServer;
let db: Db;
const tokens: Record<string, string> = {};
const ids = { unit: 0, area: 0, bureau: 0, clerk: 0, honest: 0, dishonest: 0 };
let seq = 0;

async function idByName(table: typeof units, name: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.unitName, name));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
}

interface MakeOptions {
  status: ContractStatus;
  signDate?: string | null;
  /** Default: signing + 30 days, as the migration sets it for contracts signed before the rules. */
  filingDue?: string | null;
  counterpart?: 'honest' | 'dishonest';
  performEnd?: string | null;
}

/** A contract of 杭州市财政局 that passed its unit legality review (so only the rule under test can fire). */
async function makeContract(o: MakeOptions): Promise<number> {
  seq++;
  const [row] = await db
    .insert(contracts)
    .values({
      code: `TSTR-${String(seq).padStart(3, '0')}`,
      name: `风险夹具合同${seq}`,
      category: 'procurementServices',
      status: o.status,
      amountFen: 1_000_000,
      signDate: o.signDate ?? null,
      // Due 30 days after signing, as the migration sets it for contracts signed before the rules.
      filingDue: o.filingDue !== undefined ? o.filingDue : o.signDate ? isoDate(dayFromIso(o.signDate) + 30) : null,
      areaId: ids.area,
      performEnd: o.performEnd ?? null,
      unitId: ids.unit,
      bureauUnitId: ids.bureau,
      handlerId: ids.clerk,
      updatedAt: new Date('2025-01-01T00:00:00Z'),
    })
    .returning({ id: contracts.id });
  const id = row!.id;
  const cp = o.counterpart ?? 'honest';
  await db.insert(contractParties).values([
    { contractId: id, role: 'A', kind: 'unit', unitId: ids.unit, name: '杭州市财政局' },
    { contractId: id, role: 'B', kind: 'counterpart', counterpartId: ids[cp], name: cp },
  ]);
  await db.insert(statusHistory).values({ contractId: id, action: 'pass', fromStatus: 'unitReview', toStatus: 'finalDraft', userId: ids.clerk });
  return id;
}

const contractRow = async (id: number) => (await db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
const openFlags = (id: number) =>
  db.select().from(riskFlags).where(and(eq(riskFlags.contractId, id), isNull(riskFlags.clearedAt))).orderBy(riskFlags.id);
const allFlags = (id: number) => db.select().from(riskFlags).where(eq(riskFlags.contractId, id)).orderBy(riskFlags.id);
const warnMatters = (id: number) => db.select().from(matters).where(and(eq(matters.contractId, id), eq(matters.kind, 'warnTips')));
const refresh = (id: number) => db.transaction((tx) => refreshContractRisk(tx as unknown as Db, id));
const count = async (table: typeof messages | typeof riskFlags | typeof matters | typeof jobRuns) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  for (const u of ['admin', 'clerk', 'bureau']) tokens[u] = await server.login(u);
  ids.unit = await idByName(units, '杭州市财政局');
  ids.bureau = await idByName(units, '杭州市司法局');
  ids.area = (await db.select({ id: units.id }).from(units).where(and(eq(units.unitName, '杭州市'), eq(units.type, 'A'))))[0]!.id;
  ids.clerk = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'clerk')))[0]!.id;
  const [honest, dishonest] = await db
    .insert(counterparts)
    .values([
      { name: '守信测试有限公司', creditCode: 'TSTR00000000000001', seriousDishonest: false },
      { name: '失信测试有限公司', creditCode: 'TSTR00000000000002', seriousDishonest: true },
    ])
    .returning({ id: counterparts.id });
  ids.honest = honest!.id;
  ids.dishonest = dishonest!.id;
});

afterAll(async () => {
  await server?.close();
});

describe('refreshContractRisk', () => {
  let overdue: number;

  it('a contract past its filing due date without a filing turns red, with one warnTips matter and messages', async () => {
    overdue = await makeContract({ status: 'filingPending', signDate: isoDate(TODAY - 40) });
    const before = await contractRow(overdue);
    const messagesBefore = await count(messages);

    const r = await refresh(overdue);
    expect(r).toMatchObject({ contractId: overdue, previous: 'green', code: 'red', raised: ['filingOverdue'], cleared: [] });
    expect(r!.warnMatterId).toEqual(expect.any(Number));

    const after = await contractRow(overdue);
    expect(after.riskCode).toBe('red');
    // Risk is not an edit of the record: version and updatedAt stay.
    expect(after.version).toBe(before.version);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());

    const flags = await openFlags(overdue);
    expect(flags.map((f) => [f.rule, f.level])).toEqual([['filingOverdue', 'red']]);
    expect(flags[0]!.detail).toContain(isoDate(TODAY - 10));

    const warn = await warnMatters(overdue);
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatchObject({ status: 'pending', handlerUnitId: ids.unit, handlerUserId: ids.clerk, submitUnitId: ids.bureau });
    expect(warn[0]!.content).toMatchObject({ rules: ['filingOverdue'] });

    // The unit's to-do handlers and the contract handler get the to-do; the bureau's supervisors a warning.
    const unitHandlers = await unitUsersWith(db, ids.unit, 'backlog', 'edit');
    const bureauUsers = await unitUsersWith(db, ids.bureau, 'supervise', 'query');
    expect(unitHandlers).toContain(ids.clerk);
    expect(bureauUsers.length).toBeGreaterThan(0);
    const sent = await db.select().from(messages).where(sql`${messages.id} > 0`).orderBy(messages.id);
    const fresh = sent.slice(messagesBefore);
    const todo = fresh.filter((m) => m.link === `/matter/WarnTips?matterId=${warn[0]!.id}`);
    expect(todo.map((m) => m.userId).sort()).toEqual([...new Set([ids.clerk, ...unitHandlers])].sort());
    expect(todo[0]!.title).toContain('红码预警');
    const warned = fresh.filter((m) => m.link === `/contract/detail?id=${overdue}`);
    expect(warned.map((m) => m.userId).sort()).toEqual([...bureauUsers].sort());
    expect(fresh).toHaveLength(todo.length + warned.length);
  });

  it('refreshing again changes nothing (no second matter, flag or message)', async () => {
    const counts = [await count(riskFlags), await count(matters), await count(messages)];
    const r = await refresh(overdue);
    expect(r).toMatchObject({ previous: 'red', code: 'red', raised: [], cleared: [], warnMatterId: null });
    expect([await count(riskFlags), await count(matters), await count(messages)]).toEqual(counts);
  });

  it('fixing the cause (the filing submitted and filed) clears the flag and sets green; the warnTips matter stays pending', async () => {
    await db.insert(filings).values({ contractId: overdue, bureauUnitId: ids.bureau, status: 'filed', submittedBy: ids.clerk, dueDate: isoDate(TODAY - 10) });
    const r = await refresh(overdue);
    expect(r).toMatchObject({ previous: 'red', code: 'green', raised: [], cleared: ['filingOverdue'] });
    expect((await contractRow(overdue)).riskCode).toBe('green');
    expect(await openFlags(overdue)).toEqual([]);
    const [flag] = await allFlags(overdue);
    expect(flag!.clearedAt).toBeInstanceOf(Date);
    expect((await warnMatters(overdue)).map((m) => m.status)).toEqual(['pending']);
  });

  it('red again with a matter still pending: no second matter', async () => {
    await db.update(contracts).set({ status: 'disputed' }).where(eq(contracts.id, overdue));
    const r = await refresh(overdue);
    expect(r).toMatchObject({ code: 'red', raised: ['dispute'], warnMatterId: null });
    expect(await warnMatters(overdue)).toHaveLength(1);
  });

  it("a deadline within the area's warning (working days) is yellow, without a matter; beyond it green", async () => {
    const calendar = await workCalendar(db);
    const last = isoDate(calendar.addWorkdays(TODAY, TIME_RULE_DEFAULTS.warningDays));
    const beyond = isoDate(calendar.addWorkdays(TODAY, TIME_RULE_DEFAULTS.warningDays + 1));
    const near = await makeContract({ status: 'filingPending', signDate: isoDate(TODAY - 20), filingDue: last });
    const far = await makeContract({ status: 'filingPending', signDate: isoDate(TODAY - 20), filingDue: beyond });
    expect(await refresh(near)).toMatchObject({ code: 'yellow', raised: ['deadlineNear'] });
    expect((await openFlags(near))[0]).toMatchObject({ rule: 'deadlineNear', level: 'yellow', detail: `合同备案期限将于${last}到期。` });
    expect(await warnMatters(near)).toEqual([]);
    expect(await refresh(far)).toMatchObject({ code: 'green', raised: [] });
    // With 10 warning days given the far one is near too.
    expect(await db.transaction((tx) => refreshContractRisk(tx as unknown as Db, far, new Date(), 10))).toMatchObject({ code: 'yellow' });
    expect(await refresh(far)).toMatchObject({ code: 'green' });
    // And when its area warns a day earlier (杭州市's rule, docs/api/time-rules.md).
    const set = await server.call('POST', 'sys_time_rule/save', { token: tokens.admin, body: { areaId: ids.area, key: 'warningDays', value: TIME_RULE_DEFAULTS.warningDays + 1 } });
    expect(set.body.code).toBe(200);
    expect(await refresh(far)).toMatchObject({ code: 'yellow', raised: ['deadlineNear'] });
    await server.call('POST', 'sys_time_rule/save', { token: tokens.admin, body: { areaId: ids.area, key: 'warningDays', value: null } });
    expect(await refresh(far)).toMatchObject({ code: 'green' });
  });

  it('a counterpart on the serious-dishonesty list makes a contract red, even before signing', async () => {
    const id = await makeContract({ status: 'registered', counterpart: 'dishonest' });
    expect(await refresh(id)).toMatchObject({ code: 'red', raised: ['dishonestCounterpart'] });
    expect((await openFlags(id))[0]!.detail).toBe('相对方失信测试有限公司被列入严重失信主体名单。');
    expect(await warnMatters(id)).toHaveLength(1);
    // Taken off the list: the flag clears.
    await db.update(counterparts).set({ seriousDishonest: false }).where(eq(counterparts.id, ids.dishonest));
    expect(await refresh(id)).toMatchObject({ code: 'green', cleared: ['dishonestCounterpart'] });
    await db.update(counterparts).set({ seriousDishonest: true }).where(eq(counterparts.id, ids.dishonest));
  });

  it('finished contracts carry no flags', async () => {
    const id = await makeContract({ status: 'performing', signDate: isoDate(TODAY - 100), counterpart: 'dishonest' });
    await db.insert(filings).values({ contractId: id, bureauUnitId: ids.bureau, status: 'filed', submittedBy: ids.clerk });
    expect(await refresh(id)).toMatchObject({ code: 'red' });
    await db.update(contracts).set({ status: 'terminated' }).where(eq(contracts.id, id));
    expect(await refresh(id)).toMatchObject({ code: 'green', cleared: ['dishonestCounterpart'] });
  });

  it('an unknown contract answers null', async () => {
    expect(await refresh(999_999)).toBeNull();
  });
});

describe('the sweep: POST risk/sweep and GET risk/jobRuns', () => {
  let lateFiling: number;
  let latePayment: number;
  let dishonest: number;

  beforeAll(async () => {
    lateFiling = await makeContract({ status: 'filingReturned', signDate: isoDate(TODAY - 45) });
    await db.insert(filings).values({ contractId: lateFiling, bureauUnitId: ids.bureau, status: 'returned', submittedBy: ids.clerk, dueDate: isoDate(TODAY - 15) });
    latePayment = await makeContract({ status: 'performing', signDate: isoDate(TODAY - 200), performEnd: isoDate(TODAY + 200) });
    await db.insert(filings).values({ contractId: latePayment, bureauUnitId: ids.bureau, status: 'filed', submittedBy: ids.clerk });
    await db.insert(performanceRecords).values({ contractId: latePayment, kind: 'payment', title: '首期款', dueDate: isoDate(TODAY - 1) });
    // No deadline: the sweep does not pick it up (a write would refresh it).
    dishonest = await makeContract({ status: 'registered', counterpart: 'dishonest' });
  });

  it('needs config.edit / config.query: a clerk and a bureau user get 403; validation answers 501', async () => {
    for (const who of ['clerk', 'bureau']) {
      const r = await server.call('POST', SWEEP, { token: tokens[who], body: {} });
      expect(r.status, who).toBe(403);
      expect(r.body.code).toBe(403);
      expect((await server.call('GET', RUNS, { token: tokens[who] })).status).toBe(403);
    }
    expect((await server.call('POST', SWEEP, { body: {} })).status).toBe(401);
    const bad = await server.call<{ fields: { path: string }[] }>('POST', SWEEP, { token: tokens.admin, body: { force: 'yes', extra: 1 } });
    expect(bad.body.code).toBe(501);
    expect(bad.body.result.fields.map((f) => f.path)).toContain('body.force');
    expect(await count(jobRuns)).toBe(0);
    expect((await contractRow(lateFiling)).riskCode).toBe('green');
  });

  it('the candidates are the contracts with a deadline passed or near, or flagged', async () => {
    // Due on the last near day (a weekend day right after the window's working days is near too), and the day after.
    const warning = { days: TIME_RULE_DEFAULTS.warningDays, calendar: await workCalendar(db) };
    const edge = await makeContract({ status: 'filingPending', signDate: isoDate(TODAY - 20), filingDue: isoDate(nearUntil(TODAY, warning)) });
    const after = await makeContract({ status: 'filingPending', signDate: isoDate(TODAY - 20), filingDue: isoDate(nearUntil(TODAY, warning) + 1) });
    const candidates = await riskCandidates(db, TODAY, TIME_RULE_DEFAULTS.warningDays);
    expect(candidates).toContain(lateFiling);
    expect(candidates).toContain(latePayment);
    expect(candidates).toContain(edge);
    expect(candidates).not.toContain(after);
    expect(candidates).not.toContain(dishonest);
  });

  it('two sweeps started at once: exactly one claims the day and runs it', async () => {
    const [a, b] = await Promise.all([
      server.call<JobRunAnswer>('POST', SWEEP, { token: tokens.admin }),
      server.call<JobRunAnswer>('POST', SWEEP, { token: tokens.admin, body: {} }),
    ]);
    const ran = [a, b].filter((r) => r.body.code === 200 && r.body.result.ran);
    expect(ran).toHaveLength(1);
    const other = ran[0] === a ? b : a;
    // The loser sees the run in progress (500) or, if it came late, already finished.
    if (other.body.code === 200) expect(other.body.result).toMatchObject({ ran: false, reason: 'alreadyRan' });
    else expect(other.body.code).toBe(500);
    const runs = await db.select().from(jobRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ job: 'risk-sweep', period: PERIOD });
    expect(runs[0]!.finishedAt).toBeInstanceOf(Date);
    const outcome = ran[0]!.body.result.run.outcome;
    expect(outcome).toMatchObject({ today: PERIOD, warningDays: TIME_RULE_DEFAULTS.warningDays, failedChunks: 0, stopped: false });
    expect(outcome.changed).toMatchObject({ red: 2 });
    expect(outcome.warnMatters).toBe(2);
  });

  it('the sweep turned the late filing and the late payment red, each with one pending warnTips matter', async () => {
    expect((await contractRow(lateFiling)).riskCode).toBe('red');
    expect((await openFlags(lateFiling)).map((f) => f.rule)).toEqual(['filingOverdue']);
    expect((await openFlags(latePayment)).map((f) => f.rule)).toEqual(['performanceOverdue']);
    for (const id of [lateFiling, latePayment]) {
      const warn = await warnMatters(id);
      expect(warn.map((m) => [m.status, m.handlerUnitId])).toEqual([['pending', ids.unit]]);
    }
    const told = await db
      .select({ userId: messages.userId })
      .from(messages)
      .where(inArray(messages.link, (await warnMatters(lateFiling)).map((m) => `/matter/WarnTips?matterId=${m.id}`)));
    expect(told.map((m) => m.userId)).toContain(ids.clerk);
    expect((await contractRow(dishonest)).riskCode).toBe('green');
  });

  it('a second sweep the same day answers "already ran" and changes nothing', async () => {
    const counts = [await count(riskFlags), await count(matters), await count(messages), await count(jobRuns)];
    const [run] = await db.select().from(jobRuns);
    const r = await server.call<JobRunAnswer>('POST', SWEEP, { token: tokens.admin, body: {} });
    expect(r.body.code).toBe(200);
    expect(r.body.result).toMatchObject({ ran: false, reason: 'alreadyRan', run: { id: run!.id, period: PERIOD } });
    expect([await count(riskFlags), await count(matters), await count(messages), await count(jobRuns)]).toEqual(counts);
    expect((await db.select().from(jobRuns))[0]!.finishedAt!.getTime()).toBe(run!.finishedAt!.getTime());
  });

  it('force runs the day again; nothing new holds, so nothing changes but the run', async () => {
    const counts = [await count(riskFlags), await count(matters), await count(messages)];
    const r = await server.call<JobRunAnswer>('POST', SWEEP, { token: tokens.admin, body: { force: true } });
    expect(r.body.result).toMatchObject({ ran: true, reason: 'ran' });
    expect(r.body.result.run.outcome).toMatchObject({ raised: 0, cleared: 0, warnMatters: 0, changed: { red: 0, yellow: 0, green: 0 } });
    expect([await count(riskFlags), await count(matters), await count(messages)]).toEqual(counts);
    expect(await count(jobRuns)).toBe(1);
  });

  it('a full sweep also reaches contracts without deadlines', async () => {
    const r = await server.call<JobRunAnswer>('POST', SWEEP, { token: tokens.admin, body: { force: true, full: true } });
    // This one, and the earlier test's contract whose counterpart went back on the list without a refresh.
    expect(r.body.result.run.outcome).toMatchObject({ full: true, changed: { red: 2, yellow: 0, green: 0 } });
    expect((await contractRow(dishonest)).riskCode).toBe('red');
  });

  it('GET risk/jobRuns lists the runs, newest first', async () => {
    await db.insert(jobRuns).values({ job: 'risk-sweep', period: '2020-01-01', startedAt: new Date('2020-01-01T00:00:00Z'), finishedAt: new Date('2020-01-01T00:01:00Z'), outcome: { refreshed: 1 } });
    const r = await server.call<JobRun[]>('GET', RUNS, { token: tokens.admin });
    expect(r.body.code).toBe(200);
    expect(r.body.result.map((x) => x.period)).toEqual([PERIOD, '2020-01-01']);
    expect(r.body.result[1]).toEqual({
      id: expect.any(Number),
      job: 'risk-sweep',
      period: '2020-01-01',
      startedAt: '2020-01-01T00:00:00.000Z',
      finishedAt: '2020-01-01T00:01:00.000Z',
      outcome: { refreshed: 1 },
    });
  });

  it('a run in progress refuses the call with 500', async () => {
    await db.update(jobRuns).set({ finishedAt: null, startedAt: new Date() }).where(eq(jobRuns.period, PERIOD));
    const r = await server.call('POST', SWEEP, { token: tokens.admin, body: { force: true } });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toBe('风险巡检正在进行中，请稍后再试');
    await db.update(jobRuns).set({ finishedAt: new Date() }).where(eq(jobRuns.period, PERIOD));
  });
});

describe('claiming a period (job_runs)', () => {
  it('of two claims at once exactly one wins', async () => {
    const results = await Promise.all([claimRun(db, 'test-job', 'p1'), claimRun(db, 'test-job', 'p1'), claimRun(db, 'test-job', 'p1')]);
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(results.filter((r) => !r.claimed).map((r) => !r.claimed && r.reason)).toEqual(['running', 'running']);
    const winner = results.find((r) => r.claimed)!;
    expect(await finishRun(db, winner.row, { ok: true })).not.toBeNull();
    expect(await claimRun(db, 'test-job', 'p1')).toMatchObject({ claimed: false, reason: 'alreadyRan' });
  });

  it('a crashed run (unfinished for over an hour) is claimed again, once; a fresh one is not', async () => {
    const now = new Date();
    await db.insert(jobRuns).values([
      { job: 'test-job', period: 'crashed', startedAt: new Date(now.getTime() - 2 * 3_600_000) },
      { job: 'test-job', period: 'busy', startedAt: new Date(now.getTime() - 10 * 60_000) },
    ]);
    const again = await Promise.all([claimRun(db, 'test-job', 'crashed'), claimRun(db, 'test-job', 'crashed')]);
    expect(again.filter((r) => r.claimed)).toHaveLength(1);
    expect(await claimRun(db, 'test-job', 'busy')).toMatchObject({ claimed: false, reason: 'running' });
  });

  it('the crashed claimer cannot finish over the new run', async () => {
    const old = await claimRun(db, 'test-job', 'zombie', { now: new Date(Date.now() - 2 * 3_600_000) });
    expect(old.claimed).toBe(true);
    const fresh = await claimRun(db, 'test-job', 'zombie');
    expect(fresh.claimed).toBe(true);
    expect(await finishRun(db, old.row, { from: 'zombie' })).toBeNull();
    expect(await finishRun(db, fresh.row, { from: 'fresh' })).toMatchObject({ outcome: { from: 'fresh' } });
  });

  it('work that throws is recorded as the error; work that stops gives the period back', async () => {
    const failed = await runOnce(db, 'test-job', 'fails', async () => {
      throw new Error('boom');
    });
    expect(failed).toMatchObject({ ran: true, row: { outcome: { error: 'boom' } } });
    const stopped = await runOnce(db, 'test-job', 'stops', async () => ({ stopped: true }));
    expect(stopped).toMatchObject({ ran: false, reason: 'released' });
    expect(await db.select().from(jobRuns).where(eq(jobRuns.period, 'stops'))).toEqual([]);
  });
});

describe('the scheduler', () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: 'memory://', ...env });

  it('runs a missing day once at start, whatever the hour, and not again that day', async () => {
    let calls = 0;
    const at = new Date('2026-05-01T16:05:00Z'); // 00:05 CST on 2026-05-02, before the 01:30 run time
    const jobs = startJobs({
      db,
      config: config(),
      now: () => at,
      tickMs: 3_600_000,
      jobs: [
        {
          name: 'test-sched',
          atMinute: 90,
          run: (period) => {
            calls++;
            return runOnce(db, 'test-sched', period, async () => ({ n: calls }));
          },
        },
      ],
    });
    await jobs.tick();
    await jobs.tick();
    await jobs.stop();
    expect(calls).toBe(1);
    const [row] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'test-sched'));
    expect(row).toMatchObject({ period: '2026-05-02', outcome: { n: 1 } });
  });

  it('the next day waits for 01:30 China Standard Time', async () => {
    let now = new Date('2026-05-02T16:00:00Z'); // 00:00 CST on 2026-05-03
    const periods: string[] = [];
    const jobs = startJobs({
      db,
      config: config(),
      now: () => now,
      tickMs: 3_600_000,
      jobs: [
        {
          name: 'test-sched',
          atMinute: 90,
          run: (period) => {
            periods.push(period);
            return runOnce(db, 'test-sched', period, async () => ({}));
          },
        },
      ],
    });
    await jobs.tick(); // start-up: 2026-05-03 is missing, so it runs
    now = new Date('2026-05-03T17:29:00Z'); // 01:29 CST on 2026-05-04
    await jobs.tick();
    now = new Date('2026-05-03T17:30:00Z'); // 01:30 CST
    await jobs.tick();
    await jobs.stop();
    expect(periods).toEqual(['2026-05-03', '2026-05-04']);
  });

  it('JOBS=0 starts nothing', async () => {
    let calls = 0;
    const jobs = startJobs({
      db,
      config: config({ JOBS: '0' }),
      jobs: [
        {
          name: 'x',
          atMinute: 0,
          run: async () => {
            calls++;
            return { ran: false, reason: 'alreadyRan', row: null };
          },
        },
      ],
    });
    await jobs.tick();
    await jobs.stop();
    expect(calls).toBe(0);
    expect(config({ JOBS: '0' })).toMatchObject({ jobs: false });
    expect(config()).toMatchObject({ jobs: true });
  });

  it("the default jobs are the risk sweep, the planner's statistics and the audit log's archiving, each once a day: with today's sweep already run, only the other two run", async () => {
    const before = await db.select().from(jobRuns).where(eq(jobRuns.period, PERIOD));
    expect(before.map((r) => r.job)).not.toContain('db-analyze');
    const jobs = startJobs({ db, config: config() });
    await jobs.tick();
    await jobs.tick();
    await jobs.stop();
    const after = await db.select().from(jobRuns).where(eq(jobRuns.period, PERIOD)).orderBy(jobRuns.id);
    expect(after.filter((r) => r.job === 'risk-sweep')).toEqual(before.filter((r) => r.job === 'risk-sweep'));
    const analyzed = after.filter((r) => r.job === 'db-analyze');
    expect(analyzed).toHaveLength(1);
    expect(analyzed[0]).toMatchObject({ finishedAt: expect.any(Date), outcome: { ms: expect.any(Number) } });
    // Nothing in a fresh database is older than the retention period.
    const archived = after.filter((r) => r.job === 'audit-archive');
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatchObject({ finishedAt: expect.any(Date), outcome: { archived: 0, file: null } });
  });
});
