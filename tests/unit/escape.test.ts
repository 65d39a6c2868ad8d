// @vitest-environment jsdom
/**
 * Everything a user typed is text (ARCHITECTURE.md section 3, security model): the escaping helpers of
 * src/domain/escape.ts, the chart-option sanitiser EChart.tsx applies (screens/widgets/safeOption.ts)
 * in every tooltip position, and real ECharts tooltips drawn in jsdom (SVG renderer) from those
 * options: no payload element appears, the payload reads as text, line breaks stay. The source scan
 * (no HTML in formatters, no other chart creation, no HTML sinks) is tests/unit/html-sinks.test.ts.
 */
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDocx } from '../../server/modules/templates/docx';
import { appRoute, escapeHtml, richText, safeLink } from '../../src/domain/escape';
import type { MenuNode } from '../../src/domain/system';
import { menuTarget } from '../../src/layouts/main/menuModel';
import { safeChartOption, tooltipHtml } from '../../screens/widgets/safeOption';
import { shortcutEntries } from '../../workspace/dashboard/shortcuts';

const PAYLOAD = '<img src=x data-xss=1 onerror="window.__xss=1">';
const ESCAPED = '&lt;img src=x data-xss=1 onerror=&quot;window.__xss=1&quot;&gt;';

describe('escapeHtml', () => {
  it('escapes & < > " and \' (and only those)', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    expect(escapeHtml(PAYLOAD)).toBe(ESCAPED);
    expect(escapeHtml('"><svg onload=alert(1)>')).toBe('&quot;&gt;&lt;svg onload=alert(1)&gt;');
    expect(escapeHtml('杭州市财政局 {v|x} 100%')).toBe('杭州市财政局 {v|x} 100%');
  });

  it('escapes an ampersand once, so an entity the user typed stays visible as typed', () => {
    expect(escapeHtml('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('reads null and undefined as empty and writes numbers', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(12.5)).toBe('12.5');
  });

  it('is what the .docx builder escapes XML text with (apostrophes included, controls dropped)', async () => {
    const docx = await buildDocx(`T<&>"'`, `line <w:t>x</w:t> & 'q'\u0001`);
    const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
    expect(xml).toContain('T&lt;&amp;&gt;&quot;&#39;');
    expect(xml).toContain('line &lt;w:t&gt;x&lt;/w:t&gt; &amp; &#39;q&#39;</w:t>');
    expect(xml).not.toContain('\u0001');
  });
});

describe('richText (ECharts rich-text labels)', () => {
  it('replaces braces with their full-width forms so user text cannot open or close a styled run', () => {
    expect(richText('{v|x}')).toBe('\uFF5Bv|x\uFF5D');
    expect(richText('a}b{c')).toBe('a\uFF5Db\uFF5Bc');
    expect(richText('{a|{b|c}}')).not.toMatch(/[{}]/);
  });

  it('leaves other text, pipes and line breaks as they are', () => {
    expect(richText('杭州市 | 西湖区\n12 件')).toBe('杭州市 | 西湖区\n12 件');
    expect(richText(null)).toBe('');
    expect(richText(3)).toBe('3');
  });

  it("leaves nothing zrender's rich-text parser would match", () => {
    const STYLE = /\{([a-zA-Z0-9_]+)\|([^}]*)\}/g; // zrender/lib/graphic/helper/parseText.js
    for (const s of ['{v|x}', '{a|b}{c|d}', 'x{v|', '}{v|y}', '{{v|z}}']) expect(richText(s)).not.toMatch(STYLE);
  });
});

describe('links from stored data', () => {
  it('accepts in-app routes and http(s) URLs only', () => {
    expect(safeLink('/contract/detail?id=1')).toEqual({ kind: 'route', path: '/contract/detail?id=1' });
    expect(safeLink('#/view-index')).toEqual({ kind: 'route', path: '/view-index' });
    expect(safeLink('https://example.org/a?b=1')).toEqual({ kind: 'external', url: 'https://example.org/a?b=1' });
    expect(safeLink('HTTP://example.org')).toEqual({ kind: 'external', url: 'HTTP://example.org' });
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'https://',
      'https:/evil.example',
      'contract/detail',
      '',
      null,
      undefined,
    ]) {
      expect(safeLink(bad), String(bad)).toBeNull();
    }
    expect(appRoute('https://example.org')).toBeNull();
    expect(appRoute('/a')).toBe('/a');
  });

  it('never makes a menu entry a script URL', () => {
    const entry = (path: string, isNewTab: boolean, type = 1): MenuNode => ({
      id: 1,
      pid: null,
      title: 'x',
      icon: '',
      path,
      type,
      isNewTab,
      sort: 0,
      permissionId: null,
      children: [],
    });
    for (const path of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', ' javascript:alert(1)']) {
      expect(menuTarget(entry(path, false)), path).toEqual({ kind: 'none' });
      expect(menuTarget(entry(path, true)), path).toEqual({ kind: 'none' });
      expect(menuTarget(entry(path, true, 2)), path).toEqual({ kind: 'none' });
    }
    expect(menuTarget(entry('/view-index', true))).toEqual({ kind: 'window', url: '#/view-index' });
    expect(menuTarget(entry('https://example.org/', false, 2))).toEqual({ kind: 'location', url: 'https://example.org/' });
    // The workplace's shortcuts leave such a page out.
    expect(shortcutEntries([entry('javascript:alert(1)', false), entry('//evil.example', false), entry('/ok', false)]).map((n) => n.path)).toEqual(['/ok']);
  });
});

// ---------------------------------------------------------------- the option sanitiser
type Fn = (...args: unknown[]) => unknown;
interface FoundTooltip {
  path: string;
  tooltip: Record<string, unknown>;
}

/** Every tooltip object of an option, with where it is. */
function tooltipsOf(option: unknown, path = 'option'): FoundTooltip[] {
  const found: FoundTooltip[] = [];
  const visit = (v: unknown, at: string) => {
    if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) visit(x, `${at}[${i}]`);
    }
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'tooltip') {
          for (const [i, t] of (Array.isArray(x) ? x : [x]).entries()) {
            if (t && typeof t === 'object') found.push({ path: Array.isArray(x) ? `${at}.tooltip[${i}]` : `${at}.tooltip`, tooltip: t as Record<string, unknown> });
          }
        }
        visit(x, `${at}.${k}`);
      }
    }
  };
  visit(option, path);
  return found;
}

/** A widget-style formatter: plain text with the payload and a line break. */
const textFormatter = () => `${PAYLOAD}\n12 件`;
const tip = () => ({ formatter: textFormatter });

/** A tooltip in every position ECharts 6 has one (see safeOption.ts). */
const everywhere = () => ({
  tooltip: [{ trigger: 'item', formatter: textFormatter, valueFormatter: () => PAYLOAD }, tip()],
  legend: { tooltip: tip(), data: [{ name: 'a' }] },
  toolbox: { tooltip: tip() },
  geo: { tooltip: tip(), regions: [{ name: 'r', tooltip: tip() }] },
  timeline: { tooltip: tip() },
  matrix: { tooltip: tip() },
  xAxis: { tooltip: tip() },
  yAxis: [{ tooltip: tip() }],
  graphic: { elements: [{ type: 'group', tooltip: tip(), children: [{ type: 'text', tooltip: tip() }] }] },
  series: [
    {
      type: 'pie',
      tooltip: { formatter: textFormatter, valueFormatter: () => 3 },
      data: [{ name: PAYLOAD, value: 1, tooltip: tip() }, 2],
      markPoint: { tooltip: tip(), data: [{ name: 'm', tooltip: tip() }] },
      markLine: { tooltip: tip(), data: [{ tooltip: tip() }] },
      markArea: { tooltip: tip(), data: [[{ tooltip: tip() }, {}]] },
    },
  ],
});

describe('safeChartOption (what EChart.tsx gives ECharts)', () => {
  it('escapes a payload in every tooltip position and keeps the line breaks', () => {
    const option = everywhere();
    const before = tooltipsOf(option);
    const safe = safeChartOption(option);
    const after = tooltipsOf(safe);
    expect(after.map((f) => f.path)).toEqual(before.map((f) => f.path));
    expect(after.length).toBe(20);
    for (const { path, tooltip } of after) {
      const html = (tooltip.formatter as Fn)({ name: PAYLOAD });
      expect(html, path).toBe(`${ESCAPED}<br/>12 件`);
    }
  });

  it('does not change the option it is given, and shares what it does not rewrite', () => {
    const option = everywhere();
    const safe = safeChartOption(option);
    expect(option.series[0]!.tooltip.formatter).toBe(textFormatter);
    expect((option.series[0]!.data[0] as { tooltip: { formatter: Fn } }).tooltip.formatter).toBe(textFormatter);
    expect(safe).not.toBe(option);
    const untouched = { series: [{ type: 'bar', data: [1, 2, 3] }], xAxis: { data: [PAYLOAD] } };
    expect(safeChartOption(untouched)).toBe(untouched);
  });

  it('is idempotent: an option sanitised twice is escaped once', () => {
    const safe = safeChartOption(everywhere());
    expect(safeChartOption(safe)).toBe(safe);
    const copy = { ...safe, series: [...(safe.series as object[])] };
    const again = safeChartOption(copy);
    for (const { tooltip } of tooltipsOf(again)) expect((tooltip.formatter as Fn)({})).toBe(`${ESCAPED}<br/>12 件`);
  });

  it('escapes the callback form of an asynchronous formatter', () => {
    const got: unknown[] = [];
    const safe = safeChartOption({
      tooltip: {
        formatter: (_p: unknown, ticket: string, callback: (t: string, html: string) => void) => {
          callback(ticket, `${PAYLOAD}\nloaded`);
          return 'loading…';
        },
      },
    });
    const out = (safe.tooltip.formatter as Fn)({}, 't1', (t: string, html: string) => got.push(t, html));
    expect(out).toBe('loading…');
    expect(got).toEqual(['t1', `${ESCAPED}<br/>loaded`]);
  });

  it('shows nothing for a formatter returning anything but text (an element, an object)', () => {
    const safe = safeChartOption({ tooltip: { formatter: () => ({ outerHTML: PAYLOAD }) }, series: [{ tooltip: { formatter: () => 7 } }] });
    expect((safe.tooltip.formatter as Fn)({})).toBe('');
    expect((safe.series[0]!.tooltip.formatter as Fn)({})).toBe('7');
  });

  it('escapes string templates (ECharts encodes their {b} variables, not their own text)', () => {
    const safe = safeChartOption({ tooltip: { formatter: '<b>{b}</b>\n{c}' }, series: [{ type: 'pie', tooltip: { formatter: '{b}: {d}%' } }] });
    expect(safe.tooltip.formatter).toBe('&lt;b&gt;{b}&lt;/b&gt;<br/>{c}');
    expect(safe.series[0]!.tooltip.formatter).toBe('{b}: {d}%');
  });

  it('leaves valueFormatter text unescaped (ECharts encodes it) but text only', () => {
    const safe = safeChartOption({ tooltip: { valueFormatter: () => PAYLOAD }, series: [{ tooltip: { valueFormatter: () => ({}) } }] });
    expect((safe.tooltip.valueFormatter as Fn)(1)).toBe(PAYLOAD);
    expect((safe.series[0]!.tooltip.valueFormatter as Fn)(1)).toBe('');
  });

  it('keeps tooltips in HTML mode with content encoding on', () => {
    const safe = safeChartOption({ tooltip: { renderMode: 'richText' }, legend: { tooltip: { show: true, encodeHTMLContent: false } } });
    expect(safe.tooltip.renderMode).toBe('html');
    expect(safe.legend.tooltip.encodeHTMLContent).toBe(true);
  });

  it('writes plain text as tooltip HTML', () => {
    expect(tooltipHtml('a\nb\r\nc')).toBe('a<br/>b<br/>c');
    expect(tooltipHtml(undefined)).toBe('');
  });
});

// ---------------------------------------------------------------- real ECharts tooltips
// jsdom has no canvas: ECharts measures text with one (and falls back without it); keep it quiet.
HTMLCanvasElement.prototype.getContext = (() => null) as never;
echarts.use([PieChart, BarChart, LineChart, MapChart, TooltipComponent, GridComponent, LegendComponent, SVGRenderer]);

const charts: echarts.EChartsType[] = [];
afterEach(() => {
  for (const c of charts.splice(0)) c.dispose();
  document.body.innerHTML = '';
  delete (window as { __xss?: unknown }).__xss;
});

/** Draws the option (without animation) and shows the tooltip of the given item; answers the tooltip's element. */
async function tooltipOf(option: Record<string, unknown>, show: Record<string, unknown>): Promise<HTMLElement> {
  const dom = document.createElement('div');
  document.body.appendChild(dom);
  const chart = echarts.init(dom, null, { renderer: 'svg', width: 600, height: 400 });
  charts.push(chart);
  chart.setOption({ animation: false, ...option });
  chart.dispatchAction({ type: 'showTip', ...show });
  await new Promise((r) => setTimeout(r, 20));
  const box = [...dom.querySelectorAll<HTMLElement>('div')].find((d) => d.style.zIndex === '9999999');
  if (!box) throw new Error('no tooltip shown');
  return box;
}

const injected = (el: HTMLElement) => el.querySelectorAll('[data-xss], img, svg, script').length;

describe('ECharts tooltips drawn from sanitised options', () => {
  const pie = (formatter?: unknown) => ({
    tooltip: { trigger: 'item', ...(formatter ? { formatter } : {}) },
    series: [{ type: 'pie', data: [{ name: PAYLOAD, value: 3 }] }],
  });
  const pieTip = { seriesIndex: 0, dataIndex: 0 };

  it('an unescaped formatter would inject the payload (what the sanitiser prevents)', async () => {
    const raw = await tooltipOf(pie((p: { name: string }) => `${p.name}<br/>3`), pieTip);
    expect(injected(raw)).toBeGreaterThan(0);
  });

  it('a widget formatter through safeChartOption shows the payload as text, on two lines', async () => {
    const box = await tooltipOf(safeChartOption(pie((p: { name: string }) => `${p.name}\n3 件`)), pieTip);
    expect(injected(box)).toBe(0);
    expect(box.textContent).toContain(PAYLOAD);
    expect(box.querySelectorAll('br').length).toBe(1);
  });

  it('the default tooltip and a string template encode the name (ECharts 6 does it)', async () => {
    for (const option of [pie(), safeChartOption(pie('{b}\n{c}')), pie('{b}: {c}')]) {
      const box = await tooltipOf(option, pieTip);
      expect(injected(box)).toBe(0);
      expect(box.textContent).toContain(PAYLOAD);
    }
  });

  it('an axis tooltip with a valueFormatter encodes the category and the value', async () => {
    const option = safeChartOption({
      tooltip: { trigger: 'axis', valueFormatter: () => `${PAYLOAD} 件` },
      xAxis: { type: 'category', data: [PAYLOAD, 'b'] },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: PAYLOAD, data: [3, 4] }],
    });
    const box = await tooltipOf(option, { seriesIndex: 0, dataIndex: 0 });
    expect(injected(box)).toBe(0);
    expect(box.textContent).toContain(`${PAYLOAD} 件`);
    expect(box.innerHTML).not.toContain('&amp;lt;');
  });

  it('a series- and item-level formatter is escaped too', async () => {
    const option = safeChartOption({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'pie',
          tooltip: { formatter: () => `series ${PAYLOAD}` },
          data: [
            { name: 'a', value: 3, tooltip: { formatter: () => `item ${PAYLOAD}` } },
            { name: 'b', value: 2 },
          ],
        },
      ],
    });
    const item = await tooltipOf(option, { seriesIndex: 0, dataIndex: 0 });
    expect(injected(item)).toBe(0);
    expect(item.textContent).toBe(`item ${PAYLOAD}`);
    const series = await tooltipOf(option, { seriesIndex: 0, dataIndex: 1 });
    expect(injected(series)).toBe(0);
    expect(series.textContent).toBe(`series ${PAYLOAD}`);
  });
});
