/**
 * The statistics API (server/modules/stats, docs/api/stats.md) over real HTTP on the demo seed:
 * every metric and dimension answers with sane values that agree with contract/queryPage and with
 * direct counts; the data scope of the administrator, the city bureau, the county bureau and a clerk;
 * filters outside the scope answered with the caller's own; 403 for counterpart users and lawyers; 501 with field paths for unknown or
 * nonsensical queries (single and batch); the public mode of runStatsQueries; and the cache, which a
 * contract registered through the API invalidates at once.
 */
import { and, count, eq, isNotNull, lt, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, counterparts, matters, units } from '../../server/db/schema';
import { ApiError } from '../../server/http/errors';
import { runStatsQueries } from '../../server/modules/stats';
import { isoDate, todayDay } from '../../src/domain/calendar';
import type { Page } from '../../src/domain/envelope';
import {
  STATS_DIMENSIONS,
  STATS_METRICS,
  type StatsBatchResult,
  type StatsMetric,
  type StatsQueryInput,
  type StatsResult,
  statsResultSchema,
} from '../../src/domain/stats';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids = { province: 0, hangzhou: 0, xihu: 0, ningbo: 0, finance: 0, ningboUnit: 0, zhijiang: 0 };

type FieldErrors = { fields: { path: string; message: string }[] };
const fieldPaths = (body: unknown) => (body as FieldErrors).fields.map((f) => f.path);

const query = (user: string, body: unknown) => s.call<StatsResult>('POST', 'stats/query', { token: tokens[user], body });
const batch = (user: string, queries: unknown[]) => s.call<StatsBatchResult>('POST', 'stats/batch', { token: tokens[user], body: { queries } });

async function ok(user: string, body: StatsQueryInput): Promise<StatsResult> {
  const r = await query(user, body);
  expect(r.body.code, `${JSON.stringify(body)}: ${r.body.message}`).toBe(200);
  return statsResultSchema.parse(r.body.result);
}

async function listTotal(user: string, body: Record<string, unknown> = {}): Promise<number> {
  const r = await s.call<Page<unknown>>('POST', 'contract/queryPage', { token: tokens[user], body: { size: 1, ...body } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result.total;
}

const rowSum = (r: StatsResult) => r.rows.reduce((a, row) => a + (row.value ?? 0), 0);
const unitId = async (name: string) => (await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, name)))[0]!.id;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'clerk', 'bureau', 'county', 'company', 'lawyer']) tokens[u] = await s.login(u);
  ids.province = await unitId('浙江省');
  ids.hangzhou = await unitId('杭州市');
  ids.xihu = await unitId('西湖区');
  ids.ningbo = await unitId('宁波市');
  ids.finance = await unitId('杭州市财政局');
  ids.ningboUnit = await unitId('宁波市财政局');
  ids.zhijiang = (await s.db.select({ id: counterparts.id }).from(counterparts).where(eq(counterparts.name, '浙江之江建设集团有限公司')))[0]!.id;
});

afterAll(async () => {
  await s?.close();
});

describe('every metric on the demo seed (administrator)', () => {
  it('answers each metric with its kind, and counts that agree with the contract list', async () => {
    for (const metric of Object.keys(STATS_METRICS) as StatsMetric[]) {
      const r = await ok('admin', { metric });
      expect(r.metric).toBe(metric);
      expect(r.kind).toBe(STATS_METRICS[metric]);
      expect(r.groupBy).toBeNull();
      if (r.kind === 'feed') expect(r.total).toBeNull();
      else expect(r.total, metric).not.toBeNull();
      if (r.kind === 'rate') {
        expect(r.total!).toBeGreaterThanOrEqual(0);
        expect(r.total!).toBeLessThanOrEqual(1);
      }
    }
    const total = await listTotal('admin');
    expect(total).toBeGreaterThan(1000);
    expect((await ok('admin', { metric: 'contractCount' })).total).toBe(total);
    expect((await ok('admin', { metric: 'redCount' })).total).toBe(await listTotal('admin', { view: 'redCode' }));
    expect((await ok('admin', { metric: 'contractCount', filters: { major: true } })).total).toBe(await listTotal('admin', { isMajor: true }));
    expect((await ok('admin', { metric: 'contractCount', filters: { status: ['performing', 'archived'] } })).total).toBe(
      await listTotal('admin', { status: ['performing', 'archived'] }),
    );
  });

  it('amounts are integer fen equal to the sum of the contracts', async () => {
    const [row] = await s.db.select({ total: sum(contracts.amountFen) }).from(contracts);
    const r = await ok('admin', { metric: 'contractAmount', groupBy: 'category' });
    expect(Number.isInteger(r.total)).toBe(true);
    expect(r.total).toBe(Number(row!.total));
    expect(rowSum(r)).toBe(r.total);
    for (const x of r.rows) expect(Number.isInteger(x.value)).toBe(true);
  });

  it('groups by every dimension; complete dimensions add up to the total', async () => {
    const total = (await ok('admin', { metric: 'contractCount' })).total!;
    for (const groupBy of STATS_DIMENSIONS) {
      const r = await ok('admin', { metric: 'contractCount', groupBy });
      expect(r.groupBy).toBe(groupBy);
      expect(r.rows.length, groupBy).toBeGreaterThan(0);
      for (const row of r.rows) {
        expect(row.key).not.toBe('');
        expect(row.label).not.toBe('');
      }
      // Contracts fall in exactly one group of these (every contract has an area under the province).
      if (['status', 'phase', 'category', 'major', 'riskCode', 'month', 'day', 'area'].includes(groupBy)) expect(rowSum(r), groupBy).toBe(total);
      else if (groupBy === 'unit' || groupBy === 'counterpart') expect(r.rows.length).toBe(10);
      else expect(rowSum(r), groupBy).toBeLessThanOrEqual(total);
    }
  });

  it('labels and orders rows by their dimension', async () => {
    const status = await ok('admin', { metric: 'contractCount', groupBy: 'status' });
    expect(status.rows[0]).toMatchObject({ key: 'draft', label: '草稿' });
    expect(status.rows.map((r) => r.key)).toContain('filingRefused');
    const major = await ok('admin', { metric: 'contractCount', groupBy: 'major' });
    expect(major.rows.map((r) => r.key)).toEqual(['major', 'ordinary']);
    expect((await ok('admin', { metric: 'contractCount', filters: { major: true } })).total).toBe(major.rows[0]!.value);

    const area = await ok('admin', { metric: 'contractCount', groupBy: 'area' });
    const hz = area.rows.find((r) => r.key === String(ids.hangzhou))!;
    expect(hz).toMatchObject({ label: '杭州市', adcode: '330100' });
    expect(hz.value).toBe(await listTotal('admin', { areaId: ids.hangzhou }));
    // Contracts of the province's own bodies: the province's own level, last, without a region.
    expect(area.rows.at(-1)).toMatchObject({ key: String(ids.province), label: '浙江省本级', adcode: null });

    const units = await ok('admin', { metric: 'contractCount', groupBy: 'unit' });
    const values = units.rows.map((r) => r.value!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(units.rows[0]!.value).toBe(await listTotal('admin', { unitId: Number(units.rows[0]!.key) }));
    const asc = await ok('admin', { metric: 'contractCount', groupBy: 'unit', sort: 'valueAsc', limit: 3 });
    expect(asc.rows).toHaveLength(3);
    expect(asc.rows[0]!.value).toBeLessThanOrEqual(asc.rows[2]!.value!);

    const cps = await ok('admin', { metric: 'contractAmount', groupBy: 'counterpart', limit: 5 });
    expect(cps.rows).toHaveLength(5);
    expect(cps.rows[0]!.label).not.toMatch(/^\d+$/);
    const cp = await ok('admin', { metric: 'contractCount', groupBy: 'counterpart', limit: 50 });
    const zhijiang = cp.rows.find((r) => r.key === String(ids.zhijiang));
    if (zhijiang) expect(zhijiang.value).toBe(await listTotal('admin', { counterpartId: ids.zhijiang }));

    const days = await ok('admin', { metric: 'contractCount', groupBy: 'day' });
    const keys = days.rows.map((r) => r.key);
    expect(keys).toEqual([...keys].sort());
    expect(days.rows.every((r) => r.value! > 0)).toBe(true);
  });

  it('months cover the period, every month listed, on China Standard Time', async () => {
    const r = await ok('admin', { metric: 'contractCount', groupBy: 'month', filters: { period: 'last12m' } });
    expect(r.rows).toHaveLength(12);
    expect(r.to).toBe(isoDate(todayDay()));
    expect(r.from).toBe(`${r.rows[0]!.key}-01`);
    expect(r.rows.at(-1)!.key).toBe(isoDate(todayDay()).slice(0, 7));
    expect(rowSum(r)).toBe(r.total);
    expect(r.rows[0]!.label).toMatch(/^\d{4}年\d{1,2}月$/);
    const custom = await ok('admin', { metric: 'contractCount', groupBy: 'month', filters: { period: 'custom', from: '2025-01-01', to: '2025-03-31' } });
    expect(custom.rows.map((x) => x.key)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(custom).toMatchObject({ from: '2025-01-01', to: '2025-03-31' });
    const signed = await listTotal('admin', { signDateFrom: '2025-01-01', signDateTo: '2025-03-31' });
    // Signed ones by their signing date, plus unsigned ones created then.
    expect(custom.total!).toBeGreaterThanOrEqual(signed);
  });

  it('rates answer part and whole, and their value is part / whole', async () => {
    for (const metric of ['onlineSigningRate', 'legalityReviewRate', 'filingRate', 'onTimeFilingRate', 'performanceRate', 'fairReviewRate', 'reviewOnTimeRate'] as const) {
      const r = await ok('admin', { metric, groupBy: 'area' });
      expect(r.total, metric).not.toBeNull();
      for (const row of r.rows) {
        expect(row.part!, metric).toBeLessThanOrEqual(row.whole!);
        if (row.whole) expect(row.value).toBeCloseTo(row.part! / row.whole, 3);
        else expect(row.value).toBeNull();
      }
    }
    // Online signing: the signed contracts, by signing method.
    const online = await ok('admin', { metric: 'onlineSigningRate', groupBy: 'major' });
    const byMethod = await ok('admin', { metric: 'contractCount', groupBy: 'signingMethod' });
    const signedTotal = online.rows.reduce((a, r) => a + r.whole!, 0);
    expect(rowSum(byMethod)).toBe(signedTotal);
    expect(online.rows.reduce((a, r) => a + r.part!, 0)).toBe(byMethod.rows.find((r) => r.key === 'online')!.value);
    // Filing rate: filed among those due; filed and conditionally filed ones are all "filed".
    const filing = await ok('admin', { metric: 'filingRate', groupBy: 'major' });
    const statuses = await ok('admin', { metric: 'contractCount', groupBy: 'filingStatus' });
    const filed = statuses.rows.filter((r) => r.key === 'filed' || r.key === 'conditional').reduce((a, r) => a + r.value!, 0);
    expect(filing.rows.reduce((a, r) => a + r.part!, 0)).toBe(filed);
    // Review days: an average of working days over finished reviews.
    const days = await ok('admin', { metric: 'reviewDays', groupBy: 'reviewLevel' });
    expect(days.total!).toBeGreaterThan(0);
    expect(days.total!).toBeLessThan(30);
    for (const row of days.rows) if (row.whole) expect(row.value).toBeCloseTo(row.part! / row.whole, 1);
  });

  it('overdue matters count pending contract matters past their deadline', async () => {
    const [row] = await s.db
      .select({ n: count() })
      .from(matters)
      .where(and(eq(matters.status, 'pending'), lt(matters.deadline, isoDate(todayDay())), isNotNull(matters.contractId)));
    const r = await ok('admin', { metric: 'overdueMatters', groupBy: 'unit', limit: 50 });
    expect(r.total).toBe(row!.n);
    expect(r.rows[0]!.value).toBeGreaterThanOrEqual(r.rows[1]!.value!);
  });

  it('feeds list the latest warnings and filing decisions, newest first', async () => {
    const warnings = await ok('admin', { metric: 'warningFeed', limit: 15 });
    expect(warnings.items).toHaveLength(15);
    expect(warnings.rows).toEqual([]);
    const at = warnings.items.map((i) => i.at);
    expect(at).toEqual([...at].sort().reverse());
    for (const i of warnings.items) {
      expect(['red', 'yellow']).toContain(i.level);
      expect(i.title).not.toBe('');
      expect(i.unitName).not.toBeNull();
    }
    const filings = await ok('admin', { metric: 'filingFeed' });
    expect(filings.items).toHaveLength(10);
    for (const i of filings.items) expect(['filed', 'conditional', 'returned', 'refused']).toContain(i.kind);
    const county = await ok('county', { metric: 'filingFeed', limit: 50 });
    for (const i of county.items) expect(i.areaName).toBe('西湖区');
  });
});

describe('data scope', () => {
  it('the county bureau sees 西湖区 only, as in its contract list', async () => {
    const r = await ok('county', { metric: 'contractCount', groupBy: 'area' });
    expect(r.total).toBe(await listTotal('county'));
    expect(r.total).toBeLessThan(await listTotal('admin'));
    // 西湖区 has no child regions: everything is its own level.
    expect(r.rows).toEqual([expect.objectContaining({ key: String(ids.xihu), label: '西湖区本级', value: r.total })]);
    expect((await ok('admin', { metric: 'contractCount', filters: { areaId: ids.xihu } })).total).toBe(r.total);
    const units = await ok('county', { metric: 'contractCount', groupBy: 'unit', limit: 50 });
    expect(rowSum(units)).toBe(r.total);
  });

  it('the city bureau sees 杭州市 by county', async () => {
    const r = await ok('bureau', { metric: 'contractCount', groupBy: 'area' });
    expect(r.total).toBe(await listTotal('bureau'));
    expect(rowSum(r)).toBe(r.total);
    const xihu = r.rows.find((x) => x.key === String(ids.xihu))!;
    expect(xihu).toMatchObject({ label: '西湖区', adcode: '330106' });
    expect(xihu.value).toBe(await listTotal('county'));
    expect(r.rows.at(-1)).toMatchObject({ label: '杭州市本级' });
    // Drilling into a county of its area.
    expect((await ok('bureau', { metric: 'contractCount', filters: { areaId: ids.xihu } })).total).toBe(xihu.value);
  });

  it('a clerk sees his unit', async () => {
    const r = await ok('clerk', { metric: 'contractCount', groupBy: 'unit' });
    expect(r.total).toBe(await listTotal('clerk'));
    expect(r.rows.map((x) => x.key)).toEqual([String(ids.finance)]);
    expect((await ok('clerk', { metric: 'contractAmount', filters: { unitId: ids.finance } })).total).toBe(
      (await ok('clerk', { metric: 'contractAmount' })).total,
    );
  });

  it('areas and units outside the scope are answered with the caller\'s own, never refused', async () => {
    for (const [user, filters, own] of [
      ['county', { areaId: ids.hangzhou }, ids.xihu],
      ['county', { areaId: ids.province }, ids.xihu],
      ['bureau', { areaId: ids.ningbo }, ids.hangzhou],
      ['bureau', { areaId: ids.province }, ids.hangzhou],
      ['clerk', { areaId: ids.ningbo }, ids.hangzhou],
    ] as const) {
      const r = await ok(user, { metric: 'contractCount', groupBy: 'area', filters });
      expect(r.context, `${user} ${JSON.stringify(filters)}`).toEqual({ areaId: own, unitId: null, clamped: true });
      expect(r.total).toBe(await listTotal(user));
      // The same as asking for the caller's own area.
      const mine = await ok(user, { metric: 'contractCount', groupBy: 'area', filters: { areaId: own } });
      expect(mine.context.clamped).toBe(false);
      expect(r.rows).toEqual(mine.rows);
    }
    // A unit outside the scope is dropped: the bureau's own total.
    const other = await ok('bureau', { metric: 'contractCount', filters: { unitId: ids.ningboUnit } });
    expect(other.context).toMatchObject({ unitId: null, clamped: true });
    expect(other.total).toBe(await listTotal('bureau'));
    // The clerk's own area is the clerk's context: answered as asked, counting the clerk's contracts.
    const context = await ok('clerk', { metric: 'contractCount', filters: { areaId: ids.hangzhou } });
    expect(context.context).toEqual({ areaId: ids.hangzhou, unitId: null, clamped: false });
    expect(context.total).toBe(await listTotal('clerk'));
    // A batch mixing both answers every member.
    const b = await batch('county', [{ metric: 'contractCount' }, { metric: 'contractCount', filters: { areaId: ids.ningbo } }]);
    expect(b.body.code).toBe(200);
    expect(b.body.result.results.map((x) => x.total)).toEqual([await listTotal('county'), await listTotal('county')]);
  });

  it('counterpart users and lawyers have no statistics (not served on their bases; 401 on the staff base)', async () => {
    for (const user of ['company', 'lawyer']) {
      const r = await query(user, { metric: 'contractCount' });
      expect(r.status).toBe(404);
      expect((await batch(user, [{ metric: 'contractCount' }])).status).toBe(404);
      expect((await s.call('POST', '/api/admin/stats/query', { token: tokens[user], body: { metric: 'contractCount' } })).status).toBe(401);
    }
    expect((await s.call('POST', 'stats/query', { body: { metric: 'contractCount' } })).status).toBe(401);
  });
});

describe('validation', () => {
  it('unknown metrics, dimensions and fields answer 501 with their path', async () => {
    for (const [body, path] of [
      [{ metric: 'sqlInjection' }, 'body.metric'],
      [{ metric: 'contractCount', groupBy: 'password' }, 'body.groupBy'],
      [{ metric: 'contractCount', sql: 'select 1' }, 'body'],
      [{ metric: 'contractCount', limit: 51 }, 'body.limit'],
      [{ metric: 'contractCount', filters: { period: 'custom', from: '2026-01-01' } }, 'body.filters.from'],
      [{ metric: 'contractCount', filters: { period: 'custom', from: '2026-02-01', to: '2026-01-01' } }, 'body.filters.to'],
    ] as const) {
      const r = await query('admin', body);
      expect(r.body.code, JSON.stringify(body)).toBe(501);
      expect(fieldPaths(r.body.result).some((p) => p.startsWith(path)), `${JSON.stringify(r.body.result)} has ${path}`).toBe(true);
    }
  });

  it('pairs that make no sense answer 501 on groupBy', async () => {
    for (const body of [
      { metric: 'warningFeed', groupBy: 'month' },
      { metric: 'filingFeed', groupBy: 'area' },
      { metric: 'onlineSigningRate', groupBy: 'signingMethod' },
      { metric: 'filingRate', groupBy: 'filingStatus' },
      { metric: 'legalityReviewRate', groupBy: 'reviewLevel' },
      { metric: 'redCount', groupBy: 'riskCode' },
    ]) {
      const r = await query('admin', body);
      expect(r.body.code, JSON.stringify(body)).toBe(501);
      expect(fieldPaths(r.body.result)).toEqual(['body.groupBy']);
    }
  });

  it('areas that are no area, and unknown ones, answer 501 for an administrator', async () => {
    const notArea = await query('admin', { metric: 'contractCount', filters: { areaId: ids.finance } });
    expect(notArea.body.code).toBe(501);
    expect(fieldPaths(notArea.body.result)).toEqual(['body.filters.areaId']);
    const unknown = await query('admin', { metric: 'contractCount', filters: { unitId: 999_999 } });
    expect(unknown.body.code).toBe(501);
    expect(fieldPaths(unknown.body.result)).toEqual(['body.filters.unitId']);
  });
});

describe('batch', () => {
  it('answers in order, with each query its own limit', async () => {
    const queries: StatsQueryInput[] = [
      { metric: 'contractCount' },
      { metric: 'contractAmount', groupBy: 'area' },
      { metric: 'contractCount', groupBy: 'unit', limit: 3 },
      { metric: 'warningFeed', limit: 2 },
      { metric: 'filingRate' },
    ];
    const r = await batch('bureau', queries);
    expect(r.body.code, r.body.message).toBe(200);
    const results = r.body.result.results;
    expect(results.map((x) => x.metric)).toEqual(queries.map((q) => q.metric));
    expect(results[0]!.total).toBe(await listTotal('bureau'));
    expect(results[2]!.rows).toHaveLength(3);
    expect(results[3]!.items).toHaveLength(2);
    expect(results[1]).toEqual({ ...(await ok('bureau', queries[1]!)), computedAt: results[1]!.computedAt });
  });

  it('one invalid query fails the whole batch with its index in the path', async () => {
    const pair = await batch('admin', [{ metric: 'contractCount' }, { metric: 'warningFeed', groupBy: 'month' }, { metric: 'redCount', groupBy: 'riskCode' }]);
    expect(pair.body.code).toBe(501);
    expect(fieldPaths(pair.body.result)).toEqual(['body.queries.1.groupBy', 'body.queries.2.groupBy']);
    const unknown = await batch('admin', [{ metric: 'contractCount' }, { metric: 'contractCount' }, { metric: 'nope' }]);
    expect(unknown.body.code).toBe(501);
    expect(fieldPaths(unknown.body.result).every((p) => p.startsWith('body.queries.2.metric'))).toBe(true);
  });

  it('takes 1 to 40 queries', async () => {
    expect((await batch('admin', [])).body.code).toBe(501);
    const many = await batch('admin', Array.from({ length: 41 }, () => ({ metric: 'contractCount' })));
    expect(many.body.code).toBe(501);
    expect(fieldPaths(many.body.result)).toContain('body.queries');
    expect((await batch('admin', Array.from({ length: 40 }, () => ({ metric: 'contractCount' })))).body.result.results).toHaveLength(40);
  });
});

describe('public mode (screen share)', () => {
  const pub = () => ({ public: true as const, rootAreaId: ids.hangzhou });
  const refusal = async (queries: StatsQueryInput[]) => {
    try {
      await runStatsQueries(s.db, pub(), queries);
    } catch (e) {
      return e as ApiError;
    }
    throw new Error('not refused');
  };

  it('answers aggregates within the root area', async () => {
    const [count, byArea] = await runStatsQueries(s.db, pub(), [{ metric: 'contractCount' }, { metric: 'contractAmount', groupBy: 'area' }]);
    expect(count!.total).toBe(await listTotal('admin', { areaId: ids.hangzhou }));
    expect(byArea!.rows.find((r) => r.key === String(ids.xihu))).toMatchObject({ adcode: '330106' });
    const [xihu] = await runStatsQueries(s.db, pub(), [{ metric: 'contractCount', filters: { areaId: ids.xihu } }]);
    expect(xihu!.total).toBe(await listTotal('county'));
  });

  it('refuses organisation dimensions, feeds and unit filters (501); an area outside the root is answered with the root', async () => {
    for (const [q, path] of [
      [{ metric: 'contractCount', groupBy: 'unit' }, 'queries.0.groupBy'],
      [{ metric: 'contractAmount', groupBy: 'counterpart' }, 'queries.0.groupBy'],
      [{ metric: 'warningFeed' }, 'queries.0.metric'],
      [{ metric: 'filingFeed' }, 'queries.0.metric'],
      [{ metric: 'contractAmount', filters: { unitId: ids.finance } }, 'queries.0.filters.unitId'],
    ] as const) {
      const e = await refusal([q]);
      expect(e).toBeInstanceOf(ApiError);
      expect(e.code).toBe(501);
      expect((e.result as FieldErrors).fields.map((f) => f.path)).toEqual([path]);
    }
    const [outside, root] = await runStatsQueries(s.db, pub(), [
      { metric: 'contractCount', filters: { areaId: ids.ningbo } },
      { metric: 'contractCount', filters: { areaId: ids.hangzhou } },
    ]);
    expect(outside!.context).toEqual({ areaId: ids.hangzhou, unitId: null, clamped: true });
    expect(outside!.total).toBe(root!.total);
    const notArea = await runStatsQueries(s.db, { public: true, rootAreaId: ids.finance }, [{ metric: 'contractCount' }]).catch((e: ApiError) => e);
    expect((notArea as ApiError).httpStatus).toBe(403);
  });
});

describe('cache', () => {
  it('shows a write to every request after it, also to requests arriving while another loads it', async () => {
    for (let round = 0; round < 3; round++) {
      const before = await ok('admin', { metric: 'contractCount' });
      const reg = await s.call<{ id: number }>('POST', 'contract/register', {
        token: tokens.clerk,
        body: { name: `并发统计测试合同${round}`, category: 'procurementServices', amountFen: 100_000, counterparts: [{ counterpartId: ids.zhijiang, role: 'B' }] },
      });
      expect(reg.body.code, reg.body.message).toBe(200);
      // As a wall does on a change: several calls at once (its scope and its batch); each sees the new contract.
      const answers = await Promise.all([
        s.call<{ kind: string }>('GET', 'stats/scope', { token: tokens.admin }),
        ok('admin', { metric: 'contractCount' }),
        ok('admin', { metric: 'contractCount', groupBy: 'status' }),
      ]);
      expect(answers[1].total, `round ${round}`).toBe(before.total! + 1);
      expect(answers[2].total, `round ${round}`).toBe(before.total! + 1);
    }
  });

  it('answers again from the cache, and a registered contract shows at once', async () => {
    const before = await ok('admin', { metric: 'contractCount', filters: { period: 'ytd' } });
    const again = await ok('admin', { metric: 'contractCount', filters: { period: 'ytd' } });
    expect(again.computedAt).toBe(before.computedAt);
    const clerkBefore = await ok('clerk', { metric: 'contractCount', groupBy: 'status' });
    const countyBefore = await ok('county', { metric: 'contractCount' });

    const reg = await s.call<{ id: number }>('POST', 'contract/register', {
      token: tokens.clerk,
      body: {
        name: '统计缓存测试合同',
        category: 'procurementServices',
        amountFen: 1_234_500,
        fundSource: '财政资金',
        counterparts: [{ counterpartId: ids.zhijiang, role: 'B' }],
        submit: true,
      },
    });
    expect(reg.body.code, reg.body.message).toBe(200);

    const after = await ok('admin', { metric: 'contractCount', filters: { period: 'ytd' } });
    expect(after.total).toBe(before.total! + 1);
    expect(after.computedAt).not.toBe(before.computedAt);
    const clerkAfter = await ok('clerk', { metric: 'contractCount', groupBy: 'status' });
    expect(clerkAfter.total).toBe(clerkBefore.total! + 1);
    const registered = (r: StatsResult) => r.rows.find((x) => x.key === 'registered')!.value!;
    expect(registered(clerkAfter)).toBe(registered(clerkBefore) + 1);
    expect((await ok('county', { metric: 'contractCount' })).total).toBe(countyBefore.total);
    const amount = await ok('clerk', { metric: 'contractAmount', groupBy: 'fundSource', filters: { period: 'thisMonth' } });
    expect(amount.rows.find((x) => x.key === '财政资金')!.value).toBeGreaterThanOrEqual(1_234_500);
    const [direct] = await s.db.select({ n: count() }).from(contracts).where(sql`${contracts.name} = '统计缓存测试合同'`);
    expect(direct!.n).toBe(1);
  });
});
