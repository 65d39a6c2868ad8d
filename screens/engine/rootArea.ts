/**
 * Where a signed-in user's screen starts (pure): the areas (type A) of the current unit's chain,
 * root first. The overview screens start at the top area of the chain (the province); the county
 * screen at the nearest area above the user's unit (a county bureau: its county).
 */
import type { UnitChainEntry } from '../../src/domain/system';
import type { AreaCrumb } from './drill';

export type RootChoice = 'top' | 'nearest';

export function rootAreaOf(chain: readonly UnitChainEntry[] | undefined, choice: RootChoice): AreaCrumb | null {
  const areas = (chain ?? []).filter((u) => u.type === 'A');
  const area = choice === 'top' ? areas[0] : areas[areas.length - 1];
  return area ? { id: area.id, name: area.unitName, adcode: null } : null;
}
