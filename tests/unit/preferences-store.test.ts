import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type StoreModule = typeof import('../../src/preferences/store');

let data: Map<string, string>;
let storageListener: ((event: { key: string | null; newValue: string | null }) => void) | undefined;

async function loadStore(initial: Record<string, string> = {}): Promise<StoreModule> {
  data = new Map(Object.entries(initial));
  storageListener = undefined;
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        data.set(key, value);
      },
    },
    addEventListener: (type: string, listener: typeof storageListener) => {
      if (type === 'storage') storageListener = listener;
    },
  });
  vi.resetModules();
  return import('../../src/preferences/store');
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preference store', () => {
  it('reads stored values and writes every missing key with its default on first use', async () => {
    const store = await loadStore({ nav_theme: 'light' });
    expect(store.getPreferences().nav_theme).toBe('light');
    expect(data.get('nav_theme')).toBe('light');
    expect(data.get('color')).toBe('#1890ff');
    expect(data.get('multi_tab')).toBe('true');
    expect(data.size).toBe(12);
  });

  it('stores a change under its key and tells every subscriber', async () => {
    const store = await loadStore();
    const before = store.getPreferences();
    const seen: string[] = [];
    const stop = store.subscribePreferences(() => seen.push(store.getPreferences().color));
    store.setPreference('color', '#f5222d');
    expect(store.getPreferences().color).toBe('#f5222d');
    expect(store.getPreferences()).not.toBe(before);
    expect(data.get('color')).toBe('#f5222d');
    expect(seen).toEqual(['#f5222d']);
    stop();
    store.setPreference('weak', true);
    expect(seen).toHaveLength(1);
    expect(data.get('weak')).toBe('true');
  });

  it('keeps the same snapshot when nothing changes, and ignores invalid values', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribePreferences(listener);
    const snapshot = store.getPreferences();
    store.setPreference('nav_theme', 'dark');
    // @ts-expect-error: not a navigation theme
    store.setPreference('nav_theme', 'purple');
    expect(store.getPreferences()).toBe(snapshot);
    expect(listener).not.toHaveBeenCalled();
  });

  it('restores the look and layout defaults but keeps the language and the menu state', async () => {
    const store = await loadStore({ app_language: 'en-US', sidebar_type: 'false', nav_theme: 'light', weak: 'true', multi_tab: 'false' });
    store.resetPreferences();
    const prefs = store.getPreferences();
    expect(prefs).toMatchObject({ nav_theme: 'dark', weak: false, multi_tab: true, app_language: 'en-US', sidebar_type: false });
    expect(data.get('nav_theme')).toBe('dark');
  });

  it('follows a change made in another tab', async () => {
    const store = await loadStore();
    store.getPreferences();
    const listener = vi.fn();
    store.subscribePreferences(listener);
    storageListener?.({ key: 'nav_theme', newValue: 'light' });
    expect(store.getPreferences().nav_theme).toBe('light');
    expect(listener).toHaveBeenCalledTimes(1);
    storageListener?.({ key: 'access_token', newValue: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
