/**
 * The ECharts options of the region map (MapWidget.tsx), pure: the child regions coloured by value
 * (`regionMapOption`), an area's own outline with its total (`outlineMapOption`), and the treemap that
 * stands in where there is no outline (`regionTreemapOption`), in the sizes of the layout mode.
 */
import { richText } from '../../../src/domain/escape';
import type { StatsValueKind } from '../../../src/domain/stats';
import { SCREEN_PALETTES } from '../../../themes/echartsThemes';
import type { ScreenEnv } from '../../engine/ScreenEnv';
import { fullValue, shortValue, withAlpha } from '../common';
import type { ChartOption } from '../echarts';
import type { RegionValue } from './rows';

/** Text sizes in design px: a wall is read from metres away (labels and legend >= 16, ranking rows >= 18). */
export const SIZES = {
  wall: { label: 16, legend: 16, row: 18, rowHeight: 38, caption: 16 },
  grid: { label: 12, legend: 11, row: 13, rowHeight: 28, caption: 12 },
  // One column on a phone: nothing under 14 px.
  phone: { label: 14, legend: 14, row: 15, rowHeight: 34, caption: 14 },
} as const;

/** What of the screen's environment an option depends on. */
export type MapLook = Pick<ScreenEnv, 'theme' | 'numbers' | 'mode'>;

/** The child regions of an area (map `name`), coloured by value, with their names and values as labels. */
export function regionMapOption(
  { theme, numbers, mode }: MapLook,
  { name, regions, byAdcode, kind, labels, clickable }: { name: string; regions: readonly RegionValue[]; byAdcode: ReadonlyMap<string, RegionValue>; kind: StatsValueKind; labels: boolean; clickable: boolean },
): ChartOption {
  const p = SCREEN_PALETTES[theme];
  const max = Math.max(1, ...regions.map((r) => r.value ?? 0));
  const sizes = SIZES[mode];
  return {
    tooltip: {
      trigger: 'item',
      className: 'screen-map-tooltip',
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        const r = byAdcode.get(one?.name ?? '');
        // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
        return r ? `${r.name}\n${fullValue(r.value, kind, numbers)}` : '';
      },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      left: 8,
      bottom: 8,
      itemWidth: mode === 'wall' ? 14 : 10,
      itemHeight: mode === 'wall' ? 120 : 70,
      calculable: false,
      text: [shortValue(max, kind, numbers), '0'],
      textStyle: { color: p.textMuted, fontSize: sizes.legend },
      inRange: { color: [p.scaleLow, p.scaleMid, p.scaleHigh] },
    },
    series: [
      {
        type: 'map',
        map: name,
        nameProperty: 'adcode',
        roam: false,
        layoutCenter: ['54%', '48%'],
        layoutSize: '90%',
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
          fontSize: sizes.label,
          textBorderColor: theme === 'dark' ? 'rgba(4, 18, 43, 0.9)' : 'rgba(255, 255, 255, 0.9)',
          textBorderWidth: 2,
          formatter: (params) => {
            const r = byAdcode.get(params.name ?? '');
            if (!r) return '';
            // A rich label: region names and values go in through richText, so '{v|..}' in a name stays text.
            return r.value === null ? richText(r.name) : `${richText(r.name)}\n{v|${richText(shortValue(r.value, kind, numbers))}}`;
          },
          rich: { v: { color: theme === 'dark' ? p.gold : '#b93a00', fontSize: sizes.label, fontWeight: 'bold', padding: [3, 0, 0, 0] } },
        },
        labelLayout: { hideOverlap: true },
        emphasis: {
          label: { show: labels, color: theme === 'dark' ? '#04122b' : p.text, textBorderWidth: 0 },
          itemStyle: { areaColor: p.gold, shadowBlur: 0 },
        },
        data: regions.filter((r) => r.adcode).map((r) => ({ name: r.adcode!, value: r.value ?? undefined })),
        cursor: clickable ? 'pointer' : 'default',
      },
    ],
  };
}

/** An area without geometry of its own (a county): its own outline (map `mapName`), with its name and total. */
export function outlineMapOption(
  { theme, numbers, mode }: MapLook,
  { mapName, adcode, name, total, kind, labels }: { mapName: string; adcode: string; name: string; total: number | null; kind: StatsValueKind; labels: boolean },
): ChartOption {
  const p = SCREEN_PALETTES[theme];
  const sizes = SIZES[mode];
  const short = shortValue(total, kind, numbers);
  return {
    tooltip: {
      trigger: 'item',
      className: 'screen-map-tooltip',
      // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
      formatter: () => `${name}\n${fullValue(total, kind, numbers)}`,
    },
    series: [
      {
        type: 'map',
        map: mapName,
        nameProperty: 'adcode',
        roam: false,
        // Above the approval number in the bottom corner.
        layoutCenter: ['50%', '46%'],
        layoutSize: '84%',
        selectedMode: false,
        itemStyle: {
          areaColor: withAlpha(p.scaleMid, 0.85),
          borderColor: theme === 'dark' ? 'rgba(150, 230, 255, 0.95)' : '#ffffff',
          borderWidth: 1.6,
          shadowColor: theme === 'dark' ? 'rgba(31, 209, 255, 0.55)' : 'transparent',
          shadowBlur: theme === 'dark' ? 16 : 0,
        },
        label: {
          show: labels,
          color: theme === 'dark' ? '#ffffff' : p.text,
          fontSize: sizes.label + 4,
          fontWeight: 'bold',
          textBorderColor: theme === 'dark' ? 'rgba(4, 18, 43, 0.9)' : 'rgba(255, 255, 255, 0.9)',
          textBorderWidth: 3,
          // The area's name and its total (rich text: a name with '{v|..}' in it stays text).
          formatter: () => `${richText(name)}\n{v|${richText(short)}}`,
          rich: { v: { color: theme === 'dark' ? p.gold : '#b93a00', fontSize: sizes.label + 8, fontWeight: 'bold', padding: [6, 0, 0, 0] } },
        },
        emphasis: { disabled: true },
        data: [{ name: adcode, value: total ?? undefined }],
        cursor: 'default',
      },
    ],
  };
}

/** The regions with a value as a treemap (keyed by id in `byName`). */
export function regionTreemapOption(
  { theme, numbers, mode }: MapLook,
  { regions, byName, kind }: { regions: readonly RegionValue[]; byName: ReadonlyMap<string, RegionValue>; kind: StatsValueKind },
): ChartOption {
  const p = SCREEN_PALETTES[theme];
  return {
    tooltip: {
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        const r = byName.get(String((one?.data as { id?: string } | undefined)?.id ?? ''));
        // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
        return r ? `${r.name}\n${fullValue(r.value, kind, numbers)}` : '';
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
        label: { fontSize: SIZES[mode].label, formatter: (params) => `${params.name}\n${shortValue(typeof params.value === 'number' ? params.value : null, kind, numbers)}` },
        levels: [{ color: [...p.series] }],
        data: regions.filter((r) => (r.value ?? 0) > 0).map((r) => ({ id: String(r.id), name: r.name, value: r.value ?? 0 })),
      },
    ],
  };
}
