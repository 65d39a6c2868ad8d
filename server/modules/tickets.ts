/**
 * POST sys_ticket/issue (every base): a 60-second ticket for a link the browser opens by itself
 * (src/domain/session.ts, server/security/tickets.ts), bound to the caller's session and base:
 * - `file`: one file's download or preview. The file must be readable by the caller now; the answer
 *   holds the whole link, which names the file by its random public id, never the sequential id.
 * - `events`: the caller's change stream (GET events/stream).
 * - `link`: one export or import-template route (TICKET_LINK_PATHS); the route still checks its own
 *   permission and scope when the link is opened.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TICKET_TTL_SECONDS } from '../../src/domain/session';
import { type Ticket, ticketIssueSchema, ticketSchema } from '../../src/domain/tickets';
import type { AppDeps } from '../app';
import { files } from '../db/schema';
import { caller } from '../http/auth';
import { notFound, refused } from '../http/errors';
import { answers } from '../http/answers';
import { ok } from '../http/reply';
import { makeTicket, ticketKey } from '../security/tickets';
import { assertFileReadable } from './file-access';

export const ticketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post('/sys_ticket/issue', { schema: { body: ticketIssueSchema, response: answers(ticketSchema) } }, async (req) => {
    const ctx = caller(req);
    const key = await ticketKey(db);
    const input = req.body;
    const claims = { sessionId: ctx.sessionId, base: ctx.base };
    let answer: Ticket;
    if (input.purpose === 'file') {
      const [row] = await db
        .select({ id: files.id, publicId: files.publicId, isDel: files.isDel })
        .from(files)
        .where(eq(files.id, input.fileId))
        .limit(1);
      if (!row) throw notFound('file');
      if (row.isDel) throw refused('fileDeleted');
      await assertFileReadable(db, ctx, row.id);
      const resource = row.publicId.toLowerCase();
      const ticket = makeTicket(key, { ...claims, purpose: 'file', resource });
      const route = input.kind === 'preview' ? 'previewFile' : 'downloadFile';
      answer = {
        ticket,
        expiresIn: TICKET_TTL_SECONDS,
        url: `/api/${ctx.base}/sys_files/${route}/${resource}?ticket=${encodeURIComponent(ticket)}`,
      };
    } else if (input.purpose === 'link') {
      const ticket = makeTicket(key, { ...claims, purpose: 'link', resource: input.path });
      answer = { ticket, expiresIn: TICKET_TTL_SECONDS, url: null };
    } else {
      const ticket = makeTicket(key, { ...claims, purpose: 'events', resource: '' });
      answer = { ticket, expiresIn: TICKET_TTL_SECONDS, url: null };
    }
    return ok(req, answer);
  });
};
