/**
 * Unit writes (docs/api/units.md; the definitions head routes.ts): add, edit (a patch, a move
 * included) and delete, under the rules of rules.ts.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { Unit, UnitEdit, UnitInput, UnitType } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { contracts, legalAdviserUnits, projects, seals, units, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { notFound, refused } from '../../http/errors';
import { descendantIds, toUnit, type UnitRow } from '../../http/unit-tree';
import {
  checkChildrenFit,
  checkPlacement,
  countOf,
  findUnit,
  numberingFields,
  parentOf,
  requireUniqueName,
  requireUnitScope,
  typeFields,
} from './rules';

/** A new unit under its parent (null: at the root). */
export async function addUnit(db: Db, ctx: AuthContext, input: UnitInput): Promise<Unit> {
  const parent = await parentOf(db, input.pid);
  checkPlacement(input.type, (parent?.type as UnitType | undefined) ?? null);
  const fields = typeFields(input.type, input);
  const numbering = numberingFields(input.type, input);
  await requireUnitScope(db, ctx, [input.pid]);
  await requireUniqueName(db, input.pid, input.unitName);
  const [row] = await db
    .insert(units)
    .values({
      pid: input.pid,
      unitName: input.unitName,
      type: input.type,
      ...fields,
      creditCode: input.creditCode || null,
      sort: input.sort ?? 0,
      ...numbering,
    })
    .returning();
  if (!row) throw new Error('unit insert returned nothing');
  return toUnit(row);
}

/** The parent after an edit: not the unit itself nor under it; moving needs both places in scope. */
async function movedPid(db: Db, ctx: AuthContext, before: UnitRow, pid: number | null | undefined): Promise<number | null> {
  if (pid === undefined || pid === before.pid) return before.pid;
  if (pid !== null && (await descendantIds(db, [before.id])).includes(pid)) throw refused('parentLoop');
  if (before.id === ctx.currentUnitId && ctx.dataScope !== 'all') throw refused('outOfScope');
  await requireUnitScope(db, ctx, [pid]);
  return pid;
}

/** Edits a unit (a patch); the answer is the unit after the edit. */
export async function editUnit(db: Db, ctx: AuthContext, patch: UnitEdit): Promise<Unit> {
  const before = await findUnit(db, patch.id);
  if (!before) throw notFound('unit');
  await requireUnitScope(db, ctx, [before.id]);
  const pid = await movedPid(db, ctx, before, patch.pid);
  const parent = await parentOf(db, pid);
  const type = patch.type ?? (before.type as UnitType);
  if (pid !== before.pid || type !== before.type) checkPlacement(type, (parent?.type as UnitType | undefined) ?? null);
  if (type !== before.type) await checkChildrenFit(db, before.id, type);
  const unitName = patch.unitName ?? before.unitName;
  if (unitName !== before.unitName || pid !== before.pid) await requireUniqueName(db, pid, unitName, before.id);
  const set = {
    pid,
    unitName,
    type,
    ...typeFields(type, patch, before),
    creditCode: patch.creditCode === undefined ? before.creditCode : patch.creditCode || null,
    sort: patch.sort ?? before.sort,
    ...numberingFields(type, patch, before),
  };
  const [row] = await db.update(units).set(set).where(eq(units.id, before.id)).returning();
  if (!row) throw notFound('unit');
  return toUnit(row);
}

/** Refused while anything still hangs on the unit; checked and deleted in one transaction. */
export async function deleteUnit(db: Db, ctx: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findUnit(tx, id))) throw notFound('unit');
    await requireUnitScope(tx, ctx, [id]);
    if (id === ctx.currentUnitId && ctx.dataScope !== 'all') throw refused('outOfScope');
    if ((await countOf(tx, units, eq(units.pid, id))) > 0) throw refused('unitHasChildren');
    const members = await countOf(tx, userUnits, eq(userUnits.unitId, id));
    if (members > 0) throw refused('unitHasUsers', { count: members });
    if ((await countOf(tx, seals, eq(seals.unitId, id))) > 0) throw refused('unitHasSeals');
    const owned = await countOf(tx, contracts, or(eq(contracts.unitId, id), eq(contracts.bureauUnitId, id)) as SQL);
    if (owned > 0) throw refused('unitHasContracts', { count: owned });
    const projectCount = await countOf(tx, projects, eq(projects.unitId, id));
    if (projectCount > 0) throw refused('unitHasProjects', { count: projectCount });
    await tx.delete(legalAdviserUnits).where(eq(legalAdviserUnits.unitId, id));
    await tx.update(users).set({ currentUnitId: null }).where(eq(users.currentUnitId, id));
    await tx.delete(units).where(eq(units.id, id));
  });
}
