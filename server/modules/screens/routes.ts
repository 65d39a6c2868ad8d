
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { screenSaveSchema, screenSchema, screenVersionRowSchema } from '../../../src/domain/screen';
import {
  revertNote,
  screenByRouteQuerySchema,
  screenIdQuerySchema,
  screenImportSchema,
  screenListRowSchema,
  screenRevertSchema,
  screenShareCreateSchema,
  screenShareLinkSchema,
  screenShareRevokeSchema,
  screenShareRowSchema,
  screenVersionQuerySchema,
  screenVersionSchema,
} from '../../../src/domain/screen-api';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { caller } from '../../http/auth';
import { linkOrigin } from '../../http/origin';
import { invalidField } from '../../http/errors';
import { ok } from '../../http/reply';
import { contentDisposition } from '../files';
import { createScreenShare, listScreenShares, revokeScreenShare } from './shares';
import { getVersion, listScreens, listVersions, screenById, screenByRoute, writeVersion } from './store';
import { exportFileName, exportText, parseImport } from './transfer';
import { byBodyId, filtersOf } from '../audit/changes';


export const screenRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, events }) => {
  const changed = (id: number) => events.publish({ kind: 'screen', ids: [id], unitId: null, areaId: null });

  app.get('/screen/byRoute', { config: { permission: 'screen.query' }, schema: { querystring: screenByRouteQuerySchema, response: answers(screenSchema) } }, async (req) =>
    ok(req, await screenByRoute(db, req.query.route)),
  );

  app.get('/screen/list', { config: { permission: 'screen.query' }, schema: { response: answers(z.array(screenListRowSchema)) } }, async (req) => ok(req, await listScreens(db)));

  app.post('/screen/save', { config: { permission: 'screen.edit', audit: { event: 'screenPublish', action: 'save', subject: byBodyId('screen') } }, schema: { body: screenSaveSchema, response: answers(screenSchema) } }, async (req) => {
    const { id, version, body } = req.body;
    const screen = await writeVersion(db, { id, version, body, userId: caller(req).userId, note: null, routePath: 'body.body.route' });
    changed(id);
    return ok(req, screen);
  });

  app.get('/screen/versions', { config: { permission: 'screen.query' }, schema: { querystring: screenIdQuerySchema, response: answers(z.array(screenVersionRowSchema)) } }, async (req) =>
    ok(req, await listVersions(db, req.query.id)),
  );

  app.get('/screen/version', { config: { permission: 'screen.query' }, schema: { querystring: screenVersionQuerySchema, response: answers(screenVersionSchema) } }, async (req) =>
    ok(req, await getVersion(db, req.query.id, req.query.version)),
  );

  app.post('/screen/revert', { config: { permission: 'screen.edit', audit: { event: 'screenPublish', action: 'revert', subject: byBodyId('screen') } }, schema: { body: screenRevertSchema, response: answers(screenSchema) } }, async (req) => {
    const { id, version, toVersion } = req.body;
    if (toVersion >= version) throw invalidField('body.toVersion', 'must be an earlier version than the current one');
    const old = await getVersion(db, id, toVersion);
    const screen = await writeVersion(db, {
      id,
      version,
      body: old.body,
      userId: caller(req).userId,
      note: revertNote(toVersion),
      routePath: 'body.toVersion',
    });
    changed(id);
    return ok(req, screen);
  });

  app.get(
    '/screen/export',
    { config: { permission: 'screen.query', ticket: 'link', audit: { event: 'export', action: 'export', target: (r: { query: { id: number } }) => `screen:${r.query.id}` } }, schema: { querystring: screenIdQuerySchema } },
    async (req, reply) => {
      const screen = await screenById(db, req.query.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', exportFileName(screen.route, screen.version)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(exportText(screen.body));
    },
  );

  app.post('/screen/import', { config: { permission: 'screen.edit', audit: { event: 'screenPublish', action: 'import', subject: byBodyId('screen') } }, schema: { body: screenImportSchema, response: answers(screenSchema) } }, async (req) => {
    const { id, version, json } = req.body;
    const body = parseImport(json);
    const screen = await writeVersion(db, { id, version, body, userId: caller(req).userId, note: 'import', routePath: 'json.route' });
    changed(id);
    return ok(req, screen);
  });

  app.post('/screen/share/create', { config: { permission: 'screen.edit', audit: { event: 'shareLink', action: 'create', detail: (r: { body: unknown }) => filtersOf(r.body, 'link') } }, schema: { body: screenShareCreateSchema, response: answers(screenShareLinkSchema) } }, async (req) =>
    ok(req, await createScreenShare(db, caller(req), req.body, linkOrigin(req, config))),
  );

  app.get('/screen/share/list', { config: { permission: 'screen.edit' }, schema: { querystring: screenIdQuerySchema, response: answers(z.array(screenShareRowSchema)) } }, async (req) =>
    ok(req, await listScreenShares(db, req.query.id)),
  );

  app.post('/screen/share/revoke', { config: { permission: 'screen.edit', audit: { event: 'shareLink', action: 'revoke', detail: (r: { body: unknown }) => filtersOf(r.body, 'link') } }, schema: { body: screenShareRevokeSchema, response: answers(nullAnswerSchema) } }, async (req) => {
    await revokeScreenShare(db, req.body.id);
    return ok(req, null);
  });
};
