/**
 * Time limits as rules (issue 15; docs/api/time-rules.md): the limits the contract domain sets are
 * set per area, a child area inheriting from its parent unless it overrides, with the product's
 * defaults above the top area. Every day count is in working days, counted through the working-day
 * calendar (calendar.ts WorkCalendar). A change applies to what is opened after it: a matter's
 * deadline, a filing's due date and a defect's deadline are fixed when they are set.
 *
 * The defaults follow the rules of the demo region: the Zhoushan model (舟政办发〔2020〕39号) gives
 * the judicial bureau 15 working days for a filing review; 20 working days to file after signing
 * stand for the "30 days" of most provincial filing rules, counted without weekends and holidays.
 */
import { DEFAULT_MAJOR_THRESHOLD_FEN } from './contract';
import { MATTER_DEADLINE_WORKDAYS, type MatterKind, RULED_MATTER_KINDS, type RuledMatterKind } from './matter';
import { idSchema } from './system';
import { z } from './zod';

export const TIME_RULE_KEYS = [
  'filingReviewDays',
  'unitReviewDays',
  'bureauReviewDays',
  'filingDueDays',
  'rectifyDefaultDays',
  'rectifyMaxDays',
  'warningDays',
  'majorThresholdFen',
] as const;
export const timeRuleKeySchema = z.enum(TIME_RULE_KEYS);
export type TimeRuleKey = z.infer<typeof timeRuleKeySchema>;
export type TimeRules = Record<TimeRuleKey, number>;

/** The product's defaults: what an area without an override anywhere above it applies. */
export const TIME_RULE_DEFAULTS: TimeRules = {
  filingReviewDays: 15,
  unitReviewDays: 5,
  bureauReviewDays: 10,
  filingDueDays: 20,
  rectifyDefaultDays: 20,
  rectifyMaxDays: 60,
  warningDays: 5,
  majorThresholdFen: DEFAULT_MAJOR_THRESHOLD_FEN,
};

/** The range each rule may be set to (working days; the threshold in fen, up to 100 亿元). */
export const TIME_RULE_BOUNDS: Record<TimeRuleKey, { min: number; max: number }> = {
  filingReviewDays: { min: 1, max: 60 },
  unitReviewDays: { min: 1, max: 60 },
  bureauReviewDays: { min: 1, max: 60 },
  filingDueDays: { min: 1, max: 120 },
  rectifyDefaultDays: { min: 1, max: 250 },
  rectifyMaxDays: { min: 1, max: 250 },
  warningDays: { min: 0, max: 30 },
  majorThresholdFen: { min: 100, max: 1_000_000_000_000 },
};

/** The largest value any rule takes. */
export const TIME_RULE_MAX = Math.max(...Object.values(TIME_RULE_BOUNDS).map((b) => b.max));

/** The rules whose value is money (fen); the others count working days. */
export const isMoneyRule = (key: TimeRuleKey): boolean => key === 'majorThresholdFen';

/** The rule that sets each ruled matter's deadline (the other kinds keep MATTER_DEADLINE_WORKDAYS). */
export const MATTER_RULE: Record<RuledMatterKind, TimeRuleKey> = {
  validityUnit: 'unitReviewDays',
  validityJud: 'bureauReviewDays',
  filing: 'filingReviewDays',
  rectify: 'rectifyDefaultDays',
};

const isRuled = (kind: MatterKind): kind is RuledMatterKind => (RULED_MATTER_KINDS as readonly string[]).includes(kind);

/** The working days a matter of this kind is given under these rules. */
export const matterWorkdays = (kind: MatterKind, rules: TimeRules): number =>
  isRuled(kind) ? rules[MATTER_RULE[kind]] : MATTER_DEADLINE_WORKDAYS[kind];

/**
 * The rules that hold at an area: the overrides of the area and its ancestors, nearest first, over
 * the defaults. Each value comes with where it was set (an area id, or null for the default).
 */
export function resolveRules(chain: readonly { areaId: number; values: Partial<TimeRules> }[]): {
  rules: TimeRules;
  from: Record<TimeRuleKey, number | null>;
} {
  const rules = { ...TIME_RULE_DEFAULTS };
  const from = Object.fromEntries(TIME_RULE_KEYS.map((k) => [k, null])) as Record<TimeRuleKey, number | null>;
  for (const key of TIME_RULE_KEYS) {
    const set = chain.find((c) => c.values[key] !== undefined);
    if (set) {
      rules[key] = set.values[key]!;
      from[key] = set.areaId;
    }
  }
  // A default longer than the maximum is cut to it (each may be set at a different level).
  rules.rectifyDefaultDays = Math.min(rules.rectifyDefaultDays, rules.rectifyMaxDays);
  return { rules, from };
}

// ---------------------------------------------------------------- the calls

/** GET sys_time_rule/list?areaId= (the caller's own area by default). */
export const timeRuleListQuerySchema = z.object({ areaId: idSchema.optional() });

export const timeRuleSchema = z.object({
  key: timeRuleKeySchema,
  /** What applies at the area. */
  value: z.number(),
  /** Set at this area (true), or inherited (false). */
  own: z.boolean(),
  /** Where an inherited value was set: an ancestor area, or null for the product's default. */
  inheritedFrom: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What the area would apply without its own value (its parent's, or the default). */
  parentValue: z.number(),
  min: z.number(),
  max: z.number(),
});
export type TimeRule = z.infer<typeof timeRuleSchema>;

export const timeRuleChangeSchema = z.object({
  id: z.number().int(),
  areaId: z.number().int(),
  areaName: z.string(),
  key: timeRuleKeySchema,
  /** null: the area had no value of its own (it inherited). */
  oldValue: z.number().nullable(),
  /** null: the area's own value was removed (it inherits again). */
  newValue: z.number().nullable(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type TimeRuleChange = z.infer<typeof timeRuleChangeSchema>;

/** GET sys_time_rule/list: an area's rules and its latest changes (newest first). */
export const timeRuleListSchema = z.object({
  area: z.object({ id: z.number().int(), name: z.string() }),
  /** May the caller change this area's rules (config.edit, and the area within the caller's own). */
  editable: z.boolean(),
  rules: z.array(timeRuleSchema),
  changes: z.array(timeRuleChangeSchema),
});
export type TimeRuleList = z.infer<typeof timeRuleListSchema>;

/** POST sys_time_rule/save: sets an area's own value of a rule, or removes it (`value: null`: inherit). */
export const timeRuleSaveSchema = z
  .object({ areaId: idSchema, key: timeRuleKeySchema, value: z.number().int().min(0).max(TIME_RULE_MAX).nullable() })
  .strict()
  .superRefine((v, ctx) => {
    if (v.value === null) return;
    const { min, max } = TIME_RULE_BOUNDS[v.key];
    if (v.value < min || v.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `from ${min} to ${max}` });
  });
export type TimeRuleSaveInput = z.input<typeof timeRuleSaveSchema>;
export type TimeRuleSave = z.output<typeof timeRuleSaveSchema>;
