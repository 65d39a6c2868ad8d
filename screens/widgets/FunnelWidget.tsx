/**
 * The lifecycle funnel: contracts by phase in the order of the lifecycle (registration, review,
 * signing, filing, performance, closed). With `cumulative` (default true) each layer counts the
 * contracts that reached that phase or a later one, so the funnel narrows as the lifecycle goes on;
 * the tooltip gives both numbers. Labels sit inside the layers at screenText(mode).small, cut to the
 * funnel's width.
 */
import { useMemo } from 'react';
import type { Phase } from '../../src/domain/lifecycle';
import { t } from '../../src/i18n';
import { SCREEN_PALETTES, screenText } from '../../themes/echartsThemes';
import { useScreenEnv, widgetWidth } from '../engine/ScreenEnv';
import { fullValue, labelledRows, noValues, optBool, shortValue, withAlpha } from './common';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import type { WidgetDefinition, WidgetViewProps } from './types';

export const PHASE_ORDER: readonly Phase[] = ['draft', 'review', 'signing', 'filing', 'performance', 'closed'];

export interface FunnelLayer {
  key: string;
  name: string;
  current: number;
  reached: number;
}

/** Layers in lifecycle order (unknown keys after them), with the cumulative 'reached' counts. */
export function funnelLayers(rows: readonly { key: string; name: string; value: number | null }[]): FunnelLayer[] {
  const rank = (k: string) => {
    const i = PHASE_ORDER.indexOf(k as Phase);
    return i < 0 ? PHASE_ORDER.length : i;
  };
  const ordered = [...rows].sort((a, b) => rank(a.key) - rank(b.key));
  let after = 0;
  const reached: number[] = [];
  for (let i = ordered.length - 1; i >= 0; i--) {
    after += ordered[i]!.value ?? 0;
    reached[i] = after;
  }
  return ordered.map((r, i) => ({ key: r.key, name: r.name, current: r.value ?? 0, reached: reached[i] ?? 0 }));
}

function FunnelView({ widget, result }: WidgetViewProps) {
  const { theme, numbers, language, mode, column } = useScreenEnv();
  const cumulative = optBool(widget, 'cumulative', true);
  const layers = useMemo(() => funnelLayers(labelledRows(result, language)), [result, language]);

  const option = useMemo((): ChartOption => {
    const p = SCREEN_PALETTES[theme];
    const byName = new Map(layers.map((l) => [l.name, l]));
    const font = screenText(mode).small;
    const outer = widgetWidth(column, widget.w);
    return {
      textStyle: { fontSize: font },
      tooltip: {
        trigger: 'item',
        textStyle: { fontSize: font },
        formatter: (params) => {
          const one = Array.isArray(params) ? params[0] : params;
          const layer = byName.get(one?.name ?? '');
          if (!layer) return '';
          // Plain text, a line per '\n': EChart escapes it (safeOption.ts).
          return [
            layer.name,
            `${t('screens.funnel.reached')}: ${fullValue(layer.reached, result.kind, numbers)}`,
            `${t('screens.funnel.current')}: ${fullValue(layer.current, result.kind, numbers)}`,
          ].join('\n');
        },
      },
      series: [
        {
          type: 'funnel',
          left: '6%',
          right: '6%',
          top: 6,
          bottom: 6,
          width: '88%',
          minSize: '26%',
          maxSize: '100%',
          sort: 'none',
          gap: mode === 'wall' ? 4 : 2,
          label: {
            show: true,
            position: 'inside',
            color: '#fff',
            fontSize: font,
            fontWeight: 'bold',
            ...(outer === null ? {} : { width: Math.round((outer - 24) * 0.86), overflow: 'truncate' as const }),
            textBorderColor: 'rgba(0, 0, 0, 0.35)',
            textBorderWidth: 2,
            formatter: (params) => `${params.name}  ${shortValue(typeof params.value === 'number' ? params.value : null, result.kind, numbers)}`,
          },
          itemStyle: { borderWidth: 0 },
          data: layers.map((l, i) => ({
            name: l.name,
            value: cumulative ? l.reached : l.current,
            itemStyle: { color: withAlpha(p.series[i % p.series.length]!, theme === 'dark' ? 0.85 : 0.9) },
          })),
        },
      ],
    };
  }, [layers, theme, numbers, cumulative, mode, column, widget.w, result.kind]);

  return <EChart option={option} />;
}

export const funnelWidget: WidgetDefinition = { view: FunnelView, isEmpty: (r) => r.rows.length === 0 || noValues(r) };
