/**
 * Reading screens and region geometry (docs/api/screens.md): a screen by its route, an area's child
 * regions (with the version of its geometry, if it has one) and the GeoJSON itself. Geometry keys
 * carry the geometry's version, so the long browser cache never serves an old upload.
 */
import type { RegionChildren, RegionGeometry } from '../domain/region-geometry';
import type { Screen, ScreenRoute } from '../domain/screen';
import { api } from './client';

export const screenKeys = {
  byRoute: (route: ScreenRoute) => ['screen/byRoute', { route }] as const,
};

export const regionKeys = {
  children: (areaId: number) => ['region/children', { areaId }] as const,
  geometry: (areaId: number, version: string) => ['region/geometry', { areaId, v: version }] as const,
};

/** GET screen/byRoute?route=: the stored screen of a route (its default layout until one is saved). */
export function getScreenByRoute(route: ScreenRoute): Promise<Screen> {
  return api.get<Screen>('screen/byRoute', { route });
}

/** GET region/children?areaId=: the area, whether it has geometry, and its child areas. */
export function getRegionChildren(areaId: number): Promise<RegionChildren> {
  return api.get<RegionChildren>('region/children', { areaId });
}

/** GET region/geometry?areaId=&v=: the GeoJSON of the area's child regions (code 500 when it has none). */
export function getRegionGeometry(areaId: number, version: string): Promise<RegionGeometry> {
  return api.get<RegionGeometry>('region/geometry', { areaId, v: version });
}
