/**
 * Runs a job at most once per period, however many server processes share the database: the run is
 * claimed by inserting its job_runs row (job, period is unique, so exactly one insert wins), and
 * finished by writing its outcome and finishedAt. A run whose process died (finishedAt still null
 * an hour after startedAt) may be claimed again, by an update that only matches while it is stale
 * (one updater wins); a finished run only with `force`. Every write after the claim is conditioned
 * on the startedAt the claimer set, so a process that lost its claim cannot overwrite the new run.
 */
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { JobRun } from '../../src/domain/jobs';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

/** After this long without finishing, a run counts as crashed and may be claimed again. */
export const STALE_RUN_MS = 3_600_000;

type Row = typeof jobRuns.$inferSelect;

export const jobRunView = (r: Row): JobRun => ({
  id: r.id,
  job: r.job,
  period: r.period,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  outcome: r.outcome,
});

export type Claim = { claimed: true; row: Row } | { claimed: false; reason: 'alreadyRan' | 'running'; row: Row };

export interface ClaimOptions {
  /** Claim a finished run again. */
  force?: boolean;
  now?: Date;
  staleMs?: number;
}

export async function claimRun(db: Db, job: string, period: string, opts: ClaimOptions = {}): Promise<Claim> {
  const now = opts.now ?? new Date();
  const [inserted] = await db
    .insert(jobRuns)
    .values({ job, period, startedAt: now })
    .onConflictDoNothing({ target: [jobRuns.job, jobRuns.period] })
    .returning();
  if (inserted) return { claimed: true, row: inserted };
  const staleBefore = new Date(now.getTime() - (opts.staleMs ?? STALE_RUN_MS));
  const crashed = and(isNull(jobRuns.finishedAt), lt(jobRuns.startedAt, staleBefore));
  const [reclaimed] = await db
    .update(jobRuns)
    .set({ startedAt: now, finishedAt: null, outcome: {} })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period), opts.force ? or(crashed, isNotNull(jobRuns.finishedAt)) : crashed))
    .returning();
  if (reclaimed) return { claimed: true, row: reclaimed };
  const [row] = await db.select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period))).limit(1);
  if (!row) return claimRun(db, job, period, opts); // deleted (released) in between: try again
  return { claimed: false, reason: row.finishedAt ? 'alreadyRan' : 'running', row };
}

/** Writes the outcome of a claimed run; null when the claim was lost to another process meanwhile. */
export async function finishRun(db: Db, claim: Row, outcome: Record<string, unknown>): Promise<Row | null> {
  const [row] = await db
    .update(jobRuns)
    .set({ finishedAt: new Date(), outcome })
    .where(and(eq(jobRuns.id, claim.id), eq(jobRuns.startedAt, claim.startedAt), isNull(jobRuns.finishedAt)))
    .returning();
  return row ?? null;
}

/** Gives a claimed run back unfinished (the process is stopping): the period counts as not run. */
export async function releaseRun(db: Db, claim: Row): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.id, claim.id), eq(jobRuns.startedAt, claim.startedAt), isNull(jobRuns.finishedAt)));
}

export type RunResult =
  | { ran: true; reason: 'ran'; row: Row }
  | { ran: false; reason: 'alreadyRan' | 'running' | 'released'; row: Row | null };

export type Work = (shouldStop: () => boolean) => Promise<Record<string, unknown> & { stopped?: boolean }>;

/**
 * Claims the period and, when this process wins, does the work and records its outcome. Work that
 * throws is recorded as { error } (finished: the period is not retried by itself; run it again with
 * force). Work that stops early (shouldStop) releases the claim, so the period runs again later.
 */
export async function runOnce(
  db: Db,
  job: string,
  period: string,
  work: Work,
  opts: ClaimOptions & { shouldStop?: () => boolean } = {},
): Promise<RunResult> {
  const claim = await claimRun(db, job, period, opts);
  if (!claim.claimed) return { ran: false, reason: claim.reason, row: claim.row };
  let outcome: Record<string, unknown> & { stopped?: boolean };
  try {
    outcome = await work(opts.shouldStop ?? (() => false));
  } catch (e) {
    outcome = { error: (e as Error).message };
  }
  if (outcome.stopped) {
    await releaseRun(db, claim.row);
    return { ran: false, reason: 'released', row: null };
  }
  const row = await finishRun(db, claim.row, outcome);
  return row ? { ran: true, reason: 'ran', row } : { ran: false, reason: 'running', row: claim.row };
}

/** The latest runs, newest first. */
export const recentRuns = (db: Db, limit = 30) =>
  db.select().from(jobRuns).orderBy(desc(jobRuns.startedAt), desc(jobRuns.id)).limit(limit);
