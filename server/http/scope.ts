/**
 * Data scope (ARCHITECTURE.md section 3), one rule for every module: which units' records a caller reaches.
 * - a role with dataScope 'all' (administrators): everything;
 * - 'area' (judicial-bureau staff) whose current unit is a judicial bureau: the whole subtree of the
 *   bureau's area;
 * - otherwise ('unit', or 'area' outside a bureau): the current unit and its descendants;
 * - 'self' alone (counterpart users, legal advisers): no units; they reach records by their own links.
 * The widest scope among the caller's roles applies.
 */
import type { Db } from '../db/client';
import { descendantIds, unitChain } from './unit-tree';
import type { AuthContext } from './auth';

export const DATA_SCOPES = ['self', 'unit', 'area', 'all'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export type UnitScope = 'all' | ReadonlySet<number>;

/** The widest of several roles' scopes ('self' when there are none). */
export function widestScope(scopes: readonly string[]): DataScope {
  let best = 0;
  for (const s of scopes) best = Math.max(best, DATA_SCOPES.indexOf(s as DataScope));
  return DATA_SCOPES[best] ?? 'self';
}

/** The root unit of the caller's scope: the bureau's area, the current unit, or none. */
export async function scopeRootId(db: Db, ctx: AuthContext): Promise<number | null> {
  if (!ctx.currentUnitId || ctx.dataScope === 'self' || ctx.dataScope === 'all') return null;
  if (ctx.dataScope === 'area') {
    const chain = await unitChain(db, ctx.currentUnitId);
    const current = chain[chain.length - 1];
    if (current?.isJudicialBureau) {
      const area = chain.slice(0, -1).findLast((u) => u.type === 'A');
      if (area) return area.id;
    }
  }
  return ctx.currentUnitId;
}

/**
 * The caller's scope as units, computed once and handed to the scope rules of several kinds of record
 * (contracts, projects, seals) when one call needs more than one of them: 'all', the root (scopeRootId)
 * with the units under it, or null when the caller reaches no units.
 */
export type ScopeUnits = 'all' | { root: number; ids: number[] } | null;

export async function scopeUnits(db: Db, ctx: AuthContext): Promise<ScopeUnits> {
  if (ctx.dataScope === 'all') return 'all';
  const root = await scopeRootId(db, ctx);
  return root ? { root, ids: await descendantIds(db, [root]) } : null;
}

/** The units whose records the caller reaches (from `known` when the caller's scope units are at hand). */
export async function unitScopeOf(db: Db, ctx: AuthContext, known?: ScopeUnits): Promise<UnitScope> {
  const reach = known === undefined ? await scopeUnits(db, ctx) : known;
  return reach === 'all' ? 'all' : new Set(reach?.ids ?? []);
}

export const inUnitScope = (scope: UnitScope, unitId: number): boolean => scope === 'all' || scope.has(unitId);
