/**
 * The query planner's statistics. PostgreSQL keeps them fresh by itself (autovacuum); the embedded
 * database has no autovacuum, so without this its planner works from statistics of the day it was
 * created (or none), and the contract lists at volume pick the wrong plans. The app therefore
 * analyses the database after the demo data is loaded (server/seed), at start-up when the contract
 * table's statistics are missing or off by more than a tenth, and every night (job 'db-analyze' at
 * 02:30 CST, once across processes). ANALYZE samples: about 2.5 s at 100 000 contracts on PGlite.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { type RunResult, runOnce } from './claim';

export const ANALYZE_JOB = 'db-analyze';
export const ANALYZE_AT_MINUTE = 2 * 60 + 30;

/** Analyses the whole database; answers how long it took. */
export async function analyzeDatabase(db: Db): Promise<number> {
  const t = performance.now();
  await db.execute(sql`analyze`);
  return Math.round(performance.now() - t);
}

/** Whether the contract table's statistics are missing or more than a tenth off its row count. */
export async function statisticsStale(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ estimate: number; actual: number }>(
    db,
    sql`select (select reltuples from pg_class where oid = 'contracts'::regclass)::float8 as estimate,
               (select count(*) from contracts)::float8 as actual`,
  );
  if (!row) return false;
  const estimate = Number(row.estimate);
  const actual = Number(row.actual);
  return estimate < 0 || Math.abs(estimate - actual) > Math.max(100, actual / 10);
}

export function runAnalyzeJob(db: Db, opts: { period: string; shouldStop?: () => boolean }): Promise<RunResult> {
  return runOnce(db, ANALYZE_JOB, opts.period, async () => ({ ms: await analyzeDatabase(db) }), {
    ...(opts.shouldStop ? { shouldStop: opts.shouldStop } : {}),
  });
}
