/**
 * The ECharts themes of the command centre (DESIGN.md section 2, Screens): `wall-dark` for the wall
 * displays (deep navy, high-contrast text, cyan / blue / gold accents, large type at the 1920x1080
 * design size) and `wall-light` for the workspace's analysis page. Plain objects, registered once per
 * ECharts instance by registerScreenThemes; the CSS-drawn widgets (KPI, ranking, table) use the
 * same palette through SCREEN_PALETTES.
 */

export type ScreenThemeName = 'dark' | 'light';

/** ECharts' registered name of each screen theme. */
export const ECHARTS_THEME_NAMES: Readonly<Record<ScreenThemeName, string>> = { dark: 'wall-dark', light: 'wall-light' };

export interface ScreenPalette {
  /** Series colours in order. */
  series: readonly string[];
  text: string;
  textMuted: string;
  axis: string;
  split: string;
  /** Low and high ends of value scales (map, calendar, tiles). */
  scaleLow: string;
  scaleMid: string;
  scaleHigh: string;
  accent: string;
  gold: string;
  danger: string;
  warning: string;
  success: string;
  /** Tooltip and panel backgrounds. */
  panel: string;
  border: string;
  /** Base font size of chart texts at the design size. */
  fontSize: number;
}

export const SCREEN_PALETTES: Readonly<Record<ScreenThemeName, ScreenPalette>> = {
  dark: {
    series: ['#1fd1ff', '#3c8cff', '#ffc53d', '#36e3a8', '#9b7bff', '#ff8a4c', '#5bc0ff', '#f56dbb', '#b8e986', '#6be4d8'],
    text: '#e6f4ff',
    textMuted: '#8fb3d9',
    axis: 'rgba(120, 180, 255, 0.45)',
    split: 'rgba(90, 150, 230, 0.16)',
    scaleLow: '#0f3a75',
    scaleMid: '#1c8cff',
    scaleHigh: '#1fe5ff',
    accent: '#1fd1ff',
    gold: '#ffc53d',
    danger: '#ff4d5e',
    warning: '#ffb020',
    success: '#2ee6a6',
    panel: 'rgba(6, 26, 58, 0.95)',
    border: 'rgba(31, 209, 255, 0.55)',
    fontSize: 14,
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
    danger: '#f53f3f',
    warning: '#ff7d00',
    success: '#00b42a',
    panel: 'rgba(255, 255, 255, 0.96)',
    border: '#e5e6eb',
    fontSize: 12,
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
      pageTextStyle: { color: p.textMuted },
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
    visualMap: { textStyle: { color: p.textMuted, fontSize: p.fontSize - 1 }, inRange: { color: [p.scaleLow, p.scaleMid, p.scaleHigh] } },
    calendar: {
      itemStyle: { color: name === 'dark' ? 'rgba(8, 32, 70, 0.9)' : '#f7f8fa', borderColor: name === 'dark' ? 'rgba(4, 18, 43, 1)' : '#fff', borderWidth: 2 },
      splitLine: { show: false },
      dayLabel: { color: p.textMuted, fontSize: p.fontSize - 1 },
      monthLabel: { color: p.textMuted, fontSize: p.fontSize - 1 },
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
