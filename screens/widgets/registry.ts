/**
 * The widget registry: each widget type of src/domain/screen.ts and how it draws an answer. The
 * header is drawn by the engine itself (it has no query); every other type is here.
 */
import type { WidgetType } from '../../src/domain/screen';
import { barWidget } from './BarWidget';
import { calendarWidget } from './CalendarWidget';
import { funnelWidget } from './FunnelWidget';
import { gaugeWidget } from './GaugeWidget';
import { kpiWidget } from './KpiWidget';
import { lineWidget } from './LineWidget';
import { mapWidget } from './MapWidget';
import { pieWidget } from './PieWidget';
import { rankingWidget } from './RankingWidget';
import { tableWidget } from './TableWidget';
import type { WidgetDefinition } from './types';

export const WIDGET_REGISTRY: Readonly<Record<Exclude<WidgetType, 'header'>, WidgetDefinition>> = {
  kpi: kpiWidget,
  bar: barWidget,
  line: lineWidget,
  pie: pieWidget,
  map: mapWidget,
  ranking: rankingWidget,
  table: tableWidget,
  gauge: gaugeWidget,
  funnel: funnelWidget,
  calendar: calendarWidget,
};
