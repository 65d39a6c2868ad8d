/**
 * Region geometry (server/modules/screens/geometry.ts, docs/api/screens.md): the seeded city
 * outlines of 浙江省 and county outlines of each city, keyed by adcode with their approval note, served
 * with long cache headers and an ETag; the child areas; a county's own outline (from its city's
 * geometry) and the units its map ranks; the public forms a share link may use, kept within the
 * link's root area; and an administrator's upload of synthetic GeoJSON (squares with made-up codes on
 * a test area): the happy path and each refusal, which changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionGeometries, units } from '../../server/db/schema';
import { DEMO_APPROVAL_NO } from '../../server/seed/region-geometry';
import type { FieldErrors } from '../../src/domain/envelope';
import type { StatsResult } from '../../src/domain/stats';
import type { RegionChildren, RegionGeometry } from '../../src/domain/region-geometry';
import { regionChildrenSchema } from '../../src/domain/region-geometry';
import type { Screen } from '../../src/domain/screen';
import type { ScreenShareLink } from '../../src/domain/screen-api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
type Who = 'admin' | 'clerk' | 'county' | 'company';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<'province' | 'hangzhou' | 'ningbo' | 'xihu' | 'linping' | 'bureau' | 'test', number>;
/** The made-up codes of the test area's children. */
const TEST_CODES = ['990101', '990102', '990103'];

async function unitId(name: string): Promise<number> {
  const [u] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, name));
  return u!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'clerk', 'county', 'company'] as const) tokens[u] = await server.login(u);
  ids.province = await unitId('浙江省');
  ids.hangzhou = await unitId('杭州市');
  ids.ningbo = await unitId('宁波市');
  ids.xihu = await unitId('西湖区');
  ids.linping = await unitId('临平区');
  ids.bureau = await unitId('杭州市司法局');
  const [test] = await server.db
    .insert(units)
    .values({ pid: null, unitName: '测试地区', type: 'A', areaLevel: 'city', adcode: '990100', sort: 999 })
    .returning({ id: units.id });
  ids.test = test!.id;
  await server.db
    .insert(units)
    .values(TEST_CODES.map((adcode, n) => ({ pid: ids.test, unitName: `测试区${n + 1}`, type: 'A', areaLevel: 'county', adcode, sort: n })));
});

afterAll(async () => {
  await server?.close();
});

const fieldPaths = (r: { body: { result: unknown } }) => (r.body.result as FieldErrors).fields.map((f) => f.path);

const children = (areaId: number, token: string = tokens.clerk) => server.call<RegionChildren>('GET', 'region/children', { token, query: { areaId } });
const geometry = (areaId: number, token: string = tokens.clerk, headers?: Record<string, string>) =>
  server.call<RegionGeometry>('GET', 'region/geometry', { token, query: { areaId }, ...(headers ? { headers } : {}) });

// ---------------------------------------------------------------- the seeded geometry
describe('seeded geometry and child areas', () => {
  it('serves the city outlines of 浙江省 keyed by adcode, with the approval note and long cache headers', async () => {
    const r = await geometry(ids.province);
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, max-age=86400');
    const etag = r.headers.get('etag');
    expect(etag).toMatch(/^"geo-.+"$/);
    const g = r.body.result;
    expect(g).toMatchObject({ areaId: ids.province, adcode: '330000', approvalNo: DEMO_APPROVAL_NO });
    expect(g.geojson.type).toBe('FeatureCollection');
    const kids = (await children(ids.province)).body.result;
    expect(g.geojson.features.map((f) => f.properties.adcode).sort()).toEqual(kids.children.map((c) => c.adcode).sort());
    for (const f of g.geojson.features) {
      expect(Object.keys(f.properties).sort()).toEqual(['adcode', 'name']);
      expect(['Polygon', 'MultiPolygon']).toContain(f.geometry.type);
    }
    expect(g.geojson.features.find((f) => f.properties.adcode === '330100')?.properties.name).toBe('杭州市');

    const again = await geometry(ids.province, tokens.clerk, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('answers an area, whether it holds geometry, and its child areas for the fallback tiles', async () => {
    const province = await children(ids.province);
    expect(province.body.code).toBe(200);
    const p = regionChildrenSchema.parse(province.body.result);
    expect(p.area).toEqual({ id: ids.province, name: '浙江省', adcode: '330000', level: 'province' });
    expect(p.geometry?.approvalNo).toBe(DEMO_APPROVAL_NO);
    expect(p.children.length).toBe(11);
    expect(p.children.every((c) => c.level === 'city' && /^33\d{4}$/.test(c.adcode ?? ''))).toBe(true);
    // An area that holds geometry is drawn from it: no own outline.
    expect(p.outline).toBeNull();

    const hangzhou = regionChildrenSchema.parse((await children(ids.hangzhou)).body.result);
    expect(hangzhou.geometry?.approvalNo).toBe(DEMO_APPROVAL_NO);
    expect(hangzhou.outline).toBeNull();
    expect(hangzhou.children.map((c) => c.name)).toEqual([
      '上城区',
      '拱墅区',
      '西湖区',
      '滨江区',
      '萧山区',
      '余杭区',
      '富阳区',
      '临安区',
      '临平区',
      '钱塘区',
      '桐庐县',
      '淳安县',
      '建德市',
    ]);
    expect(hangzhou.children.every((c) => c.level === 'county')).toBe(true);
  });

  it('serves each city’s county outlines; the counties without one are still its child areas', async () => {
    const province = regionChildrenSchema.parse((await children(ids.province)).body.result);
    for (const city of province.children) {
      const kids = regionChildrenSchema.parse((await children(city.id)).body.result);
      const g = await geometry(city.id);
      expect(g.body.code, city.name).toBe(200);
      expect(g.body.result).toMatchObject({ areaId: city.id, adcode: city.adcode, approvalNo: DEMO_APPROVAL_NO, version: kids.geometry?.version });
      const drawn = g.body.result.geojson.features.map((f) => f.properties);
      const byCode = new Map(kids.children.map((c) => [c.adcode, c.name]));
      for (const f of drawn) expect(byCode.get(f.adcode), `${city.name} ${f.adcode}`).toBe(f.name);
      const missing = kids.children.filter((c) => !drawn.some((f) => f.adcode === c.adcode)).map((c) => c.name);
      expect(missing, city.name).toEqual(city.name === '杭州市' ? ['临平区', '钱塘区'] : city.name === '温州市' ? ['龙港市'] : []);
    }
    const hz = (await geometry(ids.hangzhou)).body.result.geojson.features;
    expect(hz.find((f) => f.properties.adcode === '330105')?.geometry.type).toBe('MultiPolygon');
  });

  it('answers a county its own outline, from its city’s geometry, and the stats its map ranks', async () => {
    const xihu = regionChildrenSchema.parse((await children(ids.xihu, tokens.county)).body.result);
    expect(xihu.area).toEqual({ id: ids.xihu, name: '西湖区', adcode: '330106', level: 'county' });
    expect(xihu.geometry).toBeNull();
    expect(xihu.children).toEqual([]);
    const city = regionChildrenSchema.parse((await children(ids.hangzhou)).body.result);
    expect(xihu.outline?.approvalNo).toBe(DEMO_APPROVAL_NO);
    expect(xihu.outline?.version).toBe(city.geometry?.version);
    expect(xihu.outline?.feature.properties).toEqual({ adcode: '330106', name: '西湖区' });
    const cityFeature = (await geometry(ids.hangzhou)).body.result.geojson.features.find((f) => f.properties.adcode === '330106');
    expect(xihu.outline?.feature).toEqual(cityFeature);
    // A county created after the outlines were drawn has none: the map falls back for it.
    const linping = regionChildrenSchema.parse((await children(ids.linping)).body.result);
    expect(linping.outline).toBeNull();
    expect(linping.geometry).toBeNull();

    // The county's answer by area is its own level only; its units come from the unit dimension.
    const stats = (query: unknown) => server.call<StatsResult>('POST', 'stats/query', { token: tokens.county, body: query });
    const byArea = await stats({ metric: 'contractCount', groupBy: 'area', filters: { areaId: ids.xihu } });
    expect(byArea.body.code, byArea.body.message).toBe(200);
    expect(byArea.body.result.rows.map((r) => [r.key, r.label])).toEqual([[String(ids.xihu), '西湖区本级']]);
    const byUnit = await stats({ metric: 'contractCount', groupBy: 'unit', filters: { areaId: ids.xihu }, limit: 50, sort: 'valueDesc' });
    expect(byUnit.body.code, byUnit.body.message).toBe(200);
    const rows = byUnit.body.result.rows;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.label.startsWith('西湖区'))).toBe(true);
    expect(rows.reduce((n, r) => n + (r.value ?? 0), 0)).toBe(byArea.body.result.total);
    expect(rows.map((r) => r.value)).toEqual([...rows.map((r) => r.value)].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });

  it('answers code 500 where an area has no geometry, and 501 for a unit that is not an area', async () => {
    const none = await geometry(ids.xihu);
    expect(none.body).toMatchObject({ code: 500, message: '该区域尚未配置地图数据', result: null });
    const bureau = await children(ids.bureau);
    expect(bureau.body.code).toBe(501);
    expect(fieldPaths(bureau)).toEqual(['areaId']);
  });

  it('is for staff: a counterpart user’s base does not serve it (404), the staff base refuses the session (401)', async () => {
    expect((await geometry(ids.province, tokens.company)).status).toBe(404);
    expect((await children(ids.province, tokens.company)).status).toBe(404);
    const staffBase = await server.call('GET', '/api/admin/region/children', { token: tokens.company, query: { areaId: ids.province } });
    expect(staffBase.status).toBe(401);
    expect((await children(ids.province, tokens.county)).body.code).toBe(200);
  });
});

// ---------------------------------------------------------------- the public forms
describe('region data through a share link', () => {
  let hangzhouToken: string;
  beforeAll(async () => {
    const s = await server.call<Screen>('GET', 'screen/byRoute', { token: tokens.admin, query: { route: '/public-view-index' } });
    const link = await server.call<ScreenShareLink>('POST', 'screen/share/create', {
      token: tokens.admin,
      body: { id: s.body.result.id, areaId: ids.hangzhou },
    });
    hangzhouToken = link.body.result.token;
  });
  const region = (token: unknown, areaId?: number) =>
    server.call<RegionChildren>('GET', '/api/screen-share/region', { query: { token: token as string, areaId } });
  const shared = (token: unknown, areaId?: number) =>
    server.call<RegionGeometry>('GET', '/api/screen-share/geometry', { query: { token: token as string, areaId } });

  it('answers the root area by default and areas below it, without a session', async () => {
    const root = await region(hangzhouToken);
    expect(root.body.code, root.body.message).toBe(200);
    expect(root.body.result.area.name).toBe('杭州市');
    expect(root.body.result.children.length).toBe(13);
    const below = await region(hangzhouToken, ids.xihu);
    expect(below.body.result.area.name).toBe('西湖区');
    expect(below.body.result.children).toEqual([]);
    // A public display draws a county from its own outline (and its total: it names no unit).
    expect(below.body.result.outline?.feature.properties.adcode).toBe('330106');
  });

  it('answers an area outside the root with the root, and refuses invalid tokens (the one invalid-link answer)', async () => {
    for (const outside of [ids.ningbo, ids.province]) {
      const r = await region(hangzhouToken, outside);
      expect(r.body.code).toBe(200);
      expect(r.body.result.area.name).toBe('杭州市');
    }
    expect((await shared(hangzhouToken, ids.province)).body).toEqual((await shared(hangzhouToken)).body);
    for (const bad of [undefined, 'nope', `1.${'A'.repeat(43)}`]) {
      expect((await region(bad, ids.hangzhou)).body).toEqual({ code: 500, message: '该大屏分享链接无效或已过期', result: null });
      expect((await shared(bad, ids.hangzhou)).body.code).toBe(500);
    }
  });

  it('serves geometry within the root with the same cache headers', async () => {
    const r = await shared(hangzhouToken);
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ areaId: ids.hangzhou, approvalNo: DEMO_APPROVAL_NO });
    expect(r.body.result.geojson.features.length).toBe(11);
    expect(r.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(r.headers.get('etag')).toMatch(/^"geo-/);
  });
});

// ---------------------------------------------------------------- upload
describe('geometry upload', () => {
  const square = (x: number, y: number, d = 0.5) => [
    [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ],
  ];
  const feature = (adcode: unknown, geometry: unknown = { type: 'Polygon', coordinates: square(100, 20) }, extra: Record<string, unknown> = {}) => ({
    type: 'Feature',
    properties: { adcode, ...extra },
    geometry,
  });
  const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });
  const good = () =>
    collection(
      feature('990101', { type: 'Polygon', coordinates: square(100, 20) }, { name: '<script>alert(1)</script>', color: 'red' }),
      feature(990102, { type: 'MultiPolygon', coordinates: [square(101, 20), square(102, 21, 0.2)] }),
    );

  const upload = (
    content: unknown,
    opts: { areaId?: number | string; approvalNo?: string; name?: string; token?: string; raw?: boolean } = {},
  ) => {
    const form = new FormData();
    if (opts.areaId !== undefined) form.append('areaId', String(opts.areaId));
    if (opts.approvalNo !== undefined) form.append('approvalNo', opts.approvalNo);
    const text = opts.raw ? String(content) : JSON.stringify(content);
    form.append('file', new Blob([text], { type: 'application/geo+json' }), opts.name ?? 'regions.geojson');
    return server.call<RegionGeometry>('POST', 'region/geometry/upload', { token: opts.token ?? tokens.admin, body: form });
  };
  const stored = async () => (await server.db.select().from(regionGeometries).where(eq(regionGeometries.areaId, ids.test)))[0] ?? null;

  it('stores a valid file for the area: features keyed by adcode, names from the area tree, nothing else kept', async () => {
    const r = await upload(good(), { areaId: ids.test, approvalNo: '测试审图号 GS(2026)0001号' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ areaId: ids.test, adcode: '990100', approvalNo: '测试审图号 GS(2026)0001号' });
    expect(r.body.result.geojson.features.map((f) => f.properties)).toEqual([
      { adcode: '990101', name: '测试区1' },
      { adcode: '990102', name: '测试区2' },
    ]);
    expect(r.body.result.geojson.features[1]!.geometry.coordinates.length).toBe(2);

    const kids = regionChildrenSchema.parse((await children(ids.test)).body.result);
    expect(kids.geometry).toEqual({ version: r.body.result.version, approvalNo: '测试审图号 GS(2026)0001号' });
    const served = await geometry(ids.test);
    expect(served.body.result.geojson).toEqual(r.body.result.geojson);
    const etag = served.headers.get('etag');

    // A new upload replaces it and changes the version and the ETag.
    await new Promise((res) => setTimeout(res, 5));
    const second = await upload(collection(feature('990103')), { areaId: ids.test, approvalNo: '第二版' });
    expect(second.body.code, JSON.stringify(second.body)).toBe(200);
    expect(second.body.result.version).not.toBe(r.body.result.version);
    const after = await geometry(ids.test, tokens.clerk, { 'if-none-match': etag! });
    expect(after.status).toBe(200);
    expect(after.body.result.geojson.features.map((f) => f.properties.adcode)).toEqual(['990103']);
  });

  it('refuses each invalid file with field errors and changes nothing', async () => {
    const before = await stored();
    expect(before).not.toBeNull();
    const areaId = ids.test;
    const approvalNo = '审图号';
    const cases: [string, Parameters<typeof upload>, string][] = [
      ['not JSON', ['{"type": "FeatureCollection", ', { areaId, approvalNo, raw: true }], 'file'],
      ['not a FeatureCollection', [feature('990101'), { areaId, approvalNo }], 'file.type'],
      ['no features', [collection(), { areaId, approvalNo }], 'file.features'],
      ['a line', [collection(feature('990101', { type: 'LineString', coordinates: [[100, 20], [101, 21]] })), { areaId, approvalNo }], 'file.features.0.geometry.type'],
      ['an unmatched adcode', [collection(feature('990101'), feature('990199')), { areaId, approvalNo }], 'file.features.1.properties.adcode'],
      ['a code of another area', [collection(feature('330100')), { areaId, approvalNo }], 'file.features.0.properties.adcode'],
      ['no adcode', [collection(feature(undefined)), { areaId, approvalNo }], 'file.features.0.properties.adcode'],
      ['a duplicate adcode', [collection(feature('990101'), feature('990101')), { areaId, approvalNo }], 'file.features.1.properties.adcode'],
      ['longitude out of bounds', [collection(feature('990101', { type: 'Polygon', coordinates: square(200, 20) })), { areaId, approvalNo }], 'file.features.0.geometry.coordinates.0.0.0'],
      ['latitude out of bounds', [collection(feature('990101', { type: 'Polygon', coordinates: square(100, 95) })), { areaId, approvalNo }], 'file.features.0.geometry.coordinates.0.0.1'],
      ['a coordinate that is text', [collection(feature('990101', { type: 'Polygon', coordinates: [[['100', 20], [101, 20], [101, 21], [100, 20]]] })), { areaId, approvalNo }], 'file.features.0.geometry.coordinates.0.0.0'],
      ['a ring too short', [collection(feature('990101', { type: 'Polygon', coordinates: [[[100, 20], [101, 20], [100, 20]]] })), { areaId, approvalNo }], 'file.features.0.geometry.coordinates.0'],
      ['no approval number', [good(), { areaId }], 'approvalNo'],
      ['a blank approval number', [good(), { areaId, approvalNo: '   ' }], 'approvalNo'],
      ['no area', [good(), { approvalNo }], 'areaId'],
      ['a unit that is not an area', [good(), { areaId: ids.bureau, approvalNo }], 'areaId'],
      ['another extension', [good(), { areaId, approvalNo, name: 'regions.txt' }], 'file'],
    ];
    for (const [what, args, path] of cases) {
      const r = await upload(...args);
      expect(r.body.code, `${what}: ${JSON.stringify(r.body)}`).toBe(501);
      expect(fieldPaths(r), what).toContain(path);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const before = await stored();
    const big = { ...good(), padding: 'x'.repeat(5 * 1024 * 1024 + 10) };
    const r = await upload(big, { areaId: ids.test, approvalNo: '审图号' });
    expect(r.body.code).toBe(501);
    expect(fieldPaths(r)).toEqual(['file']);
    expect(r.body.message).toContain('5 MB');
    expect(await stored()).toEqual(before);
  });

  it('needs unit.edit: clerks get 403', async () => {
    const r = await upload(good(), { areaId: ids.test, approvalNo: '审图号', token: tokens.clerk });
    expect(r.status).toBe(403);
  });
});
