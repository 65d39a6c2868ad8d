/**
 * Pie or ring (`ring`, default true) of a grouped answer. The biggest `top` groups (default 7) get
 * their own slice, the rest one slice of 'other'; the legend beside it carries each share, so no
 * label lies on another: it pages when its items do not fit, and a name too long for its room is cut
 * with '…' (the share stays). A ring shows the total in its hole. Text sizes come from
 * screenText(mode). Options: `ring`, `top`, `legend` ('right' | 'bottom').
 */
import { useMemo } from 'react';
import { t } from '../../src/i18n';
import { SCREEN_PALETTES, screenText } from '../../themes/echartsThemes';
import { useScreenEnv, widgetWidth } from '../engine/ScreenEnv';
import { fitText, fullValue, type LabelledRow, labelledRows, noValues, optBool, optNum, optStr, textWidth } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';

interface Slice {
  name: string;
  value: number;
}

/** The biggest `top` rows as slices and the rest summed as 'other' (rows without a value left out). */
export function slicesOf(rows: readonly LabelledRow[], top: number, otherName: string): Slice[] {
  const valued = rows.filter((r) => typeof r.value === 'number' && r.value > 0).sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const head = valued.slice(0, Math.max(1, top)).map((r) => ({ name: r.name, value: r.value ?? 0 }));
  const rest = valued.slice(Math.max(1, top)).reduce((sum, r) => sum + (r.value ?? 0), 0);
  return rest > 0 ? [...head, { name: otherName, value: rest }] : head;
}

/** Size of a legend's marker, by mode. */
const MARKER = { wall: 14, grid: 12, phone: 12 } as const;

/**
 * How wide (px) a legend item's text may be in a chart `width` px wide (null: unknown, no limit): beside
 * the ring, the 44 % right of it; below, the whole width; less the marker and its gap.
 */
export function legendTextRoom(width: number | null, at: 'right' | 'bottom', marker: number): number | null {
  if (width === null) return null;
  return Math.max(4 * marker, (at === 'right' ? width * 0.44 : width) - marker - 10);
}

function PieView({ widget, result }: WidgetViewProps) {
  const { theme, numbers, language, mode, column } = useScreenEnv();
  const ring = optBool(widget, 'ring', true);
  const top = Math.max(1, Math.min(12, Math.round(optNum(widget, 'top', 7))));
  const legendAt = optStr(widget, 'legend', ['right', 'bottom'] as const, 'right');
  const slices = useMemo(() => slicesOf(labelledRows(result, language), top, t('screens.other')), [result, language, top]);
  const sum = slices.reduce((s, x) => s + x.value, 0);

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const share = new Map(slices.map((s) => [s.name, sum > 0 ? (s.value / sum) * 100 : 0]));
    const right = legendAt === 'right';
    const font = screenText(mode).small;
    const marker = MARKER[mode];
    // The chart's width (the widget's less its panel's borders and padding): room for the legend's names.
    const outer = widgetWidth(column, widget.w);
    const room = legendTextRoom(outer === null ? null : outer - 26, legendAt, marker);
    const legendText = (name: string) => {
      const tail = `  ${(share.get(name) ?? 0).toFixed(1)}%`;
      return `${room === null ? name : fitText(name, room - textWidth(tail, font), font)}${tail}`;
    };
    return {
      textStyle: { fontSize: font },
      tooltip: {
        trigger: 'item',
        textStyle: { fontSize: font },
        formatter: (params) => {
          const one = Array.isArray(params) ? params[0] : params;
          const v = typeof one?.value === 'number' ? one.value : null;
          // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
          return `${one?.name ?? ''}\n${fullValue(v, result.kind, numbers)} (${(one?.percent ?? 0).toFixed(1)}%)`;
        },
      },
      legend: {
        type: 'scroll',
        orient: right ? 'vertical' : 'horizontal',
        left: right ? '56%' : 'center',
        right: right ? 4 : undefined,
        top: right ? 'middle' : undefined,
        bottom: right ? undefined : 0,
        itemGap: mode === 'wall' ? 10 : 6,
        itemWidth: marker,
        itemHeight: marker,
        textStyle: { fontSize: font, color: p.textMuted },
        pageTextStyle: { fontSize: font, color: p.textMuted },
        pageIconSize: mode === 'wall' ? 16 : 12,
        formatter: legendText,
      },
      series: [
        {
          type: 'pie',
          radius: ring ? ['48%', '72%'] : ['0%', '72%'],
          center: right ? ['28%', '50%'] : ['50%', '45%'],
          avoidLabelOverlap: true,
          minAngle: 2,
          itemStyle: { borderColor: theme === 'dark' ? '#061a3a' : '#fff', borderWidth: 2, borderRadius: ring ? 4 : 0 },
          label: { show: false },
          labelLine: { show: false },
          emphasis: { scale: true, scaleSize: 6 },
          data: slices,
        },
      ],
    };
  }, [slices, sum, theme, numbers, ring, legendAt, mode, column, widget.w, result.kind]);

  return (
    <div className="screen-pie">
      <EChart option={option} />
      {ring && (
        <div className={`screen-pie__hole screen-pie__hole--${legendAt}`}>
          <div className="screen-pie__total">{fullValue(sum, result.kind, numbers)}</div>
          <div className="screen-pie__caption">{t('screens.total')}</div>
        </div>
      )}
    </div>
  );
}

export const pieWidget: WidgetDefinition = { view: PieView, isEmpty: (r) => r.rows.length === 0 || noValues(r) };
