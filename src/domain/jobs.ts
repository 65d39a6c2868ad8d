/**
 * Scheduled jobs as the admin API shows them (docs/api/risk.md): a run of a job for a period (a day,
 * YYYY-MM-DD in China Standard Time), and the body and answer of a run started by hand.
 */
import { z } from './zod';

export const jobRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  period: z.string(),
  startedAt: z.string(),
  /** null while the run is in progress (or after a crash, until it is claimed again). */
  finishedAt: z.string().nullable(),
  /** What the run did (counts), or { error }. */
  outcome: z.record(z.string(), z.unknown()),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** POST risk/sweep: force = run again although today's run finished; full = every contract not finished. */
export const riskSweepBodySchema = z
  .object({
    force: z.boolean().optional(),
    full: z.boolean().optional(),
  })
  .strict();
export type RiskSweepBody = z.infer<typeof riskSweepBodySchema>;

/** ran: this call ran it (run.outcome holds the counts); else today's run had already finished. */
export const jobRunAnswerSchema = z.object({
  ran: z.boolean(),
  reason: z.enum(['ran', 'alreadyRan']),
  run: jobRunSchema,
});
export type JobRunAnswer = z.infer<typeof jobRunAnswerSchema>;
