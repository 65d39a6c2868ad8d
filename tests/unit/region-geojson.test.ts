/**
 * Region geometry helpers: the checker of uploaded GeoJSON (server/modules/screens/geojson.ts) and
 * the decoder of echarts@4.9.0's compressed map files that the demo seed reads
 * (server/seed/region-geometry.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkRegionGeoJson } from '../../server/modules/screens/geojson';
import { decodeEchartsMap, decodeRing, provinceGeometry } from '../../server/seed/region-geometry';
import { PROVINCE } from '../../server/seed/areas';

const kids = [
  { adcode: '990101', name: '甲区' },
  { adcode: '990102', name: '乙区' },
];
const ring = (x: number, y: number) => [
  [x, y],
  [x + 1, y],
  [x + 1, y + 1],
  [x, y],
];

describe('checkRegionGeoJson', () => {
  it('keeps only the adcode and the area name of each feature', () => {
    const r = checkRegionGeoJson(
      {
        type: 'FeatureCollection',
        name: 'extra',
        features: [{ type: 'Feature', id: 7, properties: { adcode: 990101, fill: 'red' }, geometry: { type: 'Polygon', coordinates: [ring(100, 20)] } }],
      },
      kids,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { adcode: '990101', name: '甲区' }, geometry: { type: 'Polygon', coordinates: [ring(100, 20)] } }],
      },
    });
  });

  it('reports every bad feature by path, at most 50', () => {
    const features = Array.from({ length: 80 }, () => ({ type: 'Feature', properties: { adcode: '123456' }, geometry: { type: 'Polygon', coordinates: [ring(1, 1)] } }));
    const r = checkRegionGeoJson({ type: 'FeatureCollection', features }, kids);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.length).toBe(50);
      expect(r.errors[3]).toEqual({ path: 'features.3.properties.adcode', message: '123456 is not a child region of this area' });
    }
  });

  it('refuses non-finite numbers and positions of the wrong length', () => {
    const at = (coordinates: unknown) =>
      checkRegionGeoJson({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { adcode: '990101' }, geometry: { type: 'Polygon', coordinates } }] }, kids);
    expect(at([[[Number.NaN, 1], [2, 2], [3, 3], [1, 1]]]).ok).toBe(false);
    expect(at([[[1], [2, 2], [3, 3], [1, 1]]]).ok).toBe(false);
    expect(at([[[1, 1, 0], [2, 2, 0], [3, 3, 0], [1, 1, 0]]]).ok).toBe(true);
  });
});

describe('decoding echarts map files', () => {
  it('decodes zig-zag deltas from the offsets, scaled by 1024', () => {
    // '@@' is no move; 'AB' moves x by -1 and y by +1 (in 1/1024 degrees).
    expect(decodeRing('@@AB', [102_400, 20_480])).toEqual([
      [100, 20],
      [Math.round((102_399 / 1024) * 1e4) / 1e4, Math.round((20_481 / 1024) * 1e4) / 1e4],
    ]);
  });

  it('turns a plain (not encoded) file into features keyed by their id', () => {
    const out = decodeEchartsMap({ features: [{ id: '990101', properties: { name: '甲区' }, geometry: { type: 'Polygon', coordinates: [ring(100, 20)] } }] });
    expect(checkRegionGeoJson(out, kids).ok).toBe(true);
  });

  it('gives the 11 cities of 浙江省 from the vendored echarts@4.9.0 map, within the province', () => {
    const g = provinceGeometry(PROVINCE)!;
    expect(g.features.map((f) => f.properties.adcode)).toEqual(PROVINCE.children.map((c) => c.adcode));
    for (const f of g.features) {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      for (const [lon, lat] of polygons.flat(2)) {
        expect(lon).toBeGreaterThan(118);
        expect(lon).toBeLessThan(123.5);
        expect(lat).toBeGreaterThan(26.5);
        expect(lat).toBeLessThan(31.5);
      }
    }
  });
});
