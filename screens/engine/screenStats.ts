/**
 * What a running screen holds, counted as it happens and readable (read-only) as
 * `window.__screenStats` from a console, a wall's watchdog or the soak test
 * (tests/e2e/screens-soak.spec.ts): ECharts instances created and disposed by the chart component
 * (live = the difference: on a healthy wall, the number of charts on show) and stats batches
 * answered (one per refresh, drill or period change). Always on; a few integer additions.
 */

export interface ScreenStats {
  /** ECharts instances alive now (created minus disposed). */
  liveCharts: number;
  chartsCreated: number;
  chartsDisposed: number;
  /** Stats batches answered since the page loaded (each refresh cycle of each screen). */
  batches: number;
}

const counters = { chartsCreated: 0, chartsDisposed: 0, batches: 0 };

export const countChartCreated = (): void => {
  counters.chartsCreated += 1;
};
export const countChartDisposed = (): void => {
  counters.chartsDisposed += 1;
};
export const countBatch = (): void => {
  counters.batches += 1;
};

export const screenStats = (): ScreenStats => ({ liveCharts: counters.chartsCreated - counters.chartsDisposed, ...counters });

declare global {
  interface Window {
    readonly __screenStats?: ScreenStats;
  }
}

if (typeof window !== 'undefined' && !Object.hasOwn(window, '__screenStats')) {
  Object.defineProperty(window, '__screenStats', { get: screenStats, configurable: true });
}
