/**
 * The stats calls (src/domain/stats.ts; docs/api/stats.md): one query, or a screen's batch answered
 * in order. A batch's SWR key is its path and a stable JSON of its queries (never a time), so
 * `revalidatePrefix('stats/')` refreshes every screen and the analysis page.
 */
import type { StatsQueryInput, StatsResult } from '../domain/stats';
import { api } from './client';

export const STATS_BATCH_PATH = 'stats/batch';
export const STATS_QUERY_PATH = 'stats/query';

export const statsKeys = {
  /** `queriesJson`: the stable JSON of the batch's queries (screens/engine/queries.ts stableJson). */
  batch: (queriesJson: string) => [STATS_BATCH_PATH, queriesJson] as const,
};

/** POST stats/batch: several queries (a screen's refresh), answered in the same order (`{ results }`). */
export async function queryStatsBatch(queries: readonly StatsQueryInput[]): Promise<StatsResult[]> {
  const answer = await api.post<{ results: StatsResult[] } | StatsResult[]>(STATS_BATCH_PATH, { queries });
  return Array.isArray(answer) ? answer : answer.results;
}

/** POST stats/query: one query. */
export function queryStats(query: StatsQueryInput): Promise<StatsResult> {
  return api.post<StatsResult>(STATS_QUERY_PATH, query);
}
