/**
 * The entry's first import (src/main.tsx): a wall opened by its address asks for its chunk, screen and
 * scope while the rest of the app's start still runs (the router, the layouts, React's DOM), not
 * after it. Its own imports are what preloadWall needs: the API client, SWR and the route table.
 */
import { LAYOUTS } from '../../src/layouts';
import { screenPageOf } from '../../src/router/routes';
import { preloadWall } from './preloadWall';

preloadWall(window.location.hash, (route) => {
  void LAYOUTS[route === '/dashboard/analysis' ? 'main' : 'full'].preload().catch(() => undefined);
  void screenPageOf(route).preload().catch(() => undefined);
});
