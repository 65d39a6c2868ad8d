/**
 * Role management (issue 7, role-manage). Shapes: docs/api/roles.md, schemas: src/domain/role.ts.
 *   POST   admin_sys_role/queryPage   role.query   a page of roles (keyword on name or code)
 *   GET    admin_sys_role/detail?id=  role.get     the role with its permission matrix and menu ids
 *   GET    admin_sys_role/menuTree    role.get     the menu tree to choose a role's menu access from
 *   POST   admin_sys_role/add         role.add     roleInputSchema -> the new role's detail
 *   PUT    admin_sys_role/edit        role.edit    roleEditSchema (a patch) -> the detail after the edit
 *   DELETE admin_sys_role/del?id=     role.delete  -> null
 * Permissions are read from the database on every call (server/http/auth.ts caches nothing), so a
 * change here applies to the holders' very next call. Refusals: a role users still hold is not
 * deleted; the administrator role is never deleted and never loses role management; a caller
 * grants no action it does not hold itself, and only a caller with the 'all' scope grants 'all'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { pageOf } from '../../../src/domain/envelope';
import { roleDetailSchema, roleEditSchema, roleInputSchema, rolePageQuerySchema, roleRowSchema } from '../../../src/domain/role';
import { idQuerySchema, menuNodeSchema } from '../../../src/domain/system';
import { z } from '../../../src/domain/zod';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { byBodyId, byQueryId, resultId } from '../audit/changes';
import { allEntries, menuTree } from '../menus/tree';
import { roleDetail, rolePage } from './read';
import { addRole, deleteRole, editRole } from './write';

export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_sys_role/queryPage',
    // No body at all is the first page with the defaults.
    { config: { permission: 'role.query' }, schema: { body: rolePageQuerySchema.nullish(), response: answers(pageOf(roleRowSchema)) } },
    async (req) => ok(req, await rolePage(db, req.body ?? rolePageQuerySchema.parse({}))),
  );

  // The menu tree a role's menu access is chosen from: the security administrator defines roles
  // without managing the menus themselves (menu.query is the system administrator's).
  app.get('/admin_sys_role/menuTree', { config: { permission: 'role.get' }, schema: { response: answers(z.array(menuNodeSchema)) } }, async (req) => ok(req, menuTree(await allEntries(db))));

  app.get(
    '/admin_sys_role/detail',
    { config: { permission: 'role.get' }, schema: { querystring: idQuerySchema, response: answers(roleDetailSchema) } },
    async (req) => ok(req, await roleDetail(db, req.query.id)),
  );

  app.post(
    '/admin_sys_role/add',
    { config: { permission: 'role.add', audit: { event: 'roleChange', action: 'add', subject: { kind: 'role', fromResult: resultId } } }, schema: { body: roleInputSchema, response: answers(roleDetailSchema) } },
    async (req) => ok(req, await addRole(db, caller(req), req.body)),
  );

  app.put(
    '/admin_sys_role/edit',
    { config: { permission: 'role.edit', audit: { event: 'roleChange', action: 'edit', subject: byBodyId('role') } }, schema: { body: roleEditSchema, response: answers(roleDetailSchema) } },
    async (req) => ok(req, await editRole(db, caller(req), req.body)),
  );

  app.delete(
    '/admin_sys_role/del',
    { config: { permission: 'role.delete', audit: { event: 'roleChange', action: 'delete', subject: byQueryId('role') } }, schema: { querystring: idQuerySchema, response: answers(nullAnswerSchema) } },
    async (req) => {
      await deleteRole(db, req.query.id);
      return ok(req, null);
    },
  );
};