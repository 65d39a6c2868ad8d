/**
 * Menu writes (docs/api/menus.md; the definitions head routes.ts): add (granted to the administrator
 * role at once), edit (a patch, a move included) and delete.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACTIONS, PERMISSION_IDS } from '../../../src/domain/permissions';
import { MENU_TYPES, type MenuInput, type MenuNode, type MenuPatch } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { menus, roleMenus, roles } from '../../db/schema';
import { invalidField, notFound, refused } from '../../http/errors';
import { allEntries, childCount, findMenu, type MenuRow, menuSubtreeIds, menuTree, toEntry } from './tree';

/** The role every new entry is granted to, so administrators see it at once. */
const ADMIN_ROLE_CODE = 'admin';

const folderPath = () => `/folder-${randomBytes(6).toString('hex')}`;

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

// ---------------------------------------------------------------- writes

/** A new entry (the answer is the entry, without children). */
export async function addMenu(db: Db, input: MenuInput): Promise<MenuNode> {
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

/** Edits an entry (a patch); the answer is the entry after the edit with its children. */
export async function editMenu(db: Db, patch: MenuPatch): Promise<MenuNode> {
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

/** Deletes an entry without children, with its grants. */
export async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findMenu(tx, id))) throw notFound('menu');
    if ((await childCount(tx, id)) > 0) throw refused('menuHasChildren');
    await tx.delete(roleMenus).where(eq(roleMenus.menuId, id));
    await tx.delete(menus).where(eq(menus.id, id));
  });
}
