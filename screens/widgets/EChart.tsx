/**
 * The one chart component of the screens: one instance of the modular ECharts of ./echarts per
 * widget, in the screen's theme, created with the pixel ratio of the wall (devicePixelRatio x scale,
 * so a scaled-up wall stays sharp), resized with its box (ResizeObserver, once per frame) and disposed
 * on unmount (STACK-NOTES 15). Options merge into the live chart, so a refresh animates from the old
 * values instead of redrawing from nothing. Not echarts-for-react: its component makes every chart
 * twice (a throw-away instance to wait for a first frame, then the real one), which cost a wall of
 * twelve charts about half a second before anything was drawn.
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
import type { EChartsType } from 'echarts/core';
import { type CSSProperties, memo, useEffect, useMemo, useRef } from 'react';
import { ECHARTS_THEME_NAMES } from '../../themes/echartsThemes';
import { countChartCreated, countChartDisposed } from '../engine/screenStats';
import { useScreenEnv } from '../engine/ScreenEnv';
import { prefersReducedMotion } from './common';
import { type ChartOption, echarts } from './echarts';
import { safeChartOption } from './safeOption';

/** ECharts' init and dispose, counting instances made and disposed. */
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
  const safeOption = useMemo(() => {
    const safe = safeChartOption(option);
    // Someone who asked their system for less motion gets charts drawn at once, without animation.
    return prefersReducedMotion() ? { ...safe, animation: false } : safe;
  }, [option]);
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  /** The option the chart shows, and whether the next one replaces it (read when a chart is made). */
  const latest = useRef({ option: safeOption, notMerge });
  latest.current = { option: safeOption, notMerge };
  const applied = useRef<ChartOption | null>(null);
  // One handler for the chart's life: a new function would rebind the event on every render.
  const clickRef = useRef(onClick);
  clickRef.current = onClick;

  // One chart per host, theme and pixel ratio: made once, drawn with the option at hand, resized with
  // its box, disposed on unmount (or when the theme or the wall's scale changes).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const chart = countedEcharts.init(host, ECHARTS_THEME_NAMES[theme], { devicePixelRatio: pixelRatio, renderer: 'canvas' });
    chartRef.current = chart;
    chart.on('rendered', () => markState(boxRef.current, 'drawing'));
    chart.on('finished', () => markState(boxRef.current, 'finished'));
    chart.on('click', (p) => clickRef.current?.(p as ChartClick));
    chart.setOption(latest.current.option, true);
    applied.current = latest.current.option;
    let frame = 0;
    const resize = new ResizeObserver(() => {
      // The observer reports the box once on observe(): at the size the chart was just drawn at, and
      // a resize would draw it all again (tens of ms a wall, on its first load).
      if (host.clientWidth === chart.getWidth() && host.clientHeight === chart.getHeight()) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!chart.isDisposed()) chart.resize();
      });
    });
    resize.observe(host);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      chartRef.current = null;
      applied.current = null;
      countedEcharts.dispose(host);
    };
  }, [theme, pixelRatio]);

  // A new option merges into the live chart (a refresh animates from the old values), or replaces it.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || chart.isDisposed() || applied.current === safeOption) return;
    chart.setOption(safeOption, notMerge);
    applied.current = safeOption;
  }, [safeOption, notMerge]);

  return (
    <div className="screen-chart" ref={boxRef} data-clickable={onClick !== undefined || undefined}>
      <div ref={hostRef} style={STYLE} />
    </div>
  );
});
