/** How the unit pages show a unit's type (where each type may sit is src/domain/unit-placement.ts). */
import type { UnitType } from '../../../src/domain/system';

/** Tag colours of the unit types. */
export const TYPE_COLORS: Record<UnitType, string> = {
  A: 'arcoblue',
  N: 'purple',
  U: 'green',
  D: 'orange',
  O: 'gray',
};
