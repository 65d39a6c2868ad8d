/**
 * The unit trees (docs/api/units.md; the definitions head routes.ts). Every tree is UnitNode[] sorted
 * by sort, then id; when a filter drops a unit, its kept descendants move up to its nearest kept ancestor.
 */
import { eq } from 'drizzle-orm';
import type { Unit, UnitInfo, UnitNode, UnitType } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { scopeRootId } from '../../http/scope';
import { unitChain, unitTree } from '../../http/unit-tree';

/** Keeps the nodes that pass; the kept descendants of a dropped node move up in its place. */
export function filterTree(nodes: UnitNode[], keep: (u: UnitNode) => boolean): UnitNode[] {
  return nodes.flatMap((n) => (keep(n) ? [{ ...n, children: filterTree(n.children, keep) }] : filterTree(n.children, keep)));
}

function indexTree(nodes: UnitNode[], into = new Map<number, UnitNode>()): Map<number, UnitNode> {
  for (const n of nodes) {
    into.set(n.id, n);
    indexTree(n.children, into);
  }
  return into;
}

const byOrder = (a: Unit, b: Unit) => a.sort - b.sort || a.id - b.id;
/** Keeps the units of these types. */
export const ofTypes = (types: readonly UnitType[]) => (u: Unit) => types.includes(u.type);

/** The whole tree. */
export async function fullTree(db: Db): Promise<UnitNode[]> {
  return unitTree(await db.select().from(units));
}

/** getTreeList: the whole tree, or only the units of the given types. */
export async function typesTree(db: Db, types: readonly UnitType[] | undefined): Promise<UnitNode[]> {
  const tree = await fullTree(db);
  return types ? filterTree(tree, ofTypes(types)) : tree;
}

/** getPTTreeList: the platform (area) tree, the A and N units of the whole organisation. */
export async function platformTree(db: Db): Promise<UnitNode[]> {
  return filterTree(await fullTree(db), ofTypes(['A', 'N']));
}

/** getSSTreeList: the areas, each with the judicial-bureau units of that area. */
export async function supervisionTree(db: Db): Promise<UnitNode[]> {
  return filterTree(await fullTree(db), (u) => u.type === 'A' || u.isJudicialBureau);
}

/** getAreaTree: the tree of areas (type A only). */
export async function areaTree(db: Db): Promise<UnitNode[]> {
  return unitTree(await db.select().from(units).where(eq(units.type, 'A')));
}

/** getDSTreeList: each unit the caller belongs to, with its D and O descendants. */
export async function departmentsTree(db: Db, ctx: AuthContext): Promise<UnitNode[]> {
  const index = indexTree(await fullTree(db));
  return ctx.unitIds
    .map((id) => index.get(id))
    .filter((n): n is UnitNode => !!n)
    .sort(byOrder)
    .map((n) => ({ ...n, children: filterTree(n.children, ofTypes(['D', 'O'])) }));
}

/** getDHTreeList: the caller's data-scope tree (scope.ts): a bureau's area, else the current unit's subtree; all for administrators. */
export async function dataScopeTree(db: Db, ctx: AuthContext): Promise<UnitNode[]> {
  if (ctx.dataScope === 'all') return fullTree(db);
  const rootId = await scopeRootId(db, ctx);
  const root = rootId ? indexTree(await fullTree(db)).get(rootId) : undefined;
  return root ? [root] : [];
}

/** getComUnitInfo: the unit plus unitList (root first, itself last). */
export async function unitInfo(db: Db, unitId: number): Promise<UnitInfo> {
  const chain = await unitChain(db, unitId);
  const unit = chain[chain.length - 1];
  if (!unit || unit.id !== unitId) throw notFound('unit');
  return { ...unit, unitList: chain };
}
