/**
 * Region geometry (ARCHITECTURE.md section 3, Screens; STACK-NOTES "Map geometry for region maps"): an
 * area may hold the GeoJSON of its child regions, each feature keyed by the child's administrative
 * code (properties.adcode). The map widget registers it once as `cn-<adcode>`; an area without
 * geometry of its own (a county) is drawn from its feature in its parent's geometry, and tiles of the
 * child regions are the fallback where there is no outline at all. Shared by server and client;
 * docs/api/screens.md explains each call.
 */
import { z } from './zod';
import { idSchema } from './system';

/** What an upload may weigh, and how many features it may hold. */
export const GEOMETRY_MAX_BYTES = 5 * 1024 * 1024;
export const GEOMETRY_MAX_FEATURES = 500;
/** Seconds a browser may keep a geometry answer (it revalidates with its ETag afterwards). */
export const GEOMETRY_MAX_AGE_SEC = 86_400;

/** The name a map is registered under in ECharts (never 'china': that triggers ECharts' legacy inset). */
export const mapNameOf = (adcode: string): string => `cn-${adcode}`;

export type Position = [number, number];
export type PolygonCoordinates = Position[][];

/** One child region as stored: only the adcode and the child's name are kept as properties. */
export interface RegionFeature {
  type: 'Feature';
  properties: { adcode: string; name: string };
  geometry: { type: 'Polygon'; coordinates: PolygonCoordinates } | { type: 'MultiPolygon'; coordinates: PolygonCoordinates[] };
}
export interface RegionFeatureCollection {
  type: 'FeatureCollection';
  features: RegionFeature[];
}

export const AREA_LEVELS = ['province', 'city', 'county'] as const;

/** An area as the map widget and its fallback tiles need it. */
export const regionAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  adcode: z.string().nullable(),
  level: z.enum(AREA_LEVELS).nullable(),
});
export type RegionArea = z.infer<typeof regionAreaSchema>;

/**
 * An area's own outline: its feature in the geometry of its parent area (keyed by the area's adcode),
 * with that geometry's approval number. The map draws it where the area holds no geometry of its own
 * (a county: it has no child regions).
 */
export const regionOutlineSchema = z.object({
  /** The parent geometry's version (the client registers the outline once per version). */
  version: z.string(),
  approvalNo: z.string(),
  feature: z.custom<RegionFeature>(),
});
export type RegionOutline = z.infer<typeof regionOutlineSchema>;

/**
 * GET region/children: the area, whether it holds geometry (and its version, to put in the geometry
 * URL so the long cache never serves an old upload), its child areas (the map's regions without an
 * outline, and the fallback tiles), and, only when it holds no geometry, its own outline (or null).
 */
/** An area's geometry without its GeoJSON: its version (the cache key of the geometry URL) and 审图号. */
export const geometryStampSchema = z.object({ version: z.string(), approvalNo: z.string() });
export type GeometryStamp = z.infer<typeof geometryStampSchema>;

export const regionChildrenSchema = z.object({
  area: regionAreaSchema,
  geometry: geometryStampSchema.nullable(),
  children: z.array(regionAreaSchema),
  outline: regionOutlineSchema.nullable(),
});
export type RegionChildren = z.infer<typeof regionChildrenSchema>;

/** GET region/geometry: the GeoJSON of the area's child regions. */
export const regionGeometrySchema = z.object({
  areaId: z.number().int(),
  adcode: z.string().nullable(),
  /** 审图号 (or the configured note that the map is not approved): a public map shows it. */
  approvalNo: z.string(),
  version: z.string(),
  updatedAt: z.string(),
  geojson: z.custom<RegionFeatureCollection>(),
});
export type RegionGeometry = z.infer<typeof regionGeometrySchema>;

export const regionAreaQuerySchema = z.object({
  areaId: idSchema,
  /** Optional cache key (the version of region/children); ignored by the server. */
  v: z.string().max(40).optional(),
});

/** The form fields of POST region/geometry/upload (besides the file). */
export const geometryUploadFieldsSchema = z.object({
  areaId: idSchema,
  approvalNo: z.string().trim().min(1).max(100),
});
