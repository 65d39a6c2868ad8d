/**
 * Where a rendered screen gets its data: signed in, from the stats batch and the region calls under
 * /api/admin (the public display: its saved queries and map at the user's own area, screen/public-*,
 * on the session's base); on
 * a shared display, from the public /api/screen-share calls with the link's token
 * (the server runs the screen's saved queries itself). Both answer one list per refresh, aligned
 * with the widgets that ask; a widget whose query is refused (code 501 naming it) fails alone, the
 * rest of the batch is asked again without it. Signed in, a widget may also ask one query of its own
 * (the map: the units of a county); a public display (shared or signed in) asks nothing but the
 * screen's saved queries.
 */
import { createContext, useContext } from 'react';
import { getRegionChildren, getRegionGeometry, regionKeys } from '../../src/api/screens';
import { getSharedGeometry, getSharedRegion, querySharedStats, screenShareKeys } from '../../src/api/screenShare';
import { getPublicGeometry, getPublicRegion, publicWallKeys, queryPublicWallStats } from '../../src/api/publicWall';
import { queryStats, queryStatsBatch, STATS_BATCH_PATH, STATS_QUERY_PATH } from '../../src/api/stats';
import type { RegionChildren, RegionGeometry } from '../../src/domain/region-geometry';
import type { Widget } from '../../src/domain/screen';
import { PRIVATE_DIMENSIONS, PRIVATE_METRICS, type StatsQueryInput, type StatsResult } from '../../src/domain/stats';
import { batchWithRefusals, type StatsAnswer } from './batch';
import type { DrillState } from './drill';
import { type QueryPlan, shareContext, stableJson } from './queries';

export type { StatsAnswer };

export interface ScreenSource {
  kind: 'session' | 'share';
  /** Widgets this source never asks for (a public display: those naming organisations, and feeds). */
  excludes?: (widget: Widget) => boolean;
  statsKey(plan: QueryPlan, ctx: DrillState): readonly [string, string];
  fetchStats(plan: QueryPlan, ctx: DrillState): Promise<StatsAnswer[]>;
  regionKey(areaId: number): readonly unknown[];
  fetchRegion(areaId: number): Promise<RegionChildren>;
  geometryKey(areaId: number, version: string): readonly unknown[];
  fetchGeometry(areaId: number, version: string): Promise<RegionGeometry>;
  /** A widget's own extra query (signed in only: absent on a shared display, which names no unit). */
  extraStats?: {
    key(query: StatsQueryInput): readonly [string, string];
    fetch(query: StatsQueryInput): Promise<StatsResult>;
  };
}

export const sessionSource: ScreenSource = {
  kind: 'session',
  statsKey: (plan) => [STATS_BATCH_PATH, stableJson(plan.queries)],
  fetchStats: (plan) => (plan.queries.length ? batchWithRefusals(plan.queries, queryStatsBatch, 'queries') : Promise.resolve([])),
  regionKey: (areaId) => regionKeys.children(areaId),
  fetchRegion: getRegionChildren,
  geometryKey: (areaId, version) => regionKeys.geometry(areaId, version),
  fetchGeometry: getRegionGeometry,
  extraStats: { key: (query) => [STATS_QUERY_PATH, stableJson(query)], fetch: queryStats },
};

/** What a public display does not show (the server refuses it too): organisations and named events. */
export const isPrivateWidget = (w: Pick<Widget, 'query'>): boolean =>
  !!w.query && (PRIVATE_METRICS.includes(w.query.metric) || (!!w.query.groupBy && PRIVATE_DIMENSIONS.includes(w.query.groupBy)));

/**
 * The public display (/public-view-index) for a signed-in user, on the session's own base: the
 * stored public screen's widgets answered by the server at the user's own area in public mode
 * (screen/public-stats), de-identified like a share link's, and the map's region data within that
 * area (screen/public-region, screen/public-geometry). Counterpart users and legal advisers, who
 * hold no screen permission, use it as staff do.
 */
export const sessionPublicSource: ScreenSource = {
  kind: 'session',
  excludes: isPrivateWidget,
  // Under stats/: live sync refreshes it with every other figure.
  statsKey: (plan, ctx) => ['stats/public-wall', stableJson({ widgets: plan.widgetKeys, context: shareContext(ctx) })],
  fetchStats: (plan, ctx) =>
    plan.widgetKeys.length
      ? batchWithRefusals(plan.widgetKeys, (widgets) => queryPublicWallStats({ widgets: [...widgets], context: shareContext(ctx) }), 'widgets')
      : Promise.resolve([]),
  regionKey: (areaId) => publicWallKeys.region(areaId),
  fetchRegion: getPublicRegion,
  geometryKey: (areaId, version) => publicWallKeys.geometry(areaId, version),
  fetchGeometry: getPublicGeometry,
  // A public display names no unit: no query of a widget's own (the map's units of a county).
};

/** The source of a display opened through a share link. */
export function shareSource(token: string): ScreenSource {
  return {
    kind: 'share',
    excludes: isPrivateWidget,
    statsKey: (plan, ctx) => ['screen-share/stats', stableJson({ token, widgets: plan.widgetKeys, context: shareContext(ctx) })],
    fetchStats: (plan, ctx) =>
      plan.widgetKeys.length
        ? batchWithRefusals(plan.widgetKeys, (widgets) => querySharedStats({ token, widgets: [...widgets], context: shareContext(ctx) }), 'widgets')
        : Promise.resolve([]),
    regionKey: (areaId) => screenShareKeys.region(token, areaId),
    fetchRegion: (areaId) => getSharedRegion(token, areaId),
    geometryKey: (areaId, version) => screenShareKeys.geometry(token, areaId, version),
    fetchGeometry: (areaId, version) => getSharedGeometry(token, areaId, version),
  };
}

const ScreenSourceContext = createContext<ScreenSource>(sessionSource);
export const ScreenSourceProvider = ScreenSourceContext.Provider;
export const useScreenSource = (): ScreenSource => useContext(ScreenSourceContext);
