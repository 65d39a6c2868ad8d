/**
 * The data of a rendered screen: one batch per refresh (the widgets' queries with the drill context
 * applied), through SWR under a key made of the path and the queries only, so a wall that runs for
 * days keeps one cache entry per screen and context. Refreshes every refreshSec, also while the tab
 * is hidden (walls, STACK-NOTES 17); while a new context loads, the previous answers stay on show.
 * The map's region data is asked for beside the batch (it would otherwise wait for the answers).
 */
import { useCallback, useEffect, useMemo } from 'react';
import useSWR, { type Cache, preload, type ScopedMutator, unstable_serialize, useSWRConfig } from 'swr';
import type { GeometryStamp, RegionChildren } from '../../src/domain/region-geometry';
import type { ScreenBody } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import type { WidgetData } from '../widgets/types';
import { currentArea, type DrillState } from './drill';
import { mapUnitQuery, planQueries, type QueryPlan } from './queries';
import { countBatch } from './screenStats';
import type { ScreenSource, StatsAnswer } from './source';

export interface Fetched {
  /** The batch's key, serialized: which context the answers belong to. */
  context: string;
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
  return { context: unstable_serialize(screenDataKey(source, plan, ctx)), widgetKeys: plan.widgetKeys, answers, at: Date.now() };
}

/** The area whose regions the screen's map draws in a context (undefined: the screen has no map). */
export const mapAreaOf = (body: ScreenBody, ctx: DrillState): number | undefined =>
  body.widgets.some((w) => w.type === 'map') ? currentArea(ctx)?.id : undefined;

/**
 * Where preloaded answers are kept: the screen's SWR cache, and its mutate to write an answer in
 * before the context that reads it renders (absent before the app has rendered: the hooks then take
 * the calls over).
 */
export interface PreloadStore {
  cache: Cache;
  mutate: ScopedMutator;
}

/** The answer under `key` in the store's cache, if any. */
const cachedData = (store: PreloadStore | undefined, key: readonly unknown[]): unknown => store?.cache.get(unstable_serialize(key))?.data;

/**
 * Asks for one answer (swr `preload`: the hook finds it in flight or answered instead of asking once it
 * has rendered) and resolves once it is in, written to the store's cache. Resolves at once when the
 * cache already holds the key (the hook shows it and asks again by itself), and with undefined when the
 * call fails (the hook asks again and shows the failure).
 */
function ask<T>(store: PreloadStore | undefined, key: readonly unknown[], fetcher: () => Promise<T>, once = false): Promise<T | undefined> {
  const cached = cachedData(store, key) as T | undefined;
  if (cached !== undefined) return Promise.resolve(cached);
  const call = once ? preloadOnce(key, fetcher) : preload(key, fetcher);
  return call.then(
    async (value) => {
      await store?.mutate(key, value, { revalidate: false });
      return value;
    },
    () => undefined,
  );
}

/**
 * Asks for an area's region data and its geometry under the keys the map widget reads. With the
 * geometry's stamp at hand (a wall's scope carries it) both calls leave at once; otherwise the
 * geometry follows the region's answer, which names its version. Resolves with the region once both
 * are in.
 */
async function preloadRegion(source: ScreenSource, areaId: number, known: GeometryStamp | null | undefined, store: PreloadStore | undefined): Promise<RegionChildren | undefined> {
  const geometry = (stamp: GeometryStamp) => ask(store, source.geometryKey(areaId, stamp.version), () => source.fetchGeometry(areaId, stamp.version), true);
  const early = known ? geometry(known) : undefined;
  const region = await ask(store, source.regionKey(areaId), () => source.fetchRegion(areaId), true);
  const stamp = region?.geometry;
  await (stamp && stamp.version !== known?.version ? geometry(stamp) : early);
  return region;
}

/**
 * A map in an area without child areas (a county) ranks its units with one more query, which it would
 * ask only once it has drawn the area: asked with the region's answer instead, under the key the map
 * reads (mapUnitQuery).
 */
async function preloadUnitRankings(widgets: ScreenBody['widgets'], source: ScreenSource, ctx: DrillState, region: RegionChildren, store: PreloadStore | undefined): Promise<void> {
  const extra = source.extraStats;
  if (!extra || region.children.length > 0) return;
  const asked = widgets.map((w) => (w.type === 'map' ? mapUnitQuery(w, ctx) : null)).filter((q) => q !== null);
  await Promise.all(asked.map((query) => ask(store, extra.key(query), () => extra.fetch(query))));
}

/**
 * Region data and geometry asked for by a preload in this page's life, by key. Neither changes while a
 * screen runs (the geometry's key carries its version), so each is asked once: swr's own guard ends as
 * soon as a hook takes the call over, and the map's hook (a child) takes it before the screen's effect
 * runs. Without this a drill asked for the new area's regions twice, and a wall opened by its address
 * asked for its geometry again once the map had drawn. A call that fails may be asked again; a hook
 * whose key is not in the cache asks by itself.
 */
const preloaded = new Map<string, Promise<unknown>>();
function preloadOnce<T>(key: readonly unknown[], fetcher: () => Promise<T>): Promise<T> {
  const id = unstable_serialize(key);
  const asked = preloaded.get(id) as Promise<T> | undefined;
  if (asked) return asked;
  const call = preload(key, fetcher).catch((error: unknown) => {
    preloaded.delete(id);
    throw error;
  });
  preloaded.set(id, call);
  return call;
}

/**
 * Asks for a context's batch and its map's regions, outline and unit ranking under the keys the screen
 * reads: a wall opened by its address (with the geometry stamp of the context's own area, when known),
 * and a drill at the click. Resolves once all of it is in (each answer written to the store's cache,
 * when given) or has failed: a drill shows the new context then, drawn in one render with its data.
 */
export async function preloadScreenData(body: ScreenBody, source: ScreenSource, ctx: DrillState, known: { geometry?: GeometryStamp | null; store?: PreloadStore } = {}): Promise<void> {
  const { store } = known;
  const widgets = askedWidgets(body, source);
  const plan = planQueries(widgets, ctx);
  const key = screenDataKey(source, plan, ctx);
  const batch = key ? ask(store, key, () => fetchScreenData(source, plan, ctx)) : undefined;
  // The map draws the context's own area: the stamp given is its geometry's.
  const mapArea = mapAreaOf(body, ctx);
  const map =
    mapArea === undefined
      ? undefined
      : preloadRegion(source, mapArea, known.geometry, store).then((region) => region && preloadUnitRankings(widgets, source, ctx, region, store));
  await Promise.all([batch, map]);
}

/** The SWR key of a screen's batch in a context (null: no widget asks). */
export const screenDataKey = (source: ScreenSource, plan: QueryPlan, ctx: DrillState) => (plan.widgetKeys.length > 0 ? source.statsKey(plan, ctx) : null);

export function useScreenData(body: ScreenBody, source: ScreenSource, ctx: DrillState): ScreenData {
  const asked = useMemo(() => askedWidgets(body, source), [body, source]);
  const plan = useMemo(() => planQueries(asked, ctx), [asked, ctx]);
  const key = screenDataKey(source, plan, ctx);
  const answered = useSWR<Fetched>(key, () => fetchScreenData(source, plan, ctx), {
    refreshInterval: body.refreshSec * 1000,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  const { error, mutate } = answered;
  // SWR shows the previous context's answers (keepPreviousData) until the new context's arrive; when
  // they fail, the failure is shown, not the previous context.
  const earlier = answered.data !== undefined && answered.data.context !== unstable_serialize(key);
  const data = earlier && error ? undefined : answered.data;
  const stale = earlier && !error;

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
  const { cache, mutate: store } = useSWRConfig();
  useEffect(() => {
    if (mapArea !== undefined) void preloadRegion(source, mapArea, undefined, { cache, mutate: store });
  }, [mapArea, source, cache, store]);

  const refresh = useCallback(() => void mutate(), [mutate]);
  return { byWidget, stale, updatedAt: data?.at ?? null, refresh };
}
