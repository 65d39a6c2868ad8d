/**
 * Contract templates (docs/api/templates.md). Staff who draft contracts read the enabled templates
 * (contract_template/list, detail) and fill one into a .docx draft (contract_template/fill);
 * administrators manage them (admin_contract_template/*, permission template.*). Templates carry no
 * version column: an edit replaces the whole template and the last write wins.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { pageOf } from '../../../src/domain/envelope';
import { idSchema } from '../../../src/domain/system';
import {
  type TemplateField,
  templateEditSchema,
  templateFillResultSchema,
  templateFillSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateSchema,
} from '../../../src/domain/template';
import type { AppDeps } from '../../app';
import { contractTemplates } from '../../db/schema';
import { answers } from '../../http/answers';
import { type AuthContext, caller } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { ok } from '../../http/reply';
import { fillTemplate } from './fill';
import { checkTemplateFile, pageOfTemplates, rowValues, templateRow, toTemplates } from './store';

/** Drafting is government staff's work: counterpart users and advisers hold contract.query for other reasons. */
function staff(ctx: AuthContext, permission: string): AuthContext {
  if (ctx.userType !== 'staff') throw forbidden(permission);
  return ctx;
}

const idQuery = z.object({ id: idSchema });

export const templateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  // ------------------------------------------------------------ drafting
  app.get(
    '/contract_template/list',
    { config: { permission: 'contract.query' }, schema: { querystring: templateListQuerySchema.omit({ enabled: true }), response: answers(pageOf(templateSchema)) } },
    async (req) => {
      staff(caller(req), 'contract.query');
      return ok(req, await pageOfTemplates(db, req.query, true));
    },
  );

  app.get('/contract_template/detail', { config: { permission: 'contract.query' }, schema: { querystring: idQuery, response: answers(templateSchema) } }, async (req) => {
    staff(caller(req), 'contract.query');
    const [t] = await toTemplates(db, [await templateRow(db, req.query.id, true)]);
    return ok(req, t!);
  });

  app.post('/contract_template/fill', { config: { permission: 'contract.add' }, schema: { body: templateFillSchema, response: answers(templateFillResultSchema) } }, async (req) => {
    const ctx = staff(caller(req), 'contract.add');
    const row = await templateRow(db, req.body.templateId, true);
    return ok(req, await fillTemplate({ db, storage }, ctx, { name: row.name, fields: row.fields as TemplateField[], body: row.body }, req.body.values));
  });

  // ------------------------------------------------------------ management
  app.post(
    '/admin_contract_template/queryPage',
    { config: { permission: 'template.query' }, schema: { body: templateListQuerySchema.optional().nullable(), response: answers(pageOf(templateSchema)) } },
    async (req) => ok(req, await pageOfTemplates(db, req.body ?? templateListQuerySchema.parse({}), false)),
  );

  app.get('/admin_contract_template/detail', { config: { permission: 'template.query' }, schema: { querystring: idQuery, response: answers(templateSchema) } }, async (req) => {
    const [t] = await toTemplates(db, [await templateRow(db, req.query.id)]);
    return ok(req, t!);
  });

  app.post('/admin_contract_template/add', { config: { permission: 'template.add' }, schema: { body: templateInputSchema, response: answers(templateSchema) } }, async (req) => {
    const ctx = caller(req);
    await checkTemplateFile(db, req.body.fileId);
    const [row] = await db
      .insert(contractTemplates)
      .values({ ...rowValues(req.body), createdBy: ctx.userId })
      .returning();
    const [t] = await toTemplates(db, [row!]);
    return ok(req, t!);
  });

  app.post('/admin_contract_template/edit', { config: { permission: 'template.edit' }, schema: { body: templateEditSchema, response: answers(templateSchema) } }, async (req) => {
    await templateRow(db, req.body.id);
    await checkTemplateFile(db, req.body.fileId);
    const [row] = await db.update(contractTemplates).set(rowValues(req.body)).where(eq(contractTemplates.id, req.body.id)).returning();
    const [t] = await toTemplates(db, [row!]);
    return ok(req, t!);
  });

  app.post('/admin_contract_template/del', { config: { permission: 'template.delete' }, schema: { querystring: idQuery, response: answers(nullAnswerSchema) } }, async (req) => {
    await templateRow(db, req.query.id);
    await db.delete(contractTemplates).where(eq(contractTemplates.id, req.query.id));
    return ok(req, null);
  });

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(`/admin_contract_template/${action}`, { config: { permission: `template.${action}` }, schema: { querystring: idQuery, response: answers(templateSchema) } }, async (req) => {
      await templateRow(db, req.query.id);
      const [row] = await db.update(contractTemplates).set({ enabled }).where(eq(contractTemplates.id, req.query.id)).returning();
      const [t] = await toTemplates(db, [row!]);
      return ok(req, t!);
    });
  }
};
