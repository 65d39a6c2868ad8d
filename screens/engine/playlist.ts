/**
 * The playlist of a wall (pure): the address names the screens to rotate and the seconds each one
 * stays, e.g. `#/view-index?playlist=/view-index,/data-view&interval=60`. Only the wall routes can
 * be listed (the public screen opens through its share link, the analysis page lives in the
 * workspace); unknown entries are dropped, duplicates kept once, the interval is clamped.
 */
import type { ScreenRoute } from '../../src/domain/screen';

export const WALL_ROUTES = ['/view-index', '/county-index', '/data-view'] as const satisfies readonly ScreenRoute[];
export type WallRoute = (typeof WALL_ROUTES)[number];

export const PLAYLIST_PARAM = 'playlist';
export const INTERVAL_PARAM = 'interval';
export const DEFAULT_INTERVAL_SEC = 60;
export const MIN_INTERVAL_SEC = 10;
export const MAX_INTERVAL_SEC = 3600;

export interface Playlist {
  routes: WallRoute[];
  intervalSec: number;
}

const isWallRoute = (s: string): s is WallRoute => (WALL_ROUTES as readonly string[]).includes(s);

export function clampInterval(raw: string | null | undefined): number {
  const n = Number(raw);
  if (!raw || !Number.isFinite(n)) return DEFAULT_INTERVAL_SEC;
  return Math.min(MAX_INTERVAL_SEC, Math.max(MIN_INTERVAL_SEC, Math.round(n)));
}

/** The playlist an address asks for, or null when it names fewer than two screens. */
export function parsePlaylist(search: string | URLSearchParams): Playlist | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(PLAYLIST_PARAM);
  if (!raw) return null;
  const routes: WallRoute[] = [];
  for (const part of raw.split(',')) {
    const route = part.trim();
    if (isWallRoute(route) && !routes.includes(route)) routes.push(route);
  }
  if (routes.length < 2) return null;
  return { routes, intervalSec: clampInterval(params.get(INTERVAL_PARAM)) };
}

/** The screen after `current` (the first one when `current` is not in the list). */
export function nextRoute(playlist: Playlist, current: string): WallRoute {
  const at = playlist.routes.indexOf(current as WallRoute);
  return playlist.routes[(at + 1) % playlist.routes.length] ?? playlist.routes[0]!;
}

/** The query string that keeps the playlist going on the next screen. */
export function playlistSearch(playlist: Playlist): string {
  const params = new URLSearchParams();
  params.set(PLAYLIST_PARAM, playlist.routes.join(','));
  params.set(INTERVAL_PARAM, String(playlist.intervalSec));
  return `?${params.toString().replaceAll('%2F', '/').replaceAll('%2C', ',')}`;
}

/** The address of the next screen of a playlist. */
export function nextAddress(playlist: Playlist, current: string): string {
  return `${nextRoute(playlist, current)}${playlistSearch(playlist)}`;
}
