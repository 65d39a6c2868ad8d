/** The actor roles (lifecycle.ts) the caller plays for a contract, and the moves that leaves them. */
import type { ContractRecord } from './scope';
import { unique } from './names';
import { sql } from 'drizzle-orm';
import type { ContractMove } from '../../../src/domain/contract-api';
import { type Actor, allowedMoves, type ContractStatus } from '../../../src/domain/lifecycle';
import { hasPermission } from '../../../src/domain/permissions';
import { type Db, queryRows } from '../../db/client';
import { units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { authCacheOf } from '../../http/auth-cache';

// ---------------------------------------------------------------- detail
/**
 * Ancestor ids (the unit itself included) of each given unit: from the cache of `db` when it has one
 * (server/http/auth-cache.ts; a transaction reads anew), else in one query.
 */
export async function ancestorsOf(db: Db, unitIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const cache = authCacheOf(db);
  if (!cache) return readAncestors(db, unitIds);
  const result = new Map<number, Set<number>>();
  for (const id of unique(unitIds)) {
    const read = async () => (await readAncestors(db, [id])).get(id) ?? new Set<number>();
    result.set(id, (await cache.units.get(`anc:${id}`, read)) as Set<number>);
  }
  return result;
}

async function readAncestors(db: Db, unitIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>();
  const starts = unique(unitIds);
  if (!starts.length) return result;
  const rows = await queryRows<{ start: number; id: number }>(
    db,
    sql`with recursive chain(start, id, pid, depth) as (
          select id, id, pid, 0 from ${units} where id in ${starts}
          union all
          select c.start, u.id, u.pid, c.depth + 1 from ${units} u join chain c on u.id = c.pid where c.depth < 32
        ) select start, id from chain`,
  );
  for (const r of rows) {
    const start = Number(r.start);
    const set = result.get(start) ?? new Set<number>();
    set.add(Number(r.id));
    result.set(start, set);
  }
  return result;
}

/**
 * The actor roles the caller plays for this contract (docs/api/contracts.md, "Moves"):
 * - owner: staff whose current unit is the owning unit or above it, holding contract.add and contract.edit;
 * - unitLegal: staff of the owning unit as above holding matter.edit but not the owner's rights
 *   (whoever runs a contract does not review it);
 * - leader: staff of the owning unit as above holding approval.edit;
 * - bureau: staff with an 'area' scope whose current unit is the contract's judicial bureau or below it.
 * Counterpart users and legal advisers play none.
 */
export async function actorsOf(db: Db, ctx: AuthContext, c: ContractRecord): Promise<Set<Actor>> {
  const actors = new Set<Actor>();
  if (ctx.userType !== 'staff' || !ctx.currentUnitId) return actors;
  const can = (p: string) => hasPermission(ctx.permissions, p);
  const chains = await ancestorsOf(db, [c.unitId, ctx.currentUnitId]);
  const inOwningUnit = chains.get(c.unitId)?.has(ctx.currentUnitId) ?? false;
  const owner = can('contract.add') && can('contract.edit');
  if (inOwningUnit && owner) actors.add('owner');
  if (inOwningUnit && !owner && can('matter.edit')) actors.add('unitLegal');
  if (inOwningUnit && can('approval.edit')) actors.add('leader');
  if (ctx.dataScope === 'area' && c.bureauUnitId !== null && chains.get(ctx.currentUnitId)?.has(c.bureauUnitId)) {
    actors.add('bureau');
  }
  return actors;
}

export function movesFor(c: ContractRecord, actors: Set<Actor>): ContractMove[] {
  if (!actors.size) return [];
  return allowedMoves(c.status as ContractStatus, { major: c.isMajor, fairReview: c.needsFairReview })
    .filter((m) => actors.has(m.actor))
    .map((m) => ({ action: m.action, to: m.to, actor: m.actor }));
}

