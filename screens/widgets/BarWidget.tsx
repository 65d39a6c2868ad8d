/**
 * Bar chart of a grouped answer. Long names (units, categories, fund sources, counterparts) lie
 * horizontally, biggest on top; short ones (areas, months, statuses) stand. Values are written on the
 * bars. An answer sorted by value is a ranking: its rows of 0 are left out (empty when none is left).
 * A bar of an area or a unit narrows the screen to it. Text sizes come from screenText(mode); long
 * names are cut with '…' and crowded labels left out. Options: `horizontal` (boolean).
 */
import { useMemo } from 'react';
import type { Widget } from '../../src/domain/screen';
import type { StatsDimension, StatsResult } from '../../src/domain/stats';
import { SCREEN_PALETTES, screenText } from '../../themes/echartsThemes';
import { useScreenEnv, widgetWidth } from '../engine/ScreenEnv';
import { drillsBy, drillTargetOf, fullValue, type LabelledRow, labelledRows, noValues, optBool, ranks, shortValue, sortedByValue, withAlpha } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';

const LONG_NAMES: ReadonlySet<StatsDimension> = new Set(['unit', 'counterpart', 'category', 'fundSource', 'status']);

/** The bars of an answer: every row, or for a ranking (sorted by value) the rows that rank. */
export function barRows(widget: Widget, result: StatsResult, language: string): LabelledRow[] {
  const rows = labelledRows(result, language);
  return sortedByValue(widget) ? rows.filter(ranks) : rows;
}

function BarView({ widget, result, onDrill }: WidgetViewProps) {
  const { theme, numbers, language, mode, column } = useScreenEnv();
  const horizontal = optBool(widget, 'horizontal', result.groupBy !== null && LONG_NAMES.has(result.groupBy));
  const rows = useMemo(() => barRows(widget, result, language), [widget, result, language]);
  const clickable = onDrill !== undefined && drillsBy(result.groupBy);

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const font = screenText(mode).small;
    const [from, to] = horizontal ? [p.series[1]!, p.series[0]!] : [p.series[0]!, p.series[1]!];
    const gradient = {
      type: 'linear' as const,
      x: 0,
      y: horizontal ? 0 : 1,
      x2: horizontal ? 1 : 0,
      y2: 0,
      colorStops: [
        { offset: 0, color: theme === 'dark' ? withAlpha(from, 0.35) : withAlpha(from, 0.75) },
        { offset: 1, color: to },
      ],
    };
    const labelWidth = mode === 'wall' ? 200 : 120;
    // A standing bar's name may take its band (the chart's width less the value axis, per bar), where known.
    const outer = widgetWidth(column, widget.w);
    const band = outer === null ? null : (outer - 26 - 4 * font) / Math.max(1, rows.length);
    const category = {
      type: 'category' as const,
      data: rows.map((r) => r.name),
      inverse: horizontal,
      axisLabel: horizontal
        ? { width: labelWidth, overflow: 'truncate' as const, fontSize: font }
        : rows.length > 8
          ? { interval: 0, hideOverlap: true, fontSize: font, rotate: 40, width: mode === 'wall' ? 110 : 90, overflow: 'truncate' as const }
          : {
              interval: 0,
              hideOverlap: mode === 'wall',
              fontSize: font,
              width: band === null ? 64 : Math.max(2 * font, Math.floor(band - 6)),
              overflow: 'break' as const,
              lineHeight: font + 2,
            },
    };
    const value = {
      type: 'value' as const,
      splitNumber: mode === 'wall' ? 3 : 4,
      // Room above the longest bar for its value label.
      max: (extent: { max: number }) => (extent.max > 0 ? extent.max * (horizontal ? 1.12 : 1.18) : 1),
      axisLabel: { formatter: (v: number) => shortValue(v, result.kind, numbers), fontSize: font, showMaxLabel: false, hideOverlap: true },
    };
    return {
      textStyle: { fontSize: font },
      grid: { left: 8, right: horizontal ? (mode === 'wall' ? 80 : 64) : 12, top: horizontal ? 8 : font * 2, bottom: 4, containLabel: true },
      tooltip: {
        textStyle: { fontSize: font },
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) => fullValue(typeof v === 'number' ? v : null, result.kind, numbers),
      },
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? category : value,
      series: [
        {
          type: 'bar',
          data: rows.map((r) => r.value),
          barMaxWidth: horizontal ? 18 : 26,
          itemStyle: { color: gradient, borderRadius: horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] },
          label: {
            show: true,
            position: horizontal ? 'right' : 'top',
            color: p.text,
            fontSize: font,
            formatter: (params) => shortValue(typeof params.value === 'number' ? params.value : null, result.kind, numbers),
          },
          labelLayout: { hideOverlap: true },
          cursor: clickable ? 'pointer' : 'default',
        },
      ],
    };
  }, [rows, horizontal, theme, numbers, mode, column, widget.w, result.kind, clickable]);

  const onClick = clickable
    ? (params: { dataIndex?: number }) => {
        const row = params.dataIndex === undefined ? undefined : rows[params.dataIndex];
        const target = row ? drillTargetOf(result.groupBy, row.row) : null;
        if (target) onDrill?.(target);
      }
    : undefined;
  return <EChart option={option} onClick={onClick} />;
}

export const barWidget: WidgetDefinition = { view: BarView, isEmpty: (r) => r.rows.length === 0 || noValues(r) };
