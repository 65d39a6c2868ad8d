/**
 * Readable theme colours (issue 17, WCAG 2.1 AA: text at 4.5:1 or more). The primary colour the user
 * picks (#1890ff by default) stays Arco's --primary-6, what borders, focus rings, checkboxes, switches
 * and ink bars show; but #1890ff is 3.2:1 on white, too light for text and for a fill under white text.
 * Those use the first darker step of the same palette that reads at 4.5:1 (themeVariables.ts sets it as
 * --app-primary-text, themes/readable.css hands it to Arco's components), so a picked colour keeps
 * working too: a dark enough colour is its own text colour, a light one (sunset #faad14) goes down
 * three steps. On the dark navigation it is the other way round: a lighter step (--app-primary-text-on-dark).
 */
import { paletteShade, type Rgb } from './palette';

/** WCAG 2.x minimum contrast of normal text (1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The light surfaces the workspace puts text on: Arco's --color-bg-2 (white), --color-fill-1 (table
 * hover rows, description labels) and --color-fill-2 (hovered text buttons and links, a light menu's
 * selected entry).
 */
export const TEXT_SURFACES: Readonly<Record<string, Rgb>> = Object.freeze({
  white: [255, 255, 255],
  fill1: [247, 248, 250],
  fill2: [242, 243, 245],
});

/** The dark navigation's surfaces (nav_theme dark): Arco's --color-menu-dark-bg and --color-menu-dark-hover. */
export const DARK_NAV_SURFACES: Readonly<Record<string, Rgb>> = Object.freeze({
  menu: [35, 35, 36],
  hover: [46, 46, 48],
});

const channel = (v: number): number => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance of an sRGB colour. */
export const luminance = ([r, g, b]: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG 2.x contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The palette step (6..10) of `base` that text in that colour uses: the first from the colour itself
 * down that reads at 4.5:1 on every light surface and on the palette's own tint (step 1: tags, the
 * active page number); it carries white text too (white is one of the surfaces). Step 10 always does
 * (Arco's palette ends at 30% value), so it is the fallback.
 */
export function readableStep(base: Rgb): number {
  const surfaces = [...Object.values(TEXT_SURFACES), paletteShade(base, 1)];
  for (let step = 6; step < 10; step++) {
    if (readsOn(paletteShade(base, step), surfaces)) return step;
  }
  return 10;
}

/**
 * The palette step (6..1) that text in the colour uses on the dark navigation (a selected folder's
 * title): the first from the colour itself up that reads at 4.5:1 on the dark menu and its hover.
 * Step 1, a near-white tint, always does.
 */
export function readableStepOnDark(base: Rgb): number {
  const surfaces = Object.values(DARK_NAV_SURFACES);
  for (let step = 6; step > 1; step--) {
    if (readsOn(paletteShade(base, step), surfaces)) return step;
  }
  return 1;
}

const readsOn = (colour: Rgb, surfaces: readonly Rgb[]): boolean =>
  surfaces.every((surface) => contrastRatio(colour, surface) >= MIN_TEXT_CONTRAST);
