/**
 * The editor's changes to a screen body (pure): the layout react-grid-layout reports, adding a widget
 * where it fits, removing one, and edits of a widget's type, query, options and title, and of the
 * screen's own properties. Every function returns a new body (the same object when nothing changed)
 * and keeps the body valid for screenBodySchema as far as the edit goes.
 */
import type { ScreenBody, Widget, WidgetType } from '../../src/domain/screen';
import { screenBodySchema } from '../../src/domain/screen';
import { acceptsGrouping, STATS_METRICS, type StatsDimension, type StatsFilters, type StatsMetric, type StatsQuery } from '../../src/domain/stats';
import { stableJson } from '../engine/queries';
import { rowsThatFit } from '../engine/scale';
import { dimensionsFor, metricsFor, needsGrouping, type Size, WIDGET_KINDS } from './catalog';

export interface Cell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

// ---------------------------------------------------------------- layout
/** The rows of the grid that fit the screen's design height (the canvas: nothing is placed below). */
export const designRows = (body: Pick<ScreenBody, 'designSize' | 'grid'>): number =>
  rowsThatFit(body.designSize.h, body.grid.rowHeight, body.grid.margin[1]);

/** The body with the positions of a reported layout (items it does not know are ignored). */
export function applyLayout(body: ScreenBody, layout: readonly Cell[]): ScreenBody {
  const byKey = new Map(layout.map((c) => [c.i, c]));
  let changed = false;
  const widgets = body.widgets.map((w) => {
    const c = byKey.get(w.i);
    if (!c || (c.x === w.x && c.y === w.y && c.w === w.w && c.h === w.h)) return w;
    changed = true;
    return { ...w, x: c.x, y: c.y, w: c.w, h: c.h };
  });
  return changed ? { ...body, widgets } : body;
}

const overlaps = (a: Cell, b: Omit<Cell, 'i'>): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The first free spot (top to bottom, then left to right) for a w x h cell within `cols` columns and
 * `rows` rows, or null when none is free.
 */
export function findSpot(cells: readonly Cell[], size: Size, cols: number, rows: number): { x: number; y: number } | null {
  if (size.w > cols || size.h > rows) return null;
  for (let y = 0; y + size.h <= rows; y++) {
    for (let x = 0; x + size.w <= cols; x++) {
      const candidate = { x, y, w: size.w, h: size.h };
      if (!cells.some((c) => overlaps(c, candidate))) return { x, y };
    }
  }
  return null;
}

/**
 * Where a new widget goes: its default size at the first free spot of the canvas; when none is free,
 * smaller sizes down to its minimum (wide before tall). Null when not even the minimum fits.
 */
export function placeNew(body: ScreenBody, type: WidgetType): Cell | null {
  const kind = WIDGET_KINDS[type];
  const cols = body.grid.cols;
  const rows = designRows(body);
  const want = { w: Math.min(kind.size.w, cols), h: kind.size.h };
  const sizes: Size[] = [];
  for (let h = want.h; h >= kind.minSize.h; h--) for (let w = want.w; w >= Math.min(kind.minSize.w, cols); w--) sizes.push({ w, h });
  sizes.sort((a, b) => b.w * b.h - a.w * a.h || b.w - a.w);
  for (const size of sizes) {
    const spot = findSpot(body.widgets, size, cols, rows);
    if (spot) return { i: '', ...spot, ...size };
  }
  return null;
}

/** A key not used by the screen: the type and the next free number (`kpi2`). */
export function newKey(body: ScreenBody, type: WidgetType): string {
  const used = new Set(body.widgets.map((w) => w.i));
  for (let n = 1; ; n++) if (!used.has(`${type}${n}`)) return `${type}${n}`;
}

/** A new widget of `type` with its default query and options (not yet placed). */
export function newWidget(type: WidgetType, key: string, title: string, cell: Omit<Cell, 'i'>): Widget {
  const kind = WIDGET_KINDS[type];
  const query = kind.query ? screenBodyQuery(kind.query) : null;
  return { i: key, ...cell, type, title, query, options: { ...kind.options } };
}

/** A query as the schema writes it (filters with their defaults). */
function screenBodyQuery(q: NonNullable<(typeof WIDGET_KINDS)[WidgetType]['query']>): StatsQuery {
  return { ...q, filters: { period: 'all', ...(q.filters ?? {}) } } as StatsQuery;
}

/** The body with a new widget of `type` placed where it fits, or null when the canvas is full. */
export function addWidget(body: ScreenBody, type: WidgetType, title: string): { body: ScreenBody; key: string } | null {
  const cell = placeNew(body, type);
  if (!cell) return null;
  const key = newKey(body, type);
  const { i: _unused, ...at } = cell;
  return { body: { ...body, widgets: [...body.widgets, newWidget(type, key, title, at)] }, key };
}

export function removeWidget(body: ScreenBody, key: string): ScreenBody {
  const widgets = body.widgets.filter((w) => w.i !== key);
  return widgets.length === body.widgets.length ? body : { ...body, widgets };
}

/** The body with one widget replaced by `edit(widget)`. */
export function updateWidget(body: ScreenBody, key: string, edit: (w: Widget) => Widget): ScreenBody {
  let changed = false;
  const widgets = body.widgets.map((w) => {
    if (w.i !== key) return w;
    const next = edit(w);
    if (next !== w) changed = true;
    return next;
  });
  return changed ? { ...body, widgets } : body;
}

// ---------------------------------------------------------------- one widget's query
/**
 * The dimension a query keeps when its widget type or metric changes: the current one if the new
 * pair is answered and makes sense for the type; else, when the type needs one, the first it offers.
 */
export function fitGroupBy(type: WidgetType, metric: StatsMetric, groupBy: StatsDimension | undefined): StatsDimension | undefined {
  const offered = dimensionsFor(type, metric);
  if (groupBy && offered.includes(groupBy)) return groupBy;
  return needsGrouping(type, metric) ? offered[0] : undefined;
}

/** A query with another metric: the dimension refitted, a feed's limit kept in range. */
export function withMetric(type: WidgetType, query: StatsQuery, metric: StatsMetric): StatsQuery {
  const groupBy = fitGroupBy(type, metric, query.groupBy);
  const { groupBy: _old, ...rest } = query;
  return { ...rest, metric, ...(groupBy ? { groupBy } : {}) };
}

/** A query grouped by another dimension (or none); a pair the server refuses is not applied. */
export function withGroupBy(query: StatsQuery, groupBy: StatsDimension | undefined): StatsQuery {
  if (groupBy && !acceptsGrouping(query.metric, groupBy)) return query;
  const { groupBy: _old, ...rest } = query;
  return groupBy ? { ...rest, groupBy } : rest;
}

/** A query with some filters changed (undefined removes one). */
export function withFilters(query: StatsQuery, patch: Partial<StatsFilters>): StatsQuery {
  const filters: Record<string, unknown> = { ...query.filters };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || (Array.isArray(v) && v.length === 0)) delete filters[k];
    else filters[k] = v;
  }
  if (filters.period !== 'custom') {
    delete filters.from;
    delete filters.to;
  }
  return { ...query, filters: filters as StatsFilters };
}

/**
 * A widget turned into another type: its query kept when the new type can show it (refitted), else
 * the new type's default query; options the new type does not know are dropped (the locks stay).
 */
export function changeType(widget: Widget, type: WidgetType): Widget {
  if (widget.type === type) return widget;
  const kind = WIDGET_KINDS[type];
  let query: StatsQuery | null = null;
  if (kind.query) {
    const current = widget.query;
    query =
      current && metricsFor(type).includes(current.metric)
        ? withMetric(type, current, current.metric)
        : screenBodyQuery(kind.query);
    // A grouped type whose dimension could not be fitted starts from its own default.
    if (needsGrouping(type, query.metric) && !query.groupBy) query = screenBodyQuery(kind.query);
  }
  const names = new Set([...kind.fields.map((f) => f.name), 'lockArea', 'lockPeriod']);
  const options: Widget['options'] = { ...kind.options };
  for (const [k, v] of Object.entries(widget.options)) if (names.has(k)) options[k] = v;
  return { ...widget, type, query, options };
}

/** Sets (or, with undefined, removes) one display option. */
export function withOption(widget: Widget, name: string, value: string | number | boolean | undefined): Widget {
  const options = { ...widget.options };
  if (value === undefined || value === '') delete options[name];
  else options[name] = value;
  return { ...widget, options };
}

/** The metric's value kind (for the panel: feeds take no sort or dimension). */
export const isFeed = (metric: StatsMetric): boolean => STATS_METRICS[metric] === 'feed';

// ---------------------------------------------------------------- checks
export interface Problem {
  path: string;
  message: string;
}

/** What screenBodySchema finds wrong with a body, as `path: message` pairs (empty: valid). */
export function bodyProblems(body: ScreenBody): Problem[] {
  const parsed = screenBodySchema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The field errors of a 501 answer (`result.fields`), or none. */
export function fieldProblems(result: unknown): Problem[] {
  const fields = (result as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((f): f is { path: unknown; message: unknown } => !!f && typeof f === 'object')
    .map((f) => ({ path: String(f.path ?? ''), message: String(f.message ?? '') }));
}

/** Whether two bodies are the same screen (key order aside). */
export const sameBody = (a: ScreenBody, b: ScreenBody): boolean => stableJson(a) === stableJson(b);

/** The screen's own properties. */
export function withScreenProps(body: ScreenBody, patch: Partial<Pick<ScreenBody, 'title' | 'refreshSec' | 'theme'>>): ScreenBody {
  return { ...body, ...patch };
}
