/** System calls of spec section 7 (User): typed functions over the one client. */
import type { LoginResult, LoginUserInfo } from '../domain/system';
import { api } from './client';

/** POST admin_sys_user/login with the credentials as query parameters; answers the token. */
export function login(username: string, password: string): Promise<LoginResult> {
  return api.post<LoginResult>('admin_sys_user/login', undefined, { params: { username, password } });
}

/** GET admin_sys_user/logout: ends the session on the server (the caller clears the local one). */
export function logout(): Promise<null> {
  return api.get<null>('admin_sys_user/logout');
}

/** GET sys_user/getLoginUserInfo: the signed-in user, their units and permissions. */
export function getLoginUserInfo(): Promise<LoginUserInfo> {
  return api.get<LoginUserInfo>('sys_user/getLoginUserInfo');
}

/** SWR keys of these reads: the path names the cache entry. */
export const systemKeys = {
  loginUserInfo: 'sys_user/getLoginUserInfo',
} as const;
