/**
 * The public display for a signed-in user (docs/api/screens.md): POST screen/public-stats answers the
 * saved queries of the stored /public-view-index screen, as a share link's display does, at the
 * caller's own area (a bureau's area, unit staff's unit area, the top area for administrators): only
 * what may be public (de-identified aggregates; widgets naming organisations are refused), whatever
 * the caller could see otherwise. Signing in is all it needs: a public display holds nothing private.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicWallStatsSchema } from '../../../src/domain/screen-api';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { outOfScope } from '../contracts/scope';
import { ok } from '../../http/reply';
import { runStatsQueries, wallScope } from '../stats';
import { publicQueries } from './public-stats';
import { screenByRoute } from './store';

export const publicWallRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post('/screen/public-stats', { schema: { body: publicWallStatsSchema } }, async (req) => {
    const scope = await wallScope(db, caller(req), {});
    if (!scope.root) throw outOfScope();
    const rootAreaId = scope.root.id;
    const screen = await screenByRoute(db, '/public-view-index');
    const queries = await publicQueries(db, { rootAreaId, body: screen.body }, req.body.widgets, req.body.context);
    return ok(req, await runStatsQueries(db, { public: true, rootAreaId }, queries, { pathOf: (i) => `body.widgets.${i}` }));
  });
};
