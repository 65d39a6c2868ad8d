/**
 * Answers one statistics query from the fact columns: selects the contracts (scope, filters,
 * period), adds up the metric over them and per group of the dimension, orders and limits the rows,
 * and labels them; feeds list the latest events of the selected contracts. The only database reads
 * are the names of the few counterparts and contracts an answer shows.
 */
import { inArray } from 'drizzle-orm';
import { dayOf } from '../../../src/domain/calendar';
import type { StatsFeedItem, StatsQuery, StatsResult, StatsRow } from '../../../src/domain/stats';
import type { Db } from '../../db/client';
import { contracts, counterparts } from '../../db/schema';
import { type GenerationCache, stableKey } from './cache';
import type { FeedEvent } from './facts';
import { type DayBounds, inBounds, isoBounds, resolvePeriod } from './periods';
import { DIMENSIONS, type DimensionContext, type Grouping, hasRatio, type Measure, METRICS, type MetricDef, metricValue } from './registry';
import { contextAreaId, type StatsScope } from './scope';
import type { Snapshot } from './store';
import { F, type FactTable } from './table';

/** Rankings and feeds answer this many rows unless the query says. */
export const DEFAULT_TOP = 10;

const OPEN: DayBounds = { from: null, to: null };

/** A mask over unit ids: 1 for the units of the set. */
function unitMask(ids: ReadonlySet<number>): Uint8Array {
  let max = 0;
  for (const id of ids) max = Math.max(max, id);
  const mask = new Uint8Array(max + 1);
  for (const id of ids) mask[id] = 1;
  return mask;
}

/** Work shared by the queries of a screen within one facts generation: selections, and their groupings. */
export interface AnswerCaches {
  selections: GenerationCache<Selection>;
  groupings: GenerationCache<Grouping>;
  /** A metric's total over a selection (several widgets of a screen show the same one). */
  totals: GenerationCache<{ part: number; whole: number }>;
}

interface Selection {
  key: string;
  slots: Int32Array;
}

/** The slots of the scope's contracts that the filters select (cached per scope and filters, per facts generation). */
function select(snap: Snapshot, scope: StatsScope, q: StatsQuery, bounds: DayBounds, cache: GenerationCache<Selection>): Selection {
  const f = q.filters;
  const key = `${scope.key}|${stableKey({ ...f, period: undefined, from: bounds.from, to: bounds.to })}`;
  return cache.get(key, snap.generation, () => ({ key, slots: selectSlots(snap, scope, f, bounds) }));
}

function selectSlots(snap: Snapshot, scope: StatsScope, f: StatsQuery['filters'], bounds: DayBounds): Int32Array {
  const t = snap.facts;
  const areas = f.areaId === undefined ? null : unitMask(snap.tree.subtree(f.areaId));
  const units = f.unitId === undefined ? null : unitMask(snap.tree.subtree(f.unitId));
  const categories = f.category ? new Uint8Array(256) : null;
  for (const c of f.category ?? []) categories![t.categories.code(c)] = 1;
  const statuses = f.status ? new Uint8Array(256) : null;
  for (const s of f.status ?? []) statuses![t.statuses.code(s)] = 1;
  const majorWanted = f.major === undefined ? -1 : f.major ? F.major : 0;
  const allowed = scope.allowed;
  const from = bounds.from ?? Number.NEGATIVE_INFINITY;
  const to = bounds.to ?? Number.POSITIVE_INFINITY;
  const { flags, tri, areaId, unitId, periodDay, category, status } = t;
  const out = new Int32Array(t.size);
  let n = 0;
  for (let s = 0; s < t.size; s++) {
    const fl = flags[s]!;
    if ((fl & F.alive) === 0) continue;
    if (allowed !== null && allowed[tri[s]!] !== 1) continue;
    const day = periodDay[s]!;
    if (day < from || day > to) continue;
    if (areas !== null && areas[areaId[s]!] !== 1) continue;
    if (units !== null && units[unitId[s]!] !== 1) continue;
    if (categories !== null && categories[category[s]!] !== 1) continue;
    if (statuses !== null && statuses[status[s]!] !== 1) continue;
    if (majorWanted !== -1 && (fl & F.major) !== majorWanted) continue;
    out[n++] = s;
  }
  return out.slice(0, n);
}

interface Resolved {
  arr: Int32Array | Float64Array | null;
  mask: number;
}
const resolve = (t: FactTable, m: Measure | undefined): Resolved | null =>
  !m ? null : m.kind === 'one' ? { arr: null, mask: 0 } : m.kind === 'bit' ? { arr: t.flags, mask: m.bit } : { arr: t[m.col], mask: 0 };

/**
 * Adds the metric up per code (codes null: everything in code 0). A contract whose whole is a flag
 * it lacks adds nothing (rates count only the contracts they are about).
 */
function accumulate(t: FactTable, m: MetricDef, slots: Int32Array, codes: Int32Array | null, n: number, size: number) {
  const part = new Float64Array(size);
  const whole = new Float64Array(size);
  const seen = new Uint8Array(size);
  const p = resolve(t, m.part)!;
  const w = resolve(t, m.whole);
  const pArr = p.arr;
  const pMask = p.mask;
  const wArr = w?.arr ?? null;
  const wMask = w?.mask ?? 0;
  const hasWhole = w !== null;
  for (let i = 0; i < n; i++) {
    const c = codes === null ? 0 : codes[i]!;
    if (c < 0) continue;
    const s = slots[i]!;
    seen[c] = 1;
    if (hasWhole) {
      const wv = wArr === null ? 1 : wMask !== 0 ? ((wArr[s]! & wMask) !== 0 ? 1 : 0) : wArr[s]!;
      if (wMask !== 0 && wv === 0) continue;
      whole[c] = whole[c]! + wv;
    }
    part[c] = part[c]! + (pArr === null ? 1 : pMask !== 0 ? ((pArr[s]! & pMask) !== 0 ? 1 : 0) : pArr[s]!);
  }
  return { part, whole, seen };
}

/** An answer before the run adds where it counted (StatsResult.context: the caller's fitted filters). */
export type ScopedAnswer = Omit<StatsResult, 'context'>;

export async function answerQuery(
  db: Db,
  snap: Snapshot,
  scope: StatsScope,
  q: StatsQuery,
  caches: AnswerCaches,
  nowMs: number = Date.now(),
): Promise<ScopedAnswer> {
  const metric = METRICS[q.metric];
  const bounds = resolvePeriod(q.filters, nowMs);
  const base = {
    metric: q.metric,
    groupBy: q.groupBy ?? null,
    kind: metric.kind,
    ...isoBounds(bounds),
    computedAt: new Date(nowMs).toISOString(),
  };
  if (metric.kind === 'feed') {
    // Feeds select contracts over any time and apply the period to the events themselves.
    const chosen = select(snap, scope, q, OPEN, caches.selections);
    return { ...base, total: null, rows: [], items: await feed(db, snap, chosen.slots, q, bounds) };
  }
  const chosen = select(snap, scope, q, bounds, caches.selections);
  const total = caches.totals.get(`${chosen.key}|${q.metric}`, snap.generation, () => {
    const acc = accumulate(snap.facts, metric, chosen.slots, null, chosen.slots.length, 1);
    return { part: acc.part[0]!, whole: acc.whole[0]! };
  });
  const rows = q.groupBy ? await grouped(db, snap, scope, q, bounds, chosen, caches.groupings) : [];
  return { ...base, total: metricValue(metric.kind, total.part, total.whole), rows, items: [] };
}

async function grouped(
  db: Db,
  snap: Snapshot,
  scope: StatsScope,
  q: StatsQuery,
  bounds: DayBounds,
  chosen: Selection,
  groupings: GenerationCache<Grouping>,
): Promise<StatsRow[]> {
  const metric = METRICS[q.metric];
  const dim = DIMENSIONS[q.groupBy!];
  const ctx: DimensionContext = { tree: snap.tree, contextAreaId: contextAreaId(scope, snap.tree, q.filters), bounds };
  const g = groupings.get(`${chosen.key}|${q.groupBy}|${ctx.contextAreaId}`, snap.generation, () => dim.group(snap.facts, chosen.slots, ctx));
  const acc = accumulate(snap.facts, metric, g.slots, g.codes, g.n, g.size);
  const order = g.order(acc.seen);
  const ratio = hasRatio(metric.kind);
  let rows: StatsRow[] = order.map((c) => {
    const key = g.key(c);
    const row: StatsRow = { key, label: dim.label(key, ctx), value: metricValue(metric.kind, acc.part[c]!, acc.whole[c]!) };
    if (ratio) {
      row.part = acc.part[c]!;
      row.whole = acc.whole[c]!;
    }
    if (dim.adcode) row.adcode = dim.adcode(key, ctx);
    return row;
  });

  const sort = q.sort ?? (dim.ranking ? 'valueDesc' : 'key');
  if (sort !== 'key') {
    const rank = new Map(rows.map((r, i) => [r.key, i]));
    const sign = sort === 'valueDesc' ? -1 : 1;
    rows.sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? rank.get(a.key)! - rank.get(b.key)! : a.value === null ? 1 : -1;
      return sign * (a.value - b.value) || rank.get(a.key)! - rank.get(b.key)!;
    });
  }
  const limit = q.limit ?? (dim.ranking ? DEFAULT_TOP : undefined);
  if (limit !== undefined) rows = rows.slice(0, limit);

  if (q.groupBy === 'counterpart' && rows.length) {
    const ids = rows.map((r) => Number(r.key));
    const names = await db.select({ id: counterparts.id, name: counterparts.name }).from(counterparts).where(inArray(counterparts.id, ids));
    const nameOf = new Map(names.map((n) => [String(n.id), n.name]));
    for (const r of rows) r.label = nameOf.get(r.key) ?? r.key;
  }
  return rows;
}

/** The latest events of the chosen contracts within the period, newest first, named by contract, unit and area. */
async function feed(db: Db, snap: Snapshot, chosen: Int32Array, q: StatsQuery, bounds: DayBounds): Promise<StatsFeedItem[]> {
  const t = snap.facts;
  const limit = q.limit ?? DEFAULT_TOP;
  const warnings = q.metric === 'warningFeed';
  const events = warnings ? t.warnings : t.decisions;
  const latestAt = warnings ? t.warnAt : t.decisionAt;
  const top: { e: FeedEvent; s: number }[] = [];
  const newer = (a: FeedEvent, b: FeedEvent) => a.at > b.at || (a.at === b.at && a.id > b.id);
  for (let i = 0; i < chosen.length; i++) {
    const s = chosen[i]!;
    // Skips, without a lookup, contracts with no event or none newer than the last of a full list.
    const at = latestAt[s]!;
    if (at === 0 || (top.length === limit && at < top[limit - 1]!.e.at)) continue;
    for (const e of events.get(s) ?? []) {
      if (!inBounds(bounds, dayOf(e.at))) continue;
      if (top.length === limit && !newer(e, top[top.length - 1]!.e)) continue;
      // Insertion into a short sorted list (limit <= 50).
      let j = top.length;
      while (j > 0 && newer(e, top[j - 1]!.e)) j--;
      top.splice(j, 0, { e, s });
      if (top.length > limit) top.pop();
    }
  }
  if (!top.length) return [];
  const ids = [...new Set(top.map((x) => t.ids[x.s]!))];
  const names = await db.select({ id: contracts.id, name: contracts.name }).from(contracts).where(inArray(contracts.id, ids));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return top.map(({ e, s }) => {
    const unitId = t.unitId[s]!;
    const areaId = t.areaId[s]!;
    return {
      id: e.id,
      at: new Date(e.at).toISOString(),
      kind: e.kind,
      title: nameOf.get(t.ids[s]!) ?? '',
      unitName: snap.tree.has(unitId) ? snap.tree.displayName(unitId) : null,
      areaName: areaId ? (snap.tree.get(areaId)?.name ?? null) : null,
      level: e.level,
    };
  });
}
