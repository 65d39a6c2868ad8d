// @vitest-environment jsdom
/**
 * The real widgets' tooltips, end to end but without a browser: each chart widget is rendered (React,
 * jsdom) with an answer whose names are script payloads; the option it hands to EChart is caught (the
 * chart component is replaced by a recorder), passed through what EChart does with it
 * (safeChartOption) and drawn by real ECharts (SVG renderer), its tooltip shown on the first item.
 * No payload element may appear, and the payload must read as text.
 */
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { CalendarComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '../../src/domain/screen';
import type { StatsResult } from '../../src/domain/stats';
import { safeChartOption } from '../../screens/widgets/safeOption';
import type { WidgetDefinition } from '../../screens/widgets/types';

const options: Record<string, unknown>[] = [];
vi.mock('../../screens/widgets/EChart', () => ({
  EChart: ({ option }: { option: Record<string, unknown> }) => {
    options.push(option);
    return null;
  },
}));

const PAYLOADS = ['<img src=x data-xss=1 onerror="window.__xss=1">', '"><svg data-xss=1 onload=window.__xss=1>', '<script>window.__xss=1</script>', '{v|x}'];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
HTMLCanvasElement.prototype.getContext = (() => null) as never;
echarts.use([PieChart, BarChart, LineChart, FunnelChart, HeatmapChart, TooltipComponent, GridComponent, LegendComponent, CalendarComponent, VisualMapComponent, SVGRenderer]);

const charts: echarts.EChartsType[] = [];
afterEach(() => {
  for (const c of charts.splice(0)) c.dispose();
  document.body.innerHTML = '';
  options.length = 0;
});

function result(groupBy: StatsResult['groupBy'], rows: { key: string; label: string; value: number }[], kind: StatsResult['kind'] = 'count'): StatsResult {
  return { metric: 'contractCount', groupBy, kind, total: rows.reduce((s, r) => s + r.value, 0), rows, items: [], context: { areaId: null, unitId: null, clamped: false }, from: null, to: null, computedAt: new Date().toISOString() };
}

const widget = (type: Widget['type'], options: Widget['options'] = {}): Widget => ({ i: 'w', x: 0, y: 0, w: 6, h: 6, type, title: 't', query: { metric: 'contractCount', filters: { period: 'all' } }, options });

/** Renders the widget and answers the option it gave its chart. */
async function optionOf(def: WidgetDefinition, w: Widget, r: StatsResult): Promise<Record<string, unknown>> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const View = def.view;
  await act(async () => root.render(<View widget={w} result={r} />));
  act(() => root.unmount());
  const option = options.at(-1);
  if (!option) throw new Error('the widget drew no chart');
  return option;
}

/** Draws the option as EChart would (sanitised) and shows the tooltip of item `dataIndex`. */
async function tooltipText(option: Record<string, unknown>, dataIndex: number): Promise<{ text: string; injected: number; breaks: number }> {
  const dom = document.createElement('div');
  document.body.appendChild(dom);
  const chart = echarts.init(dom, null, { renderer: 'svg', width: 800, height: 500 });
  charts.push(chart);
  chart.setOption({ ...safeChartOption(option), animation: false });
  chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex });
  await new Promise((r) => setTimeout(r, 20));
  const box = [...dom.querySelectorAll<HTMLElement>('div')].find((d) => d.style.zIndex === '9999999');
  if (!box) throw new Error('no tooltip shown');
  return { text: box.textContent ?? '', injected: box.querySelectorAll('[data-xss], img, svg, script').length, breaks: box.querySelectorAll('br').length };
}

const rows = PAYLOADS.map((label, i) => ({ key: `k${i}`, label, value: 10 - i }));

describe('chart widgets show user text in tooltips as text', async () => {
  const { pieWidget } = await import('../../screens/widgets/PieWidget');
  const { funnelWidget } = await import('../../screens/widgets/FunnelWidget');
  const { barWidget } = await import('../../screens/widgets/BarWidget');
  const { lineWidget } = await import('../../screens/widgets/LineWidget');

  it('pie (fund sources): every slice', async () => {
    const option = await optionOf(pieWidget, widget('pie'), result('fundSource', rows, 'fen'));
    for (let i = 0; i < PAYLOADS.length; i++) {
      const tip = await tooltipText(option, i);
      expect(tip.injected, PAYLOADS[i]).toBe(0);
      expect(tip.text).toContain(PAYLOADS[i]);
      expect(tip.breaks).toBe(1);
    }
  });

  it('funnel (a phase the texts do not know reads as its label)', async () => {
    const option = await optionOf(funnelWidget, widget('funnel'), result('phase', rows));
    for (let i = 0; i < PAYLOADS.length; i++) {
      const tip = await tooltipText(option, i);
      expect(tip.injected, PAYLOADS[i]).toBe(0);
      expect(tip.text).toContain(PAYLOADS[i]);
      expect(tip.breaks).toBe(2);
    }
  });

  it('bar (counterparts, horizontal) and line (axis tooltips with a valueFormatter)', async () => {
    for (const [def, type, groupBy] of [
      [barWidget, 'bar', 'counterpart'],
      [lineWidget, 'line', 'unit'],
    ] as const) {
      const option = await optionOf(def, widget(type), result(groupBy, rows));
      for (let i = 0; i < PAYLOADS.length; i++) {
        const tip = await tooltipText(option, i);
        expect(tip.injected, `${type} ${PAYLOADS[i]}`).toBe(0);
        expect(tip.text).toContain(PAYLOADS[i]);
      }
    }
  });
});
