/**
 * Files (spec section 7, Files): uploadFile (our design: multipart, one field `file`), getListByIds,
 * delFile (soft delete and restore), and the downloadFile / previewFile links, which take the token
 * as a query parameter so they work in a new tab or an <a>.
 *
 * An upload is accepted only when its extension is in UPLOAD_TYPES AND its first bytes are what that
 * type starts with; the client's Content-Type is never trusted. The bytes go to deps.storage under a
 * random key, the row keeps the original name, the sha256, the uploader and the uploader's unit.
 *
 * A file is read back (getListByIds, downloadFile, previewFile) only by its uploader and the readers
 * of what it belongs to (file-access.ts); download and preview refuse anyone else with HTTP 403,
 * getListByIds leaves their ids out.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiCode } from '../../src/domain/envelope';
import { hasPermission } from '../../src/domain/permissions';
import {
  delFileQuerySchema,
  FILE_NAME_MAX,
  type FileMeta,
  fileIdsListQuerySchema,
  fileMetaSchema,
  idSchema,
  PREVIEW_MIMES,
  UPLOAD_TYPES,
} from '../../src/domain/system';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { type AuthContext, caller } from '../http/auth';
import { fileHelmet } from '../http/security-headers';
import { ApiError, notFound, refused } from '../http/errors';
import type { TextKey } from '../http/messages';
import { answers } from '../http/answers';
import { ok } from '../http/reply';
import type { FileStorage } from '../storage/storage';
import { assertFileReadable, readableFileIds } from './file-access';
import { fileTarget } from './audit/changes';

type FileRow = typeof files.$inferSelect;

export const toFileMeta = (f: FileRow): FileMeta => ({
  fileId: f.id,
  fileName: f.fileName,
  ext: f.ext,
  mime: f.mime,
  size: f.size,
  sha256: f.sha256,
  isDel: f.isDel,
  uploaderId: f.uploaderId,
  createTime: f.createTime.toISOString(),
});

/** A 501 about the `file` field, with its own message. */
const badFile = (key: TextKey, params: Record<string, string | number> = {}, detail: string = key) =>
  new ApiError(ApiCode.invalid, key, params, { fields: [{ path: 'file', message: detail }] });

// ---------------------------------------------------------------- content sniffing
const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04: zip, and the OOXML formats docx and xlsx
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE2 compound file: doc and xls

/** The signature each allowed extension's content must start with. */
const SIGNATURES: Record<string, readonly number[]> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  doc: OLE,
  xls: OLE,
};

const startsWith = (data: Uint8Array, sig: readonly number[]) =>
  data.length >= sig.length && sig.every((b, i) => data[i] === b);

/** Does the content start the way a file of this extension must? Unknown extensions never do. */
export function contentMatches(ext: string, data: Uint8Array): boolean {
  const sig = SIGNATURES[ext];
  return !!sig && startsWith(data, sig);
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The name kept for an upload: any client path stripped, control characters removed, at most
 * FILE_NAME_MAX characters (code points, so a name is never cut inside a character), shortened in
 * the middle so the extension survives. Chinese and every other script are kept as they are.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const chars = Array.from(base.normalize('NFC')).filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0);
  });
  const name = chars.join('').trim();
  const all = Array.from(name);
  if (all.length <= FILE_NAME_MAX) return name;
  const ext = extensionOf(name);
  const tail = ext && ext.length <= 10 ? Array.from(name.slice(name.length - ext.length - 1)) : [];
  return [...all.slice(0, FILE_NAME_MAX - tail.length), ...tail].join('');
}

/**
 * Content-Disposition with an ASCII fallback name and the RFC 5987/6266 `filename*` carrying the
 * original (UTF-8, percent-encoded), so Chinese names survive every browser.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = Array.from(name, (c) => (/^[\x20-\x7e]$/.test(c) && c !== '"' && c !== '\\' && c !== '%' ? c : '_')).join('');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A random storage key under the year and month, e.g. 2026/03/9f1c...; never derived from the name. */
const newStorageKey = (now = new Date()) =>
  `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID().replaceAll('-', '')}`;

// ---------------------------------------------------------------- reading a file back
/**
 * A file by its id, or (in links) by its random public id, that the caller may read (file-access.ts:
 * HTTP 403 otherwise) and that is not deleted.
 */
async function liveFile(db: Db, ctx: AuthContext, id: number | string): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(typeof id === 'number' ? eq(files.id, id) : eq(files.publicId, id))
    .limit(1);
  if (!row) throw notFound('file');
  await assertFileReadable(db, ctx, row);
  if (row.isDel) throw refused('fileDeleted');
  return row;
}

/**
 * Opens the stored bytes before any header goes out, so a file lost from storage is answered with
 * the envelope instead of a broken download.
 */
async function openStored(req: FastifyRequest, storage: FileStorage, row: FileRow): Promise<Readable> {
  try {
    return await storage.get(row.storageKey);
  } catch (err) {
    req.log.error({ err, fileId: row.id }, 'stored file cannot be read');
    throw refused('fileLost');
  }
}

async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  row: FileRow,
  kind: 'attachment' | 'inline',
): Promise<FastifyReply> {
  const stream = await openStored(req, storage, row);
  return reply
    .header('content-type', row.mime)
    .header('content-length', String(row.size))
    .header('content-disposition', contentDisposition(kind, row.fileName))
    .header('x-content-type-options', 'nosniff')
    // The link carries the token: keep it out of caches and of the Referer of links inside a PDF.
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(stream);
}

/**
 * A file in a download or preview path: its id (API callers with the header), or its public id (the
 * links of POST sys_ticket/issue, opened with ?ticket=).
 */
const idParams = z.object({ id: z.union([idSchema, z.uuid().transform((s) => s.toLowerCase())]) });
const linkQuery = z.object({ ticket: z.string().max(600).optional() });

export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, storage }) => {
  app.post('/sys_files/uploadFile', { schema: { response: answers(fileMetaSchema) } }, async (req) => {
    const ctx = caller(req);
    if (!req.isMultipart()) throw badFile('fileMissing', {}, 'multipart/form-data with a field named file expected');
    const part = await req.file();
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw badFile('fileMissing', {}, 'a field named file expected');
    }
    // Browsers send a double quote in a multipart file name as %22 (HTML form encoding); undo it.
    const fileName = cleanFileName((part.filename ?? '').replaceAll('%22', '"'));
    if (!fileName) {
      part.file.resume();
      throw badFile('fileMissing', {}, 'file name missing');
    }
    const ext = extensionOf(fileName);
    const types = Object.keys(UPLOAD_TYPES).join(', ');
    const mime = UPLOAD_TYPES[ext];
    if (!mime) {
      part.file.resume();
      throw badFile('fileType', { types }, `.${ext || '(none)'} not allowed`);
    }
    // Past the limit this throws FST_REQ_FILE_TOO_LARGE, which the app answers with 501 fileTooLarge.
    const data = await part.toBuffer();
    if (data.length === 0) throw badFile('fileEmpty');
    if (data.length > config.uploadLimitBytes) {
      throw new ApiError(ApiCode.invalid, 'fileTooLarge', { limit: Math.round(config.uploadLimitBytes / 1048576) }, {
        fields: [{ path: 'file', message: 'too large' }],
      });
    }
    if (!contentMatches(ext, data)) throw badFile('fileContentMismatch', { ext }, `content is not ${ext}`);

    const storageKey = newStorageKey();
    await storage.put(storageKey, data);
    try {
      const [row] = await db
        .insert(files)
        .values({
          fileName,
          mime,
          ext,
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          storageKey,
          uploaderId: ctx.userId,
          unitId: ctx.currentUnitId,
        })
        .returning();
      return ok(req, toFileMeta(row!));
    } catch (err) {
      await storage.remove(storageKey).catch(() => undefined);
      throw err;
    }
  });

  app.get('/sys_files/getListByIds', { schema: { querystring: fileIdsListQuerySchema, response: answers(z.array(fileMetaSchema)) } }, async (req) => {
    const ctx = caller(req);
    const ids = req.query.ids.filter((id) => id > 0);
    const rows = ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : [];
    // Files the caller may not read are left out, as unknown ids are.
    const readable = await readableFileIds(db, ctx, rows);
    const byId = new Map(rows.filter((r) => readable.has(r.id)).map((r) => [r.id, r]));
    const list = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toFileMeta(row)] : [];
    });
    return ok(req, list);
  });

  app.put('/sys_files/delFile', { schema: { querystring: delFileQuerySchema, response: answers(fileMetaSchema) } }, async (req) => {
    const ctx = caller(req);
    const { fileId, isDel } = req.query;
    const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
    if (!row) throw notFound('file');
    if (row.uploaderId !== ctx.userId && !hasPermission(ctx.permissions, 'file.delete')) throw refused('fileNotOwner');
    // Soft delete only: the bytes stay in storage so a restore brings the file back as it was.
    const [updated] = row.isDel === isDel ? [row] : await db.update(files).set({ isDel }).where(eq(files.id, fileId)).returning();
    return ok(req, toFileMeta(updated!));
  });

  app.get(
    '/sys_files/downloadFile/:id',
    { config: { ticket: 'file', audit: { event: 'download', action: 'download', target: fileTarget } }, helmet: fileHelmet, schema: { params: idParams, querystring: linkQuery } },
    async (req, reply) => {
      return sendFile(req, reply, storage, await liveFile(db, caller(req), req.params.id), 'attachment');
    },
  );

  app.get(
    '/sys_files/previewFile/:id',
    { config: { ticket: 'file', audit: { event: 'download', action: 'preview', target: fileTarget } }, helmet: fileHelmet, schema: { params: idParams, querystring: linkQuery } },
    async (req, reply) => {
      const row = await liveFile(db, caller(req), req.params.id);
      if (!(PREVIEW_MIMES as readonly string[]).includes(row.mime)) throw refused('noPreview');
      return sendFile(req, reply, storage, row, 'inline');
    },
  );
};
