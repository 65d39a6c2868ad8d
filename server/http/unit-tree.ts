/** Unit tree queries shared by the modules: chains of ancestors, descendants, tree building. */
import { inArray, sql } from 'drizzle-orm';
import type { Unit, UnitNode } from '../../src/domain/system';
import { type Db, queryRows } from '../db/client';
import { authCacheOf } from './auth-cache';
import { units } from '../db/schema';

export type UnitRow = typeof units.$inferSelect;

export const toUnit = (u: UnitRow): Unit => ({
  id: u.id,
  pid: u.pid,
  unitName: u.unitName,
  type: u.type as Unit['type'],
  areaLevel: u.areaLevel as Unit['areaLevel'],
  adcode: u.adcode,
  isJudicialBureau: u.isJudicialBureau,
  creditCode: u.creditCode,
  sort: u.sort,
  shortName: u.shortName,
  numberTemplate: u.numberTemplate,
});

/** The unit and its ancestors, root first (from the cache of `db` when it has one: server/http/auth-cache.ts). */
export async function unitChain(db: Db, unitId: number): Promise<Unit[]> {
  const cache = authCacheOf(db);
  if (!cache) return readUnitChain(db, unitId);
  return [...((await cache.units.get(`chain:${unitId}`, () => readUnitChain(db, unitId))) as Unit[])];
}

async function readUnitChain(db: Db, unitId: number): Promise<Unit[]> {
  const rows0 = await queryRows<{ id: number; depth: number }>(db, sql`
    with recursive chain(id, pid, depth) as (
      select id, pid, 0 from ${units} where id = ${unitId}
      union all
      select u.id, u.pid, c.depth + 1 from ${units} u join chain c on u.id = c.pid where c.depth < 32
    ) select id, depth from chain`);
  const ids = rows0.map((r) => Number(r.id));
  if (!ids.length) return [];
  const depthOf = new Map(rows0.map((r) => [Number(r.id), Number(r.depth)]));
  const rows = await db.select().from(units).where(inArray(units.id, ids));
  return rows.sort((a, b) => (depthOf.get(b.id) ?? 0) - (depthOf.get(a.id) ?? 0)).map(toUnit);
}

/** Ids of the units under the given ones (themselves included; cached as unitChain is). */
export async function descendantIds(db: Db, rootIds: number[]): Promise<number[]> {
  if (!rootIds.length) return [];
  const cache = authCacheOf(db);
  if (!cache) return readDescendantIds(db, rootIds);
  const key = `sub:${[...rootIds].sort((a, b) => a - b).join(',')}`;
  return [...((await cache.units.get(key, () => readDescendantIds(db, rootIds))) as number[])];
}

async function readDescendantIds(db: Db, rootIds: number[]): Promise<number[]> {
  const res = await queryRows<{ id: number }>(db, sql`
    with recursive sub(id, depth) as (
      select id, 0 from ${units} where id in ${rootIds}
      union all
      select u.id, s.depth + 1 from ${units} u join sub s on u.pid = s.id where s.depth < 32
    ) select distinct id from sub`);
  return res.map((r) => Number(r.id));
}

/** Builds a tree (sorted by sort, then id) from flat rows; rows whose parent is absent become roots. */
export function buildTree<T extends { id: number; pid: number | null; sort: number }>(
  rows: T[],
): (T & { children: (T & { children: unknown[] })[] })[] {
  type N = T & { children: N[] };
  const nodes = new Map<number, N>(rows.map((r) => [r.id, { ...r, children: [] as N[] }]));
  const roots: N[] = [];
  for (const n of nodes.values()) {
    const parent = n.pid == null ? undefined : nodes.get(n.pid);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const order = (list: N[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

export const unitTree = (rows: UnitRow[]): UnitNode[] => buildTree(rows.map(toUnit)) as UnitNode[];
