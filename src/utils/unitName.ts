/**
 * Unit names from a unit chain (root area first, the unit itself last; spec section 3): the display
 * name joins the names from the unit itself (the nearest U entry) downward, the tooltip shows the
 * whole chain, and node (N) entries appear in neither. The header shows the last area's name and
 * the display name.
 */
import type { UnitChainEntry } from '../domain/system';

type ChainEntry = Pick<UnitChainEntry, 'unitName' | 'type'>;

export const UNIT_NAME_SEPARATOR = ' / ';

const withoutNodes = (chain: readonly ChainEntry[]): ChainEntry[] => chain.filter((u) => u.type !== 'N');

/**
 * 'Unit / department / office' from the chain's unit entry downward; a chain without a unit entry
 * (a user placed on an area) shows its last entry. Empty for an empty chain.
 */
export function unitDisplayName(chain: readonly ChainEntry[]): string {
  const entries = withoutNodes(chain);
  let start = -1;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i]!.type === 'U') {
      start = i;
      break;
    }
  }
  const shown = start >= 0 ? entries.slice(start) : entries.slice(-1);
  return shown.map((u) => u.unitName).join(UNIT_NAME_SEPARATOR);
}

/** The full chain without node entries: '浙江省 / 杭州市 / 杭州市财政局'. */
export function unitChainTooltip(chain: readonly ChainEntry[]): string {
  return withoutNodes(chain)
    .map((u) => u.unitName)
    .join(UNIT_NAME_SEPARATOR);
}

/** The name of the last area (A) entry of the chain, if any. */
export function lastAreaName(chain: readonly ChainEntry[]): string | undefined {
  for (let i = chain.length - 1; i >= 0; i--) if (chain[i]!.type === 'A') return chain[i]!.unitName;
  return undefined;
}

/** The header's unit label parts: the last area's name (when the unit is not itself that area) and the display name. */
export function headerUnitParts(chain: readonly ChainEntry[]): string[] {
  const display = unitDisplayName(chain);
  const area = lastAreaName(chain);
  return [area, display].filter((s, i, all): s is string => !!s && all.indexOf(s) === i);
}
