/**
 * The screen editor's pure parts (screens/editor): the metric/dimension pairs it offers (the same
 * the stats server answers), where a new widget goes on a fixed canvas, and the body edits of the
 * property panel (each keeps the body valid for screenBodySchema).
 */
import { describe, expect, it } from 'vitest';
import { pairProblem } from '../../server/modules/stats/registry';
import { DEFAULT_SCREENS } from '../../server/seed/screens';
import {
  addWidget,
  applyLayout,
  bodyProblems,
  changeType,
  designRows,
  fieldProblems,
  findSpot,
  newKey,
  placeNew,
  removeWidget,
  sameBody,
  updateWidget,
  withFilters,
  withGroupBy,
  withMetric,
  withOption,
} from '../../screens/editor/body';
import { sessionSource, shareSource } from '../../screens/engine/source';
import { prefixesFor, SHARE_ALL_PREFIXES, SHARE_KIND_PREFIXES } from '../../src/api/liveSync';
import { screenShareKeys } from '../../src/api/screenShare';
import { screenKeys } from '../../src/api/screens';
import { CHANGE_KINDS } from '../../src/domain/live-sync';
import { dimensionsFor, LOCK_FIELDS, metricsFor, needsGrouping, WIDGET_KINDS } from '../../screens/editor/catalog';
import { type ScreenBody, screenBodySchema, WIDGET_TYPES, type Widget } from '../../src/domain/screen';
import { acceptsGrouping, STATS_DIMENSIONS, STATS_METRICS, type StatsMetric, type StatsQuery } from '../../src/domain/stats';
import { TEXTS } from '../../src/i18n/texts/zh-CN';

const METRICS = Object.keys(STATS_METRICS) as StatsMetric[];
const viewIndex = (): ScreenBody => screenBodySchema.parse(DEFAULT_SCREENS.find((s) => s.route === '/view-index'));
const empty = (): ScreenBody => ({ ...viewIndex(), widgets: [] });
const widget = (body: ScreenBody, key: string): Widget => {
  const w = body.widgets.find((x) => x.i === key);
  if (!w) throw new Error(`no widget ${key}`);
  return w;
};
const overlap = (a: Widget, b: Widget) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('metric and dimension pairs', () => {
  it('accepts exactly the pairs the stats server answers', () => {
    for (const m of METRICS) {
      expect(acceptsGrouping(m, undefined)).toBe(true);
      for (const d of STATS_DIMENSIONS) expect(acceptsGrouping(m, d), `${m} by ${d}`).toBe(pairProblem(m, d) === null);
    }
  });

  it('offers each widget type only answered pairs, and feeds no dimension', () => {
    for (const type of WIDGET_TYPES) {
      for (const m of metricsFor(type)) {
        for (const d of dimensionsFor(type, m)) expect(pairProblem(m, d), `${type}: ${m} by ${d}`).toBeNull();
        if (needsGrouping(type, m)) expect(dimensionsFor(type, m).length, `${type}: ${m}`).toBeGreaterThan(0);
      }
    }
    expect(dimensionsFor('table', 'warningFeed')).toEqual([]);
    expect(dimensionsFor('kpi', 'contractCount')).toEqual([]);
    expect(dimensionsFor('bar', 'filingRate')).not.toContain('filingStatus');
    expect(dimensionsFor('bar', 'contractCount')).toContain('filingStatus');
    expect(dimensionsFor('bar', 'redCount')).not.toContain('riskCode');
    expect(metricsFor('gauge').every((m) => ['rate', 'days'].includes(STATS_METRICS[m]))).toBe(true);
    expect(metricsFor('kpi')).not.toContain('warningFeed');
    expect(metricsFor('table')).toContain('warningFeed');
  });

  it('can express every widget of the default screens', () => {
    for (const s of DEFAULT_SCREENS.map((b) => screenBodySchema.parse(b))) {
      for (const w of s.widgets) {
        if (!w.query) continue;
        expect(metricsFor(w.type), `${s.route} ${w.i}`).toContain(w.query.metric);
        if (w.query.groupBy) expect(dimensionsFor(w.type, w.query.metric), `${s.route} ${w.i}`).toContain(w.query.groupBy);
      }
    }
  });
});

describe('placing a new widget', () => {
  it('finds the first free cell, top to bottom then left to right', () => {
    const cells = [
      { i: 'a', x: 0, y: 0, w: 4, h: 2 },
      { i: 'b', x: 6, y: 0, w: 2, h: 4 },
    ];
    expect(findSpot(cells, { w: 2, h: 2 }, 8, 4)).toEqual({ x: 4, y: 0 });
    expect(findSpot(cells, { w: 3, h: 2 }, 8, 4)).toEqual({ x: 0, y: 2 });
    expect(findSpot(cells, { w: 7, h: 1 }, 8, 4)).toBeNull();
    expect(findSpot([], { w: 9, h: 1 }, 8, 4)).toBeNull();
  });

  it('knows the rows of the canvas (19 rows of 40 px with 16 px gaps in 1080 px)', () => {
    expect(designRows(viewIndex())).toBe(19);
  });

  it('refuses to add to a full canvas, and changes nothing', () => {
    const body = viewIndex();
    expect(addWidget(body, 'kpi', 'x')).toBeNull();
    expect(placeNew(body, 'gauge')).toBeNull();
  });

  it('puts a KPI into the room a smaller widget left, at its default size', () => {
    let body = viewIndex();
    // The warning feed (18,14 6x5) shrinks to 2 rows and moves to the bottom: 6x3 free at (18,14).
    body = applyLayout(body, [{ i: 'warnings', x: 18, y: 17, w: 6, h: 2 }]);
    const added = addWidget(body, 'kpi', '新指标');
    expect(added).not.toBeNull();
    const kpi = widget(added!.body, added!.key);
    expect(added!.key).toBe('kpi1');
    expect(kpi).toMatchObject({ x: 18, y: 14, w: 4, h: 3, type: 'kpi', title: '新指标', options: { accent: 'cyan' } });
    expect(kpi.query).toEqual({ metric: 'contractCount', filters: { period: 'ytd' } });
    expect(bodyProblems(added!.body)).toEqual([]);
  });

  it('shrinks a new widget to fit a smaller hole, down to its minimum', () => {
    let body = viewIndex();
    body = applyLayout(body, [{ i: 'warnings', x: 18, y: 14, w: 6, h: 3 }]);
    // 6 x 2 free at (18,17): a KPI (4x3, minimum 3x2) fits as 4x2; a map (minimum 4x4) does not.
    expect(placeNew(body, 'kpi')).toMatchObject({ x: 18, y: 17, w: 4, h: 2 });
    expect(placeNew(body, 'map')).toBeNull();
  });

  it('never overlaps and stays on the canvas, for every type on a filling screen', () => {
    let body = empty();
    let added = 0;
    for (let round = 0; round < 6; round++) {
      for (const type of WIDGET_TYPES) {
        const next = addWidget(body, type, type);
        if (!next) continue;
        body = next.body;
        added++;
      }
    }
    expect(added).toBeGreaterThan(10);
    const rows = designRows(body);
    for (const w of body.widgets) {
      expect(w.x + w.w).toBeLessThanOrEqual(body.grid.cols);
      expect(w.y + w.h).toBeLessThanOrEqual(rows);
      for (const o of body.widgets) if (o !== w) expect(overlap(w, o), `${w.i} / ${o.i}`).toBe(false);
    }
    expect(new Set(body.widgets.map((w) => w.i)).size).toBe(body.widgets.length);
    expect(bodyProblems(body)).toEqual([]);
  });

  it('gives every type a valid widget with an answered query', () => {
    for (const type of WIDGET_TYPES) {
      const next = addWidget(empty(), type, 'T');
      expect(next, type).not.toBeNull();
      const w = widget(next!.body, next!.key);
      expect(bodyProblems(next!.body), type).toEqual([]);
      if (w.query) expect(pairProblem(w.query.metric, w.query.groupBy)).toBeNull();
      else expect(type).toBe('header');
      expect(w.w * w.h).toBe(WIDGET_KINDS[type].size.w * WIDGET_KINDS[type].size.h);
    }
  });

  it('makes keys that are not taken', () => {
    const body = viewIndex();
    expect(newKey(body, 'kpi')).toBe('kpi1');
    const withKpi1 = { ...body, widgets: [...body.widgets, { ...widget(body, 'kpiCount'), i: 'kpi1' }] };
    expect(newKey(withKpi1, 'kpi')).toBe('kpi2');
  });
});

describe('body edits', () => {
  it('applies a reported layout, and returns the same body when nothing moved', () => {
    const body = viewIndex();
    const same = body.widgets.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
    expect(applyLayout(body, same)).toBe(body);
    const moved = applyLayout(body, [...same.slice(1), { i: 'header', x: 0, y: 0, w: 20, h: 2 }, { i: 'ghost', x: 0, y: 0, w: 1, h: 1 }]);
    expect(moved).not.toBe(body);
    expect(widget(moved, 'header').w).toBe(20);
    expect(moved.widgets.map((w) => w.i)).toEqual(body.widgets.map((w) => w.i));
    expect(body.widgets[0]!.w).toBe(24);
  });

  it('removes and updates one widget', () => {
    const body = viewIndex();
    const removed = removeWidget(body, 'map');
    expect(removed.widgets.some((w) => w.i === 'map')).toBe(false);
    expect(removeWidget(body, 'nothing')).toBe(body);
    const titled = updateWidget(body, 'map', (w) => ({ ...w, title: '新标题' }));
    expect(widget(titled, 'map').title).toBe('新标题');
    expect(widget(body, 'map').title).toBe('区域合同分布');
  });

  it('refits the dimension when the metric changes, never to a refused pair', () => {
    const q: StatsQuery = { metric: 'contractCount', groupBy: 'filingStatus', filters: { period: 'all' } };
    // filingRate by filingStatus is refused: a bar keeps a dimension, the first it offers.
    expect(withMetric('bar', q, 'filingRate')).toEqual({ metric: 'filingRate', groupBy: 'area', filters: { period: 'all' } });
    // A table may show the total, and a feed has no dimension.
    expect(withMetric('table', q, 'warningFeed')).toEqual({ metric: 'warningFeed', filters: { period: 'all' } });
    expect(withMetric('bar', q, 'contractAmount').groupBy).toBe('filingStatus');
    // A KPI never groups.
    expect(withMetric('kpi', { ...q, groupBy: 'area' }, 'contractAmount').groupBy).toBeUndefined();
  });

  it('sets or clears the dimension, refusing pairs the server refuses', () => {
    const q: StatsQuery = { metric: 'filingRate', groupBy: 'area', filters: { period: 'all' } };
    expect(withGroupBy(q, 'filingStatus')).toBe(q);
    expect(withGroupBy(q, 'category').groupBy).toBe('category');
    expect('groupBy' in withGroupBy(q, undefined)).toBe(false);
  });

  it('edits filters: custom bounds only with a custom period, empty lists removed', () => {
    const q: StatsQuery = { metric: 'contractCount', filters: { period: 'custom', from: '2026-01-01', to: '2026-03-31', category: ['other'] } };
    expect(withFilters(q, { period: 'ytd' }).filters).toEqual({ period: 'ytd', category: ['other'] });
    expect(withFilters(q, { category: [] }).filters).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-03-31' });
    expect(withFilters(q, { major: true }).filters.major).toBe(true);
    expect('major' in withFilters({ ...q, filters: { period: 'all', major: false } }, { major: undefined }).filters).toBe(false);
  });

  it('changes a widget type, keeping what the new type can show', () => {
    const body = viewIndex();
    const kpi = widget(body, 'kpiCount');
    const line = changeType({ ...kpi, options: { ...kpi.options, lockPeriod: true } }, 'line');
    expect(line.type).toBe('line');
    expect(line.query).toMatchObject({ metric: 'contractCount', groupBy: 'month' });
    expect(line.options).toEqual({ lockPeriod: true });
    const map = changeType(widget(body, 'byCategory'), 'map');
    expect(map.query?.groupBy).toBe('area');
    // A feed cannot be drawn as bars: the bar's own default query.
    const bar = changeType(widget(body, 'warnings'), 'bar');
    expect(bar.query).toMatchObject({ metric: 'contractCount', groupBy: 'category' });
    const header = changeType(kpi, 'header');
    expect(header.query).toBeNull();
    for (const w of [line, map, bar, header]) expect(bodyProblems({ ...body, widgets: body.widgets.map((x) => (x.i === w.i ? w : x)) })).toEqual([]);
    expect(changeType(kpi, 'kpi')).toBe(kpi);
  });

  it('sets and removes display options', () => {
    const kpi = widget(viewIndex(), 'kpiCount');
    expect(withOption(kpi, 'accent', 'gold').options.accent).toBe('gold');
    expect('caption' in withOption({ ...kpi, options: { caption: 'x' } }, 'caption', '').options).toBe(false);
  });

  it('reports what the schema refuses with field paths, and reads a 501 answer', () => {
    const body = viewIndex();
    expect(bodyProblems(body)).toEqual([]);
    const bad = { ...body, title: ' ', widgets: [...body.widgets, { ...widget(body, 'map'), i: 'map' }] };
    const paths = bodyProblems(bad).map((p) => p.path);
    expect(paths).toContain('title');
    expect(paths).toContain(`widgets.${body.widgets.length}.i`);
    expect(fieldProblems({ fields: [{ path: 'json.widgets.0', message: 'Unrecognized key: "onClick"' }] })).toEqual([
      { path: 'json.widgets.0', message: 'Unrecognized key: "onClick"' },
    ]);
    expect(fieldProblems(null)).toEqual([]);
  });

  it('compares bodies by content, not key order', () => {
    const body = viewIndex();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const reordered = JSON.parse(JSON.stringify(reversed)) as ScreenBody;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(body)[0]);
    expect(sameBody(body, reordered)).toBe(true);
    expect(sameBody(body, { ...body, refreshSec: 61 })).toBe(false);
  });
});

describe('editor texts', () => {
  it('names every metric, dimension, widget type and option in the screens texts', () => {
    const keys = new Set(Object.keys(TEXTS));
    const wanted = [
      ...METRICS.map((m) => `screens.metric.${m}`),
      ...STATS_DIMENSIONS.map((d) => `screens.dimension.${d}`),
      ...WIDGET_TYPES.map((w) => `screens.widgetType.${w}`),
      ...[...Object.values(WIDGET_KINDS).flatMap((k) => k.fields), ...LOCK_FIELDS].flatMap((f) => [
        `screens.editor.opt.${f.name}`,
        ...(f.kind === 'choice' ? f.choices.map((c) => `screens.editor.opt.${f.name}.${c}`) : []),
      ]),
    ];
    expect(wanted.filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe('live updates of the screens', () => {
  const plan = { queries: [{ metric: 'contractCount' as const }], widgetKeys: ['kpi'] };
  const ctx = { areas: [], unit: null, period: null };

  it('revalidates a signed-in wall’s batch key on every change of records', () => {
    const [path] = sessionSource.statsKey(plan, ctx);
    for (const kind of ['contract', 'matter', 'filing', 'risk', 'project'] as const) {
      expect(prefixesFor(kind).some((p) => path.startsWith(p)), kind).toBe(true);
    }
    expect(prefixesFor('screen').some((p) => screenKeys.byRoute('/view-index')[0].startsWith(p))).toBe(true);
  });

  it('revalidates a shared display’s data and layout keys from its public stream', () => {
    const [statsPath] = shareSource('1.abc').statsKey(plan, ctx);
    const screenPath = screenShareKeys.screen('1.abc')[0];
    for (const kind of CHANGE_KINDS) {
      const prefixes = SHARE_KIND_PREFIXES[kind];
      const touchesStats = prefixes.some((p) => statsPath.startsWith(p));
      expect(touchesStats, kind).toBe(['contract', 'matter', 'filing', 'risk', 'project'].includes(kind));
      expect(prefixes.some((p) => screenPath.startsWith(p)), kind).toBe(kind === 'screen');
    }
    expect(SHARE_ALL_PREFIXES).toEqual(['screen-share/stats', 'screen-share/screen']);
  });
});
