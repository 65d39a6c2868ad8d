/**
 * Region calls under /api/admin (docs/api/screens.md): an area's geometry (long-cached, with an
 * ETag), its child areas for the map's fallback tiles, and an administrator's geometry upload
 * (multipart: file, areaId, approvalNo; unit.edit).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiCode } from '../../../src/domain/envelope';
import {
  GEOMETRY_MAX_AGE_SEC,
  GEOMETRY_MAX_BYTES,
  geometryUploadFieldsSchema,
  regionAreaQuerySchema,
  regionChildrenSchema,
  regionGeometrySchema,
} from '../../../src/domain/region-geometry';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { answers } from '../../http/answers';
import { caller } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/reply';
import { etagOf, geometryAt, geometryStamp, readGeometry, regionChildren, saveGeometry } from './geometry';

const badFile = (message: string, key: 'fileMissing' | 'fileType' | 'fileEmpty' = 'fileMissing', params: Record<string, string> = {}) =>
  new ApiError(ApiCode.invalid, key, params, { fields: [{ path: 'file', message }] });
const tooLarge = () =>
  new ApiError(ApiCode.invalid, 'fileTooLarge', { limit: GEOMETRY_MAX_BYTES / 1048576 }, { fields: [{ path: 'file', message: 'too large' }] });

/**
 * Answers an area's geometry with cache headers: a browser (never a shared cache: the public form
 * carries its token in the URL) keeps it for a day and then revalidates
 * with If-None-Match (304 while it is unchanged). A new upload changes the ETag and the version
 * that region/children reports (put it in the URL as `v` to skip the day's wait).
 */
export async function sendGeometry(req: FastifyRequest, reply: FastifyReply, db: Db, areaId: number) {
  const stamp = await geometryStamp(db, areaId);
  if (stamp) {
    const etag = etagOf(stamp.version);
    reply.header('etag', etag).header('cache-control', `private, max-age=${GEOMETRY_MAX_AGE_SEC}`);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return ok(req, await geometryAt(db, areaId, stamp.version));
  }
  return ok(req, await readGeometry(db, areaId));
}

/** The parts of an upload form: the one file (at most GEOMETRY_MAX_BYTES) and the text fields. */
async function readUpload(req: FastifyRequest): Promise<{ data: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badFile('multipart/form-data with a field named file expected');
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: GEOMETRY_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const ext = (part.filename ?? '').toLowerCase().split('.').pop();
      if (ext !== 'json' && ext !== 'geojson') {
        part.file.resume();
        throw badFile(`.${ext || '(none)'} not allowed`, 'fileType', { types: 'json, geojson' });
      }
      data = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (!data) throw badFile('a field named file expected');
  if (!data.length) throw badFile('empty', 'fileEmpty');
  return { data, fields };
}

export const regionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/region/geometry', { config: { permission: 'screen.query' }, schema: { querystring: regionAreaQuerySchema, response: answers(regionGeometrySchema) } }, (req, reply) =>
    sendGeometry(req, reply, db, req.query.areaId),
  );

  app.get('/region/children', { config: { permission: 'screen.query' }, schema: { querystring: regionAreaQuerySchema, response: answers(regionChildrenSchema) } }, async (req) =>
    ok(req, await regionChildren(db, req.query.areaId)),
  );

  app.post('/region/geometry/upload', { config: { permission: 'unit.edit' }, schema: { response: answers(regionGeometrySchema) } }, async (req) => {
    const ctx = caller(req);
    const { data, fields } = await readUpload(req);
    const parsed = geometryUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      throw new ApiError(ApiCode.invalid, 'invalid', {}, {
        fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    return ok(req, await saveGeometry(db, { ...parsed.data, data, userId: ctx.userId }));
  });
};
