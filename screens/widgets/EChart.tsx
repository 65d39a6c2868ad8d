/**
 * The one chart component of the screens: echarts-for-react's core build (esm/core, STACK-NOTES 3)
 * over the modular ECharts of ./echarts, in the screen's theme, created with the pixel ratio of the
 * wall (devicePixelRatio x scale, so a scaled-up wall stays sharp) and disposed on unmount (the
 * component does it; STACK-NOTES 15). Options merge into the live chart, so a refresh animates from
 * the old values instead of redrawing from nothing.
 */
import EChartsReactCore from 'echarts-for-react/esm/core';
import { type CSSProperties, memo, useMemo, useRef } from 'react';
import { ECHARTS_THEME_NAMES } from '../../themes/echartsThemes';
import { useScreenEnv } from '../engine/ScreenEnv';
import { type ChartOption, echarts } from './echarts';

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
  // One handler object for the chart's life: a new object would rebind events on every render.
  const clickRef = useRef(onClick);
  clickRef.current = onClick;
  const clickable = onClick !== undefined;
  const onEvents = useMemo(() => (clickable ? { click: (p: ChartClick) => clickRef.current?.(p) } : undefined), [clickable]);
  return (
    <div className="screen-chart" data-clickable={clickable || undefined}>
      <EChartsReactCore
        echarts={echarts}
        option={option}
        theme={ECHARTS_THEME_NAMES[theme]}
        opts={opts}
        notMerge={notMerge}
        onEvents={onEvents}
        style={STYLE}
      />
    </div>
  );
});
