/**
 * zh-CN labels of the statistics rows (the stored language, like every server text in a payload):
 * the contract vocabulary from contract-labels.ts, and the keys only the statistics define. The
 * client relabels rows by their stable keys with its own i18n texts.
 */
import type { Phase } from '../../../src/domain/lifecycle';
import type { STATS_MAJOR_KEYS, STATS_REVIEW_LEVELS, StatsFilingStatus } from '../../../src/domain/stats';
import { CATEGORY_LABELS, RISK_LABELS, STATUS_LABELS } from '../../../src/domain/contract-labels';

export { CATEGORY_LABELS, RISK_LABELS, STATUS_LABELS };

export const PHASE_LABELS: Readonly<Record<Phase, string>> = {
  draft: '起草',
  review: '审查',
  signing: '签署',
  filing: '备案',
  performance: '履行',
  closed: '已结束',
};

export const MAJOR_LABELS: Readonly<Record<(typeof STATS_MAJOR_KEYS)[number], string>> = {
  major: '重大合同',
  ordinary: '一般合同',
};

export const REVIEW_LEVEL_LABELS: Readonly<Record<(typeof STATS_REVIEW_LEVELS)[number], string>> = {
  unit: '单位审查',
  bureau: '司法局审查',
};

export const FILING_STATUS_LABELS: Readonly<Record<StatsFilingStatus, string>> = {
  pending: '待备案',
  review: '备案审查中',
  filed: '已备案',
  conditional: '附条件备案',
  returned: '备案退回',
  refused: '不予备案',
};

export const SIGNING_METHOD_LABELS: Readonly<Record<'online' | 'offline', string>> = {
  online: '在线签署',
  offline: '线下签署',
};

/** 2026-03 -> 2026年3月. */
export const monthLabel = (key: string): string => `${key.slice(0, 4)}年${Number(key.slice(5, 7))}月`;

/** The row of the contracts owned at the context area itself (not under one of its child regions): 杭州市本级. */
export const ownLevelLabel = (areaName: string): string => `${areaName}本级`;
