import { describe, expect, it } from 'vitest';
import { decideErrorAction, type ErrorInput } from '../../src/api/errorRules';

const base: ErrorInput = { httpStatus: 200, code: 200, hasToken: true, isLogin: undefined, tokenExpiredFlag: 0 };
const decide = (over: Partial<ErrorInput>) => decideErrorAction({ ...base, ...over });

describe('decideErrorAction: envelope codes of HTTP 2xx answers', () => {
  it('does nothing on success', () => {
    expect(decide({})).toEqual({ action: 'none', tokenExpiredFlag: 0 });
  });

  it.each([500, 501, 502, 503])('leaves business error %i to the caller, no logout', (code) => {
    expect(decide({ code })).toEqual({ action: 'none', tokenExpiredFlag: 0 });
  });

  it.each([400, 401, 403, 404, 499, 505, 600, 1])('logs out to the login page on code %i', (code) => {
    expect(decide({ code })).toEqual({ action: 'logout-to-login', tokenExpiredFlag: 0 });
  });

  it('logs out without a token too (the rule does not depend on it)', () => {
    expect(decide({ code: 401, hasToken: false }).action).toBe('logout-to-login');
  });

  it('handles 504 once: token expired, then nothing while the flag is 1', () => {
    const first = decide({ code: 504 });
    expect(first).toEqual({ action: 'token-expired', tokenExpiredFlag: 1 });
    expect(decide({ code: 504, tokenExpiredFlag: first.tokenExpiredFlag })).toEqual({ action: 'none', tokenExpiredFlag: 1 });
  });

  it('resets the flag on code 0, which itself is outside 200 and 500..504', () => {
    expect(decide({ code: 0, tokenExpiredFlag: 1 })).toEqual({ action: 'logout-to-login', tokenExpiredFlag: 0 });
    expect(decide({ code: 504, tokenExpiredFlag: 0 }).action).toBe('token-expired');
  });

  it('keeps the flag on other codes', () => {
    expect(decide({ code: 200, tokenExpiredFlag: 1 }).tokenExpiredFlag).toBe(1);
    expect(decide({ code: 500, tokenExpiredFlag: 1 }).tokenExpiredFlag).toBe(1);
  });

  it('leaves a 2xx answer without an envelope to the caller', () => {
    expect(decide({ code: undefined })).toEqual({ action: 'none', tokenExpiredFlag: 0 });
  });
});

describe('decideErrorAction: HTTP errors', () => {
  it('shows the Forbidden notice on 403, whatever the code', () => {
    expect(decide({ httpStatus: 403, code: 403 }).action).toBe('forbidden-notice');
    expect(decide({ httpStatus: 403, code: undefined, hasToken: false }).action).toBe('forbidden-notice');
  });

  it('on a 403 that asks for a new password first: the change page, neither a notice nor a sign-out', () => {
    expect(decide({ httpStatus: 403, code: 403, passwordChange: true })).toEqual({ action: 'password-change', tokenExpiredFlag: 0 });
    expect(decide({ httpStatus: 200, code: 500, passwordChange: true }).action).toBe('none');
  });

  it('on 401 without isLogin: notice, and logout with reload when a token is stored', () => {
    expect(decide({ httpStatus: 401, code: 401, isLogin: false }).action).toBe('unauthorized-logout');
    expect(decide({ httpStatus: 401, code: 401, isLogin: undefined }).action).toBe('unauthorized-logout');
    expect(decide({ httpStatus: 401, code: 401, isLogin: false, hasToken: false }).action).toBe('unauthorized-notice');
  });

  it('does nothing on 401 when the server says the user is logged in', () => {
    expect(decide({ httpStatus: 401, code: 401, isLogin: true }).action).toBe('none');
  });

  it.each([0, 400, 404, 413, 500, 502, 503, 504])('leaves HTTP %i to the caller', (httpStatus) => {
    expect(decide({ httpStatus, code: 500 }).action).toBe('none');
  });

  it('does not treat an HTTP 504 gateway time-out as the token-expiry rule', () => {
    expect(decide({ httpStatus: 504, code: undefined })).toEqual({ action: 'none', tokenExpiredFlag: 0 });
  });

  it('still resets the flag when an HTTP error carries code 0', () => {
    expect(decide({ httpStatus: 500, code: 0, tokenExpiredFlag: 1 }).tokenExpiredFlag).toBe(0);
  });
});
