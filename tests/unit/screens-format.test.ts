import { describe, expect, it } from 'vitest';
import { compactValue, formatFixed, formatValue, numberSystemOf, scaleFen, type UnitKey } from '../../screens/engine/format';

const ZH: Record<UnitKey, string> = {
  none: '',
  piece: '件',
  yuan: '元',
  wanYuan: '万元',
  yiYuan: '亿元',
  kYuan: '千元',
  mYuan: '百万元',
  bYuan: '十亿元',
  percent: '%',
  days: '个工作日',
};
const EN: Record<UnitKey, string> = { ...ZH, piece: 'items', yuan: 'CNY', kYuan: 'K CNY', mYuan: 'M CNY', bYuan: 'B CNY', days: 'working days' };
const zh = (u: UnitKey) => ZH[u];
const en = (u: UnitKey) => EN[u];

describe('amounts in fen', () => {
  it('are 元 below ten thousand yuan, 万元 below a hundred million, 亿元 above (Chinese)', () => {
    expect(scaleFen(1_234_500, 'cn')).toEqual({ value: 1.2345, digits: 2, unit: 'wanYuan' });
    expect(formatValue(999_900, 'fen', 'cn', zh)).toBe('9,999 元');
    expect(formatValue(1_234_500, 'fen', 'cn', zh)).toBe('1.23 万元');
    expect(formatValue(9_876_543_210, 'fen', 'cn', zh)).toBe('9,876.5 万元');
    expect(formatValue(98_765_432_100, 'fen', 'cn', zh)).toBe('9.88 亿元');
    expect(formatValue(13_662_139_750_921, 'fen', 'cn', zh)).toBe('1,366.2 亿元');
    expect(formatValue(250_000_000_00, 'fen', 'cn', zh)).toBe('2.50 亿元');
  });

  it('are CNY, K, M and B in other languages', () => {
    expect(formatValue(999_900, 'fen', 'intl', en)).toBe('9,999 CNY');
    expect(formatValue(1_234_500, 'fen', 'intl', en)).toBe('12.3 K CNY');
    expect(formatValue(250_000_000, 'fen', 'intl', en)).toBe('2.50 M CNY');
    expect(formatValue(13_662_139_750_921, 'fen', 'intl', en)).toBe('136.62 B CNY');
  });

  it('keep their sign', () => {
    expect(formatValue(-1_234_500, 'fen', 'cn', zh)).toBe('-1.23 万元');
  });
});

describe('rates, days and counts', () => {
  it('write rates as percentages with one decimal, no space before %', () => {
    expect(formatValue(0.9709, 'rate', 'cn', zh)).toBe('97.1%');
    expect(formatValue(1, 'rate', 'intl', en)).toBe('100.0%');
    expect(formatValue(0, 'rate', 'cn', zh)).toBe('0.0%');
  });

  it('write days with one decimal and counts grouped', () => {
    expect(formatValue(4.51, 'days', 'cn', zh)).toBe('4.5 个工作日');
    expect(formatValue(1127, 'count', 'cn', zh)).toBe('1,127 件');
    expect(formatValue(1127, 'count', 'intl', en)).toBe('1,127 items');
  });

  it("read '--' for null, undefined and NaN", () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatValue(v, 'rate', 'cn', zh)).toBe('--');
      expect(compactValue(v, 'fen', 'cn')).toBe('--');
    }
    expect(formatFixed(Number.NaN, 1)).toBe('--');
  });

  it('never write -0', () => {
    expect(formatFixed(-0.0001, 1)).toBe('0.0');
  });
});

describe('compact axis labels', () => {
  it('shorten amounts and large counts', () => {
    expect(compactValue(13_662_139_750_921, 'fen', 'cn')).toBe('1,366亿');
    expect(compactValue(112_054_391_067, 'fen', 'cn')).toBe('11.2亿');
    expect(compactValue(4_470_000_000, 'fen', 'cn')).toBe('4,470万');
    expect(compactValue(44_700_000, 'fen', 'cn')).toBe('44.7万');
    expect(compactValue(350_000_000, 'fen', 'cn')).toBe('350万');
    expect(compactValue(1_500_000, 'fen', 'cn')).toBe('1.5万');
    expect(compactValue(792, 'count', 'cn')).toBe('792');
    expect(compactValue(123_456, 'count', 'cn')).toBe('12.3万');
    expect(compactValue(350_000_000, 'fen', 'intl')).toBe('3.5M');
    expect(compactValue(0.9709, 'rate', 'cn')).toBe('97.1%');
    expect(compactValue(0.5, 'rate', 'cn')).toBe('50%');
  });
});

describe('numberSystemOf', () => {
  it('uses 万/亿 for Chinese and thousands for the others', () => {
    expect(numberSystemOf('zh-CN')).toBe('cn');
    expect(numberSystemOf('zh-TW')).toBe('cn');
    expect(numberSystemOf('en-US')).toBe('intl');
    expect(numberSystemOf('pt-BR')).toBe('intl');
  });
});
