/**
 * Files: upload (type allow-list by extension and content, size limit), metadata by ids, download
 * and preview links with the token in the query, soft delete and restore, who may delete.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { translate } from '../../server/http/messages';
import { cleanFileName, contentDisposition, contentMatches } from '../../server/modules/files';
import { hasPermission } from '../../src/domain/permissions';
import type { FileMeta, LoginUserInfo } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal zip: one empty stored entry word/document.xml, then the central directory. */
function tinyZip(): Buffer {
  const name = Buffer.from('word/document.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length, 16);
  return Buffer.concat([local, name, central, name, end]);
}

async function tinyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The original name carried by filename*=UTF-8''... */
function dispositionName(header: string | null): string | undefined {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  return m ? decodeURIComponent(m[1]!) : undefined;
}

function storedFileCount(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
}

async function upload(s: TestServer, token: string | undefined, name: string, bytes: Uint8Array, base = '/api/admin') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return s.call<FileMeta>('POST', `${base}/sys_files/uploadFile`, { token, body: form });
}

async function rowCount(s: TestServer): Promise<number> {
  const [row] = await s.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

describe('files', () => {
  let s: TestServer;
  let clerk: string;
  let clerkInfo: LoginUserInfo;
  let pdf: Buffer;
  let pdfMeta: FileMeta;
  let pngMeta: FileMeta;
  const pdfName = '合同附件（2026年）第1号.pdf';

  const raw = (apiPath: string, opts: { token?: string; queryToken?: string; method?: string } = {}) => {
    const url = new URL(apiPath.startsWith('/api/') ? apiPath : `/api/admin/${apiPath}`, s.url);
    if (opts.queryToken) url.searchParams.set('token', opts.queryToken);
    return fetch(url, { method: opts.method ?? 'GET', headers: opts.token ? { access_token: opts.token } : {} });
  };
  const infoOf = async (token: string) =>
    (await s.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token })).body.result;

  beforeAll(async () => {
    s = await startTestServer();
    clerk = await s.login('clerk');
    clerkInfo = await infoOf(clerk);
    pdf = await tinyPdf();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('uploads a PDF with a Chinese name and records its metadata', async () => {
    const before = await rowCount(s);
    const r = await upload(s, clerk, pdfName, pdf);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    pdfMeta = r.body.result;
    expect(pdfMeta).toMatchObject({
      fileName: pdfName,
      ext: 'pdf',
      mime: 'application/pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      isDel: false,
      uploaderId: clerkInfo.userId,
    });
    expect(pdfMeta.fileId).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(pdfMeta.createTime))).toBe(false);
    expect(await rowCount(s)).toBe(before + 1);
    const [row] = await s.db.select().from(files).where(eq(files.id, pdfMeta.fileId));
    expect(row?.unitId).toBe(clerkInfo.currentUnitId);
    expect(row?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(s.config.filesDir, row!.storageKey)).equals(pdf)).toBe(true);
  });

  it('downloads it back byte-identical, with the Chinese name in filename*', async () => {
    const res = await raw(`sys_files/downloadFile/${pdfMeta.fileId}`, { token: clerk });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const cd = res.headers.get('content-disposition');
    expect(cd).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(dispositionName(cd)).toBe(pdfName);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(pdf)).toBe(true);
  });

  it('download and preview links carry a ticket for the file (never the token), name it by a random id, and refuse without one', async () => {
    const link = await s.ticket(clerk, { purpose: 'file', fileId: pdfMeta.fileId, kind: 'download' });
    expect(link.url).toMatch(/^\/api\/admin\/sys_files\/downloadFile\/[0-9a-f-]{36}\?ticket=/);
    expect(link.url).not.toContain(clerk);
    expect(link.expiresIn).toBe(60);
    const viaQuery = await raw(link.url!);
    expect(viaQuery.status).toBe(200);
    expect(Buffer.from(await viaQuery.arrayBuffer()).equals(pdf)).toBe(true);

    const previewLink = await s.ticket(clerk, { purpose: 'file', fileId: pdfMeta.fileId, kind: 'preview' });
    expect(previewLink.url).toContain('/sys_files/previewFile/');
    const preview = await raw(previewLink.url!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(dispositionName(preview.headers.get('content-disposition'))).toBe(pdfName);
    expect(Buffer.from(await preview.arrayBuffer()).equals(pdf)).toBe(true);

    for (const p of [`sys_files/downloadFile/${pdfMeta.fileId}`, `sys_files/previewFile/${pdfMeta.fileId}`]) {
      const none = await s.call('GET', p);
      expect(none.status).toBe(401);
      expect(none.body.code).toBe(401);
      const bad = await raw(p, { queryToken: 'not-a-token' });
      expect(bad.status).toBe(401);
      // The session token itself is never accepted in the URL.
      expect((await raw(p, { queryToken: clerk })).status).toBe(401);
    }
    // The ticket opens its own file only.
    const other = await upload(s, clerk, 'other.pdf', pdf);
    const otherPublic = new URL((await s.ticket(clerk, { purpose: 'file', fileId: other.body.result.fileId, kind: 'download' })).url!, s.url).pathname.split('/').pop();
    const ticket = new URL(link.url!, s.url).searchParams.get('ticket')!;
    const swapped = await raw(`sys_files/downloadFile/${otherPublic}?ticket=${encodeURIComponent(ticket)}`);
    expect(swapped.status).toBe(401);
    // Nor does a ticket go anywhere but the file routes: the others still want the header.
    const listViaQuery = await s.call('GET', 'sys_files/getListByIds', { query: { ids: String(pdfMeta.fileId), ticket } });
    expect(listViaQuery.status).toBe(401);
  });

  it('uploads a PNG and previews it inline as an image', async () => {
    const r = await upload(s, clerk, 'photo.PNG', PNG_1X1);
    expect(r.body.code).toBe(200);
    pngMeta = r.body.result;
    expect(pngMeta).toMatchObject({ ext: 'png', mime: 'image/png', size: PNG_1X1.length, sha256: sha256(PNG_1X1) });
    const res = await raw(`sys_files/previewFile/${pngMeta.fileId}`, { token: clerk });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="photo.PNG"; filename*=UTF-8''photo.PNG`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('accepts a docx (zip content) but refuses to preview it', async () => {
    const zip = tinyZip();
    const r = await upload(s, clerk, '采购合同.docx', zip);
    expect(r.body.code).toBe(200);
    expect(r.body.result.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const preview = await s.call('GET', `sys_files/previewFile/${r.body.result.fileId}`, { token: clerk });
    expect(preview.body.code).toBe(500);
    expect(preview.body.message).toBe(translate('zh-CN', 'noPreview'));
    const dl = await raw(`sys_files/downloadFile/${r.body.result.fileId}`, { token: clerk });
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(zip)).toBe(true);
  });

  it('refuses types outside the allow-list and content that does not match the extension, adding nothing', async () => {
    const rows = await rowCount(s);
    const stored = storedFileCount(s.config.filesDir);
    const cases: [string, Uint8Array][] = [
      ['setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['notes.txt', Buffer.from('hello')],
      ['no-extension', pdf],
      ['fake.pdf', Buffer.from('just some text, not a PDF at all')],
      ['fake.png', pdf],
      ['fake.docx', Buffer.from('plain text')],
      ['fake.doc', tinyZip()],
      ['fake.xls', pdf],
      ['fake.jpg', PNG_1X1],
      ['script.pdf.exe', pdf],
      ['empty.pdf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      const r = await upload(s, clerk, name, bytes);
      expect(r.status, name).toBe(200);
      expect(r.body.code, name).toBe(501);
      expect(r.body.message, name).not.toBe('');
    }
    const exe = await upload(s, clerk, 'setup.exe', Buffer.from('MZ'), '/api/admin');
    expect(exe.body.message).toBe(translate('zh-CN', 'fileType', { types: 'pdf, doc, docx, xls, xlsx, jpg, jpeg, png, zip' }));
    const fake = await upload(s, clerk, 'fake.pdf', Buffer.from('text'));
    expect(fake.body.message).toBe(translate('zh-CN', 'fileContentMismatch', { ext: 'pdf' }));
    expect(await rowCount(s)).toBe(rows);
    expect(storedFileCount(s.config.filesDir)).toBe(stored);
  });

  it('refuses a request that is not a multipart upload of the field file', async () => {
    const rows = await rowCount(s);
    const json = await s.call('POST', 'sys_files/uploadFile', { token: clerk, body: { file: 'x' } });
    expect(json.body.code).toBe(501);
    const form = new FormData();
    form.append('attachment', new Blob([new Uint8Array(pdf)]), 'a.pdf');
    const wrongField = await s.call('POST', 'sys_files/uploadFile', { token: clerk, body: form });
    expect(wrongField.body.code).toBe(501);
    const onlyText = new FormData();
    onlyText.append('file', 'not a file');
    const textField = await s.call('POST', 'sys_files/uploadFile', { token: clerk, body: onlyText });
    expect(textField.body.code).toBe(501);
    expect(await rowCount(s)).toBe(rows);
  });

  it('keeps the original name without any path, at most 200 characters', async () => {
    const r = await upload(s, clerk, 'C:\\Users\\张三\\Desktop\\报告.pdf', pdf);
    expect(r.body.code).toBe(200);
    expect(r.body.result.fileName).toBe('报告.pdf');
    // FormData sends a double quote as %22 (HTML form encoding), which the server undoes.
    const quoted = await upload(s, clerk, '关于"合同"的说明.pdf', pdf);
    expect(quoted.body.result.fileName).toBe('关于"合同"的说明.pdf');
    const dl = await raw(`sys_files/downloadFile/${quoted.body.result.fileId}`, { token: clerk });
    expect(dispositionName(dl.headers.get('content-disposition'))).toBe('关于"合同"的说明.pdf');
    await dl.arrayBuffer();
    const long = `${'很长的文件名'.repeat(60)}.pdf`;
    const r2 = await upload(s, clerk, long, pdf);
    expect(r2.body.code).toBe(200);
    expect(Array.from(r2.body.result.fileName)).toHaveLength(200);
    expect(r2.body.result.fileName.endsWith('.pdf')).toBe(true);
    expect(r2.body.result.ext).toBe('pdf');
  });

  it('accepts files larger than the JSON body limit (2 MB) up to the upload limit', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const r = await upload(s, clerk, 'big.pdf', big);
    expect(r.body.code).toBe(200);
    expect(r.body.result.size).toBe(big.length);
    const dl = await raw(`sys_files/downloadFile/${r.body.result.fileId}`, { token: clerk });
    expect(sha256(Buffer.from(await dl.arrayBuffer()))).toBe(sha256(big));
  });

  it('lists metadata by ids in the order asked, unknown ids absent', async () => {
    const r = await s.call<FileMeta[]>('GET', 'sys_files/getListByIds', {
      token: clerk,
      query: { ids: `${pngMeta.fileId},999999,${pdfMeta.fileId},${pngMeta.fileId}` },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.result.map((f) => f.fileId)).toEqual([pngMeta.fileId, pdfMeta.fileId]);
    expect(r.body.result[1]).toEqual(pdfMeta);
    for (const ids of ['x', '1,,2', '', '-1', '1;2', '99999999999', '9'.repeat(400)]) {
      const bad = await s.call('GET', 'sys_files/getListByIds', { token: clerk, query: { ids } });
      expect(bad.body.code, ids).toBe(501);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect((await s.call('GET', 'sys_files/getListByIds', { token: clerk, query: { ids: tooMany } })).body.code).toBe(501);
  });

  it('soft delete hides a file from download and preview; restore brings it back', async () => {
    const del = await s.call<FileMeta>('PUT', 'sys_files/delFile', { token: clerk, query: { fileId: pdfMeta.fileId } });
    expect(del.body.code).toBe(200);
    expect(del.body.result.isDel).toBe(true);
    const [row] = await s.db.select().from(files).where(eq(files.id, pdfMeta.fileId));
    expect(row?.isDel).toBe(true);
    // The bytes stay in storage.
    expect(fs.existsSync(path.join(s.config.filesDir, row!.storageKey))).toBe(true);

    for (const p of [`sys_files/downloadFile/${pdfMeta.fileId}`, `sys_files/previewFile/${pdfMeta.fileId}`]) {
      const r = await s.call('GET', p, { token: clerk });
      expect(r.body.code).toBe(500);
      expect(r.body.message).toBe(translate('zh-CN', 'fileDeleted'));
    }
    const listed = await s.call<FileMeta[]>('GET', 'sys_files/getListByIds', { token: clerk, query: { ids: String(pdfMeta.fileId) } });
    expect(listed.body.result[0]?.isDel).toBe(true);

    const restore = await s.call<FileMeta>('PUT', 'sys_files/delFile', {
      token: clerk,
      query: { fileId: pdfMeta.fileId, isDel: false },
    });
    expect(restore.body.code).toBe(200);
    expect(restore.body.result.isDel).toBe(false);
    const dl = await raw(`sys_files/downloadFile/${pdfMeta.fileId}`, { token: clerk });
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('only the uploader or a holder of file.delete may delete', async () => {
    const accounts = ['admin', 'reviewer', 'leader', 'bureau', 'company'];
    const people = await Promise.all(
      accounts.map(async (name) => {
        const token = await s.login(name);
        return { name, token, info: await infoOf(token) };
      }),
    );
    const outsider = people.find((p) => !hasPermission(p.info.permissions, 'file.delete'));
    expect(outsider, 'a demo account without file.delete').toBeDefined();
    for (const isDel of [true, false]) {
      const r = await s.call('PUT', 'sys_files/delFile', { token: outsider!.token, query: { fileId: pdfMeta.fileId, isDel } });
      expect(r.body.code).toBe(500);
      expect(r.body.message).toBe(translate('zh-CN', 'fileNotOwner'));
    }
    const [row] = await s.db.select().from(files).where(eq(files.id, pdfMeta.fileId));
    expect(row?.isDel).toBe(false);

    const manager = people.find((p) => hasPermission(p.info.permissions, 'file.delete'));
    if (manager) {
      const r = await s.call<FileMeta>('PUT', 'sys_files/delFile', { token: manager.token, query: { fileId: pngMeta.fileId } });
      expect(r.body.code).toBe(200);
      expect(r.body.result.isDel).toBe(true);
      await s.call('PUT', 'sys_files/delFile', { token: manager.token, query: { fileId: pngMeta.fileId, isDel: 'false' } });
    }
    const [png] = await s.db.select().from(files).where(eq(files.id, pngMeta.fileId));
    expect(png?.isDel).toBe(false);
  });

  it('answers unknown ids, bad ids and bad flags without a session-ending code', async () => {
    for (const p of ['sys_files/downloadFile/999999', 'sys_files/previewFile/999999']) {
      const r = await s.call('GET', p, { token: clerk });
      expect(r.body.code).toBe(500);
    }
    for (const p of ['sys_files/downloadFile/abc', 'sys_files/previewFile/0', 'sys_files/downloadFile/99999999999']) {
      const r = await s.call('GET', p, { token: clerk });
      expect(r.body.code, p).toBe(501);
    }
    expect((await s.call('PUT', 'sys_files/delFile', { token: clerk, query: { fileId: 999999 } })).body.code).toBe(500);
    const badFlag = await s.call('PUT', 'sys_files/delFile', { token: clerk, query: { fileId: pdfMeta.fileId, isDel: 'maybe' } });
    expect(badFlag.body.code).toBe(501);
    expect((await s.call('PUT', 'sys_files/delFile', { token: clerk, query: { fileId: 'x' } })).body.code).toBe(501);
    const [row] = await s.db.select().from(files).where(eq(files.id, pdfMeta.fileId));
    expect(row?.isDel).toBe(false);
  });

  it('answers with the envelope when the stored bytes are gone', async () => {
    const r = await upload(s, clerk, 'lost.pdf', pdf);
    const [row] = await s.db.select().from(files).where(eq(files.id, r.body.result.fileId));
    fs.rmSync(path.join(s.config.filesDir, row!.storageKey));
    const dl = await s.call('GET', `sys_files/downloadFile/${row!.id}`, { token: clerk });
    expect(dl.body.code).toBe(500);
    expect(dl.body.message).toBe(translate('zh-CN', 'fileLost'));
    expect(dl.headers.get('content-disposition')).toBeNull();
  });

  it('works under the company base for a counterpart user', async () => {
    const company = await s.login('company');
    const r = await upload(s, company, '营业执照.png', PNG_1X1, '/api/company');
    expect(r.body.code).toBe(200);
    const link = await s.ticket(company, { purpose: 'file', fileId: r.body.result.fileId, kind: 'download' });
    expect(link.url).toMatch(/^\/api\/company\/sys_files\/downloadFile\//);
    const dl = await raw(link.url!);
    expect(dl.status).toBe(200);
    // A company ticket does not open the staff base's link.
    expect((await raw(link.url!.replace('/api/company/', '/api/admin/'))).status).toBe(401);
    expect(Buffer.from(await dl.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const list = await s.call<FileMeta[]>('GET', '/api/company/sys_files/getListByIds', {
      token: company,
      query: { ids: String(r.body.result.fileId) },
    });
    expect(list.body.result[0]?.fileName).toBe('营业执照.png');
  });

  it('needs a signed-in user everywhere', async () => {
    const rows = await rowCount(s);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'a.pdf');
    const calls: [string, string, Parameters<TestServer['call']>[2]][] = [
      ['POST', 'sys_files/uploadFile', { body: form }],
      ['GET', 'sys_files/getListByIds', { query: { ids: String(pdfMeta.fileId) } }],
      ['PUT', 'sys_files/delFile', { query: { fileId: pdfMeta.fileId } }],
      ['GET', `sys_files/downloadFile/${pdfMeta.fileId}`, {}],
      ['GET', `sys_files/previewFile/${pdfMeta.fileId}`, {}],
      ['GET', `/api/company/sys_files/getListByIds`, { query: { ids: String(pdfMeta.fileId) } }],
    ];
    for (const [method, p, opts] of calls) {
      const r = await s.call(method, p, opts);
      expect(r.status, p).toBe(401);
      expect(r.body.code, p).toBe(401);
      expect(r.body.result, p).toEqual({ isLogin: false });
    }
    expect(await rowCount(s)).toBe(rows);
    const [row] = await s.db.select().from(files).where(eq(files.id, pdfMeta.fileId));
    expect(row?.isDel).toBe(false);
  });
});

describe('files: upload size limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ UPLOAD_LIMIT_MB: '1' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a file over UPLOAD_LIMIT_MB with 501 and stores nothing', async () => {
    expect(s.config.uploadLimitBytes).toBe(1024 * 1024);
    const token = await s.login('clerk');
    const rows = await rowCount(s);
    const stored = storedFileCount(s.config.filesDir);
    const over = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 512 * 1024, 0x20)]);
    const r = await upload(s, token, '超大文件.pdf', over);
    expect(r.body.code).toBe(501);
    expect(r.body.message).toBe(translate('zh-CN', 'fileTooLarge', { limit: 1 }));
    expect(await rowCount(s)).toBe(rows);
    expect(storedFileCount(s.config.filesDir)).toBe(stored);

    const under = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000 * 1024, 0x20)]);
    const ok = await upload(s, token, 'ok.pdf', under);
    expect(ok.body.code).toBe(200);
    expect(await rowCount(s)).toBe(rows + 1);
  });
});

describe('files: pure helpers', () => {
  it('builds Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'a b.pdf')).toBe(`attachment; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`);
    const cd = contentDisposition('inline', '合同"(1)\'*.pdf');
    expect(cd).toBe(`inline; filename="___(1)'*.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%22%281%29%27%2A.pdf`);
    expect(dispositionName(cd)).toBe('合同"(1)\'*.pdf');
    expect(contentDisposition('attachment', '100%.pdf')).toContain('filename="100_.pdf"');
  });

  it('cleans file names', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(cleanFileName('  报告.pdf ')).toBe('报告.pdf');
    const emoji = `${'😀'.repeat(250)}.png`;
    const cleaned = cleanFileName(emoji);
    expect(Array.from(cleaned)).toHaveLength(200);
    expect(cleaned.endsWith('😀.png')).toBe(true);
  });

  it('sniffs content by extension', () => {
    expect(contentMatches('pdf', Buffer.from('%PDF-1.7'))).toBe(true);
    expect(contentMatches('pdf', Buffer.from(' %PDF'))).toBe(false);
    expect(contentMatches('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatches('jpg', Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(contentMatches('xlsx', tinyZip())).toBe(true);
    expect(contentMatches('xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(true);
    expect(contentMatches('exe', Buffer.from('MZ'))).toBe(false);
  });
});
