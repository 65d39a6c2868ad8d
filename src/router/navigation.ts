/** Navigation from outside React (the API client's error actions), through the hash router's URL. */
import { currentAppPath, isLoginPath, loginPathFor, PASSWORD_CHANGE_PATH } from './paths';

/** Goes to the login page, remembering the current page as its redirect (unless already there). */
export function goToLogin(): void {
  if (typeof window === 'undefined') return;
  const here = currentAppPath();
  const pathname = here.split('?', 1)[0] ?? '';
  if (isLoginPath(pathname)) return;
  window.location.hash = `#${loginPathFor(here)}`;
}

/** Goes to the page of a required password change (the policy refused a call until it is done). */
export function goToPasswordChange(): void {
  if (typeof window === 'undefined') return;
  if ((currentAppPath().split('?', 1)[0] ?? '') === PASSWORD_CHANGE_PATH) return;
  window.location.hash = `#${PASSWORD_CHANGE_PATH}`;
}

export function reloadAfter(ms: number): void {
  if (typeof window === 'undefined') return;
  window.setTimeout(() => window.location.reload(), ms);
}

/**
 * Puts `path` in the address bar without a navigation: a form that just saved a new record keeps
 * editing it on the same page (and in the same tab of the tab bar, which keys tabs by path and
 * query), while a reload or a bookmark opens that record. The router's own location stays as it was.
 */
export function showAddress(path: string): void {
  if (typeof window === 'undefined') return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${path}`);
}
