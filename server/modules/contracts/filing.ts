/**
 * Filing with the judicial bureau: the bureau's review of a submitted filing (accept with a filing
 * number, file conditionally with defects and deadlines, return for correction, refuse), the owning
 * unit's rectification of the defects, and the bureau's confirmation or rejection of it.
 * Submitting (contract/move submitFiling) opens the filing row and the bureau's matter (transition.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { filingReviewSchema, RectifyBounds, rectificationReviewSchema, rectificationSchema } from '../../../src/domain/contract-write';
import { todayDay } from '../../../src/domain/calendar';
import type { ContractAction } from '../../../src/domain/lifecycle';
import type { Db } from '../../db/client';
import { filingConditions, filings, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { nextFilingNo, filingPrefixOf } from './numbering';
import type { ContractRecord } from './scope';
import { todayCst } from './signing';
import { workCalendar } from '../calendar/store';
import { rulesAt, workdaysAfter } from '../time-rules/store';
import { applyMove, lockContract } from './transition';

/** The filing a contract's current filing status refers to (the latest one). */
async function latestFiling(tx: Db, contractId: number) {
  const rows = await tx.select().from(filings).where(eq(filings.contractId, contractId)).orderBy(asc(filings.id));
  const f = rows.at(-1);
  if (!f) throw refused('moveNotAllowed', { status: 'noFiling' });
  return f;
}

/** The filing prefix of a bureau (its area's short name + 司备). */
async function prefixOf(tx: Db, bureauUnitId: number | null): Promise<string> {
  if (bureauUnitId === null) return '司备';
  const [row] = await tx
    .select({ unitName: units.unitName, areaLevel: units.areaLevel, adcode: units.adcode })
    .from(units)
    .where(eq(units.id, tx.select({ pid: units.pid }).from(units).where(eq(units.id, bureauUnitId))));
  return row ? filingPrefixOf(row) : '司备';
}

const REVIEW_ACTION: Record<z.output<typeof filingReviewSchema>['result'], ContractAction> = {
  accept: 'acceptFiling',
  conditional: 'fileConditionally',
  return: 'returnFiling',
  refuse: 'refuseFiling',
};
const FILING_STATUS = { accept: 'filed', conditional: 'conditional', return: 'returned', refuse: 'refused' } as const;

/** The defect deadlines a conditional filing of a contract of this area may set today (working days on). */
export async function rectifyBounds(tx: Db, areaId: number | null): Promise<RectifyBounds> {
  const [calendar, { rules }] = await Promise.all([workCalendar(tx), rulesAt(tx, areaId)]);
  const today = todayDay();
  return {
    defaultDeadline: workdaysAfter(calendar, today, rules.rectifyDefaultDays),
    maxDeadline: workdaysAfter(calendar, today, rules.rectifyMaxDays),
  };
}

/** filing/review: the bureau's decision on a filing under review. */
export async function reviewFiling(tx: Db, ctx: AuthContext, input: z.output<typeof filingReviewSchema>): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  const today = todayCst();
  const conditional = input.result === 'conditional';
  const bounds = conditional ? await rectifyBounds(tx, c.areaId) : null;
  const conditions = input.conditions.map((k) => ({ description: k.description, deadline: k.deadline ?? bounds?.defaultDeadline ?? today }));
  const late = conditions.findIndex((k) => k.deadline <= today);
  if (late >= 0) throw invalidField(`body.conditions.${late}.deadline`, 'the deadline must be after today');
  const far = bounds ? conditions.findIndex((k) => k.deadline > bounds.maxDeadline) : -1;
  if (far >= 0) throw invalidField(`body.conditions.${far}.deadline`, `the deadline must be on or before ${bounds!.maxDeadline}`);
  const now = new Date();
  const filingNo = input.result === 'accept' || conditional ? await nextFilingNo(tx, await prefixOf(tx, c.bureauUnitId), now) : null;
  const f = await latestFiling(tx, c.id);
  // The defects first: entering conditionallyFiled opens the unit's rectification to-do with them.
  if (conditional) {
    await tx.insert(filingConditions).values(conditions.map((k) => ({ filingId: f.id, contractId: c.id, description: k.description, deadline: k.deadline })));
  }
  const updated = await applyMove(tx, ctx, c, {
    action: REVIEW_ACTION[input.result],
    opinion: input.opinion,
    set: filingNo ? { filingNo } : {},
  });
  await tx
    .update(filings)
    .set({ status: FILING_STATUS[input.result], filingNo, reviewerId: ctx.userId, reviewedAt: now, opinion: input.opinion || null })
    .where(eq(filings.id, f.id));
  return updated;
}

/** filing/rectify: the owning unit reports what it fixed for each open defect (all of them). */
export async function rectifyFiling(tx: Db, ctx: AuthContext, input: z.output<typeof rectificationSchema>): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  const open = await tx
    .select()
    .from(filingConditions)
    .where(and(eq(filingConditions.contractId, c.id), inArray(filingConditions.status, ['open', 'overdue'])));
  const given = new Set(input.items.map((i) => i.conditionId));
  const unknown = input.items.findIndex((i) => !open.some((k) => k.id === i.conditionId));
  if (unknown >= 0) throw invalidField(`body.items.${unknown}.conditionId`, 'not an open defect of this contract');
  if (open.some((k) => !given.has(k.id))) throw invalidField('body.items', 'answer every open defect');
  const now = new Date();
  const updated = await applyMove(tx, ctx, c, {
    action: 'submitRectification',
    fileIds: input.items.flatMap((i) => i.fileIds),
    opinion: input.items.map((i) => i.rectification).join('；'),
  });
  for (const item of input.items) {
    await tx
      .update(filingConditions)
      .set({ status: 'rectified', rectification: item.rectification, rectifiedAt: now, fileIds: item.fileIds })
      .where(eq(filingConditions.id, item.conditionId));
  }
  const f = await latestFiling(tx, c.id);
  await tx.update(filings).set({ status: 'rectified' }).where(eq(filings.id, f.id));
  return updated;
}

/** filing/reviewRectification: the bureau confirms the fixes (filed) or sends the defects back. */
export async function reviewRectification(
  tx: Db,
  ctx: AuthContext,
  input: z.output<typeof rectificationReviewSchema>,
): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  const confirm = input.result === 'confirm';
  // Sent back: the defects are open again before the move, which reopens the unit's rectification to-do.
  if (!confirm) {
    await tx
      .update(filingConditions)
      .set({ status: 'open' })
      .where(and(eq(filingConditions.contractId, c.id), eq(filingConditions.status, 'rectified')));
  }
  const updated = await applyMove(tx, ctx, c, { action: confirm ? 'confirmRectification' : 'rejectRectification', opinion: input.opinion });
  if (confirm) {
    await tx
      .update(filingConditions)
      .set({ status: 'accepted' })
      .where(and(eq(filingConditions.contractId, c.id), eq(filingConditions.status, 'rectified')));
  }
  const f = await latestFiling(tx, c.id);
  await tx.update(filings).set({ status: confirm ? 'filed' : 'conditional', opinion: input.opinion || f.opinion }).where(eq(filings.id, f.id));
  return updated;
}
