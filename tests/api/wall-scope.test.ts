/**
 * The walls for every viewer (issue 13) over real HTTP on the demo seed: GET stats/scope opens each
 * demo account's walls at its own scope (administrator: the province; city and county bureau: their
 * area; unit staff: their unit, with its area as context) and answers an address's area or unit with
 * the path down to it when it is in scope, the viewer's own otherwise; every stored wall's queries
 * answer for every staff account without a refusal; the signed-in public display
 * (POST screen/public-stats) answers the public screen at the caller's own area, de-identified, on
 * every base: counterpart users and legal advisers get the top area's public display (GET
 * screen/public-view, screen/public-region and screen/public-geometry under /api/company and /api/lawyer).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema';
import { SCREEN_ROUTES, type Screen } from '../../src/domain/screen';
import { type PublicWallView, publicWallViewSchema, type WallScope, wallScopeSchema } from '../../src/domain/screen-api';
import type { RegionChildren } from '../../src/domain/region-geometry';
import { type StatsBatchResult, type StatsResult, statsResultSchema } from '../../src/domain/stats';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const STAFF = ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county'] as const;
const unitId = async (name: string) => (await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, name)))[0]!.id;

async function scopeOf(user: string, query: Record<string, string | number> = {}): Promise<WallScope> {
  const r = await s.call<WallScope>('GET', 'stats/scope', { token: tokens[user], query });
  expect(r.body.code, `${user} ${JSON.stringify(query)}: ${r.body.message}`).toBe(200);
  return wallScopeSchema.parse(r.body.result);
}
const names = (w: WallScope) => w.areas.map((a) => a.name);

beforeAll(async () => {
  s = await startTestServer();
  for (const u of [...STAFF, 'company', 'lawyer']) tokens[u] = await s.login(u);
});
afterAll(async () => {
  await s?.close();
});

describe('GET stats/scope', () => {
  it('opens each viewer at its own scope', async () => {
    const expected: Record<(typeof STAFF)[number], [WallScope['kind'], string, string | null]> = {
      admin: ['all', '浙江省', null],
      bureau: ['area', '杭州市', null],
      county: ['area', '西湖区', null],
      clerk: ['unit', '杭州市', '杭州市财政局'],
      reviewer: ['unit', '杭州市', '杭州市财政局'],
      leader: ['unit', '杭州市', '杭州市财政局'],
    };
    for (const user of STAFF) {
      const w = await scopeOf(user);
      const [kind, root, ownUnit] = expected[user];
      expect({ kind: w.kind, root: w.root?.name, ownUnit: w.ownUnit?.name ?? null }, user).toEqual({ kind, root, ownUnit });
      expect(names(w), user).toEqual([root]);
      expect(w.fallback).toBe(false);
    }
  });

  it("carries the geometry stamp of the area it opens, as region/children reports it", async () => {
    for (const [user, query] of [['admin', {}], ['bureau', {}], ['admin', { area: '330106' }]] as const) {
      const w = await scopeOf(user, query);
      const here = w.areas.at(-1)!;
      const r = await s.call<RegionChildren>('GET', 'region/children', { token: tokens[user], query: { areaId: here.id } });
      expect(w.geometry, `${user} ${here.name}`).toEqual(r.body.result.geometry);
    }
    // Cities hold their counties' geometry; a district is drawn from its parent's.
    expect((await scopeOf('bureau')).geometry?.version).toMatch(/\S/);
    expect((await scopeOf('county')).geometry).toBeNull();
  });

  it('answers an address in scope with the path down to it, and anything else with the viewer\'s own', async () => {
    expect(names(await scopeOf('admin', { area: '330106' }))).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(names(await scopeOf('bureau', { area: '330106' }))).toEqual(['杭州市', '西湖区']);
    expect(names(await scopeOf('clerk', { area: '330106' }))).toEqual(['杭州市', '西湖区']);
    expect(names(await scopeOf('bureau', { area: `u${await unitId('西湖区')}` }))).toEqual(['杭州市', '西湖区']);
    for (const [user, area, own] of [
      ['bureau', '330200', '杭州市'],
      ['bureau', '330000', '杭州市'],
      ['county', '330100', '西湖区'],
      ['county', '330102', '西湖区'],
      ['leader', '330000', '杭州市'],
      ['admin', '999999', '浙江省'],
      ['admin', 'x', '浙江省'],
      ['admin', `u${await unitId('杭州市财政局')}`, '浙江省'],
      ['admin', '<img src=x>', '浙江省'],
    ] as const) {
      const w = await scopeOf(user, { area });
      expect({ areas: names(w), fallback: w.fallback }, `${user} ${area}`).toEqual({ areas: [own], fallback: true });
    }
  });

  it('answers a unit within the scope and the area; others fall back', async () => {
    const finance = await unitId('杭州市财政局');
    const ningbo = await unitId('宁波市财政局');
    expect((await scopeOf('bureau', { unit: finance })).unit).toEqual({ id: finance, name: '杭州市财政局' });
    expect((await scopeOf('admin', { area: '330100', unit: finance })).unit?.name).toBe('杭州市财政局');
    const outside = await scopeOf('bureau', { unit: ningbo });
    expect({ unit: outside.unit, fallback: outside.fallback }).toEqual({ unit: null, fallback: true });
    const wrongArea = await scopeOf('admin', { area: '330200', unit: finance });
    expect({ unit: wrongArea.unit, fallback: wrongArea.fallback }).toEqual({ unit: null, fallback: true });
  });

  it('is not served to counterpart users or lawyers, nor without a session; bad input is 501', async () => {
    for (const user of ['company', 'lawyer']) {
      expect((await s.call('GET', '/api/admin/stats/scope', { token: tokens[user] })).status).toBe(401);
    }
    expect((await s.call('GET', 'stats/scope')).status).toBe(401);
    expect((await s.call('GET', 'stats/scope', { token: tokens.admin, query: { unit: 'abc' } })).body.code).toBe(501);
    expect((await s.call('GET', 'stats/scope', { token: tokens.admin, query: { area: 'x'.repeat(21) } })).body.code).toBe(501);
  });
});

describe('every wall for every staff viewer', () => {
  it('answers every stored wall\'s queries at the viewer\'s scope, with no refusal', async () => {
    for (const route of SCREEN_ROUTES) {
      const screen = (await s.call<Screen>('GET', 'screen/byRoute', { token: tokens.admin, query: { route } })).body.result;
      const queries = screen.body.widgets.flatMap((w) => (w.query ? [w.query] : []));
      for (const user of STAFF) {
        const own = await scopeOf(user);
        // As the wall asks: the widgets' queries with the viewer's area applied, and once with the province (a stale bookmark).
        for (const areaId of [own.root!.id, await unitId('浙江省')]) {
          const r = await s.call<StatsBatchResult>('POST', 'stats/batch', {
            token: tokens[user],
            body: { queries: queries.map((q) => ({ ...q, filters: { ...q.filters, areaId } })) },
          });
          expect(r.body.code, `${route} ${user}: ${r.body.message}`).toBe(200);
          for (const result of r.body.result.results) {
            const parsed: StatsResult = statsResultSchema.parse(result);
            expect(parsed.context.areaId, `${route} ${user}`).toBe(own.root!.id);
          }
        }
      }
    }
  });
});

describe('POST screen/public-stats (the signed-in public display)', () => {
  let widgets: string[];
  beforeAll(async () => {
    const screen = (await s.call<Screen>('GET', 'screen/byRoute', { token: tokens.admin, query: { route: '/public-view-index' } })).body.result;
    widgets = screen.body.widgets.filter((w) => w.query).map((w) => w.i);
  });
  const publicStats = (user: string, body: Record<string, unknown>) => s.call<StatsResult[]>('POST', 'screen/public-stats', { token: tokens[user], body });

  it('answers every widget at the caller\'s own area, for every staff account', async () => {
    const province = await unitId('浙江省');
    const hangzhou = await unitId('杭州市');
    const xihu = await unitId('西湖区');
    const own: Record<(typeof STAFF)[number], number> = { admin: province, bureau: hangzhou, county: xihu, clerk: hangzhou, reviewer: hangzhou, leader: hangzhou };
    const totals = new Map<number, number>();
    for (const user of STAFF) {
      const r = await publicStats(user, { widgets });
      expect(r.body.code, `${user}: ${r.body.message}`).toBe(200);
      expect(r.body.result).toHaveLength(widgets.length);
      for (const result of r.body.result) expect(statsResultSchema.parse(result).context.areaId, user).toBe(own[user]);
      // Public figures are the area's, whoever asks: the clerk sees Hangzhou's public total like the bureau.
      const total = r.body.result[0]!.total!;
      if (totals.has(own[user])) expect(total, user).toBe(totals.get(own[user]));
      totals.set(own[user], total);
      // A drill outside the caller's area is answered at the caller's own.
      const outside = await publicStats(user, { widgets: widgets.slice(0, 1), context: { areaId: await unitId('宁波市') } });
      expect(outside.body.result[0]!.context.areaId, user).toBe(user === 'admin' ? await unitId('宁波市') : own[user]);
    }
  });

  it('refuses unknown widgets and bad input (501), and callers without a session', async () => {
    expect((await publicStats('leader', { widgets: ['nope'] })).body.code).toBe(501);
    expect((await publicStats('leader', { widgets: [] })).body.code).toBe(501);
    expect((await publicStats('leader', { widgets, context: { period: 'custom' } })).body.code).toBe(501);
    expect((await s.call('POST', 'screen/public-stats', { body: { widgets } })).status).toBe(401);
  });
});

describe('the signed-in public display on every base', () => {
  const OWN: Record<string, string> = { admin: '浙江省', bureau: '杭州市', county: '西湖区', leader: '杭州市', clerk: '杭州市', reviewer: '杭州市', company: '浙江省', lawyer: '浙江省' };

  it('GET screen/public-view: the stored public screen, no editor named, at the caller\'s own area (counterparts and advisers: the top area)', async () => {
    for (const [user, area] of Object.entries(OWN)) {
      const r = await s.call<PublicWallView>('GET', 'screen/public-view', { token: tokens[user] });
      expect(r.body.code, `${user}: ${r.body.message}`).toBe(200);
      const view = publicWallViewSchema.parse(r.body.result);
      expect(view.screen.body.route, user).toBe('/public-view-index');
      expect(view.screen.updatedByName, user).toBeNull();
      expect(view.rootArea.name, user).toBe(area);
    }
    expect((await s.call('GET', '/api/company/screen/public-view')).status).toBe(401);
  });

  it('POST screen/public-stats answers a counterpart user and a legal adviser at the top area, de-identified', async () => {
    const screen = (await s.call<PublicWallView>('GET', 'screen/public-view', { token: tokens.company })).body.result.screen;
    const widgets = screen.body.widgets.filter((w) => w.query).map((w) => w.i);
    const province = await unitId('浙江省');
    const admin = await s.call<StatsResult[]>('POST', 'screen/public-stats', { token: tokens.admin, body: { widgets } });
    for (const user of ['company', 'lawyer']) {
      const r = await s.call<StatsResult[]>('POST', 'screen/public-stats', { token: tokens[user], body: { widgets } });
      expect(r.body.code, `${user}: ${r.body.message}`).toBe(200);
      for (const result of r.body.result) expect(statsResultSchema.parse(result).context.areaId, user).toBe(province);
      // The same public figures as anyone's at that area.
      expect(r.body.result.map((x) => x.total), user).toEqual(admin.body.result.map((x) => x.total));
      // A drill to a city is answered there; the wrong period shape is refused.
      const ningbo = await unitId('宁波市');
      const drilled = await s.call<StatsResult[]>('POST', 'screen/public-stats', { token: tokens[user], body: { widgets: widgets.slice(0, 1), context: { areaId: ningbo } } });
      expect(drilled.body.result[0]!.context.areaId, user).toBe(ningbo);
      expect((await s.call('POST', 'screen/public-stats', { token: tokens[user], body: { widgets, context: { period: 'custom' } } })).body.code).toBe(501);
    }
  });

  it('GET screen/public-region and screen/public-geometry: the map within the caller\'s area, the area itself for one outside it', async () => {
    const hangzhou = await unitId('杭州市');
    const ningbo = await unitId('宁波市');
    const company = await s.call<RegionChildren>('GET', 'screen/public-region', { token: tokens.company, query: { areaId: hangzhou } });
    expect(company.body.code).toBe(200);
    expect(company.body.result.area.name).toBe('杭州市');
    expect(company.body.result.children.map((c) => c.name)).toContain('西湖区');
    // The county bureau's public display is 西湖区's: 宁波市 is answered with 西湖区.
    const county = await s.call<RegionChildren>('GET', 'screen/public-region', { token: tokens.county, query: { areaId: ningbo } });
    expect(county.body.result.area.name).toBe('西湖区');
    const geometry = await s.call<{ type: string }>('GET', 'screen/public-geometry', { token: tokens.lawyer, query: { areaId: hangzhou } });
    expect(geometry.status).toBe(200);
    expect((await s.call('GET', 'screen/public-region', { token: tokens.lawyer, query: { areaId: 'x' } })).body.code).toBe(501);
  });
});
