/**
 * Whether a failed call's message is the caller's to show: the error rules (errorRules.ts) already
 * speak for 401, 403, 504 and the session-ending codes, so showing those again would say it twice.
 */
import { type ApiFailure, isApiFailure } from './ApiFailure';

export function isCallersToShow(failure: ApiFailure): boolean {
  if (failure.httpStatus === 401 || failure.httpStatus === 403) return false;
  const answered = failure.httpStatus >= 200 && failure.httpStatus < 300;
  return !answered || (failure.code >= 500 && failure.code <= 503);
}

/** The message to show for a failed call, or undefined when the error rules showed it already. */
export function callerMessage(error: unknown): string | undefined {
  return isApiFailure(error) && isCallersToShow(error) ? error.message : undefined;
}
