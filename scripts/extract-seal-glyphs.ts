/**
 * `npx tsx scripts/extract-seal-glyphs.ts [path/to/unpacked/package]`: writes
 * server/seed/seal-font/glyphs.json, the outlines of exactly the characters the seeded seal images
 * draw (the units' names, the seal kinds, the digits of the serial numbers), from Noto Serif SC Bold
 * in the OFL-licensed npm package @fontsource/noto-serif-sc@5.3.0 (server/seed/seal-font/SOURCE.md).
 * Without a path it fetches the package with `npm pack` into a temporary folder (about 86 MB; it is
 * never a dependency of the project) and unpacks only the two font files it reads. Run it again when
 * a seeded unit's name brings a new character (tests/unit/seal-image.test.ts says which). Prints the
 * number of glyphs and the file's size.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import opentype, { type Font, type Glyph } from 'opentype.js';
import { SEAL_FONT_DIR, SEAL_FONT_SOURCE, SEAL_GLYPHS_FILE, type SealGlyphFile, type StoredGlyph } from '../server/seed/seal-glyphs';
import { buildSealRows, SEAL_KINDS } from '../server/seed/seals';
import { buildUnitRows } from '../server/seed/units';

const FILES = [SEAL_FONT_SOURCE.files.cjk, SEAL_FONT_SOURCE.files.latin];

/** The unpacked package: the path given, or a fresh `npm pack` in a temporary folder (removed afterwards). */
function packageDir(): { dir: string; done: () => void } {
  const given = process.argv[2];
  if (given) return { dir: path.resolve(given), done: () => {} };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-font-'));
  const spec = `${SEAL_FONT_SOURCE.name}@${SEAL_FONT_SOURCE.version}`;
  console.log(`npm pack ${spec} into ${tmp}`);
  const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: tmp, encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', tarball, ...FILES.map((f) => `package/${f}`), 'package/LICENSE', 'package/package.json'], { cwd: tmp });
  return { dir: path.join(tmp, 'package'), done: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}

function load(file: string): Font {
  const bytes = fs.readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** A name of the font's name table (opentype.js 2 keeps them per platform). */
function fontName(font: Font, key: string): string {
  const names: unknown = font.names;
  const field = (platform: string): unknown => {
    const table = names && typeof names === 'object' ? (names as Record<string, unknown>)[platform] : undefined;
    const entry = table && typeof table === 'object' ? (table as Record<string, unknown>)[key] : undefined;
    return entry && typeof entry === 'object' ? (entry as Record<string, unknown>).en : undefined;
  };
  const name = field('windows') ?? field('macintosh');
  return typeof name === 'string' ? name : '';
}

/** An OS/2 metric of the font (the ideographic em box of a CJK font). */
function typoMetric(font: Font, key: 'sTypoAscender' | 'sTypoDescender'): number {
  const os2: unknown = font.tables.os2;
  const value = os2 && typeof os2 === 'object' ? (os2 as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'number') throw new Error(`the font has no OS/2 ${key}`);
  return value;
}

/** The glyph's outline as compact SVG path data in font units, y up, coordinates rounded. */
function pathData(glyph: Glyph): string {
  const out: string[] = [];
  const r = (n: number) => String(Math.round(n));
  // The current point, to drop lines that go nowhere once rounded.
  let at = '';
  for (const c of glyph.path.commands) {
    if (c.type === 'Z') {
      out.push('Z');
      continue;
    }
    const to = `${r(c.x)} ${r(c.y)}`;
    if (c.type === 'M') out.push(`M${to}`);
    else if (c.type === 'L') {
      if (to !== at) out.push(`L${to}`);
    } else if (c.type === 'Q') out.push(`Q${r(c.x1)} ${r(c.y1)} ${to}`);
    else throw new Error(`unexpected ${c.type} command: the font should have TrueType (quadratic) outlines`);
    at = to;
  }
  return out.join('');
}

function main(): void {
  const { dir, done } = packageDir();
  try {
    extract(dir);
  } finally {
    done();
  }
}

function extract(dir: string): void {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; license?: string };
  if (pkg.name !== SEAL_FONT_SOURCE.name || pkg.version !== SEAL_FONT_SOURCE.version) {
    throw new Error(`${dir} holds ${pkg.name}@${pkg.version}, not ${SEAL_FONT_SOURCE.name}@${SEAL_FONT_SOURCE.version}`);
  }
  if (pkg.license !== SEAL_FONT_SOURCE.license) throw new Error(`licence ${pkg.license}, expected ${SEAL_FONT_SOURCE.license}`);
  const cjk = load(path.join(dir, SEAL_FONT_SOURCE.files.cjk));
  const latin = load(path.join(dir, SEAL_FONT_SOURCE.files.latin));

  const seals = buildSealRows(buildUnitRows());
  const texts = [...seals.map((s) => s.unitName), ...SEAL_KINDS, '0123456789'];
  const chars = [...new Set(texts.flatMap((t) => Array.from(t)))].sort();
  const glyphs: Record<string, StoredGlyph> = {};
  for (const ch of chars) {
    const font = /^[\x20-\x7e]$/.test(ch) ? latin : cjk;
    const glyph = font.charToGlyph(ch);
    if (!glyph.index) throw new Error(`no glyph for ${ch} in ${font === latin ? SEAL_FONT_SOURCE.files.latin : SEAL_FONT_SOURCE.files.cjk}`);
    glyphs[ch] = { advance: glyph.advanceWidth ?? cjk.unitsPerEm, path: pathData(glyph) };
  }
  const meta: Omit<SealGlyphFile, 'glyphs'> = {
    font: `${SEAL_FONT_SOURCE.font}, ${fontName(cjk, 'version').split(';')[0]}`,
    source: `${SEAL_FONT_SOURCE.name}@${SEAL_FONT_SOURCE.version}: ${FILES.join(', ')}`,
    license: SEAL_FONT_SOURCE.license,
    copyright: fontName(cjk, 'copyright'),
    unitsPerEm: cjk.unitsPerEm,
    ascender: typoMetric(cjk, 'sTypoAscender'),
    descender: typoMetric(cjk, 'sTypoDescender'),
  };
  // One glyph a line, so a regenerated file diffs by character.
  const lines = Object.entries(glyphs).map(([ch, g]) => `    ${JSON.stringify(ch)}: ${JSON.stringify(g)}`);
  const head = JSON.stringify(meta, null, 2).slice(0, -2);
  const text = `${head},\n  "glyphs": {\n${lines.join(',\n')}\n  }\n}\n`;
  JSON.parse(text);
  fs.mkdirSync(SEAL_FONT_DIR, { recursive: true });
  fs.writeFileSync(SEAL_GLYPHS_FILE, text);
  // The package's licence file names no copyright holder: the font's own notice goes first.
  const licence = [
    `Glyph outlines in glyphs.json: from ${SEAL_FONT_SOURCE.font}, as shipped by ${SEAL_FONT_SOURCE.name}@${SEAL_FONT_SOURCE.version}.`,
    `Font copyright (the font's name table): ${meta.copyright}`,
    "The package's licence file follows.",
    '',
    fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8'),
  ].join('\n');
  fs.writeFileSync(path.join(SEAL_FONT_DIR, 'OFL.txt'), licence);
  console.log(`${chars.length} glyphs, ${Math.round(text.length / 1024)} KB in ${path.relative(process.cwd(), SEAL_GLYPHS_FILE)}`);
}

main();
