/**
 * The stamped PDF of an online-signed contract: the contract's final draft (or its draft) when that
 * is a PDF, else a generated signature page; every party's seal on the last page (the seal's image
 * when it has a PNG/JPEG one, else a red round seal drawn with the serial number) with the signer and
 * time; a footer on every page with the contract code and the serials. pdf-lib's standard fonts are
 * Latin-only, so everything written on the PDF is ASCII (codes, serials, credit codes, times, user
 * names); Chinese names stay in the database and on the page, never on the stamp.
 *
 * The bytes go to the file storage, a files row keeps their sha256, and contract_files links the file
 * as kind 'signedPdf'; all inside the caller's transaction (the stored bytes are removed again when
 * the transaction fails).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../../db/client';
import { contractFiles, contractParties, files, seals, users } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import type { ContractRecord } from './scope';

const RED = rgb(0.85, 0.1, 0.1);
const INK = rgb(0.15, 0.15, 0.2);
const A4: [number, number] = [595.28, 841.89];

/** One signed party as stamped. */
export interface StampParty {
  role: string;
  kind: string;
  /** The seal's serial number (unit seals) or the counterpart's credit code. */
  serial: string;
  signer: string;
  signedAt: Date;
  image?: { bytes: Uint8Array; type: 'png' | 'jpeg' } | undefined;
}

export interface StampInput {
  code: string;
  /** The source PDF (final draft or draft), or null for a generated signature page. */
  source: Uint8Array | null;
  parties: StampParty[];
  at: Date;
}

/** Keeps printable ASCII only (the standard fonts' WinAnsi covers no CJK). */
export const ascii = (text: string): string => text.replace(/[^\x20-\x7e]/g, '').trim();

const stamp = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} +08:00`;

async function loadSource(source: Uint8Array | null): Promise<PDFDocument | null> {
  if (!source) return null;
  try {
    const doc = await PDFDocument.load(source, { updateMetadata: false });
    return doc.getPageCount() > 0 ? doc : null;
  } catch {
    // Not a readable PDF (damaged or encrypted): sign a generated page instead.
    return null;
  }
}

/** A red round seal: double ring, a star, the serial along the upper arc and the role below. */
function drawSeal(page: PDFPage, font: PDFFont, cx: number, cy: number, serial: string, label: string): void {
  const r = 48;
  page.drawCircle({ x: cx, y: cy, size: r, borderColor: RED, borderWidth: 3, opacity: 0, borderOpacity: 0.9 });
  page.drawCircle({ x: cx, y: cy, size: r - 6, borderColor: RED, borderWidth: 0.8, opacity: 0, borderOpacity: 0.9 });
  // A five-pointed star in the centre.
  const points = Array.from({ length: 10 }, (_, i) => {
    const rad = i % 2 === 0 ? 14 : 5.6;
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    return `${(rad * Math.cos(a)).toFixed(2)} ${(-rad * Math.sin(a)).toFixed(2)}`;
  });
  page.drawSvgPath(`M ${points.join(' L ')} Z`, { x: cx, y: cy + 4, color: RED });
  // The serial along the upper arc, each character rotated to the tangent.
  const text = serial.slice(0, 28);
  const size = 7.5;
  const span = Math.min(Math.PI * 1.25, text.length * 0.19);
  for (const [i, ch] of Array.from(text).entries()) {
    const a = Math.PI / 2 + span / 2 - (text.length > 1 ? (i * span) / (text.length - 1) : span / 2);
    const rr = r - 15;
    const w = font.widthOfTextAtSize(ch, size);
    const x = cx + rr * Math.cos(a) - (w / 2) * Math.sin(a);
    const y = cy + rr * Math.sin(a) + (w / 2) * Math.cos(a);
    page.drawText(ch, { x, y, size, font, color: RED, rotate: degrees((a * 180) / Math.PI - 90) });
  }
  const lw = font.widthOfTextAtSize(label, 8);
  page.drawText(label, { x: cx - lw / 2, y: cy - 24, size: 8, font, color: RED });
}

/** Builds the stamped PDF's bytes (pure: no storage, no database). */
export async function buildSignedPdf(input: StampInput): Promise<Uint8Array> {
  const loaded = await loadSource(input.source);
  const doc = loaded ?? (await PDFDocument.create());
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const code = ascii(input.code) || 'CONTRACT';
  const serials = input.parties.map((p) => ascii(p.serial)).join(', ');

  if (!loaded) {
    const page = doc.addPage(A4);
    page.drawText('CONTRACT SIGNATURE PAGE', { x: 56, y: A4[1] - 90, size: 20, font: bold, color: INK });
    const lines = [
      `Contract code: ${code}`,
      `Signed online by ${input.parties.length} parties; completed ${stamp(input.at)}`,
      'The seals below were applied through the contract management system.',
      'Verify a copy by its SHA-256 under Contract management > Online signing.',
    ];
    lines.forEach((line, i) => {
      page.drawText(line, { x: 56, y: A4[1] - 130 - i * 18, size: 11, font, color: INK });
    });
  }
  doc.setTitle(`Signed contract ${code}`);
  doc.setProducer('contract management system (pdf-lib)');
  doc.setModificationDate(input.at);

  const pages = doc.getPages();
  const last = pages[pages.length - 1]!;
  const { width } = last.getSize();
  const columns = Math.max(1, Math.min(3, input.parties.length));
  const slot = (width - 80) / columns;
  const images = new Map<StampParty, PDFImage>();
  for (const p of input.parties) {
    if (!p.image) continue;
    try {
      images.set(p, p.image.type === 'png' ? await doc.embedPng(p.image.bytes) : await doc.embedJpg(p.image.bytes));
    } catch {
      // An unreadable image: the drawn seal stands in for it.
    }
  }
  input.parties.forEach((p, i) => {
    const cx = 40 + slot * (i % columns) + slot / 2;
    const cy = 190 - Math.floor(i / columns) * 150 + 0;
    const label = `PARTY ${ascii(p.role) || '?'}`;
    const image = images.get(p);
    if (image) {
      const scale = 96 / Math.max(image.width, image.height);
      last.drawImage(image, { x: cx - (image.width * scale) / 2, y: cy - (image.height * scale) / 2, width: image.width * scale, height: image.height * scale, opacity: 0.9 });
    } else drawSeal(last, bold, cx, cy, ascii(p.serial), label);
    const info = [`${label}  SN ${ascii(p.serial)}`, `Signer: ${ascii(p.signer) || '-'}`, stamp(p.signedAt)];
    info.forEach((line, j) => {
      const w = font.widthOfTextAtSize(line, 7.5);
      last.drawText(line, { x: cx - w / 2, y: cy - 62 - j * 10, size: 7.5, font, color: INK });
    });
  });
  pages.forEach((page, i) => {
    const footer = `${code} | signed online | seals: ${serials} | page ${i + 1}/${pages.length}`;
    const { width: w } = page.getSize();
    const size = 7;
    const text = font.widthOfTextAtSize(footer, size) > w - 40 ? `${code} | page ${i + 1}/${pages.length}` : footer;
    page.drawText(text, { x: 20, y: 14, size, font, color: RED });
  });
  return doc.save({ useObjectStreams: false });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The stored bytes of a live file row, or null when they cannot be read. */
async function storedBytes(storage: FileStorage, key: string): Promise<Buffer | null> {
  try {
    return await readAll(await storage.get(key));
  } catch {
    return null;
  }
}

/** The contract's final draft, else its draft, when that is a PDF (the newest of its kind). */
async function sourcePdf(tx: Db, storage: FileStorage, contractId: number): Promise<Uint8Array | null> {
  for (const kind of ['finalDraft', 'draft']) {
    const [row] = await tx
      .select({ key: files.storageKey, mime: files.mime, isDel: files.isDel })
      .from(contractFiles)
      .innerJoin(files, eq(files.id, contractFiles.fileId))
      .where(and(eq(contractFiles.contractId, contractId), eq(contractFiles.kind, kind), eq(files.isDel, false)))
      .orderBy(desc(contractFiles.createdAt), desc(contractFiles.id))
      .limit(1);
    if (!row) continue;
    if (row.mime !== 'application/pdf') return null;
    return storedBytes(storage, row.key);
  }
  return null;
}

export interface SignedPdfRecord {
  fileId: number;
  sha256: string;
}

/**
 * Produces, stores and links the stamped PDF of a contract whose parties have all signed; called in
 * the transaction of the last signature.
 */
export async function produceSignedPdf(tx: Db, storage: FileStorage, c: ContractRecord, signerId: number, at: Date): Promise<SignedPdfRecord> {
  const parties = await tx.select().from(contractParties).where(eq(contractParties.contractId, c.id));
  const signerIds = [...new Set(parties.map((p) => p.signedBy).filter((id): id is number => id !== null))];
  const names = new Map(
    (signerIds.length ? await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, signerIds)) : []).map(
      (u) => [u.id, u.username],
    ),
  );
  const sns = parties.map((p) => p.sealSn).filter((sn): sn is string => !!sn);
  const sealRows = sns.length
    ? await tx
        .select({ sealSn: seals.sealSn, key: files.storageKey, mime: files.mime })
        .from(seals)
        .innerJoin(files, eq(files.id, seals.imageFileId))
        .where(and(inArray(seals.sealSn, sns), eq(files.isDel, false)))
    : [];
  const stampParties: StampParty[] = [];
  for (const p of [...parties].sort((a, b) => a.role.localeCompare(b.role) || a.id - b.id)) {
    const img = sealRows.find((s) => s.sealSn === p.sealSn);
    const type = img?.mime === 'image/png' ? 'png' : img?.mime === 'image/jpeg' ? 'jpeg' : null;
    const bytes = img && type ? await storedBytes(storage, img.key) : null;
    stampParties.push({
      role: p.role,
      kind: p.kind,
      serial: p.sealSn ?? (p.creditCode ? `USCC ${p.creditCode}` : `PARTY-${p.id}`),
      signer: p.signedBy ? (names.get(p.signedBy) ?? `user ${p.signedBy}`) : '-',
      signedAt: p.signedAt ?? at,
      image: bytes && type ? { bytes, type } : undefined,
    });
  }
  const data = Buffer.from(
    await buildSignedPdf({ code: c.code, source: await sourcePdf(tx, storage, c.id), parties: stampParties, at }),
  );
  const sha256 = createHash('sha256').update(data).digest('hex');
  const storageKey = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID().replaceAll('-', '')}`;
  await storage.put(storageKey, data);
  try {
    const [row] = await tx
      .insert(files)
      .values({
        fileName: `${ascii(c.code) || `contract-${c.id}`}-signed.pdf`,
        mime: 'application/pdf',
        ext: 'pdf',
        size: data.length,
        sha256,
        storageKey,
        uploaderId: signerId,
        unitId: c.unitId,
      })
      .returning({ id: files.id });
    await tx.insert(contractFiles).values({ contractId: c.id, fileId: row!.id, kind: 'signedPdf', createdBy: signerId });
    return { fileId: row!.id, sha256 };
  } catch (err) {
    await storage.remove(storageKey).catch(() => undefined);
    throw err;
  }
}
