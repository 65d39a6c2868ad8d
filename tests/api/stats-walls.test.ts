/**
 * One definition per figure (issue 13, part 6): the figures a wall shows side by side agree. For
 * each route's stored default screen, its widgets' queries with the drill context applied as the
 * engine applies it (screens/engine/queries.ts planQueries: the screen's own periods, a period picked
 * on the wall, a region opened) go through POST stats/batch as the administrator, the city bureau
 * (杭州市司法局) and the county bureau (西湖区司法局), and:
 * - every widget that follows the wall's period (not `lockPeriod`) answers over one period;
 * - the contract-count KPI equals the sum of every complete grouping of contracts shown (area with
 *   the area's own level, category, phase, status, major, month, day; the unit ranking asked
 *   unlimited), and so does the amount KPI for amounts (area, category);
 * - groupings that cover only some contracts by design (filing status, signing method, review level,
 *   fund source) say so in their titles and stay within the KPI;
 * - rates lie in [0, 1] and their numerators and denominators are the populations the counts show
 *   (signed contracts, filed or conditional ones, within the contracts that passed the legality review).
 * Every problem of a wall is collected and shown at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema';
import { type AreaCrumb, type DrillPeriod, initialDrill } from '../../screens/engine/drill';
import { planQueries } from '../../screens/engine/queries';
import { type Screen, SCREEN_ROUTES, type ScreenRoute, type Widget } from '../../src/domain/screen';
import type { StatsBatchResult, StatsDimension, StatsQueryInput, StatsResult } from '../../src/domain/stats';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const bodies = new Map<ScreenRoute, Screen['body']>();
let hangzhou: AreaCrumb;

const USERS = ['admin', 'bureau', 'county'] as const;
type User = (typeof USERS)[number];

/** Groupings in which every contract of the selection falls in exactly one row. */
const COMPLETE: readonly StatsDimension[] = ['area', 'category', 'phase', 'status', 'major', 'riskCode', 'month', 'day', 'unit'];
/** Groupings that cover only some contracts, and the words their titles must carry to say which. */
const PARTIAL: Partial<Record<StatsDimension, string>> = {
  filingStatus: '已签订',
  signingMethod: '已签订',
  reviewLevel: '已通过合法性审查',
  fundSource: '有资金来源',
};
/** The largest page of a grouping (src/domain/stats.ts limit). */
const MAX_LIMIT = 50;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of USERS) tokens[u] = await s.login(u);
  for (const route of SCREEN_ROUTES) {
    const r = await s.call<Screen>('GET', 'screen/byRoute', { token: tokens.admin, query: { route } });
    expect(r.body.code, r.body.message).toBe(200);
    bodies.set(route, r.body.result.body);
  }
  const [hz] = await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市'));
  hangzhou = { id: hz!.id, name: '杭州市', adcode: '330100' };
});

afterAll(async () => {
  await s?.close();
});

async function batch(user: User, queries: StatsQueryInput[]): Promise<StatsResult[]> {
  const r = await s.call<StatsBatchResult>('POST', 'stats/batch', { token: tokens[user], body: { queries } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result.results;
}

const rowSum = (r: StatsResult): number => r.rows.reduce((a, row) => a + (row.value ?? 0), 0);
const rowValue = (r: StatsResult, key: string): number => r.rows.find((row) => row.key === key)?.value ?? 0;
/** Amounts are integer fen; their sums over rows are added as floats. */
const same = (a: number, b: number) => Math.abs(a - b) < 1;

interface Shown {
  w: Widget;
  q: StatsQueryInput;
  r: StatsResult;
}

/** The problems of one wall in one context (empty: its figures agree). */
async function wallProblems(user: User, route: ScreenRoute, period: DrillPeriod | null, area: AreaCrumb | null): Promise<string[]> {
  const body = bodies.get(route)!;
  const plan = planQueries(body.widgets, initialDrill(area, period));
  const results = await batch(user, plan.queries);
  const shown: Shown[] = plan.widgetKeys.map((key, n) => ({ w: body.widgets.find((w) => w.i === key)!, q: plan.queries[n]!, r: results[n]! }));
  const problems: string[] = [];
  const say = (w: Widget, text: string) => problems.push(`${w.i} 「${w.title}」: ${text}`);

  // The widgets that follow the wall: one period for all of them.
  const followers = shown.filter((x) => !x.w.options.lockPeriod);
  const periods = [...new Set(followers.map((x) => x.q.filters?.period ?? 'all'))];
  if (periods.length > 1) problems.push(`the widgets that follow the wall ask ${periods.length} periods: ${followers.map((x) => `${x.w.i}=${x.q.filters?.period ?? 'all'}`).join(', ')}`);

  const plainKpis = (metric: string) => followers.filter((x) => x.w.type === 'kpi' && x.q.metric === metric && !x.q.groupBy);
  const countKpis = plainKpis('contractCount');
  const amountKpis = plainKpis('contractAmount');
  // The reference: the count KPI, else the first complete grouping of contracts (a wall without a count KPI).
  const countRef = countKpis[0] ?? followers.find((x) => x.q.metric === 'contractCount' && x.q.groupBy && COMPLETE.includes(x.q.groupBy) && x.q.groupBy !== 'unit');
  if (!countRef) return problems;
  const count = countKpis[0] ? countRef.r.total! : rowSum(countRef.r);
  for (const k of countKpis) if (k.r.total !== count) say(k.w, `${k.r.total} contracts, the other count KPI ${count}`);
  const amountRef = amountKpis[0];
  for (const k of amountKpis) if (k.r.total !== amountRef!.r.total) say(k.w, `amount ${k.r.total}, the other amount KPI ${amountRef!.r.total}`);

  // Groupings of contracts and amounts.
  for (const x of followers) {
    const dim = x.q.groupBy;
    if (!dim || (x.q.metric !== 'contractCount' && x.q.metric !== 'contractAmount')) continue;
    const whole = x.q.metric === 'contractCount' ? count : amountRef?.r.total;
    if (whole === undefined || whole === null) continue;
    let sum = rowSum(x.r);
    let complete = true;
    if (dim === 'unit' && x.r.rows.length === (x.q.limit ?? 10)) {
      // A ranking shows the first rows: ask it unlimited (at most 50 rows: beyond that only a bound is known).
      const [all] = await batch(user, [{ ...x.q, limit: MAX_LIMIT }]);
      sum = rowSum(all!);
      complete = all!.rows.length < MAX_LIMIT;
    }
    if (COMPLETE.includes(dim)) {
      if (complete ? !same(sum, whole) : sum > whole) say(x.w, `rows add up to ${sum}, the wall's ${x.q.metric === 'contractCount' ? 'contract count' : 'amount'} is ${whole}`);
    } else {
      const words = PARTIAL[dim];
      if (words && !x.w.title.includes(words)) say(x.w, `counts only some contracts (${dim}) but its title does not say so ("${words}")`);
      if (sum > whole) say(x.w, `rows add up to ${sum}, more than the wall's ${whole}`);
    }
  }

  // Rates against the populations the counts show, over the reference's filters.
  const ref = countRef.q.filters ?? {};
  const [bySigning, byFiling, byLevel] = await batch(user, [
    { metric: 'contractCount', groupBy: 'signingMethod', filters: ref },
    { metric: 'contractCount', groupBy: 'filingStatus', filters: ref },
    { metric: 'contractCount', groupBy: 'reviewLevel', filters: ref },
  ]);
  const signed = rowSum(bySigning!);
  const filedOrConditional = rowValue(byFiling!, 'filed') + rowValue(byFiling!, 'conditional');
  const passed = rowSum(byLevel!);
  if (signed > count) problems.push(`${signed} signed contracts but the wall counts ${count}`);
  for (const x of followers) {
    if (x.r.kind !== 'rate' || x.q.groupBy) continue;
    const v = x.r.total;
    if (v !== null && (v < 0 || v > 1)) say(x.w, `rate ${v} outside [0, 1]`);
    // Its numerator and denominator: the rate grouped by a dimension every contract has.
    const [split] = await batch(user, [{ ...x.q, groupBy: 'major' }]);
    const part = split!.rows.reduce((a, row) => a + (row.part ?? 0), 0);
    const whole = split!.rows.reduce((a, row) => a + (row.whole ?? 0), 0);
    if (part > whole) say(x.w, `numerator ${part} above denominator ${whole}`);
    const check = (ok: boolean, text: string) => {
      if (!ok) say(x.w, `${text} (numerator ${part}, denominator ${whole})`);
    };
    switch (x.q.metric) {
      case 'onlineSigningRate':
        check(whole === signed, `the signed contracts are ${signed}`);
        check(part === rowValue(bySigning!, 'online'), `the contracts signed online are ${rowValue(bySigning!, 'online')}`);
        break;
      case 'filingRate':
        check(part === filedOrConditional, `the filed or conditionally filed contracts are ${filedOrConditional}`);
        check(whole <= signed, `only ${signed} contracts are signed`);
        break;
      case 'onTimeFilingRate':
        check(whole <= signed, `only ${signed} contracts are signed`);
        break;
      case 'legalityReviewRate':
        // The ring counts every contract that passed; the rate only those that also reached signing.
        check(part <= passed, `only ${passed} contracts passed the legality review`);
        check(whole <= count, `the wall counts ${count} contracts`);
        break;
      case 'fairReviewRate':
        check(whole <= count, `the wall counts ${count} contracts`);
        break;
    }
  }

  // Red-code contracts: the KPI and the ranking of units by them.
  const redKpi = plainKpis('redCount')[0];
  if (redKpi && redKpi.r.total! > count) say(redKpi.w, `${redKpi.r.total} red contracts of ${count}`);
  for (const x of followers.filter((f) => f.q.metric === 'redCount' && f.q.groupBy === 'unit')) {
    const [all] = await batch(user, [{ ...x.q, limit: MAX_LIMIT }]);
    const sum = rowSum(all!);
    if (redKpi && (all!.rows.length < MAX_LIMIT ? sum !== redKpi.r.total : sum > redKpi.r.total!)) say(x.w, `units add up to ${sum} red contracts, the KPI says ${redKpi.r.total}`);
  }
  return problems;
}

const CONTEXTS: { name: string; period: DrillPeriod | null; drill?: boolean }[] = [
  { name: 'as designed', period: null },
  { name: 'this month picked', period: 'thisMonth' },
  { name: 'all picked', period: 'all' },
  { name: 'as designed, 杭州市 opened', period: null, drill: true },
];

describe('the figures of a wall agree', () => {
  for (const user of USERS) {
    for (const ctx of CONTEXTS) {
      // Only the administrator opens 杭州市 from above (it is the bureau's root; the county cannot).
      if (ctx.drill && user !== 'admin') continue;
      it.each(SCREEN_ROUTES)(`${user}, ${ctx.name}: %s`, async (route) => {
        expect(await wallProblems(user, route, ctx.period, ctx.drill ? hangzhou : null)).toEqual([]);
      });
    }
  }
});
