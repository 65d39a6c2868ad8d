/**
 * At start, before the first render: a staff session asks for the signed-in user at once (the route
 * gate and the workspace's layout need it), under the key useCurrentUser reads, instead of once the
 * layout's chunk has arrived and rendered. The build's hint script has usually asked already
 * (src/api/earlyCalls.ts): its answer is taken. Other bases, and a shared display, ask nothing here.
 */
import { mutate, preload } from 'swr';
import { answered } from '../api/earlyAnswer';
import { getLoginUserInfo, systemKeys } from '../api/system';
import { backendOfToken } from '../domain/session';
import { isScreenShareVisit } from '../router/paths';
import { getToken } from './token';

export function startSession(hash: string): void {
  const token = getToken();
  if (token === null || backendOfToken(token) !== 'admin') return;
  const [pathname = '', query = ''] = hash.replace(/^#/, '').split('?');
  if (isScreenShareVisit(pathname, query)) return;
  const asked = preload(systemKeys.loginUserInfo, () => answered('user', getLoginUserInfo));
  // The answer goes into the cache as it arrives: what mounts after it (the gate, the layout) renders
  // the user at once, instead of rendering without one and again, in one task, when it arrives. Their
  // own first check takes this same request (preload), so the user is asked for once.
  asked.then(
    (user) => mutate(systemKeys.loginUserInfo, user, { revalidate: false }),
    () => undefined,
  );
}
