/**
 * Screens and region geometry (docs/api/screens.md): a screen by its route, an area's child regions
 * (with the version of its geometry, if it has one) and the GeoJSON itself; and the editor's calls:
 * save, the version history, revert, export and import. Geometry keys carry the geometry's version,
 * so the long browser cache never serves an old upload.
 */
import { EARLY_CALL_PATHS } from './earlyCalls';
import { ticketedUrl } from './files';
import type { RegionChildren, RegionGeometry } from '../domain/region-geometry';
import type { Screen, ScreenBody, ScreenRoute, ScreenVersionRow } from '../domain/screen';
import type { ScreenVersion } from '../domain/screen-api';
import { api } from './client';

export const screenKeys = {
  byRoute: (route: ScreenRoute) => [EARLY_CALL_PATHS.screen, { route }] as const,
  versions: (id: number) => ['screen/versions', { id }] as const,
};

export const regionKeys = {
  children: (areaId: number) => ['region/children', { areaId }] as const,
  geometry: (areaId: number, version: string) => ['region/geometry', { areaId, v: version }] as const,
};

/** GET screen/byRoute?route=: the stored screen of a route (its default layout until one is saved). */
export function getScreenByRoute(route: ScreenRoute): Promise<Screen> {
  return api.get<Screen>(EARLY_CALL_PATHS.screen, { route });
}

/** GET region/children?areaId=: the area, whether it has geometry, and its child areas. */
export function getRegionChildren(areaId: number): Promise<RegionChildren> {
  return api.get<RegionChildren>('region/children', { areaId });
}

/** GET region/geometry?areaId=&v=: the GeoJSON of the area's child regions (code 500 when it has none). */
export function getRegionGeometry(areaId: number, version: string): Promise<RegionGeometry> {
  return api.get<RegionGeometry>('region/geometry', { areaId, v: version });
}

/** POST screen/save: the body as a new version (code 502 when `version` is not the current one). */
export function saveScreen(input: { id: number; version: number; body: ScreenBody }): Promise<Screen> {
  return api.post<Screen>('screen/save', input);
}

/** GET screen/versions?id=: the kept versions, newest first. */
export function listScreenVersions(id: number): Promise<ScreenVersionRow[]> {
  return api.get<ScreenVersionRow[]>('screen/versions', { id });
}

/** GET screen/version?id=&version=: one kept version with its body. */
export function getScreenVersion(id: number, version: number): Promise<ScreenVersion> {
  return api.get<ScreenVersion>('screen/version', { id, version });
}

/** POST screen/revert: the body of `toVersion` as a new version. */
export function revertScreen(input: { id: number; version: number; toVersion: number }): Promise<Screen> {
  return api.post<Screen>('screen/revert', input);
}

/** POST screen/import: a file's text, validated by the server (501 with `json.` paths changes nothing). */
export function importScreen(input: { id: number; version: number; json: string }): Promise<Screen> {
  return api.post<Screen>('screen/import', input);
}

/** GET screen/export?id=&ticket=: the stored body as a file (a fresh link for a download). */
export function screenExportUrl(id: number): Promise<string> {
  return ticketedUrl('screen/export', { id });
}
