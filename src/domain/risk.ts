/**
 * The risk rules (ARCHITECTURE.md section 3, "Risk code"): from the facts of one contract and today's date,
 * which rules hold, and the contract's code. Pure: no I/O, no clock (today is an argument). The
 * server (server/modules/contracts/risk.ts) loads the facts and keeps risk_flags and
 * contracts.risk_code in line with this; the demo generator applies the same rules to the rows it
 * makes. docs/api/risk.md has the table of rules.
 *
 * Red: signed without a required review (signedWithoutReview); filing not submitted by its due date
 * (filingOverdue, which is also how a contract signed and never filed shows); conditional-filing
 * defects not fixed by their deadline (conditionOverdue); performance overdue or breached
 * (performanceOverdue); a counterpart on the serious-dishonesty list (dishonestCounterpart); a
 * dispute (dispute). Yellow: a deadline — filing, defect, performance item, end of performance —
 * within the warning's working days (deadlineNear, naming the nearest one).
 *
 * Which statuses count: every status from draft to disputed (a contract in force or on its way
 * there). performanceCompleted, archived, terminated, void and filingRefused are finished: no rule
 * applies, so their code is green and their flags are cleared.
 */
import { isoDate, WEEKENDS_ONLY, type WorkCalendar } from './calendar';
import { TIME_RULE_DEFAULTS } from './time-rules';
import type { RiskCode } from './contract';
import { type ContractFlags, type ContractStatus, type ReviewStep, STATUS_PHASE, stepApplies } from './lifecycle';

export const RISK_RULES = [
  'signedWithoutReview',
  'filingOverdue',
  'conditionOverdue',
  'performanceOverdue',
  'dishonestCounterpart',
  'dispute',
  'deadlineNear',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];
export type RiskLevel = 'red' | 'yellow';

export const RISK_RULE_LEVEL: Record<RiskRule, RiskLevel> = {
  signedWithoutReview: 'red',
  filingOverdue: 'red',
  conditionOverdue: 'red',
  performanceOverdue: 'red',
  dishonestCounterpart: 'red',
  dispute: 'red',
  deadlineNear: 'yellow',
};

/**
 * "Near" for the yellow rule: a deadline at most `days` working days after today, counted through
 * `calendar` (the area's warningDays rule on the server, docs/api/time-rules.md).
 */
export interface RiskWarning {
  days: number;
  calendar: WorkCalendar;
}

/** The default warning: the rule's default, weekends only (the server passes its calendar). */
export const DEFAULT_WARNING_DAYS = TIME_RULE_DEFAULTS.warningDays;
export const DEFAULT_WARNING: RiskWarning = { days: DEFAULT_WARNING_DAYS, calendar: WEEKENDS_ONLY };

/** Is `day` within the warning of `today` (not after it by more than the warning's working days)? */
export const isNear = (day: number, today: number, w: RiskWarning): boolean => w.calendar.workdaysBetween(today, day) <= w.days;

/** The last day that is near on `today`: the day before the working day after the window (a weekend after it is near too). */
export const nearUntil = (today: number, w: RiskWarning): number => w.calendar.addWorkdays(today, w.days + 1) - 1;

/** The first day from which `day` is near: the window's start. */
export function nearFrom(day: number, w: RiskWarning): number {
  let from = day;
  while (w.calendar.workdaysBetween(from - 1, day) <= w.days) from--;
  return from;
}

/** Finished: no rule applies. */
export const RISK_FREE_STATUSES: readonly ContractStatus[] = ['performanceCompleted', 'archived', 'terminated', 'void', 'filingRefused'];
const FINISHED: ReadonlySet<ContractStatus> = new Set(RISK_FREE_STATUSES);

/** Signed and not finished: the filing and performance phases. */
export const isSignedStatus = (s: ContractStatus): boolean =>
  !FINISHED.has(s) && (STATUS_PHASE[s] === 'filing' || STATUS_PHASE[s] === 'performance');

/** Being performed: the performance rules apply. */
export const IN_PERFORMANCE_STATUSES: readonly ContractStatus[] = ['performing', 'suspended', 'disputed'];
const IN_PERFORMANCE: ReadonlySet<ContractStatus> = new Set(IN_PERFORMANCE_STATUSES);

/** The reviews a contract must pass before signing: legality (unit; bureau too if major), fair competition where it applies. */
export const REQUIRED_REVIEWS: readonly ReviewStep[] = ['unitReview', 'bureauReview', 'fairReview'];
export const requiredReviews = (flags: ContractFlags): ReviewStep[] => REQUIRED_REVIEWS.filter((s) => stepApplies(s, flags));

/** Filing statuses (filings.status) that mean the filing was submitted: under review or accepted. */
export const FILING_SUBMITTED_STATUSES: readonly string[] = ['review', 'filed', 'conditional', 'rectified'];

/** Conditions (filing_conditions.status) not fixed yet. */
const CONDITION_OPEN: ReadonlySet<string> = new Set(['open', 'overdue']);
/** Performance records (performance_records.status) late by their status. */
const RECORD_LATE: ReadonlySet<string> = new Set(['overdue', 'breached']);

const REVIEW_NAME: Partial<Record<ReviewStep, string>> = {
  unitReview: '单位合法性审查',
  bureauReview: '司法局合法性审查',
  fairReview: '公平竞争审查',
};

/** The flag texts (stored in risk_flags.detail, zh-CN like every stored text). */
export const RISK_DETAIL = {
  signedWithoutReview: (missing: string) => `合同签订前未经${missing}。`,
  filingOverdue: (due: string) => `合同签订后未在规定期限内报送备案，备案期限${due}已过。`,
  conditionOverdue: (deadline: string) => `附条件备案整改事项未在${deadline}前完成整改。`,
  performanceOverdue: (title: string, due: string) => `履约事项“${title}”应于${due}完成，已逾期。`,
  dishonestCounterpart: (name: string) => `相对方${name}被列入严重失信主体名单。`,
  dispute: () => '合同履行发生争议。',
  deadlineNear: (what: string, date: string) => `${what}将于${date}到期。`,
} as const;

const NEAR_WHAT = {
  filing: '合同备案期限',
  condition: '附条件备案整改期限',
  record: (title: string) => `履约事项“${title}”`,
  performEnd: '合同履行期限',
} as const;

/** What the rules look at (days are calendar.ts days on the Beijing calendar). */
export interface RiskFacts {
  status: ContractStatus;
  isMajor: boolean;
  needsFairReview: boolean;
  /** Imported from the 1.0 system: reviewed and filed there, so the review and filing rules skip it. */
  imported: boolean;
  signDay: number | null;
  /** When filing is due (contracts.filing_due, set at signing by the area's rule); null before signing. */
  filingDueDay: number | null;
  /** Review steps the contract has passed (status_history 'pass' moves, by their from-status). */
  passedSteps: readonly ReviewStep[];
  /** The latest filing (filings.status and due day), or null when none was submitted. */
  filing: { status: string; dueDay: number | null } | null;
  /** The conditions of its conditional filing (only open and overdue ones matter). */
  conditions: readonly { deadlineDay: number; status: string }[];
  /** Performance records, in the order they were registered. */
  records: readonly { title: string; dueDay: number | null; status: string }[];
  performEndDay: number | null;
  /** The counterparts (parties other than our unit) and their serious-dishonesty flag. */
  counterparts: readonly { name: string; dishonest: boolean }[];
}

export interface RiskFlagResult {
  rule: RiskRule;
  level: RiskLevel;
  detail: string;
  /**
   * The first day the rule held as far as the facts tell (the day after a missed deadline, the first
   * day of the warning window, the signing day), or null when they do not tell (dishonesty, dispute).
   */
  since: number | null;
}

export interface RiskResult {
  code: RiskCode;
  flags: RiskFlagResult[];
}

export const riskCodeOf = (flags: readonly { level: string }[]): RiskCode =>
  flags.some((f) => f.level === 'red') ? 'red' : flags.some((f) => f.level === 'yellow') ? 'yellow' : 'green';

/** When the filing is due: the filing row's due date, else the contract's. */
export const filingDueDay = (c: Pick<RiskFacts, 'filingDueDay' | 'filing'>): number | null => c.filing?.dueDay ?? c.filingDueDay;

/** The rules that hold for one contract today, in a fixed order, and the resulting code. */
export function evaluateRisk(c: RiskFacts, today: number, warning: RiskWarning = DEFAULT_WARNING): RiskResult {
  if (FINISHED.has(c.status)) return { code: 'green', flags: [] };
  const flags: RiskFlagResult[] = [];
  const red = (rule: RiskRule, detail: string, since: number | null) => flags.push({ rule, level: 'red', detail, since });
  const signed = isSignedStatus(c.status);

  if (signed && !c.imported) {
    const passed = new Set(c.passedSteps);
    const missing = requiredReviews({ major: c.isMajor, fairReview: c.needsFairReview }).filter((s) => !passed.has(s));
    if (missing.length) red('signedWithoutReview', RISK_DETAIL.signedWithoutReview(missing.map((s) => REVIEW_NAME[s]).join('、')), c.signDay);
  }
  for (const cp of c.counterparts) if (cp.dishonest) red('dishonestCounterpart', RISK_DETAIL.dishonestCounterpart(cp.name), null);
  if (c.status === 'disputed') red('dispute', RISK_DETAIL.dispute(), null);

  // Deadlines still ahead, in a fixed order: the nearest one (first on a tie) names the yellow flag.
  const ahead: { day: number; what: string }[] = [];

  const filingOutstanding = signed && !c.imported && !(c.filing && FILING_SUBMITTED_STATUSES.includes(c.filing.status));
  const filingDue = filingOutstanding ? filingDueDay(c) : null;
  if (filingDue !== null) {
    if (filingDue < today) red('filingOverdue', RISK_DETAIL.filingOverdue(isoDate(filingDue)), filingDue + 1);
    else ahead.push({ day: filingDue, what: NEAR_WHAT.filing });
  }

  const open = c.conditions.filter((x) => CONDITION_OPEN.has(x.status));
  const lateConditions = open.filter((x) => x.deadlineDay < today);
  if (lateConditions.length) {
    const first = Math.min(...lateConditions.map((x) => x.deadlineDay));
    red('conditionOverdue', RISK_DETAIL.conditionOverdue(isoDate(first)), first + 1);
  }
  for (const x of open) if (x.deadlineDay >= today) ahead.push({ day: x.deadlineDay, what: NEAR_WHAT.condition });

  if (IN_PERFORMANCE.has(c.status)) {
    const late = c.records.filter((r) => RECORD_LATE.has(r.status) || (r.status === 'planned' && r.dueDay !== null && r.dueDay < today));
    if (late.length) {
      const first = late.reduce((a, b) => ((a.dueDay ?? today) <= (b.dueDay ?? today) ? a : b));
      const due = first.dueDay ?? today;
      red('performanceOverdue', RISK_DETAIL.performanceOverdue(first.title, isoDate(due)), due + 1);
    }
    for (const r of c.records) if (r.status === 'planned' && r.dueDay !== null && r.dueDay >= today) ahead.push({ day: r.dueDay, what: NEAR_WHAT.record(r.title) });
    if (c.status === 'performing' && c.performEndDay !== null && c.performEndDay >= today) ahead.push({ day: c.performEndDay, what: NEAR_WHAT.performEnd });
  }

  const soon = ahead.filter((n) => isNear(n.day, today, warning)).sort((a, b) => a.day - b.day)[0];
  if (soon) flags.push({ rule: 'deadlineNear', level: 'yellow', detail: RISK_DETAIL.deadlineNear(soon.what, isoDate(soon.day)), since: nearFrom(soon.day, warning) });

  return { code: riskCodeOf(flags), flags };
}
