import { ApiCode } from '../domain/api-codes';

/** A call that did not succeed: the envelope's code, message and result, or a client-side failure. */
export class ApiFailure<R = unknown> extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    /** The envelope code, or one of CLIENT_CODES when no usable answer arrived. */
    readonly code: number,
    message: string,
    readonly result: R | null = null,
    /** The HTTP status; 0 when no answer arrived. */
    readonly httpStatus = 0,
  ) {
    super(message);
  }
}

/** Codes of failures that have no envelope (never sent by the server). */
export const CLIENT_CODES = {
  network: -1,
  timeout: -2,
  canceled: -3,
  badResponse: -4,
} as const;

export const isApiFailure = (e: unknown): e is ApiFailure => e instanceof ApiFailure;

/** Did the call fail with this envelope code? */
export const failedWith = (error: unknown, code: number): error is ApiFailure => isApiFailure(error) && error.code === code;

/** Did the server refuse the caller the operation (HTTP 403, or its code)? */
export const isForbidden = (error: unknown): error is ApiFailure =>
  isApiFailure(error) && (error.httpStatus === 403 || error.code === ApiCode.forbidden);
