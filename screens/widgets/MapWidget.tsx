/**
 * Region map of the current area's child regions, coloured by the answer (grouped by area). The
 * outline is the area's stored GeoJSON, registered once as `cn-<adcode>` and keyed by adcode; its
 * approval number (审图号) shows in a corner. Clicking a region narrows the screen to it. Where an
 * area has no geometry, its child regions show as tiles (or a treemap: option `fallback`), and an
 * area without child regions as one tile with its total. Options: `fallback` ('tiles' | 'treemap'),
 * `labels` (names on the map, default true).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { richText } from '../../src/domain/escape';
import { mapNameOf, type RegionArea, type RegionGeometry } from '../../src/domain/region-geometry';
import type { StatsResult } from '../../src/domain/stats';
import { t } from '../../src/i18n';
import { SCREEN_PALETTES } from '../../themes/echartsThemes';
import { useDrill } from '../engine/DrillContext';
import { currentArea } from '../engine/drill';
import { useScreenEnv } from '../engine/ScreenEnv';
import { useScreenSource } from '../engine/source';
import { fullValue, optBool, optStr, shortValue, withAlpha } from './common';
import { EChart } from './EChart';
import { type ChartOption, registerMapOnce } from './echarts';
import type { DrillTarget, WidgetDefinition, WidgetViewProps } from './types';
import { WidgetSkeleton } from './WidgetStates';

/** Region data never changes while a screen runs (a new upload has a new version in its key). */
const STATIC = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, refreshInterval: 0, shouldRetryOnError: false } as const;

export interface RegionValue {
  id: number;
  name: string;
  adcode: string | null;
  value: number | null;
  /** A child region (it can be opened); false for the area's own level. */
  child: boolean;
}

/**
 * The child regions with their values: every child area (so regions without contracts show too),
 * then rows the children do not list (e.g. the area's own level), keyed by id.
 */
export function regionValues(children: readonly RegionArea[], result: StatsResult): RegionValue[] {
  const byId = new Map<number, RegionValue>();
  for (const c of children) byId.set(c.id, { id: c.id, name: c.name, adcode: c.adcode, value: null, child: true });
  for (const r of result.rows) {
    const id = Number(r.key);
    if (!Number.isSafeInteger(id)) continue;
    const known = byId.get(id);
    if (known) known.value = r.value;
    else byId.set(id, { id, name: r.label, adcode: r.adcode ?? null, value: r.value, child: false });
  }
  return [...byId.values()];
}

function MapView({ widget, result, onDrill }: WidgetViewProps) {
  const source = useScreenSource();
  const { state } = useDrill();
  const area = currentArea(state);
  const region = useSWR(area ? source.regionKey(area.id) : null, () => source.fetchRegion(area!.id), STATIC);
  const stamp = region.data?.geometry ?? null;
  const geometry = useSWR(area && stamp ? source.geometryKey(area.id, stamp.version) : null, () => source.fetchGeometry(area!.id, stamp!.version), STATIC);

  const children = region.data?.children ?? [];
  const regions = useMemo(() => regionValues(children, result), [children, result]);
  const mapRegions = useMemo(() => regions.filter((r) => r.child), [regions]);
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
  const approvalNo = geometry.data?.approvalNo ?? stamp?.approvalNo ?? null;
  const body =
    geometry.data && geometry.data.geojson.features.length > 0 ? (
      <GeoMap geometry={geometry.data} regions={mapRegions} result={result} labels={optBool(widget, 'labels', true)} onRegion={drill} />
    ) : optStr(widget, 'fallback', ['tiles', 'treemap'] as const, 'tiles') === 'treemap' && regions.some((r) => (r.value ?? 0) > 0) ? (
      <RegionTreemap regions={regions} result={result} onRegion={drill} />
    ) : (
      <RegionTiles regions={regions} result={result} areaName={area?.name ?? ''} onRegion={drill} />
    );
  return (
    <div className="screen-map">
      {body}
      {approvalNo && <div className="screen-map__approval">{t('screens.map.approvalNo', { no: approvalNo })}</div>}
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

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const max = Math.max(1, ...regions.map((r) => r.value ?? 0));
    const font = mode === 'wall' ? 14 : 11;
    return {
      tooltip: {
        trigger: 'item',
        className: 'screen-map-tooltip',
        formatter: (params) => {
          const one = Array.isArray(params) ? params[0] : params;
          const r = byAdcode.get(one?.name ?? '');
          // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
          return r ? `${r.name}\n${fullValue(r.value, result.kind, numbers)}` : '';
        },
      },
      visualMap: {
        type: 'continuous',
        min: 0,
        max,
        left: 8,
        bottom: 8,
        itemWidth: 10,
        itemHeight: mode === 'wall' ? 110 : 70,
        calculable: false,
        text: [shortValue(max, result.kind, numbers), '0'],
        textStyle: { color: p.textMuted, fontSize: font - 2 },
        inRange: { color: [p.scaleLow, p.scaleMid, p.scaleHigh] },
      },
      series: [
        {
          type: 'map',
          map: name,
          nameProperty: 'adcode',
          roam: false,
          layoutCenter: ['52%', '50%'],
          layoutSize: '96%',
          selectedMode: false,
          itemStyle: {
            areaColor: p.scaleLow,
            borderColor: theme === 'dark' ? 'rgba(150, 230, 255, 0.85)' : '#ffffff',
            borderWidth: 1.2,
            shadowColor: theme === 'dark' ? 'rgba(31, 209, 255, 0.45)' : 'transparent',
            shadowBlur: theme === 'dark' ? 10 : 0,
          },
          label: {
            show: labels,
            color: theme === 'dark' ? '#ffffff' : p.text,
            fontSize: font,
            textBorderColor: theme === 'dark' ? 'rgba(4, 18, 43, 0.9)' : 'rgba(255, 255, 255, 0.9)',
            textBorderWidth: 2,
            formatter: (params) => {
              const r = byAdcode.get(params.name ?? '');
              if (!r) return '';
              // A rich label: region names and values go in through richText, so '{v|..}' in a name stays text.
              return r.value === null ? richText(r.name) : `${richText(r.name)}\n{v|${richText(shortValue(r.value, result.kind, numbers))}}`;
            },
            rich: { v: { color: theme === 'dark' ? p.gold : '#b93a00', fontSize: font - 1, fontWeight: 'bold', padding: [3, 0, 0, 0] } },
          },
          labelLayout: { hideOverlap: true },
          emphasis: {
            label: { show: labels, color: theme === 'dark' ? '#04122b' : p.text, textBorderWidth: 0 },
            itemStyle: { areaColor: p.gold, shadowBlur: 0 },
          },
          data: regions.filter((r) => r.adcode).map((r) => ({ name: r.adcode!, value: r.value ?? undefined })),
          cursor: onRegion ? 'pointer' : 'default',
        },
      ],
    };
  }, [name, regions, byAdcode, theme, numbers, mode, labels, result.kind, onRegion]);

  const onClick = onRegion
    ? (params: { name?: string }) => {
        const r = byAdcode.get(params.name ?? '');
        if (r) onRegion(r);
      }
    : undefined;
  return <EChart option={option} onClick={onClick} />;
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
            <span className="screen-tiles__name">{r.name}</span>
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
  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    return {
      tooltip: {
        formatter: (params) => {
          const one = Array.isArray(params) ? params[0] : params;
          const r = byName.get(String((one?.data as { id?: string } | undefined)?.id ?? ''));
          // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
          return r ? `${r.name}\n${fullValue(r.value, result.kind, numbers)}` : '';
        },
      },
      series: [
        {
          type: 'treemap',
          roam: false,
          nodeClick: false,
          breadcrumb: { show: false },
          top: 4,
          left: 4,
          right: 4,
          bottom: 4,
          itemStyle: { borderColor: theme === 'dark' ? '#04122b' : '#fff', borderWidth: 2, gapWidth: 2 },
          label: { fontSize: mode === 'wall' ? 15 : 12, formatter: (params) => `${params.name}\n${shortValue(typeof params.value === 'number' ? params.value : null, result.kind, numbers)}` },
          levels: [{ color: [...p.series] }],
          data: regions.filter((r) => (r.value ?? 0) > 0).map((r) => ({ id: String(r.id), name: r.name, value: r.value ?? 0 })),
        },
      ],
    };
  }, [regions, byName, theme, numbers, mode, result.kind]);
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
