/**
 * The statistics' narrow per-contract facts: for every contract, what a metric or a dimension needs
 * (its own columns, and what its audit trail, filings, performance records, matters, parties and
 * risk flags say), read with seven queries per range (or list) of contracts. table.ts keeps them in
 * columns; store.ts keeps them current on write.
 *
 * PGlite hands rows over slowly (about 40 µs a row for fifteen columns, measured), so every query
 * packs its rows into one string (packed.ts: fields joined by U+001F, rows by U+001E), with dates as
 * day numbers and statuses as small codes where it can: about ten times faster at 100k contracts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ContractStatus, ReviewStep } from '../../../src/domain/lifecycle';
import { stepMatterKind } from '../../../src/domain/matter';
import { matterWorkdays, type TimeRules } from '../../../src/domain/time-rules';
import type { StatsFilingStatus } from '../../../src/domain/stats';
import type { Db } from '../../db/client';
import type { WorkCalendar } from '../../../src/domain/calendar';
import { workCalendar } from '../calendar/store';
import { rulesResolver } from '../time-rules/store';
import { dateDaySql, dayOfSql, epochMsSql, groupRows, num, numOrNull, packed } from './packed';

/** The review steps whose timeliness the screens show: the legality reviews and the fair-competition review. */
export const TIMED_REVIEW_STEPS: readonly ReviewStep[] = ['unitReview', 'bureauReview', 'fairReview'];

export interface FeedEvent {
  id: number;
  /** Epoch milliseconds. */
  at: number;
  kind: string;
  level: string | null;
}

/** One contract's facts as loaded (table.ts stores them in columns). */
export interface ContractFact {
  id: number;
  status: ContractStatus;
  category: string;
  major: boolean;
  needsFairReview: boolean;
  amountFen: number;
  /** Calendar days (calendar.ts); signDay null before signing. */
  signDay: number | null;
  createdDay: number;
  signingMethod: 'online' | 'offline' | null;
  unitId: number;
  areaId: number | null;
  bureauUnitId: number | null;
  fundSource: string | null;
  riskCode: string;
  imported: boolean;
  /** Entered toSign (status_history), or signed. */
  reachedSigning: boolean;
  /** Passed the legality review it needs (unit; bureau too when major); imported contracts count as passed. */
  legalityPassed: boolean;
  /** Who reviewed legality, once passed: 'bureau' when it passed the bureau's review. */
  reviewLevel: 'unit' | 'bureau' | null;
  /** Passed the fair-competition review (imported contracts count as passed). */
  fairPassed: boolean;
  /** Finished visits of the timed review steps, their working days summed, and how many kept the step's limit. */
  reviews: number;
  reviewDays: number;
  reviewsOnTime: number;
  filingStatus: StatsFilingStatus | null;
  /** Filed or conditionally filed (the latest filing). */
  filed: boolean;
  /** Signed, and filed or past its filing due date: what the filing rate counts. */
  filingExpected: boolean;
  /** The first filing was submitted, or its due date has passed: what the on-time filing rate counts. */
  filingDue: boolean;
  /** The first filing was submitted by its due date. */
  filingOnTime: boolean;
  /** Performance items due (done, late, or past their date) and done by their date. */
  itemsDue: number;
  itemsOnTime: number;
  /** Matters of this contract still pending past their deadline. */
  overdueMatters: number;
  counterparts: number[];
  /** Open risk flags (warning feed) and the bureau's decided filings (filing feed). */
  warnings: FeedEvent[];
  filingDecisions: FeedEvent[];
}

/** Which contracts a load covers: an id range, or a list of ids. */
export type FactsTarget = { from: number; to: number } | { ids: readonly number[] };

/** The condition on a column that picks the target's contracts. */
const targetWhere = (column: string, t: FactsTarget): SQL =>
  'ids' in t
    ? sql`${sql.raw(column)} in (${sql.join(
        t.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`${sql.raw(column)} between ${t.from} and ${t.to}`;

/** Step codes in the history query: 1..3 the timed steps, 4 toSign, 0 anything else. */
const STEP_CODES = [...TIMED_REVIEW_STEPS, 'toSign'] as const;
const TO_SIGN = STEP_CODES.length;

// ---------------------------------------------------------------- loading
/** Runs one packed query of a load (packed.ts), timed. */
type Run = (what: string, fields: SQL[], rest: SQL, sortBy?: SQL[]) => Promise<string[][]>;

/**
 * The facts of the targeted contracts, computed as of `today` (overdue matters, performance items
 * due, filings due depend on it). Contracts absent from the answer no longer exist.
 */
export async function loadFacts(db: Db, target: FactsTarget, today: number, timer?: (ms: number, what: string) => void): Promise<ContractFact[]> {
  const [calendar, rulesOf] = await Promise.all([workCalendar(db), rulesResolver(db)]);
  const run: Run = async (what, fields, rest, sortBy) => {
    const t0 = performance.now();
    const rows = await packed(db, fields, rest, sortBy);
    timer?.(performance.now() - t0, what);
    // PGlite answers through promises alone: without a turn of the event loop between queries, no
    // other request would even be read until the whole load is done.
    await new Promise((resolve) => setImmediate(resolve));
    return rows;
  };
  const contractRows = await readContracts(run, target);
  if (!contractRows.length) return [];
  const related = await readRelated(run, target, today);
  return contractRows.map((r) => {
    const fact = factOf(r, related);
    applyHistory(fact, related.historyOf.get(fact.id) ?? [], calendar, rulesOf(fact.areaId));
    applyFilings(fact, related.filingsOf.get(fact.id) ?? [], today, numOrNull(r[CONTRACT_FILING_DUE]));
    return fact;
  });
}

/** The contracts' own columns, one packed row each (factOf reads them by position). */
function readContracts(run: Run, target: FactsTarget): Promise<string[][]> {
  return run(
    'contracts',
    [
      sql`id`,
      sql`status`,
      sql`category`,
      sql`is_major::int`,
      sql`needs_fair_review::int`,
      sql`amount_fen`,
      dateDaySql('sign_date'),
      dayOfSql('created_at'),
      sql`signing_method`,
      sql`unit_id`,
      sql`area_id`,
      sql`bureau_unit_id`,
      sql`translate(fund_source, E'\\x1e\\x1f', '  ')`,
      sql`risk_code`,
      sql`(source = 'v1')::int`,
      dateDaySql('filing_due'),
    ],
    sql`from contracts where ${targetWhere('id', target)}`,
  );
}
/** The position of filing_due in a contract row. */
const CONTRACT_FILING_DUE = 15;

/** What the contracts' other records say, by contract id. */
interface Related {
  historyOf: Map<number, HistoryRow[]>;
  filingsOf: Map<number, FilingRow[]>;
  itemsOf: Map<number, { due: number; onTime: number }>;
  overdueOf: Map<number, number>;
  partiesOf: Map<number, number[]>;
  flagsOf: Map<number, FeedEvent[]>;
}

/** The audit trail's review moves, the filings, performance items, overdue matters, counterparts and open flags. */
async function readRelated(run: Run, target: FactsTarget, today: number): Promise<Related> {
  const todayIso = new Date(today * 86_400_000).toISOString().slice(0, 10);
  const steps = sql.join(
    TIMED_REVIEW_STEPS.map((s) => sql`${s}`),
    sql`, `,
  );
  const codes = sql`array[${sql.join(
    STEP_CODES.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const where = (column: string) => targetWhere(column, target);

  // Moves into or out of the timed steps, and into toSign, in order: contract, pass?, from, to, day.
  const history = await run(
    'history',
    [
      sql`contract_id`,
      sql`(action = 'pass')::int`,
      sql`coalesce(array_position(${codes}, from_status), 0)`,
      sql`coalesce(array_position(${codes}, to_status), 0)`,
      dayOfSql('at'),
    ],
    sql`from status_history where ${where('contract_id')} and (from_status in (${steps}) or to_status in (${steps}) or to_status = 'toSign')`,
    [sql`contract_id`, sql`at`, sql`id`],
  );
  const filingRows = await run(
    'filings',
    [sql`contract_id`, sql`id`, sql`status`, dateDaySql('due_date'), dayOfSql('submitted_at'), epochMsSql('reviewed_at')],
    sql`from filings where ${where('contract_id')}`,
  );
  const itemRows = await run(
    'performance',
    [
      sql`contract_id`,
      sql`count(*) filter (where status in ('done', 'overdue', 'breached') or due_date < ${todayIso})`,
      sql`count(*) filter (where status = 'done' and (due_date is null or done_date is null or done_date <= due_date))`,
    ],
    sql`from performance_records where ${where('contract_id')} group by contract_id`,
  );
  const overdueRows = await run(
    'matters',
    [sql`contract_id`, sql`count(*)`],
    sql`from matters where ${where('contract_id')} and status = 'pending' and deadline < ${todayIso} group by contract_id`,
  );
  const partyRows = await run(
    'parties',
    [sql`contract_id`, sql`counterpart_id`],
    sql`from contract_parties where ${where('contract_id')} and kind = 'counterpart' and counterpart_id is not null`,
  );
  const flagRows = await run(
    'flags',
    [sql`contract_id`, sql`id`, sql`rule`, sql`level`, epochMsSql('raised_at')],
    sql`from risk_flags where ${where('contract_id')} and cleared_at is null`,
  );

  return {
    historyOf: groupRows(history, (r): HistoryRow => ({ pass: r[1] === '1', from: num(r[2]), to: num(r[3]), day: num(r[4]) })),
    filingsOf: groupRows(filingRows, (r): FilingRow => ({
      id: num(r[1]),
      status: r[2]!,
      dueDay: numOrNull(r[3]),
      submittedDay: num(r[4]),
      reviewedAt: numOrNull(r[5]),
    })),
    itemsOf: new Map(itemRows.map((r) => [num(r[0]), { due: num(r[1]), onTime: num(r[2]) }])),
    overdueOf: new Map(overdueRows.map((r) => [num(r[0]), num(r[1])])),
    partiesOf: groupRows(partyRows, (r) => num(r[1])),
    flagsOf: groupRows(flagRows, (r): FeedEvent => ({ id: num(r[1]), kind: r[2]!, level: r[3]!, at: num(r[4]) })),
  };
}

/** One contract's facts from its row and what its records say, before its history and filings are applied. */
function factOf(r: string[], related: Related): ContractFact {
  const id = num(r[0]);
  const signDay = numOrNull(r[6]);
  const imported = r[14] === '1';
  return {
    id,
    status: r[1] as ContractStatus,
    category: r[2]!,
    major: r[3] === '1',
    needsFairReview: r[4] === '1',
    amountFen: num(r[5]),
    signDay,
    createdDay: num(r[7]),
    signingMethod: r[8] === 'online' || r[8] === 'offline' ? r[8] : null,
    unitId: num(r[9]),
    areaId: numOrNull(r[10]),
    bureauUnitId: numOrNull(r[11]),
    fundSource: r[12] || null,
    riskCode: r[13]!,
    imported,
    reachedSigning: signDay !== null,
    legalityPassed: false,
    reviewLevel: null,
    fairPassed: imported,
    reviews: 0,
    reviewDays: 0,
    reviewsOnTime: 0,
    filingStatus: null,
    filed: false,
    filingExpected: false,
    filingDue: false,
    filingOnTime: false,
    itemsDue: related.itemsOf.get(id)?.due ?? 0,
    itemsOnTime: related.itemsOf.get(id)?.onTime ?? 0,
    overdueMatters: related.overdueOf.get(id) ?? 0,
    counterparts: [...new Set(related.partiesOf.get(id) ?? [])],
    warnings: related.flagsOf.get(id) ?? [],
    filingDecisions: [],
  };
}

interface HistoryRow {
  pass: boolean;
  /** Step codes (STEP_CODES index + 1; 0 other). */
  from: number;
  to: number;
  day: number;
}

interface FilingRow {
  id: number;
  status: string;
  dueDay: number | null;
  submittedDay: number;
  reviewedAt: number | null;
}

/**
 * Reviews passed, and each finished visit of a timed step (entered by one move, left by the next),
 * its working days counted by the calendar. Rows come in time order.
 */
export function applyHistory(f: ContractFact, rows: readonly HistoryRow[], calendar: WorkCalendar, rules: TimeRules): void {
  let passedUnit = false;
  let passedBureau = false;
  let step = 0;
  let enteredDay = 0;
  for (const h of rows) {
    if (h.to === TO_SIGN) f.reachedSigning = true;
    if (h.from === h.to) continue;
    if (h.pass) {
      const from = STEP_CODES[h.from - 1];
      if (from === 'unitReview') passedUnit = true;
      else if (from === 'bureauReview') passedBureau = true;
      else if (from === 'fairReview') f.fairPassed = true;
    }
    if (step !== 0 && h.from === step) {
      const days = Math.max(0, calendar.workdaysBetween(enteredDay, h.day));
      f.reviews++;
      f.reviewDays += days;
      if (days <= matterWorkdays(stepMatterKind(TIMED_REVIEW_STEPS[step - 1]!, f.major), rules)) f.reviewsOnTime++;
      step = 0;
    }
    if (h.to >= 1 && h.to <= TIMED_REVIEW_STEPS.length) {
      step = h.to;
      enteredDay = h.day;
    }
  }
  if (f.imported) {
    f.legalityPassed = true;
    f.reviewLevel = f.major ? 'bureau' : 'unit';
  } else {
    f.legalityPassed = passedUnit && (!f.major || passedBureau);
    f.reviewLevel = passedBureau ? 'bureau' : passedUnit ? 'unit' : null;
  }
}

const FILING_KEY: Readonly<Record<string, StatsFilingStatus>> = {
  review: 'review',
  filed: 'filed',
  conditional: 'conditional',
  rectified: 'conditional',
  returned: 'returned',
  refused: 'refused',
};
const DECIDED: ReadonlySet<string> = new Set(['filed', 'conditional', 'rectified', 'returned', 'refused']);

/**
 * The filing status (the latest filing), whether filing is due and was on time (the first filing,
 * against its due date; before one is submitted, the contract's own, set at signing).
 */
function applyFilings(f: ContractFact, rows: FilingRow[], today: number, contractDueDay: number | null): void {
  rows.sort((a, b) => a.id - b.id);
  const latest = rows.at(-1);
  const first = rows[0];
  if (latest) {
    f.filingStatus = FILING_KEY[latest.status] ?? 'review';
    f.filed = f.filingStatus === 'filed' || f.filingStatus === 'conditional';
  } else if (f.signDay !== null) f.filingStatus = 'pending';
  for (const r of rows) {
    if (r.reviewedAt !== null && DECIDED.has(r.status)) f.filingDecisions.push({ id: r.id, at: r.reviewedAt, kind: FILING_KEY[r.status]!, level: null });
  }
  const dueDay = first?.dueDay ?? contractDueDay;
  if (dueDay === null) return;
  f.filingExpected = f.signDay !== null && (f.filed || dueDay < today);
  if (first) {
    f.filingDue = true;
    f.filingOnTime = first.submittedDay <= dueDay;
  } else f.filingDue = dueDay < today;
}
