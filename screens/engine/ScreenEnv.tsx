/**
 * What every widget of a rendered screen shares: its theme, the layout mode (the scaled wall canvas
 * or the workspace grid), the pixel ratio charts are created with, and how numbers are written.
 */
import { createContext, useContext } from 'react';
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
}

export function makeScreenEnv(theme: ScreenThemeName, mode: ScreenEnv['mode'], pixelRatio: number): ScreenEnv {
  const language = getLanguage();
  return { theme, mode, pixelRatio, language, numbers: numberSystemOf(language) };
}

const ScreenEnvContext = createContext<ScreenEnv>(makeScreenEnv('dark', 'wall', 1));

export const ScreenEnvProvider = ScreenEnvContext.Provider;
export const useScreenEnv = (): ScreenEnv => useContext(ScreenEnvContext);
