/**
 * The stats calls (src/domain/stats.ts; docs/api/stats.md): one query, or a screen's batch answered
 * in order. A batch's SWR key is its path and a stable JSON of its queries (never a time), so
 * `revalidatePrefix('stats/')` refreshes every screen and the analysis page.
 */
import { EARLY_CALL_PATHS } from './earlyCalls';
import type { WallScope, WallScopeQuery } from '../domain/screen-api';
import type { StatsQueryInput, StatsResult } from '../domain/stats';
import { api } from './client';

export const STATS_BATCH_PATH = 'stats/batch';
export const STATS_QUERY_PATH = 'stats/query';
export const STATS_SCOPE_PATH = EARLY_CALL_PATHS.scope;

export const statsKeys = {
  /** `queriesJson`: the stable JSON of the batch's queries (screens/engine/queries.ts stableJson). */
  batch: (queriesJson: string) => [STATS_BATCH_PATH, queriesJson] as const,
  scope: (query: WallScopeQuery) => [STATS_SCOPE_PATH, { area: query.area, unit: query.unit }] as const,
};

/** GET stats/scope: where the caller's walls open, and the path to the area (and unit) an address names. */
export function getWallScope(query: WallScopeQuery): Promise<WallScope> {
  return api.get<WallScope>(STATS_SCOPE_PATH, { area: query.area, unit: query.unit });
}

/** POST stats/batch: several queries (a screen's refresh), answered in the same order (`{ results }`). */
export async function queryStatsBatch(queries: readonly StatsQueryInput[]): Promise<StatsResult[]> {
  const answer = await api.post<{ results: StatsResult[] } | StatsResult[]>(STATS_BATCH_PATH, { queries });
  return Array.isArray(answer) ? answer : answer.results;
}

/** POST stats/query: one query. */
export function queryStats(query: StatsQueryInput): Promise<StatsResult> {
  return api.post<StatsResult>(STATS_QUERY_PATH, query);
}
