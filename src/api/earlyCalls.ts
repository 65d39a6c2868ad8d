/**
 * The first calls of a page opened with a staff session, made by the build's hint script
 * (scripts/vite/wallHint.ts) as soon as the page starts, while the app's own scripts still download
 * and run (about 300 ms on the 2-core reference machine): the signed-in user on every page, and on a
 * wall's address the stored screen of the route and the viewer's scope. The hint sends what the API
 * client would send then (the stored staff token in the access_token header, the default language
 * in `lang`) and keeps each call's parsed body, or null, under window[EARLY_CALLS_GLOBAL]. The start
 * (src/session/startSession.ts, screens/pages/preloadWall.ts) takes a successful answer and makes the
 * call itself otherwise, so every failure goes through the client's rules. No imports: vite.config.ts
 * reads this module.
 */

/** Where the hint leaves its calls. */
export const EARLY_CALLS_GLOBAL = '__wallEarlyCalls';

/** The calls, by name: each one's path under the staff base (the API functions use the same paths). */
export const EARLY_CALL_PATHS = {
  user: 'sys_user/getLoginUserInfo',
  screen: 'screen/byRoute',
  scope: 'stats/scope',
} as const;

export type EarlyCall = keyof typeof EARLY_CALL_PATHS;

/** Each call's body as the hint parsed it (null: the call failed or answered no JSON). */
export type EarlyBodies = Partial<Record<EarlyCall, Promise<unknown>>>;

/** Takes one of the hint's calls, once: a page opened later in the same page life asks for itself. */
export function takeEarlyCall(call: EarlyCall): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const calls = (window as unknown as Record<string, EarlyBodies | undefined>)[EARLY_CALLS_GLOBAL];
  const body = calls?.[call];
  if (calls) delete calls[call];
  return body;
}
