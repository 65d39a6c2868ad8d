/**
 * The data of the region map (MapWidget.tsx), pure: the child regions with their values, the ranking
 * rows beside the map (regions or a county's units, zero rows left out, biggest first), and how many
 * whole rows fit. Unit-tested in tests/unit/screens-map.test.ts.
 */
import type { RegionArea } from '../../../src/domain/region-geometry';
import type { StatsResult } from '../../../src/domain/stats';
import { drillTargetOf, labelledRows } from '../common';
import type { DrillTarget } from '../types';

/** A region of the map with its value. */
export interface RegionValue {
  id: number;
  name: string;
  adcode: string | null;
  value: number | null;
  /** A child region (it can be opened); false for the area's own level. */
  child: boolean;
}

/**
 * The child regions with their values: every child area (so regions without contracts show too),
 * then rows the children do not list (e.g. the area's own level), keyed by id.
 */
export function regionValues(children: readonly RegionArea[], result: StatsResult): RegionValue[] {
  const byId = new Map<number, RegionValue>();
  for (const c of children) byId.set(c.id, { id: c.id, name: c.name, adcode: c.adcode, value: null, child: true });
  for (const r of result.rows) {
    const id = Number(r.key);
    if (!Number.isSafeInteger(id)) continue;
    const known = byId.get(id);
    if (known) known.value = r.value;
    else byId.set(id, { id, name: r.label, adcode: r.adcode ?? null, value: r.value, child: false });
  }
  return [...byId.values()];
}

/** One row of the ranking beside the map: a region or a unit, and where a click on it leads. */
export interface RankRow {
  key: string;
  name: string;
  value: number | null;
  target: DrillTarget | null;
}

/** A ranking: rows without a value (zero or none) left out, the biggest first (ties keep their order). */
export function rankRows(rows: readonly RankRow[]): RankRow[] {
  return rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.value !== null && r.value !== 0 && Number.isFinite(r.value))
    .sort((a, b) => b.r.value! - a.r.value! || a.i - b.i)
    .map(({ r }) => r);
}

/** The regions of an area as ranking rows: child regions open when clicked, the own level does not. */
export const regionRankRows = (regions: readonly RegionValue[]): RankRow[] =>
  rankRows(
    regions.map((r) => ({
      key: `area-${r.id}`,
      name: r.name,
      value: r.value,
      target: r.child ? { kind: 'area', id: r.id, name: r.name, adcode: r.adcode } : null,
    })),
  );

/** A county's units (an answer grouped by unit) as ranking rows: a click narrows the screen to the unit. */
export const unitRankRows = (result: StatsResult, language: string): RankRow[] =>
  rankRows(labelledRows(result, language).map((r) => ({ key: `unit-${r.key}`, name: r.name, value: r.value, target: drillTargetOf('unit', r.row) })));

/** How many whole rows of `rowHeight` fit in `height` (after the caption row). */
export const rowsThatFit = (height: number, rowHeight: number): number => Math.max(0, Math.floor(height / rowHeight) - 1);
