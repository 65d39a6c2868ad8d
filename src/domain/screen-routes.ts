/**
 * The routes that open a screen (spec section 2), without the screen's schemas: the app's entry
 * (src/main.tsx) checks its address against them before anything else loads, and zod's schemas are
 * not worth building for that.
 */

/** The four full-screen routes of spec section 2, and the workspace's analysis page. */
export const SCREEN_ROUTES = ['/view-index', '/county-index', '/data-view', '/public-view-index', '/dashboard/analysis'] as const;
export type ScreenRoute = (typeof SCREEN_ROUTES)[number];

/** Screens reachable without a session through a share link only; their queries must be de-identified. */
export const PUBLIC_SCREEN_ROUTES: readonly ScreenRoute[] = ['/public-view-index'];

export const isScreenRoute = (path: string): path is ScreenRoute => (SCREEN_ROUTES as readonly string[]).includes(path);

/** The route of an address's hash (`#/view-index?area=…` → `/view-index`), if it opens a screen. */
export function screenRouteOfHash(hash: string): ScreenRoute | null {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return isScreenRoute(path) ? path : null;
}
