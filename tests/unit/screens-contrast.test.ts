/**
 * Contrast of the screens' text (WCAG 2.x relative luminance): every text colour of both palettes
 * (themes/echartsThemes.ts SCREEN_PALETTES: the dark wall and the light analysis page) against every
 * surface text sits on, and the status and risk tags (their colour on a tint of itself over a row), at
 * least 4.5:1. The text colours of screens.css must be the palette's, so the stylesheet is held to the
 * same numbers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_PALETTES, type ScreenPalette, type ScreenThemeName } from '../../themes/echartsThemes';

type Rgb = [number, number, number];

/** '#rgb', '#rrggbb', 'rgb(r, g, b)' or 'r, g, b' -> [r, g, b]. */
function rgbOf(colour: string): Rgb {
  const c = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const n = Number.parseInt(full, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const parts = (/^rgb\((.*)\)$/.exec(c)?.[1] ?? c).split(',').map((x) => Number(x.trim()));
  if (parts.length !== 3 || parts.some((x) => !Number.isFinite(x))) throw new Error(`not a colour: ${colour}`);
  return parts as Rgb;
}

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two opaque colours. */
function contrast(a: string | Rgb, b: string | Rgb): number {
  const la = luminance(typeof a === 'string' ? rgbOf(a) : a);
  const lb = luminance(typeof b === 'string' ? rgbOf(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `colour` at `alpha` over an opaque `under`. */
const over = (colour: string, alpha: number, under: string): Rgb => {
  const [c, u] = [rgbOf(colour), rgbOf(under)];
  return [0, 1, 2].map((i) => c[i]! * alpha + u[i]! * (1 - alpha)) as Rgb;
};

const MIN = 4.5;
const THEMES = Object.keys(SCREEN_PALETTES) as ScreenThemeName[];

/** The palette's colours that are text, by name. */
const TEXTS = ['text', 'textMuted', 'accent', 'goldText', 'danger', 'warning', 'success'] as const satisfies readonly (keyof ScreenPalette)[];
const TAGS = ['danger', 'warning', 'success'] as const satisfies readonly (keyof ScreenPalette)[];

describe('the WCAG contrast of the checks themselves', () => {
  it('matches known ratios', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#f53f3f', '#ffffff')).toBeLessThan(MIN);
  });
});

describe.each(THEMES)('the %s palette', (theme) => {
  const p = SCREEN_PALETTES[theme];

  it('every text colour reads at 4.5:1 on every surface (header, panel, striped and hovered rows, tooltip)', () => {
    const low: string[] = [];
    for (const name of TEXTS) {
      for (const [where, surface] of Object.entries(p.surfaces)) {
        const ratio = contrast(p[name], surface);
        if (ratio < MIN) low.push(`${name} ${p[name]} on ${where} ${surface}: ${ratio.toFixed(2)}`);
      }
    }
    expect(low).toEqual([]);
  });

  it('status and risk tags (red, yellow, green) read at 4.5:1 on their tint, on a panel and a striped row', () => {
    const low: string[] = [];
    for (const name of TAGS) {
      for (const where of ['panel', 'row'] as const) {
        const ratio = contrast(p[name], over(p[name], p.tagTint, p.surfaces[where]));
        if (ratio < MIN) low.push(`${name} tag ${p[name]} on ${where}: ${ratio.toFixed(2)}`);
      }
    }
    expect(low).toEqual([]);
  });
});

// ---------------------------------------------------------------- screens.css
const CSS = fs.readFileSync(path.resolve(__dirname, '../../screens/engine/screens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties of a theme's block (`.screen--dark { ... }`), `var(--x, fallback)` read as its fallback. */
function themeVars(theme: ScreenThemeName): Map<string, string> {
  const block = new RegExp(`\\.screen--${theme} \\{([^}]*)\\}`).exec(CSS)?.[1];
  if (!block) throw new Error(`no .screen--${theme} block`);
  const vars = new Map<string, string>();
  for (const m of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    let value = m[2]!.trim();
    // var(--name, fallback) -> fallback, innermost first.
    for (let v = /var\(--[\w-]+,\s*([^()]*)\)/.exec(value); v; v = /var\(--[\w-]+,\s*([^()]*)\)/.exec(value)) value = value.replace(v[0], v[1]!.trim());
    vars.set(m[1]!, value);
  }
  return vars;
}

const CSS_OF: Record<(typeof TEXTS)[number], string> = {
  text: '--scr-text',
  textMuted: '--scr-muted',
  accent: '--scr-accent',
  goldText: '--scr-gold',
  danger: '--scr-red',
  warning: '--scr-yellow',
  success: '--scr-green',
};

describe.each(THEMES)('screens.css, .screen--%s', (theme) => {
  const p = SCREEN_PALETTES[theme];
  const vars = themeVars(theme);

  it('writes text in the palette’s colours, and tags on the palette’s tint', () => {
    for (const name of TEXTS) expect(rgbOf(vars.get(CSS_OF[name]) ?? ''), `${CSS_OF[name]} is the palette's ${name}`).toEqual(rgbOf(p[name]));
    expect(vars.get('--scr-tag-tint')).toBe(`${Math.round(p.tagTint * 100)}%`);
    expect(CSS).toMatch(/\.screen-table__level\[data-level\] \{\s*background: color-mix\(in srgb, currentColor var\(--scr-tag-tint\), transparent\);/);
  });

  it('titles read at 4.5:1 on every surface', () => {
    for (const surface of Object.values(p.surfaces)) expect(contrast(vars.get('--scr-title') ?? '', surface)).toBeGreaterThanOrEqual(MIN);
  });
});
