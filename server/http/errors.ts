/** The errors a handler throws; the app's error handler turns each into the envelope. */
import { ApiCode } from '../../src/domain/envelope';
import type { EntityKey, TextKey } from './messages';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: TextKey,
    readonly params: Record<string, string | number> = {},
    readonly result: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(key);
  }
}

export const refused = (key: TextKey, params?: Record<string, string | number>) => new ApiError(ApiCode.refused, key, params);
export const notFound = (what: EntityKey) => new ApiError(ApiCode.refused, 'notFound', { what });
export const duplicate = (what: EntityKey) => new ApiError(ApiCode.refused, 'duplicate', { what });
export const invalidField = (path: string, message: string) =>
  new ApiError(ApiCode.invalid, 'invalid', {}, { fields: [{ path, message }] });
/** Validation failed on the server's side (ids, merged record): code 501 with the fields' paths. */
export const invalidFields = (issues: { path: string; message: string }[], key: TextKey = 'invalid') =>
  new ApiError(ApiCode.invalid, key, {}, { fields: issues });
export const unauthorized = () => new ApiError(ApiCode.unauthorized, 'notLoggedIn', {}, { isLogin: false }, 401);
export const tokenExpired = () => new ApiError(ApiCode.tokenExpired, 'tokenExpired', {}, { isLogin: false });
export const forbidden = (permission: string) => new ApiError(ApiCode.forbidden, 'forbidden', { permission }, null, 403);
