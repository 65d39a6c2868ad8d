/**
 * Display helpers (spec section 5): empty values read '--'; numbers group thousands with commas;
 * dates default to YYYY-MM-DD HH:mm:ss.
 */
import dayjs from 'dayjs';

export const EMPTY_TEXT = '--';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** True for undefined, null, NaN and empty (or blank) strings. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** The value as text, or '--' when it is empty. */
export function displayValue(value: unknown): string {
  return isEmptyValue(value) ? EMPTY_TEXT : String(value);
}

/** 1234567.891 -> '1,234,567.891'. Numeric strings are accepted; anything else reads '--'. */
export function formatNumber(value: number | string | null | undefined): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) {
    // Exponent notation and Infinity: keep what Number gives, or '--' when it is not a number.
    return Number.isFinite(Number(text)) ? Number(text).toLocaleString('en-US', { maximumFractionDigits: 20 }) : EMPTY_TEXT;
  }
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** A date, timestamp or date string in `pattern`; '--' when empty or not a valid date. */
export function formatDate(
  value: Date | string | number | null | undefined,
  pattern: string = DEFAULT_DATE_FORMAT,
): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : EMPTY_TEXT;
}

/** Integer fen as yuan with thousands separators and two decimals, exactly: 128000050 -> '1,280,000.50'. */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return EMPTY_TEXT;
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${formatNumber(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
