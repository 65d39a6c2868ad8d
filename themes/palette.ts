/**
 * Arco's colour palette algorithm (the light palette of @arco-design/color, ported so the app
 * does not depend on a transitive package): ten shades from one colour, shade 6 being the colour
 * itself, 1-5 lighter and 7-10 darker, stepped in HSV. For Arco's own blue (#165DFF) it yields
 * exactly the --arcoblue-1..10 values of Arco's style sheet.
 */
export type Rgb = readonly [number, number, number];

interface Hsv {
  h: number;
  s: number;
  v: number;
}

/** '#1890ff' or '#18f' -> [24, 144, 255]; null when it is not a hex colour. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** HSV with h in degrees, s and v in percent (the `color` package's scale). */
function rgbToHsv([r, g, b]: Rgb): Hsv {
  const rr = r / 255;
  const gg = g / 255;
  const bb = b / 255;
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const d = max - min;
  let h = 0;
  if (d !== 0) {
    if (max === rr) h = ((gg - bb) / d) % 6;
    else if (max === gg) h = (bb - rr) / d + 2;
    else h = (rr - gg) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : (d / max) * 100, v: max * 100 };
}

function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const hh = (((h % 360) + 360) % 360) / 60;
  const ss = s / 100;
  const vv = v / 100;
  const i = Math.floor(hh) % 6;
  const f = hh - Math.floor(hh);
  const p = vv * (1 - ss);
  const q = vv * (1 - ss * f);
  const t = vv * (1 - ss * (1 - f));
  const table: readonly (readonly [number, number, number])[] = [
    [vv, t, p],
    [q, vv, p],
    [p, vv, t],
    [p, q, vv],
    [t, p, vv],
    [vv, p, q],
  ];
  const [r, g, b] = table[i] ?? [vv, t, p];
  return [Math.round(r * 255), Math.round(g * 255), Math.round(b * 255)];
}

const HUE_STEP = 2;
const MAX_SATURATION_STEP = 100;
const MIN_SATURATION_STEP = 9;
const MAX_VALUE = 100;
const MIN_VALUE = 30;

/** Shade `index` (1..10) of the palette of `base`. */
export function paletteShade(base: Rgb, index: number): Rgb {
  if (index === 6) return base;
  const { h, s, v } = rgbToHsv(base);
  const isLight = index < 6;
  const step = isLight ? 6 - index : index - 6;

  let hue: number;
  if (h >= 60 && h <= 240) hue = isLight ? h - HUE_STEP * step : h + HUE_STEP * step;
  else hue = isLight ? h + HUE_STEP * step : h - HUE_STEP * step;
  if (hue < 0) hue += 360;
  else if (hue >= 360) hue -= 360;
  hue = Math.round(hue);

  const saturation = isLight
    ? s <= MIN_SATURATION_STEP
      ? s
      : s - ((s - MIN_SATURATION_STEP) / 5) * step
    : s + ((MAX_SATURATION_STEP - s) / 4) * step;
  const value = isLight ? v + ((MAX_VALUE - v) / 5) * step : v <= MIN_VALUE ? v : v - ((v - MIN_VALUE) / 4) * step;

  return hsvToRgb({ h: hue, s: saturation, v: value });
}

/** The ten shades of a hex colour, each as Arco's CSS variables hold them: 'r,g,b'. Null for a non-hex input. */
export function paletteOf(hex: string): string[] | null {
  const base = parseHex(hex);
  if (!base) return null;
  return Array.from({ length: 10 }, (_, i) => paletteShade(base, i + 1).join(','));
}
