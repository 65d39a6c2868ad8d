/**
 * What the editor knows of each widget type (pure): its default size and the smallest it may be
 * placed at, the query a new one starts with, which metrics and dimensions make sense for it, and
 * its display options (docs/screens.md "The widgets and their options"). Dimensions offered are
 * further limited to the pairs the stats server answers (src/domain/stats.ts acceptsGrouping).
 */
import type { WidgetType } from '../../src/domain/screen';
import {
  acceptsGrouping,
  STATS_DIMENSIONS,
  STATS_METRICS,
  type StatsDimension,
  type StatsMetric,
  type StatsQueryInput,
  type StatsValueKind,
} from '../../src/domain/stats';

export interface Size {
  w: number;
  h: number;
}

/** A display option of a widget type, as the property panel edits it. */
export type OptionField =
  | { name: string; kind: 'bool'; fallback: boolean }
  | { name: string; kind: 'number'; fallback: number; min: number; max: number }
  | { name: string; kind: 'choice'; fallback: string; choices: readonly string[] }
  | { name: string; kind: 'text'; maxLength: number };

export interface WidgetKind {
  size: Size;
  minSize: Size;
  /** The query a new widget of this type asks (null: the header). */
  query: StatsQueryInput | null;
  options: Record<string, string | number | boolean>;
  /** The value kinds of the metrics it can show. */
  valueKinds: readonly StatsValueKind[];
  /** The dimensions it can group by (before the server's refusals); empty: the total only. */
  dimensions: readonly StatsDimension[];
  /** A grouped chart needs a dimension; a KPI or gauge has none; a table takes either. */
  grouping: 'required' | 'none' | 'optional';
  fields: readonly OptionField[];
}

const NUMERIC: readonly StatsValueKind[] = ['count', 'fen', 'rate', 'days'];
/** Dimensions for charts of groups (calendar days belong to the calendar, months to the line). */
const GROUPS: readonly StatsDimension[] = STATS_DIMENSIONS.filter((d) => d !== 'day');

export const KPI_ACCENTS = ['cyan', 'gold', 'red', 'green', 'blue'] as const;

export const WIDGET_KINDS: Readonly<Record<WidgetType, WidgetKind>> = {
  header: {
    size: { w: 24, h: 2 },
    minSize: { w: 6, h: 2 },
    query: null,
    options: {},
    valueKinds: [],
    dimensions: [],
    grouping: 'none',
    fields: [
      { name: 'periods', kind: 'bool', fallback: true },
      { name: 'clock', kind: 'bool', fallback: true },
    ],
  },
  kpi: {
    size: { w: 4, h: 3 },
    minSize: { w: 3, h: 2 },
    query: { metric: 'contractCount', filters: { period: 'ytd' } },
    options: { accent: 'cyan' },
    valueKinds: NUMERIC,
    dimensions: [],
    grouping: 'none',
    fields: [
      { name: 'accent', kind: 'choice', fallback: 'cyan', choices: KPI_ACCENTS },
      { name: 'digits', kind: 'number', fallback: 0, min: 0, max: 4 },
      { name: 'caption', kind: 'text', maxLength: 60 },
    ],
  },
  bar: {
    size: { w: 8, h: 6 },
    minSize: { w: 4, h: 3 },
    query: { metric: 'contractCount', groupBy: 'category', filters: { period: 'all' }, sort: 'valueDesc' },
    options: { horizontal: true },
    valueKinds: NUMERIC,
    dimensions: GROUPS,
    grouping: 'required',
    fields: [{ name: 'horizontal', kind: 'bool', fallback: true }],
  },
  line: {
    size: { w: 12, h: 5 },
    minSize: { w: 4, h: 3 },
    query: { metric: 'contractCount', groupBy: 'month', filters: { period: 'last12m' }, sort: 'key' },
    options: {},
    valueKinds: NUMERIC,
    dimensions: ['month', 'day'],
    grouping: 'required',
    fields: [
      { name: 'area', kind: 'bool', fallback: true },
      { name: 'smooth', kind: 'bool', fallback: true },
    ],
  },
  pie: {
    size: { w: 6, h: 5 },
    minSize: { w: 4, h: 3 },
    query: { metric: 'contractCount', groupBy: 'category', filters: { period: 'all' } },
    options: { ring: true },
    valueKinds: ['count', 'fen'],
    dimensions: GROUPS.filter((d) => d !== 'month'),
    grouping: 'required',
    fields: [
      { name: 'ring', kind: 'bool', fallback: true },
      { name: 'top', kind: 'number', fallback: 7, min: 1, max: 12 },
      { name: 'legend', kind: 'choice', fallback: 'right', choices: ['right', 'bottom'] },
    ],
  },
  map: {
    size: { w: 12, h: 9 },
    minSize: { w: 4, h: 4 },
    query: { metric: 'contractCount', groupBy: 'area', filters: { period: 'all' } },
    options: {},
    valueKinds: NUMERIC,
    dimensions: ['area'],
    grouping: 'required',
    fields: [
      { name: 'fallback', kind: 'choice', fallback: 'tiles', choices: ['tiles', 'treemap'] },
      { name: 'labels', kind: 'bool', fallback: true },
      { name: 'ranking', kind: 'bool', fallback: true },
    ],
  },
  ranking: {
    size: { w: 6, h: 8 },
    minSize: { w: 4, h: 3 },
    query: { metric: 'contractCount', groupBy: 'unit', filters: { period: 'all' }, limit: 10, sort: 'valueDesc' },
    options: { rows: 10 },
    valueKinds: NUMERIC,
    dimensions: GROUPS.filter((d) => d !== 'month'),
    grouping: 'required',
    fields: [{ name: 'rows', kind: 'number', fallback: 10, min: 1, max: 50 }],
  },
  table: {
    size: { w: 6, h: 5 },
    minSize: { w: 4, h: 3 },
    query: { metric: 'warningFeed', filters: { period: 'all' }, limit: 20 },
    options: {},
    valueKinds: ['feed', ...NUMERIC],
    dimensions: GROUPS,
    grouping: 'optional',
    fields: [{ name: 'secondsPerRow', kind: 'number', fallback: 3, min: 1, max: 20 }],
  },
  gauge: {
    size: { w: 4, h: 4 },
    minSize: { w: 3, h: 3 },
    query: { metric: 'filingRate', filters: { period: 'all' } },
    options: {},
    valueKinds: ['rate', 'days'],
    dimensions: [],
    grouping: 'none',
    fields: [{ name: 'max', kind: 'number', fallback: 15, min: 1, max: 100 }],
  },
  funnel: {
    size: { w: 6, h: 5 },
    minSize: { w: 4, h: 3 },
    query: { metric: 'contractCount', groupBy: 'phase', filters: { period: 'all' } },
    options: {},
    valueKinds: ['count', 'fen'],
    dimensions: ['phase'],
    grouping: 'required',
    fields: [{ name: 'cumulative', kind: 'bool', fallback: true }],
  },
  calendar: {
    size: { w: 12, h: 6 },
    minSize: { w: 6, h: 4 },
    query: { metric: 'contractCount', groupBy: 'day', filters: { period: 'last12m' } },
    options: {},
    valueKinds: ['count', 'fen'],
    dimensions: ['day'],
    grouping: 'required',
    fields: [],
  },
};

/** Options every widget with a query takes: keep the saved area or period whatever the drill context. */
export const LOCK_FIELDS: readonly OptionField[] = [
  { name: 'lockArea', kind: 'bool', fallback: false },
  { name: 'lockPeriod', kind: 'bool', fallback: false },
];

/** The metrics a widget type can show, in the order of STATS_METRICS. */
export function metricsFor(type: WidgetType): StatsMetric[] {
  const kinds = WIDGET_KINDS[type].valueKinds;
  return (Object.keys(STATS_METRICS) as StatsMetric[]).filter((m) => kinds.includes(STATS_METRICS[m]));
}

/** The dimensions a widget of this type may group `metric` by: its own, less the pairs the server refuses. */
export function dimensionsFor(type: WidgetType, metric: StatsMetric): StatsDimension[] {
  if (STATS_METRICS[metric] === 'feed') return [];
  return WIDGET_KINDS[type].dimensions.filter((d) => acceptsGrouping(metric, d));
}

/** Whether this widget type with this metric must have a dimension (a chart of groups). */
export function needsGrouping(type: WidgetType, metric: StatsMetric): boolean {
  return WIDGET_KINDS[type].grouping === 'required' && STATS_METRICS[metric] !== 'feed';
}

/** Whether it may have none (the total, or a feed). */
export function allowsNoGrouping(type: WidgetType, metric: StatsMetric): boolean {
  return !needsGrouping(type, metric);
}
