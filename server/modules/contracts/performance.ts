/**
 * Performance and supervision: the owning unit registers milestones and payments (planned or done)
 * and uploads performance documents while the contract is performed; the judicial bureau records its
 * supervision (inspections, interviews, rectification notices) and may warn the unit, which opens a
 * WarnTips matter the unit must answer. None of these change the contract's status; each bumps its
 * version (the record changed) and refreshes its risk code.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  documentUploadSchema,
  performanceRegisterSchema,
  performanceUpdateSchema,
  supervisionAddSchema,
} from '../../../src/domain/contract-write';
import { type ContractStatus, STATUS_PHASE } from '../../../src/domain/lifecycle';
import { MATTER_TITLE } from '../../../src/domain/matter';
import type { Db } from '../../db/client';
import { contractFiles, performanceRecords, supervisionRecords } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { notFound, refused } from '../../http/errors';
import { actorsOf } from './actors';
import { openMatter } from './matter-store';
import { refreshContractRisk } from './risk';
import type { ContractRecord } from './scope';
import { lockContract, notYourMove, touchContract } from './transition';

/** Statuses in which performance is registered: being performed (also while suspended or disputed). */
const PERFORMING: readonly ContractStatus[] = ['performing', 'suspended', 'disputed'];

/** The contract locked for the owning unit's performance work. */
async function lockForOwner(tx: Db, ctx: AuthContext, contractId: number): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, contractId);
  if (!PERFORMING.includes(c.status as ContractStatus)) throw refused('moveNotAllowed', { status: c.status });
  if (!(await actorsOf(tx, ctx, c)).has('owner')) throw notYourMove();
  return c;
}

/** performance/register: a milestone or payment, planned or already done. */
export async function registerPerformance(tx: Db, ctx: AuthContext, input: z.output<typeof performanceRegisterSchema>) {
  const c = await lockForOwner(tx, ctx, input.contractId);
  const [row] = await tx
    .insert(performanceRecords)
    .values({
      contractId: c.id,
      kind: input.kind,
      title: input.title,
      amountFen: input.amountFen ?? null,
      dueDate: input.dueDate ?? null,
      doneDate: input.status === 'done' ? (input.doneDate ?? null) : null,
      status: input.status,
      note: input.note ?? null,
      fileIds: input.fileIds,
      createdBy: ctx.userId,
    })
    .returning();
  const contract = await touchContract(tx, c);
  await refreshContractRisk(tx, c.id, new Date());
  return { row: row!, contract };
}

/** performance/update: a planned item done (or breached), with its date and evidence. */
export async function updatePerformance(tx: Db, ctx: AuthContext, input: z.output<typeof performanceUpdateSchema>) {
  const [rec] = await tx.select().from(performanceRecords).where(eq(performanceRecords.id, input.id));
  if (!rec) throw notFound('performanceRecord');
  const c = await lockForOwner(tx, ctx, rec.contractId);
  if (rec.status === 'done') throw refused('matterHandled');
  const [row] = await tx
    .update(performanceRecords)
    .set({ status: input.status, doneDate: input.doneDate, note: input.note ?? rec.note, fileIds: [...rec.fileIds, ...input.fileIds] })
    .where(eq(performanceRecords.id, rec.id))
    .returning();
  const contract = await touchContract(tx, c);
  await refreshContractRisk(tx, c.id, new Date());
  return { row: row!, contract };
}

/** performance/uploadDocument: acceptance reports, invoices, receipts. */
export async function uploadPerformanceDocument(tx: Db, ctx: AuthContext, input: z.output<typeof documentUploadSchema>) {
  const c = await lockForOwner(tx, ctx, input.contractId);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const [row] = await tx
    .insert(performanceRecords)
    .values({
      contractId: c.id,
      kind: 'document',
      title: input.title,
      doneDate: today,
      status: 'done',
      note: input.note ?? null,
      fileIds: input.fileIds,
      createdBy: ctx.userId,
    })
    .returning();
  await tx
    .insert(contractFiles)
    .values(input.fileIds.map((fileId) => ({ contractId: c.id, fileId, kind: 'performance', createdBy: ctx.userId })));
  return { row: row!, contract: await touchContract(tx, c) };
}

/** supervision/add: the bureau's supervision record, and with `warn` a WarnTips matter for the unit. */
export async function addSupervision(tx: Db, ctx: AuthContext, input: z.output<typeof supervisionAddSchema>) {
  const c = await lockContract(tx, ctx, input.contractId);
  if (!(await actorsOf(tx, ctx, c)).has('bureau')) throw notYourMove();
  if (!['filing', 'performance'].includes(STATUS_PHASE[c.status as ContractStatus])) throw refused('moveNotAllowed', { status: c.status });
  const [row] = await tx
    .insert(supervisionRecords)
    .values({ contractId: c.id, bureauUnitId: c.bureauUnitId, userId: ctx.userId, kind: input.kind, content: input.content, fileIds: input.fileIds })
    .returning();
  if (input.warn) {
    const pending = await tx
      .select({ id: performanceRecords.id })
      .from(performanceRecords)
      .where(and(eq(performanceRecords.contractId, c.id), inArray(performanceRecords.status, ['overdue', 'breached'])));
    await openMatter(tx, {
      kind: 'warnTips',
      title: `《${c.name}》${MATTER_TITLE.warnTips}`,
      contractId: c.id,
      submitterId: ctx.userId,
      submitUnitId: ctx.currentUnitId,
      handlerUserId: null,
      handlerUnitId: c.unitId,
      deadline: input.deadline,
      content: { supervisionId: row!.id, text: input.content, overdueItems: pending.length },
      fileIds: input.fileIds,
    });
  }
  return { row: row!, contract: await touchContract(tx, c) };
}
