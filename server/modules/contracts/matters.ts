/**
 * The matter calls: matter/submit (the owner's submission of an owner step: the counterpart survey,
 * a seek-opinions request or its conclusion, the final draft) and matter/handle / approval/handle (a
 * handler's decision: pass or return with an opinion). A step matter's decision moves the contract
 * through transition.ts; a seek reply or a red-code answer closes only the matter.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { needsDecisionRecord } from '../../../src/domain/decision';
import { type ContractStatus, returnTargets } from '../../../src/domain/lifecycle';
import { MATTER_STEP, MATTER_TITLE, matterLink, stepMatterKind } from '../../../src/domain/matter';
import type { z } from 'zod';
import type { MatterResult, matterHandleSchema, matterSubmitSchema } from '../../../src/domain/contract-write';

export type { MatterResult };
import { ApiCode } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import { approvals, contractFiles, matters, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError, notFound, refused } from '../../http/errors';
import { actorsOf, ancestorsOf } from './actors';
import { type MatterRecord, notify, openMatter, unitUsersWith } from './matter-store';
import type { ContractRecord } from './scope';
import { applyMove, lockContract, notYourMove, stale, touchContract } from './transition';

type MatterSubmit = z.output<typeof matterSubmitSchema>;
type MatterHandle = z.output<typeof matterHandleSchema>;


const resultOf = (m: Pick<MatterRecord, 'id' | 'status'>, c: ContractRecord | null): MatterResult => ({
  matterId: m.id,
  matterStatus: m.status,
  contractId: c?.id ?? null,
  contractStatus: (c?.status as ContractStatus) ?? null,
  contractVersion: c?.version ?? null,
  unitId: c?.unitId ?? null,
  areaId: c?.areaId ?? null,
});

/** The pending matter of a kind on a contract (the step's task). */
export async function pendingOf(tx: Db, contractId: number, kinds: string[]): Promise<MatterRecord | null> {
  const [m] = await tx
    .select()
    .from(matters)
    .where(and(eq(matters.contractId, contractId), eq(matters.status, 'pending'), inArray(matters.kind, kinds)))
    .orderBy(asc(matters.id))
    .limit(1);
  return m ?? null;
}

// ---------------------------------------------------------------- submit
/** matter/submit: the owning unit's submission for the step the contract is at. */
export async function submitMatter(tx: Db, ctx: AuthContext, input: MatterSubmit): Promise<MatterResult> {
  const c = await lockContract(tx, ctx, input.contractId, input.version);
  const step = MATTER_STEP[input.kind];
  if (!step || c.status !== step || stepMatterKind(step, c.isMajor) !== input.kind) throw refused('matterKindMismatch');
  if (!(await actorsOf(tx, ctx, c)).has('owner')) throw notYourMove();
  const task = await pendingOf(tx, c.id, [input.kind]);

  if (input.kind === 'seek' && input.handlerUserIds.length) {
    await askForOpinions(tx, ctx, c, input);
    const updated = await touchContract(tx, c);
    return resultOf(task ?? { id: 0, status: 'pending' }, updated);
  }
  if (input.kind === 'seek') {
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(matters)
      .where(and(eq(matters.contractId, c.id), eq(matters.kind, 'seekReply'), eq(matters.status, 'pending')));
    if (open && open.n > 0) throw refused('seekOpen', { count: open.n });
  }
  if (input.fileIds.length) {
    const kind = input.kind.startsWith('finalDraft') ? 'finalDraft' : 'basis';
    await tx.insert(contractFiles).values(input.fileIds.map((fileId) => ({ contractId: c.id, fileId, kind, createdBy: ctx.userId })));
  }
  const updated = await applyMove(tx, ctx, c, {
    action: 'pass',
    matterId: task?.id,
    opinion: input.content,
    fileIds: input.fileIds,
    copyTo: input.copyTo,
  });
  return resultOf({ id: task?.id ?? 0, status: 'passed' }, updated);
}

/** A seek-opinions request: one seekReply matter per adviser or colleague asked. */
async function askForOpinions(tx: Db, ctx: AuthContext, c: ContractRecord, input: MatterSubmit): Promise<void> {
  const asked = input.handlerUserIds;
  if (asked.includes(ctx.userId)) throw refused('seekHandlers');
  const people = await tx
    .select({ id: users.id, userType: users.userType, enabled: users.enabled })
    .from(users)
    .where(inArray(users.id, asked));
  const colleagues = await tx
    .select({ userId: userUnits.userId })
    .from(userUnits)
    .where(and(eq(userUnits.unitId, c.unitId), inArray(userUnits.userId, asked)));
  for (const id of asked) {
    const p = people.find((u) => u.id === id);
    const ok = p?.enabled && (p.userType === 'lawyer' || (p.userType === 'staff' && colleagues.some((m) => m.userId === id)));
    if (!ok) throw refused('seekHandlers');
  }
  for (const handlerUserId of asked) {
    await openMatter(tx, {
      kind: 'seekReply',
      title: `《${c.name}》${MATTER_TITLE.seekReply}`,
      contractId: c.id,
      submitterId: ctx.userId,
      submitUnitId: c.unitId,
      handlerUserId,
      handlerUnitId: null,
      deadline: input.deadline ?? undefined,
      content: { question: input.content },
      fileIds: input.fileIds,
      copyTo: input.copyTo,
    });
  }
}

// ---------------------------------------------------------------- handle
/** Reads a matter for handling: locked, at the version read, still pending. */
async function lockMatter(tx: Db, id: number, version: number): Promise<MatterRecord> {
  const [m] = await tx.select().from(matters).where(eq(matters.id, id)).for('update');
  if (!m) throw notFound('matter');
  if (m.version !== version) throw stale();
  if (m.status !== 'pending') throw refused('matterHandled');
  return m;
}

/** Is the caller the matter's handler: the named user, or staff of the handling unit (or below it)? */
export async function isHandler(tx: Db, ctx: AuthContext, m: MatterRecord): Promise<boolean> {
  if (m.handlerUserId !== null) return m.handlerUserId === ctx.userId;
  if (m.handlerUnitId === null || !ctx.currentUnitId || ctx.userType !== 'staff') return false;
  const chain = await ancestorsOf(tx, [ctx.currentUnitId]);
  return chain.get(ctx.currentUnitId)?.has(m.handlerUnitId) ?? false;
}

/** Where a return goes by default: the step before (registered from the first step). */
function defaultReturnTarget(c: ContractRecord): ContractStatus | undefined {
  return returnTargets(c.status as ContractStatus, { major: c.isMajor, fairReview: c.needsFairReview }).at(-1);
}

/** matter/handle and approval/handle: a handler's decision on a pending matter. */
export async function handleMatter(tx: Db, ctx: AuthContext, input: MatterHandle, via: 'backlog' | 'approval'): Promise<MatterResult> {
  const m = await lockMatter(tx, input.id, input.version);
  if ((m.kind === 'approval') !== (via === 'approval')) throw refused('matterKindMismatch');
  if (m.kind === 'filing' || m.kind === 'rectify' || m.kind === 'signFlow') throw refused('matterKindMismatch');
  if (m.contractId === null) throw refused('matterKindMismatch');
  const c = await lockContract(tx, ctx, m.contractId);
  const now = new Date();

  if (m.kind === 'seekReply' || m.kind === 'warnTips' || m.kind === 'fairReviewEcho') {
    if (!(await isHandler(tx, ctx, m))) throw notYourMove();
    const [done] = await tx
      .update(matters)
      .set({ status: 'passed', opinion: input.opinion || null, opinionFileIds: input.fileIds, handledBy: ctx.userId, handledAt: now, version: m.version + 1 })
      .where(eq(matters.id, m.id))
      .returning();
    const told = m.kind === 'warnTips' && c.bureauUnitId ? await unitUsersWith(tx, c.bureauUnitId, 'supervise', 'query') : [];
    await notify(tx, [m.submitterId, ...told], { title: `${m.title}已答复`, content: input.opinion, link: matterLink(m.kind, m.id) }, now);
    return resultOf(done!, c);
  }

  const step = MATTER_STEP[m.kind as keyof typeof MATTER_STEP];
  if (!step || c.status !== step) throw refused('matterKindMismatch');

  if (m.kind === 'approval') return decideApproval(tx, ctx, m, c, input, now);

  if (!(await isHandler(tx, ctx, m))) throw notYourMove();
  // A major contract's collective decision passes only with its meeting record (contract/decide).
  if (input.result === 'pass' && needsDecisionRecord(step, { major: c.isMajor, fairReview: c.needsFairReview })) {
    throw refused('decisionRecordRequired');
  }
  const updated = await applyMove(
    tx,
    ctx,
    c,
    input.result === 'pass'
      ? { action: 'pass', matterId: m.id, opinion: input.opinion, fileIds: input.fileIds, approverIds: input.approverIds, copyTo: input.copyTo }
      : { action: 'returnTo', target: input.target ?? defaultReturnTarget(c), matterId: m.id, opinion: input.opinion, fileIds: input.fileIds, copyTo: input.copyTo },
  );
  return resultOf({ id: m.id, status: input.result === 'pass' ? 'passed' : 'returned' }, updated);
}

/** One approver's decision; the last approval passes the step, any rejection returns the contract. */
async function decideApproval(tx: Db, ctx: AuthContext, m: MatterRecord, c: ContractRecord, input: MatterHandle, now: Date): Promise<MatterResult> {
  const rows = await tx.select().from(approvals).where(eq(approvals.matterId, m.id)).orderBy(asc(approvals.level), asc(approvals.id));
  const mine = rows.find((a) => a.approverId === ctx.userId && a.status === 'pending');
  if (!mine) throw new ApiError(ApiCode.forbidden, 'notYourMove', {}, null, 403);
  if (rows.some((a) => a.level < mine.level && a.status !== 'approved')) throw refused('notYourTurn');
  const approved = input.result === 'pass';
  await tx
    .update(approvals)
    .set({ status: approved ? 'approved' : 'rejected', opinion: input.opinion || null, decidedAt: now })
    .where(eq(approvals.id, mine.id));
  const next = rows.find((a) => a.level > mine.level && a.status === 'pending');
  if (approved && next) {
    // The matter waits for the next level: its version moves so a stale form cannot decide twice.
    await tx.update(matters).set({ version: m.version + 1 }).where(eq(matters.id, m.id));
    await notify(tx, [next.approverId], { title: `待审批：${m.title}`, content: `上一级审批意见：${input.opinion || '同意'}`, link: matterLink('approval', m.id) }, now);
    return resultOf({ id: m.id, status: 'pending' }, c);
  }
  // The approver was chosen as one of the unit's leaders when the matter opened: no further actor check.
  const updated = await applyMove(
    tx,
    ctx,
    c,
    approved
      ? { action: 'pass', matterId: m.id, opinion: input.opinion, fileIds: input.fileIds, copyTo: input.copyTo, system: true }
      : { action: 'returnTo', target: input.target ?? defaultReturnTarget(c), matterId: m.id, opinion: input.opinion, fileIds: input.fileIds, copyTo: input.copyTo, system: true },
  );
  return resultOf({ id: m.id, status: approved ? 'passed' : 'returned' }, updated);
}
