/**
 * A wall opened by its address (a display's bookmark, a browser started on /view-index) starts what it
 * needs at once instead of one after the other: the page's chunk, the stored screen and the viewer's
 * scope are asked for while the app is still starting (staff sessions only; the signed-in user is
 * asked for by every page's start, src/session/startSession.ts), and the first batch and the map's
 * regions and geometry as soon as the screen and scope are in, under the same SWR keys the page then
 * reads (swr `preload`). Without a session nothing is asked. The screen and the scope come from the
 * build's hint script when it asked for them already (src/api/earlyCalls.ts), before any of the
 * app's scripts had run.
 */
import { preload } from 'swr';
import { LAYOUTS } from '../../src/layouts';
import { screenPageOf } from '../../src/router/routes';
import { answered } from '../../src/api/earlyAnswer';
import { getScreenByRoute, screenKeys } from '../../src/api/screens';
import { getWallScope, statsKeys } from '../../src/api/stats';
import { type ScreenRoute, screenRouteOfHash } from '../../src/domain/screen-routes';
import { SCREEN_SHARE_PARAM } from '../../src/domain/screen-api';
import { backendOfToken } from '../../src/domain/session';
import { getToken } from '../../src/session/token';
import { sessionPublicSource, sessionSource } from '../engine/source';
import { readDrillAddress, stateOfScope } from '../engine/useAddressDrill';
import { preloadScreenData } from '../engine/useScreenData';

/** Starts the wall's chunk and first calls when `hash` (location.hash) opens a wall for a signed-in user. */
export function preloadWall(hash: string, loadPage: (route: ScreenRoute) => void): void {
  const path = screenRouteOfHash(hash);
  if (path === null) return;
  const params = new URLSearchParams(hash.split('?')[1] ?? '');
  const token = getToken();
  // Only staff have walls: a counterpart's or a lawyer's session asks nothing here (their public
  // display asks for its own, screen/public-view).
  if (params.has(SCREEN_SHARE_PARAM) || token === null || backendOfToken(token) !== 'admin') return;
  // The calls first: they are the longer path (screen and scope, then the batch, then the map), and the
  // browser has six connections to the server, which the page's chunks would otherwise take first.
  // The hint script (scripts/vite/wallHint.ts) may have made both already.
  const screen = preload(screenKeys.byRoute(path), () => answered('screen', () => getScreenByRoute(path)));
  const own = preload(statsKeys.scope({}), () => answered('scope', () => getWallScope({})));
  const { area, unit, period } = readDrillAddress(params);
  const place = area !== undefined || unit !== undefined ? preload(statsKeys.scope({ area, unit }), () => getWallScope({ area, unit })) : own;
  // The client sends a request a few promise steps after the call: the chunks are asked for in the
  // next task, once the calls hold their connections.
  setTimeout(() => loadPage(path), 0);
  // With the screen and the place at hand, the first batch too: the page finds its answers under the
  // key it asks with (useScreenData), instead of asking once the session check and its render are done.
  Promise.all([screen, place])
    .then(([s, scope]) => {
      if (scope.fallback) return;
      // The map's regions and geometry beside the batch, not after the first render.
      const source = path === '/public-view-index' ? sessionPublicSource : sessionSource;
      preloadScreenData(s.body, source, stateOfScope(scope, period), { geometry: scope.geometry });
    })
    .catch(() => undefined);
}

/** A wall opened by its address: its layout's and page's chunks with its first calls (screens/pages/startWall.ts). */
export function startWall(hash: string): void {
  preloadWall(hash, (route) => {
    void LAYOUTS[route === '/dashboard/analysis' ? 'main' : 'full'].preload().catch(() => undefined);
    void screenPageOf(route).preload().catch(() => undefined);
  });
}
