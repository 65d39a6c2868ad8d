/**
 * The one ECharts core of the screens: modular imports of only the charts and components the widgets
 * use (STACK-NOTES 3: about half the bundle of the full build), the screen themes registered once.
 * Only screen chunks import this module, so ECharts never loads on the login page or the workplace.
 */
import type { ComposeOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import {
  BarChart,
  type BarSeriesOption,
  FunnelChart,
  type FunnelSeriesOption,
  GaugeChart,
  type GaugeSeriesOption,
  HeatmapChart,
  type HeatmapSeriesOption,
  LineChart,
  type LineSeriesOption,
  MapChart,
  type MapSeriesOption,
  PieChart,
  type PieSeriesOption,
  TreemapChart,
  type TreemapSeriesOption,
} from 'echarts/charts';
import {
  CalendarComponent,
  type CalendarComponentOption,
  GridComponent,
  type GridComponentOption,
  type LegendComponentOption,
  LegendScrollComponent,
  TooltipComponent,
  type TooltipComponentOption,
  type VisualMapComponentOption,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { registerScreenThemes } from '../../themes/echartsThemes';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  MapChart,
  GaugeChart,
  FunnelChart,
  HeatmapChart,
  TreemapChart,
  GridComponent,
  TooltipComponent,
  LegendScrollComponent,
  VisualMapContinuousComponent,
  CalendarComponent,
  LabelLayout,
  CanvasRenderer,
]);
registerScreenThemes(echarts);

/** The option type of every chart the widgets draw. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | MapSeriesOption
  | GaugeSeriesOption
  | FunnelSeriesOption
  | HeatmapSeriesOption
  | TreemapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
  | CalendarComponentOption
>;

/** Map name -> the geometry version registered under it. */
const registeredMaps = new Map<string, string>();

/**
 * Registers a map's GeoJSON under its name (`cn-<adcode>`) once per geometry version: a wall that
 * drills for days registers each area once; a new upload replaces the old outline.
 */
export function registerMapOnce(name: string, version: string, geojson: unknown): void {
  if (registeredMaps.get(name) === version) return;
  echarts.registerMap(name, geojson as Parameters<typeof echarts.registerMap>[1]);
  registeredMaps.set(name, version);
}

export { echarts };
