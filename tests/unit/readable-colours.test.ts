/**
 * Readable text colours (issue 17, WCAG 2.x 4.5:1) of the workspace theme: the primary colour's text
 * steps that themes/themeVariables.ts computes for every colour the settings offer (and any other),
 * and the fixed ones of themes/readable.css (secondary grey, danger, success and warning text, the
 * tags' colours), measured with Arco's own palette values from its style sheet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_CHOICES } from '../../themes/colors';
import { contrastRatio, DARK_NAV_SURFACES, MIN_TEXT_CONTRAST, readableStep, TEXT_SURFACES } from '../../themes/contrast';
import { paletteShade, parseHex, type Rgb } from '../../themes/palette';
import { PRIMARY_COLOR } from '../../themes/preferences';
import { themeVariables } from '../../themes/themeVariables';

const ROOT = path.resolve(__dirname, '../..');
const READABLE_CSS = fs.readFileSync(path.join(ROOT, 'themes/readable.css'), 'utf8');

/** Arco's light palette variables (its style sheet's first `body { ... }` block): name -> 'r,g,b'. */
const ARCO = (() => {
  const css = fs.readFileSync(path.join(ROOT, 'node_modules/@arco-design/web-react/es/style/index.css'), 'utf8');
  const body = /body\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map([...body.matchAll(/--([\w-]+):\s*([\d, ]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
})();

const rgb = (triple: string): Rgb => triple.split(',').map((x) => Number(x.trim())) as unknown as Rgb;
const arco = (name: string): Rgb => {
  const value = ARCO.get(name);
  if (!value) throw new Error(`Arco defines no --${name}`);
  return rgb(value);
};
const LIGHT = Object.values(TEXT_SURFACES);
const ratio = (a: Rgb, b: Rgb) => Number(contrastRatio(a, b).toFixed(2));

describe('the contrast measure', () => {
  it('matches known ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    // The default primary colour and Arco's secondary grey, as axe measured them on white.
    expect(ratio([24, 144, 255], [255, 255, 255])).toBe(3.24);
    expect(ratio([134, 144, 156], [255, 255, 255])).toBeCloseTo(3.24, 1);
  });
});

describe('the primary colour and its text steps (themeVariables)', () => {
  const colours = [...PRIMARY_COLOR_CHOICES.map((c) => c.color), '#165dff', '#ffff00', '#ffffff', '#000000', '#888888', '#00ff7f'];

  it.each(colours)('%s: the colour stays --arcoblue-6; its text steps read on every light surface and its tint', (colour) => {
    const vars = themeVariables({ color: colour, nav_theme: 'dark', weak: false });
    expect(vars['--arcoblue-6']).toBe(parseHex(colour)?.join(','));
    const tint = rgb(vars['--arcoblue-1'] ?? '');
    const low: string[] = [];
    for (const name of ['--app-primary-text', '--app-primary-text-hover', '--app-primary-text-active']) {
      const text = rgb(vars[name] ?? '');
      for (const surface of [...LIGHT, tint]) {
        if (contrastRatio(text, surface) < MIN_TEXT_CONTRAST) low.push(`${name} ${text} on ${surface}: ${ratio(text, surface)}`);
      }
    }
    const onDark = rgb(vars['--app-primary-text-on-dark'] ?? '');
    for (const surface of Object.values(DARK_NAV_SURFACES)) {
      if (contrastRatio(onDark, surface) < MIN_TEXT_CONTRAST) low.push(`on-dark ${onDark} on ${surface}: ${ratio(onDark, surface)}`);
    }
    expect(low).toEqual([]);
  });

  it('keeps #1890ff the primary colour and writes text in its step 7 (5.07:1 on white instead of 3.24:1)', () => {
    const vars = themeVariables({ color: PRIMARY_COLOR, nav_theme: 'dark', weak: false });
    expect(vars['--arcoblue-6']).toBe('24,144,255');
    expect(vars['--app-primary-text']).toBe('15,109,210');
    expect(ratio(rgb(vars['--app-primary-text'] ?? ''), [255, 255, 255])).toBe(5.07);
  });

  it('takes the colour itself when it reads already, and no darker step than needed', () => {
    const readsEverywhere = (base: Rgb, step: number) =>
      [...LIGHT, paletteShade(base, 1)].every((surface) => contrastRatio(paletteShade(base, step), surface) >= MIN_TEXT_CONTRAST);
    for (const { color } of PRIMARY_COLOR_CHOICES) {
      const base = parseHex(color) as Rgb;
      const step = readableStep(base);
      expect(readsEverywhere(base, step), color).toBe(true);
      if (step > 6) expect(readsEverywhere(base, step - 1), color).toBe(false);
    }
    expect(readableStep(parseHex('#722ed1') as Rgb)).toBe(6);
    expect(readableStep(parseHex('#faad14') as Rgb)).toBe(9);
  });

  it('falls back to the default colour for one it cannot read', () => {
    expect(themeVariables({ color: 'nonsense', nav_theme: 'dark', weak: false })['--app-primary-text']).toBe('15,109,210');
  });
});

describe('themes/readable.css', () => {
  /** The value a custom property is set to in the style sheet's first rule that sets it. */
  const declared = (name: string): string => {
    const m = new RegExp(`${name}:\\s*([^;]+);`).exec(READABLE_CSS);
    if (!m?.[1]) throw new Error(`readable.css sets no ${name}`);
    return m[1].trim();
  };
  /** 'var(--red-7)' -> Arco's red 7. */
  const palette = (value: string): Rgb => {
    const name = /^var\(--([\w-]+)\)$/.exec(value)?.[1];
    if (!name) throw new Error(`not a palette variable: ${value}`);
    return arco(name);
  };

  it('secondary text (--color-text-3) reads on white and on the grey fills', () => {
    const grey = rgb(/^rgb\((.*)\)$/.exec(declared('--color-text-3'))?.[1] ?? '');
    for (const surface of LIGHT) expect(ratio(grey, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each([
    ['danger', 'red'],
    ['success', 'green'],
    ['warning', 'orange'],
  ])('%s text, hovered and pressed, reads on white, the grey fills and its tint', (status, colour) => {
    const surfaces = [...LIGHT, arco(`${colour}-1`)];
    for (const suffix of ['', '-hover', '-active']) {
      const text = palette(declared(`--app-${status}-text${suffix}`));
      for (const surface of surfaces) expect(ratio(text, surface), `${status}${suffix} on ${surface}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("switches Arco's theme-colour variables to the readable steps inside its text-bearing components", () => {
    for (const family of ['primary', 'link', 'danger', 'success', 'warning']) {
      for (const step of [5, 6, 7]) expect(READABLE_CSS).toMatch(new RegExp(`--${family}-${step}: var\\(--app-`));
    }
  });

  it("writes every Arco tag colour in a step that reads on the tag's tint", () => {
    const arcoCss = fs.readFileSync(path.join(ROOT, 'node_modules/@arco-design/web-react/dist/css/arco.css'), 'utf8');
    const colours = [...new Set([...arcoCss.matchAll(/\.arco-tag-checked\.arco-tag-([a-z]+) \{/g)].map((m) => m[1] ?? ''))];
    expect(colours.length).toBeGreaterThan(10);
    const low: string[] = [];
    for (const colour of colours) {
      if (colour === 'arcoblue') continue; // the primary palette: --app-primary-text, tested above
      const rule = new RegExp(`\\.arco-tag-checked\\.arco-tag-${colour} \\{\\s*--${colour}-6: (var\\(--${colour}-\\d+\\));`).exec(READABLE_CSS);
      const text = rule?.[1] ? palette(rule[1]) : arco(`${colour}-6`);
      const tint = arco(`${colour}-1`);
      if (contrastRatio(text, tint) < MIN_TEXT_CONTRAST) low.push(`${colour}: ${ratio(text, tint)}`);
    }
    expect(low).toEqual([]);
    expect(READABLE_CSS).toMatch(/\.arco-tag-checked\.arco-tag-arcoblue \{\s*--arcoblue-6: var\(--app-primary-text\);/);
  });
});
