/**
 * The layout preferences as a small external store (for useSyncExternalStore): read from
 * localStorage once, written back key by key on change, and kept in step with other tabs through
 * the 'storage' event. Every subscriber sees a change at once.
 */
import {
  DEFAULT_PREFERENCES,
  type LayoutPreferences,
  PREFERENCE_KEYS,
  type PreferenceKey,
} from '../../themes/preferences';
import {
  decodePreference,
  encodePreference,
  isValidPreference,
  type PreferenceStorage,
  readPreferences,
  safeSet,
  writeMissing,
} from './codec';

type Listener = () => void;

function browserStorage(): PreferenceStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

let state: LayoutPreferences | null = null;
const listeners = new Set<Listener>();

function load(): LayoutPreferences {
  if (state) return state;
  const storage = browserStorage();
  state = readPreferences(storage);
  if (storage) writeMissing(storage, state);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return state;
}

function onStorage(event: StorageEvent): void {
  const key = event.key as PreferenceKey | null;
  if (!state) return;
  if (key === null) {
    state = readPreferences(browserStorage());
  } else if ((PREFERENCE_KEYS as readonly string[]).includes(key)) {
    const value = decodePreference(key, event.newValue);
    if (state[key] === value) return;
    state = { ...state, [key]: value };
  } else {
    return;
  }
  for (const listener of listeners) listener();
}

/** The current preferences (the same object until one of them changes). */
export function getPreferences(): LayoutPreferences {
  return load();
}

/** Changes one preference, stores it under its key and tells every subscriber; invalid values are ignored. */
export function setPreference<K extends PreferenceKey>(key: K, value: LayoutPreferences[K]): void {
  const current = load();
  if (!isValidPreference(key, value) || current[key] === value) return;
  state = { ...current, [key]: value };
  const storage = browserStorage();
  if (storage) safeSet(storage, key, encodePreference(key, value));
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The preferences "restore defaults" resets: the look and layout, not the language or the menu state. */
export const RESETTABLE_KEYS = PREFERENCE_KEYS.filter(
  (key) => key !== 'app_language' && key !== 'sidebar_type' && key !== 'is_mobile',
);

/** Puts the look and layout back to the defaults of spec section 9. */
export function resetPreferences(keys: readonly PreferenceKey[] = RESETTABLE_KEYS): void {
  for (const key of keys) setPreference(key, DEFAULT_PREFERENCES[key]);
}
