/**
 * The ECharts themes of the command centre (ARCHITECTURE.md section 3, Screens): `wall-dark` for the wall
 * displays (deep navy, high-contrast text, cyan / blue / gold accents, large type at the 1920x1080
 * design size) and `wall-light` for the workspace's analysis page. Plain objects, registered once per
 * ECharts instance by registerScreenThemes; the CSS-drawn widgets (KPI, ranking, table) use the
 * same palette through SCREEN_PALETTES (screens.css repeats its text colours as variables:
 * tests/unit/screens-contrast.test.ts holds the two together and checks every text colour for a
 * contrast of at least 4.5:1 on the backgrounds it sits on).
 *
 * Text sizes depend on the layout mode, not on the theme: a wall is read from across a room (WALL_TEXT,
 * nothing under 16 design px), the workspace's grid at arm's length (GRID_TEXT). Widgets take every
 * size from screenText(mode); the CSS-drawn parts read the same numbers as variables (screenTextVars).
 */
import type { CSSProperties } from 'react';

export type ScreenThemeName = 'dark' | 'light';

/** ECharts' registered name of each screen theme. */
export const ECHARTS_THEME_NAMES: Readonly<Record<ScreenThemeName, string>> = { dark: 'wall-dark', light: 'wall-light' };

/** Text sizes of a screen in design px (CSS px of the design canvas before the wall's scale). */
export interface ScreenTextSizes {
  /** The smallest text: axis labels, legends, value labels on charts, scales, tags, notes, captions, table heads, toolbar. */
  small: number;
  /** Rows of tables, tickers and rankings, names on tiles, the breadcrumb. */
  body: number;
  /** Height of one table or ticker row (the scrolling box holds whole rows of it). */
  rowHeight: number;
  /** Widget titles. */
  title: number;
  /** A figure inside a chart: the total in a ring's hole, a value on a tile. */
  figure: number;
  /** The number in a gauge. */
  gauge: number;
  /** KPI numbers. */
  kpi: number;
  /** The header's title. */
  heading: number;
  /** The header's clock. */
  clock: number;
}

/** Wall mode, read from 5 m: nothing under 16 design px at 1920x1080, rows 18, KPI figures 48. */
export const WALL_TEXT: Readonly<ScreenTextSizes> = {
  small: 16,
  body: 18,
  rowHeight: 40,
  title: 20,
  figure: 20,
  gauge: 32,
  kpi: 48,
  heading: 40,
  clock: 32,
};

/** Grid mode (the workspace's analysis page, on a desk): the workspace's own sizes. */
export const GRID_TEXT: Readonly<ScreenTextSizes> = {
  small: 12,
  body: 13,
  rowHeight: 32,
  title: 15,
  figure: 16,
  gauge: 20,
  kpi: 30,
  heading: 22,
  clock: 20,
};

/** Phone mode (a wall on a phone, one column at the phone's width): nothing under 14 px. */
export const PHONE_TEXT: Readonly<ScreenTextSizes> = {
  small: 14,
  body: 15,
  rowHeight: 36,
  title: 16,
  figure: 18,
  gauge: 24,
  kpi: 28,
  heading: 20,
  clock: 16,
};

/** How a screen is laid out: the scaled wall canvas, the workspace's grid, or one column on a phone. */
export type ScreenMode = 'wall' | 'grid' | 'phone';

const TEXT_OF: Readonly<Record<ScreenMode, Readonly<ScreenTextSizes>>> = { wall: WALL_TEXT, grid: GRID_TEXT, phone: PHONE_TEXT };

/** The text sizes of a layout mode. */
export const screenText = (mode: ScreenMode): Readonly<ScreenTextSizes> => TEXT_OF[mode];

/** The sizes as the CSS variables screens.css reads (`--scr-small-size`, `--scr-row-height` ...), set on the mode's root. */
export function screenTextVars(mode: ScreenMode): CSSProperties {
  const s = screenText(mode);
  return {
    '--scr-small-size': `${s.small}px`,
    '--scr-text-size': `${s.body}px`,
    '--scr-row-height': `${s.rowHeight}px`,
    '--scr-title-size': `${s.title}px`,
    '--scr-figure-size': `${s.figure}px`,
    '--scr-kpi-size': `${s.kpi}px`,
    '--scr-heading-size': `${s.heading}px`,
    '--scr-clock-size': `${s.clock}px`,
  } as CSSProperties;
}

/** The opaque colours text sits on (translucent layers composed over the canvas where it is brightest). */
export interface ScreenSurfaces {
  /** The header band. */
  header: string;
  /** A widget's panel. */
  panel: string;
  /** A striped table row. */
  row: string;
  /** A row under the pointer. */
  hover: string;
  /** Tooltips. */
  tooltip: string;
}

export interface ScreenPalette {
  /** Series colours in order. */
  series: readonly string[];
  text: string;
  /** Secondary text (axis labels, legends, times, captions): still at least 4.5:1 on every surface. */
  textMuted: string;
  axis: string;
  split: string;
  /** Low and high ends of value scales (map, calendar, tiles). */
  scaleLow: string;
  scaleMid: string;
  scaleHigh: string;
  accent: string;
  /** Gold of charts (gauge of days, the map's highlight). */
  gold: string;
  /** Gold of text: values in tables and on tiles. */
  goldText: string;
  /** Texts of state: red (risk, returned, refused, errors), yellow (warnings, conditions), green (filed). */
  danger: string;
  warning: string;
  success: string;
  /** A status or risk tag's background: its colour at this opacity over the row. */
  tagTint: number;
  /** Tooltip and panel backgrounds. */
  panel: string;
  border: string;
  surfaces: ScreenSurfaces;
  /** Default size of chart texts in the ECharts theme (widgets set theirs from screenText). */
  fontSize: number;
}

export const SCREEN_PALETTES: Readonly<Record<ScreenThemeName, ScreenPalette>> = {
  dark: {
    series: ['#1fd1ff', '#3c8cff', '#ffc53d', '#36e3a8', '#9b7bff', '#ff8a4c', '#5bc0ff', '#f56dbb', '#b8e986', '#6be4d8'],
    text: '#e6f4ff',
    textMuted: '#9dbfe3',
    axis: 'rgba(120, 180, 255, 0.45)',
    split: 'rgba(90, 150, 230, 0.16)',
    scaleLow: '#0f3a75',
    scaleMid: '#1c8cff',
    scaleHigh: '#1fe5ff',
    accent: '#1fd1ff',
    gold: '#ffc53d',
    goldText: '#ffc53d',
    danger: '#ff939c',
    warning: '#ffb020',
    success: '#2ee6a6',
    tagTint: 0.14,
    panel: 'rgba(6, 26, 58, 0.95)',
    border: 'rgba(31, 209, 255, 0.55)',
    surfaces: { header: '#09326f', panel: '#0b2d63', row: '#0c356b', hover: '#0e4479', tooltip: '#061a3a' },
    fontSize: WALL_TEXT.small,
  },
  light: {
    series: ['#165dff', '#14c9c9', '#f7ba1e', '#722ed1', '#3491fa', '#f77234', '#0fc6c2', '#eb0aa4', '#7bc616', '#86909c'],
    text: '#1d2129',
    textMuted: '#4e5969',
    axis: '#c9cdd4',
    split: '#e5e6eb',
    scaleLow: '#e8f3ff',
    scaleMid: '#6aa1ff',
    scaleHigh: '#0e42d2',
    accent: '#165dff',
    gold: '#f7ba1e',
    goldText: '#8a5300',
    danger: '#b42230',
    warning: '#a64500',
    success: '#007a24',
    tagTint: 0.1,
    panel: 'rgba(255, 255, 255, 0.96)',
    border: '#e5e6eb',
    surfaces: { header: '#ffffff', panel: '#ffffff', row: '#f7f8fa', hover: '#f2f3f5', tooltip: '#ffffff' },
    fontSize: GRID_TEXT.small,
  },
};

const FONT_FAMILY =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';

function axisTheme(p: ScreenPalette) {
  return {
    axisLine: { show: true, lineStyle: { color: p.axis } },
    axisTick: { show: false },
    axisLabel: { color: p.textMuted, fontSize: p.fontSize },
    splitLine: { show: true, lineStyle: { color: p.split, type: 'dashed' } },
    splitArea: { show: false },
    nameTextStyle: { color: p.textMuted, fontSize: p.fontSize },
  };
}

/** The ECharts theme object of a screen theme. */
export function echartsTheme(name: ScreenThemeName): Record<string, unknown> {
  const p = SCREEN_PALETTES[name];
  const axis = axisTheme(p);
  return {
    color: [...p.series],
    backgroundColor: 'transparent',
    textStyle: { fontFamily: FONT_FAMILY, color: p.text, fontSize: p.fontSize },
    title: { textStyle: { color: p.text, fontSize: p.fontSize + 4 }, subtextStyle: { color: p.textMuted } },
    legend: {
      textStyle: { color: p.textMuted, fontSize: p.fontSize },
      pageTextStyle: { color: p.textMuted, fontSize: p.fontSize },
      pageIconColor: p.accent,
      pageIconInactiveColor: p.axis,
      itemWidth: 12,
      itemHeight: 12,
    },
    tooltip: {
      backgroundColor: p.panel,
      borderColor: p.border,
      borderWidth: 1,
      textStyle: { color: p.text, fontSize: p.fontSize },
      extraCssText: name === 'dark' ? 'box-shadow: 0 0 12px rgba(31, 209, 255, 0.35);' : 'box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12);',
    },
    categoryAxis: { ...axis, splitLine: { show: false } },
    valueAxis: { ...axis, axisLine: { show: false } },
    timeAxis: axis,
    logAxis: axis,
    visualMap: { textStyle: { color: p.textMuted, fontSize: p.fontSize }, inRange: { color: [p.scaleLow, p.scaleMid, p.scaleHigh] } },
    calendar: {
      itemStyle: { color: name === 'dark' ? 'rgba(8, 32, 70, 0.9)' : '#f7f8fa', borderColor: name === 'dark' ? 'rgba(4, 18, 43, 1)' : '#fff', borderWidth: 2 },
      splitLine: { show: false },
      dayLabel: { color: p.textMuted, fontSize: p.fontSize },
      monthLabel: { color: p.textMuted, fontSize: p.fontSize },
      yearLabel: { show: false },
    },
    gauge: {
      axisLine: { lineStyle: { color: [[1, p.split]] } },
      title: { color: p.textMuted },
      detail: { color: p.text },
    },
    map: {
      itemStyle: { areaColor: p.scaleLow, borderColor: name === 'dark' ? 'rgba(140, 220, 255, 0.8)' : '#fff', borderWidth: 1 },
      label: { color: p.text },
      emphasis: { itemStyle: { areaColor: p.gold }, label: { color: name === 'dark' ? '#04122b' : '#1d2129' } },
    },
    animationDuration: 700,
    animationDurationUpdate: 450,
    animationEasing: 'cubicOut',
  };
}

/** What registerScreenThemes needs of the ECharts core (echarts/core's registerTheme). */
export interface ThemeRegistry {
  registerTheme(name: string, theme: object): void;
}

const registered = new WeakSet<ThemeRegistry>();

/** Registers both screen themes with an ECharts core, once. */
export function registerScreenThemes(echarts: ThemeRegistry): void {
  if (registered.has(echarts)) return;
  registered.add(echarts);
  for (const name of Object.keys(ECHARTS_THEME_NAMES) as ScreenThemeName[]) echarts.registerTheme(ECHARTS_THEME_NAMES[name], echartsTheme(name));
}
