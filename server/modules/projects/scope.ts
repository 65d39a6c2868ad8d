/**
 * The caller's data scope over projects, the project equivalent of contracts/scope.ts, one SQL
 * condition used by every project read and write:
 * - staff with a role whose scope is 'all' (administrators): every project;
 * - judicial-bureau staff (scope 'area', current unit a bureau): projects whose owning unit or area
 *   lies in the bureau's area subtree (server/http/scope.ts scopeRootId);
 * - other staff: projects owned by their current unit or a unit below it;
 * - counterpart users and legal advisers: none (projects are the government's internal work).
 * A list leaves out what is outside the scope; a single record answers HTTP 403.
 */
import { inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { type ScopeUnits, scopeUnits } from '../../http/scope';
import { never } from '../contracts/scope';
import { descendantIds } from '../../http/unit-tree';

export type ProjectRecord = typeof projects.$inferSelect;

export interface ProjectScope {
  /** The SQL condition on projects; undefined = everything. */
  where: SQL | undefined;
  /** The units of the caller's scope ('all' for administrators; empty for counterparts and lawyers). */
  units: 'all' | number[];
}

/**
 * The caller's data scope over projects (see the file comment). `known`: the caller's scope units
 * (server/http/scope.ts scopeUnits) when already at hand, to spare the unit-tree queries.
 */
export async function projectScope(db: Db, ctx: AuthContext, known?: ScopeUnits): Promise<ProjectScope> {
  if (ctx.userType !== 'staff') return { where: never, units: [] };
  const reach = known === undefined ? await scopeUnits(db, ctx) : known;
  if (reach === 'all') return { where: undefined, units: 'all' };
  if (!reach) return { where: never, units: [] };
  const { root, ids } = reach;
  // scope.ts widened the root to the bureau's area: the caller is judicial-bureau staff.
  const bureau = ctx.dataScope === 'area' && root !== ctx.currentUnitId;
  const where = bureau ? or(inArray(projects.unitId, ids), inArray(projects.areaId, ids)) : inArray(projects.unitId, ids);
  return { where, units: ids };
}

/**
 * The units whose projects the caller may write (register, edit, move): administrators any, other
 * staff their current unit and the units below it. Judicial-bureau staff read their area's projects
 * but act only on their own unit's (ARCHITECTURE.md section 3: the bureau acts through review and supervision).
 */
export async function writableUnits(db: Db, ctx: AuthContext): Promise<'all' | number[]> {
  if (ctx.userType !== 'staff') return [];
  if (ctx.dataScope === 'all') return 'all';
  return ctx.currentUnitId ? descendantIds(db, [ctx.currentUnitId]) : [];
}

export const canWriteUnit = (units: 'all' | number[], unitId: number): boolean => units === 'all' || units.includes(unitId);
