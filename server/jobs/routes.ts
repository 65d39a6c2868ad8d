/**
 * The admin calls of the scheduled jobs (docs/api/risk.md): run the risk sweep for today now, and
 * list the latest runs. The yellow rule's warning is each area's warningDays rule (docs/api/time-rules.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type JobRunAnswer, jobRunAnswerSchema, jobRunSchema, riskSweepBodySchema } from '../../src/domain/jobs';
import type { AppDeps } from '../app';
import { answers } from '../http/answers';
import { refused } from '../http/errors';
import { ok } from '../http/reply';
import { jobRunView, recentRuns } from './claim';
import { periodOf, runRiskSweep } from './risk-sweep';

export const jobRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {

  app.post(
    '/risk/sweep',
    { config: { permission: 'config.edit' }, schema: { body: riskSweepBodySchema.nullish(), response: answers(jobRunAnswerSchema) } },
    async (req) => {
      const body = req.body ?? {};
      const r = await runRiskSweep(db, {
        period: periodOf(new Date()),
        force: body.force ?? false,
        full: body.full ?? false,
      });
      if (!r.row || r.reason === 'running' || r.reason === 'released') throw refused('riskSweepRunning');
      const answer: JobRunAnswer = { ran: r.ran, reason: r.ran ? 'ran' : 'alreadyRan', run: jobRunView(r.row) };
      return ok(req, answer);
    },
  );

  app.get('/risk/jobRuns', { config: { permission: 'config.query' }, schema: { response: answers(z.array(jobRunSchema)) } }, async (req) =>
    ok(req, (await recentRuns(db, 30)).map(jobRunView)),
  );
};
