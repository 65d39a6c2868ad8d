/** System calls of spec section 7 (User): typed functions over the one client. */
import { EARLY_CALL_PATHS } from './earlyCalls';
import type { CurrentLoginUserInfo, LoginResult, LoginUserInfo } from '../domain/system';
import { onOwnBase } from './baseRedirect';
import { api } from './client';

/**
 * POST admin_sys_user/login with the credentials as query parameters; answers the token. Staff sign
 * in on /api/admin; a counterpart user or legal adviser is sent to their own base, and signs in there.
 */
export function login(username: string, password: string): Promise<LoginResult> {
  return onOwnBase((backend) => api.post<LoginResult>('admin_sys_user/login', undefined, { params: { username, password }, backend }));
}

/** GET admin_sys_user/logout: ends the session on the server (the caller clears the local one). */
export function logout(): Promise<null> {
  return api.get<null>('admin_sys_user/logout');
}

/** GET sys_user/getLoginUserInfo: the signed-in user, their units and permissions. */
export function getLoginUserInfo(): Promise<LoginUserInfo> {
  return api.get<LoginUserInfo>(EARLY_CALL_PATHS.user);
}

/** GET sys_user/getCurrentLoginUserInfo: the signed-in user's profile, with every unit and its chain. */
export function getCurrentLoginUserInfo(): Promise<CurrentLoginUserInfo> {
  return api.get<CurrentLoginUserInfo>('sys_user/getCurrentLoginUserInfo');
}

/** PUT sys_user/switchCurrentUnit?unitId=: makes one of the user's units the current one. */
export function switchCurrentUnit(unitId: number): Promise<null> {
  return api.put<null>('sys_user/switchCurrentUnit', undefined, { params: { unitId } });
}

/** SWR keys of these reads: the path names the cache entry. */
export const systemKeys = {
  loginUserInfo: EARLY_CALL_PATHS.user,
  currentLoginUserInfo: 'sys_user/getCurrentLoginUserInfo',
} as const;
