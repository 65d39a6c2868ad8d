/** How a rule's value is shown and entered: working days as they are, the major threshold in 万元 (stored in fen). */
import { isMoneyRule, type TimeRuleKey } from '../../../src/domain/time-rules';
import { t } from '../../../src/i18n';

/** Fen in one 万元. */
export const FEN_PER_WAN = 1_000_000;

/** The value as entered (days, or 万元). */
export const toInput = (key: TimeRuleKey, value: number): number => (isMoneyRule(key) ? value / FEN_PER_WAN : value);

/** The value as stored (days, or fen) from what was entered. */
export const fromInput = (key: TimeRuleKey, input: number): number => (isMoneyRule(key) ? Math.round(input * FEN_PER_WAN) : input);

/** "15 个工作日", "1000 万元". */
export const ruleValueText = (key: TimeRuleKey, value: number | null): string => {
  if (value === null) return t('timeRules.inherited');
  return isMoneyRule(key)
    ? t('timeRules.unit.wan', { n: (value / FEN_PER_WAN).toLocaleString('zh-CN', { maximumFractionDigits: 4 }) })
    : t('timeRules.unit.workdays', { n: value });
};
