/**
 * The public progress view of a share link (docs/api/contract-share.md): what the scanned QR code
 * shows its party. Progress only, de-identified: the audit trail is read for its steps and times
 * (never its users or opinions), parties for their names and signing times (never who signed),
 * performance records for counts and due dates (never titles or notes). The amount and the filing
 * are for the government side (unit, bureau) only.
 */
import { iso, unitNames } from './names';
import { asc, desc, eq } from 'drizzle-orm';
import type { SigningMethod } from '../../../src/domain/contract';
import {
  FILING_STATUSES,
  isGovernmentAudience,
  SHARE_STAGES,
  type ShareAudience,
  type ShareStage,
  type ShareView,
  type StageState,
} from '../../../src/domain/contract-share';
import {
  type ContractStatus,
  isReviewStep,
  type ReviewStep,
  reviewChain,
  STATUS_PHASE,
} from '../../../src/domain/lifecycle';
import type { MeetingKind, DecisionResolution } from '../../../src/domain/decision';
import type { Db } from '../../db/client';
import { contractParties, contracts, decisionRecords, filings, performanceRecords, type shareLinks, statusHistory } from '../../db/schema';

export type ShareLinkRecord = typeof shareLinks.$inferSelect;

/** Where a contract stands on the timeline: a stage (and whether it ended there), or past the end. */
export type StagePosition = { stage: ShareStage; stopped: boolean } | 'complete';

/**
 * The timeline position of a status. A voided contract stopped where it was voided from
 * (`voidedFrom`, the audit trail's last move into void; registration when unknown).
 */
export function stagePosition(status: ContractStatus, voidedFrom: ContractStatus | null = null): StagePosition {
  switch (status) {
    case 'draft':
      return { stage: 'registration', stopped: false };
    case 'toSign':
    case 'signing':
      return { stage: 'signing', stopped: false };
    case 'filingRefused':
      return { stage: 'filing', stopped: true };
    case 'filed':
    case 'performing':
    case 'suspended':
    case 'disputed':
      return { stage: 'performance', stopped: false };
    case 'terminated':
      return { stage: 'performance', stopped: true };
    case 'performanceCompleted':
    case 'archived':
      return 'complete';
    case 'void': {
      const before = voidedFrom && voidedFrom !== 'void' ? stagePosition(voidedFrom) : { stage: 'registration' as const };
      return before === 'complete' ? 'complete' : { stage: before.stage, stopped: true };
    }
    default:
      // registered (waiting to be submitted) and every review step; the filing statuses.
      return { stage: STATUS_PHASE[status] === 'filing' ? 'filing' : 'review', stopped: false };
  }
}

/**
 * The timeline's stages and their states. A counterpart's timeline has no filing stage: while the
 * contract is being filed its signing is done and its performance not started (or stopped, when
 * the filing was refused).
 */
export function stageStates(position: StagePosition, audience: ShareAudience): { stage: ShareStage; state: StageState }[] {
  const at = position === 'complete' ? SHARE_STAGES.length : SHARE_STAGES.indexOf(position.stage);
  const stopped = position !== 'complete' && position.stopped;
  const states = SHARE_STAGES.map((stage, i): { stage: ShareStage; state: StageState } => ({
    stage,
    state: i < at ? 'done' : i > at ? 'pending' : stopped ? 'stopped' : 'current',
  }));
  if (isGovernmentAudience(audience)) return states;
  const filing = states.find((s) => s.stage === 'filing')!;
  const shown = states.filter((s) => s.stage !== 'filing');
  if (filing.state === 'current' || filing.state === 'stopped') {
    const performance = shown.find((s) => s.stage === 'performance')!;
    performance.state = filing.state === 'stopped' ? 'stopped' : 'pending';
  }
  return shown;
}

/** The states of the review chain's steps, from the timeline position and the status. */
export function reviewStates(
  chain: readonly ReviewStep[],
  status: ContractStatus,
  voidedFrom: ContractStatus | null,
): { step: ReviewStep; state: StageState }[] {
  const where = status === 'void' ? voidedFrom : status;
  const stopped = status === 'void';
  let at: number;
  if (where && isReviewStep(where)) at = chain.indexOf(where);
  else if (where === null || where === 'draft' || where === 'registered') at = -1;
  else at = chain.length;
  return chain.map((step, i) => ({
    step,
    state: at === -1 || i > at ? 'pending' : i < at ? 'done' : stopped ? 'stopped' : 'current',
  }));
}

/** The status a stage is finished by (its `at` is the audit trail's latest move there). */
const FINISHED_BY: Record<ShareStage, ContractStatus> = {
  registration: 'registered',
  review: 'toSign',
  signing: 'filingPending',
  filing: 'filed',
  performance: 'performanceCompleted',
};

type Step = { action: string; fromStatus: string | null; toStatus: string; at: Date };
const FILING_STATUS_SET: ReadonlySet<string> = new Set(FILING_STATUSES);

/** The view of a link, or null when its contract or its counterpart party is gone. */
export async function shareView(db: Db, link: ShareLinkRecord): Promise<ShareView | null> {
  const [c] = await db.select().from(contracts).where(eq(contracts.id, link.contractId));
  if (!c) return null;
  const audience = link.audience as ShareAudience;
  const government = isGovernmentAudience(audience);

  const [parties, steps, filingRows, records, names, decisionRows] = await Promise.all([
    db
      .select({
        role: contractParties.role,
        kind: contractParties.kind,
        counterpartId: contractParties.counterpartId,
        name: contractParties.name,
        signedAt: contractParties.signedAt,
      })
      .from(contractParties)
      .where(eq(contractParties.contractId, c.id))
      .orderBy(asc(contractParties.role), asc(contractParties.id)),
    db
      .select({ action: statusHistory.action, fromStatus: statusHistory.fromStatus, toStatus: statusHistory.toStatus, at: statusHistory.at })
      .from(statusHistory)
      .where(eq(statusHistory.contractId, c.id))
      .orderBy(asc(statusHistory.at), asc(statusHistory.id)) as Promise<Step[]>,
    government
      ? db
          .select({ status: filings.status, filingNo: filings.filingNo, reviewedAt: filings.reviewedAt })
          .from(filings)
          .where(eq(filings.contractId, c.id))
          .orderBy(desc(filings.submittedAt), desc(filings.id))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ status: performanceRecords.status, dueDate: performanceRecords.dueDate, doneDate: performanceRecords.doneDate })
      .from(performanceRecords)
      .where(eq(performanceRecords.contractId, c.id)),
    unitNames(db, [c.unitId, audience === 'counterpart' ? null : link.partyId]),
    // Only what the progress shows of a decision: never its attendees, note or minutes.
    db
      .select({ kind: decisionRecords.kind, meetingDate: decisionRecords.meetingDate, resolution: decisionRecords.resolution })
      .from(decisionRecords)
      .where(eq(decisionRecords.contractId, c.id))
      .orderBy(asc(decisionRecords.id)),
  ]);

  let partyName: string | null;
  if (audience === 'counterpart') {
    const party = parties.find((p) => p.kind === 'counterpart' && p.counterpartId === link.partyId);
    // The counterpart is no longer a party: the link shows nothing.
    if (!party) return null;
    partyName = party.name;
  } else {
    partyName = link.partyId === null ? null : (names.get(link.partyId) ?? null);
  }

  const status = c.status as ContractStatus;
  const lastTo = (to: string): Step | undefined => steps.findLast((s) => s.toStatus === to);
  const voidedFrom = status === 'void' ? ((lastTo('void')?.fromStatus ?? null) as ContractStatus | null) : null;
  const position = stagePosition(status, voidedFrom);
  const stages = stageStates(position, audience).map(({ stage, state }) => {
    const when = state === 'done' ? lastTo(FINISHED_BY[stage]) : state === 'stopped' ? lastTo(status) : undefined;
    return { stage, state, at: iso(when?.at ?? null) };
  });
  const chain = reviewChain({ major: c.isMajor, fairReview: c.needsFairReview });
  const review = reviewStates(chain, status, voidedFrom).map(({ step, state }) => {
    const passed = state === 'done' ? steps.findLast((s) => s.action === 'pass' && s.fromStatus === step) : undefined;
    return { step, state, at: iso(passed?.at ?? null) };
  });

  const open = records.filter((r) => r.status !== 'done' && r.doneDate === null && r.dueDate !== null);
  const nextDueDate = open.reduce<string | null>((min, r) => (min === null || r.dueDate! < min ? r.dueDate : min), null);
  const filing = filingRows[0];

  return {
    audience,
    partyName,
    expiresAt: link.expiresAt.toISOString(),
    contract: {
      code: c.code,
      unitNo: c.unitNo,
      name: c.name,
      category: c.category as ShareView['contract']['category'],
      attribute: c.attribute as ShareView['contract']['attribute'],
      status,
      phase: STATUS_PHASE[status],
      unitName: names.get(c.unitId) ?? null,
      amountFen: government ? c.amountFen : null,
      signDate: c.signDate,
    },
    stages,
    review,
    decisions: decisionRows.map((d) => ({ kind: d.kind as MeetingKind, meetingDate: d.meetingDate, resolution: d.resolution as DecisionResolution })),
    signing: {
      method: (c.signingMethod as SigningMethod | null) ?? null,
      parties: parties.map((p) => ({
        role: p.role,
        kind: p.kind as 'unit' | 'counterpart',
        name: p.name,
        signed: p.signedAt !== null,
        signedAt: iso(p.signedAt),
      })),
    },
    filing: government
      ? {
          status: filing && FILING_STATUS_SET.has(filing.status) ? (filing.status as NonNullable<ShareView['filing']>['status']) : null,
          filingNo: filing?.filingNo ?? c.filingNo,
          reviewedAt: iso(filing?.reviewedAt ?? null),
        }
      : null,
    performance: { done: records.filter((r) => r.status === 'done').length, total: records.length, nextDueDate },
  };
}
