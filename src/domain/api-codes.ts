/**
 * The envelope's codes (ARCHITECTURE.md section 4). Kept free of zod: the client's entry reads them
 * (src/api/ApiFailure.ts); envelope.ts re-exports them beside the envelope's schema.
 */
export const ApiCode = {
  ok: 200,
  /** Business rule refused (wrong state, duplicate, ...). */
  refused: 500,
  /** Validation failed; field errors in result. */
  invalid: 501,
  /** Stale write: someone changed the record first. */
  stale: 502,
  /** Too many attempts (login throttling). */
  throttled: 503,
  /** Token expired. */
  tokenExpired: 504,
  unauthorized: 401,
  forbidden: 403,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];
