/**
 * Messages, the bell (spec section 7, Messages): queryPageMessage, isRead, isReadAll, messageUnread,
 * clear. Every call works on the signed-in user's own messages only (store.ts); ids of other users'
 * messages are silently ignored. The unread count is cached per user (server/http/auth-cache.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAnswerSchema } from '../../../src/domain/answers';
import { pageOf } from '../../../src/domain/envelope';
import { messageIdsSchema, messagePageInputSchema, messageSchema } from '../../../src/domain/message-api';
import { MESSAGE_PAGE_SIZE } from '../../../src/domain/messages';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { clearRead, markRead, messagePage, unreadCount } from './store';

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
      return ok(req, await messagePage(db, ctx.userId, current, size));
    },
  );

  app.post('/sys_message/isRead', { schema: { body: messageIdsSchema, response: answers(countAnswerSchema) } }, async (req) =>
    ok(req, await markRead(db, caller(req).userId, req.body)),
  );

  app.get('/sys_message/isReadAll', { schema: { response: answers(countAnswerSchema) } }, async (req) => ok(req, await markRead(db, caller(req).userId, 'all')));

  app.get('/sys_message/messageUnread', { schema: { response: answers(countAnswerSchema) } }, async (req) => {
    const { userId } = caller(req);
    return ok(req, await cache.unread.get(userId, () => unreadCount(db, userId)));
  });

  // Only read messages go; unread ones stay until the user has seen them.
  app.get('/sys_message/clear', { schema: { response: answers(countAnswerSchema) } }, async (req) => ok(req, await clearRead(db, caller(req).userId)));
};
