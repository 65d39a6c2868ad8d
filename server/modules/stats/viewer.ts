/**
 * Where a viewer's walls open (GET stats/scope, docs/api/stats.md), from the same scope the stats
 * layer counts with (scope.ts): administrators at the top area, a bureau at its area, unit staff at
 * their unit with its area as context. An address naming an area (by adcode, or `u<id>`) or a unit is
 * answered with the path from the viewer's area down to it when it lies within the scope, and with
 * the viewer's own otherwise (`fallback`): a bookmarked or edited address never opens a wall of
 * refusals, and never more than the viewer may see.
 */
import type { RegionArea } from '../../../src/domain/region-geometry';
import type { WallScope, WallScopeQuery } from '../../../src/domain/screen-api';
import { wallAreaRefSchema } from '../../../src/domain/screen-api';
import type { Db } from '../../db/client';
import { geometryStamp } from '../screens/geometry';
import { areaInScope, resolveScope, scopeAreaId, type StatsCaller, unitInScope } from './scope';
import { statsStore } from './store';
import type { TreeUnit, UnitTree } from './tree';

const toArea = (u: TreeUnit): RegionArea => ({
  id: u.id,
  name: u.name,
  adcode: u.adcode,
  level: u.areaLevel === 'province' || u.areaLevel === 'city' || u.areaLevel === 'county' ? u.areaLevel : null,
});

/** The area an address names: a 6-digit adcode, or `u<id>`; undefined when there is none such. */
export function areaOfRef(tree: UnitTree, ref: string, candidates: Iterable<number>): TreeUnit | undefined {
  const parsed = wallAreaRefSchema.safeParse(ref);
  if (!parsed.success) return undefined;
  const value = parsed.data;
  if (value.startsWith('u')) {
    const u = tree.get(Number(value.slice(1)));
    return u?.type === 'A' ? u : undefined;
  }
  for (const id of candidates) {
    const u = tree.get(id);
    if (u?.type === 'A' && u.adcode === value) return u;
  }
  return undefined;
}

/** The areas from `top` down to `area` (both included), or null when `area` is not below `top`. */
function pathDown(tree: UnitTree, top: number, area: number): TreeUnit[] | null {
  const out: TreeUnit[] = [];
  let id: number | null = area;
  for (let guard = 0; id !== null && guard < 64; guard++) {
    const u = tree.get(id);
    if (!u) return null;
    if (u.type === 'A') out.unshift(u);
    if (id === top) return out;
    id = u.pid;
  }
  return null;
}

export async function wallScope(db: Db, who: StatsCaller, asked: WallScopeQuery): Promise<WallScope> {
  const snap = await statsStore(db).current();
  const { tree } = snap;
  const scope = await resolveScope(db, snap, who);
  const ownArea = scopeAreaId(scope, tree);
  const rootUnit = ownArea ?? tree.topArea()?.id ?? null;
  const root = rootUnit === null ? undefined : tree.get(rootUnit);
  const rootUnitOfScope = scope.rootId === null ? undefined : tree.get(scope.rootId);
  const ownUnit = rootUnitOfScope && rootUnitOfScope.type !== 'A' ? { id: rootUnitOfScope.id, name: tree.displayName(rootUnitOfScope.id) } : null;
  const kind: WallScope['kind'] = scope.units === 'all' ? 'all' : ownUnit ? 'unit' : 'area';
  let fallback = false;

  let areas: TreeUnit[] = root ? [root] : [];
  if (asked.area !== undefined && root) {
    const target = areaOfRef(tree, asked.area, tree.subtree(root.id));
    const path = target && areaInScope(scope, tree, target.id) ? pathDown(tree, root.id, target.id) : null;
    if (path) areas = path;
    else fallback = true;
  }

  let unit: WallScope['unit'] = null;
  if (asked.unit !== undefined) {
    const u = tree.get(asked.unit);
    const here = areas[areas.length - 1];
    const inArea = u && here ? tree.subtree(here.id).has(u.id) : false;
    if (u && u.type !== 'A' && inArea && unitInScope(scope, u.id)) unit = { id: u.id, name: tree.displayName(u.id) };
    else fallback = true;
  }

  const last = areas[areas.length - 1];
  const geometry = last ? await geometryStamp(db, last.id) : null;
  return { kind, root: root ? toArea(root) : null, ownUnit, areas: areas.map(toArea), unit, fallback, geometry };
}
