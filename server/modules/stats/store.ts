/**
 * The facts store of one database: every contract's facts (facts.ts) and the unit tree in memory,
 * kept current by the change events (server/events/bus.ts).
 *
 * - The first request loads everything, in id ranges of CHUNK contracts (a few dozen queries of
 *   tens of milliseconds each at 100k contracts, so other requests interleave; no query holds PGlite
 *   for long). One load at a time; concurrent requests wait for the same one.
 * - A change event naming contracts marks them dirty; the next request reloads just those (all the
 *   dirty ones at once: a burst of events costs one reload) before it answers, so a write shows at once.
 * - Events that do not say which contracts changed, a new calendar day (overdue and due counts move),
 *   and facts older than MAX_AGE_MS (writes that publish no event: units renamed, the nightly risk
 *   sweep, bulk imports) start a full reload in the background; requests keep the current facts
 *   until it swaps in.
 * Every change of the facts bumps `generation`, which the answer caches are stamped with.
 */
import { sql } from 'drizzle-orm';
import { todayDay } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Change, ChangeBus } from '../../events/bus';
import { type ContractFact, loadFacts } from './facts';
import { FactTable, TripleTable } from './table';
import { loadUnitTree, type UnitTree } from './tree';

/** Contracts per load query. */
export const CHUNK = 5_000;
/** Dirty contracts reloaded per query. */
const DIRTY_CHUNK = 500;
/** A full reload at the latest this often (writes that publish no change event). */
export const MAX_AGE_MS = 10 * 60_000;

/** Kinds of change that touch the facts (contract ids in `ids`). */
const FACT_KINDS: ReadonlySet<Change['kind']> = new Set(['contract', 'filing', 'risk', 'matter']);

export interface LoadReport {
  kind: 'full' | 'dirty';
  contracts: number;
  queries: number;
  ms: number;
  /** The longest single query of the load (how long PGlite was held at once). */
  maxQueryMs: number;
  /** Milliseconds spent per kind of query. */
  byQuery: Record<string, number>;
}

export interface Snapshot {
  facts: FactTable;
  tree: UnitTree;
  triples: TripleTable;
  /** The day the facts are computed for. */
  day: number;
  generation: number;
  /** Bumped by full reloads (the unit tree may differ): scope caches are keyed by it. */
  treeGeneration: number;
}

export class StatsStore {
  private readonly triples = new TripleTable();
  private facts = new FactTable(this.triples);
  private tree: UnitTree | null = null;
  private day = 0;
  private loadedAt = 0;
  private generation = 0;
  private treeGeneration = 0;
  private readonly dirty = new Set<number>();
  /** Contracts reloaded while a full load ran: the full load may have read them before their change. */
  private readonly reloadedDuringFull = new Set<number>();
  private staleAll = false;
  private fullLoad: Promise<void> | null = null;
  private dirtyLoad: Promise<void> | null = null;
  private readonly buses = new Map<ChangeBus, () => void>();
  /** The latest loads, for the benchmark and the logs. */
  readonly loads: LoadReport[] = [];
  /** Injectable clock (tests). */
  now: () => number = Date.now;

  constructor(private readonly db: Db) {}

  /** Listens to a change bus (once per bus); returns the unsubscribe. */
  listen(bus: ChangeBus): () => void {
    const existing = this.buses.get(bus);
    if (existing) return existing;
    const off = bus.subscribe((c) => this.onChange(c));
    const stop = () => {
      off();
      this.buses.delete(bus);
    };
    this.buses.set(bus, stop);
    return stop;
  }

  onChange(change: Pick<Change, 'kind' | 'ids'>): void {
    if (!FACT_KINDS.has(change.kind)) return;
    if (change.ids.length) for (const id of change.ids) this.dirty.add(id);
    // A matter without a contract (a project's) changes no contract facts.
    else if (change.kind !== 'matter') this.staleAll = true;
  }

  /** The facts, current with every change announced so far (see the file comment). */
  async current(): Promise<Snapshot> {
    if (!this.tree) await this.reloadAll();
    // The changes announced so far first: this answer must show them, whatever reload starts below. A
    // reload already under way (another request's) holds some of them: wait for it too.
    while (this.dirty.size || this.dirtyLoad) await (this.dirtyLoad ?? this.reloadDirty());
    const stale = this.staleAll || todayDay() !== this.day || this.now() - this.loadedAt > MAX_AGE_MS;
    if (stale && !this.fullLoad) {
      this.staleAll = false;
      void this.reloadAll().catch(() => {
        // Keep serving the facts we have; the next request tries again.
        this.staleAll = true;
      });
    }
    return this.snapshot();
  }

  snapshot(): Snapshot {
    return {
      facts: this.facts,
      tree: this.tree!,
      triples: this.triples,
      day: this.day,
      generation: this.generation,
      treeGeneration: this.treeGeneration,
    };
  }

  /** Loads everything now (or joins the load under way). */
  reloadAll(): Promise<void> {
    if (!this.fullLoad) {
      this.fullLoad = this.loadAll().finally(() => {
        this.fullLoad = null;
      });
    }
    return this.fullLoad;
  }

  private async loadAll(): Promise<void> {
    const t0 = performance.now();
    const report = newReport('full', 0);
    const timer = timerOf(report);
    // Contracts marked dirty stay so (a request under way must still load them into the facts it
    // answers from); those reloaded during the load are reloaded again after the swap.
    this.reloadedDuringFull.clear();
    const day = todayDay();
    const startedAt = this.now();
    const tree = await loadUnitTree(this.db);
    const [range] = await queryRows<{ lo: number | null; hi: number | null }>(this.db, sql`select min(id) as lo, max(id) as hi from contracts`);
    timer(performance.now() - t0, 'units');
    const facts = new FactTable(this.triples);
    const lo = range?.lo == null ? 1 : Number(range.lo);
    const hi = range?.hi == null ? 0 : Number(range.hi);
    for (let from = lo; from <= hi; from += CHUNK) {
      for (const f of await loadFacts(this.db, { from, to: from + CHUNK - 1 }, day, timer)) facts.put(f);
    }
    this.facts = facts;
    for (const id of this.reloadedDuringFull) this.dirty.add(id);
    this.reloadedDuringFull.clear();
    this.tree = tree;
    this.day = day;
    this.loadedAt = startedAt;
    this.generation++;
    this.treeGeneration++;
    report.contracts = facts.count;
    report.ms = performance.now() - t0;
    this.record(report);
  }

  private reloadDirty(): Promise<void> {
    if (!this.dirtyLoad) {
      this.dirtyLoad = this.loadDirty().finally(() => {
        this.dirtyLoad = null;
      });
    }
    return this.dirtyLoad;
  }

  private async loadDirty(): Promise<void> {
    const ids = [...this.dirty];
    this.dirty.clear();
    const t0 = performance.now();
    const report = newReport('dirty', ids.length);
    const timer = timerOf(report);
    const loaded = new Map<number, ContractFact>();
    try {
      for (let i = 0; i < ids.length; i += DIRTY_CHUNK) {
        const part = ids.slice(i, i + DIRTY_CHUNK);
        for (const f of await loadFacts(this.db, { ids: part }, this.day, timer)) loaded.set(f.id, f);
      }
    } catch (e) {
      for (const id of ids) this.dirty.add(id);
      throw e;
    }
    if (this.fullLoad) for (const id of ids) this.reloadedDuringFull.add(id);
    for (const id of ids) {
      const f = loaded.get(id);
      if (f) this.facts.put(f);
      else this.facts.remove(id);
    }
    // A contract in a unit created after the tree was loaded: reload the tree with everything.
    for (const f of loaded.values()) if (!this.tree?.has(f.unitId)) this.staleAll = true;
    this.generation++;
    report.ms = performance.now() - t0;
    this.record(report);
  }

  private record(r: LoadReport): void {
    this.loads.push(r);
    if (this.loads.length > 20) this.loads.shift();
  }
}

const newReport = (kind: LoadReport['kind'], contracts: number): LoadReport => ({ kind, contracts, queries: 0, ms: 0, maxQueryMs: 0, byQuery: {} });
const timerOf = (r: LoadReport) => (ms: number, what: string) => {
  r.queries++;
  r.maxQueryMs = Math.max(r.maxQueryMs, ms);
  r.byQuery[what] = Math.round((r.byQuery[what] ?? 0) + ms);
};

const stores = new WeakMap<Db, StatsStore>();

/** The facts store of a database (one per Db object, created on first use). */
export function statsStore(db: Db): StatsStore {
  let s = stores.get(db);
  if (!s) {
    s = new StatsStore(db);
    stores.set(db, s);
  }
  return s;
}
