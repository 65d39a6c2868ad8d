/**
 * The placement rules of docs/api/units.md ("Placement and fields") as the form needs them: which
 * types a unit may have under a given parent. The server checks them anyway.
 */
import { UNIT_TYPES, type UnitType } from '../../../src/domain/system';

const ALLOWED_PARENTS: Record<UnitType, readonly (UnitType | null)[]> = {
  A: [null, 'A'],
  N: ['A', 'N'],
  U: ['A', 'N'],
  D: ['U'],
  O: ['D', 'U'],
};

/** The types a unit may have under a parent of this type (null: the root). */
export const typesUnder = (parentType: UnitType | null): UnitType[] =>
  UNIT_TYPES.filter((t) => ALLOWED_PARENTS[t].includes(parentType));

/** Tag colours of the unit types. */
export const TYPE_COLORS: Record<UnitType, string> = {
  A: 'arcoblue',
  N: 'purple',
  U: 'green',
  D: 'orange',
  O: 'gray',
};
