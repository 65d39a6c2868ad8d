/**
 * The generated seal images of the demo seals (server/seed/seal-image.ts and its parts): a valid PNG
 * of the stated size that pdf-lib embeds (the signing stamp does), red on the ring, transparent in
 * the corners and outside the ring, the same bytes for the same texts and different images for
 * different names; the glyph file covers every seeded seal (else the extraction script must be run
 * again); the rasterizer's coverage and the path flattening on small shapes.
 */
import { crc32, inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodeAlphaPng } from '../../server/seed/png';
import { Raster } from '../../server/seed/raster';
import { flattenPath, missingSealGlyphs, sealGlyphFile } from '../../server/seed/seal-glyphs';
import { drawSealImage, SEAL_IMAGE_SIZE, SEAL_RED } from '../../server/seed/seal-image';
import { buildSealRows, SEAL_KINDS, seedSealImage } from '../../server/seed/seals';
import { buildUnitRows } from '../../server/seed/units';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Decoded {
  width: number;
  height: number;
  /** RGBA, row-major. */
  rgba: Uint8Array;
}

/** Decodes the PNGs png.ts writes (8-bit indexed colour with tRNS, filter 0), checking every chunk's CRC. */
function decode(png: Buffer): Decoded {
  expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks = new Map<string, Buffer[]>();
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.set(type, [...(chunks.get(type) ?? []), data]);
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  const header = chunks.get('IHDR')![0]!;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 3, 0, 0, 0]);
  const palette = chunks.get('PLTE')![0]!;
  const opacity = chunks.get('tRNS')![0]!;
  expect(chunks.has('IEND')).toBe(true);
  const raw = inflateSync(Buffer.concat(chunks.get('IDAT')!));
  expect(raw.length).toBe((width + 1) * height);
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)], `row ${y} filter`).toBe(0);
    for (let x = 0; x < width; x++) {
      const index = raw[y * (width + 1) + 1 + x]!;
      const p = (y * width + x) * 4;
      rgba.set([palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, opacity[index] ?? 255], p);
    }
  }
  return { width, height, rgba };
}

const pixel = (img: Decoded, x: number, y: number) => {
  const p = (Math.round(y) * img.width + Math.round(x)) * 4;
  return { r: img.rgba[p]!, g: img.rgba[p + 1]!, b: img.rgba[p + 2]!, a: img.rgba[p + 3]! };
};

const XIHU = { name: '杭州市西湖区司法局', kind: '合同专用章', serial: '3301060012345' };

describe('the seal image', () => {
  const png = drawSealImage(XIHU);
  const img = decode(png);
  const c = SEAL_IMAGE_SIZE / 2;

  it('is a PNG of SEAL_IMAGE_SIZE pixels square, small enough for a seal upload', () => {
    expect(img.width).toBe(SEAL_IMAGE_SIZE);
    expect(img.height).toBe(SEAL_IMAGE_SIZE);
    expect(png.length).toBeLessThan(64 * 1024);
  });

  it('is red and opaque on the ring all round, and in the centre (the star)', () => {
    for (let deg = 0; deg < 360; deg += 15) {
      const a = (deg * Math.PI) / 180;
      const p = pixel(img, c + 141.5 * Math.cos(a), c + 141.5 * Math.sin(a));
      expect(p, `ring at ${deg}°`).toEqual({ r: SEAL_RED[0], g: SEAL_RED[1], b: SEAL_RED[2], a: 255 });
    }
    expect(pixel(img, c, c).a).toBe(255);
    expect(SEAL_RED[0]).toBeGreaterThan(180);
    expect(Math.max(SEAL_RED[1], SEAL_RED[2])).toBeLessThan(60);
  });

  it('is transparent in the corners and outside the ring, with soft (anti-aliased) edges', () => {
    for (const [x, y] of [
      [0, 0],
      [SEAL_IMAGE_SIZE - 1, 0],
      [0, SEAL_IMAGE_SIZE - 1],
      [SEAL_IMAGE_SIZE - 1, SEAL_IMAGE_SIZE - 1],
      [c + 30, c + 30],
    ]) {
      expect(pixel(img, x!, y!).a, `${x},${y}`).toBe(0);
    }
    for (let deg = 0; deg < 360; deg += 10) {
      const a = (deg * Math.PI) / 180;
      expect(pixel(img, c + 148.5 * Math.cos(a), c + 148.5 * Math.sin(a)).a, `outside at ${deg}°`).toBe(0);
    }
    const alphas = new Set<number>();
    for (let i = 3; i < img.rgba.length; i += 4) alphas.add(img.rgba[i]!);
    expect(alphas.size).toBeGreaterThan(100);
  });

  it('has ink where the name, the kind and the serial go', () => {
    const inked = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (pixel(img, x, y).a > 128) n++;
      return n / ((x1 - x0) * (y1 - y0));
    };
    // The name across the top (inside the ring), the kind below the star, the serial near the bottom.
    expect(inked(c - 20, 22, c + 20, 62)).toBeGreaterThan(0.1);
    expect(inked(c - 70, c + 55, c + 70, c + 82)).toBeGreaterThan(0.1);
    expect(inked(c - 50, c + 115, c + 50, c + 130)).toBeGreaterThan(0.05);
  });

  it('gives the same bytes for the same texts, and different images for different names, kinds and serials', () => {
    expect(drawSealImage({ ...XIHU }).equals(png)).toBe(true);
    const others = [
      drawSealImage({ ...XIHU, name: '杭州市上城区司法局' }),
      drawSealImage({ ...XIHU, kind: '公章' }),
      drawSealImage({ ...XIHU, serial: '3301060012346' }),
      drawSealImage({ name: XIHU.name, kind: XIHU.kind }),
    ];
    for (const other of others) {
      expect(other.equals(png)).toBe(false);
      expect(Buffer.from(decode(other).rgba).equals(Buffer.from(img.rgba))).toBe(false);
    }
  });

  it('is embedded by pdf-lib as the signing stamp does', async () => {
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(png);
    expect([image.width, image.height]).toEqual([SEAL_IMAGE_SIZE, SEAL_IMAGE_SIZE]);
    doc.addPage().drawImage(image, { x: 10, y: 10, width: 96, height: 96 });
    expect((await doc.save()).length).toBeGreaterThan(png.length / 2);
  });

  it('refuses a character it has no glyph for', () => {
    expect(() => drawSealImage({ ...XIHU, name: '杭州市测试局' })).toThrow(/no glyph for/);
  });
});

describe('the seeded seals', () => {
  const seals = buildSealRows(buildUnitRows());

  it('have every character in the glyph file (else run npx tsx scripts/extract-seal-glyphs.ts)', () => {
    expect(missingSealGlyphs([...seals.flatMap((s) => [s.unitName, s.kind, s.sealSn]), ...SEAL_KINDS])).toEqual([]);
    const file = sealGlyphFile();
    expect(file.license).toBe('OFL-1.1');
    expect(file.ascender - file.descender).toBe(file.unitsPerEm);
  });

  it("are named after their unit and kind, and their images are drawn once per process", () => {
    for (const s of seals) expect(s.sealName).toBe(`${s.unitName}${s.kind}`);
    const first = seals[0]!;
    expect(seedSealImage(first)).toBe(seedSealImage(first));
    expect(seedSealImage(first).equals(drawSealImage({ name: first.unitName, kind: first.kind, serial: first.sealSn }))).toBe(true);
  });
});

describe('the rasterizer and the glyph paths', () => {
  it('covers a rectangle exactly, partly covered pixels in proportion', () => {
    const r = new Raster(8, 4);
    r.polygon([1, 1, 5.5, 1, 5.5, 3, 1, 3]);
    const a = r.alpha();
    const row = (y: number) => [...a.subarray(y * 8, y * 8 + 8)];
    expect(row(0)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(row(1)).toEqual([0, 255, 255, 255, 255, 128, 0, 0]);
    expect(row(2)).toEqual(row(1));
    expect(row(3)).toEqual(row(0));
  });

  it('cuts holes (a contour of the other orientation) and keeps overlaps of the same one solid', () => {
    const r = new Raster(10, 10);
    r.polygon([0, 0, 10, 0, 10, 10, 0, 10]);
    r.polygon([3, 3, 3, 7, 7, 7, 7, 3]);
    r.polygon([0, 0, 5, 0, 5, 2, 0, 2]);
    const a = r.alpha();
    expect(a[5 * 10 + 5]).toBe(0);
    expect(a[1 * 10 + 1]).toBe(255);
    expect(a[8 * 10 + 8]).toBe(255);
  });

  it('flattens quadratic curves into closed polygons close to the curve', () => {
    const [square, curve] = flattenPath('M0 0L100 0L100 100L0 100ZM0 0Q500 1000 1000 0Z');
    expect([...square!]).toEqual([0, 0, 100, 0, 100, 100, 0, 100]);
    // The curve's apex is at (500, 500); the points lie on it.
    let top = 0;
    for (let i = 1; i < curve!.length; i += 2) top = Math.max(top, curve![i]!);
    expect(top).toBeGreaterThan(498);
    expect(top).toBeLessThanOrEqual(500);
    expect(curve!.length / 2).toBeGreaterThan(10);
  });

  it('encodes an alpha mask as an indexed PNG that decodes back', () => {
    const alpha = Uint8Array.from({ length: 6 }, (_, i) => i * 50);
    const img = decode(encodeAlphaPng(3, 2, alpha, [1, 2, 3]));
    expect([...img.rgba]).toEqual([...alpha].flatMap((a) => [1, 2, 3, a]));
  });
});
