/**
 * How the screens write numbers (pure): counts with thousands separators; amounts, which the stats
 * API gives in integer fen, in 元 / 万元 / 亿元 (Chinese) or CNY / K / M / B (other languages);
 * rates (0..1) as percentages; working days with one decimal. Empty, null and NaN read '--'
 * (ARCHITECTURE.md section 4). The unit words come from the caller (i18n), so this stays pure.
 */
import type { StatsValueKind } from '../../src/domain/stats';
import { EMPTY_TEXT, formatNumber } from '../../src/utils/display';

/** 'cn': 万 and 亿 (zh-CN, zh-TW); 'intl': thousands, millions, billions. */
export type NumberSystem = 'cn' | 'intl';

export const UNIT_KEYS = ['none', 'piece', 'yuan', 'wanYuan', 'yiYuan', 'kYuan', 'mYuan', 'bYuan', 'percent', 'days'] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];

/** A value brought to the unit it is shown in: `value` with `digits` decimals, then the unit. */
export interface Scaled {
  value: number;
  digits: number;
  unit: UnitKey;
}

export const numberSystemOf = (language: string): NumberSystem => (language.startsWith('zh') ? 'cn' : 'intl');

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The digits a scaled amount keeps: two below 1000 of its unit, one above. */
const amountDigits = (v: number): number => (Math.abs(v) >= 1000 ? 1 : 2);

/** Brings a fen amount to 元, 万元 or 亿元 (cn) or CNY, K, M, B (intl). */
export function scaleFen(fen: number, system: NumberSystem): Scaled {
  const yuan = fen / 100;
  const abs = Math.abs(yuan);
  if (system === 'cn') {
    if (abs >= 1e8) return { value: yuan / 1e8, digits: amountDigits(yuan / 1e8), unit: 'yiYuan' };
    if (abs >= 1e4) return { value: yuan / 1e4, digits: amountDigits(yuan / 1e4), unit: 'wanYuan' };
    return { value: yuan, digits: 0, unit: 'yuan' };
  }
  if (abs >= 1e9) return { value: yuan / 1e9, digits: 2, unit: 'bYuan' };
  if (abs >= 1e6) return { value: yuan / 1e6, digits: amountDigits(yuan / 1e6), unit: 'mYuan' };
  if (abs >= 1e4) return { value: yuan / 1e3, digits: 1, unit: 'kYuan' };
  return { value: yuan, digits: 0, unit: 'yuan' };
}

/** A value of a stats kind in the unit it is shown in. */
export function scaleValue(value: number, kind: StatsValueKind, system: NumberSystem): Scaled {
  switch (kind) {
    case 'fen':
      return scaleFen(value, system);
    case 'rate':
      return { value: value * 100, digits: 1, unit: 'percent' };
    case 'days':
      return { value, digits: 1, unit: 'days' };
    case 'count':
      return { value, digits: 0, unit: 'piece' };
    default:
      return { value, digits: 0, unit: 'none' };
  }
}

/** The number part with separators and fixed decimals: 12345.678, 2 -> '12,345.68'. */
export function formatFixed(value: number, digits: number): string {
  if (!isNumber(value)) return EMPTY_TEXT;
  // -0.00 reads 0.00.
  const fixed = (Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value).toFixed(digits);
  return formatNumber(fixed);
}

export type UnitLabel = (unit: UnitKey) => string;

/** Joins number and unit: '93.4%' (no space before %), '1,234 件', '12.5 万元'. */
export function joinUnit(number: string, unit: UnitKey, unitLabel: UnitLabel): string {
  if (number === EMPTY_TEXT || unit === 'none') return number;
  const word = unitLabel(unit);
  if (!word) return number;
  return unit === 'percent' ? `${number}${word}` : `${number} ${word}`;
}

/** A value of a stats kind as text with its unit; '--' when empty. */
export function formatValue(value: number | null | undefined, kind: StatsValueKind, system: NumberSystem, unitLabel: UnitLabel): string {
  if (!isNumber(value)) return EMPTY_TEXT;
  const s = scaleValue(value, kind, system);
  return joinUnit(formatFixed(s.value, s.digits), s.unit, unitLabel);
}

/**
 * A short form for chart axes and labels, about three significant digits: counts grouped (1,234;
 * 12.3万 / 123K above a hundred thousand), amounts scaled without their currency word (1,121亿,
 * 3.5亿, 120万 / 3.5B, 120M), rates as '93%' or '93.4%'.
 */
export function compactValue(value: number | null | undefined, kind: StatsValueKind, system: NumberSystem): string {
  if (!isNumber(value)) return EMPTY_TEXT;
  if (kind === 'rate') return `${formatFixed(value * 100, Number.isInteger(value * 100) ? 0 : 1)}%`;
  if (kind === 'days') return formatFixed(value, 1);
  const n = kind === 'fen' ? value / 100 : value;
  const abs = Math.abs(n);
  const trim = (v: number, d: number) => formatFixed(v, d).replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');
  // About three significant digits: 1,121亿, 299亿, 59.9亿, 4.47亿.
  const short = (v: number) => trim(v, Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2);
  if (system === 'cn') {
    if (abs >= 1e8) return `${short(n / 1e8)}亿`;
    if (abs >= 1e4 && (kind === 'fen' || abs >= 1e5)) return `${short(n / 1e4)}万`;
    return trim(n, 0);
  }
  if (abs >= 1e9) return `${short(n / 1e9)}B`;
  if (abs >= 1e6) return `${short(n / 1e6)}M`;
  if (abs >= 1e4) return `${short(n / 1e3)}K`;
  return trim(n, 0);
}
