/**
 * The access token store (spec sections 3 and 4): localStorage under 'access_token' as
 * {value, expiresAt}, kept for 7 days. An expired or unreadable entry counts as absent (and is
 * removed). Listeners hear every change made here and, through the storage event, in other tabs.
 */
export const TOKEN_KEY = 'access_token';
export const TOKEN_TTL_MS = 604_800_000;

export interface StoredToken {
  value: string;
  expiresAt: number;
}

type Listener = () => void;

export interface TokenStore {
  setToken(value: string, ttlMs?: number): void;
  getToken(): string | null;
  clearToken(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /** Tells the listeners the storage changed elsewhere (another tab). */
  notify(): void;
}

function parse(raw: string | null): StoredToken | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { value, expiresAt } = data as Partial<StoredToken>;
    return typeof value === 'string' && value !== '' && typeof expiresAt === 'number' ? { value, expiresAt } : null;
  } catch {
    return null;
  }
}

export function createTokenStore(storage: Storage | null, now: () => number = Date.now): TokenStore {
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  return {
    setToken(value, ttlMs = TOKEN_TTL_MS) {
      const entry: StoredToken = { value, expiresAt: now() + ttlMs };
      storage?.setItem(TOKEN_KEY, JSON.stringify(entry));
      emit();
    },
    getToken() {
      const raw = storage?.getItem(TOKEN_KEY) ?? null;
      const entry = parse(raw);
      if (entry && entry.expiresAt > now()) return entry.value;
      // Expired or unreadable: forget it quietly (this runs during render, so no listeners are called).
      if (raw !== null) storage?.removeItem(TOKEN_KEY);
      return null;
    },
    clearToken() {
      storage?.removeItem(TOKEN_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: emit,
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** The app's store, over the browser's localStorage. */
export const tokenStore = createTokenStore(browserStorage());

if (typeof window !== 'undefined') {
  // Another tab signed in or out: tell this tab's listeners.
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === null) tokenStore.notify();
  });
}

export const setToken = (value: string, ttlMs?: number): void => tokenStore.setToken(value, ttlMs);
export const getToken = (): string | null => tokenStore.getToken();
export const clearToken = (): void => tokenStore.clearToken();
export const subscribeToken = (listener: () => void): (() => void) => tokenStore.subscribe(listener);
