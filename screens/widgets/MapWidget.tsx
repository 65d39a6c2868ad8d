/**
 * Region map of the current area, coloured by the answer (grouped by area), with a ranking beside it.
 * An area that holds geometry shows its child regions (its GeoJSON, registered once as `cn-<adcode>`,
 * keyed by adcode; click a region to open it) and ranks them, children without an outline included.
 * An area without geometry of its own (a county) shows its own outline (its feature in the parent's
 * geometry, from region/children) with its total, and ranks its units: asked as one more query
 * (grouped by unit) where the source allows it, i.e. signed in; a public display names no unit, so
 * there the outline and the total stand alone. Clicking a unit narrows the screen to it. Rankings
 * leave out zero rows, biggest first, whole rows only. The approval number (审图号) of what is drawn
 * shows in a corner. Tiles (or a treemap: option `fallback`) stand in only where there is no outline
 * at all. Options: `fallback` ('tiles' | 'treemap'), `labels` (names on the map, default true),
 * `ranking` (the ranking beside the map, default true).
 */
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { TextWith } from '../../src/components/TextWith';
import { mapNameOf, type RegionGeometry, type RegionOutline } from '../../src/domain/region-geometry';
import type { StatsResult } from '../../src/domain/stats';
import { t } from '../../src/i18n';
import { SCREEN_PALETTES } from '../../themes/echartsThemes';
import { useDrill } from '../engine/DrillContext';
import { currentArea } from '../engine/drill';
import { mapRanks, mapUnitQuery } from '../engine/queries';
import { useScreenEnv } from '../engine/ScreenEnv';
import { useScreenSource } from '../engine/source';
import { fullValue, optBool, optStr, withAlpha } from './common';
import { EChart } from './EChart';
import { registerMapOnce } from './echarts';
import { outlineMapOption, regionMapOption, regionTreemapOption, SIZES } from './map/options';
import { type RankRow, type RegionValue, regionRankRows, regionValues, unitRankRows, rowsThatFit } from './map/rows';
import { useBoxSize } from './useBoxSize';
import type { DrillTarget, WidgetDefinition, WidgetViewProps } from './types';
import { WidgetSkeleton } from './WidgetStates';


/** Region data never changes while a screen runs (a new upload has a new version in its key). */
const STATIC = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, refreshInterval: 0, shouldRetryOnError: false } as const;

/** Units that arrived this recently are as fresh as a new answer of the screen (not asked again). */
const UNITS_FRESH_MS = 3000;

/** The ranking goes beside the map when the box is at least this much wider than high, else below it. */
const SIDE_RATIO = 1.25;

function MapView({ widget, result, onDrill }: WidgetViewProps) {
  const source = useScreenSource();
  const { mode, language } = useScreenEnv();
  const { state } = useDrill();
  const area = currentArea(state);
  const region = useSWR(area ? source.regionKey(area.id) : null, () => source.fetchRegion(area!.id), STATIC);
  const stamp = region.data?.geometry ?? null;
  const geometry = useSWR(area && stamp ? source.geometryKey(area.id, stamp.version) : null, () => source.fetchGeometry(area!.id, stamp!.version), STATIC);
  const [boxRef, measured] = useBoxSize();
  const box = measured ?? { w: 0, h: 0 };

  const children = region.data?.children ?? [];
  const outline = region.data?.outline ?? null;
  const leaf = region.data !== undefined && children.length === 0;
  const regions = useMemo(() => regionValues(children, result), [children, result]);
  const mapRegions = useMemo(() => regions.filter((r) => r.child), [regions]);
  const withRanking = mapRanks(widget);

  // A county ranks its units: one more query, the widget's own with the context, grouped by unit.
  const extra = source.extraStats;
  const unitQuery = useMemo(() => (leaf && extra ? mapUnitQuery(widget, state) : null), [leaf, extra, widget, state]);
  const units = useSWR(unitQuery && extra ? extra.key(unitQuery) : null, () => extra!.fetch(unitQuery!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // Refreshed with the screen: each new answer of the widget's own query asks the units again, unless
  // they are on their way or just arrived (a drill: SWR asks the new key by itself).
  const unitsAt = useRef(0);
  useEffect(() => {
    if (units.data) unitsAt.current = Date.now();
  }, [units.data]);
  const lastResult = useRef(result);
  const unitsBusy = units.isValidating;
  const revalidateUnits = units.mutate;
  useEffect(() => {
    if (lastResult.current === result) return;
    lastResult.current = result;
    if (unitQuery && !unitsBusy && Date.now() - unitsAt.current > UNITS_FRESH_MS) void revalidateUnits();
  }, [result, unitQuery, unitsBusy, revalidateUnits]);

  const drill = onDrill
    ? (r: RegionValue) => {
        // Only a child region can be opened (the area's own level is where the screen already is).
        if (r.child) onDrill({ kind: 'area', id: r.id, name: r.name, adcode: r.adcode } satisfies DrillTarget);
      }
    : undefined;

  if (area && (region.isLoading || (stamp && geometry.isLoading))) {
    return (
      <div className="screen-map" data-testid="map-loading">
        <WidgetSkeleton />
      </div>
    );
  }

  const hasGeometry = !!geometry.data && geometry.data.geojson.features.length > 0;
  const drawn: 'regions' | 'outline' | 'fallback' = hasGeometry ? 'regions' : outline ? 'outline' : 'fallback';
  const approvalNo = drawn === 'regions' ? (geometry.data?.approvalNo ?? stamp?.approvalNo ?? null) : drawn === 'outline' ? outline!.approvalNo : null;
  const rank = rankingRows();
  /** The rows beside the map: a county's units (none on a public display), else the regions unless tiles already list them. */
  function rankingRows(): RankRow[] | null {
    if (!withRanking) return null;
    if (leaf) {
      if (!unitQuery) return null;
      return units.data ? unitRankRows(units.data, language) : [];
    }
    return drawn === 'fallback' ? null : regionRankRows(regions);
  }
  const sizes = SIZES[mode];
  const side = box.w >= box.h * SIDE_RATIO;
  const listBox = side ? { w: Math.min(440, Math.max(220, box.w * 0.4)), h: box.h } : { w: box.w, h: Math.floor(box.h * 0.42) };
  const fit = rowsThatFit(listBox.h, sizes.rowHeight);
  const showList = rank !== null && box.w > 0 && fit >= 1;

  const body =
    drawn === 'regions' ? (
      <GeoMap geometry={geometry.data!} regions={mapRegions} result={result} labels={optBool(widget, 'labels', true)} onRegion={drill} />
    ) : drawn === 'outline' ? (
      <OutlineMap outline={outline!} name={area?.name ?? ''} result={result} labels={optBool(widget, 'labels', true)} />
    ) : optStr(widget, 'fallback', ['tiles', 'treemap'] as const, 'tiles') === 'treemap' && regions.some((r) => (r.value ?? 0) > 0) ? (
      <RegionTreemap regions={regions} result={result} onRegion={drill} />
    ) : (
      <RegionTiles regions={regions} result={result} areaName={area?.name ?? ''} onRegion={drill} />
    );
  return (
    <div ref={boxRef} className={`screen-map screen-map--${mode}${showList ? (side ? ' screen-map--side' : ' screen-map--below') : ''}`} data-drawn={drawn}>
      <div className="screen-map__chart">
        {/* Drawn once the box is measured: the chart is made at its size beside the ranking. */}
        {box.w > 0 && body}
        {approvalNo && (
          <div className="screen-map__approval" style={{ fontSize: sizes.caption }}>
            <TextWith text={t('screens.map.approvalNo')} nodes={{ no: <span translate="no">{approvalNo}</span> }} />
          </div>
        )}
      </div>
      {showList && (
        <MapRanking
          rows={rank}
          shown={fit}
          caption={leaf ? t('screens.map.rankUnits') : t('screens.map.rankRegions')}
          loading={leaf && units.isLoading}
          result={leaf && units.data ? units.data : result}
          style={side ? { width: listBox.w } : { height: listBox.h }}
          onDrill={onDrill}
        />
      )}
    </div>
  );
}

/** The ranking beside the map: a caption, then as many whole rows as fit (rank, name, bar, value). */
function MapRanking({
  rows,
  shown,
  caption,
  loading,
  result,
  style,
  onDrill,
}: {
  rows: readonly RankRow[];
  shown: number;
  caption: string;
  /** The rows are still on their way (no "no data" note meanwhile). */
  loading: boolean;
  result: StatsResult;
  style: CSSProperties;
  onDrill?: (target: DrillTarget) => void;
}) {
  const { numbers, mode } = useScreenEnv();
  const sizes = SIZES[mode];
  const visible = rows.slice(0, shown);
  const max = Math.max(0, ...visible.map((r) => r.value ?? 0));
  return (
    <div className="screen-map-rank" style={{ ...style, fontSize: sizes.row }} data-testid="map-ranking">
      <div className="screen-map-rank__caption" style={{ height: sizes.rowHeight, fontSize: sizes.caption }}>
        {caption}
      </div>
      {visible.length === 0 ? (
        !loading && (
          <div className="screen-map-rank__empty" style={{ height: sizes.rowHeight }}>
            {t('screens.empty')}
          </div>
        )
      ) : (
        <ol className="screen-map-rank__list">
          {visible.map((r, i) => {
            const width = max > 0 && r.value !== null ? Math.max(2, (r.value / max) * 100) : 0;
            const content = (
              <>
                <span className={`screen-map-rank__no screen-map-rank__no--${i < 3 ? i + 1 : 'n'}`}>{i + 1}</span>
                <span className="screen-map-rank__name" title={r.name} translate="no">
                  {r.name}
                </span>
                <span className="screen-map-rank__value">{fullValue(r.value, result.kind, numbers)}</span>
                <span className="screen-map-rank__bar">
                  <span className="screen-map-rank__fill" style={{ width: `${width}%` }} />
                </span>
              </>
            );
            const target = r.target;
            return (
              <li key={r.key} style={{ height: sizes.rowHeight }} data-testid="map-ranking-row" data-key={r.key}>
                {target && onDrill ? (
                  <button type="button" className="screen-map-rank__row" onClick={() => onDrill(target)}>
                    {content}
                  </button>
                ) : (
                  <div className="screen-map-rank__row">{content}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

interface RegionViewProps {
  regions: readonly RegionValue[];
  result: StatsResult;
  onRegion?: (r: RegionValue) => void;
}

function GeoMap({ geometry, regions, result, labels, onRegion }: RegionViewProps & { geometry: RegionGeometry; labels: boolean }) {
  const { theme, numbers, mode } = useScreenEnv();
  const name = mapNameOf(geometry.adcode ?? String(geometry.areaId));
  registerMapOnce(name, geometry.version, geometry.geojson);
  const byAdcode = useMemo(() => new Map(regions.filter((r) => r.adcode).map((r) => [r.adcode!, r])), [regions]);

  const option = useMemo(
    () => regionMapOption({ theme, numbers, mode }, { name, regions, byAdcode, kind: result.kind, labels, clickable: !!onRegion }),
    [name, regions, byAdcode, theme, numbers, mode, labels, result.kind, onRegion],
  );

  const onClick = onRegion
    ? (params: { name?: string }) => {
        const r = byAdcode.get(params.name ?? '');
        if (r) onRegion(r);
      }
    : undefined;
  return <EChart option={option} onClick={onClick} />;
}

/** An area without geometry of its own (a county): its own outline, with its name and total. */
function OutlineMap({ outline, name, result, labels }: { outline: RegionOutline; name: string; result: StatsResult; labels: boolean }) {
  const { theme, numbers, mode } = useScreenEnv();
  const adcode = outline.feature.properties.adcode;
  const mapName = `${mapNameOf(adcode)}-outline`;
  registerMapOnce(mapName, outline.version, { type: 'FeatureCollection', features: [outline.feature] });

  const option = useMemo(
    () => outlineMapOption({ theme, numbers, mode }, { mapName, adcode, name, total: result.total, kind: result.kind, labels }),
    [mapName, adcode, name, theme, numbers, mode, labels, result.total, result.kind],
  );
  return <EChart option={option} />;
}

/** Tiles of the child regions, brighter for higher values; a leaf area shows itself with its total. */
function RegionTiles({ regions, result, areaName, onRegion }: RegionViewProps & { areaName: string }) {
  const { theme, numbers } = useScreenEnv();
  const p = SCREEN_PALETTES[theme];
  const tiles: readonly RegionValue[] = regions.length > 0 ? regions : [{ id: 0, name: areaName, adcode: null, value: result.total, child: false }];
  const max = Math.max(1, ...tiles.map((r) => r.value ?? 0));
  const cols = Math.max(1, Math.min(tiles.length, Math.ceil(Math.sqrt(tiles.length * 1.6))));
  return (
    <div
      className={`screen-tiles${tiles.length === 1 ? ' screen-tiles--single' : ''}`}
      data-testid="map-tiles"
      style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
    >
      {tiles.map((r) => {
        const share = tiles.length === 1 ? 0.35 : (r.value ?? 0) / max;
        const style = { background: withAlpha(theme === 'dark' ? p.scaleHigh : p.scaleMid, 0.1 + share * 0.55), borderColor: withAlpha(p.accent, 0.25 + share * 0.6) };
        const content = (
          <>
            <span className="screen-tiles__name" translate="no">
              {r.name}
            </span>
            <span className="screen-tiles__value">{fullValue(r.value, result.kind, numbers)}</span>
          </>
        );
        return onRegion && r.child ? (
          <button type="button" key={r.id} className="screen-tiles__tile" style={style} onClick={() => onRegion(r)} data-testid="map-tile">
            {content}
          </button>
        ) : (
          <div key={r.id} className="screen-tiles__tile screen-tiles__tile--own" style={style} data-testid="map-tile">
            {content}
          </div>
        );
      })}
      {tiles.some((r) => r.child) && <div className="screen-tiles__note">{t('screens.map.tiles')}</div>}
    </div>
  );
}

function RegionTreemap({ regions, result, onRegion }: RegionViewProps) {
  const { theme, numbers, mode } = useScreenEnv();
  const byName = useMemo(() => new Map(regions.map((r) => [`${r.id}`, r])), [regions]);
  const option = useMemo(() => regionTreemapOption({ theme, numbers, mode }, { regions, byName, kind: result.kind }), [regions, byName, theme, numbers, mode, result.kind]);
  const onClick = onRegion
    ? (params: { data?: unknown }) => {
        const r = byName.get(String((params.data as { id?: string } | undefined)?.id ?? ''));
        if (r) onRegion(r);
      }
    : undefined;
  return <EChart option={option} onClick={onClick} />;
}

export const mapWidget: WidgetDefinition = {
  view: MapView,
  // A map always has regions to draw (the current area at least); null totals read '--'.
  isEmpty: () => false,
};
