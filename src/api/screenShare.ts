/**
 * The public calls of a shared screen (docs/api/screens.md), made by a service-hall display without
 * a session: the screen and its root area, the saved queries of named widgets in a drill context,
 * and the region data of the map. They live beside the three bases (/api/screen-share) and go
 * through the one client; an unusable link answers code 500 (no logout, no redirect).
 */
import type { RegionChildren, RegionGeometry } from '../domain/region-geometry';
import type { ScreenShareStatsInput, ScreenShareView } from '../domain/screen-api';
import type { StatsResult } from '../domain/stats';
import { api } from './client';
import { PUBLIC_API_BASE } from './contractShare';

const PUBLIC = { baseURL: PUBLIC_API_BASE };

export const screenShareKeys = {
  screen: (token: string) => ['screen-share/screen', { token }] as const,
  region: (token: string, areaId: number) => ['screen-share/region', { token, areaId }] as const,
  geometry: (token: string, areaId: number, version: string) => ['screen-share/geometry', { token, areaId, v: version }] as const,
};

/** GET /api/screen-share/screen?token=: the shared screen and the area it shows. */
export function getSharedScreen(token: string): Promise<ScreenShareView> {
  return api.get<ScreenShareView>('screen-share/screen', { token }, PUBLIC);
}

/** POST /api/screen-share/stats: the saved queries of `widgets` in the display's context, in order. */
export function querySharedStats(input: ScreenShareStatsInput): Promise<StatsResult[]> {
  return api.post<StatsResult[]>('screen-share/stats', input, PUBLIC);
}

/** GET /api/screen-share/region?token=&areaId=: an area within the link's root and its child areas. */
export function getSharedRegion(token: string, areaId: number): Promise<RegionChildren> {
  return api.get<RegionChildren>('screen-share/region', { token, areaId }, PUBLIC);
}

/** GET /api/screen-share/geometry?token=&areaId=&v=: the GeoJSON of that area's child regions. */
export function getSharedGeometry(token: string, areaId: number, version: string): Promise<RegionGeometry> {
  return api.get<RegionGeometry>('screen-share/geometry', { token, areaId, v: version }, PUBLIC);
}
