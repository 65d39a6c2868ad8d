/**
 * How a generated contract reached its status: a walk of the status machine (src/domain/lifecycle.ts)
 * from draft, every move checked with decideMove, with the detours real contracts take (returns to
 * an earlier review step, a filing returned for correction, conditional filing, a suspension or a
 * dispute on the way). Also the realistic spread of statuses.
 */
import {
  type Actor,
  type ContractAction,
  type ContractFlags,
  type ContractStatus,
  decideMove,
  isReviewStep,
  REVIEW_STEPS,
  type ReviewStep,
  returnTargets,
  reviewChain,
  stepApplies,
} from '../../../src/domain/lifecycle';
import { decisionMove } from '../../../src/domain/decision';
import type { Rand } from './random';
import { chance, pick, pickWeighted } from './random';

export interface PathStep {
  action: ContractAction;
  from: ContractStatus;
  to: ContractStatus;
  /** Who makes the move (lifecycle.ts). */
  actor: Actor;
}

/** The share of each status among generated contracts (weights, in per mille). */
export const STATUS_WEIGHTS: Readonly<Record<ContractStatus, number>> = {
  draft: 30,
  registered: 20,
  survey: 15,
  seeking: 15,
  unitReview: 30,
  bureauReview: 30,
  finalDraft: 15,
  fairReview: 25,
  decision: 25,
  approval: 15,
  toSign: 15,
  signing: 10,
  filingPending: 20,
  filingReview: 25,
  filed: 25,
  conditionallyFiled: 15,
  rectified: 6,
  filingReturned: 8,
  filingRefused: 3,
  performing: 330,
  performanceCompleted: 80,
  archived: 220,
  suspended: 10,
  disputed: 12,
  terminated: 15,
  void: 15,
};

/** Statuses a supplementary agreement may be in (it is younger than its parent's performance). */
export const SUPPLEMENT_STATUS_WEIGHTS: Readonly<Partial<Record<ContractStatus, number>>> = {
  draft: 5,
  registered: 3,
  survey: 4,
  seeking: 4,
  unitReview: 8,
  bureauReview: 4,
  finalDraft: 3,
  approval: 4,
  toSign: 4,
  filingPending: 6,
  filingReview: 8,
  filed: 10,
  performing: 40,
};

/** Does this status exist for a contract with these flags (bureauReview and decision only for major ones...)? */
export const statusApplies = (status: ContractStatus, flags: ContractFlags): boolean =>
  !isReviewStep(status) || stepApplies(status, flags);

/** decideMove is pure; the generator asks the same few hundred questions thousands of times. */
const decided = new Map<string, ReturnType<typeof decideMove>>();
function decide(status: ContractStatus, action: ContractAction, flags: ContractFlags, target?: ContractStatus) {
  const key = `${status}|${action}|${flags.major ? 1 : 0}${flags.fairReview ? 1 : 0}|${target ?? ''}`;
  let r = decided.get(key);
  if (!r) {
    r = decideMove(status, action, flags, target);
    decided.set(key, r);
  }
  return r;
}

class Walker {
  status: ContractStatus = 'draft';
  readonly steps: PathStep[] = [];

  constructor(private readonly flags: ContractFlags) {}

  do(action: ContractAction, target?: ContractStatus): void {
    const r = decide(this.status, action, this.flags, target);
    if (!r.ok) throw new Error(`seed: ${action} refused from ${this.status} (${r.reason})`);
    this.steps.push({ action, from: this.status, to: r.to, actor: r.actor });
    this.status = r.to;
  }
}

/** Through the review chain from registered until `until` (a review step, or toSign after approval). */
function walkReview(w: Walker, flags: ContractFlags, until: ContractStatus, rand: Rand): void {
  const chain = reviewChain(flags);
  let returnsLeft = chance(rand, 0.25) ? 2 : 1;
  w.do('submitForReview');
  let guard = 0;
  while (w.status !== until) {
    if (++guard > 64) throw new Error('seed: review walk did not end');
    const at = chain.indexOf(w.status as ReviewStep);
    // Reviewers return about one contract in twelve at each step after the first.
    if (returnsLeft > 0 && at > 0 && chance(rand, 0.08)) {
      const targets = returnTargets(w.status, flags);
      // Mostly one or two steps back.
      const drawn = chance(rand, 0.7) ? targets[Math.max(0, targets.length - 1 - (chance(rand, 0.5) ? 0 : 1))]! : pick(rand, targets);
      // A collective decision sends a contract back by resolving 修改后再议: to the final draft, by the rule.
      const reconsider = decisionMove('reconsider');
      const target = w.status === 'decision' && reconsider.action === 'returnTo' ? reconsider.target : drawn;
      w.do('returnTo', target);
      returnsLeft--;
      if (target === 'registered') w.do('submitForReview');
      continue;
    }
    w.do('pass');
  }
}

function sign(w: Walker, rand: Rand): 'online' | 'offline' {
  if (chance(rand, 0.04)) {
    w.do('startOnlineSigning');
    w.do('cancelOnlineSigning');
  }
  if (chance(rand, 0.55)) {
    w.do('startOnlineSigning');
    w.do('completeOnlineSigning');
    return 'online';
  }
  w.do('uploadSignedScan');
  return 'offline';
}

/** From filingPending to filed, by one of the usual roads. */
function fileUntilFiled(w: Walker, rand: Rand): void {
  w.do('submitFiling');
  const r = rand();
  if (r < 0.08) {
    w.do('fileConditionally');
    w.do('submitRectification');
    w.do('confirmRectification');
  } else if (r < 0.2) {
    w.do('returnFiling');
    w.do('submitFiling');
    w.do('acceptFiling');
  } else w.do('acceptFiling');
}

function perform(w: Walker, rand: Rand, detours: boolean): void {
  w.do('startPerformance');
  if (!detours) return;
  if (chance(rand, 0.04)) {
    w.do('suspend');
    w.do('resume');
  }
  if (chance(rand, 0.02)) {
    w.do('raiseDispute');
    w.do('resolveDispute');
  }
}

export interface PlannedPath {
  steps: PathStep[];
  signingMethod: 'online' | 'offline' | null;
}

/**
 * A walk from draft to `target` for a contract with these flags. Throws when the status does not
 * apply to the flags (check statusApplies first).
 */
export function planPath(target: ContractStatus, flags: ContractFlags, rand: Rand): PlannedPath {
  const w = new Walker(flags);
  let signingMethod: PlannedPath['signingMethod'] = null;
  const done = (): PlannedPath => {
    if (w.status !== target) throw new Error(`seed: walk ended at ${w.status}, not ${target}`);
    return { steps: w.steps, signingMethod };
  };
  if (target === 'draft') return done();
  if (target === 'void') return planVoid(flags, rand);
  w.do('register');
  if (target === 'registered') {
    // Some registered contracts came back from the first review step.
    if (chance(rand, 0.3)) {
      w.do('submitForReview');
      w.do('returnTo', 'registered');
    }
    return done();
  }
  if (isReviewStep(target)) {
    walkReview(w, flags, target, rand);
    return done();
  }
  walkReview(w, flags, 'toSign', rand);
  if (target === 'toSign') return done();
  if (target === 'signing') {
    w.do('startOnlineSigning');
    signingMethod = 'online';
    return done();
  }
  signingMethod = sign(w, rand);
  switch (target) {
    case 'filingPending':
      return done();
    case 'filingReview':
      w.do('submitFiling');
      if (chance(rand, 0.15)) {
        w.do('returnFiling');
        w.do('submitFiling');
      }
      return done();
    case 'filingReturned':
      w.do('submitFiling');
      w.do('returnFiling');
      return done();
    case 'filingRefused':
      w.do('submitFiling');
      if (chance(rand, 0.2)) {
        w.do('returnFiling');
        w.do('submitFiling');
      }
      w.do('refuseFiling');
      return done();
    case 'conditionallyFiled':
      w.do('submitFiling');
      w.do('fileConditionally');
      return done();
    case 'rectified':
      w.do('submitFiling');
      w.do('fileConditionally');
      w.do('submitRectification');
      return done();
    default:
      break;
  }
  fileUntilFiled(w, rand);
  if (target === 'filed') return done();
  switch (target) {
    case 'performing':
      perform(w, rand, true);
      return done();
    case 'performanceCompleted':
    case 'archived':
      perform(w, rand, true);
      w.do('completePerformance');
      if (target === 'archived') w.do('archive');
      return done();
    case 'suspended':
      perform(w, rand, false);
      w.do('suspend');
      return done();
    case 'disputed':
      perform(w, rand, false);
      if (chance(rand, 0.3)) w.do('suspend');
      w.do('raiseDispute');
      return done();
    case 'terminated': {
      perform(w, rand, false);
      const r = rand();
      if (r < 0.4) w.do('raiseDispute');
      else if (r < 0.55) w.do('suspend');
      w.do('terminate');
      return done();
    }
    default:
      throw new Error(`seed: no path to ${target}`);
  }
}

/** Contracts voided before signing, or after their filing was refused. */
function planVoid(flags: ContractFlags, rand: Rand): PlannedPath {
  const from = pickWeighted<'draft' | 'registered' | 'review' | 'toSign' | 'refused'>(rand, [
    ['draft', 25],
    ['registered', 20],
    ['review', 35],
    ['toSign', 10],
    ['refused', 10],
  ]);
  let path: PlannedPath;
  if (from === 'review') {
    const steps = REVIEW_STEPS.filter((s) => stepApplies(s, flags));
    path = planPath(pick(rand, steps), flags, rand);
  } else if (from === 'refused') path = planPath('filingRefused', flags, rand);
  else path = planPath(from, flags, rand);
  const last = path.steps.length ? path.steps[path.steps.length - 1]!.to : 'draft';
  const r = decide(last, 'void', flags);
  if (!r.ok) throw new Error(`seed: void refused from ${last}`);
  return { steps: [...path.steps, { action: 'void', from: last, to: 'void', actor: r.actor }], signingMethod: path.signingMethod };
}
