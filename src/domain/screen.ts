/**
 * A screen of the command centre is data, not code (ARCHITECTURE.md section 3, Screens): its route, title,
 * design size, theme, refresh interval, grid and widgets, each widget with its position, type, title,
 * one stats query (src/domain/stats.ts) and display options. Stored in the database with versions;
 * imported and exported as JSON validated by these schemas (a screen never carries code: options
 * are plain values, no functions, no HTML).
 */
import { z } from './zod';
import { type StatsPeriod, statsQuerySchema } from './stats';
import { SCREEN_ROUTES } from './screen-routes';
import { idSchema, versionSchema } from './system';

export { PUBLIC_SCREEN_ROUTES, SCREEN_ROUTES, type ScreenRoute } from './screen-routes';
export const screenRouteSchema = z.enum(SCREEN_ROUTES);

export const WIDGET_TYPES = [
  /** Title bar with the screen's title, the region breadcrumb and a clock. */
  'header',
  /** One big number with an animated count-up, and an optional comparison. */
  'kpi',
  'bar',
  'line',
  /** Pie or ring (options.ring). */
  'pie',
  /** Region map of the context area's child regions (falls back to tiles/treemap without geometry). */
  'map',
  /** Ranking list with bars. */
  'ranking',
  /** Auto-scrolling table (feeds, or grouped rows). */
  'table',
  'gauge',
  /** The lifecycle funnel (contracts by stage). */
  'funnel',
  /** Calendar heat map (contracts per day). */
  'calendar',
] as const;
export const widgetTypeSchema = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof widgetTypeSchema>;

/** Display options: plain values only (strings up to 200 chars, numbers, booleans, lists of them). */
const optionValue = z.union([
  z.string().max(200),
  z.number().min(-1e9).max(1e9),
  z.boolean(),
  z.array(z.union([z.string().max(200), z.number().min(-1e9).max(1e9)])).max(50),
]);
export const widgetOptionsSchema = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/), optionValue).refine((o) => Object.keys(o).length <= 40, {
  message: 'at most 40 options',
});

export const widgetSchema = z
  .object({
    /** Unique within the screen (react-grid-layout's key). */
    i: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/),
    x: z.number().int().min(0).max(200),
    y: z.number().int().min(0).max(1000),
    w: z.number().int().min(1).max(200),
    h: z.number().int().min(1).max(200),
    type: widgetTypeSchema,
    title: z.string().trim().max(60),
    /** The header has none; every other widget asks one stats query. */
    query: statsQuerySchema.nullable(),
    options: widgetOptionsSchema.default({}),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.type !== 'header' && !w.query) ctx.addIssue({ code: 'custom', path: ['query'], message: 'this widget needs a query' });
  });
export type WidgetInput = z.input<typeof widgetSchema>;
export type Widget = z.output<typeof widgetSchema>;

// ---------------------------------------------------------------- the screen's period and area
type WidgetLike = Pick<WidgetInput, 'query' | 'options'>;

/**
 * Whether a widget follows the period picked on its screen, and the area opened on it: not when its
 * options lock the saved one (`lockPeriod`, `lockArea`). The engine (screens/engine/queries.ts) and
 * a shared display's server (server/modules/screens/public-stats.ts) apply the context by these.
 */
export const followsScreenPeriod = (w: WidgetLike): boolean => w.options?.lockPeriod !== true;
export const followsScreenArea = (w: WidgetLike): boolean => w.options?.lockArea !== true;

/**
 * The screen's own period (what its picker calls "默认"): the one period every widget that follows
 * the screen saves. A widget whose period differs locks it and names it in its title ("近12个月",
 * "累计"); null when the following widgets disagree (an edited screen), or none asks anything.
 */
export function screenDefaultPeriod(widgets: readonly WidgetLike[]): StatsPeriod | null {
  let found: StatsPeriod | null = null;
  for (const w of widgets) {
    if (!w.query || !followsScreenPeriod(w)) continue;
    const period = w.query.filters?.period ?? 'all';
    if (found !== null && found !== period) return null;
    found = period;
  }
  return found;
}

export const screenThemeSchema = z.enum(['dark', 'light']);

/** The editable body of a screen (what save, export and import carry). */
export const screenBodySchema = z
  .object({
    route: screenRouteSchema,
    title: z.string().trim().min(1).max(60),
    designSize: z.object({ w: z.number().int().min(640).max(7680), h: z.number().int().min(360).max(4320) }).strict(),
    theme: screenThemeSchema,
    /** Seconds between refreshes (10 s .. 1 h). */
    refreshSec: z.number().int().min(10).max(3600),
    grid: z
      .object({
        cols: z.number().int().min(4).max(200),
        rowHeight: z.number().int().min(4).max(400),
        margin: z.tuple([z.number().int().min(0).max(100), z.number().int().min(0).max(100)]),
      })
      .strict(),
    widgets: z.array(widgetSchema).max(60),
  })
  .strict()
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.widgets.forEach((w, n) => {
      if (seen.has(w.i)) ctx.addIssue({ code: 'custom', path: ['widgets', n, 'i'], message: 'duplicate widget key' });
      seen.add(w.i);
      if (w.x + w.w > s.grid.cols) ctx.addIssue({ code: 'custom', path: ['widgets', n, 'w'], message: 'the widget overflows the grid' });
    });
  });
export type ScreenBodyInput = z.input<typeof screenBodySchema>;
export type ScreenBody = z.output<typeof screenBodySchema>;

/** A stored screen: the body plus its identity and version. */
export const screenSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  body: screenBodySchema,
});
export type Screen = z.infer<typeof screenSchema>;

export const screenSaveSchema = z.object({ id: idSchema, version: versionSchema, body: screenBodySchema }).strict();
export const screenVersionRowSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedByName: z.string().nullable(),
  note: z.string().nullable(),
  widgets: z.number().int(),
});
export type ScreenVersionRow = z.infer<typeof screenVersionRowSchema>;
