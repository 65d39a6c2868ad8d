import { describe, expect, it } from 'vitest';
import { monthLabel, rowLabel, vocabularyKey } from '../../screens/engine/labels';
import { t } from '../../src/i18n';
import { TEXTS as EN } from '../../src/i18n/texts/en-US';
import type { MessageKey } from '../../src/i18n';
import { CONTRACT_CATEGORIES, RISK_CODES } from '../../src/domain/contract';
import { CONTRACT_PHASES } from '../../src/domain/contract-api';
import { CONTRACT_STATUSES } from '../../src/domain/lifecycle';
import { STATS_FILING_STATUSES, STATS_MAJOR_KEYS, STATS_REVIEW_LEVELS } from '../../src/domain/stats';

const en = (key: MessageKey) => EN[key] ?? key;

describe('rowLabel', () => {
  it('names the vocabulary keys in the current language', () => {
    expect(rowLabel('category', { key: 'franchisePPP', label: '特许经营和政府和社会资本合作' }, t, 'zh-CN')).toBe('特许经营/PPP');
    expect(rowLabel('category', { key: 'franchisePPP', label: '特许经营和政府和社会资本合作' }, en, 'en-US')).toBe('Franchise / PPP');
    expect(rowLabel('phase', { key: 'review', label: '审查' }, en, 'en-US')).toBe('Review');
    expect(rowLabel('riskCode', { key: 'red', label: '红码' }, t, 'zh-CN')).toBe('红码');
    expect(rowLabel('major', { key: 'ordinary', label: '一般合同' }, en, 'en-US')).toBe('Ordinary');
  });

  it('keeps the server’s names for areas, units and fund sources, and for unknown keys', () => {
    expect(rowLabel('area', { key: '4', label: '杭州市' }, en, 'en-US')).toBe('杭州市');
    expect(rowLabel('unit', { key: '87', label: '杭州市财政局' }, en, 'en-US')).toBe('杭州市财政局');
    expect(rowLabel('fundSource', { key: '财政资金', label: '财政资金' }, en, 'en-US')).toBe('财政资金');
    expect(rowLabel('status', { key: 'brandNew', label: '新状态' }, t, 'zh-CN')).toBe('新状态');
  });

  it('writes months for the language', () => {
    expect(monthLabel('2026-03', 'zh-CN')).toBe('26年3月');
    expect(monthLabel('2026-03', 'en-US')).toBe('Mar 26');
    expect(rowLabel('month', { key: '2026-11', label: '2026年11月' }, t, 'zh-CN')).toBe('26年11月');
    expect(monthLabel('total', 'zh-CN')).toBe('total');
  });

  it('has a text for every key the stats server answers', () => {
    const vocab = [
      ['status', CONTRACT_STATUSES],
      ['category', CONTRACT_CATEGORIES],
      ['phase', CONTRACT_PHASES],
      ['riskCode', RISK_CODES],
      ['filingStatus', STATS_FILING_STATUSES],
      ['major', STATS_MAJOR_KEYS],
      ['reviewLevel', STATS_REVIEW_LEVELS],
      ['signingMethod', ['online', 'offline']],
    ] as const;
    for (const [dimension, keys] of vocab) {
      for (const key of keys) {
        const textKey = vocabularyKey(dimension, key)!;
        expect(t(textKey), `${dimension}.${key}`).not.toBe(textKey);
      }
    }
  });
});
