/**
 * The public calls of a shared screen under /api/screen-share (docs/api/screens.md), no sign-in:
 * the screen itself, the saved queries of its widgets, and the region data of its map, each only
 * with a valid token and only within the link's root area. A token that cannot be opened gets the
 * one screenShareInvalid answer before anything else is looked at.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regionChildrenSchema, regionGeometrySchema } from '../../../src/domain/region-geometry';
import { screenShareAreaQuerySchema, screenShareStatsSchema, type ScreenShareView, screenShareViewSchema } from '../../../src/domain/screen-api';
import { statsResultSchema } from '../../../src/domain/stats';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { runStatsQueries } from '../stats';
import { areaById, areaWithin } from './areas';
import { regionChildren } from './geometry';
import { publicQueries } from './public-stats';
import { sendGeometry } from './region-routes';
import { resolveScreenShare } from './shares';
import { toScreen } from './store';

export const screenSharePublicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/screen-share/screen',
    // The token's shape is checked by the handler: a malformed token gets the invalid-link answer.
    { config: { auth: 'public' }, schema: { querystring: z.object({ token: z.unknown().optional() }), response: answers(screenShareViewSchema) } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { link, screen } = await resolveScreenShare(db, req.query.token, true);
      const view: ScreenShareView = {
        // No editor's name on a public display.
        screen: toScreen(screen, null),
        rootArea: await areaById(db, link.rootAreaId),
        expiresAt: link.expiresAt.toISOString(),
      };
      return ok(req, view);
    },
  );

  app.post('/screen-share/stats', { config: { auth: 'public' }, schema: { body: screenShareStatsSchema, response: answers(z.array(statsResultSchema)) } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { link, screen } = await resolveScreenShare(db, req.body.token, false);
    const queries = await publicQueries(db, { rootAreaId: link.rootAreaId, body: screen.body }, req.body.widgets, req.body.context);
    // Refusals name the widget's position in the request (body.widgets.<n>), as the display expects.
    const results = await runStatsQueries(db, { public: true, rootAreaId: link.rootAreaId }, queries, { pathOf: (i) => `body.widgets.${i}` });
    return ok(req, results);
  });

  app.get('/screen-share/region', { config: { auth: 'public' }, schema: { querystring: screenShareAreaQuerySchema, response: answers(regionChildrenSchema) } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { link } = await resolveScreenShare(db, req.query.token, false);
    return ok(req, await regionChildren(db, await areaWithin(db, link.rootAreaId, req.query.areaId)));
  });

  app.get('/screen-share/geometry', { config: { auth: 'public' }, schema: { querystring: screenShareAreaQuerySchema, response: answers(regionGeometrySchema) } }, async (req, reply) => {
    const { link } = await resolveScreenShare(db, req.query.token, false);
    return sendGeometry(req, reply, db, await areaWithin(db, link.rootAreaId, req.query.areaId));
  });
};
