/**
 * The daily risk sweep (server/jobs/risk-sweep.ts runs it): the contracts whose deadlines may have
 * passed or come near with nothing written, refreshed in small transactions (refreshContractsRisk of
 * risk.ts), and the contracts whose code changed announced (live sync).
 */
import { sql } from 'drizzle-orm';
import { isoDate } from '../../../src/domain/calendar';
import { CONTRACT_STATUSES } from '../../../src/domain/lifecycle';
import { FILING_SUBMITTED_STATUSES, IN_PERFORMANCE_STATUSES, isSignedStatus, nearUntil, RISK_FREE_STATUSES } from '../../../src/domain/risk';
import type { RiskCode } from '../../../src/domain/contract';
import { TIME_RULE_DEFAULTS } from '../../../src/domain/time-rules';
import { type Db, queryRows } from '../../db/client';
import { workCalendar } from '../calendar/store';
import { type RiskRefresh, refreshContractsRisk } from './risk';

const textArray = (list: readonly string[]) => sql`${`{${list.map((s) => `"${s}"`).join(',')}}`}::text[]`;

type RiskChangeListener = (contractIds: number[]) => void;
const riskChangeListeners = new Set<RiskChangeListener>();
/**
 * Hears the contracts whose risk code a sweep changed, after each chunk's transaction committed
 * (live sync announces them: server/events/live.ts). Writes that refresh a contract inside their own
 * transaction read the change from the RiskRefresh they get back (previous vs code).
 */
export function onRiskCodesChanged(listener: RiskChangeListener): () => void {
  riskChangeListeners.add(listener);
  return () => riskChangeListeners.delete(listener);
}

export interface RiskBatchOptions {
  /** The calendar day the rules judge by (the sweep's period). */
  today: number;
  /** Working days of the yellow rule for every contract (default: each contract's area's rule). */
  warningDays?: number;
  /** Every contract not finished (after a rule change), instead of the deadline candidates. */
  full?: boolean;
  /** Contracts per transaction (default 500). */
  chunkSize?: number;
  /** Asked between chunks; true stops the sweep early (server shutting down). */
  shouldStop?: () => boolean;
  at?: () => Date;
}

export interface RiskBatchOutcome {
  today: string;
  /** The longest warning (working days) the candidates were chosen with. */
  warningDays: number;
  full: boolean;
  candidates: number;
  refreshed: number;
  /** Contracts whose code changed, by the new code. */
  changed: Record<RiskCode, number>;
  raised: number;
  cleared: number;
  warnMatters: number;
  failedChunks: number;
  stopped: boolean;
  ms: number;
}

const SIGNED = CONTRACT_STATUSES.filter((s) => isSignedStatus(s));

/**
 * The contracts a sweep for `today` must look at, in id order: a deadline (filing, open defect,
 * performance item, end of performance) passed or within the warning days, or an open flag, or a
 * code other than green. Rules without a deadline (reviews, dishonesty, dispute) change only with
 * a write, which refreshes then. `full`: every contract not finished, and every one still flagged.
 */
export async function riskCandidates(db: Db, today: number, warningDays: number, full = false): Promise<number[]> {
  const horizon = isoDate(nearUntil(today, { days: warningDays, calendar: await workCalendar(db) }));
  const todayIso = isoDate(today);
  const finished = textArray(RISK_FREE_STATUSES);
  const flagged = sql`c.risk_code <> 'green' or c.id in (select rf.contract_id from risk_flags rf where rf.cleared_at is null)`;
  const dated = sql`(
      c.status = any(${textArray(SIGNED)}) and c.source <> 'v1'
      and (c.filing_due <= ${horizon}::date
        or exists (select 1 from filings f where f.contract_id = c.id and f.due_date <= ${horizon}::date))
      and c.id not in (select f.contract_id from filings f where f.status = any(${textArray(FILING_SUBMITTED_STATUSES)}))
    )
    or c.id in (select fc.contract_id from filing_conditions fc
      where fc.status in ('open', 'overdue') and fc.deadline <= ${horizon}::date)
    or (c.status = any(${textArray(IN_PERFORMANCE_STATUSES)}) and c.id in (select p.contract_id from performance_records p
      where p.status in ('overdue', 'breached') or (p.status = 'planned' and p.due_date <= ${horizon}::date)))
    or (c.status = 'performing' and c.perform_end between ${todayIso}::date and ${horizon}::date)`;
  const rows = await queryRows<{ id: number }>(
    db,
    full
      ? sql`select c.id from contracts c where c.status <> all(${finished}) or ${flagged} order by c.id`
      : sql`select c.id from contracts c where ${flagged} or (c.status <> all(${finished}) and (${dated})) order by c.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The longest warning any area applies (the default, or a longer value an area set): the sweep's horizon. */
async function longestWarning(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string | null }>(db, sql`select max(value) as n from sys_time_rules where key = 'warningDays'`);
  return Math.max(TIME_RULE_DEFAULTS.warningDays, Number(row?.n ?? 0));
}

/**
 * The daily sweep: refreshes the candidates for `today` in small transactions (so requests get
 * their turn between chunks). A chunk that fails (a deadlock with a write, say) is tried once more,
 * then counted in failedChunks and skipped.
 */
export async function refreshRiskBatch(db: Db, opts: RiskBatchOptions): Promise<RiskBatchOutcome> {
  const t0 = performance.now();
  const warningDays = opts.warningDays ?? (await longestWarning(db));
  const chunkSize = Math.max(1, opts.chunkSize ?? 500);
  const ids = await riskCandidates(db, opts.today, warningDays, opts.full ?? false);
  const outcome: RiskBatchOutcome = {
    today: isoDate(opts.today),
    warningDays,
    full: opts.full ?? false,
    candidates: ids.length,
    refreshed: 0,
    changed: { green: 0, yellow: 0, red: 0 },
    raised: 0,
    cleared: 0,
    warnMatters: 0,
    failedChunks: 0,
    stopped: false,
    ms: 0,
  };
  for (let i = 0; i < ids.length; i += chunkSize) {
    if (opts.shouldStop?.()) {
      outcome.stopped = true;
      break;
    }
    const chunk = ids.slice(i, i + chunkSize);
    const run = () =>
      db.transaction((tx) =>
        refreshContractsRisk(tx as unknown as Db, chunk, {
          today: opts.today,
          ...(opts.warningDays === undefined ? {} : { warningDays: opts.warningDays }),
          at: opts.at?.() ?? new Date(),
        }),
      );
    let results: RiskRefresh[];
    try {
      results = await run();
    } catch {
      try {
        results = await run();
      } catch {
        outcome.failedChunks++;
        continue;
      }
    }
    const recoded = results.filter((r) => r.code !== r.previous).map((r) => r.contractId);
    for (const listener of recoded.length ? riskChangeListeners : []) {
      try {
        listener(recoded);
      } catch {
        // An announcement must not stop the sweep.
      }
    }
    for (const r of results) {
      outcome.refreshed++;
      if (r.code !== r.previous) outcome.changed[r.code]++;
      outcome.raised += r.raised.length;
      outcome.cleared += r.cleared.length;
      if (r.warnMatterId !== null) outcome.warnMatters++;
    }
  }
  outcome.ms = Math.round(performance.now() - t0);
  return outcome;
}
