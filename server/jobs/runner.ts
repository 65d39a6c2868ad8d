/**
 * A tiny in-process scheduler for the daily jobs (the risk sweep, the planner's statistics: analyze.ts,
 * the security audit log's archiving: modules/audit/archive.ts). `startJobs` is called by server/main.ts once the
 * server listens (never by buildApp, so tests start no timers unless they ask) and the handle's
 * `stop` when it closes. Each job has a time of day (China Standard Time); a run is due when its
 * period (today, Beijing calendar) has no finished run and that time has passed — or, once at
 * start-up, whatever the time, so a server that was down at 01:30 catches up. Every minute an
 * unref'd timer checks; a period this process saw finished is remembered, so the check costs
 * nothing until the next day. Which process runs a due period is decided in the database
 * (claim.ts): with several processes exactly one does, and the others see it running or done.
 * JOBS=0 turns the scheduler off in a process (config.jobs).
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { AUDIT_ARCHIVE_AT_MINUTE, AUDIT_ARCHIVE_JOB, runAuditArchiveJob } from '../modules/audit/archive';
import { ANALYZE_AT_MINUTE, ANALYZE_JOB, runAnalyzeJob } from './analyze';
import type { RunResult } from './claim';
import { periodOf, RISK_SWEEP_AT_MINUTE, RISK_SWEEP_JOB, runRiskSweep } from './risk-sweep';

const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** Minutes after midnight, China Standard Time. */
export const minuteOfDay = (at: Date): number => Math.floor(((at.getTime() + BEIJING_OFFSET_MS) % 86_400_000) / 60_000);

export interface JobDef {
  name: string;
  /** When the day's run is due, minutes after midnight CST. */
  atMinute: number;
  run(period: string, shouldStop: () => boolean): Promise<RunResult>;
}

export interface JobsLog {
  info(msg: string): void;
  error(msg: string): void;
}

export interface JobDeps {
  db: Db;
  config: ServerConfig;
  log?: JobsLog;
  /** Default: the daily risk sweep. */
  jobs?: JobDef[];
  tickMs?: number;
  now?: () => Date;
}

export interface JobsHandle {
  /** Stops the timer and waits for a run in progress (which stops between chunks and gives its period back). */
  stop(): Promise<void>;
  /** One check now (tests). */
  tick(): Promise<void>;
}

export const defaultJobs = (db: Db, config?: ServerConfig): JobDef[] => [
  {
    name: RISK_SWEEP_JOB,
    atMinute: RISK_SWEEP_AT_MINUTE,
    run: (period, shouldStop) => runRiskSweep(db, { period, shouldStop }),
  },
  {
    name: ANALYZE_JOB,
    atMinute: ANALYZE_AT_MINUTE,
    run: (period, shouldStop) => runAnalyzeJob(db, { period, shouldStop }),
  },
  ...(config
    ? [
        {
          name: AUDIT_ARCHIVE_JOB,
          atMinute: AUDIT_ARCHIVE_AT_MINUTE,
          run: (period: string) => runAuditArchiveJob(db, { period, retentionDays: config.auditRetentionDays, dir: config.auditArchiveDir }),
        },
      ]
    : []),
];

export function startJobs(deps: JobDeps): JobsHandle {
  const log = deps.log ?? { info: () => {}, error: () => {} };
  if (!deps.config.jobs) {
    log.info('jobs: off (JOBS=0)');
    return { stop: async () => {}, tick: async () => {} };
  }
  const jobs = deps.jobs ?? defaultJobs(deps.db, deps.config);
  const now = deps.now ?? (() => new Date());
  const settled = new Map<string, string>();
  let stopping = false;
  let startup = true;
  let current: Promise<void> | null = null;

  const check = async () => {
    const first = startup;
    startup = false;
    for (const job of jobs) {
      if (stopping) return;
      const at = now();
      const period = periodOf(at);
      if (settled.get(job.name) === period) continue;
      if (!first && minuteOfDay(at) < job.atMinute) continue;
      try {
        const r = await job.run(period, () => stopping);
        if (r.ran || r.reason === 'alreadyRan') settled.set(job.name, period);
        if (r.ran) log.info(`jobs: ${job.name} ${period} done ${JSON.stringify(r.row.outcome)}`);
      } catch (e) {
        log.error(`jobs: ${job.name} ${period} failed: ${(e as Error).message}`);
      }
    }
  };
  const tick = (): Promise<void> => {
    if (stopping) return Promise.resolve();
    current ??= check().finally(() => {
      current = null;
    });
    return current;
  };

  const timer = setInterval(() => void tick(), deps.tickMs ?? 60_000);
  timer.unref();
  const kickoff = setTimeout(() => void tick(), 0);
  kickoff.unref();
  log.info(`jobs: on (${jobs.map((j) => j.name).join(', ')})`);

  return {
    tick,
    async stop() {
      stopping = true;
      clearInterval(timer);
      clearTimeout(kickoff);
      await current;
    },
  };
}
