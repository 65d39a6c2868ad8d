/**
 * Sessions belong to one user type and one API base (DESIGN.md, security model): government staff
 * sign in and act only on /api/admin, counterpart users only on /api/company, legal advisers only on
 * /api/lawyer. A session token names its base in a prefix (`adm_`, `com_`, `law_` + 43 random
 * characters), so the client knows where to send every call; the server decides by the session row,
 * never by the prefix.
 *
 * Links that a browser opens by itself (downloads, previews, the event stream) cannot carry a header:
 * they carry a short-lived, single-purpose ticket (`?ticket=`), never the session token.
 */
import { z } from './zod';
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
export const wrongBaseResultSchema = z.object({ base: z.enum(BACKENDS) });
export type WrongBaseResult = z.infer<typeof wrongBaseResultSchema>;

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

export const ticketIssueSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('file'), fileId: z.number().int().positive().max(2_147_483_647), kind: z.enum(['download', 'preview']) }),
  z.object({ purpose: z.literal('events') }),
  z.object({ purpose: z.literal('link'), path: z.enum(TICKET_LINK_PATHS) }),
]);
export type TicketIssueInput = z.infer<typeof ticketIssueSchema>;

/** The answer: the ticket, and for a file the whole link (its id in the link is not guessable). */
export const ticketSchema = z.object({
  ticket: z.string(),
  expiresIn: z.number().int(),
  /** For `file`: the path to open, e.g. /api/admin/sys_files/downloadFile/<public id>?ticket=... */
  url: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;
