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
