/**
 * User administration calls beside users/ (docs/api/users.md, "Administration" and "Excel"):
 * enable, disable, resetPassword, roleOptions, export, importTemplate, import. The work is in
 * write.ts, import.ts and excel.ts; here are the routes, the audit record of a generated password and
 * the files' headers. The same data scope as the management calls of users/ (checkTarget, checkRoles
 * in users/checks.ts): a scoped caller reaches only users of its units' subtree and none holding a
 * role of scope 'all'.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPageQuerySchema, userRowSchema } from '../../../src/domain/system';
import { z } from '../../../src/domain/zod';
import {
  USER_EXPORT_MAX_ROWS,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ERRORS,
  USER_IMPORT_MAX_ROWS,
  resetPasswordResultSchema,
  roleOptionSchema,
  userIdBodySchema,
  userImportResultSchema,
} from '../../../src/domain/user-admin';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { securityPolicyOf } from '../../security/password-policy';
import { recordAudit } from '../../security/audit-record';
import type { ImportLimits } from '../contracts/import-v1';
import { contentDisposition } from '../files';
import { resetUserPassword, roleOptions, setEnabled, usersToExport } from './write';
import { USER_TEMPLATE_FILE_NAME, userExportFileName, userExportWorkbook, userImportTemplate } from './excel';
import { importUsers } from './import';
import { byUserId, filtersOf, importedCount } from '../audit/changes';
import { XLSX_MIME } from '../../http/spreadsheet';


/** The limits of the Excel calls; tests lower them in-process. */
export const userExcelLimits: ImportLimits & { exportMaxRows: number } = {
  exportMaxRows: USER_EXPORT_MAX_ROWS,
  maxRows: USER_IMPORT_MAX_ROWS,
  maxBytes: USER_IMPORT_MAX_BYTES,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxErrors: USER_IMPORT_MAX_ERRORS,
};

const asXlsx = (reply: FastifyReply, fileName: string, data: Buffer) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(data.length))
    .send(data);

export const userAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.put(
    '/admin_sys_user/enable',
    { config: { permission: 'sysUser.enable', audit: { event: 'userChange', action: 'enable', subject: byUserId } }, schema: { body: userIdBodySchema, response: answers(userRowSchema.nullable()) } },
    async (req) => ok(req, await setEnabled(db, caller(req), req.body.userId, true)),
  );

  app.put(
    '/admin_sys_user/disable',
    { config: { permission: 'sysUser.disable', audit: { event: 'userChange', action: 'disable', subject: byUserId } }, schema: { body: userIdBodySchema, response: answers(userRowSchema.nullable()) } },
    async (req) => ok(req, await setEnabled(db, caller(req), req.body.userId, false)),
  );

  app.put(
    '/admin_sys_user/resetPassword',
    { config: { permission: 'sysUser.edit' }, schema: { body: userIdBodySchema, response: answers(resetPasswordResultSchema) } },
    async (req) => {
      const { userId } = req.body;
      const { policy } = await securityPolicyOf(db, config.securityProfile);
      const { result, mustChange } = await resetUserPassword(db, caller(req), userId, policy);
      await recordAudit(db, req, { event: 'passwordReset', outcome: 'success', target: `user:${userId}`, detail: { method: 'generated', mustChange } });
      return ok(req, result);
    },
  );

  app.get('/admin_sys_user/roleOptions', { config: { permission: 'sysUser.query' }, schema: { response: answers(z.array(roleOptionSchema)) } }, async (req) =>
    ok(req, await roleOptions(db, caller(req))),
  );

  app.get(
    '/admin_sys_user/export',
    // The list query of getQueryPageUnitList; paging is ignored: every matching user, by id.
    { config: { permission: 'sysUser.export', stream: 'file', audit: { event: 'export', action: 'export', target: () => 'users', detail: (r: { query: unknown }) => filtersOf(r.query) } }, schema: { querystring: userPageQuerySchema } },
    async (req, reply) => {
      const rows = await usersToExport(db, caller(req), req.query, userExcelLimits.exportMaxRows);
      return asXlsx(reply, userExportFileName(), await userExportWorkbook(rows));
    },
  );

  let template: Promise<Buffer> | undefined;
  // A download link: a `link` ticket may come as ?ticket=, so a plain <a> works.
  app.get('/admin_sys_user/importTemplate', { config: { permission: 'sysUser.import', ticket: 'link' } }, async (_req, reply) => {
    template ??= userImportTemplate();
    const data = await template.catch((err: unknown) => {
      template = undefined;
      throw err;
    });
    return asXlsx(reply, USER_TEMPLATE_FILE_NAME, data);
  });

  app.post('/admin_sys_user/import', { config: { permission: 'sysUser.import', audit: { event: 'userChange', action: 'import', target: () => 'users', detail: importedCount } }, schema: { response: answers(userImportResultSchema) } }, async (req) =>
    ok(req, await importUsers(db, caller(req), req, userExcelLimits, (await securityPolicyOf(db, config.securityProfile)).policy)),
  );
};
