/** The current access token as React state: re-renders on sign-in and sign-out (in any tab). */
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
