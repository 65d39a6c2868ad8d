/**
 * What a handle page shows for a matter (pure): its form, a note that it was handled already, a
 * note that it is not the caller's to decide, or a pointer to the page where matters of its kind are
 * handled; and which form it gets (approval wording, an answer without pass/return, return targets).
 */
import type { ContractStatus } from '../../src/domain/lifecycle';
import { isReviewStep, returnTargets } from '../../src/domain/lifecycle';
import { MATTER_STEP, type MatterKind } from '../../src/domain/matter';
import type { MatterDetail } from '../../src/domain/workflow-api';

export type HandleView = 'form' | 'handled' | 'notYours' | 'wrongPage';

export function handleView(matter: Pick<MatterDetail, 'kind' | 'status' | 'canHandle'>, kinds: readonly MatterKind[]): HandleView {
  if (!kinds.includes(matter.kind)) return 'wrongPage';
  if (matter.status !== 'pending') return 'handled';
  return matter.canHandle ? 'form' : 'notYours';
}

/** Matters that are answered (closed with the opinion), not passed or returned. */
const ANSWER_KINDS: readonly MatterKind[] = ['seekReply', 'warnTips', 'fairReviewEcho'];
export const isAnswerKind = (kind: MatterKind): boolean => ANSWER_KINDS.includes(kind);

/**
 * Where a returned review step may go: the earlier steps of the contract's chain (registered first).
 * Only for a step matter whose contract is at that step; approvals always return to the step before.
 */
export function returnTargetsOf(matter: Pick<MatterDetail, 'kind' | 'contract'>): ContractStatus[] {
  const c = matter.contract;
  const step = MATTER_STEP[matter.kind];
  if (!c || !step || matter.kind === 'approval' || c.status !== step || !isReviewStep(c.status)) return [];
  return returnTargets(c.status, { major: c.isMajor, fairReview: c.needsFairReview });
}

/** A positive integer id from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
