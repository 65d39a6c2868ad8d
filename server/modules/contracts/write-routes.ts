/**
 * The contract write calls (docs/api/contract-writes.md). Each runs in one transaction: a refused
 * move, a stale version or bad input changes nothing.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractEditSchema,
  contractMoveInputSchema,
  contractRegisterSchema,
  documentUploadSchema,
  filingReviewSchema,
  matterHandleSchema,
  matterResultSchema,
  matterSubmitSchema,
  performanceRegisterSchema,
  type PerformanceWriteResult,
  performanceWriteResultSchema,
  performanceUpdateSchema,
  rectificationReviewSchema,
  rectificationSchema,
  rectifyBoundsSchema,
  signedScanSchema,
  signInputSchema,
  supervisionAddSchema,
  versionedIdSchema,
  type WriteResult,
  writeResultSchema,
} from '../../../src/domain/contract-write';
import { idAnswerSchema } from '../../../src/domain/answers';
import { contractDecideSchema, decideResultSchema } from '../../../src/domain/decision';
import { z } from '../../../src/domain/zod';
import { type ContractStatus, isGenericAction, needsReason } from '../../../src/domain/lifecycle';
import { idQuerySchema } from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { performanceRecords } from '../../db/schema';
import { caller } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { decideContract } from './decision';
import { rectifyBounds, reviewFiling, rectifyFiling, reviewRectification } from './filing';
import { handleMatter, type MatterResult, submitMatter } from './matters';
import { addSupervision, registerPerformance, updatePerformance, uploadPerformanceDocument } from './performance';
import { assertReadyForReview, deleteDraft, editContract, registerContract } from './register';
import type { ContractRecord } from './scope';
import { beforeSigning, signContract, uploadSignedScan } from './signing';
import { applyMove, lockContract } from './transition';

/** Runs a write in one transaction (the driver's transaction is a Db for the modules). */
export const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db));

const written = (c: ContractRecord): WriteResult => ({ id: c.id, status: c.status as ContractStatus, version: c.version });

/** A performance record as its writes answer it (the column holds one of PERFORMANCE_STATUSES). */
const performed = (row: { id: number; status: string }): PerformanceWriteResult => ({ id: row.id, status: row.status as PerformanceWriteResult['status'] });

/** /api/admin: the owning unit's, its reviewers', leaders' and the bureau's writes. */
export const contractWriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, storage }) => {
  /** Announces a committed contract write (lists, counts and screens refresh) and answers it. */
  const changed = (c: ContractRecord, kind: 'contract' | 'filing' = 'contract'): WriteResult => {
    events.publish({ kind, ids: [c.id], unitId: c.unitId, areaId: c.areaId });
    return written(c);
  };
  const matterChanged = (r: MatterResult): MatterResult => {
    events.publish({ kind: 'matter', ids: r.contractId ? [r.contractId] : [], unitId: r.unitId, areaId: r.areaId });
    return r;
  };
  app.post('/contract/register', { config: { permission: 'contract.add' }, schema: { body: contractRegisterSchema, response: answers(writeResultSchema) } }, async (req) =>
    ok(req, changed(await inTx(db, (tx) => registerContract(tx, caller(req), req.body)))),
  );

  app.post('/contract/edit', { config: { permission: 'contract.edit' }, schema: { body: contractEditSchema, response: answers(writeResultSchema) } }, async (req) =>
    ok(req, changed(await inTx(db, (tx) => editContract(tx, caller(req), req.body)))),
  );

  app.post('/contract/delDraft', { config: { permission: 'contract.edit' }, schema: { body: versionedIdSchema, response: answers(z.literal(true)) } }, async (req) => {
    await inTx(db, (tx) => deleteDraft(tx, caller(req), req.body.id, req.body.version));
    events.publish({ kind: 'contract', ids: [req.body.id], unitId: null, areaId: null });
    return ok(req, true as const);
  });

  app.post('/contract/move', { config: { permission: 'contract.edit' }, schema: { body: contractMoveInputSchema, response: answers(writeResultSchema) } }, async (req) => {
    const { id, version, action, opinion, fileIds } = req.body;
    if (!isGenericAction(action)) throw refused('useDedicatedCall');
    if (needsReason(action) && !opinion) throw invalidField('body.opinion', 'give the reason');
    const ctx = caller(req);
    const c = await inTx(db, async (tx) => {
      const contract = await lockContract(tx, ctx, id, version);
      if (action === 'startOnlineSigning') await beforeSigning(tx, contract.id);
      if (action === 'submitForReview') await assertReadyForReview(tx, contract.id);
      if (action === 'completePerformance') {
        const [open] = await tx
          .select({ n: count() })
          .from(performanceRecords)
          .where(and(eq(performanceRecords.contractId, id), inArray(performanceRecords.status, ['planned', 'overdue'])));
        if (open && open.n > 0) throw refused('performanceOpen', { count: open.n });
      }
      return applyMove(tx, ctx, contract, {
        action,
        opinion,
        fileIds,
        set: action === 'startOnlineSigning' ? { signingMethod: 'online' } : {},
      });
    });
    return ok(req, changed(c));
  });

  app.post('/matter/submit', { config: { permission: 'matter.add' }, schema: { body: matterSubmitSchema, response: answers(matterResultSchema) } }, async (req) =>
    ok(req, matterChanged(await inTx(db, (tx) => submitMatter(tx, caller(req), req.body)))),
  );

  app.post('/approval/handle', { config: { permission: 'approval.edit' }, schema: { body: matterHandleSchema, response: answers(matterResultSchema) } }, async (req) =>
    ok(req, matterChanged(await inTx(db, (tx) => handleMatter(tx, caller(req), req.body, 'approval')))),
  );

  // The collective decision of a major contract: the meeting record and the move it resolves (docs/api/contract-decision.md).
  app.post('/contract/decide', { config: { permission: 'approval.edit' }, schema: { body: contractDecideSchema, response: answers(decideResultSchema) } }, async (req) => {
    const { result, contract } = await inTx(db, (tx) => decideContract(tx, caller(req), req.body));
    events.publish({ kind: 'matter', ids: [contract.id], unitId: contract.unitId, areaId: contract.areaId });
    return ok(req, result);
  });

  app.post('/contract/sign', { config: { permission: 'contract.edit' }, schema: { body: signInputSchema, response: answers(writeResultSchema) } }, async (req) =>
    ok(req, changed(await inTx(db, (tx) => signContract(tx, caller(req), req.body, storage)))),
  );

  app.post('/contract/uploadSignedScan', { config: { permission: 'contract.edit' }, schema: { body: signedScanSchema, response: answers(writeResultSchema) } }, async (req) =>
    ok(req, changed(await inTx(db, (tx) => uploadSignedScan(tx, caller(req), req.body)))),
  );

  app.post('/filing/review', { config: { permission: 'filing.edit' }, schema: { body: filingReviewSchema, response: answers(writeResultSchema) } }, async (req) =>
    ok(req, changed(await inTx(db, (tx) => reviewFiling(tx, caller(req), req.body)))),
  );

  app.get('/filing/rectifyBounds', { config: { permission: 'filing.edit' }, schema: { querystring: idQuerySchema, response: answers(rectifyBoundsSchema) } }, async (req) =>
    ok(req, await inTx(db, async (tx) => rectifyBounds(tx, (await lockContract(tx, caller(req), req.query.id)).areaId))),
  );

  app.post('/filing/rectify', { config: { permission: 'contract.edit' }, schema: { body: rectificationSchema, response: answers(writeResultSchema) } }, async (req) =>
    ok(req, changed(await inTx(db, (tx) => rectifyFiling(tx, caller(req), req.body)))),
  );

  app.post(
    '/filing/reviewRectification',
    { config: { permission: 'filing.edit' }, schema: { body: rectificationReviewSchema, response: answers(writeResultSchema) } },
    async (req) => ok(req, changed(await inTx(db, (tx) => reviewRectification(tx, caller(req), req.body)))),
  );

  app.post('/performance/register', { config: { permission: 'contract.edit' }, schema: { body: performanceRegisterSchema, response: answers(performanceWriteResultSchema) } }, async (req) => {
    const { row, contract } = await inTx(db, (tx) => registerPerformance(tx, caller(req), req.body));
    changed(contract);
    return ok(req, performed(row));
  });

  app.post('/performance/update', { config: { permission: 'contract.edit' }, schema: { body: performanceUpdateSchema, response: answers(performanceWriteResultSchema) } }, async (req) => {
    const { row, contract } = await inTx(db, (tx) => updatePerformance(tx, caller(req), req.body));
    changed(contract);
    return ok(req, performed(row));
  });

  app.post('/performance/uploadDocument', { config: { permission: 'contract.edit' }, schema: { body: documentUploadSchema, response: answers(performanceWriteResultSchema) } }, async (req) => {
    const { row, contract } = await inTx(db, (tx) => uploadPerformanceDocument(tx, caller(req), req.body));
    changed(contract);
    return ok(req, performed(row));
  });

  app.post('/supervision/add', { config: { permission: 'supervise.add' }, schema: { body: supervisionAddSchema, response: answers(idAnswerSchema) } }, async (req) => {
    const { row, contract } = await inTx(db, (tx) => addSupervision(tx, caller(req), req.body));
    changed(contract);
    return ok(req, { id: row.id });
  });
};

/** matter/handle on every staff and adviser base: the handler's decision (seek replies for advisers). */
export const matterHandleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.post('/matter/handle', { config: { permission: 'backlog.edit' }, schema: { body: matterHandleSchema, response: answers(matterResultSchema) } }, async (req) => {
    const r = await inTx(db, (tx) => handleMatter(tx, caller(req), req.body, 'backlog'));
    events.publish({ kind: 'matter', ids: r.contractId ? [r.contractId] : [], unitId: r.unitId, areaId: r.areaId });
    return ok(req, r);
  });
};

/** /api/company: counterpart users sign their contracts online. */
export const counterpartWriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, storage }) => {
  app.post('/contract/sign', { config: { permission: 'contract.edit' }, schema: { body: signInputSchema, response: answers(writeResultSchema) } }, async (req) => {
    const c = await inTx(db, (tx) => signContract(tx, caller(req), req.body, storage));
    events.publish({ kind: 'contract', ids: [c.id], unitId: c.unitId, areaId: c.areaId });
    return ok(req, written(c));
  });
};
