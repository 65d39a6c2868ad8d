/**
 * The public display for a signed-in user (docs/api/screens.md), on each of the three bases: what a
 * share link's display gets, at the caller's own area instead of the link's. GET screen/public-view
 * (the stored /public-view-index screen and that area), POST screen/public-stats (its saved queries),
 * GET screen/public-region and screen/public-geometry (the map, within that area). Only what may be
 * public (de-identified aggregates; widgets naming organisations are refused), whatever the caller
 * could see otherwise: signing in is all it needs.
 *
 * The area: a bureau's area, unit staff's unit area, the top area for administrators (the walls'
 * rule, GET stats/scope); counterpart users and legal advisers, who belong to no area of the tree,
 * see the top area's public display, as anyone does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RegionArea, regionChildrenSchema, regionGeometrySchema } from '../../../src/domain/region-geometry';
import { publicWallAreaQuerySchema, publicWallStatsSchema, type PublicWallView, publicWallViewSchema } from '../../../src/domain/screen-api';
import { statsResultSchema } from '../../../src/domain/stats';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { answers } from '../../http/answers';
import { type AuthContext, caller } from '../../http/auth';
import { ok } from '../../http/reply';
import { outOfScope } from '../contracts/scope';
import { runStatsQueries, wallScope } from '../stats';
import { areaWithin, topArea } from './areas';
import { regionChildren } from './geometry';
import { publicQueries } from './public-stats';
import { sendGeometry } from './region-routes';
import { screenByRoute } from './store';

/** The area a signed-in caller's public display shows. */
export async function publicWallArea(db: Db, who: AuthContext): Promise<RegionArea> {
  const area = who.userType === 'staff' ? (await wallScope(db, who, {})).root : await topArea(db);
  if (!area) throw outOfScope();
  return area;
}

export const publicWallRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/screen/public-view', { schema: { response: answers(publicWallViewSchema) } }, async (req) => {
    const [rootArea, screen] = await Promise.all([publicWallArea(db, caller(req)), screenByRoute(db, '/public-view-index')]);
    // No editor's name on a public display.
    const view: PublicWallView = { screen: { ...screen, updatedByName: null }, rootArea };
    return ok(req, view);
  });

  app.post('/screen/public-stats', { schema: { body: publicWallStatsSchema, response: answers(z.array(statsResultSchema)) } }, async (req) => {
    const rootAreaId = (await publicWallArea(db, caller(req))).id;
    const screen = await screenByRoute(db, '/public-view-index');
    const queries = await publicQueries(db, { rootAreaId, body: screen.body }, req.body.widgets, req.body.context);
    return ok(req, await runStatsQueries(db, { public: true, rootAreaId }, queries, { pathOf: (i) => `body.widgets.${i}` }));
  });

  app.get('/screen/public-region', { schema: { querystring: publicWallAreaQuerySchema, response: answers(regionChildrenSchema) } }, async (req) => {
    const root = await publicWallArea(db, caller(req));
    return ok(req, await regionChildren(db, await areaWithin(db, root.id, req.query.areaId)));
  });

  app.get('/screen/public-geometry', { schema: { querystring: publicWallAreaQuerySchema, response: answers(regionGeometrySchema) } }, async (req, reply) => {
    const root = await publicWallArea(db, caller(req));
    return sendGeometry(req, reply, db, await areaWithin(db, root.id, req.query.areaId));
  });
};
