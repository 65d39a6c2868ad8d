/**
 * Menu management and the per-user side menu (spec section 7, Menu). Shapes: docs/api/menus.md.
 *   GET    admin_sys_menu/getTreeList      menu.query   the whole tree (MenuNode[], by sort then id)
 *   GET    admin_sys_menu/getUserMenuList  signed in    the caller's side menu (see userMenu)
 *   POST   admin_sys_menu/add              menu.add     menuInputSchema -> the new entry
 *   PUT    admin_sys_menu/edit             menu.edit    menuPatchSchema -> the entry after the edit
 *   DELETE admin_sys_menu/del?id=          menu.delete  -> null
 * Entry types: 0 folder, 1 page, 2 external link. Folders get a random path ('/folder-<hex>') unless
 * one is given; pages need a path starting with '/', links an http(s) address. Referenced ids that
 * do not exist (pid) are input errors (code 501, result.fields); an unknown id of the entry being
 * edited or deleted is refused (code 500).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { idQuerySchema, menuInputSchema, menuNodeSchema, menuPatchSchema } from '../../../src/domain/system';
import { z } from '../../../src/domain/zod';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { byBodyId, byQueryId, resultId } from '../audit/changes';
import { allEntries, menuTree } from './tree';
import { userMenu } from './user-menu';
import { addMenu, deleteMenu, editMenu } from './write';

/** The signed-in user's own menu: on every base (counterpart users and legal advisers have menus too). */
export const userMenuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, cache }) => {
  app.get('/admin_sys_menu/getUserMenuList', { schema: { response: answers(z.array(menuNodeSchema)) } }, async (req) => ok(req, await userMenu(db, cache, caller(req))));
};

/** Menu management (staff base only). */
export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/admin_sys_menu/getTreeList', { config: { permission: 'menu.query' }, schema: { response: answers(z.array(menuNodeSchema)) } }, async (req) =>
    ok(req, menuTree(await allEntries(db))),
  );

  app.post(
    '/admin_sys_menu/add',
    { config: { permission: 'menu.add', audit: { event: 'menuChange', action: 'add', subject: { kind: 'menu', fromResult: resultId } } }, schema: { body: menuInputSchema, response: answers(menuNodeSchema) } },
    async (req) => ok(req, await addMenu(db, req.body)),
  );

  app.put(
    '/admin_sys_menu/edit',
    { config: { permission: 'menu.edit', audit: { event: 'menuChange', action: 'edit', subject: byBodyId('menu') } }, schema: { body: menuPatchSchema, response: answers(menuNodeSchema) } },
    async (req) => ok(req, await editMenu(db, req.body)),
  );

  app.delete(
    '/admin_sys_menu/del',
    { config: { permission: 'menu.delete', audit: { event: 'menuChange', action: 'delete', subject: byQueryId('menu') } }, schema: { querystring: idQuerySchema, response: answers(nullAnswerSchema) } },
    async (req) => {
      await deleteMenu(db, req.query.id);
      return ok(req, null);
    },
  );
};