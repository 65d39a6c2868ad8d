/**
 * SWR over the one API client (ARCHITECTURE.md section 5): a key names a GET call as its path, or as a
 * `[path, params]` tuple; one fetcher sends it through `api`. `revalidatePrefix` refetches every
 * cached key whose path starts with a prefix (a write revalidates the reads it touched);
 * `revalidateAll` refetches everything (unit switch); `clearSwrCache` forgets everything (sign-out,
 * which also happens automatically whenever the stored token goes away).
 */
import { mutate, type SWRConfiguration } from 'swr';
import { getToken, subscribeToken } from '../session/token';
import { api } from './client';

export type SwrParams = Readonly<Record<string, string | number | boolean | null | undefined>>;
/** A read: its path, or its path and query parameters. Never put a timestamp in a key (STACK-NOTES 17). */
export type SwrKey = string | readonly [path: string, params?: SwrParams];

/** The path a cached key names, or undefined for keys this module did not make. */
export function keyPath(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return undefined;
}

/** The one fetcher: GET the key's path with its params. */
export function swrFetcher<T>(key: SwrKey): Promise<T> {
  if (typeof key === 'string') return api.get<T>(key);
  const [path, params] = key;
  return api.get<T>(path, params);
}

/** The SWRConfig value of the app. */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  // The client already reports failures (error rules); retrying a refused call helps nobody.
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  dedupingInterval: 2000,
};

/** Revalidates every cached key whose path starts with `prefix` (e.g. 'sys_message/'). */
export function revalidatePrefix(prefix: string): Promise<unknown[]> {
  return mutate((key) => keyPath(key)?.startsWith(prefix) ?? false);
}

/**
 * Forgets every cached key whose path starts with one of `prefixes` and refetches those on show:
 * after the user's own write, a list left behind must not come back showing what the write ended
 * (a handled to-do) while it refetches.
 */
export function forgetPrefixes(prefixes: readonly string[]): Promise<unknown[]> {
  const hit = (key: unknown) => prefixes.some((p) => keyPath(key)?.startsWith(p) ?? false);
  return mutate(hit, undefined, { revalidate: true });
}

/** Revalidates every cached key made by this module. */
export function revalidateAll(): Promise<unknown[]> {
  return mutate((key) => keyPath(key) !== undefined);
}

/** Forgets every cached read without refetching (sign-out). */
export function clearSwrCache(): Promise<unknown[]> {
  return mutate(() => true, undefined, { revalidate: false });
}

if (typeof window !== 'undefined') {
  // Whatever ended the session (logout, 401, expired token, another tab), the next user must not
  // see this user's data.
  subscribeToken(() => {
    if (getToken() === null) void clearSwrCache();
  });
}
