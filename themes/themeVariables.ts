/**
 * The CSS the layout preferences turn into (pure, so it is unit-tested): Arco's --arcoblue-1..10
 * palette from the primary colour (Arco's --primary-*, --link-* and the data colours read it), the
 * readable text steps of that palette (--app-primary-text*, themes/contrast.ts), the navigation
 * tokens, and the colour-weak filter for the root element.
 */
import { readableStep, readableStepOnDark } from './contrast';
import { NAV_THEME_TOKENS } from './navigation';
import { paletteOf, parseHex } from './palette';
import { type LayoutPreferences, PRIMARY_COLOR } from './preferences';

/** Colour-weak mode: the filter the root element gets (the usual admin-template choice). */
export const COLOR_WEAK_FILTER = 'invert(80%)';

export type ThemeInput = Pick<LayoutPreferences, 'color' | 'nav_theme' | 'weak'>;

/** The custom properties to set on <body>. */
export function themeVariables({ color, nav_theme }: ThemeInput): Record<string, string> {
  const primary = parseHex(color) ? color : PRIMARY_COLOR;
  const shades = paletteOf(primary) ?? [];
  const vars: Record<string, string> = {};
  shades.forEach((rgb, i) => {
    vars[`--arcoblue-${i + 1}`] = rgb;
  });
  // Text in the primary colour, and fills under white text (themes/readable.css): the readable step,
  // a step darker when hovered, two when pressed; and the step that reads on the dark navigation.
  const base = parseHex(primary);
  if (base) {
    const step = readableStep(base);
    const shade = (n: number) => shades[Math.min(n, 10) - 1] ?? '';
    vars['--app-primary-text'] = shade(step);
    vars['--app-primary-text-hover'] = shade(step + 1);
    vars['--app-primary-text-active'] = shade(step + 2);
    vars['--app-primary-text-on-dark'] = shade(readableStepOnDark(base));
  }
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
