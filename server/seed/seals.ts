/**
 * Demo seals: a contract seal (合同专用章) for every government body and judicial bureau, and an
 * official seal (公章) for every third one. Serial numbers: the area code and a 7-digit sequence.
 * Each has a generated image (seal-image.ts: a red round seal with the unit's name, the kind and the
 * serial), stored like an uploaded seal image: its bytes in the file storage (key
 * seed/seals/<serial>) and a files row (no uploader, the seal's unit) that the seal's imageFileId
 * names, so the seal list, the seal form and the signing stamp read it as any other, under the same
 * read rule (file-access.ts: seals.image_file_id).
 */
import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { files, seals } from '../db/schema';
import { createStorage } from '../storage/storage';
import { drawSealImage } from './seal-image';
import type { UnitSeedRow } from './units';

export interface SealSeed {
  unitKey: string;
  sealSn: string;
  sealName: string;
  /** The unit's name, along the upper arc of the seal's image. */
  unitName: string;
  /** The kind of seal, below the star: the rest of the seal's name. */
  kind: SealKind;
}

/** The kinds of seal the demo has. */
export const SEAL_KINDS = ['合同专用章', '公章'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

export function buildSealRows(unitRows: readonly UnitSeedRow[]): SealSeed[] {
  const out: SealSeed[] = [];
  let seq = 12_345;
  const sn = (areaCode: string) => `${areaCode}${String(seq++).padStart(7, '0')}`;
  unitRows
    .filter((u) => u.kind === 'gov' || u.kind === 'bureau')
    .forEach((u, i) => {
      const seal = (kind: SealKind): SealSeed => ({ unitKey: u.key, sealSn: sn(u.areaCode), sealName: `${u.unitName}${kind}`, unitName: u.unitName, kind });
      out.push(seal('合同专用章'));
      if (i % 3 === 0) out.push(seal('公章'));
    });
  return out;
}

/** The storage key of a seeded seal's image. */
export const sealImageKey = (sealSn: string): string => `seed/seals/${sealSn}`;

/** Drawn images by their texts: a process that seeds again (the API suite's snapshots) draws each once. */
const drawn = new Map<string, Buffer>();

/** The seal's image (a PNG), drawn on first use. */
export function seedSealImage(seal: Pick<SealSeed, 'unitName' | 'kind' | 'sealSn'>): Buffer {
  const key = `${seal.unitName}|${seal.kind}|${seal.sealSn}`;
  let png = drawn.get(key);
  if (!png) {
    png = drawSealImage({ name: seal.unitName, kind: seal.kind, serial: seal.sealSn });
    drawn.set(key, png);
  }
  return png;
}

/** Stores the seals' images and inserts the seals with them; answers how many seals. */
export async function insertSeals(
  db: Db,
  config: Pick<ServerConfig, 'filesDir' | 's3'>,
  rows: readonly SealSeed[],
  unitId: (key: string) => number,
): Promise<number> {
  if (!rows.length) return 0;
  const storage = createStorage(config);
  const images = rows.map((s) => seedSealImage(s));
  // A few writes at a time (an object store takes them over the network).
  for (let i = 0; i < rows.length; i += 16) {
    await Promise.all(rows.slice(i, i + 16).map((s, j) => storage.put(sealImageKey(s.sealSn), images[i + j]!)));
  }
  const stored = await db
    .insert(files)
    .values(
      rows.map((s, i) => ({
        fileName: `${s.sealName}.png`,
        mime: 'image/png',
        ext: 'png',
        size: images[i]!.length,
        sha256: createHash('sha256').update(images[i]!).digest('hex'),
        storageKey: sealImageKey(s.sealSn),
        unitId: unitId(s.unitKey),
      })),
    )
    .returning({ id: files.id, storageKey: files.storageKey });
  const fileOf = new Map(stored.map((f) => [f.storageKey, f.id]));
  await db
    .insert(seals)
    .values(rows.map((s) => ({ unitId: unitId(s.unitKey), sealSn: s.sealSn, sealName: s.sealName, imageFileId: fileOf.get(sealImageKey(s.sealSn))! })));
  return rows.length;
}
