/**
 * How each layout preference (themes/preferences.ts) is written to and read back from
 * localStorage: one entry per preference under the spec's key. Booleans are 'true'/'false',
 * everything else the plain string. A missing or invalid entry reads as the default.
 */
import {
  DEFAULT_PREFERENCES,
  type LayoutPreferences,
  PREFERENCE_KEYS,
  type PreferenceKey,
} from '../../themes/preferences';

/** The subset of the Storage interface the codec needs (localStorage, or a fake in tests). */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The allowed values of the preferences that are not booleans. */
const STRING_RULES: { [K in PreferenceKey]?: (v: string) => boolean } = {
  nav_theme: (v) => v === 'light' || v === 'dark',
  layout: (v) => v === 'sidemenu' || v === 'topmenu',
  content_width: (v) => v === 'Fluid' || v === 'Fixed',
  color: (v) => HEX_COLOR.test(v),
  // Any well-formed language tag is kept; the i18n layer maps unknown ones to its fallback.
  app_language: (v) => LANGUAGE_TAG.test(v),
};

/** Whether `value` is acceptable for `key` (right type and, for strings, an allowed value). */
export function isValidPreference<K extends PreferenceKey>(key: K, value: unknown): value is LayoutPreferences[K] {
  const fallback = DEFAULT_PREFERENCES[key];
  if (typeof fallback === 'boolean') return typeof value === 'boolean';
  const rule = STRING_RULES[key];
  return typeof value === 'string' && (rule ? rule(value) : true);
}

/** The stored text of a preference. */
export function encodePreference<K extends PreferenceKey>(key: K, value: LayoutPreferences[K]): string {
  void key;
  return String(value);
}

/** The value of a stored text; the default when the text is missing or not acceptable. */
export function decodePreference<K extends PreferenceKey>(key: K, raw: string | null): LayoutPreferences[K] {
  const fallback = DEFAULT_PREFERENCES[key];
  if (raw === null) return fallback;
  let value: unknown = raw;
  if (typeof fallback === 'boolean') {
    // Also accept JSON-quoted booleans written by other tools.
    const text = raw.replace(/^"|"$/g, '');
    value = text === 'true' ? true : text === 'false' ? false : undefined;
  }
  return isValidPreference(key, value) ? value : fallback;
}

/** Every preference read from storage (defaults where missing or invalid). */
export function readPreferences(storage: PreferenceStorage | null): LayoutPreferences {
  const prefs = { ...DEFAULT_PREFERENCES } as LayoutPreferences;
  if (!storage) return prefs;
  for (const key of PREFERENCE_KEYS) {
    (prefs as Record<PreferenceKey, unknown>)[key] = decodePreference(key, safeGet(storage, key));
  }
  return prefs;
}

/** Writes every preference whose stored text differs (so storage always holds all the spec's keys). */
export function writeMissing(storage: PreferenceStorage, prefs: LayoutPreferences): void {
  for (const key of PREFERENCE_KEYS) {
    const text = encodePreference(key, prefs[key]);
    if (safeGet(storage, key) !== text) safeSet(storage, key, text);
  }
}

export function safeGet(storage: PreferenceStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function safeSet(storage: PreferenceStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference still applies for this page's lifetime.
  }
}
