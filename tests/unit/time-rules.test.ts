/**
 * Time limits as rules (src/domain/time-rules.ts): an area's value over its ancestors' over the
 * defaults, the rectification default cut to the maximum, the matters each rule times, and the save
 * call's bounds.
 */
import { describe, expect, it } from 'vitest';
import { MATTER_DEADLINE_WORKDAYS } from '../../src/domain/matter';
import { matterWorkdays, resolveRules, TIME_RULE_BOUNDS, TIME_RULE_DEFAULTS, TIME_RULE_KEYS, timeRuleSaveSchema } from '../../src/domain/time-rules';

describe('resolveRules', () => {
  it('applies the defaults when no area sets anything', () => {
    expect(resolveRules([])).toEqual({ rules: TIME_RULE_DEFAULTS, from: Object.fromEntries(TIME_RULE_KEYS.map((k) => [k, null])) });
    expect(TIME_RULE_DEFAULTS.filingReviewDays).toBe(15);
  });

  it('takes the nearest area that sets a value, key by key', () => {
    const { rules, from } = resolveRules([
      { areaId: 30, values: { unitReviewDays: 4 } },
      { areaId: 3, values: { unitReviewDays: 6, filingReviewDays: 12 } },
      { areaId: 1, values: { filingReviewDays: 20, majorThresholdFen: 500_000_000 } },
    ]);
    expect(rules).toMatchObject({ unitReviewDays: 4, filingReviewDays: 12, majorThresholdFen: 500_000_000, bureauReviewDays: 10 });
    expect(from).toMatchObject({ unitReviewDays: 30, filingReviewDays: 3, majorThresholdFen: 1, bureauReviewDays: null });
  });

  it('cuts a rectification default longer than the maximum set elsewhere', () => {
    expect(resolveRules([{ areaId: 2, values: { rectifyMaxDays: 10 } }]).rules.rectifyDefaultDays).toBe(10);
    expect(resolveRules([{ areaId: 2, values: { rectifyMaxDays: 100 } }]).rules.rectifyDefaultDays).toBe(20);
  });
});

describe('matterWorkdays', () => {
  it('times the review, filing and rectification matters by their rule, the others by their constant', () => {
    const rules = { ...TIME_RULE_DEFAULTS, unitReviewDays: 2, bureauReviewDays: 9, filingReviewDays: 11, rectifyDefaultDays: 13 };
    expect(['validityUnit', 'validityJud', 'filing', 'rectify'].map((k) => matterWorkdays(k as 'filing', rules))).toEqual([2, 9, 11, 13]);
    expect(matterWorkdays('survey', rules)).toBe(MATTER_DEADLINE_WORKDAYS.survey);
    expect(matterWorkdays('filing', TIME_RULE_DEFAULTS)).toBe(15);
  });
});

describe('timeRuleSaveSchema', () => {
  it('accepts a value within the rule\'s bounds, or null to inherit', () => {
    for (const key of TIME_RULE_KEYS) {
      const { min, max } = TIME_RULE_BOUNDS[key];
      expect(timeRuleSaveSchema.safeParse({ areaId: 1, key, value: min }).success, key).toBe(true);
      expect(timeRuleSaveSchema.safeParse({ areaId: 1, key, value: max }).success, key).toBe(true);
      expect(timeRuleSaveSchema.safeParse({ areaId: 1, key, value: max + 1 }).success, key).toBe(false);
      expect(timeRuleSaveSchema.safeParse({ areaId: 1, key, value: min - 1 }).success, key).toBe(false);
    }
    expect(timeRuleSaveSchema.safeParse({ areaId: 1, key: 'filingDueDays', value: null }).success).toBe(true);
    expect(timeRuleSaveSchema.safeParse({ areaId: 1, key: 'filingDueDays', value: 1.5 }).success).toBe(false);
    expect(timeRuleSaveSchema.safeParse({ areaId: 1, key: 'nope', value: 3 }).success).toBe(false);
  });
});
