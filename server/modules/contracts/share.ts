/**
 * Share-link calls (docs/api/contract-share.md): create, list and revoke under /api/admin and
 * /api/company; the public view a scanned link opens, GET /api/share/contract?token=.
 */
import { createShareLink, listShareLinks, openShareLink, revokeShareLink } from './share-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { shareCreateSchema, shareLinkRowSchema, shareLinkSchema, shareListQuerySchema, shareRevokeSchema, shareViewSchema } from '../../../src/domain/contract-share';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { linkOrigin } from '../../http/origin';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { filtersOf } from '../audit/changes';


/** /api/admin and /api/company: handing out, listing and revoking links. */
export const contractShareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post(
    '/contract/share/create',
    { config: { permission: 'contract.get', audit: { event: 'shareLink', action: 'create', detail: (r: { body: unknown }) => filtersOf(r.body, 'link') } }, schema: { body: shareCreateSchema, response: answers(shareLinkSchema) } },
    async (req) => ok(req, await createShareLink(db, caller(req), req.body, linkOrigin(req, config))),
  );

  app.get(
    '/contract/share/list',
    { config: { permission: 'contract.get' }, schema: { querystring: shareListQuerySchema, response: answers(z.array(shareLinkRowSchema)) } },
    async (req) => ok(req, await listShareLinks(db, caller(req), req.query.contractId)),
  );

  app.post(
    '/contract/share/revoke',
    { config: { permission: 'contract.get', audit: { event: 'shareLink', action: 'revoke', detail: (r: { body: unknown }) => filtersOf(r.body, 'link') } }, schema: { body: shareRevokeSchema, response: answers(nullAnswerSchema) } },
    async (req) => {
      await revokeShareLink(db, caller(req), req.body.id);
      return ok(req, null);
    },
  );
};

/** /api: the public view of a link (no sign-in). */
export const contractSharePublicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/share/contract',
    // The token's shape is checked by the handler: a malformed token gets the same answer as an
    // unknown, expired or revoked one (never a validation error that would tell them apart).
    { config: { auth: 'public' }, schema: { querystring: z.object({ token: z.unknown().optional() }), response: answers(shareViewSchema) } },
    async (req, reply) => {
      // A progress view is nobody's to keep: no cache on the way may store it.
      reply.header('cache-control', 'no-store');
      return ok(req, await openShareLink(db, req.query.token));
    },
  );
};
