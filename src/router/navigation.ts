/** Navigation from outside React (the API client's error actions), through the hash router's URL. */
import { currentAppPath, isLoginPath, loginPathFor } from './paths';

/** Goes to the login page, remembering the current page as its redirect (unless already there). */
export function goToLogin(): void {
  if (typeof window === 'undefined') return;
  const here = currentAppPath();
  const pathname = here.split('?', 1)[0] ?? '';
  if (isLoginPath(pathname)) return;
  window.location.hash = `#${loginPathFor(here)}`;
}

export function reloadAfter(ms: number): void {
  if (typeof window === 'undefined') return;
  window.setTimeout(() => window.location.reload(), ms);
}
