/**
 * Gauge of one value: a rate as a percentage on a 0..100 arc, or working days on 0..`max` (option,
 * default 15). The number sits in the middle of the arc, the unit of days under it. Measured, the arc
 * takes the whole box and the number its size (screenText(mode).gauge) unless that would not fit
 * inside the arc (never under the mode's smallest text).
 */
import { type CSSProperties, useMemo } from 'react';
import { SCREEN_PALETTES, type ScreenTextSizes, screenText } from '../../themes/echartsThemes';
import { formatFixed, scaleValue } from '../engine/format';
import { useScreenEnv } from '../engine/ScreenEnv';
import { optNum, unitLabel } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';
import { type BoxSize, useBoxSize } from './useBoxSize';

/** The number in the gauge: one decimal, but a full scale reads '100', not '100.0' (it must fit the arc). */
export function gaugeNumber(value: number, full: number | null, digits: number): string {
  if (full !== null && value >= full - 0.05) return String(full);
  return formatFixed(value, digits);
}

/** How far below its centre the arc ends, in radii (it runs from 215° to -35°). */
const DROP = Math.sin((35 * Math.PI) / 180);
/** Width of the gauge's number in ems ('97.4%', '100%'). */
const NUMBER_EMS = 3.2;

export interface GaugeGeometry {
  radius: number | string;
  center: [number | string, number | string];
  fontSize: number;
  /** Where the number's middle is, px from the top (null: not measured). */
  numberY: number | null;
}

/** Where the arc goes in a box of `box` px (null: not measured) with a band `band` px wide, and how big its number is. */
export function gaugeGeometry(box: BoxSize | null, band: number, text: Pick<ScreenTextSizes, 'small' | 'gauge'>): GaugeGeometry {
  if (!box) return { radius: '88%', center: ['50%', '56%'], fontSize: text.gauge, numberY: null };
  const margin = 4;
  const radius = Math.max(band * 2, Math.min(box.w / 2 - margin, (box.h - 2 * margin) / (1 + DROP)));
  const cy = margin + radius + Math.max(0, (box.h - 2 * margin - radius * (1 + DROP)) / 2);
  const inside = 2 * (radius - band) * 0.9;
  const fontSize = Math.max(text.small, Math.min(text.gauge, Math.floor(inside / NUMBER_EMS)));
  return { radius: Math.round(radius), center: [Math.round(box.w / 2), Math.round(cy)], fontSize, numberY: Math.round(cy) };
}

function GaugeView({ widget, result }: WidgetViewProps) {
  const { theme, numbers, mode } = useScreenEnv();
  const [boxRef, box] = useBoxSize();
  const band = mode === 'wall' ? 16 : 12;
  const geometry = useMemo(() => gaugeGeometry(box, band, screenText(mode)), [box, band, mode]);
  const isRate = result.kind === 'rate';
  const max = isRate ? 100 : Math.max(1, optNum(widget, 'max', 15));
  const scaled = result.total === null ? null : scaleValue(result.total, result.kind, numbers);
  const value = scaled ? Math.max(0, Math.min(max, scaled.value)) : 0;

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const [c0, c1] = result.kind === 'days' ? [p.gold, p.series[5]!] : [p.series[1]!, p.series[0]!];
    const unit = scaled ? unitLabel(scaled.unit) : '';
    const text = screenText(mode);
    return {
      textStyle: { fontSize: text.small },
      series: [
        {
          type: 'gauge',
          startAngle: 215,
          endAngle: -35,
          min: 0,
          max,
          radius: geometry.radius,
          center: geometry.center,
          progress: {
            show: true,
            width: band,
            roundCap: true,
            itemStyle: { color: { type: 'linear', x: 0, y: 0, x2: 1, y2: 0, colorStops: [{ offset: 0, color: c0 }, { offset: 1, color: c1 }] } },
          },
          axisLine: { roundCap: true, lineStyle: { width: band, color: [[1, p.split]] } },
          axisTick: { show: false },
          splitLine: { show: false },
          axisLabel: { show: false },
          pointer: { show: false },
          anchor: { show: false },
          title: { show: false },
          detail: {
            valueAnimation: true,
            offsetCenter: [0, 0],
            fontSize: geometry.fontSize,
            fontWeight: 'bold',
            color: p.text,
            formatter: (v: number) => (scaled === null ? '--' : `${gaugeNumber(v, scaled.unit === 'percent' ? 100 : null, scaled.digits)}${scaled.unit === 'percent' ? unit : ''}`),
          },
          data: [{ value }],
        },
      ],
    };
  }, [theme, mode, max, value, scaled, result.kind, band, geometry]);

  // The unit of days under the number (where the arc is measured; else the stylesheet's place).
  const unitStyle: CSSProperties | undefined = geometry.numberY === null ? undefined : { top: geometry.numberY + geometry.fontSize * 0.6 };
  return (
    <div className="screen-gauge" ref={boxRef}>
      <EChart option={option} />
      {scaled && scaled.unit === 'days' && (
        <div className="screen-gauge__unit" style={unitStyle}>
          {unitLabel('days')}
        </div>
      )}
    </div>
  );
}

export const gaugeWidget: WidgetDefinition = { view: GaugeView, isEmpty: () => false };
