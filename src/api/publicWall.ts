/**
 * The public display for a signed-in user (/public-view-index without a share link), on the
 * session's own base (docs/api/screens.md): the stored public screen and the caller's area, the
 * saved queries of its widgets, and the map's region data within that area. What a share link's
 * display gets, at the caller's area.
 */
import type { RegionChildren, RegionGeometry } from '../domain/region-geometry';
import type { PublicWallStatsInput, PublicWallView } from '../domain/screen-api';
import type { StatsResult } from '../domain/stats';
import { api } from './client';

export const publicWallKeys = {
  view: () => ['screen/public-view'] as const,
  region: (areaId: number) => ['screen/public-region', { areaId }] as const,
  geometry: (areaId: number, version: string) => ['screen/public-geometry', { areaId, v: version }] as const,
};

/** GET screen/public-view: the public screen (no editor named) and the area it shows the caller. */
export function getPublicWallView(): Promise<PublicWallView> {
  return api.get<PublicWallView>('screen/public-view');
}

/** POST screen/public-stats: the public display's widgets at the caller's own area, in order. */
export function queryPublicWallStats(input: PublicWallStatsInput): Promise<StatsResult[]> {
  return api.post<StatsResult[]>('screen/public-stats', input);
}

/** GET screen/public-region?areaId=: an area within the caller's and its child areas. */
export function getPublicRegion(areaId: number): Promise<RegionChildren> {
  return api.get<RegionChildren>('screen/public-region', { areaId });
}

/** GET screen/public-geometry?areaId=&v=: the GeoJSON of that area's child regions. */
export function getPublicGeometry(areaId: number, version: string): Promise<RegionGeometry> {
  return api.get<RegionGeometry>('screen/public-geometry', { areaId, v: version });
}
