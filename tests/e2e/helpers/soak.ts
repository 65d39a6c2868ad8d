/**
 * Drives a wall for many cycles and measures what it holds (the soak spec and `npm run bench:screens`).
 *
 * A cycle is one of: a manual refresh (R key: one stats batch), a drill step (into 杭州市 on the
 * map, into 西湖区 on the ranking beside the map, back to 浙江省 on the breadcrumb; a unit-ranking row and the back
 * button; a period and back), or a playlist turn (N key) between /view-index, /data-view and
 * /county-index. One round of ROUND cycles starts and ends on /view-index at the province, so
 * samples taken after whole rounds compare the same screen in the same context.
 *
 * A sample forces garbage collection twice (CDP HeapProfiler.collectGarbage), then reads Chromium's
 * counters (Performance.getMetrics: JSHeapUsedSize, Nodes, JSEventListeners, Documents), the app's
 * `window.__screenStats` (live ECharts instances, batches answered), the chart boxes on show, and the
 * page's live intervals and pending timeouts (counted by an init script that wraps the timer
 * functions: test instrumentation only, the app has no such code).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { findMapRegion, waitRendered } from './screens';

export const SOAK_PLAYLIST = ['/view-index', '/data-view', '/county-index'] as const;
/** The playlist never turns by itself during a soak (the N key turns it). */
export const SOAK_URL = `/#/view-index?playlist=${SOAK_PLAYLIST.join(',')}&interval=3600`;

export interface SoakSample {
  route: string;
  heapMB: number;
  nodes: number;
  listeners: number;
  documents: number;
  /** ECharts instances alive (window.__screenStats.liveCharts). */
  liveCharts: number;
  /** Chart boxes on the screen (one instance each). */
  chartBoxes: number;
  /** Widgets that draw a chart (a map drawn as tiles does not). */
  chartWidgets: number;
  intervals: number;
  timeouts: number;
  batches: number;
}

declare global {
  interface Window {
    readonly __timerCounts?: { intervals: number; timeouts: number };
  }
}

/**
 * Counts live intervals and pending timeouts of every page of the context (test instrumentation).
 * A string, not a function: Playwright would send a compiled function's source, helpers and all.
 */
const TIMER_COUNTER = `(() => {
  const intervals = new Set(), timeouts = new Set();
  const setI = window.setInterval.bind(window), setT = window.setTimeout.bind(window);
  const clearI = window.clearInterval.bind(window), clearT = window.clearTimeout.bind(window);
  const forget = (id) => { intervals.delete(id); timeouts.delete(id); };
  window.setInterval = (fn, ...rest) => { const id = setI(fn, ...rest); intervals.add(id); return id; };
  window.setTimeout = (fn, ms, ...args) => {
    const id = setT(() => { timeouts.delete(id); if (typeof fn === 'function') fn(...args); }, ms);
    timeouts.add(id);
    return id;
  };
  window.clearInterval = (id) => { forget(id); return clearI(id); };
  window.clearTimeout = (id) => { forget(id); return clearT(id); };
  Object.defineProperty(window, '__timerCounts', { get: () => ({ intervals: intervals.size, timeouts: timeouts.size }) });
})();`;

export async function countTimers(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: TIMER_COUNTER });
}

export async function openCdp(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

const CHART_TYPES = ['bar', 'line', 'pie', 'gauge', 'funnel', 'calendar', 'map'];
/** Ready widgets of a chart type, but a map drawn as tiles. */
export const CHART_WIDGETS = CHART_TYPES.map((t) => `[data-testid="screen-widget"][data-state="ready"][data-type="${t}"]:not(:has([data-testid="map-tiles"]))`).join(', ');

/** Waits for the screen to settle (rendered, count-ups done), collects garbage, reads the counters. */
export async function sample(page: Page, cdp: CDPSession): Promise<SoakSample> {
  await waitRendered(page);
  await page.mouse.move(2, 2);
  await page.waitForTimeout(1500);
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const inPage = await page.evaluate((chartWidgets) => ({
    route: document.querySelector('[data-testid="screen-root"]')?.getAttribute('data-route') ?? '',
    stats: window.__screenStats,
    timers: window.__timerCounts,
    chartBoxes: document.querySelectorAll('.screen-chart').length,
    chartWidgets: document.querySelectorAll(chartWidgets).length,
  }), CHART_WIDGETS);
  return {
    route: inPage.route,
    heapMB: +(metric('JSHeapUsedSize') / 1048576).toFixed(2),
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
    liveCharts: inPage.stats?.liveCharts ?? Number.NaN,
    chartBoxes: inPage.chartBoxes,
    chartWidgets: inPage.chartWidgets,
    intervals: inPage.timers?.intervals ?? Number.NaN,
    timeouts: inPage.timers?.timeouts ?? Number.NaN,
    batches: inPage.stats?.batches ?? Number.NaN,
  };
}

export type Step = (page: Page, ctx: { hangzhou: { x: number; y: number } }) => Promise<void>;

const batches = (page: Page) => page.evaluate(() => window.__screenStats?.batches ?? 0);

/** Waits for a stats batch answered after `before`, then for the screen to show data. */
async function batchAfter(page: Page, before: number): Promise<void> {
  await page.waitForFunction((b) => (window.__screenStats?.batches ?? 0) > b, before, { timeout: 30_000, polling: 20 });
  await readyData(page);
}

const readyData = (page: Page) => page.locator('[data-testid="screen-root"][data-screen-state="ready"]').waitFor({ timeout: 30_000 });
const crumbs = (page: Page) => page.getByTestId('screen-breadcrumb');

const refresh: Step = async (page) => {
  const before = await batches(page);
  await page.keyboard.press('r');
  await batchAfter(page, before);
};

/** A drill step: `act`, then the breadcrumb shows (or stops showing) `text` and the data is there. */
const drill =
  (act: (page: Page, ctx: { hangzhou: { x: number; y: number } }) => Promise<void>, text: string, shown: boolean): Step =>
  async (page, ctx) => {
    await act(page, ctx);
    const crumb = crumbs(page).filter({ hasText: text });
    await crumb.first().waitFor({ state: shown ? 'visible' : 'detached', timeout: 30_000 });
    await readyData(page);
  };

const mapToHangzhou = drill(
  async (page, { hangzhou }) => {
    await page.locator('[data-widget="map"] .screen-chart[data-chart-state="finished"]').waitFor({ timeout: 30_000 });
    await page.mouse.click(hangzhou.x, hangzhou.y);
  },
  '杭州市',
  true,
);
const rowToXihu = drill(
  (page) => page.locator('[data-widget="map"] [data-testid="map-ranking-row"] button', { hasText: '西湖区' }).first().click(),
  '西湖区',
  true,
);
const crumbToProvince = drill((page) => crumbs(page).getByRole('button', { name: '浙江省' }).click(), '杭州市', false);

const firstRow = (widget: string) => (page: Page) => page.locator(`[data-widget="${widget}"] [data-testid="ranking-row"]`).first();
const unitIn =
  (widget: string): Step =>
  async (page) => {
    const row = firstRow(widget)(page);
    const name = (await row.locator('.screen-ranking__name').innerText()).trim();
    await row.getByRole('button').click();
    await crumbs(page).filter({ hasText: name }).waitFor({ timeout: 30_000 });
    await readyData(page);
  };
const back: Step = async (page) => {
  await page.locator('.screen-breadcrumb__back').click();
  await page.locator('.screen-breadcrumb__back').waitFor({ state: 'detached', timeout: 30_000 });
  await readyData(page);
};
const period =
  (index: number): Step =>
  async (page) => {
    await page.getByTestId('screen-periods').locator('button').nth(index).click();
    await readyData(page);
  };
const turnTo =
  (route: string): Step =>
  async (page) => {
    await page.keyboard.press('n');
    await page.locator(`[data-testid="screen-root"][data-route="${route}"][data-screen-state="ready"]`).waitFor({ timeout: 30_000 });
  };

/** The steps a round is made of (to drive one kind alone). */
export const STEPS = { refresh, mapToHangzhou, rowToXihu, crumbToProvince, unitIn, back, period, turnTo };

/** One round: on /view-index, /data-view, /county-index in turn, back to /view-index at the province. */
export const ROUND: readonly Step[] = [
  refresh,
  refresh,
  mapToHangzhou,
  refresh,
  rowToXihu,
  crumbToProvince,
  unitIn('unitRanking'),
  back,
  period(1),
  refresh,
  period(0),
  refresh,
  turnTo('/data-view'),
  refresh,
  refresh,
  refresh,
  turnTo('/county-index'),
  refresh,
  unitIn('redUnits'),
  refresh,
  back,
  refresh,
  turnTo('/view-index'),
];

/** Opens the soak playlist at /view-index and finds 杭州市 on the map (the point drill steps click). */
export async function openSoak(page: Page): Promise<{ hangzhou: { x: number; y: number } }> {
  await page.goto(SOAK_URL);
  await waitRendered(page, '/view-index');
  const hangzhou = await findMapRegion(page, '杭州市');
  await page.mouse.move(2, 2);
  return { hangzhou };
}

/** Runs whole rounds (at least `cycles` steps); answers the number of cycles run. */
export async function runCycles(page: Page, ctx: { hangzhou: { x: number; y: number } }, cycles: number, onRound?: (done: number) => void): Promise<number> {
  const rounds = Math.max(1, Math.ceil(cycles / ROUND.length));
  for (let r = 0; r < rounds; r++) {
    for (const step of ROUND) await step(page, ctx);
    onRound?.((r + 1) * ROUND.length);
  }
  return rounds * ROUND.length;
}
