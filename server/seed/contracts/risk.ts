/**
 * The risk rules as the generator applies them to the data it has made, so a contract's code and
 * flags always follow from its rows: the rules themselves are src/domain/risk.ts (the server's too);
 * this file turns the generator's in-memory facts into the rules' input and back-dates each flag to
 * the day it would have been raised.
 */
import type { RiskCode } from '../../../src/domain/contract';
import { NOTICE_CALENDAR } from '../calendar';
import { REVIEW_STEPS, type ContractStatus } from '../../../src/domain/lifecycle';
import { DEFAULT_WARNING_DAYS, nearUntil, type RiskLevel, type RiskRule, evaluateRisk as evaluateRules, riskCodeOf as codeOf } from '../../../src/domain/risk';

/** "Near" for the yellow rule: working days, through the notices' calendar (the default rule). */
export const DEADLINE_NEAR_DAYS = DEFAULT_WARNING_DAYS;

/** The last day a deadline is near on `today`. */
export const nearLimit = (today: number): number => nearUntil(today, { days: DEADLINE_NEAR_DAYS, calendar: NOTICE_CALENDAR });

export type { RiskRule } from '../../../src/domain/risk';

export interface RiskInput {
  status: ContractStatus;
  createdDay: number;
  /** Names of the counterparts on the serious-dishonesty list. */
  dishonestNames: readonly string[];
  signDay: number | null;
  /** When the filing is due (the default rule's working days after signing), once signed. */
  filingDueDay: number | null;
  conditions: readonly { deadlineDay: number; status: string }[];
  records: readonly { title: string; dueDay: number | null; status: string }[];
  performEndDay: number | null;
  /** When the current dispute was raised. */
  disputeDay: number | null;
}

export interface RiskFlagDraft {
  rule: RiskRule;
  level: RiskLevel;
  detail: string;
  raisedDay: number;
}

/**
 * The filing a contract of this status has in the generated rows: none before it is submitted, the
 * returned one after a return, one under review, else an accepted (or conditional) one.
 */
function generatedFiling(status: ContractStatus, dueDay: number | null): { status: string; dueDay: number | null } | null {
  if (status === 'filingPending') return null;
  if (status === 'filingReturned') return { status: 'returned', dueDay };
  return { status: status === 'filingReview' ? 'review' : 'filed', dueDay };
}

export function evaluateRisk(c: RiskInput, today: number, nearDays = DEADLINE_NEAR_DAYS): RiskFlagDraft[] {
  const { flags } = evaluateRules(
    {
      status: c.status,
      isMajor: false,
      needsFairReview: false,
      imported: false,
      signDay: c.signDay,
      filingDueDay: c.filingDueDay,
      // Generated histories are walks of the status machine: every contract passes its chain before signing.
      passedSteps: REVIEW_STEPS,
      filing: generatedFiling(c.status, c.filingDueDay),
      conditions: c.conditions,
      records: c.records,
      performEndDay: c.performEndDay,
      counterparts: c.dishonestNames.map((name) => ({ name, dishonest: true })),
    },
    today,
    { days: nearDays, calendar: NOTICE_CALENDAR },
  );
  return flags.map((f) => {
    let raisedDay: number;
    if (f.rule === 'dishonestCounterpart') raisedDay = c.createdDay;
    else if (f.rule === 'dispute') raisedDay = c.disputeDay ?? today;
    else if (f.rule === 'performanceOverdue') raisedDay = Math.min(today, f.since ?? today);
    else if (f.rule === 'deadlineNear') raisedDay = Math.max(c.createdDay, f.since ?? c.createdDay);
    else raisedDay = f.since ?? today;
    return { rule: f.rule, level: f.level, detail: f.detail, raisedDay };
  });
}

export const riskCodeOf = (flags: readonly { level: string }[]): RiskCode => codeOf(flags);
