/**
 * The statistics' narrow per-contract facts: one small record per contract holding everything a
 * metric or a dimension needs (its columns, what its audit trail, filings, performance records,
 * matters, parties and risk flags say), so a screen's queries are answered in memory instead of by
 * GROUP BYs that would hold PGlite (STACK-NOTES note 9). store.ts keeps them current on write.
 *
 * Loading reads a range (or a list) of contracts with seven queries. PGlite hands rows over slowly
 * (about 40 µs a row for fifteen columns, measured), so every query packs its rows into one string
 * (fields joined by U+001F, rows by U+001E) that is split here: ten times faster at 100k contracts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { dayFromIso, dayOf } from '../../../src/domain/calendar';
import type { ContractStatus, ReviewStep } from '../../../src/domain/lifecycle';
import { MATTER_DEADLINE_WORKDAYS, stepMatterKind } from '../../../src/domain/matter';
import { FILING_DUE_DAYS } from '../../../src/domain/risk';
import type { StatsFilingStatus } from '../../../src/domain/stats';
import { type Db, queryRows } from '../../db/client';
import { workdaysBetween } from './periods';

/** The review steps whose timeliness the screens show: the legality reviews and the fair-competition review. */
export const TIMED_REVIEW_STEPS: readonly ReviewStep[] = ['unitReview', 'bureauReview', 'fairReview'];

export interface FeedEvent {
  id: number;
  /** Epoch milliseconds. */
  at: number;
  kind: string;
  level: string | null;
}

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
  /** The day periods apply to: the signing day, else the creation day. */
  periodDay: number;
  signingMethod: 'online' | 'offline' | null;
  unitId: number;
  areaId: number | null;
  bureauUnitId: number | null;
  /** Interned (unitId, areaId, bureauUnitId): what the data-scope rule looks at (scope.ts). */
  tri: number;
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
  /** The filing was due on or before the facts' day, or has been submitted. */
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

/** Interns scope triples: the same (unit, area, bureau) always gets the same small number. */
export class TripleTable {
  readonly list: { unitId: number; areaId: number | null; bureauUnitId: number | null }[] = [];
  private readonly index = new Map<string, number>();

  intern(unitId: number, areaId: number | null, bureauUnitId: number | null): number {
    const key = `${unitId}|${areaId ?? ''}|${bureauUnitId ?? ''}`;
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.list.length;
      this.list.push({ unitId, areaId, bureauUnitId });
      this.index.set(key, i);
    }
    return i;
  }
}

// ---------------------------------------------------------------- packed rows
const US = '\u001f';
const RS = '\u001e';

/** Runs `select fields... rest` and hands its rows over packed into one string, split back here. */
async function packed(db: Db, fields: SQL[], rest: SQL): Promise<string[][]> {
  const inner = sql.join(
    fields.map((f, i) => sql`${f} as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
  const outer = sql.join(
    fields.map((_, i) => sql.raw(`coalesce(t.c${i}::text, '')`)),
    sql`, `,
  );
  const [res] = await queryRows<{ p: string | null }>(db, sql`select string_agg(concat_ws(chr(31), ${outer}), chr(30)) as p from (select ${inner} ${rest}) as t`);
  const text = res?.p;
  if (!text) return [];
  return text.split(RS).map((r) => r.split(US));
}

const int = (s: string | undefined): number => Number(s);
const intOrNull = (s: string | undefined): number | null => (s ? Number(s) : null);
const epochMs = (col: SQL | string) => sql`(extract(epoch from ${typeof col === 'string' ? sql.raw(col) : col}) * 1000)::bigint`;

/** Which contracts a load covers: an id range, or a list of ids. */
export type FactsTarget = { from: number; to: number } | { ids: readonly number[] };

const where = (column: string, t: FactsTarget): SQL =>
  'ids' in t
    ? sql`${sql.raw(column)} in (${sql.join(
        t.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`${sql.raw(column)} between ${t.from} and ${t.to}`;

// ---------------------------------------------------------------- loading
interface HistoryRow {
  id: number;
  action: string;
  from: string;
  to: string;
  at: number;
}

/**
 * The facts of the targeted contracts, computed as of `today` (overdue matters, performance items
 * due, filings due depend on it). Contracts absent from the answer no longer exist.
 */
export async function loadFacts(db: Db, target: FactsTarget, today: number, triples: TripleTable, timer?: (ms: number) => void): Promise<ContractFact[]> {
  const run = async (fields: SQL[], rest: SQL) => {
    const t0 = performance.now();
    const rows = await packed(db, fields, rest);
    timer?.(performance.now() - t0);
    return rows;
  };
  const todayIso = new Date(today * 86_400_000).toISOString().slice(0, 10);
  const steps = sql.join(
    TIMED_REVIEW_STEPS.map((s) => sql`${s}`),
    sql`, `,
  );

  const contractRows = await run(
    [
      sql`id`,
      sql`status`,
      sql`category`,
      sql`is_major::int`,
      sql`needs_fair_review::int`,
      sql`amount_fen`,
      sql`sign_date`,
      epochMs('created_at'),
      sql`signing_method`,
      sql`unit_id`,
      sql`area_id`,
      sql`bureau_unit_id`,
      sql`replace(replace(fund_source, chr(31), ' '), chr(30), ' ')`,
      sql`risk_code`,
      sql`source`,
    ],
    sql`from contracts where ${where('id', target)}`,
  );
  if (!contractRows.length) return [];

  const history = await run(
    [sql`contract_id`, sql`id`, sql`action`, sql`from_status`, sql`to_status`, epochMs('at')],
    sql`from status_history where ${where('contract_id', target)} and (from_status in (${steps}) or to_status in (${steps}) or to_status = 'toSign')`,
  );
  const filingRows = await run(
    [sql`contract_id`, sql`id`, sql`status`, sql`due_date`, epochMs('submitted_at'), epochMs('reviewed_at')],
    sql`from filings where ${where('contract_id', target)}`,
  );
  const itemRows = await run(
    [
      sql`contract_id`,
      sql`count(*) filter (where status in ('done', 'overdue', 'breached') or due_date < ${todayIso})`,
      sql`count(*) filter (where status = 'done' and (due_date is null or done_date is null or done_date <= due_date))`,
    ],
    sql`from performance_records where ${where('contract_id', target)} group by contract_id`,
  );
  const overdueRows = await run(
    [sql`contract_id`, sql`count(*)`],
    sql`from matters where ${where('contract_id', target)} and status = 'pending' and deadline < ${todayIso} group by contract_id`,
  );
  const partyRows = await run(
    [sql`contract_id`, sql`counterpart_id`],
    sql`from contract_parties where ${where('contract_id', target)} and kind = 'counterpart' and counterpart_id is not null`,
  );
  const flagRows = await run(
    [sql`contract_id`, sql`id`, sql`rule`, sql`level`, epochMs('raised_at')],
    sql`from risk_flags where ${where('contract_id', target)} and cleared_at is null`,
  );

  const historyOf = groupBy(history, (r): HistoryRow => ({ id: int(r[1]), action: r[2]!, from: r[3]!, to: r[4]!, at: int(r[5]) }));
  const filingsOf = groupBy(filingRows, (r) => ({
    id: int(r[1]),
    status: r[2]!,
    dueDay: r[3] ? dayFromIso(r[3]) : null,
    submittedAt: int(r[4]),
    reviewedAt: intOrNull(r[5]),
  }));
  const itemsOf = new Map(itemRows.map((r) => [int(r[0]), { due: int(r[1]), onTime: int(r[2]) }]));
  const overdueOf = new Map(overdueRows.map((r) => [int(r[0]), int(r[1])]));
  const partiesOf = groupBy(partyRows, (r) => int(r[1]));
  const flagsOf = groupBy(flagRows, (r): FeedEvent => ({ id: int(r[1]), kind: r[2]!, level: r[3]!, at: int(r[4]) }));

  return contractRows.map((r) => {
    const id = int(r[0]);
    const signDay = r[6] ? dayFromIso(r[6]) : null;
    const createdDay = dayOf(int(r[7]));
    const unitId = int(r[9]);
    const areaId = intOrNull(r[10]);
    const bureauUnitId = intOrNull(r[11]);
    const major = r[3] === '1';
    const imported = r[14] === 'v1';
    const fact: ContractFact = {
      id,
      status: r[1] as ContractStatus,
      category: r[2]!,
      major,
      needsFairReview: r[4] === '1',
      amountFen: int(r[5]),
      signDay,
      createdDay,
      periodDay: signDay ?? createdDay,
      signingMethod: r[8] === 'online' || r[8] === 'offline' ? r[8] : null,
      unitId,
      areaId,
      bureauUnitId,
      tri: triples.intern(unitId, areaId, bureauUnitId),
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
      itemsDue: itemsOf.get(id)?.due ?? 0,
      itemsOnTime: itemsOf.get(id)?.onTime ?? 0,
      overdueMatters: overdueOf.get(id) ?? 0,
      counterparts: [...new Set(partiesOf.get(id) ?? [])],
      warnings: flagsOf.get(id) ?? [],
      filingDecisions: [],
    };
    applyHistory(fact, historyOf.get(id) ?? []);
    applyFilings(fact, filingsOf.get(id) ?? [], today);
    return fact;
  });
}

function groupBy<T>(rows: string[][], map: (r: string[]) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const id = int(r[0]);
    const list = out.get(id);
    if (list) list.push(map(r));
    else out.set(id, [map(r)]);
  }
  return out;
}

const TIMED: ReadonlySet<string> = new Set(TIMED_REVIEW_STEPS);

/** Reviews passed, and each finished visit of a timed step (entered by one move, left by the next). */
function applyHistory(f: ContractFact, rows: HistoryRow[]): void {
  rows.sort((a, b) => a.at - b.at || a.id - b.id);
  let passedUnit = false;
  let passedBureau = false;
  let step: string | null = null;
  let enteredAt = 0;
  for (const h of rows) {
    if (h.to === 'toSign') f.reachedSigning = true;
    if (h.from === h.to) continue;
    if (h.action === 'pass') {
      if (h.from === 'unitReview') passedUnit = true;
      else if (h.from === 'bureauReview') passedBureau = true;
      else if (h.from === 'fairReview') f.fairPassed = true;
    }
    if (step !== null && h.from === step) {
      const days = workdaysBetween(dayOf(enteredAt), dayOf(h.at));
      f.reviews++;
      f.reviewDays += days;
      if (days <= MATTER_DEADLINE_WORKDAYS[stepMatterKind(step as ReviewStep, f.major)]) f.reviewsOnTime++;
      step = null;
    }
    if (TIMED.has(h.to)) {
      step = h.to;
      enteredAt = h.at;
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

/** The filing status (the latest filing), whether filing is due and was on time (the first filing). */
function applyFilings(f: ContractFact, rows: { id: number; status: string; dueDay: number | null; submittedAt: number; reviewedAt: number | null }[], today: number): void {
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
  const dueDay = first?.dueDay ?? (f.signDay === null ? null : f.signDay + FILING_DUE_DAYS);
  if (dueDay === null) return;
  f.filingExpected = f.signDay !== null && (f.filed || dueDay < today);
  if (first) {
    f.filingDue = true;
    f.filingOnTime = dayOf(first.submittedAt) <= dueDay;
  } else f.filingDue = dueDay < today;
}
