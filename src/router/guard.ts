/**
 * The session guard (spec section 4), pure: given where the user is going and whether a token is
 * stored, where they must go instead (or null to let them through).
 */
import { isLoginPath, isScreenShareVisit, loginPathFor, safeRedirect } from './paths';

export interface GuardInput {
  pathname: string;
  /** The query string of the location, with its '?', or ''. */
  search: string;
  /** The matched route needs sign-in. */
  requiresAuth: boolean;
  hasToken: boolean;
}

/**
 * With a token, a login page sends the user on to its redirect parameter when that is a safe in-app
 * path, else to the workplace; without one, a page that needs sign-in sends them to the login page
 * with the wanted path (and its query) as the redirect parameter, except a share-link visit of the
 * public screen (paths.ts isScreenShareVisit).
 */
export function guardRedirect({ pathname, search, requiresAuth, hasToken }: GuardInput): string | null {
  if (hasToken) return isLoginPath(pathname) ? safeRedirect(new URLSearchParams(search).get('redirect')) : null;
  // A share link opens the public screen without a session (and nothing else does).
  return requiresAuth && !isScreenShareVisit(pathname, search) ? loginPathFor(`${pathname}${search}`) : null;
}
