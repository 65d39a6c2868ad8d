/**
 * The data of a rendered screen: one batch per refresh (the widgets' queries with the drill context
 * applied), through SWR under a key made of the path and the queries only, so a wall that runs for
 * days keeps one cache entry per screen and context. Refreshes every refreshSec, also while the tab
 * is hidden (walls, STACK-NOTES 17); while a new context loads, the previous answers stay on show.
 * The map's region data is asked for beside the batch (it would otherwise wait for the answers).
 */
import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { type Cache, preload, unstable_serialize, useSWRConfig } from 'swr';
import type { GeometryStamp, RegionChildren } from '../../src/domain/region-geometry';
import type { ScreenBody } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import type { WidgetData } from '../widgets/types';
import { currentArea, type DrillState } from './drill';
import { mapUnitQuery, planQueries, type QueryPlan } from './queries';
import { countBatch } from './screenStats';
import type { ScreenSource, StatsAnswer } from './source';

export interface Fetched {
  widgetKeys: string[];
  answers: StatsAnswer[];
  /** When the answers arrived (ms), for the 'updated at' note; never part of a key. */
  at: number;
}

export interface ScreenData {
  byWidget: ReadonlyMap<string, WidgetData>;
  /** The answers on show belong to an earlier context (a drill is loading). */
  stale: boolean;
  updatedAt: number | null;
  refresh: () => void;
}

/** The widgets a source asks for, and the batch they make in a drill context. */
export function askedWidgets(body: ScreenBody, source: ScreenSource): ScreenBody['widgets'] {
  const { excludes } = source;
  return excludes ? body.widgets.filter((w) => !excludes(w)) : body.widgets;
}

/** One refresh's answers, as the screen keeps them (also what a wall opened by its address preloads). */
export async function fetchScreenData(source: ScreenSource, plan: QueryPlan, ctx: DrillState): Promise<Fetched> {
  const answers = await source.fetchStats(plan, ctx);
  countBatch();
  return { widgetKeys: plan.widgetKeys, answers, at: Date.now() };
}

/** The area whose regions the screen's map draws in a context (undefined: the screen has no map). */
export const mapAreaOf = (body: ScreenBody, ctx: DrillState): number | undefined =>
  body.widgets.some((w) => w.type === 'map') ? currentArea(ctx)?.id : undefined;

/**
 * Asks for an area's region data and its geometry under the keys the map widget reads (swr `preload`:
 * the widget finds them in flight or answered instead of asking once it has rendered). With the
 * geometry's stamp at hand (a wall's scope carries it) both calls leave at once; otherwise the
 * geometry follows the region's answer, which names its version.
 */
export function preloadRegion(source: ScreenSource, areaId: number, known?: GeometryStamp | null, then?: (region: RegionChildren) => void): void {
  const geometry = (stamp: GeometryStamp) =>
    void preloadOnce(source.geometryKey(areaId, stamp.version), () => source.fetchGeometry(areaId, stamp.version))?.catch(() => undefined);
  if (known) geometry(known);
  preloadOnce(source.regionKey(areaId), () => source.fetchRegion(areaId))
    ?.then((region) => {
      if (region.geometry && region.geometry.version !== known?.version) geometry(region.geometry);
      then?.(region);
    })
    .catch(() => undefined);
}

/**
 * A map in an area without child areas (a county) ranks its units with one more query, which it would
 * ask only once it has drawn the area: asked with the region's answer instead, under the key the map
 * reads (mapUnitQuery).
 */
function preloadUnitRankings(widgets: ScreenBody['widgets'], source: ScreenSource, ctx: DrillState, region: RegionChildren): void {
  const extra = source.extraStats;
  if (!extra || region.children.length > 0) return;
  for (const w of widgets) {
    const query = w.type === 'map' ? mapUnitQuery(w, ctx) : null;
    if (query) void preload(extra.key(query), () => extra.fetch(query)).catch(() => undefined);
  }
}

/**
 * Region data and geometry asked for by a preload in this page's life, by key. Neither changes while a
 * screen runs (the geometry's key carries its version), so each is asked once: swr's own guard ends as
 * soon as a hook takes the call over, and the map's hook (a child) takes it before the screen's effect
 * runs. Without this a drill asked for the new area's regions twice, and a wall opened by its address
 * asked for its geometry again once the map had drawn. A call that fails may be asked again; a hook
 * whose key is not in the cache asks by itself.
 */
const preloaded = new Set<string>();
function preloadOnce<T>(key: readonly unknown[], fetcher: () => Promise<T>): Promise<T> | undefined {
  const id = unstable_serialize(key);
  if (preloaded.has(id)) return undefined;
  preloaded.add(id);
  return preload(key, fetcher).catch((error: unknown) => {
    preloaded.delete(id);
    throw error;
  });
}

/**
 * Asks for a context's batch and its map's regions under the keys the screen reads: a wall opened by
 * its address (with the geometry stamp of the context's own area, when known), and a drill at the
 * click, before the new context renders.
 */
export function preloadScreenData(body: ScreenBody, source: ScreenSource, ctx: DrillState, known: { geometry?: GeometryStamp | null; cache?: Cache } = {}): void {
  const widgets = askedWidgets(body, source);
  const plan = planQueries(widgets, ctx);
  const key = screenDataKey(source, plan, ctx);
  if (key) void preload(key, () => fetchScreenData(source, plan, ctx)).catch(() => undefined);
  // The map draws the context's own area: the stamp given is its geometry's.
  const mapArea = mapAreaOf(body, ctx);
  if (mapArea === undefined) return;
  const units = (region: RegionChildren) => preloadUnitRankings(widgets, source, ctx, region);
  const cached = known.cache && cachedRegion(known.cache, source, mapArea);
  if (cached) units(cached);
  else preloadRegion(source, mapArea, known.geometry, units);
}

/** An area's regions as the screen's cache holds them (they do not change while a screen runs). */
const cachedRegion = (cache: Cache, source: ScreenSource, areaId: number): RegionChildren | undefined =>
  cache.get(unstable_serialize(source.regionKey(areaId)))?.data as RegionChildren | undefined;

/** The SWR key of a screen's batch in a context (null: no widget asks). */
export const screenDataKey = (source: ScreenSource, plan: QueryPlan, ctx: DrillState) => (plan.widgetKeys.length > 0 ? source.statsKey(plan, ctx) : null);

export function useScreenData(body: ScreenBody, source: ScreenSource, ctx: DrillState): ScreenData {
  const asked = useMemo(() => askedWidgets(body, source), [body, source]);
  const plan = useMemo(() => planQueries(asked, ctx), [asked, ctx]);
  const key = screenDataKey(source, plan, ctx);
  const { data, error, isLoading, mutate } = useSWR<Fetched>(key, () => fetchScreenData(source, plan, ctx), {
    refreshInterval: body.refreshSec * 1000,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });

  const byWidget = useMemo(() => {
    const map = new Map<string, WidgetData>();
    for (const w of body.widgets) if (w.query && !asked.includes(w)) map.set(w.i, { state: 'empty', message: t('screens.share.private') });
    if (data) {
      data.widgetKeys.forEach((k, n) => {
        const answer = data.answers[n];
        if (!answer) return;
        map.set(k, answer.ok ? { state: 'ready', result: answer.result } : { state: 'error', message: answer.message });
      });
    } else if (error) {
      for (const k of plan.widgetKeys) map.set(k, { state: 'error', message: error instanceof Error ? error.message : undefined });
    }
    return map;
  }, [data, error, plan.widgetKeys, body.widgets, asked]);

  // A map asks for its area's regions and outline once the answers are in: ask now, beside the batch.
  const mapArea = mapAreaOf(body, ctx);
  const { cache } = useSWRConfig();
  useEffect(() => {
    if (mapArea !== undefined && !cachedRegion(cache, source, mapArea)) preloadRegion(source, mapArea);
  }, [mapArea, source, cache]);

  const refresh = useCallback(() => void mutate(), [mutate]);
  return { byWidget, stale: isLoading && data !== undefined, updatedAt: data?.at ?? null, refresh };
}
