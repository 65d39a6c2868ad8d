/**
 * Answers one statistics query from the facts in memory: selects the contracts (scope, filters,
 * period), adds up the metric over them and per group of the dimension, orders and limits the rows,
 * and labels them; feeds list the latest events of the selected contracts. The only database reads
 * are the names of the few counterparts and contracts an answer shows.
 */
import { inArray } from 'drizzle-orm';
import { dayOf } from '../../../src/domain/calendar';
import type { StatsFeedItem, StatsQuery, StatsResult, StatsRow } from '../../../src/domain/stats';
import type { Db } from '../../db/client';
import { contracts, counterparts } from '../../db/schema';
import { GenerationCache, stableKey } from './cache';
import type { ContractFact, FeedEvent } from './facts';
import { type DayBounds, inBounds, isoBounds, resolvePeriod } from './periods';
import { type Acc, DIMENSIONS, type DimensionContext, hasRatio, METRICS, valueOf } from './registry';
import { contextAreaId, type StatsScope } from './scope';
import type { Snapshot } from './store';

/** Rankings and feeds answer this many rows unless the query says. */
export const DEFAULT_TOP = 10;

/** The contracts of a scope that the filters select (cached per scope and filters, per facts generation). */
function select(snap: Snapshot, scope: StatsScope, q: StatsQuery, bounds: DayBounds, cache: GenerationCache<ContractFact[]>): ContractFact[] {
  const f = q.filters;
  const key = `${scope.key}|${stableKey({ ...f, from: bounds.from, to: bounds.to, period: undefined })}`;
  return cache.get(key, snap.generation, () => {
    const areas = f.areaId === undefined ? null : snap.tree.subtree(f.areaId);
    const units = f.unitId === undefined ? null : snap.tree.subtree(f.unitId);
    const categories = f.category ? new Set<string>(f.category) : null;
    const statuses = f.status ? new Set<string>(f.status) : null;
    const out: ContractFact[] = [];
    for (const c of snap.facts.values()) {
      if (!scope.allows(c)) continue;
      if (areas && (c.areaId === null || !areas.has(c.areaId))) continue;
      if (units && !units.has(c.unitId)) continue;
      if (bounds.from !== null && c.periodDay < bounds.from) continue;
      if (bounds.to !== null && c.periodDay > bounds.to) continue;
      if (categories && !categories.has(c.category)) continue;
      if (statuses && !statuses.has(c.status)) continue;
      if (f.major !== undefined && c.major !== f.major) continue;
      out.push(c);
    }
    return out;
  });
}

const OPEN: DayBounds = { from: null, to: null };

export async function answerQuery(
  db: Db,
  snap: Snapshot,
  scope: StatsScope,
  q: StatsQuery,
  selections: GenerationCache<ContractFact[]>,
  nowMs: number = Date.now(),
): Promise<StatsResult> {
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
    const chosen = select(snap, scope, q, OPEN, selections);
    return { ...base, total: null, rows: [], items: await feed(db, snap, chosen, q, bounds) };
  }
  const chosen = select(snap, scope, q, bounds, selections);
  const total: Acc = { part: 0, whole: 0 };
  for (const c of chosen) metric.add!(total, c);
  const rows = q.groupBy ? await grouped(db, snap, scope, q, bounds, chosen) : [];
  return { ...base, total: valueOf(metric.kind, total), rows, items: [] };
}

async function grouped(db: Db, snap: Snapshot, scope: StatsScope, q: StatsQuery, bounds: DayBounds, chosen: readonly ContractFact[]): Promise<StatsRow[]> {
  const metric = METRICS[q.metric];
  const dim = DIMENSIONS[q.groupBy!];
  const ctx: DimensionContext = { tree: snap.tree, contextAreaId: contextAreaId(scope, snap.tree, q.filters), bounds };
  const memo = new Map<unknown, string | null>();
  const groups = new Map<string, Acc>();
  const add = (key: string, c: ContractFact) => {
    let acc = groups.get(key);
    if (!acc) {
      acc = { part: 0, whole: 0 };
      groups.set(key, acc);
    }
    metric.add!(acc, c);
  };
  for (const c of chosen) {
    const keys = dim.keys(c, ctx, memo);
    if (keys === null) continue;
    if (typeof keys === 'string') add(keys, c);
    else for (const k of keys) add(k, c);
  }

  const seen = new Set(groups.keys());
  let order: string[];
  if (dim.fixed) {
    order = dim.fixed(ctx, seen);
    const listed = new Set(order);
    // Keys outside the vocabulary (data older than it) still count, after the known ones.
    for (const k of [...seen].sort()) if (!listed.has(k)) order.push(k);
  } else order = [...seen].sort(dim.compare);

  const ratio = hasRatio(metric.kind);
  let rows: StatsRow[] = order.map((key) => {
    const acc = groups.get(key) ?? { part: 0, whole: 0 };
    const row: StatsRow = { key, label: dim.label(key, ctx), value: valueOf(metric.kind, acc) };
    if (ratio) {
      row.part = acc.part;
      row.whole = acc.whole;
    }
    if (dim.adcode) row.adcode = dim.adcode(key, ctx);
    return row;
  });

  const sort = q.sort ?? (dim.ranking ? 'valueDesc' : 'key');
  if (sort !== 'key') {
    const rank = new Map(order.map((k, i) => [k, i]));
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
async function feed(db: Db, snap: Snapshot, chosen: readonly ContractFact[], q: StatsQuery, bounds: DayBounds): Promise<StatsFeedItem[]> {
  const limit = q.limit ?? DEFAULT_TOP;
  const warnings = q.metric === 'warningFeed';
  const top: { e: FeedEvent; c: ContractFact }[] = [];
  const newer = (a: FeedEvent, b: FeedEvent) => a.at > b.at || (a.at === b.at && a.id > b.id);
  for (const c of chosen) {
    for (const e of warnings ? c.warnings : c.filingDecisions) {
      if (!inBounds(bounds, dayOf(e.at))) continue;
      if (top.length === limit && !newer(e, top[top.length - 1]!.e)) continue;
      // Insertion into a short sorted list (limit <= 50).
      let i = top.length;
      while (i > 0 && newer(e, top[i - 1]!.e)) i--;
      top.splice(i, 0, { e, c });
      if (top.length > limit) top.pop();
    }
  }
  if (!top.length) return [];
  const ids = [...new Set(top.map((t) => t.c.id))];
  const names = await db.select({ id: contracts.id, name: contracts.name }).from(contracts).where(inArray(contracts.id, ids));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return top.map(({ e, c }) => ({
    id: e.id,
    at: new Date(e.at).toISOString(),
    kind: e.kind,
    title: nameOf.get(c.id) ?? '',
    unitName: snap.tree.has(c.unitId) ? snap.tree.displayName(c.unitId) : null,
    areaName: c.areaId === null ? null : (snap.tree.get(c.areaId)?.name ?? null),
    level: e.level,
  }));
}
