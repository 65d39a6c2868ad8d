/**
 * Region geometry (docs/api/screens.md): the GeoJSON of an area's child regions with its approval
 * number, the child areas for the map's fallback tiles, an area's own outline taken from its parent's
 * geometry, and storing an administrator's upload after checking it
 * (server/modules/screens/geojson.ts). One row per area; an upload replaces it.
 */
import { eq, sql } from 'drizzle-orm';
import { ApiCode } from '../../../src/domain/envelope';
import type { RegionArea, RegionChildren, RegionFeature, RegionGeometry, RegionOutline } from '../../../src/domain/region-geometry';
import { type Db, queryRows } from '../../db/client';
import { regionGeometries, units } from '../../db/schema';
import { ApiError, refused } from '../../http/errors';
import { areaById, childAreas } from './areas';
import { checkRegionGeoJson } from './geojson';

type GeometryRow = typeof regionGeometries.$inferSelect;

/** Changes with every upload: the client puts it in the geometry URL, the server in the ETag. */
const versionOf = (r: Pick<GeometryRow, 'id' | 'updatedAt'>): string => `${r.id}-${r.updatedAt.getTime().toString(36)}`;
export const etagOf = (version: string): string => `"geo-${version}"`;

const noGeometry = () => refused('noGeometry');

/** The version and approval number of an area's geometry, without the (large) GeoJSON; null when none. */
export async function geometryStamp(db: Db, areaId: number): Promise<{ version: string; approvalNo: string } | null> {
  const [row] = await db
    .select({ id: regionGeometries.id, updatedAt: regionGeometries.updatedAt, approvalNo: regionGeometries.approvalNo })
    .from(regionGeometries)
    .where(eq(regionGeometries.areaId, areaId));
  return row ? { version: versionOf(row), approvalNo: row.approvalNo } : null;
}

/**
 * Geometries read lately, by area, each with the version it was read at: a wall's first load asks for
 * its area's (hundreds of KB of jsonb, tens of ms out of PGlite), and a geometry changes only by an
 * upload, which gives it a new version. Kept to a few areas and a few MB.
 */
const GEOMETRY_CACHE_AREAS = 16;
const GEOMETRY_CACHE_BYTES = 16 * 1024 * 1024;
const geometryCache = new Map<number, { geometry: RegionGeometry; bytes: number }>();

/** The area's geometry at `version` (its stamp's, just read): from the cache when it holds that version. */
export async function geometryAt(db: Db, areaId: number, version: string): Promise<RegionGeometry> {
  const hit = geometryCache.get(areaId);
  if (hit?.geometry.version === version) {
    geometryCache.delete(areaId);
    geometryCache.set(areaId, hit);
    return hit.geometry;
  }
  const geometry = await readGeometry(db, areaId);
  geometryCache.delete(areaId);
  const bytes = JSON.stringify(geometry.geojson).length;
  if (bytes <= GEOMETRY_CACHE_BYTES / 4) {
    geometryCache.set(areaId, { geometry, bytes });
    let total = 0;
    for (const entry of geometryCache.values()) total += entry.bytes;
    for (const [oldest, entry] of geometryCache) {
      if (geometryCache.size <= GEOMETRY_CACHE_AREAS && total <= GEOMETRY_CACHE_BYTES) break;
      geometryCache.delete(oldest);
      total -= entry.bytes;
    }
  }
  return geometry;
}

/** The area's geometry; 500 noGeometry when it has none (the map falls back to tiles). */
export async function readGeometry(db: Db, areaId: number): Promise<RegionGeometry> {
  const [row] = await db.select().from(regionGeometries).where(eq(regionGeometries.areaId, areaId));
  if (!row) throw noGeometry();
  return {
    areaId: row.areaId,
    adcode: row.adcode,
    approvalNo: row.approvalNo,
    version: versionOf(row),
    updatedAt: row.updatedAt.toISOString(),
    geojson: row.geojson,
  };
}

/**
 * The area's own outline: the feature of its adcode in the geometry of its parent area (the nearest
 * area above it), with that geometry's approval number; null when there is none. One feature is
 * taken out in the database (a county's outline is a few KB of its city's geometry).
 */
export async function ownOutline(db: Db, area: RegionArea): Promise<RegionOutline | null> {
  if (!area.adcode) return null;
  const [row] = await queryRows<{ id: number; updated_at: Date | string; approval_no: string; feature: RegionFeature }>(
    db,
    sql`with recursive up(id, pid, type, depth) as (
          select p.id, p.pid, p.type, 0 from ${units} p join ${units} u on u.pid = p.id where u.id = ${area.id}
          union all
          select p.id, p.pid, p.type, up.depth + 1 from ${units} p join up on p.id = up.pid where up.type <> 'A' and up.depth < 32
        )
        select g.id, g.updated_at, g.approval_no, f.feature from up
        join ${regionGeometries} g on g.area_id = up.id
        cross join lateral jsonb_array_elements(g.geojson -> 'features') as f(feature)
        where up.type = 'A' and f.feature -> 'properties' ->> 'adcode' = ${area.adcode}
        limit 1`,
  );
  return row ? { version: versionOf({ id: Number(row.id), updatedAt: new Date(row.updated_at) }), approvalNo: row.approval_no, feature: row.feature } : null;
}

export async function regionChildren(db: Db, areaId: number): Promise<RegionChildren> {
  const [area, children, geometry] = await Promise.all([areaById(db, areaId), childAreas(db, areaId), geometryStamp(db, areaId)]);
  // The own outline only where the map has nothing else to draw: the area holds no geometry.
  const outline = geometry ? null : await ownOutline(db, area);
  return { area, geometry, children, outline };
}

/**
 * Stores an uploaded file as the geometry of an area: JSON, a FeatureCollection whose features are
 * the area's child regions by adcode. A refused file changes nothing; its problems come back as 501
 * field errors under `file.` (e.g. `file.features.2.properties.adcode`).
 */
export async function saveGeometry(
  db: Db,
  input: { areaId: number; approvalNo: string; data: Buffer; userId: number },
): Promise<RegionGeometry> {
  const area = await areaById(db, input.areaId);
  let json: unknown;
  try {
    json = JSON.parse(input.data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new ApiError(ApiCode.invalid, 'geometryNotJson', {}, { fields: [{ path: 'file', message: `not valid JSON: ${(err as Error).message}` }] });
  }
  const checked = checkRegionGeoJson(json, await childAreas(db, area.id));
  if (!checked.ok) {
    const fields = checked.errors.map((e) => ({ path: `file.${e.path}`, message: e.message }));
    throw new ApiError(ApiCode.invalid, 'geometryInvalid', { count: fields.length }, { fields });
  }
  const values = { adcode: area.adcode, geojson: checked.value, approvalNo: input.approvalNo, updatedBy: input.userId, updatedAt: new Date() };
  await db
    .insert(regionGeometries)
    .values({ areaId: area.id, ...values })
    .onConflictDoUpdate({ target: regionGeometries.areaId, set: values });
  return readGeometry(db, area.id);
}
