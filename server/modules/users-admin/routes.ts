/**
 * User administration calls beside users/ (docs/api/users.md, "Administration" and "Excel"):
 * enable, disable, resetPassword, roleOptions, export, importTemplate, import. The same data scope
 * as the management calls of users/ (checkTarget, checkRoles in users/checks.ts): a scoped caller reaches only users
 * of its units' subtree and none holding a role of scope 'all'.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPageQuerySchema, userRowSchema } from '../../../src/domain/system';
import { z } from '../../../src/domain/zod';
import {
  type ResetPasswordResult,
  type RoleOption,
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
import type { Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import { caller } from '../../http/auth';
import { notFound, refused } from '../../http/errors';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { unitScopeOf } from '../../http/scope';
import { hashPassword } from '../../security/password';
import { passwordColumns, rememberPassword, securityPolicyOf } from '../../security/password-policy';
import { recordAudit } from '../../security/audit-record';
import type { ImportLimits } from '../contracts/import-v1';
import { contentDisposition } from '../files';
import { checkTarget } from '../users/checks';
import { listConditions, toUserRows } from '../users/list';
import { policyPassword } from '../users/password';
import { keepOneAdministrator } from './administrators';
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

/** Sets a user's enabled flag after the scope and self/last-administrator checks; disabling ends its sessions. */
async function setEnabled(db: Db, ctx: ReturnType<typeof caller>, userId: number, enabled: boolean) {
  if (!enabled && userId === ctx.userId) throw refused('cannotDisableSelf');
  const scope = await unitScopeOf(db, ctx);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('user');
    await checkTarget(tx, scope, userId);
    if (!enabled) await keepOneAdministrator(tx, userId);
    await tx.update(users).set({ enabled }).where(eq(users.id, userId));
    if (!enabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return (await toUserRows(db, row ? [row] : []))[0] ?? null;
}

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
      const ctx = caller(req);
      const { userId } = req.body;
      const scope = await unitScopeOf(db, ctx);
      // A generated password the policy accepts, which (for someone else) must be changed at the next sign-in.
      const { policy } = await securityPolicyOf(db, config.securityProfile);
      const [target] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      if (!target) throw notFound('user');
      const password = policyPassword(policy, target.username);
      const passwordHash = await hashPassword(password);
      const columns = passwordColumns(policy, passwordHash, userId === ctx.userId ? 'self' : 'administrator');
      const username = await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
        if (!user) throw notFound('user');
        await checkTarget(tx, scope, userId);
        await tx.update(users).set(columns).where(eq(users.id, userId));
        await rememberPassword(tx, userId, passwordHash);
        // Every session of the user ends (the caller's own one survives when resetting itself).
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, ctx.sessionId)));
        return user.username;
      });
      await recordAudit(db, req, {
        event: 'passwordReset',
        outcome: 'success',
        target: `user:${userId}`,
        detail: { method: 'generated', mustChange: columns.mustChangePassword },
      });
      const result: ResetPasswordResult = { userId, username, password };
      return ok(req, result);
    },
  );

  app.get('/admin_sys_user/roleOptions', { config: { permission: 'sysUser.query' }, schema: { response: answers(z.array(roleOptionSchema)) } }, async (req) => {
    const scope = await unitScopeOf(db, caller(req));
    const rows = await db
      .select({ id: roles.id, code: roles.code, name: roles.name, dataScope: roles.dataScope })
      .from(roles)
      .where(scope === 'all' ? undefined : ne(roles.dataScope, 'all'))
      .orderBy(asc(roles.id));
    const options: RoleOption[] = rows;
    return ok(req, options);
  });

  app.get(
    '/admin_sys_user/export',
    // The list query of getQueryPageUnitList; paging is ignored: every matching user, by id.
    { config: { permission: 'sysUser.export', stream: 'file', audit: { event: 'export', action: 'export', target: () => 'users', detail: (r: { query: unknown }) => filtersOf(r.query) } }, schema: { querystring: userPageQuerySchema } },
    async (req, reply) => {
      const scope = await unitScopeOf(db, caller(req));
      const conds = await listConditions(db, scope, req.query);
      const where = conds.length ? and(...conds) : undefined;
      const [n] = await db.select({ n: count() }).from(users).where(where);
      const total = Number(n?.n ?? 0);
      if (total > userExcelLimits.exportMaxRows) throw refused('userExportTooMany', { count: total, limit: userExcelLimits.exportMaxRows });
      const rows = await db.select().from(users).where(where).orderBy(asc(users.id));
      return asXlsx(reply, userExportFileName(), await userExportWorkbook(await toUserRows(db, rows)));
    },
  );

  let template: Promise<Buffer> | undefined;
  // A download link: the token may come as ?token= so a plain <a> works.
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
