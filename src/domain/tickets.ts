/**
 * A link ticket's request and answer (POST <base>/ticket). What a ticket opens and how long it lives
 * are src/domain/session.ts's, which the client's shell loads: these schemas are apart so that it
 * loads no zod.
 */
import { TICKET_LINK_PATHS } from './session';
import { z } from './zod';

/** What to open: one file (to download or preview), the change stream, or one other download route. */
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
