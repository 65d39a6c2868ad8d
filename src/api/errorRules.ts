/**
 * The error rules of spec section 8 (and the token-expiry rule of section 4), as one pure decision.
 * The client applies the action (notices, logout, navigation); the caller always gets the failure.
 *
 * HTTP errors (non-2xx), by status:
 *   403 with result.passwordChange -> 'password-change' (the password policy wants a new password
 *                                  first: the change page, no notice, no sign-out; src/domain/security-policy.ts)
 *   403                         -> 'forbidden-notice' (titled Forbidden, the server message as description)
 *   401 without result.isLogin  -> 'unauthorized-logout' when a token is stored (notice, log out, reload
 *                                  after 1.5 s), else 'unauthorized-notice'
 *   anything else, or no answer -> 'none' (the caller shows the message)
 * Answers with HTTP 2xx, by envelope code:
 *   200                         -> 'none' (success)
 *   500..503                    -> 'none' (business errors: the caller shows the message)
 *   504, flag 0                 -> 'token-expired' (clear the token, say so, go to login); flag becomes 1
 *   504, flag 1                 -> 'none' (already handled, until a code 0 resets the flag)
 *   any other code              -> 'logout-to-login' (clear the session, show the message, go to login);
 *                                  code 0 also resets the flag to 0
 * Both readings of 504 in the spec meet here: 500..504 never trigger the generic logout, and 504 is the
 * token-expiry rule (ARCHITECTURE.md section 4).
 */
export type ErrorAction =
  | 'none'
  | 'logout-to-login'
  | 'token-expired'
  | 'forbidden-notice'
  | 'unauthorized-notice'
  | 'unauthorized-logout'
  | 'password-change';

export type TokenExpiredFlag = 0 | 1;

export interface ErrorInput {
  /** The HTTP status; 0 when no answer arrived (network error, time-out). */
  httpStatus: number;
  /** The envelope code, when the body was an envelope. */
  code: number | undefined;
  hasToken: boolean;
  /** result.isLogin of a 401 answer. */
  isLogin: boolean | undefined;
  /** A 403 answer says the password must be changed first (result.passwordChange). */
  passwordChange?: boolean | undefined;
  tokenExpiredFlag: TokenExpiredFlag;
}

export interface ErrorDecision {
  action: ErrorAction;
  tokenExpiredFlag: TokenExpiredFlag;
}

export const SUCCESS_CODE = 200;
export const TOKEN_EXPIRED_CODE = 504;
export const RESET_FLAG_CODE = 0;
/** Delay before the page reloads after an unauthorized logout (spec section 9). */
export const RELOAD_DELAY_MS = 1500;

const isHttpOk = (status: number) => status >= 200 && status < 300;
const isBusinessError = (code: number) => code >= 500 && code <= 503;

export function decideErrorAction(input: ErrorInput): ErrorDecision {
  const { httpStatus, code, hasToken, isLogin } = input;
  let flag = input.tokenExpiredFlag;
  if (code === RESET_FLAG_CODE) flag = 0;

  if (!isHttpOk(httpStatus)) {
    if (httpStatus === 403) return { action: input.passwordChange ? 'password-change' : 'forbidden-notice', tokenExpiredFlag: flag };
    if (httpStatus === 401 && !isLogin) {
      return { action: hasToken ? 'unauthorized-logout' : 'unauthorized-notice', tokenExpiredFlag: flag };
    }
    return { action: 'none', tokenExpiredFlag: flag };
  }

  if (code === undefined || code === SUCCESS_CODE || isBusinessError(code)) return { action: 'none', tokenExpiredFlag: flag };
  if (code === TOKEN_EXPIRED_CODE) {
    return flag === 0 ? { action: 'token-expired', tokenExpiredFlag: 1 } : { action: 'none', tokenExpiredFlag: 1 };
  }
  return { action: 'logout-to-login', tokenExpiredFlag: flag };
}
