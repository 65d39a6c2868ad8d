/**
 * The daily risk sweep (docs/api/risk.md): at 01:30 China Standard Time, the risk rules are applied
 * again to every contract whose deadlines may have moved it (refreshRiskBatch), once per day across
 * all server processes (job_runs, claim.ts).
 */
import { dayFromIso, dayOf, isoDate } from '../../src/domain/calendar';
import type { Db } from '../db/client';
import { refreshRiskBatch } from '../modules/contracts/risk-batch';
import { type RunResult, runOnce } from './claim';

export const RISK_SWEEP_JOB = 'risk-sweep';
/** 01:30, minutes after midnight China Standard Time. */
export const RISK_SWEEP_AT_MINUTE = 90;

/** Today's period: the Beijing calendar day, YYYY-MM-DD. */
export const periodOf = (at: Date): string => isoDate(dayOf(at.getTime()));

export interface RiskSweepOptions {
  period: string;
  /** Working days of the yellow rule for every contract (default: each contract's area's rule). */
  warningDays?: number;
  force?: boolean;
  full?: boolean;
  shouldStop?: () => boolean;
}

/** Runs the sweep for a period unless it ran already (or is running in another process). */
export function runRiskSweep(db: Db, o: RiskSweepOptions): Promise<RunResult> {
  return runOnce(
    db,
    RISK_SWEEP_JOB,
    o.period,
    async (shouldStop) => ({ ...(await refreshRiskBatch(db, { today: dayFromIso(o.period), ...(o.warningDays === undefined ? {} : { warningDays: o.warningDays }), full: o.full ?? false, shouldStop })) }),
    { force: o.force ?? false, ...(o.shouldStop ? { shouldStop: o.shouldStop } : {}) },
  );
}
