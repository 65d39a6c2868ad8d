/**
 * What every widget of a rendered screen shares: its theme, the layout mode (the scaled wall canvas
 * or the workspace grid), the pixel ratio charts are created with, how numbers are written, and the
 * screen's own period (what its period picker's "默认" means).
 */
import { createContext, useContext } from 'react';
import type { StatsPeriod } from '../../src/domain/stats';
import { getLanguage } from '../../src/i18n';
import type { ScreenThemeName } from '../../themes/echartsThemes';
import { type NumberSystem, numberSystemOf } from './format';

export interface ScreenEnv {
  theme: ScreenThemeName;
  mode: 'wall' | 'grid';
  /** devicePixelRatio x wall scale (scale.ts chartPixelRatio). */
  pixelRatio: number;
  language: string;
  numbers: NumberSystem;
  /** The period the widgets that follow the screen save (src/domain/screen.ts screenDefaultPeriod); null: they differ. */
  defaultPeriod: StatsPeriod | null;
}

export function makeScreenEnv(theme: ScreenThemeName, mode: ScreenEnv['mode'], pixelRatio: number, defaultPeriod: StatsPeriod | null = null): ScreenEnv {
  const language = getLanguage();
  return { theme, mode, pixelRatio, language, numbers: numberSystemOf(language), defaultPeriod };
}

const ScreenEnvContext = createContext<ScreenEnv>(makeScreenEnv('dark', 'wall', 1));

export const ScreenEnvProvider = ScreenEnvContext.Provider;
export const useScreenEnv = (): ScreenEnv => useContext(ScreenEnvContext);
