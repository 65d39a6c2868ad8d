/**
 * From a screen's widgets and its drill context to the one batch request of a refresh (pure). Each
 * widget's saved query gets the context applied: the current area (and the unit, when one is
 * picked) replace its area filter, and a period picked on the screen replaces its period, unless the
 * widget's options lock them (`lockArea`, `lockPeriod`). The SWR key is the batch path and a stable
 * JSON of these queries: the same screen in the same context is the same key, whatever the time.
 */
import { followsScreenArea, followsScreenPeriod, type WidgetInput } from '../../src/domain/screen';
import type { StatsFiltersInput, StatsQueryInput } from '../../src/domain/stats';
import { currentArea, type DrillPeriod, type DrillState } from './drill';

export type WidgetLike = Pick<WidgetInput, 'i' | 'type' | 'query' | 'options'>;

export interface QueryPlan {
  /** The queries of the widgets that ask one, in screen order. */
  queries: StatsQueryInput[];
  /** The widget key of each query (same order). */
  widgetKeys: string[];
}

/** The filters the drill context adds to a widget's query. */
export function applyContext(query: StatsQueryInput, ctx: DrillState, options: WidgetInput['options'] = {}): StatsQueryInput {
  const filters: StatsFiltersInput = { ...(query.filters ?? {}) };
  if (followsScreenArea({ query, options })) {
    const area = currentArea(ctx);
    if (area) filters.areaId = area.id;
    if (ctx.unit) filters.unitId = ctx.unit.id;
  }
  if (ctx.period && followsScreenPeriod({ query, options })) {
    filters.period = ctx.period;
    delete filters.from;
    delete filters.to;
  }
  return { ...query, filters };
}

/** The batch of a screen in a context: one query per widget that has one. */
export function planQueries(widgets: readonly WidgetLike[], ctx: DrillState): QueryPlan {
  const queries: StatsQueryInput[] = [];
  const widgetKeys: string[] = [];
  for (const w of widgets) {
    if (!w.query) continue;
    queries.push(applyContext(w.query, ctx, w.options));
    widgetKeys.push(w.i);
  }
  return { queries, widgetKeys };
}

/** Whether a map shows its ranking beside it (option `ranking`, on unless set to false). */
export const mapRanks = (widget: Pick<WidgetInput, 'options'>): boolean => widget.options?.ranking !== false;

/**
 * The units a map ranks in an area without child areas (a county): the widget's own query in the
 * context, grouped by unit, the 50 biggest. Null where it ranks none (no query, option `ranking` off).
 * One definition for the map and for the drill that asks for it at the click.
 */
export function mapUnitQuery(widget: Pick<WidgetInput, 'query' | 'options'>, ctx: DrillState): StatsQueryInput | null {
  if (!widget.query || !mapRanks(widget)) return null;
  return { ...applyContext(widget.query, ctx, widget.options), groupBy: 'unit', limit: 50, sort: 'valueDesc' };
}

/** The context a share link's stats call carries (the server applies it to the saved queries). */
export function shareContext(ctx: DrillState): { areaId?: number; period?: DrillPeriod } {
  const area = currentArea(ctx);
  return { ...(area ? { areaId: area.id } : {}), ...(ctx.period ? { period: ctx.period } : {}) };
}

/** JSON with object keys sorted and undefined members left out: equal values give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}
