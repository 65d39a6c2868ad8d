/**
 * Tooltips are text. ECharts writes a tooltip's content into the page as HTML, so a widget formatter
 * returning `${name}<br/>...` would let a fund source or a counterpart named `<img onerror=...>` run
 * script on the wall. EChart.tsx (the one chart component) passes every option through
 * safeChartOption, which rewrites every tooltip of the option, wherever it sits:
 *
 * - a function `formatter` returns PLAIN TEXT, lines separated by '\n'; the wrapper escapes it
 *   (src/domain/escape.ts escapeHtml) and turns the line breaks into `<br/>`. The asynchronous form
 *   (formatter(params, ticket, callback)) gets a callback that does the same. Anything else returned
 *   (an HTMLElement, an object) shows nothing.
 * - a string `formatter` (a template such as '{b}\n{c}') is escaped the same way: ECharts replaces
 *   the template's variables ({a} {b} {c} {d} ...) with HTML-encoded values itself (formatTpl(tpl,
 *   params, true) in component/tooltip/TooltipView.js), but the template's own text goes out as HTML.
 * - a `valueFormatter` returns plain text too; it is only made to return strings, not escaped,
 *   because ECharts encodes what it returns (tooltipMarkup.js wrapInlineValueHTML: encodeHTML on
 *   every value), and escaping twice would show '&amp;lt;'.
 * - `renderMode` is always 'html' (the mode the escaping is for; 'richText' would parse `{x|...}`
 *   markup in the text) and `encodeHTMLContent` is never turned off.
 *
 * Where the tooltips are (ECharts 6 option reference): the top-level `tooltip` (an object or a
 * list), `series[].tooltip`, `series[].data[].tooltip`, the markers' (`markPoint`, `markLine`,
 * `markArea`, and their data items), `legend.tooltip`, `toolbox.tooltip`, `geo.tooltip` and
 * `geo.regions[].tooltip`, `timeline.tooltip`, `matrix.tooltip`, the axes' name and label tooltips
 * (`xAxis.tooltip` ...) and `graphic` elements' `tooltip`. Rather than a list that a new component
 * could miss, every `tooltip` key anywhere in the option is rewritten.
 *
 * What ECharts does without a formatter (checked in node_modules/echarts 6.1 source): the default
 * tooltip markup encodes series names, data names, axis values and values (tooltipMarkup.js:
 * encodeHTML in buildSection's header, wrapInlineNameHTML and wrapInlineValueHTML); a component's
 * default tooltip content (legend item, axis name, geo region, graphic element) is encoded through
 * `encodeHTMLContent: true` (util/graphic.js setTooltipConfig, TooltipView.js
 * _showComponentItemTooltip). So only function formatters were raw HTML, and string templates' own
 * text; both are covered here.
 *
 * Labels, legends and axis labels are drawn on the canvas, not parsed as HTML; only a label with
 * `rich` styles parses markup (`{style|text}`), and widgets put user text in those through
 * richText (src/domain/escape.ts).
 */
import { escapeHtml } from '../../src/domain/escape';

/** Plain text (lines separated by '\n') as tooltip HTML: escaped, each line break a `<br/>`. */
export function tooltipHtml(text: unknown): string {
  if (typeof text !== 'string' && typeof text !== 'number') return '';
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br/>');
}

type AnyFn = (this: unknown, ...args: unknown[]) => unknown;
type Callback = (ticket: string, html: unknown) => void;

/** Functions and tooltip objects this module made (so sanitising an option twice does not escape twice). */
const made = new WeakSet<object>();

function textFormatter(fn: AnyFn): AnyFn {
  if (made.has(fn)) return fn;
  const wrapped: AnyFn = function (this: unknown, params, ticket, callback) {
    const done = typeof callback === 'function' ? (t: string, text: unknown) => (callback as Callback)(t, tooltipHtml(text)) : callback;
    return tooltipHtml(fn.call(this, params, ticket, done));
  };
  made.add(wrapped);
  return wrapped;
}

const asText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function textValueFormatter(fn: AnyFn): AnyFn {
  if (made.has(fn)) return fn;
  const wrapped: AnyFn = function (this: unknown, ...args) {
    const out = fn.apply(this, args);
    return Array.isArray(out) ? out.map(asText) : asText(out);
  };
  made.add(wrapped);
  return wrapped;
}

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** Deeper than any real option: stops a cycle. */
const MAX_DEPTH = 40;

/** One tooltip option made safe (a copy when anything changes); other values as they are. */
function safeTooltip(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return mapList(value, (v) => safeTooltip(v, depth + 1));
  if (!isPlain(value) || made.has(value)) return value; // true/false, nothing, or done already
  const inner = walk(value, depth + 1) as Plain;
  const out: Plain = { ...inner };
  const { formatter, valueFormatter } = inner;
  if (typeof formatter === 'function') out.formatter = textFormatter(formatter as AnyFn);
  else if (typeof formatter === 'string') out.formatter = tooltipHtml(formatter);
  if (typeof valueFormatter === 'function') out.valueFormatter = textValueFormatter(valueFormatter as AnyFn);
  if ('renderMode' in out) out.renderMode = 'html';
  if ('encodeHTMLContent' in out) out.encodeHTMLContent = true;
  made.add(out);
  return out;
}

function mapList(list: readonly unknown[], fn: (v: unknown) => unknown): unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const next = fn(list[i]);
    if (next !== list[i]) {
      out ??= list.slice();
      out[i] = next;
    }
  }
  return out ?? (list as unknown[]);
}

/** The option with every `tooltip` below it made safe; untouched parts are shared, not copied. */
function walk(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return mapList(value, (v) => walk(v, depth + 1));
  if (!isPlain(value)) return value;
  let out: Plain | null = null;
  for (const key of Object.keys(value)) {
    const v = value[key];
    const next = key === 'tooltip' ? safeTooltip(v, depth + 1) : walk(v, depth + 1);
    if (next !== v) {
      out ??= { ...value };
      out[key] = next;
    }
  }
  return out ?? value;
}

/** Cache: one safe option per option object (EChart memoises too; this keeps a re-render cheap). */
const safeOf = new WeakMap<object, object>();

/**
 * The chart option with every tooltip made text-only (see the top of this file). Pure; the input is
 * not changed. Applying it to its own output gives the same output.
 */
export function safeChartOption<T>(option: T): T {
  if (!isPlain(option)) return option;
  const known = safeOf.get(option);
  if (known) return known as T;
  const safe = walk(option, 0) as T & object;
  safeOf.set(option, safe);
  safeOf.set(safe, safe);
  return safe;
}
