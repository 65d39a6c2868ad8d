import { describe, expect, it } from 'vitest';
import { ApiFailure, CLIENT_CODES } from '../../src/api/ApiFailure';
import { callerMessage, isCallersToShow } from '../../src/api/callerMessage';

describe('which failures the caller shows', () => {
  it('shows business errors and failures without an answer', () => {
    expect(isCallersToShow(new ApiFailure(500, 'refused', null, 200))).toBe(true);
    expect(isCallersToShow(new ApiFailure(503, 'throttled', null, 200))).toBe(true);
    expect(isCallersToShow(new ApiFailure(CLIENT_CODES.network, 'network'))).toBe(true);
    expect(isCallersToShow(new ApiFailure(502, 'bad gateway', null, 502))).toBe(true);
  });

  it('leaves what the error rules showed already', () => {
    expect(isCallersToShow(new ApiFailure(401, 'no', null, 401))).toBe(false);
    expect(isCallersToShow(new ApiFailure(403, 'no', null, 403))).toBe(false);
    expect(isCallersToShow(new ApiFailure(504, 'expired', null, 200))).toBe(false);
    expect(isCallersToShow(new ApiFailure(400, 'session', null, 200))).toBe(false);
  });

  it('gives the message, or nothing for other errors', () => {
    expect(callerMessage(new ApiFailure(500, '没有操作手册', null, 200))).toBe('没有操作手册');
    expect(callerMessage(new Error('boom'))).toBeUndefined();
  });
});
