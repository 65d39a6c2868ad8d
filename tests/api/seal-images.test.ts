/**
 * The seeded seals' generated images (server/seed/seals.ts, seal-image.ts): every seeded seal lists
 * with an image, a files row like an upload's (PNG, no uploader, the seal's unit) whose stored bytes
 * are the drawn seal; the image reads as image/png for the users the seal-image rule lets read it (the
 * seal registry in scope, the signers for the seal's unit) and for nobody else; the signing stamp
 * embeds it.
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, seals, units } from '../../server/db/schema';
import { buildSignedPdf } from '../../server/modules/contracts/stamp';
import { sealImageKey, seedSealImage } from '../../server/seed/seals';
import { createStorage } from '../../server/storage/storage';
import type { Page } from '../../src/domain/envelope';
import type { SealRow } from '../../src/domain/registries';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const BASE = { admin: '/api/admin', clerk: '/api/admin', reviewer: '/api/admin', county: '/api/admin', company: '/api/company', lawyer: '/api/lawyer' };
type Account = keyof typeof BASE;
const token = {} as Record<Account, string>;

beforeAll(async () => {
  s = await startTestServer({}, { seed: 'small' });
  for (const a of Object.keys(BASE) as Account[]) token[a] = await s.login(a);
});

afterAll(async () => {
  await s?.close();
});

/** The file as previewFile answers it to the account: status, content type and bytes. */
async function preview(account: Account, fileId: number): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const r = await fetch(new URL(`${BASE[account]}/sys_files/previewFile/${fileId}`, s.url), { headers: { access_token: token[account] } });
  return { status: r.status, type: r.headers.get('content-type'), bytes: Buffer.from(await r.arrayBuffer()) };
}

describe('seeded seal images', () => {
  it('every seeded seal lists with an image of its own, stored like an uploaded PNG', async () => {
    const r = await s.call<Page<SealRow>>('POST', 'admin_seal/queryPage', { token: token.admin, body: { size: 200 } });
    expect(r.body.code).toBe(200);
    const list = r.body.result.records;
    expect(r.body.result.total).toBe(list.length);
    expect(list.length).toBeGreaterThan(100);
    expect(list.filter((seal) => seal.imageFileId === null)).toEqual([]);
    const ids = list.map((seal) => seal.imageFileId!);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = new Map((await s.db.select().from(files).where(inArray(files.id, ids))).map((f) => [f.id, f]));
    for (const seal of list) {
      expect(rows.get(seal.imageFileId!), seal.sealName).toMatchObject({
        fileName: `${seal.sealName}.png`,
        mime: 'image/png',
        ext: 'png',
        storageKey: sealImageKey(seal.sealSn),
        uploaderId: null,
        unitId: seal.unitId,
        isDel: false,
      });
    }
  });

  it('reads as image/png to the seal registry and to the signers for its unit, and to nobody else', async () => {
    const [unit] = await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市财政局'));
    const [seal] = await s.db.select().from(seals).where(eq(seals.sealName, '杭州市财政局合同专用章'));
    expect(seal?.unitId).toBe(unit!.id);
    const [file] = await s.db.select().from(files).where(eq(files.id, seal!.imageFileId!));

    const read = await preview('admin', file!.id);
    expect(read.status).toBe(200);
    expect(read.type).toBe('image/png');
    expect(read.bytes.length).toBe(file!.size);
    expect(createHash('sha256').update(read.bytes).digest('hex')).toBe(file!.sha256);
    expect(read.bytes.equals(seedSealImage({ unitName: '杭州市财政局', kind: '合同专用章', sealSn: seal!.sealSn }))).toBe(true);

    // clerk signs for the finance bureau (contract/signInfo offers its seals): the same bytes.
    const signer = await preview('clerk', file!.id);
    expect([signer.status, signer.type]).toEqual([200, 'image/png']);
    expect(signer.bytes.equals(read.bytes)).toBe(true);
    const listed = await s.call<{ fileId: number; fileName: string }[]>('GET', 'sys_files/getListByIds', { token: token.clerk, query: { ids: String(file!.id) } });
    expect(listed.body.result.map((f) => f.fileName)).toEqual(['杭州市财政局合同专用章.png']);

    for (const other of ['reviewer', 'county', 'company', 'lawyer'] as const) {
      expect((await preview(other, file!.id)).status, other).toBe(403);
      const hidden = await s.call<unknown[]>('GET', 'sys_files/getListByIds', { token: token[other], query: { ids: String(file!.id) } });
      expect(hidden.body.result, other).toEqual([]);
    }
  });

  it('is what the signing stamp embeds', async () => {
    // Found and read as the stamp does (contracts/stamp.ts): the seal's files row, its stored bytes.
    const [seal] = await s.db
      .select({ sealSn: seals.sealSn, key: files.storageKey, mime: files.mime })
      .from(seals)
      .innerJoin(files, eq(files.id, seals.imageFileId))
      .where(eq(seals.sealName, '杭州市财政局合同专用章'));
    expect(seal?.mime).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of await createStorage(s.config).get(seal!.key)) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    const party = { role: 'A', kind: 'unit', serial: seal!.sealSn, signer: 'clerk', signedAt: new Date('2026-03-01T02:00:00Z') };
    const withImage = Buffer.from(await buildSignedPdf({ code: 'SEAL-TEST', source: null, parties: [{ ...party, image: { bytes, type: 'png' } }], at: party.signedAt }));
    const drawn = Buffer.from(await buildSignedPdf({ code: 'SEAL-TEST', source: null, parties: [party], at: party.signedAt }));
    expect(withImage.includes('/Subtype /Image')).toBe(true);
    expect(drawn.includes('/Subtype /Image')).toBe(false);
  });
});
