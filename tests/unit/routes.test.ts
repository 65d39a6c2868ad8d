import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSION_IDS } from '../../src/domain/permissions';
import { TEXTS as enUS } from '../../src/i18n/texts/en-US';
import { TEXTS as ptBR } from '../../src/i18n/texts/pt-BR';
import { TEXTS as zhCN } from '../../src/i18n/texts/zh-CN';
import { TEXTS as zhTW } from '../../src/i18n/texts/zh-TW';
import { findRoute, matchRoute } from '../../src/router/findRoute';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withTimeout } from '../../src/router/lazyPage';
import { HOME_PATH, isSignInFree, LOGIN_PATH, NOT_FOUND_PATH } from '../../src/router/paths';
import { REDIRECTS, ROUTES } from '../../src/router/routes';
import { BAD_PAGE_PATHS, SPEC_DEFAULTS, SPEC_FULL_PATHS, SPEC_MAIN_PATHS } from '../spec-routes';

describe('route table', () => {
  it('has each path and each name once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
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

  it('has every workspace route of spec section 2 in the main layout', () => {
    for (const path of SPEC_MAIN_PATHS) expect(findRoute(path)?.layout, path).toBe('main');
  });

  it('shows the four wall screens full-screen, behind sign-in', () => {
    for (const path of SPEC_FULL_PATHS) {
      expect(findRoute(path)?.layout, path).toBe('full');
      expect(findRoute(path)?.requiresAuth, path).toBe(true);
    }
  });

  it('sends the group roots to their default pages, which exist', () => {
    for (const d of SPEC_DEFAULTS) {
      expect(REDIRECTS).toContainEqual(d);
      expect(findRoute(d.to), d.to).toBeDefined();
    }
    for (const { to } of REDIRECTS) expect(findRoute(to), to).toBeDefined();
  });

  it('takes an optional positive-integer page number, and nothing else', () => {
    expect(matchRoute('/dashboard/analysis')?.route.name).toBe('analysis');
    expect(matchRoute('/dashboard/analysis/12')?.params.pageNo).toBe('12');
    expect(matchRoute('/list/table-list/1')?.route.name).toBe('tableList');
    for (const path of BAD_PAGE_PATHS) expect(findRoute(path), path).toBeUndefined();
  });

  it('gives every workspace and screen route a permission, but the public display (open to every signed-in user)', () => {
    const screens: readonly string[] = SPEC_FULL_PATHS;
    for (const r of ROUTES.filter((x) => x.layout === 'main' || screens.includes(x.path))) {
      if (r.path === '/public-view-index') expect(r.permission, r.path).toBeUndefined();
      else expect(r.permission, r.path).toBeTruthy();
    }
    expect(findRoute('/public-view-index')?.requiresAuth).toBe(true);
  });

  it('names only known permission ids and actions', () => {
    for (const r of ROUTES.filter((x) => x.permission !== undefined)) {
      const [id, action, ...rest] = (r.permission ?? '').split('.');
      expect(PERMISSION_IDS as readonly string[], r.path).toContain(id);
      if (action !== undefined) expect(ACTIONS as readonly string[], r.path).toContain(action);
      expect(rest, r.path).toEqual([]);
    }
  });

  it('tags the template routes with the spec tags', () => {
    const tag = (path: string) => findRoute(path)?.permission;
    expect(tag('/dashboard/analysis')).toBe('dashboard');
    expect(tag('/form/base-form')).toBe('form');
    expect(tag('/list/table-list')).toBe('table');
    expect(tag('/profile/basic')).toBe('profile');
    expect(tag('/result/success')).toBe('result');
    expect(tag('/exception/403')).toBe('exception');
    expect(tag('/account/center')).toBe('user');
  });

  it('names a title that exists in every language', () => {
    for (const r of ROUTES) for (const table of [zhCN, zhTW, enUS, ptBR]) expect(table[r.title], r.path).toBeTruthy();
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
