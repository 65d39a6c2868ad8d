/**
 * Whose contracts a statistics query counts (ARCHITECTURE.md section 3, data scope):
 * - staff: exactly the contracts the contract list shows them (server/modules/contracts/scope.ts,
 *   `contractScope`, reused as is): administrators everything, bureau and county staff their area's
 *   subtree, unit staff their units;
 * - a public screen (screen share): the contracts owned or located in the subtree of its root area;
 * - counterpart users and legal advisers: no statistics (HTTP 403).
 *
 * The scope rule is SQL over a contract's unit, area and filing bureau. Rather than copy it, it is
 * evaluated once per scope over the distinct (unit, area, bureau) triples the facts hold (a few
 * hundred rows in a VALUES list standing in for the contracts table); each contract's slot holds
 * its triple's number, so the check per contract is an array lookup. Filters naming an area or unit outside the
 * scope are answered with the caller's own (clampFilters), never refused.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { AuthContext } from '../../http/auth';
import { invalidField } from '../../http/errors';
import { scopeRootId } from '../../http/scope';
import { contractScope, outOfScope } from '../contracts/scope';
import type { Snapshot } from './store';
import type { TripleTable } from './table';
import type { UnitTree } from './tree';

/** Who asks: a signed-in caller, or a public screen showing one area. */
export type StatsCaller = AuthContext | { public: true; rootAreaId: number };

export const isPublic = (who: StatsCaller): who is { public: true; rootAreaId: number } => 'public' in who && who.public === true;

export interface StatsScope {
  /** Equal keys mean equal scopes (the answer caches are keyed by it). */
  key: string;
  public: boolean;
  /** The units whose areas and units the filters may name ('all' for administrators). */
  units: 'all' | ReadonlySet<number>;
  /** The scope's root unit (a bureau's area, a unit), or null for administrators. */
  rootId: number | null;
  /** allowed[triple]: 1 when contracts with that (unit, area, bureau) are in scope; null: everything. */
  allowed: Uint8Array | null;
}

interface StaffScopeEntry {
  treeGeneration: number;
  where: SQL | undefined;
  units: 'all' | ReadonlySet<number>;
  rootId: number | null;
  /** allowed[tri]: 1 in scope, 0 not; triples past its length are not evaluated yet. */
  allowed: Uint8Array;
}

/** Resolved staff scopes by key, per database (a handful of entries: one per unit that watches a screen). */
const staffScopes = new WeakMap<Db, Map<string, StaffScopeEntry>>();
const MAX_SCOPES = 200;

/** The scope of a caller, evaluated against the facts of the snapshot. */
export async function resolveScope(db: Db, snap: Snapshot, who: StatsCaller): Promise<StatsScope> {
  if (isPublic(who)) return publicScope(snap.tree, snap.triples, who.rootAreaId);
  if (who.userType !== 'staff') throw outOfScope();
  if (who.dataScope === 'all') return { key: 'all', public: false, units: 'all', rootId: null, allowed: null };
  const key = `${who.dataScope}:${who.currentUnitId ?? 0}`;
  let cache = staffScopes.get(db);
  if (!cache) {
    cache = new Map();
    staffScopes.set(db, cache);
  }
  let entry = cache.get(key);
  if (!entry || entry.treeGeneration !== snap.treeGeneration) {
    const scope = await contractScope(db, who);
    entry = {
      treeGeneration: snap.treeGeneration,
      where: scope.where,
      units: scope.units === 'all' ? 'all' : new Set(scope.units),
      rootId: await scopeRootId(db, who),
      allowed: new Uint8Array(0),
    };
    cache.delete(key);
    cache.set(key, entry);
    while (cache.size > MAX_SCOPES) cache.delete(cache.keys().next().value!);
  }
  if (entry.allowed.length < snap.triples.list.length) entry.allowed = await evaluate(db, entry.where, snap.triples);
  return { key, public: false, units: entry.units, rootId: entry.rootId, allowed: entry.allowed };
}

/** A public screen: the contracts owned, or located, in the root area's subtree. */
function publicScope(tree: UnitTree, triples: TripleTable, rootAreaId: number): StatsScope {
  const root = tree.get(rootAreaId);
  if (root?.type !== 'A') throw outOfScope();
  const units = tree.subtree(rootAreaId);
  const allowed = Uint8Array.from(triples.list, (t) => (units.has(t.unitId) || (t.areaId !== null && units.has(t.areaId)) ? 1 : 0));
  return { key: `public:${rootAreaId}`, public: true, units, rootId: rootAreaId, allowed };
}

/** Which triples the scope condition admits: the condition run over the triples as a stand-in contracts table. */
async function evaluate(db: Db, where: SQL | undefined, triples: TripleTable): Promise<Uint8Array> {
  const list = triples.list;
  const allowed = new Uint8Array(list.length);
  if (!where) return allowed.fill(1);
  if (!list.length) return allowed;
  const values = sql.join(
    list.map((t, i) => sql`(${i}::int, ${t.unitId}::int, ${t.areaId}::int, ${t.bureauUnitId}::int)`),
    sql`, `,
  );
  let rows: { tri: number }[];
  try {
    rows = await queryRows<{ tri: number }>(
      db,
      sql`select "contracts"."tri" as tri from (values ${values}) as "contracts"("tri", "unit_id", "area_id", "bureau_unit_id") where ${where}`,
    );
  } catch {
    // The rule looks at more than these columns now: ask the contracts table itself (a scan, still once per scope).
    const real = await queryRows<{ u: number; a: number | null; b: number | null }>(
      db,
      sql`select distinct unit_id as u, area_id as a, bureau_unit_id as b from contracts where ${where}`,
    );
    rows = real.map((r) => ({ tri: triples.intern(Number(r.u), r.a === null ? null : Number(r.a), r.b === null ? null : Number(r.b)) }));
  }
  for (const r of rows) if (Number(r.tri) < allowed.length) allowed[Number(r.tri)] = 1;
  return allowed;
}

/**
 * The area a scope is about: a bureau's (or a public screen's) area, the area of unit staff's unit (their
 * context), or null for administrators (the whole tree).
 */
export function scopeAreaId(scope: StatsScope, tree: UnitTree): number | null {
  if (scope.rootId === null) return null;
  const root = tree.get(scope.rootId);
  if (root?.type === 'A') return root.id;
  return tree.areaOf(scope.rootId)?.id ?? null;
}

/** Whether an area lies within the scope: anywhere for administrators, else at or below the scope's area. */
export function areaInScope(scope: StatsScope, tree: UnitTree, areaId: number): boolean {
  if (scope.units === 'all') return true;
  const own = scopeAreaId(scope, tree);
  return own !== null && tree.subtree(own).has(areaId);
}

/** Whether a unit's records lie within the scope. */
export const unitInScope = (scope: StatsScope, unitId: number): boolean => scope.units === 'all' || scope.units.has(unitId);

export interface ClampedFilters<F> {
  filters: F;
  /** An area or unit outside the scope was replaced by the caller's own. */
  clamped: boolean;
}

/**
 * Fits the areas and units a query's filters name to the caller's scope. Unknown ids, or an area
 * that is not an area, answer 501 on the field (bad input); an area outside the scope is replaced by
 * the scope's own area, a unit outside it is dropped (the scope's own contracts are counted anyway):
 * a wall opened at somewhere else shows the viewer's own, never a wall of refusals.
 */
export function clampFilters<F extends { areaId?: number | undefined; unitId?: number | undefined }>(
  scope: StatsScope,
  tree: UnitTree,
  filters: F,
  path: string,
): ClampedFilters<F> {
  const known = (id: number, field: string) => {
    if (!tree.has(id)) throw invalidField(`${path}.filters.${field}`, 'no such unit');
  };
  let clamped = false;
  const out: F = { ...filters };
  if (out.areaId !== undefined) {
    known(out.areaId, 'areaId');
    if (tree.get(out.areaId)?.type !== 'A') throw invalidField(`${path}.filters.areaId`, 'not an area');
    if (!areaInScope(scope, tree, out.areaId)) {
      const own = scopeAreaId(scope, tree);
      if (own === null) delete out.areaId;
      else out.areaId = own;
      clamped = true;
    }
  }
  if (out.unitId !== undefined) {
    known(out.unitId, 'unitId');
    if (!unitInScope(scope, out.unitId)) {
      delete out.unitId;
      clamped = true;
    }
  }
  return { filters: out, clamped };
}

/** The area whose child regions the area dimension lists: the filter's area, else the scope root's area, else the top area. */
export function contextAreaId(scope: StatsScope, tree: UnitTree, filters: { areaId?: number | undefined }): number | null {
  if (filters.areaId !== undefined) return filters.areaId;
  if (scope.rootId !== null) return tree.areaOf(scope.rootId)?.id ?? null;
  return tree.topArea()?.id ?? null;
}
