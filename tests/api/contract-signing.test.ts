/**
 * Online signing with the stamped PDF over real HTTP (server/modules/contracts/sign-routes.ts,
 * stamp.ts, signing.ts): the unit signs with its seal, the counterpart's user signs, the last
 * signature produces the stamped PDF (kind signedPdf, sha256 in the files row and the history);
 * contract/signInfo and contract/verifySigned; permissions, data scope, bad input and refusals.
 */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFiles, contractParties, contracts, counterparts, files, seals, statusHistory, units } from '../../server/db/schema';
import type { SignInfo, VerifySignedResult } from '../../src/domain/contract-signing';
import type { WriteResult } from '../../src/domain/contract-write';
import type { FileMeta } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user]!;
let finance: number;
let zhijiang: number;

const post = <T>(user: string, path: string, body: unknown) => s.call<T>('POST', path, { token: as(user), body });
const info = (user: string, id: number, base = '/api/admin') =>
  s.call<SignInfo>('GET', `${base}/contract/signInfo`, { token: as(user), query: { id } });
const row = async (id: number) => (await s.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;

function pdfForm(bytes: Uint8Array, name = 'copy.pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
}
const verify = (user: string, id: number, body: FormData | undefined, base = '/api/admin') =>
  s.call<VerifySignedResult>('POST', `${base}/contract/verifySigned`, { token: as(user), query: { id }, body });

/**
 * A demo contract of the finance bureau at `status` (the first not in `skip`), its first counterpart
 * made 浙江之江建设集团 (the demo company account's counterpart) and any further counterparts signed.
 */
async function demoContract(status: string, skip: number[] = []): Promise<typeof contracts.$inferSelect> {
  const rows = await s.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.unitId, finance), eq(contracts.status, status), isNull(contracts.parentId)))
    .orderBy(contracts.id);
  const c = rows.find((r) => !skip.includes(r.id));
  if (!c) throw new Error(`no demo contract at ${status}`);
  const cps = await s.db
    .select()
    .from(contractParties)
    .where(and(eq(contractParties.contractId, c.id), eq(contractParties.kind, 'counterpart')))
    .orderBy(contractParties.id);
  if (!cps.length) throw new Error(`contract ${c.id} has no counterpart`);
  await s.db.update(contractParties).set({ counterpartId: zhijiang, name: '浙江之江建设集团有限公司' }).where(eq(contractParties.id, cps[0]!.id));
  if (cps.length > 1) {
    await s.db.update(contractParties).set({ signedAt: new Date() }).where(inArray(contractParties.id, cps.slice(1).map((p) => p.id)));
  }
  return c;
}

/** The pages' drawn text operands (pdf-lib writes standard-font text as hex strings in flate streams). */
function pageText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      out += inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      out += m[1];
    }
  }
  return out;
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['clerk', 'reviewer', 'bureau', 'county', 'company', 'lawyer']) tokens[u] = await s.login(u);
  finance = (await s.db.select().from(units).where(eq(units.unitName, '杭州市财政局')))[0]!.id;
  zhijiang = (await s.db.select().from(counterparts).where(eq(counterparts.name, '浙江之江建设集团有限公司')))[0]!.id;
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('online signing with a stamped, verifiable PDF', () => {
  it('signs with the unit seal, then the company; the last signature stamps the final draft PDF', async () => {
    const c = await demoContract('toSign');
    // A two-page final draft (a real PDF uploaded through the files API) to be stamped.
    const draft = await PDFDocument.create();
    draft.addPage([595, 842]).drawText('Final draft page 1');
    draft.addPage([595, 842]).drawText('Final draft page 2');
    const up = await s.call<FileMeta>('POST', 'sys_files/uploadFile', { token: as('clerk'), body: pdfForm(await draft.save(), 'final.pdf') });
    expect(up.body.code, up.body.message).toBe(200);
    await s.db.insert(contractFiles).values({ contractId: c.id, fileId: up.body.result.fileId, kind: 'finalDraft' });

    let before = (await info('clerk', c.id)).body.result;
    expect(before.isOwner).toBe(true);
    expect(before.canSign).toBe(false);
    expect(before.seals.length).toBeGreaterThan(0);
    const enabled = await s.db.select().from(seals).where(and(eq(seals.unitId, finance), eq(seals.enabled, true)));
    expect(before.seals.map((x) => x.sealSn).sort()).toEqual(enabled.map((x) => x.sealSn).sort());
    expect(before.signedPdf).toBeNull();

    let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'startOnlineSigning' })).body.result;
    expect(v.status).toBe('signing');
    before = (await info('clerk', c.id)).body.result;
    expect(before.canSign).toBe(true);
    expect(before.parties.find((p) => p.kind === 'unit')?.mine).toBe(true);

    // No seal, and a seal of another unit, are refused and change nothing.
    const noSeal = await post('clerk', 'contract/sign', { id: c.id, version: v.version });
    expect(noSeal.body.code).toBe(500);
    const [foreign] = await s.db.select().from(seals).where(sql`${seals.unitId} <> ${finance}`).limit(1);
    const wrongSeal = await post('clerk', 'contract/sign', { id: c.id, version: v.version, sealId: foreign!.id });
    expect(wrongSeal.body.code).toBe(500);
    expect((await row(c.id)).version).toBe(v.version);

    const seal = before.seals[0]!;
    const first = await post<WriteResult>('clerk', 'contract/sign', { id: c.id, version: v.version, sealId: seal.id });
    expect(first.body.code, first.body.message).toBe(200);
    v = first.body.result;
    expect(v.status).toBe('signing');
    const twice = await post('clerk', 'contract/sign', { id: c.id, version: v.version, sealId: seal.id });
    expect(twice.body.code).toBe(500);
    const mid = (await info('clerk', c.id)).body.result;
    const unitParty = mid.parties.find((p) => p.kind === 'unit')!;
    expect(unitParty).toMatchObject({ signed: true, sealSn: seal.sealSn });
    expect(unitParty.signerName).toBeTruthy();
    expect(mid.canSign).toBe(false);
    expect(mid.signedPdf).toBeNull();

    // The company sees its side as its own and signs it.
    const company = (await info('company', c.id, '/api/company')).body.result;
    expect(company.canSign).toBe(true);
    expect(company.seals).toEqual([]);
    expect(company.parties.filter((p) => p.mine).map((p) => p.kind)).toEqual(['counterpart']);
    const last = await s.call<WriteResult>('POST', '/api/company/contract/sign', { token: as('company'), body: { id: c.id, version: v.version } });
    expect(last.body.code, last.body.message).toBe(200);
    expect(last.body.result.status).toBe('filingPending');

    const after = (await info('clerk', c.id)).body.result;
    expect(after.parties.every((p) => p.signed)).toBe(true);
    expect(after.signingMethod).toBe('online');
    const pdf = after.signedPdf!;
    expect(pdf).not.toBeNull();
    const [fileRow] = await s.db.select().from(files).where(eq(files.id, pdf.fileId));
    expect(fileRow!.sha256).toBe(pdf.sha256);
    expect(fileRow!.mime).toBe('application/pdf');
    const link = await s.db.select().from(contractFiles).where(and(eq(contractFiles.contractId, c.id), eq(contractFiles.kind, 'signedPdf')));
    expect(link.map((l) => l.fileId)).toEqual([pdf.fileId]);
    // The completing history row names the file and its hash.
    const [history] = await s.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.contractId, c.id), eq(statusHistory.action, 'completeOnlineSigning')))
      .orderBy(desc(statusHistory.id));
    expect(history!.fileIds).toEqual([pdf.fileId]);
    expect(history!.opinion).toContain(pdf.sha256);

    // The downloaded bytes: a PDF, the hash recorded, the final draft's pages stamped.
    const res = await fetch(`${s.url}/api/admin/sys_files/downloadFile/${pdf.fileId}`, { headers: { access_token: as('clerk') } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(pdf.sha256);
    const stamped = await PDFDocument.load(bytes);
    expect(stamped.getPageCount()).toBe(2);
    expect(stamped.getTitle()).toBe(`Signed contract ${c.code}`);
    const drawn = pageText(bytes);
    expect(drawn).toContain(hex(`SN ${seal.sealSn}`));
    expect(drawn).toContain(hex(`${c.code} | signed online`));

    // Verification: the very file is valid (for staff and the company); one changed byte is not.
    const good = await verify('clerk', c.id, pdfForm(bytes));
    expect(good.body.code, good.body.message).toBe(200);
    expect(good.body.result).toMatchObject({ valid: true, outcome: 'match', contractId: c.id, contractCode: c.code, recordedSha256: pdf.sha256 });
    expect(good.body.result.message).toContain(c.code);
    expect((await verify('company', c.id, pdfForm(bytes), '/api/company')).body.result.valid).toBe(true);
    const changed = bytes.slice();
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 0xff;
    const bad = await verify('clerk', c.id, pdfForm(changed));
    expect(bad.body.code).toBe(200);
    expect(bad.body.result).toMatchObject({ valid: false, outcome: 'mismatch', recordedSha256: pdf.sha256 });
    expect(bad.body.result.uploadedSha256).not.toBe(pdf.sha256);
    // Any file at all, PDF or not, that is not the recorded one: invalid, and never stored.
    const filesBefore = (await s.db.select({ id: files.id }).from(files)).length;
    const png = new FormData();
    png.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' }), 'x.png');
    expect((await verify('clerk', c.id, png)).body.result.valid).toBe(false);
    expect((await s.db.select({ id: files.id }).from(files)).length).toBe(filesBefore);
  });

  it('generates a signature page when the contract has no PDF draft', async () => {
    const c = await demoContract('toSign', []);
    const existing = await s.db.select().from(contractFiles).where(eq(contractFiles.contractId, c.id));
    expect(existing.filter((f) => f.kind === 'signedPdf')).toEqual([]);
    let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'startOnlineSigning' })).body.result;
    const sealId = (await info('clerk', c.id)).body.result.seals[0]!.id;
    v = (await post<WriteResult>('clerk', 'contract/sign', { id: c.id, version: v.version, sealId })).body.result;
    const last = await s.call<WriteResult>('POST', '/api/company/contract/sign', { token: as('company'), body: { id: c.id, version: v.version } });
    expect(last.body.code, last.body.message).toBe(200);
    const pdf = (await info('company', c.id, '/api/company')).body.result.signedPdf!;
    const [f] = await s.db.select().from(files).where(eq(files.id, pdf.fileId));
    expect(f!.fileName).toBe(`${c.code}-signed.pdf`);
    const res = await fetch(`${s.url}/api/company/sys_files/downloadFile/${pdf.fileId}`, { headers: { access_token: as('company') } });
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
  });

  it('answers a contract without a signed PDF as not signed', async () => {
    const c = await demoContract('toSign');
    const r = await verify('clerk', c.id, pdfForm(new TextEncoder().encode('%PDF-1.7 whatever')));
    expect(r.body.result).toMatchObject({ valid: false, outcome: 'notSigned', recordedSha256: null });
  });

  it('keeps signInfo and verifySigned within the data scope and the permissions', async () => {
    const c = await demoContract('toSign');
    // Another unit's reviewer-less staff: the county bureau is outside the finance bureau's contract scope.
    expect((await info('county', c.id)).status).toBe(403);
    expect((await verify('county', c.id, pdfForm(new Uint8Array([1])))).status).toBe(403);
    // A legal adviser has no signInfo on its base, and the staff base refuses it.
    expect((await info('lawyer', c.id, '/api/lawyer')).status).toBe(404);
    expect((await info('lawyer', c.id)).status).toBe(401);
    // A contract the company is not party to.
    const [notParty] = await s.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(sql`not exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contracts.id} and ${contractParties.counterpartId} = ${zhijiang})`)
      .limit(1);
    expect((await info('company', notParty!.id, '/api/company')).status).toBe(403);
    expect((await s.call('GET', 'contract/signInfo', { query: { id: c.id } })).status).toBe(401);
    // A reviewer reads it but is not the owner: no seals, cannot sign.
    const reviewer = (await info('reviewer', c.id)).body.result;
    expect(reviewer.isOwner).toBe(false);
    expect(reviewer.seals).toEqual([]);
  });

  it('answers bad input with 501 and its field', async () => {
    const bad = await s.call('GET', 'contract/signInfo', { token: as('clerk'), query: { id: 'abc' } });
    expect(bad.body.code).toBe(501);
    expect(JSON.stringify(bad.body.result)).toContain('id');
    const missing = await verify('clerk', (await demoContract('toSign')).id, undefined);
    expect(missing.body.code).toBe(501);
    expect(JSON.stringify(missing.body.result)).toContain('file');
    expect((await s.call('GET', 'contract/signInfo', { token: as('clerk'), query: { id: 999_999 } })).body.code).toBe(500);
  });
});
