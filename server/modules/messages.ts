/**
 * Messages, the bell (spec section 7, Messages): queryPageMessage, isRead, isReadAll, messageUnread,
 * clear. Every call works on the signed-in user's own messages only; ids of other users' messages
 * are silently ignored. A message is read once lookTime is set.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAnswerSchema } from '../../src/domain/answers';
import { type Page, pageOf } from '../../src/domain/envelope';
import { type Message, messageIdsSchema, messagePageInputSchema, messageSchema } from '../../src/domain/message-api';
import { MESSAGE_PAGE_SIZE } from '../../src/domain/messages';
import type { AppDeps } from '../app';
import { messages } from '../db/schema';
import { caller } from '../http/auth';
import { answers } from '../http/answers';
import { ok } from '../http/reply';

type MessageRow = typeof messages.$inferSelect;

export const toMessage = (m: MessageRow): Message => ({
  id: m.id,
  title: m.title,
  content: m.content,
  link: m.link,
  createTime: m.createTime.toISOString(),
  lookTime: m.lookTime ? m.lookTime.toISOString() : null,
});

export const messageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, cache }) => {
  // A POST with `Content-Type: application/json` and no body at all (a client whose default headers
  // name JSON, calling queryPageMessage with query parameters only) counts as no body, not as bad
  // JSON. Only this plugin's routes see this parser; everything else is the default, safe parser.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(req, text, done);
  });

  const mine = (userId: number) => eq(messages.userId, userId);
  const unread = (userId: number) => and(mine(userId), isNull(messages.lookTime));

  app.post(
    '/sys_message/queryPageMessage',
    // page (or current) and size may come in the query string or in a JSON body; the body wins.
    { schema: { querystring: messagePageInputSchema, body: messagePageInputSchema.nullish(), response: answers(pageOf(messageSchema)) } },
    async (req) => {
      const ctx = caller(req);
      const q = req.query;
      const b = req.body ?? {};
      const current = b.page ?? b.current ?? q.page ?? q.current ?? 1;
      const size = b.size ?? q.size ?? MESSAGE_PAGE_SIZE;
      const [totalRow] = await db.select({ n: count() }).from(messages).where(mine(ctx.userId));
      const rows = await db
        .select()
        .from(messages)
        .where(mine(ctx.userId))
        .orderBy(desc(messages.createTime), desc(messages.id))
        .limit(size)
        .offset((current - 1) * size);
      const page: Page<Message> = { records: rows.map(toMessage), current, size, total: totalRow?.n ?? 0 };
      return ok(req, page);
    },
  );

  app.post('/sys_message/isRead', { schema: { body: messageIdsSchema, response: answers(countAnswerSchema) } }, async (req) => {
    const ctx = caller(req);
    const ids = [...new Set(req.body)];
    const marked = await db
      .update(messages)
      .set({ lookTime: new Date() })
      .where(and(unread(ctx.userId), inArray(messages.id, ids)))
      .returning({ id: messages.id });
    return ok(req, marked.length);
  });

  app.get('/sys_message/isReadAll', { schema: { response: answers(countAnswerSchema) } }, async (req) => {
    const ctx = caller(req);
    const marked = await db
      .update(messages)
      .set({ lookTime: new Date() })
      .where(unread(ctx.userId))
      .returning({ id: messages.id });
    return ok(req, marked.length);
  });

  app.get('/sys_message/messageUnread', { schema: { response: answers(countAnswerSchema) } }, async (req) => {
    const ctx = caller(req);
    return ok(
      req,
      await cache.unread.get(ctx.userId, async () => {
        const [row] = await db.select({ n: count() }).from(messages).where(unread(ctx.userId));
        return row?.n ?? 0;
      }),
    );
  });

  app.get('/sys_message/clear', { schema: { response: answers(countAnswerSchema) } }, async (req) => {
    const ctx = caller(req);
    // Only read messages go; unread ones stay until the user has seen them.
    const removed = await db
      .delete(messages)
      .where(and(mine(ctx.userId), isNotNull(messages.lookTime)))
      .returning({ id: messages.id });
    return ok(req, removed.length);
  });
};
