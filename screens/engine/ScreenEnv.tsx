/**
 * What every widget of a rendered screen shares: its theme, the layout mode (the scaled wall canvas
 * or the workspace grid), the pixel ratio charts are created with, how numbers are written, the
 * screen's own period (what its period picker's "默认" means), and on a wall the width of a grid
 * column (a widget knows its width in design px, to fit its texts).
 */
import { createContext, useContext } from 'react';
import type { StatsPeriod } from '../../src/domain/stats';
import { getLanguage } from '../../src/i18n';
import type { ScreenMode, ScreenThemeName } from '../../themes/echartsThemes';
import { type NumberSystem, numberSystemOf } from './format';

export interface ScreenEnv {
  theme: ScreenThemeName;
  mode: ScreenMode;
  /** devicePixelRatio x wall scale (scale.ts chartPixelRatio). */
  pixelRatio: number;
  language: string;
  numbers: NumberSystem;
  /** The period the widgets that follow the screen save (src/domain/screen.ts screenDefaultPeriod); null: they differ. */
  defaultPeriod: StatsPeriod | null;
  /** A grid column's width and the gap between columns, in design px (wall mode; null in the workspace, whose width varies). */
  column: GridColumn | null;
}

export interface GridColumn {
  width: number;
  gap: number;
}

/** The column of a wall's grid: `cols` columns and their gaps (and the same padding at both ends) across `designWidth`. */
export const gridColumn = (designWidth: number, cols: number, gap: number): GridColumn => ({ width: Math.max(0, (designWidth - gap * (cols + 1)) / cols), gap });

/** The width in design px of a widget `w` columns wide (null when the columns are not fixed). */
export const widgetWidth = (column: GridColumn | null, w: number): number | null => (column ? w * column.width + Math.max(0, w - 1) * column.gap : null);

export function makeScreenEnv(
  theme: ScreenThemeName,
  mode: ScreenEnv['mode'],
  pixelRatio: number,
  column: GridColumn | null = null,
  defaultPeriod: StatsPeriod | null = null,
): ScreenEnv {
  const language = getLanguage();
  return { theme, mode, pixelRatio, language, numbers: numberSystemOf(language), column, defaultPeriod };
}

/** Outside a screen (tests): a wall of the default design, 1920 px over 24 columns with 16 px gaps. */
const ScreenEnvContext = createContext<ScreenEnv>(makeScreenEnv('dark', 'wall', 1, gridColumn(1920, 24, 16)));

export const ScreenEnvProvider = ScreenEnvContext.Provider;
export const useScreenEnv = (): ScreenEnv => useContext(ScreenEnvContext);
