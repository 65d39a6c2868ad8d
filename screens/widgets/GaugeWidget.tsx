/**
 * Gauge of one value: a rate as a percentage on a 0..100 arc, or working days on 0..`max` (option,
 * default 15). The number sits in the middle of the arc; a rate's part / whole under it when given.
 */
import { useMemo } from 'react';
import { SCREEN_PALETTES } from '../../themes/echartsThemes';
import { formatFixed, scaleValue } from '../engine/format';
import { useScreenEnv } from '../engine/ScreenEnv';
import { optNum, unitLabel } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';

/** The number in the gauge: one decimal, but a full scale reads '100', not '100.0' (it must fit the arc). */
export function gaugeNumber(value: number, full: number | null, digits: number): string {
  if (full !== null && value >= full - 0.05) return String(full);
  return formatFixed(value, digits);
}

function GaugeView({ widget, result }: WidgetViewProps) {
  const { theme, numbers, mode } = useScreenEnv();
  const isRate = result.kind === 'rate';
  const max = isRate ? 100 : Math.max(1, optNum(widget, 'max', 15));
  const scaled = result.total === null ? null : scaleValue(result.total, result.kind, numbers);
  const value = scaled ? Math.max(0, Math.min(max, scaled.value)) : 0;

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const wide = mode === 'wall' ? 16 : 12;
    const [c0, c1] = result.kind === 'days' ? [p.gold, p.series[5]!] : [p.series[1]!, p.series[0]!];
    const unit = scaled ? unitLabel(scaled.unit) : '';
    return {
      series: [
        {
          type: 'gauge',
          startAngle: 215,
          endAngle: -35,
          min: 0,
          max,
          radius: '88%',
          center: ['50%', '56%'],
          progress: {
            show: true,
            width: wide,
            roundCap: true,
            itemStyle: { color: { type: 'linear', x: 0, y: 0, x2: 1, y2: 0, colorStops: [{ offset: 0, color: c0 }, { offset: 1, color: c1 }] } },
          },
          axisLine: { roundCap: true, lineStyle: { width: wide, color: [[1, p.split]] } },
          axisTick: { show: false },
          splitLine: { show: false },
          axisLabel: { show: false },
          pointer: { show: false },
          anchor: { show: false },
          title: { show: false },
          detail: {
            valueAnimation: true,
            offsetCenter: [0, '2%'],
            fontSize: mode === 'wall' ? 26 : 20,
            fontWeight: 'bold',
            color: p.text,
            formatter: (v: number) => (scaled === null ? '--' : `${gaugeNumber(v, scaled.unit === 'percent' ? 100 : null, scaled.digits)}${scaled.unit === 'percent' ? unit : ''}`),
          },
          data: [{ value }],
        },
      ],
    };
  }, [theme, mode, max, value, scaled, result.kind]);

  return (
    <div className="screen-gauge">
      <EChart option={option} />
      {scaled && scaled.unit === 'days' && <div className="screen-gauge__unit">{unitLabel('days')}</div>}
    </div>
  );
}

export const gaugeWidget: WidgetDefinition = { view: GaugeView, isEmpty: () => false };
