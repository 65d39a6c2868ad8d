import { describe, expect, it } from 'vitest';
import {
  decodePreference,
  encodePreference,
  isValidPreference,
  type PreferenceStorage,
  readPreferences,
  writeMissing,
} from '../../src/preferences/codec';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS } from '../../themes/preferences';

function fakeStorage(initial: Record<string, string> = {}): PreferenceStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('layout preference storage', () => {
  it('reads the defaults of spec section 9 from empty storage', () => {
    expect(readPreferences(fakeStorage())).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });

  it('writes each preference under its own spec key, plain text', () => {
    const storage = fakeStorage();
    writeMissing(storage, { ...DEFAULT_PREFERENCES, nav_theme: 'light', weak: true });
    expect([...storage.data.keys()].sort()).toEqual([...PREFERENCE_KEYS].sort());
    expect(storage.data.get('nav_theme')).toBe('light');
    expect(storage.data.get('weak')).toBe('true');
    expect(storage.data.get('color')).toBe('#1890ff');
    expect(storage.data.get('app_language')).toBe('zh-CN');
    expect(storage.data.get('content_width')).toBe('Fluid');
  });

  it('round-trips every preference', () => {
    const prefs = {
      ...DEFAULT_PREFERENCES,
      sidebar_type: false,
      nav_theme: 'light' as const,
      layout: 'topmenu' as const,
      content_width: 'Fixed' as const,
      fixed_header: false,
      color: '#722ed1',
      multi_tab: false,
      app_language: 'en-US',
    };
    const storage = fakeStorage();
    writeMissing(storage, prefs);
    expect(readPreferences(storage)).toEqual(prefs);
  });

  it('falls back to the default for a stored value that is not allowed', () => {
    const storage = fakeStorage({
      nav_theme: 'purple',
      layout: 'grid',
      content_width: 'fluid',
      color: 'javascript:alert(1)',
      weak: 'yes',
      multi_tab: 'false',
      fixed_header: '"false"',
      app_language: '<script>',
    });
    const prefs = readPreferences(storage);
    expect(prefs.nav_theme).toBe('dark');
    expect(prefs.layout).toBe('sidemenu');
    expect(prefs.content_width).toBe('Fluid');
    expect(prefs.color).toBe('#1890ff');
    expect(prefs.weak).toBe(false);
    expect(prefs.multi_tab).toBe(false);
    expect(prefs.fixed_header).toBe(false);
    expect(prefs.app_language).toBe('zh-CN');
  });

  it('keeps a well-formed but unknown language tag (the i18n layer falls back to en-US)', () => {
    expect(decodePreference('app_language', 'fr-FR')).toBe('fr-FR');
  });

  it('checks the type and the allowed values of a new value', () => {
    expect(isValidPreference('weak', true)).toBe(true);
    expect(isValidPreference('weak', 'true')).toBe(false);
    expect(isValidPreference('nav_theme', 'light')).toBe(true);
    expect(isValidPreference('nav_theme', 'blue')).toBe(false);
    expect(isValidPreference('color', '#13C2C2')).toBe(true);
    expect(isValidPreference('color', '#13c2c')).toBe(false);
    expect(encodePreference('fixed_sidebar', false)).toBe('false');
  });

  it('survives storage that throws', () => {
    const broken: PreferenceStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readPreferences(broken)).toEqual(DEFAULT_PREFERENCES);
    expect(() => writeMissing(broken, DEFAULT_PREFERENCES)).not.toThrow();
  });
});
