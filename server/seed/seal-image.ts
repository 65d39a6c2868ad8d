/**
 * The image of a seeded seal: a red round seal as a transparent PNG of SEAL_IMAGE_SIZE pixels square,
 * stored like an uploaded seal image (server/seed/seals.ts). A ring; a five-pointed star in the
 * centre; the unit's name along the upper arc, each character turned to face outwards and narrowed
 * when the name is long; the kind of seal (合同专用章, 公章) on a line below the star; the serial number
 * small along the lower arc. Glyphs come from server/seed/seal-glyphs.ts (Noto Serif SC Bold); the
 * rasterizer (raster.ts) gives anti-aliased edges; png.ts encodes. Pure and deterministic: the same
 * texts give the same bytes. The ring, the star and the kind line are drawn once per kind and copied.
 */
import { encodeAlphaPng, type Rgb } from './png';
import { Raster } from './raster';
import { type Glyph, sealGlyph, sealGlyphFile } from './seal-glyphs';

export const SEAL_IMAGE_SIZE = 300;
/** Seal ink. */
export const SEAL_RED: Rgb = [214, 34, 30];

export interface SealImageText {
  /** Along the upper arc: the unit's name. */
  name: string;
  /** Below the star: the kind of seal. */
  kind: string;
  /** Along the lower arc, small (optional). */
  serial?: string;
}

const C = SEAL_IMAGE_SIZE / 2;
const RING_OUTER = 146;
const RING_INNER = 137;
const STAR_RADIUS = 46;
/** The name: em height, and the radius of the em boxes' outer edge. */
const NAME_EM = 44;
const NAME_TOP = 131;
/** The angle the name spans: at least, at most, and per character in between (degrees). */
const NAME_SPAN = { min: 200, max: 250, perChar: 22 } as const;
const KIND_EM = 30;
const KIND_Y = C + 68;
/** The kind line is at most this wide (pixels); a character at most KIND_EM wide. */
const KIND_WIDTH = 140;
const SERIAL_EM = 15;
const SERIAL_RADIUS = 124;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** A circle as a polygon, clockwise on screen or not. */
function circle(r: number, clockwise: boolean): Float64Array {
  const n = 360;
  const out = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const a = ((clockwise ? i : -i) * 2 * Math.PI) / n;
    out[2 * i] = C + r * Math.cos(a);
    out[2 * i + 1] = C + r * Math.sin(a);
  }
  return out;
}

/** A five-pointed star, one point up. */
function star(r: number): Float64Array {
  const inner = r * (Math.sin(rad(18)) / Math.sin(rad(126)));
  const out = new Float64Array(20);
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : inner;
    const a = rad(-90 + i * 36);
    out[2 * i] = C + rr * Math.cos(a);
    out[2 * i + 1] = C + rr * Math.sin(a);
  }
  return out;
}

interface Placement {
  /** The centre of the glyph's em box, in pixels. */
  x: number;
  y: number;
  /** Clockwise turn on screen (radians): the glyph's top points that way from straight up. */
  turn: number;
  /** Pixels per font unit, across and up the glyph. */
  sx: number;
  sy: number;
}

/** Draws a glyph, its em box centred on the placement. */
function drawGlyph(raster: Raster, glyph: Glyph, p: Placement): void {
  const { ascender, descender } = sealGlyphFile();
  const mid = (ascender + descender) / 2;
  const half = glyph.advance / 2;
  const cos = Math.cos(p.turn);
  const sin = Math.sin(p.turn);
  for (const contour of glyph.contours) {
    const out = new Float64Array(contour.length);
    for (let i = 0; i < contour.length; i += 2) {
      const u = (contour[i]! - half) * p.sx;
      const v = (mid - contour[i + 1]!) * p.sy;
      out[i] = p.x + u * cos - v * sin;
      out[i + 1] = p.y + u * sin + v * cos;
    }
    raster.polygon(out);
  }
}

const emUnits = () => {
  const { ascender, descender } = sealGlyphFile();
  return ascender - descender;
};

/** The name along the upper arc, evenly spread, tops outwards, narrowed to fit its share of the arc. */
function drawName(raster: Raster, name: string): void {
  const chars = Array.from(name);
  if (!chars.length) return;
  const span = rad(Math.min(NAME_SPAN.max, Math.max(NAME_SPAN.min, chars.length * NAME_SPAN.perChar)));
  const step = span / chars.length;
  const scale = NAME_EM / emUnits();
  const centre = NAME_TOP - NAME_EM / 2;
  // The share of the arc a character has, measured a quarter of the way in from its lower edge.
  const room = step * (centre - NAME_EM / 4) * 0.94;
  chars.forEach((ch, i) => {
    const glyph = sealGlyph(ch);
    const turn = -span / 2 + (i + 0.5) * step;
    const squeeze = Math.min(1, room / (glyph.advance * scale));
    drawGlyph(raster, glyph, { x: C + centre * Math.sin(turn), y: C - centre * Math.cos(turn), turn, sx: scale * squeeze, sy: scale });
  });
}

/** The kind of seal on one line below the star, centred, narrowed to KIND_WIDTH. */
function drawKind(raster: Raster, kind: string): void {
  const chars = Array.from(kind);
  if (!chars.length) return;
  const scale = KIND_EM / emUnits();
  const glyphs = chars.map((ch) => sealGlyph(ch));
  const natural = glyphs.reduce((w, g) => w + g.advance * scale, 0);
  // Short kinds (公章) are spaced out a little, long ones narrowed.
  const squeeze = Math.min(1, KIND_WIDTH / natural);
  const gap = chars.length > 1 ? Math.min(KIND_EM / 3, (KIND_WIDTH - natural * squeeze) / (chars.length - 1) / 4) : 0;
  const width = natural * squeeze + gap * (chars.length - 1);
  let x = C - width / 2;
  for (const glyph of glyphs) {
    const w = glyph.advance * scale * squeeze;
    drawGlyph(raster, glyph, { x: x + w / 2, y: KIND_Y, turn: 0, sx: scale * squeeze, sy: scale });
    x += w + gap;
  }
}

/** The serial along the lower arc, read left to right, tops towards the centre. */
function drawSerial(raster: Raster, serial: string): void {
  const glyphs = Array.from(serial).map((ch) => sealGlyph(ch));
  if (!glyphs.length) return;
  const scale = SERIAL_EM / emUnits();
  const track = 1;
  const length = glyphs.reduce((w, g) => w + g.advance * scale + track, -track);
  // Angles from straight down, positive to the left.
  let at = length / 2 / SERIAL_RADIUS;
  for (const glyph of glyphs) {
    const w = glyph.advance * scale;
    const turn = at - w / 2 / SERIAL_RADIUS;
    drawGlyph(raster, glyph, { x: C - SERIAL_RADIUS * Math.sin(turn), y: C + SERIAL_RADIUS * Math.cos(turn), turn, sx: scale, sy: scale });
    at -= (w + track) / SERIAL_RADIUS;
  }
}

/** The ring, the star and the kind line: the same for every seal of a kind, drawn once. */
const bases = new Map<string, Raster>();

function base(kind: string): Raster {
  let layer = bases.get(kind);
  if (!layer) {
    layer = new Raster(SEAL_IMAGE_SIZE, SEAL_IMAGE_SIZE);
    layer.polygon(circle(RING_OUTER, true));
    layer.polygon(circle(RING_INNER, false));
    layer.polygon(star(STAR_RADIUS));
    drawKind(layer, kind);
    bases.set(kind, layer);
  }
  return layer;
}

/** The raster each image is drawn on, reused (drawing is synchronous). */
let work: Raster | undefined;

/** The seal's image as PNG bytes; throws when a character has no glyph (seal-glyphs.ts). */
export function drawSealImage(text: SealImageText): Buffer {
  const layer = base(text.kind);
  work ??= new Raster(SEAL_IMAGE_SIZE, SEAL_IMAGE_SIZE);
  const raster = work;
  raster.reset(layer);
  drawName(raster, text.name);
  if (text.serial) drawSerial(raster, text.serial);
  return encodeAlphaPng(SEAL_IMAGE_SIZE, SEAL_IMAGE_SIZE, raster.alpha(), SEAL_RED);
}
