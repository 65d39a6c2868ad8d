/**
 * The statistics the screens and the analysis page ask for (ARCHITECTURE.md section 3, Screens; section 3,
 * "Screens show"): a small semantic layer. A query names a metric, an optional dimension to group
 * by, filters and a few options; the server answers from named SQL in code (server/modules/stats),
 * never SQL from the client. Unknown metrics or dimensions fail validation (code 501).
 *
 * Shared by server (validation, execution) and client (widgets, editor property panel).
 */
import { z } from './zod';
import { contractCategorySchema } from './contract-enums';
import { CONTRACT_STATUSES } from './lifecycle';
import { idSchema } from './system';

// ---------------------------------------------------------------- metrics
/**
 * What is measured. Value kinds: count (contracts or matters), fen (an amount in integer fen),
 * rate (0..1), days (working days), feed (latest events, rows instead of values).
 */
export const STATS_METRICS = {
  /** Contracts (the main number of every screen). */
  contractCount: 'count',
  /** Sum of contract amounts. */
  contractAmount: 'fen',
  /** Contracts signed online over contracts signed. */
  onlineSigningRate: 'rate',
  /** Contracts that passed legality review over contracts that reached signing. */
  legalityReviewRate: 'rate',
  /** Contracts filed (or conditionally filed) over contracts signed that must be filed. */
  filingRate: 'rate',
  /** Filings submitted by their due date over filings due. */
  onTimeFilingRate: 'rate',
  /** Performance items done on time over items due. */
  performanceRate: 'rate',
  /** Contracts needing fair-competition review that passed it, over those that reached signing. */
  fairReviewRate: 'rate',
  /** Average working days from entering a review step to leaving it (finished reviews). */
  reviewDays: 'days',
  /** Share of finished reviews handled within their deadline. */
  reviewOnTimeRate: 'rate',
  /** Matters pending past their deadline. */
  overdueMatters: 'count',
  /** Contracts with a red code. */
  redCount: 'count',
  /** The latest red and yellow warnings raised (feed). */
  warningFeed: 'feed',
  /** The latest filings decided by the bureaus (feed). */
  filingFeed: 'feed',
} as const satisfies Record<string, 'count' | 'fen' | 'rate' | 'days' | 'feed'>;
export type StatsMetric = keyof typeof STATS_METRICS;
export type StatsValueKind = (typeof STATS_METRICS)[StatsMetric];
export const statsMetricSchema = z.enum(Object.keys(STATS_METRICS) as [StatsMetric, ...StatsMetric[]]);

// ---------------------------------------------------------------- dimensions
export const STATS_DIMENSIONS = [
  /** The child regions of the context area (cities of the province, counties of a city, ...). */
  'area',
  /** Owning units (a ranking). */
  'unit',
  /** Counterparts (a ranking; never on public screens). */
  'counterpart',
  'status',
  /** Lifecycle stage: draft, review, signing, filing, performance, closed. */
  'phase',
  'category',
  'fundSource',
  /** Month of signing (YYYY-MM), over the filter's period. */
  'month',
  /** major or ordinary. */
  'major',
  /** Who reviewed legality: unit only, or unit and bureau. */
  'reviewLevel',
  /** pending, review, filed, conditional, returned, refused. */
  'filingStatus',
  /** online or offline. */
  'signingMethod',
  /** green, yellow, red. */
  'riskCode',
  /** Calendar day of signing (YYYY-MM-DD), for the calendar heat map. */
  'day',
] as const;
export const statsDimensionSchema = z.enum(STATS_DIMENSIONS);
export type StatsDimension = z.infer<typeof statsDimensionSchema>;

/**
 * The keys of the dimensions the server defines itself (the others take the enums of contract.ts and
 * lifecycle.ts, ids, or dates): the client relabels rows by these keys. docs/api/stats.md.
 */
export const STATS_MAJOR_KEYS = ['major', 'ordinary'] as const;
export const STATS_REVIEW_LEVELS = ['unit', 'bureau'] as const;
export const STATS_FILING_STATUSES = ['pending', 'review', 'filed', 'conditional', 'returned', 'refused'] as const;
export type StatsFilingStatus = (typeof STATS_FILING_STATUSES)[number];

/**
 * The metric/dimension pairs the server refuses (501 on `groupBy`, docs/api/stats.md "Pairs that make
 * no sense"): a feed takes no dimension at all, and these rates or counts grouped by their own
 * definition would only restate it. The editor offers only the other pairs; the server's registry
 * (server/modules/stats/registry.ts `pairProblem`) answers the same (tests/unit/screen-editor.test.ts).
 */
export const STATS_REFUSED_GROUPINGS: Readonly<Partial<Record<StatsMetric, readonly StatsDimension[]>>> = {
  onlineSigningRate: ['signingMethod'],
  legalityReviewRate: ['reviewLevel'],
  filingRate: ['filingStatus'],
  redCount: ['riskCode'],
};

/** Whether the server answers `metric` grouped by `dimension` (no dimension: always). */
export function acceptsGrouping(metric: StatsMetric, dimension: StatsDimension | undefined | null): boolean {
  if (!dimension) return true;
  if (STATS_METRICS[metric] === 'feed') return false;
  return !(STATS_REFUSED_GROUPINGS[metric] ?? []).includes(dimension);
}

/** Dimensions that name organisations: refused on public screens (de-identified aggregates only). */
export const PRIVATE_DIMENSIONS: readonly StatsDimension[] = ['unit', 'counterpart'];
/** Metrics refused on public screens (they list named events). */
export const PRIVATE_METRICS: readonly StatsMetric[] = ['warningFeed', 'filingFeed'];

// ---------------------------------------------------------------- periods and filters
/** The period a query covers, on the signing date (or creation date for unsigned contracts). */
export const STATS_PERIODS = ['all', 'ytd', 'last12m', 'thisMonth', 'lastYear', 'custom'] as const;
export const statsPeriodSchema = z.enum(STATS_PERIODS);
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;

const day = z.iso.date();

export const statsFiltersSchema = z
  .object({
    /** The region: this area and everything below it (default: the caller's scope root). */
    areaId: idSchema.optional(),
    unitId: idSchema.optional(),
    period: statsPeriodSchema.default('all'),
    /** With period 'custom': inclusive YYYY-MM-DD bounds. */
    from: day.optional(),
    to: day.optional(),
    category: z.array(contractCategorySchema).max(20).optional(),
    status: z.array(z.enum(CONTRACT_STATUSES)).max(40).optional(),
    major: z.boolean().optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.period === 'custom' && (!f.from || !f.to)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'a custom period needs from and to' });
    if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
  });
export type StatsFiltersInput = z.input<typeof statsFiltersSchema>;
export type StatsFilters = z.output<typeof statsFiltersSchema>;

// ---------------------------------------------------------------- query and answer
export const statsQuerySchema = z
  .object({
    metric: statsMetricSchema,
    groupBy: statsDimensionSchema.optional(),
    filters: statsFiltersSchema.default({ period: 'all' }),
    /** Rows to answer (rankings, feeds): 1..50, default 10 for rankings and feeds, all groups otherwise. */
    limit: z.number().int().min(1).max(50).optional(),
    /** Order of grouped rows: by value (rankings) or by key (months, days, the machine's order). */
    sort: z.enum(['valueDesc', 'valueAsc', 'key']).optional(),
  })
  .strict();
export type StatsQueryInput = z.input<typeof statsQuerySchema>;
export type StatsQuery = z.output<typeof statsQuerySchema>;

/** One group: its key (an id, a code or a date), its display label, and its value (null: no data, e.g. a rate of 0/0). */
export const statsRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  /** For rates: the numerator and denominator behind the value (for days: working days summed, and finished reviews). */
  part: z.number().optional(),
  whole: z.number().optional(),
  /** For area rows: the area's adcode (the map's region key). */
  adcode: z.string().nullable().optional(),
});
export type StatsRow = z.infer<typeof statsRowSchema>;

/** One feed item (warnings, filings): de-identified of people, named by contract and unit. */
export const statsFeedItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  title: z.string(),
  unitName: z.string().nullable(),
  areaName: z.string().nullable(),
  level: z.string().nullable(),
});
export type StatsFeedItem = z.infer<typeof statsFeedItemSchema>;

export const statsResultSchema = z.object({
  metric: statsMetricSchema,
  groupBy: statsDimensionSchema.nullable(),
  kind: z.enum(['count', 'fen', 'rate', 'days', 'feed']),
  /** The value over everything the filters select (null for feeds, or a rate of 0/0). */
  total: z.number().nullable(),
  rows: z.array(statsRowSchema),
  items: z.array(statsFeedItemSchema),
  /**
   * Where the answer counts: the area and unit actually applied. A filter outside the caller's scope
   * is answered with the caller's own (clamped: true), never refused.
   */
  context: z.object({ areaId: z.number().int().nullable(), unitId: z.number().int().nullable(), clamped: z.boolean() }),
  /** The period actually applied (resolved bounds), and when the answer was computed. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  computedAt: z.string(),
});
export type StatsResult = z.infer<typeof statsResultSchema>;

/** The batch form: several widget queries in one call (a screen's refresh), answered in order. */
export const statsBatchSchema = z.object({ queries: z.array(statsQuerySchema).min(1).max(40) }).strict();
export type StatsBatchInput = z.input<typeof statsBatchSchema>;
/** The batch's answer: one result per query, in the order asked. */
export const statsBatchResultSchema = z.object({ results: z.array(statsResultSchema) });
export type StatsBatchResult = z.infer<typeof statsBatchResultSchema>;
