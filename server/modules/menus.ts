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
import { randomBytes } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIONS, hasPermission, PERMISSION_IDS } from '../../src/domain/permissions';
import {
  idQuerySchema,
  MENU_TYPES,
  type MenuInput,
  type MenuNode,
  type MenuPatch,
  menuInputSchema,
  menuPatchSchema,
} from '../../src/domain/system';
import type { AppDeps } from '../app';
import { type Db, queryRows } from '../db/client';
import { menus, roleMenus, roles } from '../db/schema';
import { type AuthContext, caller } from '../http/auth';
import type { AuthCache } from '../http/auth-cache';
import { invalidField, notFound, refused } from '../http/errors';
import { ok } from '../http/reply';
import { buildTree } from '../http/unit-tree';
import { byBodyId, byQueryId, resultId } from './audit/changes';

type MenuRow = typeof menus.$inferSelect;
type MenuEntry = Omit<MenuNode, 'children'>;

/** The role every new entry is granted to, so administrators see it at once. */
const ADMIN_ROLE_CODE = 'admin';

const toEntry = (m: MenuRow): MenuEntry => ({
  id: m.id,
  pid: m.pid,
  title: m.title,
  icon: m.icon,
  path: m.path,
  type: m.type,
  isNewTab: m.isNewTab,
  sort: m.sort,
  permissionId: m.permissionId,
});

export const menuTree = (entries: MenuEntry[]): MenuNode[] => buildTree(entries) as MenuNode[];

const folderPath = () => `/folder-${randomBytes(6).toString('hex')}`;

export async function allEntries(db: Db): Promise<MenuEntry[]> {
  return (await db.select().from(menus)).map(toEntry);
}

async function findMenu(db: Db, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row;
}

async function childCount(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.pid, id));
  return Number(row?.n ?? 0);
}

/** Ids of the entry and everything under it. */
async function menuSubtreeIds(db: Db, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive sub(id, depth) as (
      select id, 0 from ${menus} where id = ${id}
      union all
      select m.id, s.depth + 1 from ${menus} m join sub s on m.pid = s.id where s.depth < 32
    ) select distinct id from sub`);
  return rows.map((r) => Number(r.id));
}

// ---------------------------------------------------------------- rules

/** A parent must exist (else an input error) and be a folder (else refused). */
async function requireFolderParent(db: Db, pid: number | null): Promise<void> {
  if (pid === null) return;
  const parent = await findMenu(db, pid);
  if (!parent) throw invalidField('body.pid', 'no such menu entry');
  if (parent.type !== MENU_TYPES.folder) throw refused('menuParentNotFolder');
}

/** '' means none; otherwise a known permission id, optionally with one of its actions. */
function normalisePermissionId(value: string | null | undefined): string | null {
  if (!value) return null;
  const [id, action, ...rest] = value.split('.');
  const knownId = (PERMISSION_IDS as readonly string[]).includes(id ?? '');
  const knownAction = action === undefined || (ACTIONS as readonly string[]).includes(action);
  if (!knownId || !knownAction || rest.length) throw invalidField('body.permissionId', 'unknown permission id');
  return value;
}

/**
 * The path an entry ends up with. Folders: the given one, else the one they have, else a random one.
 * Pages and links: the given one, else the one they have unless they were a folder; none is refused.
 */
function resolvePath(type: number, given: string | undefined, before?: MenuRow): string {
  if (type === MENU_TYPES.folder) return given || before?.path || folderPath();
  const path = given || (before && before.type !== MENU_TYPES.folder ? before.path : '');
  if (!path) throw refused('menuNeedsPath');
  if (type === MENU_TYPES.page && !path.startsWith('/')) throw invalidField('body.path', 'a page path starts with /');
  if (type === MENU_TYPES.link && !/^https?:\/\/\S+$/.test(path)) {
    throw invalidField('body.path', 'a link is an http(s) address');
  }
  return path;
}

// ---------------------------------------------------------------- the user's menu

/** Is the caller allowed what an entry's permissionId names? An id alone asks for its query action. */
function permitted(ctx: AuthContext, permissionId: string | null): boolean {
  if (!permissionId) return true;
  return hasPermission(ctx.permissions, permissionId.includes('.') ? permissionId : `${permissionId}.query`);
}

/** The entry and its ancestors, or [] when the caller may not use one of them. */
function visibleChain(ctx: AuthContext, byId: Map<number, MenuEntry>, entry: MenuEntry): MenuEntry[] {
  const chain: MenuEntry[] = [];
  const seen = new Set<number>();
  for (let e: MenuEntry | undefined = entry; e && !seen.has(e.id); e = e.pid == null ? undefined : byId.get(e.pid)) {
    if (!permitted(ctx, e.permissionId)) return [];
    seen.add(e.id);
    chain.push(e);
  }
  return chain;
}

/** Drops folders left without children, bottom up. */
function pruneEmptyFolders(nodes: MenuNode[]): MenuNode[] {
  return nodes
    .map((n) => ({ ...n, children: pruneEmptyFolders(n.children) }))
    .filter((n) => n.type !== MENU_TYPES.folder || n.children.length > 0);
}

/**
 * The caller's side menu: every page or link granted to one of the caller's roles (role_menus) whose
 * permissionId (and that of each folder above it) the caller holds, with the folders above it, so a
 * folder need not be granted by itself; folders with nothing visible under them are left out.
 */
async function userMenu(db: Db, cache: AuthCache, ctx: AuthContext): Promise<MenuNode[]> {
  const roleIds = ctx.roles.map((r) => r.id);
  if (!roleIds.length) return [];
  // The menu follows from the roles alone (their grants and their permissions): one per role set.
  return cache.menus.get(roleIds.join(','), () => readUserMenu(db, ctx, roleIds));
}

async function readUserMenu(db: Db, ctx: AuthContext, roleIds: number[]): Promise<MenuNode[]> {
  const granted = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds));
  const entries = await allEntries(db);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const visible = new Map<number, MenuEntry>();
  for (const { menuId } of granted) {
    const entry = byId.get(menuId);
    if (!entry || entry.type === MENU_TYPES.folder) continue;
    for (const e of visibleChain(ctx, byId, entry)) visible.set(e.id, e);
  }
  return pruneEmptyFolders(menuTree([...visible.values()]));
}

// ---------------------------------------------------------------- writes

async function addMenu(db: Db, input: MenuInput): Promise<MenuNode> {
  await requireFolderParent(db, input.pid);
  const values = {
    pid: input.pid,
    title: input.title,
    icon: input.icon,
    path: resolvePath(input.type, input.path),
    type: input.type,
    isNewTab: input.isNewTab,
    sort: input.sort,
    permissionId: normalisePermissionId(input.permissionId),
  };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(menus).values(values).returning();
    if (!created) throw new Error('menu insert returned nothing');
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
    if (admin) await tx.insert(roleMenus).values({ roleId: admin.id, menuId: created.id }).onConflictDoNothing();
    return created;
  });
  return { ...toEntry(row), children: [] };
}

/** The parent after an edit, checked: not the entry itself nor under it, and a folder. */
async function checkedPid(db: Db, before: MenuRow, pid: number | null | undefined): Promise<number | null> {
  if (pid === undefined || pid === before.pid) return before.pid;
  if (pid !== null && (await menuSubtreeIds(db, before.id)).includes(pid)) throw refused('parentLoop');
  await requireFolderParent(db, pid);
  return pid;
}

async function editMenu(db: Db, patch: MenuPatch): Promise<MenuNode> {
  const before = await findMenu(db, patch.id);
  if (!before) throw notFound('menu');
  const pid = await checkedPid(db, before, patch.pid);
  const type = patch.type ?? before.type;
  if (type !== MENU_TYPES.folder && (await childCount(db, before.id)) > 0) throw refused('menuKeepFolder');
  const set = {
    pid,
    type,
    path: resolvePath(type, patch.path, before),
    title: patch.title ?? before.title,
    icon: patch.icon ?? before.icon,
    isNewTab: patch.isNewTab ?? before.isNewTab,
    sort: patch.sort ?? before.sort,
    permissionId: patch.permissionId === undefined ? before.permissionId : normalisePermissionId(patch.permissionId),
  };
  const [row] = await db.update(menus).set(set).where(eq(menus.id, before.id)).returning();
  if (!row) throw notFound('menu');
  const children = menuTree((await allEntries(db)).filter((e) => e.pid === row.id));
  return { ...toEntry(row), children };
}

async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findMenu(tx, id))) throw notFound('menu');
    if ((await childCount(tx, id)) > 0) throw refused('menuHasChildren');
    await tx.delete(roleMenus).where(eq(roleMenus.menuId, id));
    await tx.delete(menus).where(eq(menus.id, id));
  });
}

/** The signed-in user's own menu: on every base (counterpart users and legal advisers have menus too). */
export const userMenuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, cache }) => {
  app.get('/admin_sys_menu/getUserMenuList', async (req) => ok(req, await userMenu(db, cache, caller(req))));
};

/** Menu management (staff base only). */
export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/admin_sys_menu/getTreeList', { config: { permission: 'menu.query' } }, async (req) =>
    ok(req, menuTree(await allEntries(db))),
  );

  app.post(
    '/admin_sys_menu/add',
    { config: { permission: 'menu.add', audit: { event: 'menuChange', action: 'add', subject: { kind: 'menu', fromResult: resultId } } }, schema: { body: menuInputSchema } },
    async (req) => ok(req, await addMenu(db, req.body)),
  );

  app.put(
    '/admin_sys_menu/edit',
    { config: { permission: 'menu.edit', audit: { event: 'menuChange', action: 'edit', subject: byBodyId('menu') } }, schema: { body: menuPatchSchema } },
    async (req) => ok(req, await editMenu(db, req.body)),
  );

  app.delete(
    '/admin_sys_menu/del',
    { config: { permission: 'menu.delete', audit: { event: 'menuChange', action: 'delete', subject: byQueryId('menu') } }, schema: { querystring: idQuerySchema } },
    async (req) => {
      await deleteMenu(db, req.query.id);
      return ok(req, null);
    },
  );
};
