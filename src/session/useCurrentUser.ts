/**
 * The signed-in user (sys_user/getLoginUserInfo through SWR) and the sign-out that always works
 * (spec section 4: the token and user info are cleared even if the server call fails).
 */
import useSWR, { type KeyedMutator } from 'swr';
import { clearSwrCache } from '../api/swr';
import { getLoginUserInfo, logout, systemKeys } from '../api/system';
import type { LoginUserInfo } from '../domain/system';
import { LOGIN_PATH } from '../router/paths';
import { clearToken } from './token';
import { useToken } from './useToken';

export interface CurrentUser {
  /** The user, once loaded (undefined while loading, after a failure and when signed out). */
  user: LoginUserInfo | undefined;
  isLoading: boolean;
  error: unknown;
  /** Reloads the user info (after a unit switch or a profile edit). */
  reload: KeyedMutator<LoginUserInfo>;
}

export function useCurrentUser(): CurrentUser {
  const token = useToken();
  const { data, error, mutate } = useSWR<LoginUserInfo>(token ? systemKeys.loginUserInfo : null, () => getLoginUserInfo());
  // Loading: a session without its user or a failure yet. Not SWR's isLoading, which flips on every
  // first check even with the user at hand (src/session/startSession.ts put it there), and each flip
  // re-rendered every reader (the gate, the layout, the page) at once, in one task.
  return { user: token ? data : undefined, isLoading: token !== null && data === undefined && error === undefined, error, reload: mutate };
}

/**
 * Signs out: tells the server (its answer does not matter), then clears the token and every cached
 * read and goes to the login page. `navigate` is the router's (so the guard sees the new location
 * and the missing token in one render); without it the hash is set directly.
 */
export async function logoutNow(navigate?: (path: string) => void): Promise<void> {
  try {
    await logout();
  } catch {
    // The server is unreachable or refused: the local session ends all the same.
  }
  if (navigate) navigate(LOGIN_PATH);
  else if (typeof window !== 'undefined') window.location.hash = `#${LOGIN_PATH}`;
  clearToken();
  await clearSwrCache();
}
