import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/i18n';
import { findRoute } from '../../src/router/findRoute';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withTimeout } from '../../src/router/lazyPage';
import { HOME_PATH, isSignInFree, LOGIN_PATH, NOT_FOUND_PATH } from '../../src/router/paths';
import { REDIRECTS, ROUTES } from '../../src/router/routes';

describe('route table', () => {
  it('has each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('needs sign-in exactly where the session rules say', () => {
    for (const r of ROUTES) expect(r.requiresAuth, r.path).toBe(!isSignInFree(r.path));
  });

  it('has the login, 404 and workplace pages, and redirects / to the workplace', () => {
    expect(findRoute(LOGIN_PATH)?.layout).toBe('public');
    expect(findRoute(NOT_FOUND_PATH)?.requiresAuth).toBe(false);
    expect(findRoute(HOME_PATH)?.layout).toBe('main');
    expect(REDIRECTS).toContainEqual({ from: '/', to: HOME_PATH });
    expect(findRoute('/no/such/page')).toBeUndefined();
  });

  it('names a title that exists in every language', () => {
    for (const r of ROUTES) for (const table of Object.values(MESSAGES)) expect(table[r.title]).toBeTruthy();
  });
});

describe('withTimeout (lazy chunks)', () => {
  it('waits 120 s for a chunk', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
  });

  it('fails a chunk that takes too long', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('turns a broken chunk into a ChunkLoadError', async () => {
    await expect(withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')), 50)).rejects.toThrow(
      ChunkLoadError,
    );
  });
});
