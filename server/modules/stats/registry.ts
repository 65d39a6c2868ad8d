/**
 * The named statistics (docs/api/stats.md): every metric of src/domain/stats.ts with what it adds up
 * per contract, and every dimension with how it groups contracts, its row keys, labels and order.
 * Nothing here touches the database: metrics and dimensions read the contract facts (facts.ts), which
 * are the SQL over the contract tables, loaded and kept current by store.ts.
 */
import { CONTRACT_CATEGORIES, RISK_CODES } from '../../../src/domain/contract';
import { CONTRACT_PHASES } from '../../../src/domain/contract-api';
import { isoDate } from '../../../src/domain/calendar';
import { CONTRACT_STATUSES, STATUS_PHASE } from '../../../src/domain/lifecycle';
import {
  STATS_FILING_STATUSES,
  STATS_MAJOR_KEYS,
  STATS_METRICS,
  STATS_REVIEW_LEVELS,
  type StatsDimension,
  type StatsMetric,
  type StatsValueKind,
} from '../../../src/domain/stats';
import type { ContractFact } from './facts';
import {
  CATEGORY_LABELS,
  FILING_STATUS_LABELS,
  MAJOR_LABELS,
  monthLabel,
  ownLevelLabel,
  PHASE_LABELS,
  REVIEW_LEVEL_LABELS,
  RISK_LABELS,
  SIGNING_METHOD_LABELS,
  STATUS_LABELS,
} from './labels';
import { type DayBounds, monthKey, monthStart } from './periods';
import type { UnitTree } from './tree';

// ---------------------------------------------------------------- metrics
/** What a metric adds up: `part` (the value, or a rate's numerator) and `whole` (a rate's denominator). */
export interface Acc {
  part: number;
  whole: number;
}

export interface MetricDef {
  kind: StatsValueKind;
  /** Adds one contract's share. */
  add?(acc: Acc, f: ContractFact): void;
  /** Dimensions that make no sense with this metric (answer 501). Feeds take none at all. */
  refuses?: readonly StatsDimension[];
}

const rate = (part: (f: ContractFact) => boolean, whole: (f: ContractFact) => boolean, refuses?: StatsDimension[]): MetricDef => ({
  kind: 'rate',
  add(acc, f) {
    if (!whole(f)) return;
    acc.whole++;
    if (part(f)) acc.part++;
  },
  ...(refuses ? { refuses } : {}),
});

const signed = (f: ContractFact) => f.signDay !== null;

export const METRICS: Readonly<Record<StatsMetric, MetricDef>> = {
  contractCount: {
    kind: 'count',
    add(acc) {
      acc.part++;
    },
  },
  contractAmount: {
    kind: 'fen',
    add(acc, f) {
      acc.part += f.amountFen;
    },
  },
  onlineSigningRate: rate((f) => f.signingMethod === 'online', signed, ['signingMethod']),
  legalityReviewRate: rate(
    (f) => f.legalityPassed,
    (f) => f.reachedSigning,
    ['reviewLevel'],
  ),
  filingRate: rate(
    (f) => f.filed,
    (f) => f.filingExpected,
    ['filingStatus'],
  ),
  onTimeFilingRate: rate(
    (f) => f.filingOnTime,
    (f) => f.filingDue,
  ),
  performanceRate: {
    kind: 'rate',
    add(acc, f) {
      acc.part += f.itemsOnTime;
      acc.whole += f.itemsDue;
    },
  },
  fairReviewRate: rate(
    (f) => f.fairPassed,
    (f) => f.needsFairReview && f.reachedSigning,
  ),
  reviewDays: {
    kind: 'days',
    add(acc, f) {
      acc.part += f.reviewDays;
      acc.whole += f.reviews;
    },
  },
  reviewOnTimeRate: {
    kind: 'rate',
    add(acc, f) {
      acc.part += f.reviewsOnTime;
      acc.whole += f.reviews;
    },
  },
  overdueMatters: {
    kind: 'count',
    add(acc, f) {
      acc.part += f.overdueMatters;
    },
  },
  redCount: {
    kind: 'count',
    add(acc, f) {
      if (f.riskCode === 'red') acc.part++;
    },
    refuses: ['riskCode'],
  },
  warningFeed: { kind: 'feed' },
  filingFeed: { kind: 'feed' },
};

/** The value of an accumulator: rates and averages are null over nothing. Rates keep 4 decimals, days 2. */
export function valueOf(kind: StatsValueKind, acc: Acc): number | null {
  if (kind === 'count' || kind === 'fen') return acc.part;
  if (!acc.whole) return null;
  const v = acc.part / acc.whole;
  return kind === 'days' ? Math.round(v * 100) / 100 : Math.round(v * 10_000) / 10_000;
}

/** Does the metric answer part and whole on its rows? */
export const hasRatio = (kind: StatsValueKind): boolean => kind === 'rate' || kind === 'days';

/** The kinds are declared once, in the shared contract. */
for (const m of Object.keys(METRICS) as StatsMetric[]) if (METRICS[m].kind !== STATS_METRICS[m]) throw new Error(`stats: ${m} kind mismatch`);

// ---------------------------------------------------------------- dimensions
/** What a dimension needs beyond the contract: the unit tree, the context area, the period. */
export interface DimensionContext {
  tree: UnitTree;
  /** The area whose child regions the area dimension lists. */
  contextAreaId: number | null;
  bounds: DayBounds;
}

export interface DimensionDef {
  /** A ranking: 10 rows by default, largest value first. */
  ranking: boolean;
  /** The group keys of a contract (null or []: the dimension does not apply to it). */
  keys(f: ContractFact, ctx: DimensionContext, memo: Map<unknown, string | null>): string | readonly string[] | null;
  /**
   * The keys every answer lists, in their order, even with no contracts (a fixed vocabulary, the
   * child regions, the months of the period); absent: only keys that have contracts, ordered by `compare`.
   */
  fixed?(ctx: DimensionContext, seen: ReadonlySet<string>): string[];
  compare?(a: string, b: string): number;
  /** The zh-CN label (counterparts: their names, looked up by the caller). */
  label(key: string, ctx: DimensionContext): string;
  adcode?(key: string, ctx: DimensionContext): string | null;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function vocabulary<K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>, keyOf: (f: ContractFact) => K | null): DimensionDef {
  return {
    ranking: false,
    keys: keyOf,
    fixed: () => [...keys],
    label: (k) => labels[k as K] ?? k,
  };
}

/** The months from the first to the last of the bounds (or of the contracts seen, where the period is open). */
function monthsOf(bounds: DayBounds, seen: ReadonlySet<string>): string[] {
  const sorted = [...seen].sort();
  const first = bounds.from !== null ? monthKey(bounds.from) : sorted[0];
  const last = bounds.to !== null ? monthKey(bounds.to) : sorted.at(-1);
  if (!first || !last) return [];
  const out: string[] = [];
  let day = monthStart(Math.floor(Date.parse(`${first}-01T00:00:00Z`) / 86_400_000));
  for (let guard = 0; guard < 1200; guard++) {
    const key = monthKey(day);
    if (key > last) break;
    out.push(key);
    day = monthStart(day, 1);
  }
  return out;
}

export const DIMENSIONS: Readonly<Record<StatsDimension, DimensionDef>> = {
  area: {
    ranking: false,
    keys(f, ctx, memo) {
      if (f.areaId === null || ctx.contextAreaId === null) return null;
      let key = memo.get(f.areaId);
      if (key === undefined) {
        const region = ctx.tree.childRegionOf(ctx.contextAreaId, f.areaId);
        key = region === null ? null : String(region);
        memo.set(f.areaId, key);
      }
      return key;
    },
    // Every child region (the map needs them all), then the context's own level when it has contracts.
    fixed(ctx, seen) {
      if (ctx.contextAreaId === null) return [];
      const own = String(ctx.contextAreaId);
      const keys = ctx.tree.childAreas(ctx.contextAreaId).map((a) => String(a.id));
      return seen.has(own) ? [...keys, own] : keys;
    },
    label(key, ctx) {
      const name = ctx.tree.get(Number(key))?.name ?? key;
      return Number(key) === ctx.contextAreaId ? ownLevelLabel(name) : name;
    },
    adcode: (key, ctx) => (Number(key) === ctx.contextAreaId ? null : (ctx.tree.get(Number(key))?.adcode ?? null)),
  },
  unit: {
    ranking: true,
    keys: (f) => String(f.unitId),
    compare: byNumber,
    label: (key, ctx) => ctx.tree.displayName(Number(key)),
  },
  counterpart: {
    ranking: true,
    keys: (f) => f.counterparts.map(String),
    compare: byNumber,
    label: (key) => key,
  },
  status: vocabulary(CONTRACT_STATUSES, STATUS_LABELS, (f) => f.status),
  phase: vocabulary(CONTRACT_PHASES, PHASE_LABELS, (f) => STATUS_PHASE[f.status] ?? null),
  category: vocabulary(CONTRACT_CATEGORIES, CATEGORY_LABELS, (f) => f.category as (typeof CONTRACT_CATEGORIES)[number]),
  fundSource: {
    ranking: false,
    keys: (f) => f.fundSource,
    compare: byText,
    label: (key) => key,
  },
  month: {
    ranking: false,
    keys: (f) => monthKey(f.periodDay),
    fixed: (ctx, seen) => monthsOf(ctx.bounds, seen),
    label: monthLabel,
  },
  major: vocabulary(STATS_MAJOR_KEYS, MAJOR_LABELS, (f) => (f.major ? 'major' : 'ordinary')),
  reviewLevel: vocabulary(STATS_REVIEW_LEVELS, REVIEW_LEVEL_LABELS, (f) => f.reviewLevel),
  filingStatus: vocabulary(STATS_FILING_STATUSES, FILING_STATUS_LABELS, (f) => f.filingStatus),
  signingMethod: vocabulary(['online', 'offline'] as const, SIGNING_METHOD_LABELS, (f) => (f.signDay === null ? null : f.signingMethod)),
  riskCode: vocabulary(RISK_CODES, RISK_LABELS, (f) => f.riskCode as (typeof RISK_CODES)[number]),
  day: {
    ranking: false,
    keys: (f) => isoDate(f.periodDay),
    compare: byText,
    label: (key) => key,
  },
};

/** Why a metric/dimension pair is refused, or null when it is answered. */
export function pairProblem(metric: StatsMetric, groupBy: StatsDimension | undefined): string | null {
  if (!groupBy) return null;
  const m = METRICS[metric];
  if (m.kind === 'feed') return `${metric} is a feed: it takes no groupBy`;
  if (m.refuses?.includes(groupBy)) return `${metric} cannot be grouped by ${groupBy}`;
  return null;
}
