/**
 * The first phase of generating a contract: every decision (unit, category, subject, amount, flags,
 * parties, actors, status and its path, the risk it should carry) and the day of every event, with
 * no ids yet. Days are laid out backwards from "today minus the time spent in the current status",
 * on working days, within the three years the demo data covers (or after a parent's last event for
 * a supplementary agreement).
 */
import {
  type ContractCategory,
  isMajorContract,
  type MoneyDirection,
  needsFairReview,
} from '../../../src/domain/contract';
import { type ContractFlags, type ContractStatus, isReviewStep, type ReviewStep } from '../../../src/domain/lifecycle';
import { NOTICE_CALENDAR } from '../calendar';
import type { Intent } from './demo-focus';
import {
  AMOUNT_RANGE_FEN,
  directionOf,
  drawAmountFen,
  fundSourceOf,
  LONG_TERM,
  procurementMethodOf,
} from './money';
import type { PathStep } from './paths';
import type { Rand } from './random';
import { chance, pick, randInt } from './random';
import type { WorldBureau, WorldCounterpart, WorldUnit } from './world';

/** Three years back from today: the oldest day a generated contract may start. */
export const HISTORY_DAYS = 1095;

export type RedRule = 'filingOverdue' | 'conditionOverdue' | 'performanceOverdue' | 'dishonest' | 'dispute';

export interface ProjectPlan {
  unit: WorldUnit;
  name: string;
  category: ContractCategory;
  archived: boolean;
  contracts: ContractPlan[];
  handlerId: number | null;
  id: number;
}

export interface ContractPlan {
  seq: number;
  unit: WorldUnit;
  bureau: WorldBureau | null;
  attribute: 'main' | 'supplementary';
  parent: ContractPlan | null;
  project: ProjectPlan | null;
  category: ContractCategory;
  name: string;
  subject: string;
  amountFen: number;
  direction: MoneyDirection;
  fundSource: string | null;
  procurementMethod: string | null;
  majorDecision: boolean;
  keyProject: boolean;
  preferentialTerms: boolean;
  flags: ContractFlags;
  ourRole: 'A' | 'B';
  partyB: WorldCounterpart;
  partyC: WorldCounterpart | null;
  handlerId: number | null;
  legalUserId: number | null;
  leaderId: number | null;
  bureauUserId: number | null;
  /** The legal adviser asked for the seek-opinion matter, if one is. */
  lawyerId: number | null;
  source: 'system' | 'v1';
  status: ContractStatus;
  intent: Intent;
  redRule: RedRule | null;
  steps: PathStep[];
  signingMethod: 'online' | 'offline' | null;
  /** The day of the creation (or import), then of each step. */
  days: number[];
  /** For imported contracts: the signing day in the 1.0 system. */
  v1SignDay: number | null;
  /** Days a conditional filing gives to fix its defects. */
  conditionPeriod: number;
  /** Days the contract's performance lasts. */
  performDays: number;
  childCount: number;
  /** Assigned when the rows are made. */
  id: number;
}

export interface Draft {
  category: ContractCategory;
  amountFen: number;
  majorDecision: boolean;
  keyProject: boolean;
  preferentialTerms: boolean;
}

/** Fills in the money side and the classification of a drafted contract. */
export function classify(d: Draft, rand: Rand, thresholdFen?: number) {
  const direction = directionOf(d.category, rand);
  const input = {
    category: d.category,
    amountFen: d.amountFen,
    majorDecision: d.majorDecision,
    keyProject: d.keyProject,
    preferentialTerms: d.preferentialTerms,
  };
  const flags: ContractFlags = { major: isMajorContract(input, thresholdFen), fairReview: needsFairReview(input) };
  return {
    direction,
    fundSource: fundSourceOf(d.category, direction, rand),
    procurementMethod: procurementMethodOf(d.category, d.amountFen, rand),
    flags,
  };
}

/** The flags a unit sets on a new contract (major decision, key project, preferential terms). */
export function drawFlags(category: ContractCategory, amountFen: number, rand: Rand) {
  const big = amountFen >= 500 * 1_000_000;
  const works = ['procurementWorks', 'govInvestedConstruction', 'affordableHousing', 'franchisePPP'].includes(category);
  return {
    majorDecision: big && chance(rand, 0.06),
    keyProject: works && chance(rand, 0.1),
    preferentialTerms:
      category === 'investmentAttraction' ||
      (category === 'entrustmentGrant' && chance(rand, 0.25)) ||
      (category === 'stateAssetLease' && chance(rand, 0.1)) ||
      (category === 'naturalResourceRights' && chance(rand, 0.05)),
  };
}

export const drawAmount = (category: ContractCategory, rand: Rand): number => {
  const [lo, hi] = AMOUNT_RANGE_FEN[category];
  return drawAmountFen(rand, lo, hi);
};

/** Probability of [red, yellow] by status. */
const INTENT: Partial<Record<ContractStatus, readonly [number, number]>> = {
  filingPending: [0.35, 0.25],
  filingReturned: [0.4, 0.2],
  conditionallyFiled: [0.45, 0.25],
  performing: [0.13, 0.28],
  suspended: [0.4, 0.1],
  disputed: [1, 0],
};
const DISHONEST_ONLY: ReadonlySet<ContractStatus> = new Set<ContractStatus>([
  'survey',
  'seeking',
  'unitReview',
  'bureauReview',
  'finalDraft',
  'fairReview',
  'decision',
  'approval',
  'toSign',
  'signing',
  'filingReview',
  'filed',
  'rectified',
]);

export function drawIntent(status: ContractStatus, rand: Rand): { intent: Intent; redRule: RedRule | null } {
  if (status === 'disputed') return { intent: 'red', redRule: 'dispute' };
  if (DISHONEST_ONLY.has(status)) return chance(rand, 0.02) ? { intent: 'red', redRule: 'dishonest' } : { intent: 'green', redRule: null };
  const p = INTENT[status];
  if (!p) return { intent: 'green', redRule: null };
  const r = rand();
  if (r < p[0]) return { intent: 'red', redRule: redRuleFor(status, rand) };
  if (r < p[0] + p[1]) return { intent: 'yellow', redRule: null };
  return { intent: 'green', redRule: null };
}

export function redRuleFor(status: ContractStatus, rand: Rand): RedRule {
  switch (status) {
    case 'disputed':
      return 'dispute';
    case 'filingPending':
    case 'filingReturned':
      return chance(rand, 0.85) ? 'filingOverdue' : 'dishonest';
    case 'conditionallyFiled':
      return chance(rand, 0.9) ? 'conditionOverdue' : 'dishonest';
    case 'performing':
    case 'suspended':
      return chance(rand, 0.85) ? 'performanceOverdue' : 'dishonest';
    default:
      return 'dishonest';
  }
}

/** Long-term contracts cannot have finished performing within three years. */
export function fitStatus(status: ContractStatus, category: ContractCategory): ContractStatus {
  if (LONG_TERM.has(category) && (status === 'performanceCompleted' || status === 'archived')) return 'performing';
  return status;
}

const REVIEW_DAYS: Readonly<Record<ReviewStep, readonly [number, number]>> = {
  survey: [2, 8],
  seeking: [3, 10],
  unitReview: [2, 7],
  bureauReview: [5, 15],
  finalDraft: [1, 5],
  fairReview: [3, 8],
  decision: [3, 15],
  approval: [1, 4],
};

/** Days spent in `step.from` before the step. */
function gapBefore(step: PathStep, plan: ContractPlan, rand: Rand, returnedBefore: boolean): number {
  const from = step.from;
  if (isReviewStep(from)) {
    const [lo, hi] = REVIEW_DAYS[from];
    return randInt(rand, lo, hi);
  }
  switch (step.action) {
    case 'register':
      return randInt(rand, 0, 5);
    case 'submitForReview':
      return returnedBefore ? randInt(rand, 2, 7) : randInt(rand, 0, 4);
    case 'startOnlineSigning':
      return from === 'toSign' ? randInt(rand, 1, 10) : 1;
    case 'uploadSignedScan':
      return randInt(rand, 3, 20);
    case 'completeOnlineSigning':
      return randInt(rand, 1, 7);
    case 'cancelOnlineSigning':
      return randInt(rand, 1, 5);
    case 'submitFiling':
      if (from === 'filingReturned') return randInt(rand, 3, 15);
      return chance(rand, 0.08) ? randInt(rand, 31, 45) : randInt(rand, 3, 25);
    case 'acceptFiling':
    case 'fileConditionally':
    case 'returnFiling':
    case 'refuseFiling':
      return randInt(rand, 3, 12);
    case 'submitRectification':
      return randInt(rand, 5, Math.max(6, plan.conditionPeriod - 1));
    case 'confirmRectification':
    case 'rejectRectification':
      return randInt(rand, 2, 8);
    case 'startPerformance':
      return randInt(rand, 0, 10);
    case 'completePerformance':
      return Math.min(plan.performDays, 720);
    case 'archive':
      return randInt(rand, 5, 60);
    case 'suspend':
    case 'raiseDispute':
      return from === 'performing' ? randInt(rand, 30, 300) : randInt(rand, 10, 60);
    case 'resume':
      return randInt(rand, 20, 120);
    case 'resolveDispute':
      return randInt(rand, 15, 90);
    case 'terminate':
      return from === 'performing' ? randInt(rand, 30, 400) : randInt(rand, 10, 120);
    case 'void':
      return randInt(rand, 1, 60);
    default:
      return randInt(rand, 1, 5);
  }
}

const SIGN_ACTIONS = new Set(['uploadSignedScan', 'completeOnlineSigning']);
const IN_PERFORMANCE = new Set<ContractStatus>(['performing', 'suspended', 'disputed']);

/**
 * Days since the last event (the time spent in the current status so far), shaped so that the
 * contract carries the risk it is meant to: filing due or overdue, defects due or overdue.
 */
function dwell(plan: ContractPlan, gaps: number[], available: number, rand: Rand): number {
  const { status, intent } = plan;
  const anywhere = (min: number) => randInt(rand, min, Math.max(min, available));
  const signIndex = plan.steps.findIndex((s) => SIGN_ACTIONS.has(s.action));
  const sinceSign = (days: number) => {
    // The time from the signing to the last event is already in the gaps.
    let after = 0;
    for (let i = signIndex + 2; i < gaps.length; i++) after += gaps[i]!;
    return Math.max(0, days - after);
  };
  if (isReviewStep(status)) return randInt(rand, 0, 9);
  switch (status) {
    case 'draft':
      return randInt(rand, 0, 90);
    case 'registered':
      return randInt(rand, 0, 30);
    case 'toSign':
      return randInt(rand, 0, 20);
    case 'signing':
      return randInt(rand, 0, 8);
    case 'filingPending':
    case 'filingReturned':
      // Due 20 working days after signing (26-28 days, more over a holiday), near within 5 working days.
      if (intent === 'red' && plan.redRule === 'filingOverdue') return sinceSign(randInt(rand, 40, 150));
      if (intent === 'yellow') return sinceSign(randInt(rand, 22, 24));
      return sinceSign(randInt(rand, 0, 15));
    case 'conditionallyFiled': {
      const p = plan.conditionPeriod;
      if (intent === 'red' && plan.redRule === 'conditionOverdue') return randInt(rand, p + 1, p + 60);
      if (intent === 'yellow') return randInt(rand, p - 5, p - 2);
      return randInt(rand, 0, p - 10);
    }
    case 'filingReview':
      return randInt(rand, 0, 12);
    case 'filed':
      return plan.source === 'v1' ? anywhere(0) : randInt(rand, 0, 10);
    case 'rectified':
      return randInt(rand, 0, 8);
    case 'performanceCompleted':
      return randInt(rand, 0, Math.min(120, Math.max(0, available)));
    default:
      if (IN_PERFORMANCE.has(status)) {
        const cap = Math.max(3, Math.min(available, Math.floor(plan.performDays * 0.9)));
        return randInt(rand, 3, cap);
      }
      return anywhere(0);
  }
}

/**
 * Lays out the event days: backwards from today minus the dwell, each gap on working days, squeezed
 * proportionally when the whole would start before `lowerBound`.
 */
export function layOutDays(plan: ContractPlan, today: number, lowerBound: number, rand: Rand): number[] {
  const gaps = [0];
  let returned = false;
  for (const step of plan.steps) {
    gaps.push(gapBefore(step, plan, rand, returned));
    if (step.action === 'returnTo') returned = true;
  }
  const span = gaps.reduce((a, b) => a + b, 0);
  const available = today - lowerBound - span;
  const last = Math.max(lowerBound, today - dwell(plan, gaps, available, rand));
  const place = (scale: number): number[] => {
    const days = new Array<number>(gaps.length);
    days[gaps.length - 1] = NOTICE_CALENDAR.onOrBefore(last);
    for (let i = gaps.length - 1; i > 0; i--) days[i - 1] = NOTICE_CALENDAR.onOrBefore(days[i]! - Math.floor(gaps[i]! * scale));
    return days;
  };
  let days = place(1);
  if (days[0]! < lowerBound) {
    const room = Math.max(0, last - lowerBound - 2 * gaps.length);
    days = place(span > 0 ? room / span : 0);
  }
  // Never before the bound, never out of order.
  days[0] = Math.max(days[0]!, lowerBound);
  for (let i = 1; i < days.length; i++) days[i] = Math.max(days[i]!, days[i - 1]!);
  return days;
}

/** Users of a list, the first (the demo account, the longest-serving) most often. */
export function pickActor(rand: Rand, ids: readonly number[]): number | null {
  if (!ids.length) return null;
  if (ids.length === 1 || chance(rand, 0.7)) return ids[0]!;
  return pick(rand, ids.slice(1));
}
