/**
 * Sessions belong to one user type and one API base (ARCHITECTURE.md section 3, security model): government staff
 * sign in and act only on /api/admin, counterpart users only on /api/company, legal advisers only on
 * /api/lawyer. A session token names its base in a prefix (`adm_`, `com_`, `law_` + 43 random
 * characters), so the client knows where to send every call; the server decides by the session row,
 * never by the prefix.
 *
 * Links that a browser opens by itself (downloads, previews, the event stream) cannot carry a header:
 * they carry a short-lived, single-purpose ticket (`?ticket=`), never the session token.
 */
import type { USER_TYPES } from './system';

export const BACKENDS = ['admin', 'company', 'lawyer'] as const;
export type Backend = (typeof BACKENDS)[number];
export type UserType = (typeof USER_TYPES)[number];

/** The one base each user type signs in and acts on. */
export const BACKEND_OF_USER_TYPE: Readonly<Record<UserType, Backend>> = { staff: 'admin', company: 'company', lawyer: 'lawyer' };

const TOKEN_PREFIX: Readonly<Record<Backend, string>> = { admin: 'adm_', company: 'com_', lawyer: 'law_' };

/** The prefix of a new session token of this base. */
export const tokenPrefix = (backend: Backend): string => TOKEN_PREFIX[backend];

/** The request header that carries the session token (never a cookie, never the address). */
export const TOKEN_HEADER = 'access_token';

/** The base a token names (tokens without a known prefix are staff tokens). */
export function backendOfToken(token: string | null | undefined): Backend {
  for (const b of BACKENDS) if (token?.startsWith(TOKEN_PREFIX[b])) return b;
  return 'admin';
}

/** A login on the wrong base, with the right password: code 500 and the base to sign in on. */
export interface WrongBaseResult {
  base: Backend;
}

const isBackend = (value: unknown): value is Backend => (BACKENDS as readonly unknown[]).includes(value);

/** The base a wrong-base refusal's result names, or null when the result is not one. */
export function wrongBaseOf(result: unknown): Backend | null {
  const base = typeof result === 'object' && result !== null && 'base' in result ? result.base : null;
  return isBackend(base) ? base : null;
}

// ---------------------------------------------------------------- forced password change
/**
 * Why the signed-in user must change their password before doing anything else: 'reset' (an
 * administrator set it: a new account or a reset, with forceChangeOnReset on) or 'expired' (older
 * than expiryDays). The rules are the security policy's (src/domain/security-policy.ts).
 */
export const PASSWORD_CHANGE_REASONS = ['reset', 'expired'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

/** The result of a call refused because the password must be changed first (HTTP 403, code 403). */
export interface PasswordChangeRequired {
  passwordChange: PasswordChangeReason;
}

/** Whether a refusal's result is that one (the client then opens the change page). */
export function isPasswordChangeRequired(result: unknown): result is PasswordChangeRequired {
  if (typeof result !== 'object' || result === null || !('passwordChange' in result)) return false;
  return (PASSWORD_CHANGE_REASONS as readonly unknown[]).includes(result.passwordChange);
}

// ---------------------------------------------------------------- link tickets
/** How long a link ticket is good for: long enough to open a link, too short to matter in a log. */
export const TICKET_TTL_SECONDS = 60;

/**
 * What a ticket opens. `file`: the download or preview of one file; `events`: the change stream of
 * the caller's base; `link`: one other download route (an export or an import template), named by
 * its path under the base.
 */
export const TICKET_PURPOSES = ['file', 'events', 'link'] as const;
export type TicketPurpose = (typeof TICKET_PURPOSES)[number];

/** The routes a `link` ticket may open (paths under the base). */
export const TICKET_LINK_PATHS = [
  'contract/importTemplate',
  'admin_counterpart/export',
  'admin_sys_user/importTemplate',
  'screen/export',
  'admin_security_audit/export',
] as const;
export type TicketLinkPath = (typeof TICKET_LINK_PATHS)[number];
