/**
 * The collective decision as a record (docs/api/contract-decision.md, src/domain/decision.ts):
 * contract/decide writes the meeting that decided a major contract at its decision step and makes
 * the move its resolution calls for, in the caller's transaction; contract/detail and the share view
 * read the records back (decisionsOf).
 *
 * The call is held to what matter/handle asks of a decision: the contract in the caller's scope and
 * at the version read (403 / 502), at the decision step (500), decided by one of the owning unit's
 * leaders (the step's actor, lifecycle.ts STEP_ACTOR) who handles its pending decision matter (403);
 * the matter closes passed or returned with the record's summary as its opinion, and the move goes
 * through transition.ts like every other.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { type ContractDecide, DECISION_STEP, type DecideResult, decisionMove, decisionSummary, type DecisionRecord, type MeetingKind, type DecisionResolution } from '../../../src/domain/decision';
import { STEP_ACTOR } from '../../../src/domain/lifecycle';
import type { Db } from '../../db/client';
import { contractFiles, decisionRecords, files } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { actorsOf } from './actors';
import { isHandler, pendingOf } from './matters';
import { nameOf, userNames } from './names';
import type { ContractRecord } from './scope';
import { applyMove, lockContract, notYourMove } from './transition';

type DecisionRow = typeof decisionRecords.$inferSelect;

/**
 * The minutes must be a stored file that belongs to this contract: one of its files or an earlier
 * decision's minutes, or the caller's own upload that no other contract keeps yet. Anything else
 * (unknown, deleted, someone else's upload, another contract's file) is a field error (501).
 */
async function checkMinutes(tx: Db, ctx: AuthContext, contractId: number, fileId: number): Promise<void> {
  const bad = (message: string) => invalidField('body.minutesFileId', message);
  const [file] = await tx.select({ id: files.id, uploaderId: files.uploaderId, isDel: files.isDel }).from(files).where(eq(files.id, fileId));
  if (!file || file.isDel) throw bad('no such file');
  const [ownFile, ownMinutes, otherFile, otherMinutes] = await Promise.all([
    tx.select({ id: contractFiles.id }).from(contractFiles).where(and(eq(contractFiles.fileId, fileId), eq(contractFiles.contractId, contractId))).limit(1),
    tx.select({ id: decisionRecords.id }).from(decisionRecords).where(and(eq(decisionRecords.minutesFileId, fileId), eq(decisionRecords.contractId, contractId))).limit(1),
    tx.select({ id: contractFiles.id }).from(contractFiles).where(and(eq(contractFiles.fileId, fileId), ne(contractFiles.contractId, contractId))).limit(1),
    tx.select({ id: decisionRecords.id }).from(decisionRecords).where(and(eq(decisionRecords.minutesFileId, fileId), ne(decisionRecords.contractId, contractId))).limit(1),
  ]);
  if (ownFile.length || ownMinutes.length) return;
  if (file.uploaderId !== ctx.userId) throw bad('not a file you uploaded for this contract');
  if (otherFile.length || otherMinutes.length) throw bad('the file belongs to another contract');
}

/** contract/decide: the leader's meeting record and the move its resolution makes; answers the call's result and the contract after it. */
export async function decideContract(tx: Db, ctx: AuthContext, input: ContractDecide): Promise<{ result: DecideResult; contract: ContractRecord }> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  if (c.status !== DECISION_STEP) throw refused('moveNotAllowed', { status: c.status });
  if (!(await actorsOf(tx, ctx, c)).has(STEP_ACTOR[DECISION_STEP])) throw notYourMove();
  const matter = await pendingOf(tx, c.id, ['decision']);
  if (matter && !(await isHandler(tx, ctx, matter))) throw notYourMove();
  await checkMinutes(tx, ctx, c.id, input.minutesFileId);

  const move = decisionMove(input.resolution);
  const note = input.note.trim();
  const now = new Date();
  // The leader's right to decide was checked above; a rejection voids the contract, a move whose
  // actor is otherwise the owner, so the status machine's actor check is not asked again.
  const updated = await applyMove(tx, ctx, c, {
    action: move.action,
    target: move.action === 'returnTo' ? move.target : undefined,
    matterId: matter?.id,
    matterOutcome: input.resolution === 'passed' ? 'passed' : 'returned',
    opinion: decisionSummary({ ...input, note }),
    fileIds: [input.minutesFileId],
    approverIds: input.resolution === 'passed' ? input.approverIds : undefined,
    copyTo: input.copyTo,
    system: true,
  });
  const [record] = await tx
    .insert(decisionRecords)
    .values({
      contractId: c.id,
      matterId: matter?.id ?? null,
      kind: input.kind,
      meetingDate: input.meetingDate,
      attendees: input.attendees,
      resolution: input.resolution,
      minutesFileId: input.minutesFileId,
      note: note || null,
      recordedBy: ctx.userId,
      recordedUnitId: ctx.currentUnitId,
      recordedAt: now,
    })
    .returning({ id: decisionRecords.id });
  return { result: { id: updated.id, status: updated.status, version: updated.version, decisionId: record!.id }, contract: updated };
}

// ---------------------------------------------------------------- reads
/** A contract's decision records, oldest first. */
export const decisionRowsOf = (db: Db, contractId: number): Promise<DecisionRow[]> =>
  db.select().from(decisionRecords).where(eq(decisionRecords.contractId, contractId)).orderBy(asc(decisionRecords.id));

/**
 * The records as contract/detail gives them (src/domain/decision.ts decisionRecordSchema): every
 * field for staff and advisers (`internal`), with the minutes unless the file is deleted; a
 * counterpart user gets the kind, date and resolution only.
 *
 * The minutes need no check per caller: file-access.ts lets a decision's minutes be read by exactly
 * those who may read its contract (contract.query or contract.get within the contract scope, not
 * counterpart users), and contract/detail has checked that of its caller (contract.get, in scope).
 * So the records are the same for everyone of one audience and are kept with the detail's facts.
 */
export async function decisionsOf(db: Db, rows: readonly DecisionRow[], internal: boolean): Promise<DecisionRecord[]> {
  if (!rows.length) return [];
  const minuteIds = internal ? rows.flatMap((r) => (r.minutesFileId === null ? [] : [r.minutesFileId])) : [];
  const [fileRows, people] = await Promise.all([
    minuteIds.length ? db.select({ id: files.id, fileName: files.fileName, isDel: files.isDel }).from(files).where(inArray(files.id, minuteIds)) : Promise.resolve([]),
    internal ? userNames(db, rows.map((r) => r.recordedBy)) : Promise.resolve(new Map<number, string>()),
  ]);
  const fileName = new Map(fileRows.filter((f) => !f.isDel).map((f) => [f.id, f.fileName]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MeetingKind,
    meetingDate: r.meetingDate,
    attendees: internal ? r.attendees : [],
    resolution: r.resolution as DecisionResolution,
    minutes:
      internal && r.minutesFileId !== null && fileName.has(r.minutesFileId) ? { fileId: r.minutesFileId, fileName: fileName.get(r.minutesFileId) ?? null } : null,
    note: internal ? r.note : null,
    recordedByName: internal ? nameOf(people, r.recordedBy) : null,
    recordedAt: r.recordedAt.toISOString(),
  }));
}
