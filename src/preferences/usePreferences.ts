/**
 * The layout preferences of spec section 3 in React: `prefs` re-renders every user when any
 * preference changes (settings drawer, account settings, header switcher, another tab);
 * `usePreference(key)` re-renders only when that one changes.
 */
import { useSyncExternalStore } from 'react';
import type { LayoutPreferences, PreferenceKey } from '../../themes/preferences';
import { getPreferences, setPreference, subscribePreferences } from './store';

export interface PreferencesApi {
  prefs: LayoutPreferences;
  setPreference<K extends PreferenceKey>(key: K, value: LayoutPreferences[K]): void;
}

/**
 * One preference: what reads only a few (the app's language and theme, above every page) is not
 * re-rendered by a change of another. A change of a store re-renders its readers at once, in one
 * task: the workspace's `is_mobile`, set on a phone's first visit, re-rendered the whole app.
 */
export function usePreference<K extends PreferenceKey>(key: K): LayoutPreferences[K] {
  const read = () => getPreferences()[key];
  return useSyncExternalStore(subscribePreferences, read, read);
}

export function usePreferences(): PreferencesApi {
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
  return { prefs, setPreference };
}
