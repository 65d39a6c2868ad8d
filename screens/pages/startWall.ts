/**
 * The entry's first import (src/main.tsx): a wall opened by its address asks for its chunk, screen and
 * scope while the rest of the app's start still runs (the router, the layouts, React's DOM), not
 * after it. What that takes (the API client's calls, SWR, the screen's schemas) is its own chunk,
 * which the build's hint script has already asked for (scripts/vite/wallHint.ts): any other page
 * neither downloads nor runs it.
 */
import { screenRouteOfHash } from '../../src/domain/screen-routes';

/**
 * Settles once a wall opened by its address has made its first calls (at once for any other address);
 * never rejects. The app renders after it, so that the route gate finds the signed-in user's call made
 * (with the hint's answer) rather than asking again.
 */
export const wallStarted: Promise<void> =
  screenRouteOfHash(window.location.hash) === null
    ? Promise.resolve()
    : import('./preloadWall').then(
        ({ startWall }) => startWall(window.location.hash),
        (error: unknown) => console.error('Could not start the wall', error),
      );
