/**
 * The county outlines of the demo's cities (server/seed/city-maps.ts, server/seed/geo/SOURCE.md): the
 * stored files match the seeded counties (every one drawn or on the documented no-outline list, codes
 * and names as seeded, accepted like an upload), and the conversion steps of
 * scripts/convert-city-maps.ts on small synthetic input: code mapping, merging, rounding, simplifying.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRegionGeoJson } from '../../server/modules/screens/geojson';
import { type AreaSeed, allAreas, PROVINCE } from '../../server/seed/areas';
import { cityFeatureCollection, cityMapFile, NO_OUTLINE, parseRegisterMap, SOURCE_CODE_CHANGES, simplifyRing } from '../../server/seed/city-maps';
import { cityGeometry, decodeEchartsMap } from '../../server/seed/region-geometry';
import type { Position, RegionFeature } from '../../src/domain/region-geometry';

const counties = allAreas().filter((a) => a.level === 'county');
const polygonsOf = (f: RegionFeature) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates);

describe('the seeded counties', () => {
  it('are the 90 county-level divisions of the 11 cities, with unique current codes', () => {
    expect(counties).toHaveLength(90);
    expect(new Set(counties.map((c) => c.adcode)).size).toBe(90);
    expect(Object.fromEntries(PROVINCE.children.map((c) => [c.name, c.children.length]))).toEqual({
      杭州市: 13,
      宁波市: 10,
      温州市: 12,
      嘉兴市: 7,
      湖州市: 5,
      绍兴市: 6,
      金华市: 9,
      衢州市: 6,
      舟山市: 4,
      台州市: 9,
      丽水市: 9,
    });
    const hangzhou = PROVINCE.children[0]!;
    expect(hangzhou.children.map((c) => `${c.name}${c.adcode}`)).toEqual([
      '上城区330102',
      '拱墅区330105',
      '西湖区330106',
      '滨江区330108',
      '萧山区330109',
      '余杭区330110',
      '富阳区330111',
      '临安区330112',
      '临平区330113',
      '钱塘区330114',
      '桐庐县330122',
      '淳安县330127',
      '建德市330182',
    ]);
    for (const city of PROVINCE.children) for (const c of city.children) expect(c.adcode.slice(0, 4), c.name).toBe(city.adcode.slice(0, 4));
    // The counties of the first demo tree stay (units and contracts hang under them); the others are marked.
    const first = counties.filter((c) => !c.later).map((c) => c.name);
    expect(first).toHaveLength(34);
    expect(first).toEqual(expect.arrayContaining(['上城区', '西湖区', '余杭区', '桐庐县', '鄞州区', '义乌市', '诸暨市', '安吉县', '温岭市']));
    expect(counties.find((c) => c.adcode === '330213')?.name).toBe('奉化区');
    expect(counties.find((c) => c.adcode === '331083')?.name).toBe('玉环市');
    expect(counties.find((c) => c.adcode === '330383')?.name).toBe('龙港市');
  });
});

describe('the stored county outlines (server/seed/geo/zhejiang)', () => {
  it.each(PROVINCE.children.map((c) => [c.name, c] as const))('%s: every county drawn or on the no-outline list, as seeded', (_, city) => {
    const stored = JSON.parse(fs.readFileSync(cityMapFile(city.adcode), 'utf8')) as { features: RegionFeature[] };
    const checked = checkRegionGeoJson(stored, city.children);
    expect(checked.ok).toBe(true);
    // Exactly what is stored: the check drops nothing and renames nothing.
    if (checked.ok) expect(checked.value).toEqual(stored);
    const drawn = new Map(stored.features.map((f) => [f.properties.adcode, f.properties.name]));
    for (const c of city.children) {
      if (drawn.has(c.adcode)) expect(drawn.get(c.adcode), c.adcode).toBe(c.name);
      else expect(NO_OUTLINE[c.adcode], `${c.name} has no outline and is not on the list`).toBe(c.name);
    }
    expect(stored.features.map((f) => f.properties.adcode)).toEqual(city.children.filter((c) => !NO_OUTLINE[c.adcode]).map((c) => c.adcode));
    // Within Zhejiang, at 3 decimals, rings closed.
    for (const f of stored.features) {
      for (const polygon of polygonsOf(f)) {
        for (const r of polygon) {
          expect(r.length).toBeGreaterThanOrEqual(4);
          expect(r[0]).toEqual(r[r.length - 1]);
          for (const [lon, lat] of r) {
            expect(lon >= 118 && lon <= 123.5 && lat >= 27 && lat <= 31.5, `${f.properties.name} ${lon},${lat}`).toBe(true);
            expect(Math.round(lon * 1000) / 1000).toBe(lon);
            expect(Math.round(lat * 1000) / 1000).toBe(lat);
          }
        }
      }
    }
    // What the seed stores on the city area is this file.
    expect(cityGeometry(city)).toEqual(stored);
  });

  it('lists only seeded counties as without outline, and maps old codes to seeded ones', () => {
    const byCode = new Map(counties.map((c) => [c.adcode, c.name]));
    for (const [code, name] of Object.entries(NO_OUTLINE)) expect(byCode.get(code)).toBe(name);
    for (const now of Object.values(SOURCE_CODE_CHANGES)) expect(byCode.has(now), now).toBe(true);
    for (const old of Object.keys(SOURCE_CODE_CHANGES)) expect(byCode.has(old), old).toBe(false);
    // 拱墅区 and 上城区 hold the outlines of the districts merged into them.
    const hangzhou = JSON.parse(fs.readFileSync(cityMapFile('330100'), 'utf8')) as { features: RegionFeature[] };
    for (const code of ['330102', '330105']) {
      const f = hangzhou.features.find((x) => x.properties.adcode === code)!;
      expect(f.geometry.type).toBe('MultiPolygon');
      expect(polygonsOf(f).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('stays compact: well under 3 MB for the 11 cities', () => {
    const total = PROVINCE.children.reduce((n, c) => n + fs.statSync(cityMapFile(c.adcode)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});

// ---------------------------------------------------------------- the conversion on synthetic input
const square = (x: number, y: number, size = 0.1): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const feature = (id: string, name: string, ring: Position[]) => ({ id, properties: { name }, geometry: { type: 'Polygon', coordinates: [ring] } });
/** A city file as the package has it: a UMD wrapper around echarts.registerMap (plain coordinates here). */
const cityFile = (features: unknown[]) =>
  `(function (root, factory) {factory({}, root.echarts);}(this, function (exports, echarts) {echarts.registerMap('测试', ${JSON.stringify({ type: 'FeatureCollection', features })});}));`;
const county = (name: string, adcode: string): AreaSeed => ({ name, adcode, level: 'county', children: [] });
const CITY: AreaSeed = {
  name: '测试市',
  adcode: '330100',
  level: 'city',
  children: [county('拱墅区', '330105'), county('西湖区', '330106'), county('临安区', '330112'), county('临平区', '330113')],
};
const convert = (features: unknown[], city = CITY) => {
  const { name, map } = parseRegisterMap(cityFile(features));
  expect(name).toBe('测试');
  return cityFeatureCollection(decodeEchartsMap(map as Parameters<typeof decodeEchartsMap>[0]) as Parameters<typeof cityFeatureCollection>[0], city);
};

describe('converting a city file', () => {
  it('maps old codes to current ones and names, merges districts, keeps tree order, leaves out the counties without outline', () => {
    const out = convert([
      feature('330185', '临安市', square(119.5, 30.2)),
      feature('330106', '西湖区', square(120.25, 30.25, 0.125)),
      feature('330105', '拱墅区', square(120.12, 30.3)),
      feature('330103', '下城区', square(120.17, 30.28)),
    ]);
    expect(out.features.map((f) => `${f.properties.adcode}${f.properties.name}`)).toEqual(['330105拱墅区', '330106西湖区', '330112临安区']);
    const gongshu = out.features[0]!;
    expect(gongshu.geometry.type).toBe('MultiPolygon');
    expect(polygonsOf(gongshu)).toHaveLength(2);
    expect(out.features[1]!.geometry).toEqual({ type: 'Polygon', coordinates: [square(120.25, 30.25, 0.125)] });
    expect(checkRegionGeoJson(out, CITY.children).ok).toBe(true);
  });

  it('refuses a code that is not one of the city’s counties, and a county missing without being listed', () => {
    expect(() => convert([feature('330106', '西湖区', square(120, 30)), feature('339999', '别处', square(121, 30))])).toThrow(/339999/);
    expect(() => convert([feature('330106', '西湖区', square(120, 30))])).toThrow(/拱墅区/);
  });

  it('rounds to 3 decimals and drops the staircase within the tolerance, keeping small islets', () => {
    // A straight edge drawn as a staircase of 1/1024-degree steps, and a few corners.
    const stairs: Position[] = [];
    for (let i = 0; i <= 100; i++) stairs.push([120 + i / 1024, 30 + (i % 2) / 1024]);
    const ring: Position[] = [...stairs, [120.1, 30.1], [120, 30.1], [120, 30]];
    const simple = simplifyRing(ring.map(([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000] as Position));
    expect(simple.length).toBeLessThan(10);
    expect(simple[0]).toEqual(simple[simple.length - 1]);
    const out = convert([
      feature('330105', '拱墅区', ring),
      feature('330106', '西湖区', square(120.2, 30.3, 0.001)),
      feature('330112', '临安区', square(119.5, 30.2)),
    ]);
    const gongshu = out.features[0]!.geometry.coordinates[0] as Position[];
    expect(gongshu.length).toBeLessThan(10);
    for (const [x, y] of gongshu) {
      expect(Math.round(x * 1000) / 1000).toBe(x);
      expect(Math.round(y * 1000) / 1000).toBe(y);
    }
    // An islet about 100 m across, which the simplification would flatten: kept as rounded.
    expect((out.features[1]!.geometry.coordinates[0] as Position[]).length).toBeGreaterThanOrEqual(4);
  });
});
