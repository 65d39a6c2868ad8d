/**
 * Region geometry (docs/api/screens.md): the GeoJSON of an area's child regions with its approval
 * number, the child areas for the map's fallback tiles, and storing an administrator's upload after
 * checking it (server/modules/screens/geojson.ts). One row per area; an upload replaces it.
 */
import { eq } from 'drizzle-orm';
import { ApiCode } from '../../../src/domain/envelope';
import type { RegionChildren, RegionGeometry } from '../../../src/domain/region-geometry';
import type { Db } from '../../db/client';
import { regionGeometries } from '../../db/schema';
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

export async function regionChildren(db: Db, areaId: number): Promise<RegionChildren> {
  const [area, children, geometry] = await Promise.all([areaById(db, areaId), childAreas(db, areaId), geometryStamp(db, areaId)]);
  return { area, geometry, children };
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
