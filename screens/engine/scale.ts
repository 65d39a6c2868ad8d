/**
 * Wall mode geometry (pure): a screen is designed at a fixed size (e.g. 1920x1080) and drawn on any
 * display by one CSS `transform: scale()` (never `zoom`: ECharts misplaces tooltips under zoom,
 * STACK-NOTES 15), letterboxed: the whole design stays visible, centred, with bands on the sides
 * that do not match its aspect ratio.
 */

export interface Size {
  w: number;
  h: number;
}

export interface Letterbox {
  /** Factor from design pixels to display pixels. */
  scale: number;
  /** Offsets of the scaled design inside the display (the letterbox bands), in display pixels. */
  offsetX: number;
  offsetY: number;
}

/** The smallest scale ever used (a display of a few pixels must not divide by zero or vanish). */
export const MIN_SCALE = 0.05;

/** The letterbox of a design inside a display of `view` pixels. */
export function letterbox(view: Size, design: Size): Letterbox {
  const vw = Math.max(0, view.w);
  const vh = Math.max(0, view.h);
  if (design.w <= 0 || design.h <= 0) return { scale: 1, offsetX: 0, offsetY: 0 };
  const scale = Math.max(MIN_SCALE, Math.min(vw / design.w, vh / design.h));
  return {
    scale,
    offsetX: Math.max(0, (vw - design.w * scale) / 2),
    offsetY: Math.max(0, (vh - design.h * scale) / 2),
  };
}

/** The CSS transform that places the design (transform-origin 0 0). */
export function letterboxTransform({ scale, offsetX, offsetY }: Letterbox): string {
  return `translate(${round(offsetX)}px, ${round(offsetY)}px) scale(${round(scale, 5)})`;
}

/** Largest canvas pixel ratio (an 8K wall of a 1920 design is 4). */
export const MAX_PIXEL_RATIO = 4;

/**
 * The devicePixelRatio a chart is created with inside a scaled canvas: the display's ratio times the
 * scale, so a scaled-up chart stays sharp (STACK-NOTES 15). Rounded up to half steps, never below 1:
 * a window resize does not recreate every chart for each pixel, and a scaled-down wall is not blurred.
 */
export function chartPixelRatio(devicePixelRatio: number, scale: number): number {
  const raw = (Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1) * (Number.isFinite(scale) && scale > 0 ? scale : 1);
  return Math.min(MAX_PIXEL_RATIO, Math.max(1, Math.ceil(raw * 2 - 1e-9) / 2));
}

/**
 * The pixel height a grid of `rows` rows takes (react-grid-layout: rows of rowHeight, margins between
 * them and the container padding, which defaults to the margin, around them).
 */
export function gridHeight(rows: number, rowHeight: number, marginY: number): number {
  if (rows <= 0) return 2 * marginY;
  return rows * rowHeight + (rows - 1) * marginY + 2 * marginY;
}

/** How many whole rows of `rowHeight` fit into a design height. */
export function rowsThatFit(height: number, rowHeight: number, marginY: number): number {
  return Math.max(0, Math.floor((height - marginY) / (rowHeight + marginY)));
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
