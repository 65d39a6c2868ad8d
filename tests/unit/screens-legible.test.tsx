// @vitest-environment jsdom
/**
 * Walls read from 5 m (part 5 of issue 13), without a browser: each chart widget is rendered in wall
 * mode (React, jsdom; the chart component replaced by a recorder, as in widget-tooltips.test.tsx) and
 * every `fontSize` anywhere in the option it builds must be at least 16 design px, every text part of it
 * (axis labels, legends, labels, tooltips, scales, calendar names, the gauge's number) must name its size
 * (so no theme default decides), and the option's global text size too. The CSS-drawn parts are read
 * from screens.css with the wall's size variables (screenTextVars): no font size under 16 but in the
 * workspace's own toolbar, KPI figures 48. Tickers show whole rows of one height and step by one row;
 * rankings (and bars sorted by value) leave out rows of 0, and show the empty state when none is left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRID_TEXT, type ScreenThemeName, screenTextVars, WALL_TEXT } from '../../themes/echartsThemes';
import { gridColumn, makeScreenEnv, ScreenEnvProvider } from '../../screens/engine/ScreenEnv';
import type { Widget } from '../../src/domain/screen';
import type { StatsFeedItem, StatsResult } from '../../src/domain/stats';
import type { WidgetDefinition } from '../../screens/widgets/types';

const options: Record<string, unknown>[] = [];
vi.mock('../../screens/widgets/EChart', () => ({
  EChart: ({ option }: { option: Record<string, unknown> }) => {
    options.push(option);
    return null;
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { barWidget, barRows } = await import('../../screens/widgets/BarWidget');
const { lineWidget } = await import('../../screens/widgets/LineWidget');
const { pieWidget, legendTextRoom } = await import('../../screens/widgets/PieWidget');
const { funnelWidget } = await import('../../screens/widgets/FunnelWidget');
const { gaugeWidget, gaugeGeometry } = await import('../../screens/widgets/GaugeWidget');
const { calendarWidget } = await import('../../screens/widgets/CalendarWidget');
const { rankingWidget, rankingRowsThatFit, rankingRowMin } = await import('../../screens/widgets/RankingWidget');
const { tableWidget, tickerRows, TICKER_STEP_MS } = await import('../../screens/widgets/TableWidget');
const { kpiWidget } = await import('../../screens/widgets/KpiWidget');
const { WidgetSlot } = await import('../../screens/widgets/WidgetSlot');
const { fitText, textWidth } = await import('../../screens/widgets/common');

// ---------------------------------------------------------------- rendering
const roots: Root[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) act(() => r.unmount());
  document.body.innerHTML = '';
  options.length = 0;
});

type Row = { key: string; label: string; value: number | null };

function result(groupBy: StatsResult['groupBy'], rows: Row[], kind: StatsResult['kind'] = 'count', items: StatsFeedItem[] = []): StatsResult {
  const total = rows.reduce((s, r) => s + (r.value ?? 0), 0);
  return { metric: 'contractCount', groupBy, kind, total, rows, items, context: { areaId: null, unitId: null, clamped: false }, from: '2025-12-01', to: '2026-11-27', computedAt: new Date().toISOString() };
}

const widget = (type: Widget['type'], w: number, h: number, options: Widget['options'] = {}, sort?: 'valueDesc' | 'key'): Widget => ({
  i: type,
  x: 0,
  y: 0,
  w,
  h,
  type,
  title: type,
  query: { metric: 'contractCount', filters: { period: 'all' }, ...(sort ? { sort } : {}) },
  options,
});

/** A wall of the default design (1920 px, 24 columns, 16 px gaps) in a theme. */
const wallEnv = (theme: ScreenThemeName) => makeScreenEnv(theme, 'wall', 1, gridColumn(1920, 24, 16));

async function render(def: WidgetDefinition, w: Widget, r: StatsResult, env = wallEnv('dark')): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  roots.push(root);
  const View = def.view;
  await act(async () =>
    root.render(
      <ScreenEnvProvider value={env}>
        <View widget={w} result={r} />
      </ScreenEnvProvider>,
    ),
  );
  return host;
}

async function optionOf(def: WidgetDefinition, w: Widget, r: StatsResult, env = wallEnv('dark')): Promise<Record<string, unknown>> {
  options.length = 0;
  await render(def, w, r, env);
  const option = options.at(-1);
  if (!option) throw new Error('the widget drew no chart');
  return option;
}

// ---------------------------------------------------------------- walking an option
/** Every `fontSize` in an option, with where it is. */
function fontSizes(node: unknown, at = 'option', out: { at: string; size: unknown }[] = []): { at: string; size: unknown }[] {
  if (Array.isArray(node)) {
    for (const [i, v] of node.entries()) fontSizes(v, `${at}[${i}]`, out);
  }
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'fontSize') out.push({ at: `${at}.fontSize`, size: v });
      else fontSizes(v, `${at}.${k}`, out);
    }
  }
  return out;
}

/** The parts of an option that write text (and are shown). */
const TEXT_PARTS = new Set(['axisLabel', 'textStyle', 'pageTextStyle', 'label', 'detail', 'dayLabel', 'monthLabel']);

/** Text parts shown without a size of their own (a theme default would decide it). */
function unsized(node: unknown, at = 'option', out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const [i, v] of node.entries()) unsized(v, `${at}[${i}]`, out);
  }
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (TEXT_PARTS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) {
        const part = v as { show?: boolean; fontSize?: unknown };
        if (part.show !== false && typeof part.fontSize !== 'number') out.push(`${at}.${k}`);
      }
      unsized(v, `${at}.${k}`, out);
    }
  }
  return out;
}

function expectLegible(option: Record<string, unknown>, min = WALL_TEXT.small) {
  const sizes = fontSizes(option);
  expect(sizes.length).toBeGreaterThan(0);
  for (const { at, size } of sizes) {
    expect(typeof size, at).toBe('number');
    expect(size as number, at).toBeGreaterThanOrEqual(min);
  }
  expect(unsized(option), 'text parts without a size').toEqual([]);
  expect((option.textStyle as { fontSize?: number } | undefined)?.fontSize, 'the option’s global text size').toBeGreaterThanOrEqual(min);
}

// ---------------------------------------------------------------- data
const UNITS: Row[] = [
  { key: '11', label: '杭州市住房和城乡建设局城市建设综合服务中心', value: 258 },
  { key: '12', label: '杭州市交通运输局', value: 92 },
  { key: '13', label: '浙江省交通运输厅', value: 54 },
  { key: '14', label: '西湖区司法局', value: 0 },
  { key: '15', label: '西湖区教育局', value: 0 },
];
const AREAS: Row[] = ['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市', '丽水市', '浙江省本级'].map((label, i) => ({
  key: String(100 + i),
  label,
  value: 1000 - i * 70,
}));
const MONTHS: Row[] = Array.from({ length: 12 }, (_, i) => ({ key: `2026-${String(i + 1).padStart(2, '0')}`, label: `2026-${i + 1}`, value: 40 + i * 20 }));
const DAYS: Row[] = Array.from({ length: 60 }, (_, i) => ({ key: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10), label: '', value: i % 7 }));
const PHASES: Row[] = ['draft', 'review', 'signing', 'filing', 'performance', 'closed'].map((key, i) => ({ key, label: key, value: 100 - i * 10 }));
const CATEGORIES: Row[] = ['采购（服务）', '采购（货物）', '采购（工程）', '政府投资建设', '委托资助补贴', '合作战略协议', '特许经营/PPP 及其他一个很长的类别名称', '其他'].map(
  (label, i) => ({ key: `c${i}`, label, value: 300 - i * 30 }),
);

const feedItems = (n: number): StatsFeedItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    at: `2026-11-${String(27 - i).padStart(2, '0')}T02:29:00+08:00`,
    kind: 'performanceOverdue',
    title: `某单位第${i + 1}号合同履行逾期`,
    unitName: '杭州市财政局',
    areaName: '杭州市',
    level: i % 2 ? 'yellow' : 'red',
  }));

// ---------------------------------------------------------------- the sizes
describe('the wall text sizes', () => {
  it('are one exported set: nothing under 16, rows 18, KPI figures 48; the grid keeps the workspace’s', () => {
    expect(WALL_TEXT.small).toBeGreaterThanOrEqual(16);
    for (const [name, size] of Object.entries(WALL_TEXT)) expect(size, name).toBeGreaterThanOrEqual(16);
    expect(WALL_TEXT.body).toBeGreaterThanOrEqual(18);
    expect(WALL_TEXT.kpi).toBeGreaterThanOrEqual(48);
    expect(WALL_TEXT.rowHeight).toBeGreaterThanOrEqual(WALL_TEXT.body * 2);
    expect(GRID_TEXT.small).toBeLessThan(WALL_TEXT.small);
  });
});

// ---------------------------------------------------------------- chart options
describe('every chart widget writes at least 16 design px on a wall', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`bar: horizontal units, standing areas (rotated), few standing statuses (${theme})`, async () => {
      expectLegible(await optionOf(barWidget, widget('bar', 12, 8, { horizontal: true }, 'valueDesc'), result('unit', UNITS), wallEnv(theme)));
      expectLegible(await optionOf(barWidget, widget('bar', 8, 6), result('area', AREAS, 'fen'), wallEnv(theme)));
      expectLegible(await optionOf(barWidget, widget('bar', 8, 6, { horizontal: false }), result('filingStatus', UNITS.slice(0, 5)), wallEnv(theme)));
    });

    it(`line, pie (legend right and below), funnel, gauge, calendar (${theme})`, async () => {
      expectLegible(await optionOf(lineWidget, widget('line', 6, 7), result('month', MONTHS, 'fen'), wallEnv(theme)));
      expectLegible(await optionOf(pieWidget, widget('pie', 6, 5, { top: 7 }), result('category', CATEGORIES), wallEnv(theme)));
      expectLegible(await optionOf(pieWidget, widget('pie', 6, 7, { legend: 'bottom' }), result('major', CATEGORIES.slice(0, 2)), wallEnv(theme)));
      expectLegible(await optionOf(funnelWidget, widget('funnel', 6, 4), result('phase', PHASES), wallEnv(theme)));
      expectLegible(await optionOf(gaugeWidget, widget('gauge', 3, 4), { ...result(null, []), kind: 'rate', total: 97.4 }, wallEnv(theme)));
      expectLegible(await optionOf(gaugeWidget, widget('gauge', 4, 4), { ...result(null, []), kind: 'days', total: 4.5 }, wallEnv(theme)));
      expectLegible(await optionOf(calendarWidget, widget('calendar', 12, 7), result('day', DAYS), wallEnv(theme)));
    });
  }

  it('the workspace grid still draws, at its own smaller sizes', async () => {
    const grid = makeScreenEnv('light', 'grid', 1);
    const option = await optionOf(barWidget, widget('bar', 8, 7), result('filingStatus', UNITS), grid);
    expect(Math.min(...fontSizes(option).map((f) => f.size as number))).toBe(GRID_TEXT.small);
    expectLegible(await optionOf(pieWidget, widget('pie', 8, 7), result('category', CATEGORIES), grid), GRID_TEXT.small);
  });

  it('long names are cut to their room with “…”; the pie legend keeps each share', async () => {
    expect(fitText('政府投资建设', 200, 16)).toBe('政府投资建设');
    const cut = fitText('杭州市住房和城乡建设局城市建设综合服务中心', 120, 16);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 16)).toBeLessThanOrEqual(120);
    const option = await optionOf(pieWidget, widget('pie', 6, 5, { top: 7 }), result('category', CATEGORIES));
    const legend = option.legend as { formatter: (name: string) => string; type: string };
    expect(legend.type).toBe('scroll');
    const long = CATEGORIES[6]!.label;
    const text = legend.formatter(long);
    expect(text).toMatch(/… {2}\d+\.\d%$/);
    // Beside the ring of a 6-column widget: the 44 % right of the chart, less the marker.
    const room = legendTextRoom(6 * ((1920 - 16 * 25) / 24) + 5 * 16 - 26, 'right', 14) ?? 0;
    expect(textWidth(text, WALL_TEXT.small)).toBeLessThanOrEqual(room);
    expect(legend.formatter('其他')).toMatch(/^其他 {2}\d/);
  });

  it('a gauge’s number fits inside its arc, never under 16', () => {
    const big = gaugeGeometry({ w: 300, h: 150 }, 16, WALL_TEXT);
    expect(big.fontSize).toBe(WALL_TEXT.gauge);
    expect(typeof big.radius === 'number' && big.radius * 2 <= 300).toBe(true);
    const small = gaugeGeometry({ w: 120, h: 90 }, 16, WALL_TEXT);
    expect(small.fontSize).toBeGreaterThanOrEqual(16);
    expect(small.fontSize).toBeLessThan(WALL_TEXT.gauge);
  });
});

// ---------------------------------------------------------------- CSS-drawn parts
const CSS = fs.readFileSync(path.resolve(__dirname, '../../screens/engine/screens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** `font-size` values of screens.css with the wall's variables put in (px), by selector. */
function cssFontSizes(vars: Record<string, string>): { selector: string; px: number }[] {
  const out: { selector: string; px: number }[] = [];
  for (const m of CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = m[1]!.trim().replace(/\s+/g, ' ');
    for (const d of m[2]!.matchAll(/font-size:\s*([^;]+);/g)) {
      const value = d[1]!.trim().replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
        if (!(name in vars)) throw new Error(`${selector}: ${name} is not a text size of screenTextVars`);
        return vars[name]!;
      });
      out.push({ selector, px: evalPx((/^calc\((.*)\)$/.exec(value)?.[1] ?? value).trim()) });
    }
  }
  return out;
}

/** '18px + 2px', '16px * 1.75', '40px' -> px. */
function evalPx(expr: string): number {
  const tokens = expr.replace(/px/g, '').split(/\s+/);
  let total = Number(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) {
    const n = Number(tokens[i + 1]);
    if (tokens[i] === '+') total += n;
    else if (tokens[i] === '-') total -= n;
    else if (tokens[i] === '*') total *= n;
  }
  if (!Number.isFinite(total)) throw new Error(`cannot read font-size ${expr}`);
  return total;
}

describe('the CSS-drawn parts of a wall (screens.css with WALL_TEXT)', () => {
  const vars = screenTextVars('wall') as Record<string, string>;
  const sizes = cssFontSizes(vars);

  it('write nothing under 16 design px (the workspace’s own toolbar and grid aside)', () => {
    expect(sizes.length).toBeGreaterThan(20);
    const small = sizes.filter((s) => s.px < 16 && !/^\.screen-analysis|\.screen-root--grid/.test(s.selector));
    expect(small).toEqual([]);
  });

  it('KPI figures 48, rows and rankings 18, the header’s title, clock and the toolbar as WALL_TEXT says', () => {
    const at = (selector: string) => sizes.find((s) => s.selector === selector)?.px;
    expect(at('.screen-kpi__number')).toBeGreaterThanOrEqual(48);
    expect(at('.screen-table')).toBe(WALL_TEXT.body);
    expect(at('.screen-ranking__button')).toBe(WALL_TEXT.body);
    expect(at('.screen-header__title')).toBe(WALL_TEXT.heading);
    expect(at('.screen-header__time')).toBe(WALL_TEXT.clock);
    expect(at('.screen-toolbar')).toBeGreaterThanOrEqual(16);
    expect(at('.screen-periods__item')).toBeGreaterThanOrEqual(16);
  });

  it('the toolbar sits on the canvas at the bottom edge (never over the header) and no mouse focus keeps it', () => {
    const rule = /\.screen-toolbar \{([^}]*)\}/.exec(CSS)?.[1] ?? '';
    expect(rule).toMatch(/position: absolute;/);
    expect(rule).toMatch(/bottom: \d+px;/);
    expect(rule).not.toMatch(/\btop:/);
    expect(CSS).not.toMatch(/\.screen-toolbar:focus-within/);
  });

  it('a KPI renders its number in the element the 48 px rule sizes', async () => {
    const host = await render(kpiWidget, widget('kpi', 4, 3), { ...result(null, []), total: 1135 });
    expect(host.querySelector('.screen-kpi__number')).not.toBeNull();
  });
});

// ---------------------------------------------------------------- tickers
describe('tickers scroll by whole rows', () => {
  const VIEWPORT = 172;
  let restore: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    // The ticker's viewport is laid out (jsdom lays out nothing): 172 px high, some width.
    const sizes = { clientHeight: VIEWPORT, clientWidth: 400 } as const;
    const own = Object.fromEntries(Object.keys(sizes).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));
    for (const [key, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, key, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('screen-table__viewport') ? value : 0;
        },
      });
    }
    restore = () => {
      for (const key of Object.keys(sizes)) {
        const descriptor = own[key];
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
      }
    };
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it('holds a whole number of rows of one height and steps one row every secondsPerRow', async () => {
    expect(tickerRows(VIEWPORT, WALL_TEXT.rowHeight)).toBe(4);
    expect(tickerRows(0, WALL_TEXT.rowHeight)).toBeNull();
    const n = 10;
    const host = await render(tableWidget, widget('table', 6, 5, { secondsPerRow: 3 }), { ...result(null, [], 'feed'), total: null, items: feedItems(n) });
    const win = host.querySelector<HTMLElement>('[data-testid="table-window"]')!;
    expect(win.style.height).toBe(`${4 * WALL_TEXT.rowHeight}px`);
    expect(win.dataset.scrolling).toBe('true');
    const rows = [...host.querySelectorAll<HTMLElement>('[data-testid="table-row"]')];
    expect(rows).toHaveLength(2 * n);
    for (const r of rows) expect(r.style.height).toBe(`${WALL_TEXT.rowHeight}px`);
    const list = host.querySelector<HTMLElement>('.screen-table__list')!;
    expect(list.style.transform).toBe('translateY(0px)');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(list.style.transform).toBe(`translateY(-${WALL_TEXT.rowHeight}px)`);
    await act(async () => vi.advanceTimersByTime(3000 * (n - 1)));
    // Past the last row: the copy shows the top; then back to the top at once, without a slide.
    expect(list.style.transform).toBe(`translateY(-${n * WALL_TEXT.rowHeight}px)`);
    await act(async () => vi.advanceTimersByTime(TICKER_STEP_MS + 60));
    expect(list.style.transform).toBe('translateY(0px)');
    expect(list.style.transition).toBe('none');
    // Every position at rest is a whole number of rows.
    for (let i = 0; i < 2 * n; i++) {
      await act(async () => vi.advanceTimersByTime(1000));
      const y = Math.abs(Number(/translateY\((-?[\d.]+)px\)/.exec(list.style.transform)?.[1]));
      expect(y % WALL_TEXT.rowHeight).toBe(0);
    }
  });

  it('rows that fit stand still, and the pointer over a ticker holds it', async () => {
    const still = await render(tableWidget, widget('table', 6, 5), { ...result(null, [], 'feed'), total: null, items: feedItems(3) });
    expect(still.querySelectorAll('[data-testid="table-row"]')).toHaveLength(3);
    expect(still.querySelector<HTMLElement>('[data-testid="table-window"]')!.dataset.scrolling).toBeUndefined();

    const host = await render(tableWidget, widget('table', 6, 5), { ...result(null, [], 'feed'), total: null, items: feedItems(8) });
    const viewport = host.querySelector<HTMLElement>('.screen-table__viewport')!;
    const list = host.querySelector<HTMLElement>('.screen-table__list')!;
    await act(async () => viewport.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    await act(async () => vi.advanceTimersByTime(9000));
    expect(list.style.transform).toBe('translateY(0px)');
  });
});

// ---------------------------------------------------------------- rankings
describe('rankings leave out rows of 0', () => {
  const empty = (rows: Row[]) => result('unit', rows);

  it('the ranking lists only units with a value; none left is the empty state', async () => {
    const host = await render(rankingWidget, widget('ranking', 6, 5, { rows: 8 }), result('unit', [...UNITS, { key: '16', label: '无数据', value: null }]));
    const keys = [...host.querySelectorAll<HTMLElement>('[data-testid="ranking-row"]')].map((r) => r.dataset.key);
    expect(keys).toEqual(['11', '12', '13']);
    expect(rankingWidget.isEmpty(empty([{ key: '1', label: 'a', value: 0 }, { key: '2', label: 'b', value: null }]))).toBe(true);
    expect(rankingWidget.isEmpty(empty([]))).toBe(true);
    expect(rankingWidget.isEmpty(empty(UNITS))).toBe(false);
  });

  it('a panel whose ranking has only zeros shows “no data”', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    roots.push(root);
    const w = widget('ranking', 6, 5, { rows: 8 });
    await act(async () =>
      root.render(
        <ScreenEnvProvider value={wallEnv('dark')}>
          <WidgetSlot widget={w} data={{ state: 'ready', result: empty([{ key: '1', label: 'a', value: 0 }]) }} screenTitle="t" />
        </ScreenEnvProvider>,
      ),
    );
    expect(host.querySelector('[data-testid="screen-widget"]')?.getAttribute('data-state')).toBe('empty');
    expect(host.querySelector('.screen-state--empty')).not.toBeNull();
  });

  it('rows are never squeezed under a readable height: the lowest ranks go', () => {
    expect(rankingRowMin(WALL_TEXT.body)).toBeGreaterThanOrEqual(27);
    expect(rankingRowsThatFit(300, rankingRowMin(WALL_TEXT.body))).toBe(10);
    expect(rankingRowsThatFit(0, 27)).toBeNull();
  });

  it('a bar chart sorted by value drops its zero rows; one in key order keeps them', async () => {
    const ranked = await optionOf(barWidget, widget('bar', 12, 8, { horizontal: true }, 'valueDesc'), result('unit', UNITS));
    const yAxis = ranked.yAxis as { data: string[] };
    expect(yAxis.data).toHaveLength(3);
    expect((ranked.series as { data: number[] }[])[0]!.data).toEqual([258, 92, 54]);
    expect(barRows(widget('bar', 8, 6, {}, 'key'), result('unit', UNITS), 'zh-CN')).toHaveLength(5);
    expect(barWidget.isEmpty(result('unit', [{ key: '1', label: 'a', value: 0 }]))).toBe(true);
  });
});
