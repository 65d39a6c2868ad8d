/**
 * Long-running safety of the walls (the usual failure of wall displays: a browser that crashes after
 * hours on a TV). The administrator's /view-index with a playlist over /view-index, /data-view and
 * /county-index is driven through two warm-up rounds (46 cycles), sampled, then through at least 30
 * more cycles (E2E_SOAK_CYCLES; `npm run bench:screens` runs the long soak) of manual refreshes,
 * drill-downs and back, period changes and playlist turns (tests/e2e/helpers/soak.ts), and sampled
 * again on the same screen in the same context, each sample after forced garbage collection. The JS
 * heap, DOM nodes and event listeners must stay within a small bound of the first sample, the live
 * ECharts instances must be exactly the charts on show, and the page's intervals and pending timeouts
 * must not grow.
 */
import { expect, test } from './fixtures';
import { HD } from './helpers/screens';
import { countTimers, openCdp, openSoak, ROUND, runCycles, type SoakSample, sample } from './helpers/soak';

/** A short soak that still shows a leak (npm run bench:screens runs the long one: BENCH_SOAK_CYCLES). */
const CYCLES = Number(process.env.E2E_SOAK_CYCLES || 30);

test.describe.configure({ timeout: 300_000 });

test('a wall keeps its heap, DOM, listeners, charts and timers bounded over 30+ refresh, drill and playlist cycles', async ({ pageAs }) => {
  // The timer counter goes in before the app's first script, and the page opens signed in.
  const page = await pageAs('admin', { viewport: HD });
  await countTimers(page.context());
  const cdp = await openCdp(page);
  const ctx = await openSoak(page);

  // Warm-up: every screen, context and step twice (caches filled, maps registered, hot code compiled:
  // V8's optimised code is most of what the heap gains in the first rounds).
  await runCycles(page, ctx, ROUND.length * 2);
  const start = await sample(page, cdp);
  const started = Date.now();
  const ran = await runCycles(page, ctx, CYCLES);
  const end = await sample(page, cdp);
  const seconds = (Date.now() - started) / 1000;

  console.log(`soak: ${ran} cycles in ${seconds.toFixed(1)} s (${end.batches - start.batches} batches)`);
  console.table({ start, end } satisfies Record<string, SoakSample>);
  test.info().annotations.push({ type: 'soak', description: JSON.stringify({ cycles: ran, seconds, start, end }) });

  expect(ran).toBeGreaterThanOrEqual(CYCLES);
  expect(end.route).toBe('/view-index');
  expect(start.route).toBe('/view-index');
  // Every cycle that asks the server answered (refreshes and turns at least).
  expect(end.batches - start.batches).toBeGreaterThanOrEqual(ran / 2);

  // ECharts: exactly one live instance per chart widget on show, as after the warm-up.
  expect(start.chartWidgets).toBeGreaterThan(0);
  expect(start.liveCharts).toBe(start.chartWidgets);
  expect(end.liveCharts).toBe(end.chartWidgets);
  expect(end.chartWidgets).toBe(start.chartWidgets);
  expect(end.chartBoxes).toBe(end.chartWidgets);

  // Heap within +25 % and +10 MB; DOM nodes and listeners within +10 %; one document.
  expect(end.heapMB, 'JS heap (MB)').toBeLessThanOrEqual(start.heapMB * 1.25);
  expect(end.heapMB - start.heapMB, 'JS heap growth (MB)').toBeLessThan(10);
  expect(end.nodes, 'DOM nodes').toBeLessThanOrEqual(Math.ceil(start.nodes * 1.1));
  expect(end.listeners, 'JS event listeners').toBeLessThanOrEqual(Math.ceil(start.listeners * 1.1));
  expect(end.documents).toBeLessThanOrEqual(start.documents);

  // Timers: the same intervals (the clock), no pile of pending timeouts.
  expect(end.intervals, 'live intervals').toBe(start.intervals);
  expect(end.timeouts, 'pending timeouts').toBeLessThanOrEqual(start.timeouts + 3);

  await page.context().close();
});
