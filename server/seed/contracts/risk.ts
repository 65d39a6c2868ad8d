/**
 * The risk rules (DESIGN.md section 3, "Risk code") as the generator applies them to the data it has
 * made, so a contract's code and flags always follow from its rows. Red: filing overdue, conditional-
 * filing defects not fixed by their deadline, performance overdue or breached, a counterpart on the
 * serious-dishonesty list, a dispute. Yellow: a deadline (filing, defect, payment or milestone, end of
 * performance) within DEADLINE_NEAR_DAYS.
 */
import type { RiskCode } from '../../../src/domain/contract';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import { isoDate } from '../../../src/domain/calendar';
import { RISK_DETAIL } from './texts';

/** "Near" for the yellow rule. */
export const DEADLINE_NEAR_DAYS = 7;

export const RISK_RULES = [
  'filingOverdue',
  'conditionOverdue',
  'performanceOverdue',
  'dishonestCounterpart',
  'dispute',
  'deadlineNear',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** Statuses after which no rule applies any more. */
const FINISHED: ReadonlySet<ContractStatus> = new Set<ContractStatus>([
  'performanceCompleted',
  'archived',
  'terminated',
  'void',
  'filingRefused',
]);
const FILING_OPEN: ReadonlySet<ContractStatus> = new Set<ContractStatus>(['filingPending', 'filingReturned']);
const IN_PERFORMANCE: ReadonlySet<ContractStatus> = new Set<ContractStatus>(['performing', 'suspended', 'disputed']);

export interface RiskInput {
  status: ContractStatus;
  createdDay: number;
  /** Names of the counterparts on the serious-dishonesty list. */
  dishonestNames: readonly string[];
  /** When the filing is due (signing + 30 days), once signed. */
  filingDueDay: number | null;
  conditions: readonly { deadlineDay: number; status: string }[];
  records: readonly { title: string; dueDay: number | null; status: string }[];
  performEndDay: number | null;
  /** When the current dispute was raised. */
  disputeDay: number | null;
}

export interface RiskFlagDraft {
  rule: RiskRule;
  level: 'red' | 'yellow';
  detail: string;
  raisedDay: number;
}

export function evaluateRisk(c: RiskInput, today: number, nearDays = DEADLINE_NEAR_DAYS): RiskFlagDraft[] {
  if (FINISHED.has(c.status)) return [];
  const flags: RiskFlagDraft[] = [];
  for (const name of c.dishonestNames) {
    flags.push({ rule: 'dishonestCounterpart', level: 'red', detail: RISK_DETAIL.dishonestCounterpart(name), raisedDay: c.createdDay });
  }
  if (c.status === 'disputed') {
    flags.push({ rule: 'dispute', level: 'red', detail: RISK_DETAIL.dispute(), raisedDay: c.disputeDay ?? today });
  }
  const near: { day: number; what: string }[] = [];
  if (FILING_OPEN.has(c.status) && c.filingDueDay !== null) {
    if (c.filingDueDay < today) {
      flags.push({
        rule: 'filingOverdue',
        level: 'red',
        detail: RISK_DETAIL.filingOverdue(isoDate(c.filingDueDay)),
        raisedDay: c.filingDueDay + 1,
      });
    } else near.push({ day: c.filingDueDay, what: '合同备案期限' });
  }
  if (c.status === 'conditionallyFiled') {
    const open = c.conditions.filter((x) => x.status === 'open' || x.status === 'overdue');
    const late = open.filter((x) => x.deadlineDay < today);
    if (late.length) {
      const first = Math.min(...late.map((x) => x.deadlineDay));
      flags.push({ rule: 'conditionOverdue', level: 'red', detail: RISK_DETAIL.conditionOverdue(isoDate(first)), raisedDay: first + 1 });
    }
    for (const x of open) if (x.deadlineDay >= today) near.push({ day: x.deadlineDay, what: '附条件备案整改期限' });
  }
  if (IN_PERFORMANCE.has(c.status)) {
    const late = c.records.filter((r) => r.status === 'overdue' || r.status === 'breached');
    if (late.length) {
      const first = late.reduce((a, b) => ((a.dueDay ?? today) <= (b.dueDay ?? today) ? a : b));
      const due = first.dueDay ?? today;
      flags.push({
        rule: 'performanceOverdue',
        level: 'red',
        detail: RISK_DETAIL.performanceOverdue(first.title, isoDate(due)),
        raisedDay: Math.min(today, due + 1),
      });
    }
    for (const r of c.records) if (r.status === 'planned' && r.dueDay !== null && r.dueDay >= today) near.push({ day: r.dueDay, what: `履约事项“${r.title}”` });
    if (c.status === 'performing' && c.performEndDay !== null && c.performEndDay >= today) near.push({ day: c.performEndDay, what: '合同履行期限' });
  }
  const soon = near.filter((n) => n.day - today <= nearDays).sort((a, b) => a.day - b.day)[0];
  if (soon) {
    flags.push({
      rule: 'deadlineNear',
      level: 'yellow',
      detail: RISK_DETAIL.deadlineNear(soon.what, isoDate(soon.day)),
      raisedDay: Math.max(c.createdDay, soon.day - nearDays),
    });
  }
  return flags;
}

export const riskCodeOf = (flags: readonly { level: string }[]): RiskCode =>
  flags.some((f) => f.level === 'red') ? 'red' : flags.some((f) => f.level === 'yellow') ? 'yellow' : 'green';
