/**
 * The layout preferences of spec section 3 in React: `prefs` re-renders every user when any
 * preference changes (settings drawer, account settings, header switcher, another tab).
 */
import { useSyncExternalStore } from 'react';
import type { LayoutPreferences, PreferenceKey } from '../../themes/preferences';
import { getPreferences, setPreference, subscribePreferences } from './store';

export interface PreferencesApi {
  prefs: LayoutPreferences;
  setPreference<K extends PreferenceKey>(key: K, value: LayoutPreferences[K]): void;
}

export function usePreferences(): PreferencesApi {
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
  return { prefs, setPreference };
}
