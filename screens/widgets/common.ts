/** Helpers the widgets share: reading options, labelled rows, value formatting in the screen's language. */
import type { Widget } from '../../src/domain/screen';
import type { StatsDimension, StatsResult, StatsRow, StatsValueKind } from '../../src/domain/stats';
import { type MessageKey, t } from '../../src/i18n';
import { compactValue, formatValue, type NumberSystem, type UnitKey } from '../engine/format';
import { rowLabel } from '../engine/labels';
import type { DrillTarget } from './types';

export const optBool = (w: Widget, name: string, fallback: boolean): boolean => {
  const v = w.options[name];
  return typeof v === 'boolean' ? v : fallback;
};
export const optNum = (w: Widget, name: string, fallback: number): number => {
  const v = w.options[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};
export const optStr = <T extends string>(w: Widget, name: string, allowed: readonly T[], fallback: T): T => {
  const v = w.options[name];
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
};

export const unitLabel = (unit: UnitKey): string => (unit === 'none' ? '' : t(`screens.unit.${unit}` as MessageKey));

export interface LabelledRow {
  key: string;
  name: string;
  value: number | null;
  row: StatsRow;
}

/** The rows of an answer with their display names. */
export function labelledRows(result: StatsResult, language: string): LabelledRow[] {
  return result.rows.map((row) => ({ key: row.key, name: rowLabel(result.groupBy, row, t, language), value: row.value, row }));
}

/** No row carries a value other than null or zero. */
export const noValues = (result: StatsResult): boolean => !result.rows.some((r) => r.value !== null && r.value !== 0);

export const fullValue = (value: number | null | undefined, kind: StatsValueKind, numbers: NumberSystem): string =>
  formatValue(value, kind, numbers, unitLabel);
export const shortValue = (value: number | null | undefined, kind: StatsValueKind, numbers: NumberSystem): string =>
  compactValue(value, kind, numbers);

/** Whether clicking a row of this dimension narrows the screen. */
export const drillsBy = (dimension: StatsDimension | null): dimension is 'area' | 'unit' => dimension === 'area' || dimension === 'unit';

/** The drill target of a row of an answer grouped by area or unit (null for other dimensions or bad keys). */
export function drillTargetOf(dimension: StatsDimension | null, row: Pick<StatsRow, 'key' | 'label' | 'adcode'>): DrillTarget | null {
  const id = Number(row.key);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (dimension === 'area') return { kind: 'area', id, name: row.label, adcode: row.adcode ?? null };
  if (dimension === 'unit') return { kind: 'unit', id, name: row.label };
  return null;
}

/** '#1fd1ff', 0.3 -> 'rgba(31, 209, 255, 0.3)' (any other colour comes back as it is). */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = Number.parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
