/**
 * The statistics calls of the command centre (docs/api/stats.md), under /api/admin:
 * POST stats/query (one widget's query), POST stats/batch (a screen's queries in one call) and
 * GET stats/scope (where the caller's walls open, and the path to an area an address names),
 * permission screen.query. The facts store listens to the app's change events from here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallScopeQuerySchema, wallScopeSchema } from '../../../src/domain/screen-api';
import { statsBatchResultSchema, statsBatchSchema, statsQuerySchema, statsResultSchema } from '../../../src/domain/stats';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { caller } from '../../http/auth';
import { ok } from '../../http/reply';
import { runStatsQueries } from './run';
import { statsStore } from './store';
import { wallScope } from './viewer';

export const statsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  const stop = statsStore(db).listen(events);
  app.addHook('onClose', async () => {
    stop();
  });

  app.post('/stats/query', { config: { permission: 'screen.query' }, schema: { body: statsQuerySchema, response: answers(statsResultSchema) } }, async (req) => {
    const [result] = await runStatsQueries(db, caller(req), [req.body], { pathOf: () => 'body' });
    return ok(req, result!);
  });

  app.get('/stats/scope', { config: { permission: 'screen.query' }, schema: { querystring: wallScopeQuerySchema, response: answers(wallScopeSchema) } }, async (req) =>
    ok(req, await wallScope(db, caller(req), req.query)),
  );

  app.post('/stats/batch', { config: { permission: 'screen.query' }, schema: { body: statsBatchSchema, response: answers(statsBatchResultSchema) } }, async (req) =>
    ok(req, { results: await runStatsQueries(db, caller(req), req.body.queries, { pathOf: (i) => `body.queries.${i}` }) }),
  );
};
