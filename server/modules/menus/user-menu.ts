/** The signed-in user's side menu (docs/api/menus.md, getUserMenuList). */
import { inArray } from 'drizzle-orm';
import { hasPermission } from '../../../src/domain/permissions';
import { MENU_TYPES, type MenuNode } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { roleMenus } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import type { AuthCache } from '../../http/auth-cache';
import { allEntries, type MenuEntry, menuTree } from './tree';

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
export async function userMenu(db: Db, cache: AuthCache, ctx: AuthContext): Promise<MenuNode[]> {
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
