/**
 * admin_counterpart/*: the counterparts (outside parties to contracts) — list, detail, add, edit,
 * delete, export (docs/api/counterparts.md). Putting a counterpart on or taking it off the
 * serious-dishonesty list refreshes the risk codes of its contracts in the same transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { counterpartDetailSchema, counterpartEditSchema, counterpartInputSchema, counterpartPageQuerySchema, counterpartRowSchema } from '../../../src/domain/counterpart';
import { pageOf } from '../../../src/domain/envelope';
import { idQuerySchema } from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { XLSX_MIME } from '../../http/spreadsheet';
import { filtersOf } from '../audit/changes';
import { contentDisposition } from '../files';
import { addCounterpart, counterpartDetail, counterpartExport, deleteCounterpart, editCounterpart } from './counterpart-write';
import { counterpartExportFileName } from './excel';
import { counterpartPage } from './queries';

export const counterpartAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_counterpart/queryPage',
    { config: { permission: 'counterpart.query' }, schema: { body: counterpartPageQuerySchema, response: answers(pageOf(counterpartRowSchema)) } },
    async (req) => ok(req, await counterpartPage(db, req.body)),
  );

  app.get(
    '/admin_counterpart/detail',
    { config: { permission: 'counterpart.query' }, schema: { querystring: idQuerySchema, response: answers(counterpartDetailSchema) } },
    async (req) => ok(req, await counterpartDetail(db, req.query.id)),
  );

  app.post(
    '/admin_counterpart/add',
    { config: { permission: 'counterpart.add' }, schema: { body: counterpartInputSchema, response: answers(counterpartRowSchema.nullable()) } },
    async (req) => ok(req, await addCounterpart(db, req.body)),
  );

  app.put(
    '/admin_counterpart/edit',
    { config: { permission: 'counterpart.edit' }, schema: { body: counterpartEditSchema, response: answers(counterpartRowSchema.nullable()) } },
    async (req) => {
      const { row, refreshed } = await editCounterpart(db, req.body);
      req.log.debug({ counterpartId: req.body.id, refreshed }, 'counterpart edited');
      return ok(req, row);
    },
  );

  app.delete(
    '/admin_counterpart/del',
    { config: { permission: 'counterpart.delete' }, schema: { querystring: idQuerySchema, response: answers(nullAnswerSchema) } },
    async (req) => ok(req, await deleteCounterpart(db, req.query.id)),
  );

  app.get(
    '/admin_counterpart/export',
    // The list's filters; paging and sorting are ignored: every match, by id. A download link: ?token= works.
    { config: { permission: 'counterpart.export', ticket: 'link', audit: { event: 'export', action: 'export', target: () => 'counterparts', detail: (r: { query: unknown }) => filtersOf(r.query) } }, schema: { querystring: counterpartPageQuerySchema } },
    async (req, reply) => {
      const data = await counterpartExport(db, req.query);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('attachment', counterpartExportFileName()))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', String(data.length))
        .send(data);
    },
  );
};
