/**
 * Runs statistics queries for a caller (the stats routes) or for a public screen (the screen-share
 * feature): validates every query first (a metric/dimension pair that makes no sense, or what a
 * public screen may not show, answers 501 for the whole set with the query's path), resolves the data
 * scope (an area or unit outside it is answered with the caller's own), then answers each query from the facts, through a
 * per-(scope, query) cache that a change of the facts invalidates (store.ts).
 */
import { ApiCode } from '../../../src/domain/envelope';
import {
  PRIVATE_DIMENSIONS,
  PRIVATE_METRICS,
  type StatsQuery,
  type StatsQueryInput,
  type StatsResult,
  statsQuerySchema,
} from '../../../src/domain/stats';
import { dayOf } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { type AnswerCaches, answerQuery, type ScopedAnswer } from './answer';
import { GenerationCache, stableKey } from './cache';
import { pairProblem } from './registry';
import { clampFilters, contextAreaId, isPublic, resolveScope, type StatsCaller } from './scope';
import { statsStore } from './store';

export type { StatsCaller } from './scope';

/** Answers kept per database (LRU), and contract selections shared by the queries of a screen. */
export const RESULT_CACHE_SIZE = 500;
const WORK_CACHE_SIZE = 30;

interface Caches extends AnswerCaches {
  results: GenerationCache<Promise<ScopedAnswer>>;
}
const cachesOf = new WeakMap<Db, Caches>();

function caches(db: Db): Caches {
  let c = cachesOf.get(db);
  if (!c) {
    c = {
      results: new GenerationCache(RESULT_CACHE_SIZE),
      selections: new GenerationCache(WORK_CACHE_SIZE),
      groupings: new GenerationCache(WORK_CACHE_SIZE),
      totals: new GenerationCache(RESULT_CACHE_SIZE),
    };
    cachesOf.set(db, c);
  }
  return c;
}

export interface RunOptions {
  /** The field path of query i in error answers (default `queries.i`). */
  pathOf?: (i: number) => string;
}

type FieldError = { path: string; message: string };
const invalid = (fields: FieldError[]) => new ApiError(ApiCode.invalid, 'invalid', {}, { fields });

/** Parses and checks the queries; every problem of every query is listed. */
export function validateQueries(queries: readonly (StatsQueryInput | StatsQuery)[], publicScreen: boolean, pathOf: (i: number) => string): StatsQuery[] {
  const fields: FieldError[] = [];
  const parsed: StatsQuery[] = [];
  queries.forEach((input, i) => {
    const at = (field: string) => (pathOf(i) ? `${pathOf(i)}.${field}` : field);
    const res = statsQuerySchema.safeParse(input);
    if (!res.success) {
      for (const issue of res.error.issues) fields.push({ path: at(issue.path.join('.')), message: issue.message });
      return;
    }
    const q = res.data;
    const problem = pairProblem(q.metric, q.groupBy);
    if (problem) fields.push({ path: at('groupBy'), message: problem });
    if (publicScreen) {
      if (PRIVATE_METRICS.includes(q.metric)) fields.push({ path: at('metric'), message: 'not shown on public screens' });
      if (q.groupBy && PRIVATE_DIMENSIONS.includes(q.groupBy)) fields.push({ path: at('groupBy'), message: 'not shown on public screens' });
      // De-identified aggregates only: nothing is answered for a single unit.
      if (q.filters.unitId !== undefined) fields.push({ path: at('filters.unitId'), message: 'not shown on public screens' });
    }
    parsed.push(q);
  });
  if (fields.length) throw invalid(fields);
  return parsed;
}

/**
 * Answers the queries in order for a signed-in caller (AuthContext) or a public screen
 * (`{ public: true, rootAreaId }`): code 501 when any query is invalid; a filter outside the caller's
 * scope is fitted to it (result.context says what was answered); HTTP 403 for counterpart users and
 * legal advisers.
 */
export async function runStatsQueries(
  db: Db,
  who: StatsCaller,
  queries: readonly (StatsQueryInput | StatsQuery)[],
  opts: RunOptions = {},
): Promise<StatsResult[]> {
  const pathOf = opts.pathOf ?? ((i: number) => `queries.${i}`);
  const parsed = validateQueries(queries, isPublic(who), pathOf);
  const snap = await statsStore(db).current();
  const scope = await resolveScope(db, snap, who);
  const fitted = parsed.map((q, i) => {
    const { filters, clamped } = clampFilters(scope, snap.tree, q.filters, pathOf(i));
    return { query: { ...q, filters }, clamped };
  });
  const all = caches(db);
  const now = Date.now();
  const today = dayOf(now);
  return Promise.all(
    fitted.map(async ({ query: q, clamped }) => {
      const result = await all.results.get(`${scope.key}|${today}|${stableKey(q)}`, snap.generation, () => answerQuery(db, snap, scope, q, all, now));
      const context = { areaId: contextAreaId(scope, snap.tree, q.filters), unitId: q.filters.unitId ?? null, clamped };
      return { ...result, context };
    }),
  );
}

/** Loads the facts ahead of the first screen (call after the server listens; a no-op once loaded). */
export async function warmStats(db: Db): Promise<void> {
  await statsStore(db).current();
}
