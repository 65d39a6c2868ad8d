/**
 * The one way a contract changes status (ARCHITECTURE.md section 3, Lifecycle): inside the caller's
 * transaction, the contract is read locked, in the caller's scope and at the version the caller
 * read; the move is decided by the status machine (src/domain/lifecycle.ts) and made only by the
 * actor it names; the matters of the step being left are closed; the contract's status and version
 * change with a conditional update (stale -> code 502), registration giving the unit number
 * (numbering.ts); the audit trail gets a row; the matters of the step entered are opened (with their
 * messages); the risk code is refreshed.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dayFromIso, dayOf } from '../../../src/domain/calendar';
import { ApiCode } from '../../../src/domain/envelope';
import {
  type Actor,
  type ContractAction,
  type ContractStatus,
  decideMove,
  isReviewStep,
  STEP_ACTOR,
} from '../../../src/domain/lifecycle';
import { MATTER_TITLE as MATTER_TITLES, type MatterKind, stepMatterKind } from '../../../src/domain/matter';
import type { Db } from '../../db/client';
import { approvals, contracts, filingConditions, filings, matters, statusHistory } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError, notFound, refused } from '../../http/errors';
import { actorsOf } from './actors';
import { type MatterRecord, notify, openMatter, unitUsersWith } from './matter-store';
import { unique } from './names';
import { unitNumberAt } from './numbering';
import { refreshContractRisk } from './risk';
import { type ContractRecord, contractScope, outOfScope } from './scope';

/** Someone changed the record since the caller read it: code 502. */
export const stale = () => new ApiError(ApiCode.stale, 'stale');
/** The caller does not play the actor a move needs: HTTP 403. */
export const notYourMove = () => new ApiError(ApiCode.forbidden, 'notYourMove', {}, null, 403);

/**
 * Reads a contract for a write: locked until the transaction ends, in the caller's data scope
 * (403 outside it), at the version the caller read (502 otherwise; no version = no check).
 */
export async function lockContract(tx: Db, ctx: AuthContext, id: number, version?: number): Promise<ContractRecord> {
  const scope = await contractScope(tx, ctx);
  const [found] = await tx
    .select({ c: contracts, inScope: scope.where ? sql<boolean>`coalesce(${scope.where}, false)` : sql<boolean>`true` })
    .from(contracts)
    .where(eq(contracts.id, id))
    .for('update', { of: contracts });
  if (!found) throw notFound('contract');
  if (!found.inScope) throw outOfScope();
  if (version !== undefined && found.c.version !== version) throw stale();
  return found.c;
}

/** Bumps the version (and sets the given columns) of a contract read at `c.version`; 502 if it changed meanwhile. */
export async function touchContract(tx: Db, c: ContractRecord, set: Partial<typeof contracts.$inferInsert> = {}): Promise<ContractRecord> {
  const [updated] = await tx
    .update(contracts)
    .set({ ...set, version: c.version + 1, updatedAt: new Date() })
    .where(and(eq(contracts.id, c.id), eq(contracts.version, c.version)))
    .returning();
  if (!updated) throw stale();
  return updated;
}

const flagsOf = (c: ContractRecord) => ({ major: c.isMajor, fairReview: c.needsFairReview });

/** Users of a unit who play an actor there (the people a unit-handled matter is announced to). */
export async function actorUsers(tx: Db, actor: Actor, unitId: number): Promise<number[]> {
  switch (actor) {
    case 'unitLegal': {
      // The unit's legal reviewers: they hold matter.edit but do not run contracts themselves.
      const [reviewers, owners] = await Promise.all([unitUsersWith(tx, unitId, 'matter', 'edit'), unitUsersWith(tx, unitId, 'contract', 'add')]);
      const own = new Set(owners);
      return reviewers.filter((id) => !own.has(id));
    }
    case 'leader':
      return unitUsersWith(tx, unitId, 'approval', 'edit');
    case 'bureau':
      return unitUsersWith(tx, unitId, 'matter', 'edit');
    case 'owner':
      return unitUsersWith(tx, unitId, 'contract', 'add');
  }
}

/** The matter kinds that wait on a contract in a status (closed when it leaves the status). */
function waitingKinds(status: ContractStatus, c: ContractRecord): MatterKind[] {
  if (isReviewStep(status)) {
    const kind = stepMatterKind(status, c.isMajor);
    return status === 'seeking' ? [kind, 'seekReply'] : [kind];
  }
  if (status === 'toSign' || status === 'signing') return ['signFlow'];
  if (status === 'filingReview' || status === 'rectified') return ['filing'];
  if (status === 'conditionallyFiled') return ['rectify'];
  return [];
}

/** Actions that end the contract's work: every pending matter but the red-code warnings closes. */
const ENDING_ACTIONS: ReadonlySet<ContractAction> = new Set(['void', 'terminate', 'refuseFiling']);

export interface MoveOptions {
  action: ContractAction;
  /** returnTo: the step to go back to. */
  target?: ContractStatus | undefined;
  opinion?: string | undefined;
  fileIds?: number[] | undefined;
  /** The matter this move answers (its handler's decision). */
  matterId?: number | undefined;
  /**
   * How that matter ends when the move alone would not say (a collective decision that voids the
   * contract: its decision matter is returned, not merely closed with the contract's other work).
   */
  matterOutcome?: 'passed' | 'returned' | undefined;
  /** Approvers of the approval matter the move opens (default: the unit's leaders). */
  approverIds?: number[] | undefined;
  copyTo?: number[] | undefined;
  /** Columns set with the move (signing method and date, filing number, ...). */
  set?: Partial<typeof contracts.$inferInsert>;
  /** Moves the system makes on its own (the last signature completes online signing): no actor check. */
  system?: boolean;
}

/** Makes one move of the status machine on a locked contract; answers the updated contract. */
export async function applyMove(tx: Db, ctx: AuthContext, c: ContractRecord, o: MoveOptions): Promise<ContractRecord> {
  const from = c.status as ContractStatus;
  const decision = decideMove(from, o.action, flagsOf(c), o.target);
  if (!decision.ok) {
    throw decision.reason === 'badTarget' ? refused('badReturnTarget') : refused('moveNotAllowed', { status: from });
  }
  if (!o.system) {
    const actors = await actorsOf(tx, ctx, c);
    if (!actors.has(decision.actor)) throw notYourMove();
  }
  const now = new Date();
  await closeWaiting(tx, ctx, c, o, now);
  // Registration gives the unit number (never a draft: drafts can be deleted, and their numbers would be lost).
  const numbered = o.action === 'register' && c.unitNo === null ? await unitNumberAt(tx, c.unitId, now) : {};
  const updated = await touchContract(tx, c, { ...o.set, ...numbered, status: decision.to });
  await tx.insert(statusHistory).values({
    contractId: c.id,
    action: o.action,
    fromStatus: from,
    toStatus: decision.to,
    userId: ctx.userId,
    unitId: ctx.currentUnitId,
    matterId: o.matterId ?? null,
    opinion: o.opinion || null,
    fileIds: o.fileIds ?? [],
    at: now,
  });
  await enter(tx, ctx, updated, o, now);
  if (from === 'fairReview' && o.action === 'pass') await echoFairReview(tx, ctx, updated, o, now);
  await refreshContractRisk(tx, c.id, now);
  return updated;
}

/** Closes the matters waiting on the status being left (or all of them when the contract's work ends). */
async function closeWaiting(tx: Db, ctx: AuthContext, c: ContractRecord, o: MoveOptions, now: Date): Promise<void> {
  const ending = ENDING_ACTIONS.has(o.action);
  const kinds = ending ? null : waitingKinds(c.status as ContractStatus, c);
  if (kinds && !kinds.length) return;
  const pending = await tx
    .select()
    .from(matters)
    .where(
      and(
        eq(matters.contractId, c.id),
        eq(matters.status, 'pending'),
        kinds ? inArray(matters.kind, kinds) : sql`${matters.kind} <> 'warnTips'`,
      ),
    );
  if (!pending.length) return;
  const outcome = (m: MatterRecord): 'passed' | 'returned' | 'closed' => {
    if (o.matterOutcome && m.id === o.matterId) return o.matterOutcome;
    if (ending || m.kind === 'seekReply') return 'closed';
    return o.action === 'returnTo' || o.action === 'returnFiling' || o.action === 'rejectRectification' ? 'returned' : 'passed';
  };
  for (const m of pending) {
    const status = outcome(m);
    const mine = m.id === o.matterId;
    await tx
      .update(matters)
      .set({
        status,
        opinion: mine || status !== 'closed' ? (o.opinion ?? null) : m.opinion,
        opinionFileIds: mine ? (o.fileIds ?? []) : m.opinionFileIds,
        handledBy: ctx.userId,
        handledAt: now,
        version: m.version + 1,
      })
      .where(eq(matters.id, m.id));
    // Approvals still waiting on a closed matter are withdrawn.
    await tx
      .update(approvals)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(approvals.matterId, m.id), eq(approvals.status, 'pending')));
    if (m.kind !== 'seekReply' && status !== 'closed') {
      const verdict = status === 'passed' ? '已通过' : '已退回';
      await notify(
        tx,
        [m.submitterId, c.handlerId].filter((id) => id !== ctx.userId),
        { title: `${m.title}${verdict}`, content: o.opinion ?? '', link: `/contract/detail?id=${c.id}` },
        now,
      );
    }
  }
}

/** Opens what the status entered waits on: the step's matter, the sign flow, the filing review. */
async function enter(tx: Db, ctx: AuthContext, c: ContractRecord, o: MoveOptions, now: Date): Promise<void> {
  const status = c.status as ContractStatus;
  const base = { contractId: c.id, areaId: c.areaId, submitterId: ctx.userId, submitUnitId: c.unitId, at: now, copyTo: o.copyTo ?? [] };
  const owner = c.handlerId ?? ctx.userId;
  if (isReviewStep(status)) {
    const kind = stepMatterKind(status, c.isMajor);
    const title = `《${c.name}》${MATTER_TITLES[kind]}`;
    const actor = STEP_ACTOR[status];
    if (actor === 'owner') {
      await openMatter(tx, { ...base, kind, title, handlerUserId: owner, handlerUnitId: c.unitId });
    } else if (actor === 'bureau') {
      const unitId = c.bureauUnitId ?? c.unitId;
      await openMatter(tx, { ...base, kind, title, handlerUserId: null, handlerUnitId: unitId, recipients: await actorUsers(tx, 'bureau', unitId) });
    } else if (status === 'approval') {
      const leaders = await actorUsers(tx, 'leader', c.unitId);
      const approverIds = o.approverIds?.length ? unique(o.approverIds) : leaders;
      if (!approverIds.length) throw refused('approversRequired');
      if (approverIds.some((id) => !leaders.includes(id))) throw refused('approversRequired');
      await openMatter(tx, { ...base, kind, title, handlerUserId: null, handlerUnitId: c.unitId, approverIds });
    } else {
      await openMatter(tx, { ...base, kind, title, handlerUserId: null, handlerUnitId: c.unitId, recipients: await actorUsers(tx, actor, c.unitId) });
    }
    return;
  }
  if (status === 'toSign') {
    await openMatter(tx, { ...base, kind: 'signFlow', title: `《${c.name}》${MATTER_TITLES.signFlow}`, handlerUserId: owner, handlerUnitId: c.unitId });
    return;
  }
  if (status === 'conditionallyFiled') {
    // The owning unit's rectification to-do: the open defects, due by the earliest deadline.
    const open = await tx
      .select({ id: filingConditions.id, description: filingConditions.description, deadline: filingConditions.deadline })
      .from(filingConditions)
      .where(and(eq(filingConditions.contractId, c.id), inArray(filingConditions.status, ['open', 'overdue'])))
      .orderBy(asc(filingConditions.id));
    if (!open.length) return;
    await openMatter(tx, {
      ...base,
      kind: 'rectify',
      title: `《${c.name}》${MATTER_TITLES.rectify}`,
      handlerUserId: owner,
      handlerUnitId: c.unitId,
      deadline: open.map((k) => k.deadline).sort()[0]!,
      content: { conditions: open },
    });
    return;
  }
  if (status === 'rectified') {
    const bureau = c.bureauUnitId ?? c.unitId;
    await openMatter(tx, {
      ...base,
      kind: 'filing',
      title: `《${c.name}》整改确认`,
      handlerUserId: null,
      handlerUnitId: bureau,
      content: { rectification: true },
      fileIds: o.fileIds ?? [],
      recipients: await unitUsersWith(tx, bureau, 'filing', 'edit'),
    });
    return;
  }
  if (status === 'filingReview') {
    const bureau = c.bureauUnitId ?? c.unitId;
    const [filing] = await tx
      .insert(filings)
      .values({ contractId: c.id, bureauUnitId: bureau, status: 'review', submittedBy: ctx.userId, submittedAt: now, dueDate: c.filingDue, lateDays: daysLate(c.filingDue, now) })
      .returning({ id: filings.id });
    await openMatter(tx, {
      ...base,
      kind: 'filing',
      title: `《${c.name}》${MATTER_TITLES.filing}`,
      handlerUserId: null,
      handlerUnitId: bureau,
      content: { filingId: filing!.id },
      fileIds: o.fileIds ?? [],
      recipients: await unitUsersWith(tx, bureau, 'filing', 'edit'),
    });
  }
}

/**
 * The fair-competition review's result goes back to the contract's handler as a receipt to confirm
 * (fairReviewEcho): the measures the review asked for are acknowledged; it does not hold the chain.
 */
async function echoFairReview(tx: Db, ctx: AuthContext, c: ContractRecord, o: MoveOptions, now: Date): Promise<void> {
  await openMatter(tx, {
    kind: 'fairReviewEcho',
    title: `《${c.name}》${MATTER_TITLES.fairReviewEcho}`,
    contractId: c.id,
    submitterId: ctx.userId,
    submitUnitId: ctx.currentUnitId,
    handlerUserId: c.handlerId ?? ctx.userId,
    handlerUnitId: c.unitId,
    content: { opinion: o.opinion ?? '' },
    fileIds: o.fileIds ?? [],
    at: now,
  });
}

/** A filing submitted at `at` after its due date (逾期备案): the days late (calendar days); null when on time. */
export function daysLate(due: string | null, at: Date): number | null {
  if (!due) return null;
  const late = dayOf(at.getTime()) - dayFromIso(due);
  return late > 0 ? late : null;
}

/** The latest filing of a contract still under review (or the conditional one being rectified). */
export async function currentFiling(tx: Db, contractId: number) {
  const rows = await tx
    .select()
    .from(filings)
    .where(and(eq(filings.contractId, contractId), isNull(filings.reviewedAt)))
    .orderBy(asc(filings.id));
  return rows.at(-1) ?? null;
}
