/**
 * Helpers the widgets share: reading options, labelled rows, rankings without zero rows, value
 * formatting in the screen's language, and fitting a text into a width.
 */
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

/** A row that counts in a ranking: a value other than null or zero (a unit with 0 is not a rank). */
export const ranks = (row: { value: number | null }): boolean => row.value !== null && row.value !== 0;

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

/** Whether an answer is ordered by its values (a ranking), not by its keys. */
export const sortedByValue = (w: Widget): boolean => w.query?.sort === 'valueDesc' || w.query?.sort === 'valueAsc';

/** Width of a character in ems: CJK and full-width forms one em, the rest (Latin, digits) about 0.55. */
const charEm = (ch: string): number => (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 1 : 0.55);

/** About how wide a text is in pixels at `fontSize`. */
export const textWidth = (text: string, fontSize: number): number => [...text].reduce((w, ch) => w + charEm(ch) * fontSize, 0);

/** The text cut to about `maxWidth` pixels at `fontSize`, with '…' when it was cut. */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const room = maxWidth - fontSize;
  let out = '';
  let width = 0;
  for (const ch of text) {
    width += charEm(ch) * fontSize;
    if (width > room) break;
    out += ch;
  }
  return `${out}…`;
}

/** Whether the viewer asked their system for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
