/**
 * Where a unit of each type may sit in the unit tree (docs/api/units.md, "Placement and fields"): the
 * server refuses any other placement (server/modules/units.ts), and the unit form offers only these
 * types (workspace/system/units). Null is the root.
 */
import type { UnitType } from './system';

const ALLOWED_PARENTS: Readonly<Record<UnitType, readonly (UnitType | null)[]>> = {
  A: [null, 'A'],
  N: ['A', 'N'],
  U: ['A', 'N'],
  D: ['U'],
  O: ['D', 'U'],
};

/** May a unit of this type sit under a parent of that type (null: at the root)? */
export const maySitUnder = (type: UnitType, parentType: UnitType | null): boolean => ALLOWED_PARENTS[type].includes(parentType);

/** The types a unit may have under a parent of this type (null: the root), in the tree's order A, N, U, D, O. */
export const typesUnder = (parentType: UnitType | null): UnitType[] =>
  (Object.keys(ALLOWED_PARENTS) as UnitType[]).filter((type) => maySitUnder(type, parentType));
