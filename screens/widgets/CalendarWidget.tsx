/**
 * Calendar heat map of a by-day answer: one cell per day over the answer's period (at most the last
 * 366 days of it), coloured by value on the theme's scale, the scale legend below. Day and month
 * names and the scale's ends at screenText(mode).small.
 */
import { useMemo } from 'react';
import { dateFormat } from '../../src/i18n/dateFormat';
import { SCREEN_PALETTES, screenText } from '../../themes/echartsThemes';
import { useScreenEnv } from '../engine/ScreenEnv';
import { fullValue, noValues } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The calendar's range: the answer's bounds (or its first and last day), at most 366 days ending at the last. */
export function calendarRange(days: readonly string[], from: string | null, to: string | null): [string, string] | null {
  const valid = days.filter((d) => DAY.test(d)).sort();
  const end = to && DAY.test(to.slice(0, 10)) ? to.slice(0, 10) : valid[valid.length - 1];
  if (!end) return null;
  const start0 = from && DAY.test(from.slice(0, 10)) ? from.slice(0, 10) : (valid[0] ?? end);
  const earliest = isoDay(dayMs(end) - 365 * DAY_MS);
  const start = start0 < earliest ? earliest : start0;
  return [start, end];
}

function names(language: string, part: 'weekday' | 'month'): string[] {
  const fmt = dateFormat(language, part === 'weekday' ? { weekday: 'narrow', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: ECharts' day names start on Sunday.
  return part === 'weekday'
    ? Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2023, 0, 1 + i))))
    : Array.from({ length: 12 }, (_, i) => fmt.format(new Date(Date.UTC(2023, i, 1))));
}

function CalendarView({ result }: WidgetViewProps) {
  const { theme, numbers, language, mode } = useScreenEnv();
  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const data = result.rows.filter((r) => DAY.test(r.key)).map((r) => [r.key, r.value ?? 0] as [string, number]);
    const range = calendarRange(
      data.map(([d]) => d),
      result.from,
      result.to,
    ) ?? [isoDay(Date.now() - 365 * DAY_MS), isoDay(Date.now())];
    const max = Math.max(1, ...data.map(([, v]) => v));
    const font = screenText(mode).small;
    return {
      textStyle: { fontSize: font },
      tooltip: {
        textStyle: { fontSize: font },
        formatter: (params) => {
          const one = Array.isArray(params) ? params[0] : params;
          const [day, v] = (one?.value as [string, number] | undefined) ?? ['', 0];
          // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
          return `${day}\n${fullValue(v, result.kind, numbers)}`;
        },
      },
      visualMap: {
        type: 'continuous',
        min: 0,
        max,
        orient: 'horizontal',
        right: 8,
        bottom: 0,
        itemWidth: 10,
        itemHeight: mode === 'wall' ? 160 : 110,
        calculable: false,
        text: [String(max), '0'],
        textGap: 6,
        textStyle: { color: p.textMuted, fontSize: font },
        inRange: { color: [p.scaleLow, p.scaleMid, p.scaleHigh] },
      },
      calendar: {
        range,
        orient: 'horizontal',
        top: font * 2,
        left: font * 2.5,
        right: 12,
        bottom: font * 2 + 4,
        cellSize: ['auto', 'auto'],
        dayLabel: { firstDay: 1, nameMap: names(language, 'weekday'), fontSize: font },
        monthLabel: { nameMap: names(language, 'month'), fontSize: font },
        yearLabel: { show: false },
      },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data }],
    };
  }, [result, theme, numbers, language, mode]);

  return <EChart option={option} />;
}

export const calendarWidget: WidgetDefinition = { view: CalendarView, isEmpty: (r) => r.rows.length === 0 || noValues(r) };
