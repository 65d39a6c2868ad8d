/**
 * The caller's data scope over contracts (ARCHITECTURE.md section 3), one SQL condition used by every
 * contract read and write:
 * - counterpart users (userType company): contracts their counterpart is party to;
 * - legal advisers (userType lawyer): contracts of matters assigned to them;
 * - staff with a role whose scope is 'all': every contract;
 * - other staff: contracts owned by a unit of their scope (scope.ts: the current unit's subtree, or
 *   for judicial-bureau staff the bureau's area subtree); bureau staff also reach contracts whose
 *   area or filing bureau lies in that subtree.
 * A list leaves out what is outside the scope; a single record answers HTTP 403.
 */
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ApiCode } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import { contractParties, contracts, matters } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { authCacheOf } from '../../http/auth-cache';
import { ApiError, notFound } from '../../http/errors';
import { type ScopeUnits, scopeUnits } from '../../http/scope';

export type ContractRecord = typeof contracts.$inferSelect;

/** A contract outside the caller's data scope: HTTP 403, code 403. */
export const outOfScope = () => new ApiError(ApiCode.forbidden, 'outOfScope', {}, null, 403);

export const never = sql`false`;
const _unique = <T>(list: readonly T[]): T[] => [...new Set(list)];
const _iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** `exists (select 1 from table where cond)`: a correlated test on a contract's related rows. */
export const existsIn = (db: Db, table: PgTable, cond: SQL | undefined): SQL =>
  exists(db.select({ one: sql`1` }).from(table).where(cond));

// ---------------------------------------------------------------- data scope
/** What of a contract's row the staff scope looks at. */
type ScopedRow = Pick<ContractRecord, 'unitId' | 'areaId' | 'bureauUnitId'>;

export interface ContractScope {
  /** The SQL condition on contracts; undefined = everything. */
  where: SQL | undefined;
  /** The units of a staff caller's scope ('all' for administrators; empty for counterparts and lawyers). */
  units: 'all' | number[];
  /**
   * For staff, the same condition as `where` tested on a contract's row, without a query (a record
   * read from memory); null for counterpart users and advisers, whose scope lies in other tables.
   */
  covers: ((c: ScopedRow) => boolean) | null;
}

const nothing = () => false;

/**
 * The caller's data scope over contracts (see the file comment). `known`: the caller's scope units
 * (server/http/scope.ts scopeUnits) when already at hand, to spare the unit-tree queries.
 */
export async function contractScope(db: Db, ctx: AuthContext, known?: ScopeUnits): Promise<ContractScope> {
  if (ctx.userType === 'company') {
    if (!ctx.counterpartId) return { where: never, units: [], covers: nothing };
    const party = and(eq(contractParties.contractId, contracts.id), eq(contractParties.counterpartId, ctx.counterpartId));
    return { where: existsIn(db, contractParties, party), units: [], covers: null };
  }
  if (ctx.userType === 'lawyer') {
    const assigned = and(eq(matters.contractId, contracts.id), eq(matters.handlerUserId, ctx.userId));
    return { where: existsIn(db, matters, assigned), units: [], covers: null };
  }
  const reach = known === undefined ? await scopeUnits(db, ctx) : known;
  if (reach === 'all') return { where: undefined, units: 'all', covers: () => true };
  if (!reach) return { where: never, units: [], covers: nothing };
  const { root, ids } = reach;
  const set = new Set(ids);
  const has = (unit: number | null) => unit !== null && set.has(unit);
  // scope.ts widened the root to the bureau's area: the caller is judicial-bureau staff.
  const bureau = ctx.dataScope === 'area' && root !== ctx.currentUnitId;
  return bureau
    ? {
        where: or(inArray(contracts.unitId, ids), inArray(contracts.areaId, ids), inArray(contracts.bureauUnitId, ids)),
        units: ids,
        covers: (c) => has(c.unitId) || has(c.areaId) || has(c.bureauUnitId),
      }
    : { where: inArray(contracts.unitId, ids), units: ids, covers: (c) => has(c.unitId) };
}

/**
 * The contract, if the caller may read it (404 / 403 otherwise). A staff caller's scope is a test on
 * the row (`covers` above), so the row comes from memory (auth-cache.ts contractRows,
 * dropped on any contract change like the facts) and the call needs no query; a counterpart's or an
 * adviser's scope lies in other tables and is asked with the row.
 */
export async function contractInScope(db: Db, ctx: AuthContext, id: number): Promise<ContractRecord> {
  const scope = await contractScope(db, ctx);
  const cache = authCacheOf(db);
  if (scope.covers && cache) {
    const { covers } = scope;
    const row = (await cache.contractRows.get(id, async () => (await db.select().from(contracts).where(eq(contracts.id, id)))[0] ?? null)) as ContractRecord | null;
    if (!row) throw notFound('contract');
    if (!covers(row)) throw outOfScope();
    return row;
  }
  const [found] = await db
    .select({ c: contracts, inScope: scope.where ? sql<boolean>`coalesce(${scope.where}, false)` : sql<boolean>`true` })
    .from(contracts)
    .where(eq(contracts.id, id));
  if (!found) throw notFound('contract');
  if (!found.inScope) throw outOfScope();
  return found.c;
}
