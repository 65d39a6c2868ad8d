/**
 * The registries of system management (docs/api/registries.md):
 *   GET  admin_tag/list?keyword=          tag.query     all tags with their contract counts
 *   POST admin_tag/add                    tag.add       tagInputSchema
 *   POST admin_tag/edit                   tag.edit      tagEditSchema
 *   POST admin_tag/del?id=                tag.delete    refused while contracts carry the tag
 *   POST admin_lawyer/queryPage           lawyer.query  adviserQuerySchema -> Page<Adviser>
 *   GET  admin_lawyer/accounts            lawyer.query  sign-in users of type lawyer
 *   POST admin_lawyer/add|edit            lawyer.add|edit
 *   POST admin_lawyer/assignUnits         lawyer.edit   { id, unitIds }
 *   POST admin_lawyer/del?id=             lawyer.delete
 *   POST admin_seal/queryPage             seal.query    sealQuerySchema -> Page<SealRow>
 *   POST admin_seal/add|edit              seal.add|edit
 *   POST admin_seal/enable|disable?id=    seal.enable|disable
 *   POST admin_seal/del?id=               seal.delete   refused once the seal has signed
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { pageOf } from '../../../src/domain/envelope';
import {
  adviserAssignSchema,
  adviserEditSchema,
  adviserInputSchema,
  adviserQuerySchema,
  adviserSchema,
  lawyerAccountSchema,
  sealAddSchema,
  sealEditSchema,
  sealQuerySchema,
  sealRowSchema,
  tagEditSchema,
  tagInputSchema,
  tagListQuerySchema,
  tagSchema,
} from '../../../src/domain/registries';
import { idSchema } from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { caller } from '../../http/auth';
import { ok } from '../../http/reply';
import { addAdviser, assignUnits, deleteAdviser, editAdviser, lawyerAccounts, pageOfAdvisers } from './advisers';
import { addSeal, deleteSeal, editSeal, pageOfSeals, setSealEnabled } from './seals';
import { addTag, deleteTag, editTag, listTags } from './tags';

const idQuery = z.object({ id: idSchema });

export const registryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ------------------------------------------------------------ tags
  app.get('/admin_tag/list', { config: { permission: 'tag.query' }, schema: { querystring: tagListQuerySchema, response: answers(z.array(tagSchema)) } }, async (req) =>
    ok(req, await listTags(db, req.query.keyword)),
  );
  app.post('/admin_tag/add', { config: { permission: 'tag.add' }, schema: { body: tagInputSchema, response: answers(tagSchema) } }, async (req) =>
    ok(req, await addTag(db, req.body)),
  );
  app.post('/admin_tag/edit', { config: { permission: 'tag.edit' }, schema: { body: tagEditSchema, response: answers(tagSchema) } }, async (req) =>
    ok(req, await editTag(db, req.body)),
  );
  app.post('/admin_tag/del', { config: { permission: 'tag.delete' }, schema: { querystring: idQuery, response: answers(nullAnswerSchema) } }, async (req) => {
    await deleteTag(db, req.query.id);
    return ok(req, null);
  });

  // ------------------------------------------------------------ legal advisers
  app.post(
    '/admin_lawyer/queryPage',
    { config: { permission: 'lawyer.query' }, schema: { body: adviserQuerySchema.optional().nullable(), response: answers(pageOf(adviserSchema)) } },
    async (req) => ok(req, await pageOfAdvisers(db, req.body ?? adviserQuerySchema.parse({}))),
  );
  app.get('/admin_lawyer/accounts', { config: { permission: 'lawyer.query' }, schema: { response: answers(z.array(lawyerAccountSchema)) } }, async (req) => ok(req, await lawyerAccounts(db)));
  app.post('/admin_lawyer/add', { config: { permission: 'lawyer.add' }, schema: { body: adviserInputSchema, response: answers(adviserSchema) } }, async (req) =>
    ok(req, await addAdviser(db, req.body)),
  );
  app.post('/admin_lawyer/edit', { config: { permission: 'lawyer.edit' }, schema: { body: adviserEditSchema, response: answers(adviserSchema) } }, async (req) =>
    ok(req, await editAdviser(db, req.body)),
  );
  app.post('/admin_lawyer/assignUnits', { config: { permission: 'lawyer.edit' }, schema: { body: adviserAssignSchema, response: answers(adviserSchema) } }, async (req) =>
    ok(req, await assignUnits(db, req.body.id, req.body.unitIds)),
  );
  app.post('/admin_lawyer/del', { config: { permission: 'lawyer.delete' }, schema: { querystring: idQuery, response: answers(nullAnswerSchema) } }, async (req) => {
    await deleteAdviser(db, req.query.id);
    return ok(req, null);
  });

  // ------------------------------------------------------------ seals
  app.post(
    '/admin_seal/queryPage',
    { config: { permission: 'seal.query' }, schema: { body: sealQuerySchema.optional().nullable(), response: answers(pageOf(sealRowSchema)) } },
    async (req) => ok(req, await pageOfSeals(db, caller(req), req.body ?? sealQuerySchema.parse({}))),
  );
  app.post('/admin_seal/add', { config: { permission: 'seal.add' }, schema: { body: sealAddSchema, response: answers(sealRowSchema) } }, async (req) =>
    ok(req, await addSeal(db, caller(req), req.body)),
  );
  app.post('/admin_seal/edit', { config: { permission: 'seal.edit' }, schema: { body: sealEditSchema, response: answers(sealRowSchema) } }, async (req) =>
    ok(req, await editSeal(db, caller(req), req.body)),
  );
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(`/admin_seal/${action}`, { config: { permission: `seal.${action}` }, schema: { querystring: idQuery, response: answers(sealRowSchema) } }, async (req) =>
      ok(req, await setSealEnabled(db, caller(req), req.query.id, enabled)),
    );
  }
  app.post('/admin_seal/del', { config: { permission: 'seal.delete' }, schema: { querystring: idQuery, response: answers(nullAnswerSchema) } }, async (req) => {
    await deleteSeal(db, caller(req), req.query.id);
    return ok(req, null);
  });
};
