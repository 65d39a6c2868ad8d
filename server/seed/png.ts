/**
 * PNG encoding of a one-colour image with varying opacity (a seal: red ink on a transparent
 * background): an indexed-colour PNG whose 256 palette entries are all the colour, entry i with
 * alpha i (tRNS), so each pixel is its alpha byte. A third of the bytes of RGBA to compress, and
 * every PNG reader (browsers, pdf-lib's embedPng) expands it to RGBA.
 */
import { constants, crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The PNG of a width x height image of one colour, pixel alphas 0..255 row-major. */
export function encodeAlphaPng(width: number, height: number, alpha: Uint8Array, colour: Rgb): Buffer {
  if (alpha.length !== width * height) throw new Error(`png: ${alpha.length} alphas for ${width}x${height}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, indexed colour, deflate, adaptive filters, no interlace
  const palette = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) palette.set(colour, i * 3);
  const opacity = Uint8Array.from({ length: 256 }, (_, i) => i);
  // Each row: filter 0 (none) and its pixels.
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(alpha.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', opacity),
    // Run-length matching suits rows of zeros and solid strokes: faster and smaller than the default.
    chunk('IDAT', deflateSync(raw, { strategy: constants.Z_RLE })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
