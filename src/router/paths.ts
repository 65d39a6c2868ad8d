/** The fixed paths of the session rules (spec sections 2 and 4) and the login redirect helpers. */
import { parseShareToken } from '../domain/share-token';

export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/dashboard/workplace';
export const NOT_FOUND_PATH = '/404';
/** The 403 page: also what a signed-in page shows to a user without its permission (src/permissions/RouteGate.tsx). */
export const FORBIDDEN_PATH = '/exception/403';
export const ACCOUNT_CENTER_PATH = '/account/center';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
/** The full-window page of a password change the policy requires first (src/domain/security-policy.ts). */
export const PASSWORD_CHANGE_PATH = '/account/password-change';

/** Pages open without sign-in (spec section 4). */
export const SIGN_IN_FREE_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/d-login',
  NOT_FOUND_PATH,
  // The progress view a contract's QR code opens (CONTRACT_SHARE_PATH): its token is its only key.
  '/contract-share',
];

/** The public wall screen, which a share link opens without a session (`#/public-view-index?share=<token>`). */
export const PUBLIC_SCREEN_PATH = '/public-view-index';
export const SCREEN_SHARE_PARAM = 'share';

/**
 * A visit of the public screen through a share link: the one page that needs sign-in but opens
 * without a session (the display's calls carry the token; the server checks it). Nothing else is.
 */
export function isScreenShareVisit(pathname: string, search: string): boolean {
  if (pathname !== PUBLIC_SCREEN_PATH) return false;
  return parseShareToken(new URLSearchParams(search).get(SCREEN_SHARE_PARAM)) !== null;
}

/** Sign-in pages: with a token they send the user to HOME_PATH. */
export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, '/user/d-login'];

export const isSignInFree = (pathname: string): boolean => SIGN_IN_FREE_PATHS.includes(pathname);
export const isLoginPath = (pathname: string): boolean => LOGIN_PATHS.includes(pathname);

/** '/user/login?redirect=<wanted>' (nothing to remember when the wanted page is home or a login page). */
export function loginPathFor(wanted: string): string {
  const target = safeRedirect(wanted);
  return target === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in: the redirect parameter when it is an in-app path (starts with one
 * '/', no scheme or host, not a login page), else HOME_PATH.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return HOME_PATH;
  const pathname = raw.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/' || isLoginPath(pathname)) return HOME_PATH;
  return raw;
}

/** The in-app path (pathname + search) of the current hash location, e.g. '/contract/detail?id=3'. */
export function currentAppPath(hash: string = typeof window !== 'undefined' ? window.location.hash : ''): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}

/**
 * Writes a page's query into the address with history.replaceState (outside the router: the tab bar
 * keys tabs by path and query, so routing each filter change would open a new tab), but only while
 * that page is the one in the address: a page whose chunk arrives after the user moved on, or one kept
 * alive in a hidden tab, must not write its own path over the page now shown.
 */
export function replaceAddressQuery(pathname: string, search: string): void {
  if (currentAppPath().split('?', 1)[0] !== pathname) return;
  const hash = `#${pathname}${search}`;
  if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}
