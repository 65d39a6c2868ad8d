import { describe, expect, it } from 'vitest';
import { isMajorContract, needsFairReview } from '../../src/domain/contract';
import {
  allowedMoves,
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  type ContractAction,
  type ContractFlags,
  type ContractStatus,
  canAddSupplement,
  decideMove,
  isGenericAction,
  needsReason,
  REASON_REQUIRED,
  returnTargets,
  reviewChain,
  TERMINAL_STATUSES,
} from '../../src/domain/lifecycle';

const MAJOR_FAIR: ContractFlags = { major: true, fairReview: true };
const ORDINARY: ContractFlags = { major: false, fairReview: false };

/**
 * Every allowed move, written out by hand for the two extreme contracts (returnTo is checked
 * separately). Anything not listed must be refused.
 */
const EXPECTED: Record<'majorFair' | 'ordinary', Partial<Record<ContractStatus, Partial<Record<ContractAction, ContractStatus>>>>> = {
  majorFair: {
    draft: { register: 'registered', void: 'void' },
    registered: { submitForReview: 'survey', void: 'void' },
    survey: { pass: 'seeking', void: 'void' },
    seeking: { pass: 'unitReview', void: 'void' },
    unitReview: { pass: 'bureauReview', void: 'void' },
    bureauReview: { pass: 'finalDraft', void: 'void' },
    finalDraft: { pass: 'fairReview', void: 'void' },
    fairReview: { pass: 'decision', void: 'void' },
    decision: { pass: 'approval', void: 'void' },
    approval: { pass: 'toSign', void: 'void' },
    toSign: { startOnlineSigning: 'signing', uploadSignedScan: 'filingPending', void: 'void' },
    signing: { completeOnlineSigning: 'filingPending', cancelOnlineSigning: 'toSign' },
    filingPending: { submitFiling: 'filingReview' },
    filingReturned: { submitFiling: 'filingReview' },
    filingReview: {
      acceptFiling: 'filed',
      fileConditionally: 'conditionallyFiled',
      returnFiling: 'filingReturned',
      refuseFiling: 'filingRefused',
    },
    conditionallyFiled: { submitRectification: 'rectified' },
    rectified: { confirmRectification: 'filed', rejectRectification: 'conditionallyFiled' },
    filingRefused: { void: 'void' },
    filed: { startPerformance: 'performing' },
    performing: {
      completePerformance: 'performanceCompleted',
      suspend: 'suspended',
      raiseDispute: 'disputed',
      terminate: 'terminated',
    },
    suspended: { resume: 'performing', raiseDispute: 'disputed', terminate: 'terminated' },
    disputed: { resolveDispute: 'performing', terminate: 'terminated' },
    performanceCompleted: { archive: 'archived' },
  },
  ordinary: {},
};
// An ordinary contract skips bureau review, fair review and the collective decision.
EXPECTED.ordinary = {
  ...EXPECTED.majorFair,
  unitReview: { pass: 'finalDraft', void: 'void' },
  finalDraft: { pass: 'approval', void: 'void' },
  // Steps that do not apply can only be left by voiding (a contract is never put there).
  bureauReview: { void: 'void' },
  fairReview: { void: 'void' },
  decision: { void: 'void' },
};

describe('contract status machine', () => {
  for (const [name, flags] of [
    ['majorFair', MAJOR_FAIR],
    ['ordinary', ORDINARY],
  ] as const) {
    it(`${name}: allows exactly the listed moves, leading where listed, and refuses every other`, () => {
      for (const status of CONTRACT_STATUSES) {
        for (const action of CONTRACT_ACTIONS) {
          if (action === 'returnTo') continue;
          const expected = EXPECTED[name][status]?.[action];
          const result = decideMove(status, action, flags);
          if (expected) expect(result, `${status} --${action}-->`).toMatchObject({ ok: true, to: expected });
          else expect(result, `${status} --${action}--> must be refused`).toEqual({ ok: false, reason: 'notAllowed' });
        }
      }
    });
  }

  it('returns a review step only to an earlier step of its own chain, or to registered', () => {
    expect(returnTargets('approval', MAJOR_FAIR)).toEqual([
      'registered',
      'survey',
      'seeking',
      'unitReview',
      'bureauReview',
      'finalDraft',
      'fairReview',
      'decision',
    ]);
    expect(returnTargets('approval', ORDINARY)).toEqual(['registered', 'survey', 'seeking', 'unitReview', 'finalDraft']);
    expect(returnTargets('survey', ORDINARY)).toEqual(['registered']);
    expect(decideMove('unitReview', 'returnTo', ORDINARY, 'seeking')).toEqual({ ok: true, to: 'seeking', actor: 'unitLegal' });
    expect(decideMove('unitReview', 'returnTo', ORDINARY, 'approval')).toEqual({ ok: false, reason: 'badTarget' });
    expect(decideMove('unitReview', 'returnTo', ORDINARY)).toEqual({ ok: false, reason: 'badTarget' });
    expect(decideMove('finalDraft', 'returnTo', ORDINARY, 'bureauReview')).toEqual({ ok: false, reason: 'badTarget' });
    for (const status of CONTRACT_STATUSES) {
      const review = reviewChain(MAJOR_FAIR).includes(status as never);
      expect(decideMove(status, 'returnTo', MAJOR_FAIR, 'registered').ok, status).toBe(review);
    }
  });

  it('names who makes each review move', () => {
    const actorOf = (s: ContractStatus) => allowedMoves(s, MAJOR_FAIR).find((m) => m.action === 'pass')?.actor;
    expect(actorOf('survey')).toBe('owner');
    expect(actorOf('unitReview')).toBe('unitLegal');
    expect(actorOf('bureauReview')).toBe('bureau');
    expect(actorOf('fairReview')).toBe('unitLegal');
    expect(actorOf('decision')).toBe('leader');
    expect(actorOf('approval')).toBe('leader');
    expect(decideMove('filingReview', 'acceptFiling', ORDINARY)).toMatchObject({ actor: 'bureau' });
  });

  it('has archived, terminated and void as its only dead ends', () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(['archived', 'terminated', 'void']);
  });

  it('allows supplementary agreements only on contracts in force', () => {
    expect(canAddSupplement('performing')).toBe(true);
    expect(canAddSupplement('filed')).toBe(true);
    expect(canAddSupplement('draft')).toBe(false);
    expect(canAddSupplement('archived')).toBe(false);
    expect(canAddSupplement('void')).toBe(false);
  });
});

describe('classification', () => {
  const base = { category: 'procurementGoods' as const, amountFen: 100_000 };
  it('makes a contract major by category, flags or amount', () => {
    expect(isMajorContract(base)).toBe(false);
    expect(isMajorContract({ ...base, category: 'franchisePPP' })).toBe(true);
    expect(isMajorContract({ ...base, category: 'expropriation' })).toBe(true);
    expect(isMajorContract({ ...base, keyProject: true })).toBe(true);
    expect(isMajorContract({ ...base, majorDecision: true })).toBe(true);
    expect(isMajorContract({ ...base, amountFen: 10_000_000 * 100 })).toBe(true);
    expect(isMajorContract({ ...base, amountFen: 10_000_000 * 100 - 1 })).toBe(false);
    expect(isMajorContract({ ...base, amountFen: 500_000 }, 500_000)).toBe(true);
  });
  it('needs fair-competition review for preferential terms', () => {
    expect(needsFairReview(base)).toBe(false);
    expect(needsFairReview({ ...base, category: 'investmentAttraction' })).toBe(true);
    expect(needsFairReview({ ...base, preferentialTerms: true })).toBe(true);
  });
});

describe('the moves of contract/move and their reasons', () => {
  it('makes the owner moves there, and no review step (those are matters)', () => {
    expect(isGenericAction('submitForReview')).toBe(true);
    expect(isGenericAction('void')).toBe(true);
    expect(isGenericAction('pass')).toBe(false);
    expect(isGenericAction('returnTo')).toBe(false);
  });

  it('asks a reason for suspending, a dispute, terminating and voiding, and only those', () => {
    expect(CONTRACT_ACTIONS.filter(needsReason)).toEqual(['suspend', 'raiseDispute', 'terminate', 'void']);
    expect(REASON_REQUIRED.every(isGenericAction)).toBe(true);
  });
});
