/**
 * A wall opened by its address (a display's bookmark, a browser started on /view-index) starts what it
 * needs at once instead of one after the other: the page's chunk, the stored screen and the viewer's
 * scope are asked for while the app is still checking the session, under the same SWR keys the page
 * then reads (swr `preload`). Without a session nothing is asked.
 */
import { preload } from 'swr';
import { getScreenByRoute, screenKeys } from '../../src/api/screens';
import { getWallScope, statsKeys } from '../../src/api/stats';
import { SCREEN_ROUTES, type ScreenRoute } from '../../src/domain/screen';
import { SCREEN_SHARE_PARAM } from '../../src/domain/screen-api';
import { getToken } from '../../src/session/token';
import { readDrillAddress } from '../engine/useAddressDrill';

const isScreenRoute = (path: string): path is ScreenRoute => (SCREEN_ROUTES as readonly string[]).includes(path);

/** Starts the wall's chunk and first calls when `hash` (location.hash) opens a wall for a signed-in user. */
export function preloadWall(hash: string, loadPage: (route: ScreenRoute) => void): void {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  if (!isScreenRoute(path)) return;
  const params = new URLSearchParams(query);
  if (params.has(SCREEN_SHARE_PARAM) || getToken() === null) return;
  loadPage(path);
  void preload(screenKeys.byRoute(path), () => getScreenByRoute(path));
  void preload(statsKeys.scope({}), () => getWallScope({}));
  const { area, unit } = readDrillAddress(params);
  if (area !== undefined || unit !== undefined) void preload(statsKeys.scope({ area, unit }), () => getWallScope({ area, unit }));
}
