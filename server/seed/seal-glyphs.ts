/**
 * The glyph outlines the seeded seal images are drawn with (server/seed/seal-font/SOURCE.md): the
 * characters of the seeded units' names, the seal kinds and the digits of the serial numbers, taken
 * from Noto Serif SC Bold (OFL-1.1) by scripts/extract-seal-glyphs.ts into seal-font/glyphs.json.
 * The file is read and each glyph flattened into polygons (font units, y up) once per process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The npm package the outlines come from (never a dependency: the script fetches it). */
export const SEAL_FONT_SOURCE = {
  name: '@fontsource/noto-serif-sc',
  version: '5.3.0',
  license: 'OFL-1.1',
  font: 'Noto Serif SC Bold (weight 700)',
  /** The files read, by the characters they cover. */
  files: { cjk: 'files/noto-serif-sc-chinese-simplified-700-normal.woff', latin: 'files/noto-serif-sc-latin-700-normal.woff' },
} as const;

export const SEAL_FONT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seal-font');
export const SEAL_GLYPHS_FILE = path.join(SEAL_FONT_DIR, 'glyphs.json');

/** One glyph as stored: its advance width and its outline as SVG path data (M, L, Q, Z; font units, y up). */
export interface StoredGlyph {
  advance: number;
  path: string;
}

/** glyphs.json. */
export interface SealGlyphFile {
  font: string;
  source: string;
  license: string;
  copyright: string;
  unitsPerEm: number;
  /** The ideographic em box: from descender to ascender (font units, y up). */
  ascender: number;
  descender: number;
  glyphs: Record<string, StoredGlyph>;
}

/** A glyph ready to draw: closed polygons as flat [x0, y0, x1, y1, ...] lists in font units, y up. */
export interface Glyph {
  advance: number;
  contours: Float64Array[];
}

/** The font units between two points of a flattened curve, at most (about 0.1 px at the seal's sizes). */
const FLATNESS = 2;

const num = (token: string | undefined): number => {
  const n = Number(token);
  if (token === undefined || !Number.isFinite(n)) throw new Error(`seal glyphs: bad number ${token}`);
  return n;
};

/** SVG path data of straight lines and quadratic curves -> closed polygons. */
export function flattenPath(data: string): Float64Array[] {
  const tokens = data.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const contours: Float64Array[] = [];
  let points: number[] = [];
  let x = 0;
  let y = 0;
  const close = () => {
    if (points.length >= 6) contours.push(Float64Array.from(points));
    points = [];
  };
  for (let i = 0; i < tokens.length; ) {
    const op = tokens[i++];
    if (op === 'M') {
      close();
      x = num(tokens[i++]);
      y = num(tokens[i++]);
      points.push(x, y);
    } else if (op === 'L') {
      x = num(tokens[i++]);
      y = num(tokens[i++]);
      points.push(x, y);
    } else if (op === 'Q') {
      const cx = num(tokens[i++]);
      const cy = num(tokens[i++]);
      const ex = num(tokens[i++]);
      const ey = num(tokens[i++]);
      // Segments enough that the chords stay within FLATNESS of the curve.
      const bend = Math.hypot(x - 2 * cx + ex, y - 2 * cy + ey);
      const n = Math.max(1, Math.ceil(Math.sqrt(bend / (4 * FLATNESS))));
      for (let k = 1; k <= n; k++) {
        const t = k / n;
        const u = 1 - t;
        points.push(u * u * x + 2 * u * t * cx + t * t * ex, u * u * y + 2 * u * t * cy + t * t * ey);
      }
      x = ex;
      y = ey;
    } else if (op === 'Z') close();
    else throw new Error(`seal glyphs: unexpected path command ${op}`);
  }
  close();
  return contours;
}

let file: SealGlyphFile | undefined;
const flattened = new Map<string, Glyph>();

/** glyphs.json (read once per process). */
export function sealGlyphFile(): SealGlyphFile {
  file ??= JSON.parse(fs.readFileSync(SEAL_GLYPHS_FILE, 'utf8')) as SealGlyphFile;
  return file;
}

/** The glyph of one character, flattened once; throws for a character glyphs.json lacks. */
export function sealGlyph(char: string): Glyph {
  const cached = flattened.get(char);
  if (cached) return cached;
  const stored = sealGlyphFile().glyphs[char];
  if (!stored) throw new Error(`seal glyphs: no glyph for ${char} (run npx tsx scripts/extract-seal-glyphs.ts)`);
  const glyph = { advance: stored.advance, contours: flattenPath(stored.path) };
  flattened.set(char, glyph);
  return glyph;
}

/** The characters of these texts that glyphs.json lacks. */
export function missingSealGlyphs(texts: readonly string[]): string[] {
  const { glyphs } = sealGlyphFile();
  return [...new Set(texts.flatMap((t) => Array.from(t)))].filter((c) => !glyphs[c]);
}
