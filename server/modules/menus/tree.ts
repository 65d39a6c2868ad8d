/** The menu entries as a tree (docs/api/menus.md; the definitions head routes.ts), and their reads. */
import { count, eq, sql } from 'drizzle-orm';
import type { MenuNode } from '../../../src/domain/system';
import { type Db, queryRows } from '../../db/client';
import { menus } from '../../db/schema';
import { buildTree } from '../../http/unit-tree';

/** A menu row as stored. */
export type MenuRow = typeof menus.$inferSelect;
/** A menu entry without its children. */
export type MenuEntry = Omit<MenuNode, 'children'>;

/** The entry as the API shows it. */
export const toEntry = (m: MenuRow): MenuEntry => ({
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

/** The entries as a tree (by sort then id). */
export const menuTree = (entries: MenuEntry[]): MenuNode[] => buildTree(entries) as MenuNode[];

/** Every menu entry. */
export async function allEntries(db: Db): Promise<MenuEntry[]> {
  return (await db.select().from(menus)).map(toEntry);
}

/** The entry with this id, if any. */
export async function findMenu(db: Db, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row;
}

/** How many entries sit directly under this one. */
export async function childCount(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.pid, id));
  return Number(row?.n ?? 0);
}

/** Ids of the entry and everything under it. */
export async function menuSubtreeIds(db: Db, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive sub(id, depth) as (
      select id, 0 from ${menus} where id = ${id}
      union all
      select m.id, s.depth + 1 from ${menus} m join sub s on m.pid = s.id where s.depth < 32
    ) select distinct id from sub`);
  return rows.map((r) => Number(r.id));
}
