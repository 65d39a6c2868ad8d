/**
 * Line chart of a grouped answer (usually by month): a smooth line over a soft area, the values
 * written at the points (those that would overlap are left out, as are axis labels that would touch).
 * Text sizes come from screenText(mode). Options: `area` (default true), `smooth` (default true).
 */
import { useMemo } from 'react';
import { SCREEN_PALETTES, screenText } from '../../themes/echartsThemes';
import { useScreenEnv } from '../engine/ScreenEnv';
import { fullValue, labelledRows, noValues, optBool, shortValue, withAlpha } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';

function LineView({ widget, result }: WidgetViewProps) {
  const { theme, numbers, language, mode } = useScreenEnv();
  const area = optBool(widget, 'area', true);
  const smooth = optBool(widget, 'smooth', true);
  const rows = useMemo(() => labelledRows(result, language), [result, language]);

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const color = p.series[0]!;
    const font = screenText(mode).small;
    return {
      textStyle: { fontSize: font },
      grid: { left: 8, right: font * 2.5, top: font * 2, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', textStyle: { fontSize: font }, valueFormatter: (v) => fullValue(typeof v === 'number' ? v : null, result.kind, numbers) },
      xAxis: {
        type: 'category',
        // Half a band at each end: the first point's value does not sit on the value axis' labels.
        boundaryGap: true,
        data: rows.map((r) => r.name),
        axisLabel: { hideOverlap: true, fontSize: font },
      },
      yAxis: {
        type: 'value',
        splitNumber: mode === 'wall' ? 3 : 4,
        axisLabel: { formatter: (v: number) => shortValue(v, result.kind, numbers), fontSize: font, hideOverlap: true },
      },
      series: [
        {
          type: 'line',
          data: rows.map((r) => r.value),
          smooth,
          symbol: 'circle',
          symbolSize: 7,
          lineStyle: { width: 3, color, shadowColor: theme === 'dark' ? withAlpha(color, 0.6) : 'transparent', shadowBlur: 8 },
          itemStyle: { color, borderColor: theme === 'dark' ? '#04122b' : '#fff', borderWidth: 2 },
          areaStyle: area
            ? {
                color: {
                  type: 'linear',
                  x: 0,
                  y: 0,
                  x2: 0,
                  y2: 1,
                  colorStops: [
                    { offset: 0, color: withAlpha(color, theme === 'dark' ? 0.45 : 0.3) },
                    { offset: 1, color: withAlpha(color, 0.02) },
                  ],
                },
              }
            : undefined,
          label: {
            show: rows.length <= 16,
            position: 'top',
            color: p.text,
            fontSize: font,
            formatter: (params) => shortValue(typeof params.value === 'number' ? params.value : null, result.kind, numbers),
          },
          labelLayout: { hideOverlap: true },
        },
      ],
    };
  }, [rows, theme, numbers, mode, area, smooth, result.kind]);

  return <EChart option={option} />;
}

export const lineWidget: WidgetDefinition = { view: LineView, isEmpty: (r) => r.rows.length === 0 || noValues(r) };
