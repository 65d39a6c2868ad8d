/**
 * The workflow's read calls (docs/api/workflow.md): to-dos, approvals, carbon copies and the
 * workplace counts, plus marking copies read. Served on /api/admin, /api/lawyer and /api/company;
 * the permissions decide who gets what (counterpart users hold none of the list permissions).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAnswerSchema } from '../../../src/domain/answers';
import { pageOf } from '../../../src/domain/envelope';
import {
  approvalQuerySchema,
  approvalRowSchema,
  backlogQuerySchema,
  backlogRowSchema,
  carbonCopyQuerySchema,
  carbonCopyReadSchema,
  carbonCopyRowSchema,
  matterDetailQuerySchema,
  matterDetailSchema,
  workflowCountsSchema,
} from '../../../src/domain/workflow-api';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { workflowCounts } from './counts';
import { matterDetail } from './matter-detail';
import { approvalDonePage, approvalWaitingPage, backlogDonePage, backlogWaitingPage, copiesReceivedPage, copiesSentPage } from './lists';
import { readCopies } from './read-copies';

export const workflowRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // No body at all is the first page with the defaults.
  const backlog = { config: { permission: 'backlog.query' }, schema: { body: backlogQuerySchema.nullish(), response: answers(pageOf(backlogRowSchema)) } };
  const backlogDefaults = () => backlogQuerySchema.parse({});
  app.post('/backlog/queryWaiting', backlog, async (req) =>
    ok(req, await backlogWaitingPage(db, caller(req), req.body ?? backlogDefaults())),
  );
  app.post('/backlog/queryDone', backlog, async (req) => ok(req, await backlogDonePage(db, caller(req), req.body ?? backlogDefaults())));

  const approval = { config: { permission: 'approval.query' }, schema: { body: approvalQuerySchema.nullish(), response: answers(pageOf(approvalRowSchema)) } };
  const approvalDefaults = () => approvalQuerySchema.parse({});
  app.post('/approval/queryWaiting', approval, async (req) =>
    ok(req, await approvalWaitingPage(db, caller(req), req.body ?? approvalDefaults())),
  );
  app.post('/approval/queryDone', approval, async (req) => ok(req, await approvalDonePage(db, caller(req), req.body ?? approvalDefaults())));

  const copies = { config: { permission: 'carboncopy.query' }, schema: { body: carbonCopyQuerySchema.nullish(), response: answers(pageOf(carbonCopyRowSchema)) } };
  const copyDefaults = () => carbonCopyQuerySchema.parse({});
  app.post('/carboncopy/queryReceived', copies, async (req) =>
    ok(req, await copiesReceivedPage(db, caller(req), req.body ?? copyDefaults())),
  );
  app.post('/carboncopy/querySent', copies, async (req) => ok(req, await copiesSentPage(db, caller(req), req.body ?? copyDefaults())));

  // Opening a copy is reading it: carboncopy.get (held by every role that may list copies).
  app.post('/carboncopy/read', { config: { permission: 'carboncopy.get' }, schema: { body: carbonCopyReadSchema, response: answers(countAnswerSchema) } }, async (req) =>
    ok(req, await readCopies(db, caller(req), req.body.ids)),
  );
  app.post('/carboncopy/readAll', { config: { permission: 'carboncopy.get' }, schema: { response: answers(countAnswerSchema) } }, async (req) => ok(req, await readCopies(db, caller(req), 'all')));

  // One matter for its handle page: the people it concerns, or whoever reaches its contract.
  app.get('/matter/detail', { config: { permission: 'matter.get' }, schema: { querystring: matterDetailQuerySchema, response: answers(matterDetailSchema) } }, async (req) =>
    ok(req, await matterDetail(db, caller(req), req.query.id)),
  );

  app.get('/workflow/counts', { config: { permission: 'dashboard.query' }, schema: { response: answers(workflowCountsSchema) } }, async (req) => ok(req, await workflowCounts(db, caller(req))));
};
