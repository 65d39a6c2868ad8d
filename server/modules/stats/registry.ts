/**
 * The named statistics (docs/api/stats.md): every metric of src/domain/stats.ts with what it adds up
 * per contract, and every dimension with how it groups contracts, its row keys, labels and order.
 * Nothing here touches the database: metrics and dimensions read the contract facts (facts.ts holds
 * the SQL over the contract tables; table.ts the columns; store.ts keeps them current).
 */
import { CONTRACT_PHASES } from '../../../src/domain/contract-api';
import { isoDate } from '../../../src/domain/calendar';
import { STATUS_PHASE, type ContractStatus } from '../../../src/domain/lifecycle';
import {
  acceptsGrouping,
  STATS_FILING_STATUSES,
  STATS_MAJOR_KEYS,
  STATS_METRICS,
  STATS_REVIEW_LEVELS,
  type StatsDimension,
  type StatsMetric,
  type StatsValueKind,
} from '../../../src/domain/stats';
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
import { type DayBounds, monthKey } from './periods';
import { F, type FactTable, type IntColumn, monthIndexOf, type Vocabulary } from './table';
import type { UnitTree } from './tree';

// ---------------------------------------------------------------- metrics
/** What a metric reads per contract: 1, a flag (1 or 0), or a column's value. */
export type Measure = { kind: 'one' } | { kind: 'bit'; bit: number } | { kind: 'col'; col: IntColumn | 'amount' };

export interface MetricDef {
  kind: StatsValueKind;
  /** The value (or a rate's numerator): summed over the contracts. */
  part?: Measure;
  /**
   * A rate's (or average's) denominator. A flag also decides which contracts count at all: a
   * contract without it adds to neither part nor whole.
   */
  whole?: Measure;
}
// The metric/dimension pairs refused (501) are one table, shared with the editor: acceptsGrouping in src/domain/stats.ts.

const one: Measure = { kind: 'one' };
const bit = (b: number): Measure => ({ kind: 'bit', bit: b });
const col = (c: IntColumn | 'amount'): Measure => ({ kind: 'col', col: c });

export const METRICS: Readonly<Record<StatsMetric, MetricDef>> = {
  contractCount: { kind: 'count', part: one },
  contractAmount: { kind: 'fen', part: col('amount') },
  onlineSigningRate: { kind: 'rate', part: bit(F.online), whole: bit(F.signed) },
  legalityReviewRate: { kind: 'rate', part: bit(F.legalityPassed), whole: bit(F.reachedSigning) },
  filingRate: { kind: 'rate', part: bit(F.filed), whole: bit(F.filingExpected) },
  onTimeFilingRate: { kind: 'rate', part: bit(F.filingOnTime), whole: bit(F.filingDue) },
  performanceRate: { kind: 'rate', part: col('itemsOnTime'), whole: col('itemsDue') },
  fairReviewRate: { kind: 'rate', part: bit(F.fairReviewed), whole: bit(F.fairExpected) },
  reviewDays: { kind: 'days', part: col('reviewDays'), whole: col('reviews') },
  reviewOnTimeRate: { kind: 'rate', part: col('reviewsOnTime'), whole: col('reviews') },
  overdueMatters: { kind: 'count', part: col('overdue') },
  redCount: { kind: 'count', part: bit(F.red) },
  warningFeed: { kind: 'feed' },
  filingFeed: { kind: 'feed' },
};

/** The value of part/whole: rates and averages are null over nothing. Rates keep 4 decimals, days 2. */
export function metricValue(kind: StatsValueKind, part: number, whole: number): number | null {
  if (kind === 'count' || kind === 'fen') return part;
  if (!whole) return null;
  const v = part / whole;
  return kind === 'days' ? Math.round(v * 100) / 100 : Math.round(v * 10_000) / 10_000;
}

/** Does the metric answer part and whole on its rows? */
export const hasRatio = (kind: StatsValueKind): boolean => kind === 'rate' || kind === 'days';

// The kinds are declared once, in the shared contract.
for (const m of Object.keys(METRICS) as StatsMetric[]) if (METRICS[m].kind !== STATS_METRICS[m]) throw new Error(`stats: ${m} kind mismatch`);

/** Why a metric/dimension pair is refused, or null when it is answered. */
export function pairProblem(metric: StatsMetric, groupBy: StatsDimension | undefined): string | null {
  if (!groupBy) return null;
  if (STATS_METRICS[metric] === 'feed') return `${metric} is a feed: it takes no groupBy`;
  if (!acceptsGrouping(metric, groupBy)) return `${metric} cannot be grouped by ${groupBy}`;
  return null;
}

// ---------------------------------------------------------------- dimensions
/** What a dimension needs beyond the contracts: the unit tree, the context area, the period. */
export interface DimensionContext {
  tree: UnitTree;
  /** The area whose child regions the area dimension lists. */
  contextAreaId: number | null;
  bounds: DayBounds;
}

/** The selected contracts in groups: pairs of slot and group code (-1: the dimension does not apply). */
export interface Grouping {
  slots: Int32Array;
  codes: Int32Array;
  n: number;
  /** Codes run from 0 to size - 1. */
  size: number;
  key(code: number): string;
  /** The codes the answer lists, in key order: every fixed one, and those that have contracts. */
  order(seen: Uint8Array): number[];
}

export interface DimensionDef {
  /** A ranking: 10 rows by default, largest value first. */
  ranking: boolean;
  group(t: FactTable, sel: Int32Array, ctx: DimensionContext): Grouping;
  /** The zh-CN label of a key (counterparts: their names, looked up by the caller). */
  label(key: string, ctx: DimensionContext): string;
  adcode?(key: string, ctx: DimensionContext): string | null;
}

const seenCodes = (seen: Uint8Array): number[] => {
  const out: number[] = [];
  for (let c = 0; c < seen.length; c++) if (seen[c]) out.push(c);
  return out;
};
const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * How a single-valued dimension reads a contract's code: `arr[s] - sub`; with `lookup`,
 * `lookup[arr[s]]` (-1 past its end); with `bit`, 0 when the flag is set and 1 when not.
 */
interface CodeSpec {
  arr: Int32Array | Uint8Array;
  sub?: number;
  lookup?: Int32Array;
  bit?: number;
}

/** One code per contract (one loop per kind of spec: no call per contract). */
function single(sel: Int32Array, size: number, spec: CodeSpec, key: (c: number) => string, order: (seen: Uint8Array) => number[]): Grouping {
  const codes = new Int32Array(sel.length);
  const { arr } = spec;
  if (spec.lookup) {
    const lookup = spec.lookup;
    for (let i = 0; i < sel.length; i++) {
      const v = arr[sel[i]!]!;
      codes[i] = v < lookup.length ? lookup[v]! : -1;
    }
  } else if (spec.bit !== undefined) {
    const b = spec.bit;
    for (let i = 0; i < sel.length; i++) codes[i] = (arr[sel[i]!]! & b) !== 0 ? 0 : 1;
  } else {
    const sub = spec.sub ?? 0;
    for (let i = 0; i < sel.length; i++) codes[i] = arr[sel[i]!]! - sub;
  }
  return { slots: sel, codes, n: sel.length, size, key, order };
}

const NONE: Grouping = { slots: new Int32Array(0), codes: new Int32Array(0), n: 0, size: 0, key: String, order: () => [] };

/** A vocabulary column (1-based codes): the known keys always, in their order; unknown ones after. */
function vocabularyDimension(column: 'status' | 'category' | 'risk', vocab: (t: FactTable) => Vocabulary, known: number, labels: Readonly<Record<string, string>>): DimensionDef {
  return {
    ranking: false,
    group(t, sel) {
      const v = vocab(t);
      return single(
        sel,
        v.keys.length,
        { arr: t[column], sub: 1 },
        (c) => v.keys[c]!,
        (seen) => [...range(0, known), ...seenCodes(seen).filter((c) => c >= known)],
      );
    },
    label: (k) => labels[k] ?? k,
  };
}

/** A small fixed key list, with a code spec over the table. */
function fixedDimension(keys: readonly string[], labels: Readonly<Record<string, string>>, spec: (t: FactTable) => CodeSpec): DimensionDef {
  return {
    ranking: false,
    group: (t, sel) =>
      single(
        sel,
        keys.length,
        spec(t),
        (c) => keys[c]!,
        () => range(0, keys.length),
      ),
    label: (k) => labels[k] ?? k,
  };
}

/** Groups by id (ids > 0), renumbered densely in order of appearance; keys are the ids, in numeric order. */
function byId(sel: Int32Array, ids: Int32Array | null, lists: readonly (readonly number[] | null)[] | null): Grouping {
  let max = 0;
  let pairs = 0;
  for (let i = 0; i < sel.length; i++) {
    const s = sel[i]!;
    if (ids) {
      max = Math.max(max, ids[s]!);
      pairs++;
    } else {
      const list = lists![s];
      if (list) {
        pairs += list.length;
        for (const id of list) max = Math.max(max, id);
      }
    }
  }
  const dense = new Int32Array(max + 1).fill(-1);
  const idOf: number[] = [];
  const slots = ids ? sel : new Int32Array(pairs);
  const codes = new Int32Array(pairs);
  let n = 0;
  const code = (id: number): number => {
    let c = dense[id]!;
    if (c < 0) {
      c = idOf.length;
      dense[id] = c;
      idOf.push(id);
    }
    return c;
  };
  for (let i = 0; i < sel.length; i++) {
    const s = sel[i]!;
    if (ids) codes[n++] = ids[s]! > 0 ? code(ids[s]!) : -1;
    else {
      const list = lists![s];
      if (!list) continue;
      for (const id of list) {
        slots[n] = s;
        codes[n++] = code(id);
      }
    }
  }
  return {
    slots,
    codes,
    n,
    size: idOf.length,
    key: (c) => String(idOf[c]),
    order: (seen) => seenCodes(seen).sort((a, b) => idOf[a]! - idOf[b]!),
  };
}

/** Lookup tables: which child region of a context area each area lies in (per tree, per context). */
const regionTables = new WeakMap<UnitTree, Map<number, Int32Array>>();

function regionTable(tree: UnitTree, contextId: number): Int32Array {
  let byContext = regionTables.get(tree);
  if (!byContext) {
    byContext = new Map();
    regionTables.set(tree, byContext);
  }
  let table = byContext.get(contextId);
  if (!table) {
    const children = tree.childAreas(contextId);
    const index = new Map(children.map((c, i) => [c.id, i]));
    table = new Int32Array(tree.maxId + 1).fill(-1);
    for (let id = 1; id <= tree.maxId; id++) {
      if (!tree.has(id)) continue;
      const region = tree.childRegionOf(contextId, id);
      if (region === null) continue;
      table[id] = region === contextId ? children.length : index.get(region)!;
    }
    if (byContext.size > 100) byContext.clear();
    byContext.set(contextId, table);
  }
  return table;
}

const PHASE_INDEX = new Map<string, number>(CONTRACT_PHASES.map((p, i) => [p, i]));

export const DIMENSIONS: Readonly<Record<StatsDimension, DimensionDef>> = {
  area: {
    ranking: false,
    group(t, sel, ctx) {
      const context = ctx.contextAreaId;
      const children = context === null ? [] : ctx.tree.childAreas(context);
      const table = context === null ? new Int32Array(0) : regionTable(ctx.tree, context);
      const keys = [...children.map((c) => String(c.id)), String(context)];
      return single(
        sel,
        keys.length,
        { arr: t.areaId, lookup: table },
        (c) => keys[c]!,
        // Every child region (the map needs them all), then the context's own level when it has contracts.
        (seen) => (seen[children.length] ? range(0, keys.length) : range(0, children.length)),
      );
    },
    label(key, ctx) {
      const name = ctx.tree.get(Number(key))?.name ?? key;
      return Number(key) === ctx.contextAreaId ? ownLevelLabel(name) : name;
    },
    adcode: (key, ctx) => (Number(key) === ctx.contextAreaId ? null : (ctx.tree.get(Number(key))?.adcode ?? null)),
  },
  unit: {
    ranking: true,
    group: (t, sel) => byId(sel, t.unitId, null),
    label: (key, ctx) => ctx.tree.displayName(Number(key)),
  },
  counterpart: {
    ranking: true,
    group: (t, sel) => byId(sel, null, t.counterparts),
    label: (key) => key,
  },
  status: vocabularyDimension('status', (t) => t.statuses, Object.keys(STATUS_LABELS).length, STATUS_LABELS),
  phase: {
    ranking: false,
    group(t, sel) {
      // By status code (1-based): the phase's index.
      const phaseOf = Int32Array.from([-1, ...t.statuses.keys.map((k) => PHASE_INDEX.get(STATUS_PHASE[k as ContractStatus]) ?? -1)]);
      return single(
        sel,
        CONTRACT_PHASES.length,
        { arr: t.status, lookup: phaseOf },
        (c) => CONTRACT_PHASES[c]!,
        () => range(0, CONTRACT_PHASES.length),
      );
    },
    label: (k) => PHASE_LABELS[k as keyof typeof PHASE_LABELS] ?? k,
  },
  category: vocabularyDimension('category', (t) => t.categories, Object.keys(CATEGORY_LABELS).length, CATEGORY_LABELS),
  fundSource: {
    ranking: false,
    group(t, sel) {
      const keys = t.funds.keys;
      return single(
        sel,
        keys.length,
        { arr: t.fund, sub: 1 },
        (c) => keys[c]!,
        (seen) => seenCodes(seen).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0)),
      );
    },
    label: (key) => key,
  },
  month: {
    ranking: false,
    group(t, sel, ctx) {
      const months = t.periodMonth;
      let lo = ctx.bounds.from === null ? Number.POSITIVE_INFINITY : monthIndexOf(ctx.bounds.from);
      let hi = ctx.bounds.to === null ? Number.NEGATIVE_INFINITY : monthIndexOf(ctx.bounds.to);
      if (ctx.bounds.from === null || ctx.bounds.to === null) {
        for (let i = 0; i < sel.length; i++) {
          const m = months[sel[i]!]!;
          if (ctx.bounds.from === null) lo = Math.min(lo, m);
          if (ctx.bounds.to === null) hi = Math.max(hi, m);
        }
      }
      if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi < lo) return NONE;
      const base = lo;
      return single(
        sel,
        hi - lo + 1,
        { arr: months, sub: base },
        (c) => monthKey(Math.floor(Date.UTC(Math.floor((base + c) / 12), (base + c) % 12, 1) / 86_400_000)),
        // Every month of the period, with contracts or not.
        () => range(0, hi - lo + 1),
      );
    },
    label: monthLabel,
  },
  major: fixedDimension(STATS_MAJOR_KEYS, MAJOR_LABELS, (t) => ({ arr: t.flags, bit: F.major })),
  reviewLevel: fixedDimension(STATS_REVIEW_LEVELS, REVIEW_LEVEL_LABELS, (t) => ({ arr: t.reviewLevel, sub: 1 })),
  filingStatus: fixedDimension(STATS_FILING_STATUSES, FILING_STATUS_LABELS, (t) => ({ arr: t.filing, sub: 1 })),
  signingMethod: fixedDimension(['online', 'offline'], SIGNING_METHOD_LABELS, (t) => ({ arr: t.signing, sub: 1 })),
  riskCode: vocabularyDimension('risk', (t) => t.risks, Object.keys(RISK_LABELS).length, RISK_LABELS),
  day: {
    ranking: false,
    group(t, sel) {
      const days = t.periodDay;
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < sel.length; i++) {
        const d = days[sel[i]!]!;
        lo = Math.min(lo, d);
        hi = Math.max(hi, d);
      }
      if (!Number.isFinite(lo)) return NONE;
      const base = lo;
      return single(
        sel,
        hi - lo + 1,
        { arr: days, sub: base },
        (c) => isoDate(base + c),
        // Only the days that have contracts (the calendar heat map leaves the others blank).
        seenCodes,
      );
    },
    label: (key) => key,
  },
};
