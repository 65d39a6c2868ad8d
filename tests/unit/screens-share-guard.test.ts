/** The one exception of the session guard: a share link's visit of the public screen. */
import { describe, expect, it } from 'vitest';
import { formatScreenShareToken, parseScreenShareToken } from '../../src/domain/screen-api';
import { guardRedirect } from '../../src/router/guard';
import { isScreenShareVisit } from '../../src/router/paths';

const TOKEN = formatScreenShareToken({ id: 12, nonce: 'a'.repeat(43) });

describe('isScreenShareVisit', () => {
  it('is a visit of /public-view-index with a well-formed share token, and nothing else', () => {
    expect(isScreenShareVisit('/public-view-index', `?share=${TOKEN}`)).toBe(true);
    expect(isScreenShareVisit('/public-view-index', `?x=1&share=${encodeURIComponent(TOKEN)}`)).toBe(true);
    expect(isScreenShareVisit('/public-view-index', '')).toBe(false);
    expect(isScreenShareVisit('/public-view-index', '?share=')).toBe(false);
    expect(isScreenShareVisit('/public-view-index', '?share=not-a-token')).toBe(false);
    expect(isScreenShareVisit('/public-view-index', `?token=${TOKEN}`)).toBe(false);
    expect(isScreenShareVisit('/view-index', `?share=${TOKEN}`)).toBe(false);
    expect(isScreenShareVisit('/dashboard/workplace', `?share=${TOKEN}`)).toBe(false);
  });

  it('agrees with the domain’s token parser', () => {
    for (const token of [TOKEN, '0.x', `1.${'b'.repeat(42)}`, `99999999999.${'c'.repeat(43)}`, `7.${'-_'.repeat(21)}A`]) {
      expect(isScreenShareVisit('/public-view-index', `?share=${encodeURIComponent(token)}`), token).toBe(parseScreenShareToken(token) !== null);
    }
  });
});

describe('guardRedirect with a share link', () => {
  it('lets a signed-out share visit of the public screen through and sends every other visit to login', () => {
    expect(guardRedirect({ pathname: '/public-view-index', search: `?share=${TOKEN}`, requiresAuth: true, hasToken: false })).toBeNull();
    expect(guardRedirect({ pathname: '/public-view-index', search: '', requiresAuth: true, hasToken: false })).toBe(
      '/user/login?redirect=%2Fpublic-view-index',
    );
    expect(guardRedirect({ pathname: '/view-index', search: `?share=${TOKEN}`, requiresAuth: true, hasToken: false })).toMatch(/^\/user\/login\?redirect=/);
    // Signed in, the normal path applies.
    expect(guardRedirect({ pathname: '/public-view-index', search: `?share=${TOKEN}`, requiresAuth: true, hasToken: true })).toBeNull();
  });
});
