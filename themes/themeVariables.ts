/**
 * The CSS the layout preferences turn into (pure, so it is unit-tested): Arco's --arcoblue-1..10
 * palette from the primary colour (Arco's --primary-*, --link-* and the data colours read it),
 * the navigation tokens, and the colour-weak filter for the root element.
 */
import { NAV_THEME_TOKENS } from './navigation';
import { paletteOf } from './palette';
import { type LayoutPreferences, PRIMARY_COLOR } from './preferences';

/** Colour-weak mode: the filter the root element gets (the usual admin-template choice). */
export const COLOR_WEAK_FILTER = 'invert(80%)';

export type ThemeInput = Pick<LayoutPreferences, 'color' | 'nav_theme' | 'weak'>;

/** The custom properties to set on <body>. */
export function themeVariables({ color, nav_theme }: ThemeInput): Record<string, string> {
  const shades = paletteOf(color) ?? paletteOf(PRIMARY_COLOR) ?? [];
  const vars: Record<string, string> = {};
  shades.forEach((rgb, i) => {
    vars[`--arcoblue-${i + 1}`] = rgb;
  });
  const nav = NAV_THEME_TOKENS[nav_theme] ?? NAV_THEME_TOKENS.dark;
  vars['--app-nav-bg'] = nav.background;
  vars['--app-nav-text'] = nav.text;
  vars['--app-nav-border'] = nav.border;
  vars['--app-nav-logo-bg'] = nav.logoBackground;
  return vars;
}

/** The filter of the root element ('' when colour-weak mode is off). */
export function rootFilter({ weak }: Pick<ThemeInput, 'weak'>): string {
  return weak ? COLOR_WEAK_FILTER : '';
}
