/**
 * The one chart component of the screens: echarts-for-react's core build (esm/core, STACK-NOTES 3)
 * over the modular ECharts of ./echarts, in the screen's theme, created with the pixel ratio of the
 * wall (devicePixelRatio x scale, so a scaled-up wall stays sharp) and disposed on unmount (the
 * component does it; STACK-NOTES 15). Options merge into the live chart, so a refresh animates from
 * the old values instead of redrawing from nothing.
 *
 * Tooltips are text: every option goes through safeChartOption (./safeOption.ts), which makes every
 * tooltip formatter anywhere in the option return escaped plain text ('\n' for a line break), so a
 * widget cannot ship a tooltip that writes user text into the page as HTML. No other module creates
 * a chart (tests/unit/escape.test.ts checks the sources).
 *
 * For watchdogs and tests (cheap, always on): every instance made or disposed is counted
 * (`window.__screenStats`, ../engine/screenStats), and the chart's box carries `data-chart-state`:
 * absent until the chart first draws, `drawing` while it animates, `finished` once ECharts reports
 * its `finished` event (drawn, animations done).
 */
import EChartsReactCore from 'echarts-for-react/esm/core';
import type { EChartsType } from 'echarts/core';
import { type CSSProperties, memo, useCallback, useMemo, useRef } from 'react';
import { ECHARTS_THEME_NAMES } from '../../themes/echartsThemes';
import { countChartCreated, countChartDisposed } from '../engine/screenStats';
import { useScreenEnv } from '../engine/ScreenEnv';
import { prefersReducedMotion } from './common';
import { type ChartOption, echarts } from './echarts';
import { safeChartOption } from './safeOption';

/** The ECharts entry echarts-for-react calls: the same functions, counting instances made and disposed. */
const countedEcharts = {
  ...echarts,
  init: (dom: HTMLElement, theme?: Parameters<typeof echarts.init>[1], opts?: Parameters<typeof echarts.init>[2]) => {
    const existed = echarts.getInstanceByDom(dom) !== undefined;
    const chart = echarts.init(dom, theme, opts);
    if (!existed) countChartCreated();
    return chart;
  },
  dispose: (dom: HTMLElement) => {
    const chart = echarts.getInstanceByDom(dom);
    if (chart && !chart.isDisposed()) countChartDisposed();
    echarts.dispose(dom);
  },
};

/** Writes the chart's drawing state on its box (no React render). */
const markState = (box: HTMLDivElement | null, state: 'drawing' | 'finished') => {
  if (box && box.dataset.chartState !== state) box.dataset.chartState = state;
};

/** What a click on a chart element gives (the parts the widgets read). */
export interface ChartClick {
  name?: string;
  dataIndex?: number;
  data?: unknown;
  componentType?: string;
  seriesType?: string;
}

export interface EChartProps {
  option: ChartOption;
  onClick?: (params: ChartClick) => void;
  /** Replace the whole option on update (a chart whose series change shape). */
  notMerge?: boolean;
}

const STYLE: CSSProperties = { width: '100%', height: '100%' };

export const EChart = memo(function EChart({ option, onClick, notMerge = false }: EChartProps) {
  const { theme, pixelRatio } = useScreenEnv();
  const opts = useMemo(() => ({ devicePixelRatio: pixelRatio, renderer: 'canvas' as const }), [pixelRatio]);
  const safeOption = useMemo(() => {
    const safe = safeChartOption(option);
    // Someone who asked their system for less motion gets charts drawn at once, without animation.
    return prefersReducedMotion() ? { ...safe, animation: false } : safe;
  }, [option]);
  // One handler object for the chart's life: a new object would rebind events on every render.
  const clickRef = useRef(onClick);
  clickRef.current = onClick;
  const clickable = onClick !== undefined;
  const boxRef = useRef<HTMLDivElement>(null);
  const onEvents = useMemo(
    () => ({
      rendered: () => markState(boxRef.current, 'drawing'),
      finished: () => markState(boxRef.current, 'finished'),
      ...(clickable ? { click: (p: ChartClick) => clickRef.current?.(p) } : {}),
    }),
    [clickable],
  );
  // A chart without an entry animation draws inside setOption, before the events above are bound:
  // one more frame reports its state.
  const onChartReady = useCallback((chart: EChartsType) => {
    markState(boxRef.current, 'drawing');
    chart.getZr().refresh();
  }, []);
  return (
    <div className="screen-chart" ref={boxRef} data-clickable={clickable || undefined}>
      <EChartsReactCore
        echarts={countedEcharts}
        option={safeOption}
        theme={ECHARTS_THEME_NAMES[theme]}
        opts={opts}
        notMerge={notMerge}
        onEvents={onEvents}
        onChartReady={onChartReady}
        style={STYLE}
      />
    </div>
  );
});
