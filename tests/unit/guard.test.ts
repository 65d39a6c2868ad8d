import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../src/router/guard';
import { currentAppPath, HOME_PATH, LOGIN_PATH, loginPathFor, SIGN_IN_FREE_PATHS, safeRedirect } from '../../src/router/paths';

describe('guardRedirect', () => {
  const go = (pathname: string, requiresAuth: boolean, hasToken: boolean, search = '') =>
    guardRedirect({ pathname, search, requiresAuth, hasToken });

  it('sends a signed-out user to login with the wanted path (and query) as redirect', () => {
    expect(go('/contract/detail', true, false, '?id=3')).toBe('/user/login?redirect=%2Fcontract%2Fdetail%3Fid%3D3');
  });

  it('sends a signed-out user to plain login when the wanted page is the workplace', () => {
    expect(go(HOME_PATH, true, false)).toBe(LOGIN_PATH);
  });

  it.each(SIGN_IN_FREE_PATHS)('lets a signed-out user open %s', (path) => {
    expect(go(path, false, false)).toBeNull();
  });

  it('lets a signed-in user through to pages that need sign-in and to 404', () => {
    expect(go('/contract/detail', true, true)).toBeNull();
    expect(go('/404', false, true)).toBeNull();
    expect(go('/user/register', false, true)).toBeNull();
  });

  it('sends a signed-in user away from the login pages', () => {
    expect(go('/user/login', false, true)).toBe(HOME_PATH);
    expect(go('/user/d-login', false, true)).toBe(HOME_PATH);
    expect(go('/user/login', false, true, '?redirect=%2Fsystem%2Fuser-manage')).toBe('/system/user-manage');
    expect(go('/user/login', false, true, '?redirect=https%3A%2F%2Fevil.example')).toBe(HOME_PATH);
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, HOME_PATH],
    ['', HOME_PATH],
    ['/', HOME_PATH],
    ['/user/login', HOME_PATH],
    ['/user/login?redirect=/x', HOME_PATH],
    ['//evil.example/x', HOME_PATH],
    ['/\\evil.example', HOME_PATH],
    ['https://evil.example', HOME_PATH],
    ['javascript:alert(1)', HOME_PATH],
    ['/contract/detail?id=3', '/contract/detail?id=3'],
    ['/404', '/404'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
});

describe('loginPathFor and currentAppPath', () => {
  it('round-trips the wanted path through the redirect parameter', () => {
    const url = new URL(`http://x${loginPathFor('/a/b?c=1&d=2')}`);
    expect(url.pathname).toBe(LOGIN_PATH);
    expect(url.searchParams.get('redirect')).toBe('/a/b?c=1&d=2');
  });

  it('reads the hash location', () => {
    expect(currentAppPath('#/a/b?c=1')).toBe('/a/b?c=1');
    expect(currentAppPath('')).toBe('/');
    expect(currentAppPath('#')).toBe('/');
  });
});
