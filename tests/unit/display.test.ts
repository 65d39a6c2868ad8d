import { describe, expect, it } from 'vitest';
import { displayValue, formatDate, formatNumber } from '../../src/utils/display';

describe('displayValue', () => {
  it.each([undefined, null, Number.NaN, '', '   '])('shows %j as --', (v) => {
    expect(displayValue(v)).toBe('--');
  });

  it.each([
    [0, '0'],
    [false, 'false'],
    ['abc', 'abc'],
    [12.5, '12.5'],
  ])('shows %j as %s', (v, text) => {
    expect(displayValue(v)).toBe(text);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567.891, '-1,234,567.891'],
    [1234.5678, '1,234.5678'],
    ['9876543210', '9,876,543,210'],
    [' 12345.60 ', '12,345.60'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('formats %j as %s', (v, text) => {
    expect(formatNumber(v)).toBe(text);
  });

  it.each([null, undefined, '', Number.NaN, 'abc', Number.POSITIVE_INFINITY])('shows %j as --', (v) => {
    expect(formatNumber(v as number)).toBe('--');
  });
});

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate(new Date(2026, 2, 5, 8, 9, 7))).toBe('2026-03-05 08:09:07');
  });

  it('takes a pattern, timestamps and strings', () => {
    expect(formatDate(new Date(2026, 11, 31).getTime(), 'YYYY年MM月DD日')).toBe('2026年12月31日');
    expect(formatDate('2026-01-02', 'YYYY/MM/DD')).toBe('2026/01/02');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('shows %j as --', (v) => {
    expect(formatDate(v)).toBe('--');
  });
});
