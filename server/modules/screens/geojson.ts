/**
 * Checks an uploaded region GeoJSON and reduces it to what is stored (src/domain/region-geometry.ts):
 * a FeatureCollection of Polygon or MultiPolygon features, each keyed by properties.adcode naming one
 * child area of the area it is uploaded for, coordinates finite numbers within longitude/latitude
 * bounds. Every other property is dropped (the child's name is set from the area tree), so nothing
 * but numbers, codes and names is ever stored or served. Pure: the caller reads the child areas.
 */
import {
  GEOMETRY_MAX_FEATURES,
  type PolygonCoordinates,
  type Position,
  type RegionFeature,
  type RegionFeatureCollection,
} from '../../../src/domain/region-geometry';

export interface FieldError {
  path: string;
  message: string;
}

/** At most this many errors are reported (a wrong file would otherwise list thousands). */
const MAX_ERRORS = 50;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Errors {
  readonly list: FieldError[] = [];
  add(path: string, message: string): void {
    if (this.list.length < MAX_ERRORS) this.list.push({ path, message });
  }
  get full(): boolean {
    return this.list.length >= MAX_ERRORS;
  }
}

/**
 * What is wrong with a position (the path suffix below it and the message), or null when it is a
 * valid [longitude, latitude]. Pure and path-free: it runs for every position of a file.
 */
function positionProblem(v: unknown): [suffix: string, message: string] | null {
  if (!Array.isArray(v) || v.length < 2 || v.length > 3) return ['', 'a position is [longitude, latitude]'];
  const lon: unknown = v[0];
  const lat: unknown = v[1];
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) return ['.0', 'longitude must be a number from -180 to 180'];
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) return ['.1', 'latitude must be a number from -90 to 90'];
  return null;
}

/** A polygon: one or more linear rings, each of at least 4 positions. */
function polygon(v: unknown, path: string, errors: Errors): PolygonCoordinates | null {
  if (!Array.isArray(v) || v.length === 0) {
    errors.add(path, 'a polygon is a list of rings');
    return null;
  }
  const rings: Position[][] = [];
  for (let r = 0; r < v.length; r++) {
    const ring: unknown = v[r];
    if (!Array.isArray(ring) || ring.length < 4) {
      errors.add(`${path}.${r}`, 'a ring needs at least 4 positions');
      return null;
    }
    const out: Position[] = new Array(ring.length);
    for (let n = 0; n < ring.length; n++) {
      const p = ring[n] as Position;
      const problem = positionProblem(p);
      if (problem) {
        errors.add(`${path}.${r}.${n}${problem[0]}`, problem[1]);
        return null;
      }
      out[n] = [p[0], p[1]];
    }
    rings.push(out);
  }
  return rings;
}

function geometry(v: unknown, path: string, errors: Errors): RegionFeature['geometry'] | null {
  if (!isObject(v)) {
    errors.add(path, 'a geometry is required');
    return null;
  }
  if (v.type === 'Polygon') {
    const coordinates = polygon(v.coordinates, `${path}.coordinates`, errors);
    return coordinates ? { type: 'Polygon', coordinates } : null;
  }
  if (v.type === 'MultiPolygon') {
    if (!Array.isArray(v.coordinates) || v.coordinates.length === 0) {
      errors.add(`${path}.coordinates`, 'a multipolygon is a list of polygons');
      return null;
    }
    const polygons: PolygonCoordinates[] = [];
    for (const [n, p] of v.coordinates.entries()) {
      const coordinates = polygon(p, `${path}.coordinates.${n}`, errors);
      if (!coordinates) return null;
      polygons.push(coordinates);
    }
    return { type: 'MultiPolygon', coordinates: polygons };
  }
  errors.add(`${path}.type`, 'only Polygon and MultiPolygon geometries are accepted');
  return null;
}

/** The adcode of a feature: properties.adcode as a string of 6 digits (a number is accepted too). */
function adcodeOf(v: unknown): string | null {
  if (!isObject(v)) return null;
  const code = typeof v.adcode === 'number' ? String(v.adcode) : v.adcode;
  return typeof code === 'string' && /^\d{6}$/.test(code) ? code : null;
}

/**
 * The stored collection, or the field errors (paths from the file's root, e.g.
 * `features.3.properties.adcode`). `children` are the child areas of the target area.
 */
export function checkRegionGeoJson(
  input: unknown,
  children: readonly { adcode: string | null; name: string }[],
): { ok: true; value: RegionFeatureCollection } | { ok: false; errors: FieldError[] } {
  const errors = new Errors();
  if (!isObject(input) || input.type !== 'FeatureCollection') {
    return { ok: false, errors: [{ path: 'type', message: 'a GeoJSON FeatureCollection is expected' }] };
  }
  if (!Array.isArray(input.features) || input.features.length === 0) {
    return { ok: false, errors: [{ path: 'features', message: 'at least one feature is expected' }] };
  }
  if (input.features.length > GEOMETRY_MAX_FEATURES) {
    return { ok: false, errors: [{ path: 'features', message: `at most ${GEOMETRY_MAX_FEATURES} features` }] };
  }
  const nameOf = new Map(children.flatMap((c) => (c.adcode ? [[c.adcode, c.name] as const] : [])));
  const seen = new Set<string>();
  const features: RegionFeature[] = [];
  for (const [n, f] of input.features.entries()) {
    if (errors.full) break;
    const path = `features.${n}`;
    if (!isObject(f) || f.type !== 'Feature') {
      errors.add(`${path}.type`, 'each feature must be a GeoJSON Feature');
      continue;
    }
    const adcode = adcodeOf(f.properties);
    if (!adcode) errors.add(`${path}.properties.adcode`, 'a 6-digit administrative code is required');
    else if (!nameOf.has(adcode)) errors.add(`${path}.properties.adcode`, `${adcode} is not a child region of this area`);
    else if (seen.has(adcode)) errors.add(`${path}.properties.adcode`, `${adcode} appears twice`);
    const geo = geometry(f.geometry, `${path}.geometry`, errors);
    if (adcode && nameOf.has(adcode) && !seen.has(adcode) && geo) {
      features.push({ type: 'Feature', properties: { adcode, name: nameOf.get(adcode)! }, geometry: geo });
    }
    if (adcode) seen.add(adcode);
  }
  if (errors.list.length) return { ok: false, errors: errors.list };
  return { ok: true, value: { type: 'FeatureCollection', features } };
}
