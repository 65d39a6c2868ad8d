import { beforeEach, describe, expect, it } from 'vitest';
import { createTokenStore, TOKEN_KEY, TOKEN_TTL_MS } from '../../src/session/token';
import { MemoryStorage } from './support/memoryStorage';

describe('token store', () => {
  let storage: MemoryStorage;
  let now: number;
  const store = () => createTokenStore(storage, () => now);

  beforeEach(() => {
    storage = new MemoryStorage();
    now = 1_700_000_000_000;
  });

  it('keeps the token for 7 days as {value, expiresAt} under access_token', () => {
    expect(TOKEN_TTL_MS).toBe(604_800_000);
    const s = store();
    s.setToken('abc');
    expect(JSON.parse(storage.getItem(TOKEN_KEY) ?? '')).toEqual({ value: 'abc', expiresAt: now + 604_800_000 });
    expect(TOKEN_KEY).toBe('access_token');
    now += TOKEN_TTL_MS - 1;
    expect(s.getToken()).toBe('abc');
  });

  it('treats an expired token as absent and removes it', () => {
    const s = store();
    s.setToken('abc');
    now += TOKEN_TTL_MS;
    expect(s.getToken()).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('honours a custom lifetime', () => {
    const s = store();
    s.setToken('abc', 1000);
    now += 999;
    expect(s.getToken()).toBe('abc');
    now += 1;
    expect(s.getToken()).toBeNull();
  });

  it.each(['not json', '"abc"', 'null', '{"value":"abc"}', '{"value":"","expiresAt":9e15}', '{"value":1,"expiresAt":9e15}'])(
    'treats an unreadable entry (%s) as absent',
    (raw) => {
      storage.setItem(TOKEN_KEY, raw);
      expect(store().getToken()).toBeNull();
      expect(storage.getItem(TOKEN_KEY)).toBeNull();
    },
  );

  it('clears the token', () => {
    const s = store();
    s.setToken('abc');
    s.clearToken();
    expect(s.getToken()).toBeNull();
  });

  it('tells listeners about sign-in, sign-out and outside changes, until they unsubscribe', () => {
    const s = store();
    let calls = 0;
    const off = s.subscribe(() => {
      calls++;
    });
    s.setToken('abc');
    s.clearToken();
    s.notify();
    expect(calls).toBe(3);
    off();
    s.setToken('def');
    expect(calls).toBe(3);
  });

  it('works without storage (disabled by the browser)', () => {
    const s = createTokenStore(null);
    s.setToken('abc');
    expect(s.getToken()).toBeNull();
  });
});
