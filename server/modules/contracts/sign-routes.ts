/**
 * Online signing reads (docs/api/contract-signing.md): contract/signInfo (the parties and their
 * signatures, the seals the caller may use, the stamped PDF and its sha256) and contract/verifySigned
 * (is an uploaded copy the very PDF recorded for the contract?). Served on every base that reads
 * contracts; each caller within its own data scope.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq} from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInfo, VerifySignedResult } from '../../../src/domain/contract-signing';
import { signInfoSchema, verifySignedQuerySchema, verifySignedResultSchema } from '../../../src/domain/contract-signing';
import { ApiCode } from '../../../src/domain/envelope';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import { idQuerySchema } from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { contractFiles, contractParties, files, seals } from '../../db/schema';
import { type AuthContext, caller } from '../../http/auth';
import { ApiError} from '../../http/errors';
import { translate } from '../../http/messages';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { actorsOf } from './actors';
import { iso, nameOf, unitNames, userNames } from './names';
import { contractInScope} from './scope';

/** The newest live signed PDF of a contract. */
async function signedPdfOf(db: Db, contractId: number) {
  const [row] = await db
    .select({ fileId: files.id, fileName: files.fileName, size: files.size, sha256: files.sha256, createdAt: files.createTime })
    .from(contractFiles)
    .innerJoin(files, eq(files.id, contractFiles.fileId))
    .where(and(eq(contractFiles.contractId, contractId), eq(contractFiles.kind, 'signedPdf'), eq(files.isDel, false)))
    .orderBy(desc(contractFiles.createdAt), desc(contractFiles.id))
    .limit(1);
  return row ?? null;
}

export async function signInfo(db: Db, ctx: AuthContext, id: number): Promise<SignInfo> {
  const c = await contractInScope(db, ctx, id);
  const [parties, actors, pdf] = await Promise.all([
    db.select().from(contractParties).where(eq(contractParties.contractId, id)).orderBy(asc(contractParties.role), asc(contractParties.id)),
    actorsOf(db, ctx, c),
    signedPdfOf(db, id),
  ]);
  const isOwner = actors.has('owner');
  const [unitsById, signers, usable] = await Promise.all([
    unitNames(db, [c.unitId]),
    userNames(db, parties.map((p) => p.signedBy)),
    isOwner
      ? db
          .select({ id: seals.id, sealSn: seals.sealSn, sealName: seals.sealName, imageFileId: seals.imageFileId })
          .from(seals)
          .where(and(eq(seals.unitId, c.unitId), eq(seals.enabled, true)))
          .orderBy(asc(seals.id))
      : Promise.resolve([]),
  ]);
  const mine = (p: (typeof parties)[number]) =>
    ctx.userType === 'company' ? p.kind === 'counterpart' && p.counterpartId === ctx.counterpartId : isOwner && p.kind === 'unit';
  const rows = parties.map((p) => ({
    id: p.id,
    role: p.role,
    kind: p.kind === 'unit' ? ('unit' as const) : ('counterpart' as const),
    name: p.name,
    creditCode: p.creditCode,
    signed: p.signedAt !== null,
    signedAt: iso(p.signedAt),
    signerName: nameOf(signers, p.signedBy),
    sealSn: p.sealSn,
    mine: mine(p),
  }));
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    status: c.status as ContractStatus,
    version: c.version,
    unitName: nameOf(unitsById, c.unitId) ?? '',
    amountFen: c.amountFen,
    signingMethod: c.signingMethod,
    signDate: c.signDate,
    parties: rows,
    seals: usable,
    canSign: c.status === 'signing' && rows.some((p) => p.mine && !p.signed),
    isOwner,
    signedPdf: pdf ? { ...pdf, createdAt: pdf.createdAt.toISOString() } : null,
  };
}

const uploadMissing = () => new ApiError(ApiCode.invalid, 'fileMissing', {}, { fields: [{ path: 'file', message: 'a field named file expected' }] });

export const signRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/contract/signInfo', { config: { permission: 'contract.query' }, schema: { querystring: idQuerySchema, response: answers(signInfoSchema) } }, async (req) =>
    ok(req, await signInfo(db, caller(req), req.query.id)),
  );

  // multipart/form-data with one field `file`; the upload is hashed and dropped, never stored.
  app.post(
    '/contract/verifySigned',
    { config: { permission: 'contract.query' }, schema: { querystring: verifySignedQuerySchema, response: answers(verifySignedResultSchema) } },
    async (req) => {
      const ctx = caller(req);
      const c = await contractInScope(db, ctx, req.query.id);
      if (!req.isMultipart()) throw uploadMissing();
      const part = await req.file();
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw uploadMissing();
      }
      // Past the upload limit this throws FST_REQ_FILE_TOO_LARGE, answered with 501 fileTooLarge.
      const data = await part.toBuffer();
      if (data.length === 0) throw new ApiError(ApiCode.invalid, 'fileEmpty', {}, { fields: [{ path: 'file', message: 'empty' }] });
      const uploadedSha256 = createHash('sha256').update(data).digest('hex');
      const pdf = await signedPdfOf(db, c.id);
      const outcome = !pdf ? 'notSigned' : pdf.sha256 === uploadedSha256 ? 'match' : 'mismatch';
      const signedAt = pdf ? pdf.createdAt.toISOString() : null;
      const cst = pdf ? new Date(pdf.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '';
      const key = outcome === 'match' ? 'signedPdfMatch' : outcome === 'mismatch' ? 'signedPdfMismatch' : 'signedPdfNone';
      const result: VerifySignedResult = {
        valid: outcome === 'match',
        outcome,
        contractId: c.id,
        contractCode: c.code,
        contractName: c.name,
        uploadedSha256,
        recordedSha256: pdf?.sha256 ?? null,
        signedAt,
        message: translate(req.lang, key, { code: c.code, at: cst }),
      };
      return ok(req, result);
    },
  );
};
