/**
 * The rules of a unit write (docs/api/units.md; the definitions head routes.ts): placement, the fields
 * of each type, contract numbering, unique sibling names and the caller's data scope.
 */
import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { UnitType } from '../../../src/domain/system';
import { mayNumber, usesShortName } from '../../../src/domain/unit-numbering';
import { maySitUnder } from '../../../src/domain/unit-placement';
import type { Db } from '../../db/client';
import { type contracts, type projects, type seals, units, type userUnits } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate, invalidField, refused } from '../../http/errors';
import { unitScopeOf } from '../../http/scope';
import type { UnitRow } from '../../http/unit-tree';

/** The unit with this id, if any. */
export async function findUnit(db: Db, id: number): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  return row;
}

/** How many rows of the table match. */
export async function countOf(
  db: Db,
  table: typeof units | typeof userUnits | typeof seals | typeof contracts | typeof projects,
  where: SQL,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- data scope

/** The units the caller may manage: null for all of them, else the caller's data scope. */
export async function manageableUnits(db: Db, ctx: AuthContext): Promise<ReadonlySet<number> | null> {
  const scope = await unitScopeOf(db, ctx);
  return scope === 'all' ? null : scope;
}

/** Unit writes: the parent (null: the root) and the unit must lie in the caller's subtree. */
export async function requireUnitScope(db: Db, ctx: AuthContext, ids: (number | null)[]): Promise<void> {
  const scope = await manageableUnits(db, ctx);
  if (scope && ids.some((id) => id === null || !scope.has(id))) throw refused('outOfScope');
}

// ---------------------------------------------------------------- unit rules

/** The type may sit under the parent's type (null: at the root). */
export function checkPlacement(type: UnitType, parentType: UnitType | null): void {
  if (maySitUnder(type, parentType)) return;
  throw refused(parentType === null ? 'unitRootNotArea' : 'unitTypeUnderParent');
}

/** A unit's new type still fits every child it has. */
export async function checkChildrenFit(db: Db, id: number, type: UnitType): Promise<void> {
  const children = await db.select({ type: units.type }).from(units).where(eq(units.pid, id));
  if (children.some((c) => !maySitUnder(c.type as UnitType, type))) throw refused('unitTypeChildren');
}

/** The parent a write names (null: the root); an unknown one is an input error. */
export async function parentOf(db: Db, pid: number | null): Promise<UnitRow | null> {
  if (pid === null) return null;
  const parent = await findUnit(db, pid);
  if (!parent) throw invalidField('body.pid', 'no such unit');
  return parent;
}

type TypeFields = Pick<UnitRow, 'areaLevel' | 'adcode' | 'isJudicialBureau'>;

/** Level and adcode belong to areas (a level is required), the bureau flag to U units. */
export function typeFields(type: UnitType, given: Partial<TypeFields>, before?: TypeFields): TypeFields {
  const merged = {
    areaLevel: given.areaLevel === undefined ? (before?.areaLevel ?? null) : given.areaLevel,
    adcode: given.adcode === undefined ? (before?.adcode ?? null) : given.adcode,
    isJudicialBureau: given.isJudicialBureau ?? before?.isJudicialBureau ?? false,
  };
  if (type !== 'A') {
    if (given.areaLevel) throw invalidField('body.areaLevel', 'only areas (type A) have a level');
    if (given.adcode) throw invalidField('body.adcode', 'only areas (type A) have an adcode');
    merged.areaLevel = null;
    merged.adcode = null;
  } else if (!merged.areaLevel) {
    throw invalidField('body.areaLevel', 'an area needs a level: province, city or county');
  }
  if (type !== 'U') {
    if (given.isJudicialBureau) throw invalidField('body.isJudicialBureau', 'only units (type U) can be a judicial bureau');
    merged.isJudicialBureau = false;
  }
  return merged;
}

type NumberingFields = Pick<UnitRow, 'shortName' | 'numberTemplate'>;

/**
 * Any unit may have a short name; only units, departments and offices (they own contracts) a number
 * template, and a template that uses {简称} needs the short name.
 */
export function numberingFields(type: UnitType, given: Partial<NumberingFields>, before?: NumberingFields): NumberingFields {
  const shortName = given.shortName === undefined ? (before?.shortName ?? null) : given.shortName;
  let numberTemplate = given.numberTemplate === undefined ? (before?.numberTemplate ?? null) : given.numberTemplate;
  if (!mayNumber(type)) {
    if (given.numberTemplate) throw invalidField('body.numberTemplate', 'only units, departments and offices (types U, D, O) number contracts');
    numberTemplate = null;
  }
  if (numberTemplate && !shortName && usesShortName(numberTemplate)) {
    throw invalidField('body.shortName', 'the number template uses {简称}: give the unit a short name');
  }
  return { shortName, numberTemplate };
}

/** No sibling (same parent) has the name already. */
export async function requireUniqueName(db: Db, pid: number | null, unitName: string, selfId = 0): Promise<void> {
  const sameParent = pid === null ? isNull(units.pid) : eq(units.pid, pid);
  const n = await countOf(db, units, and(sameParent, eq(units.unitName, unitName), ne(units.id, selfId)) as SQL);
  if (n > 0) throw duplicate('unit');
}
