/**
 * The time-limit rules' calls (docs/api/time-rules.md), on the admin base. Reading an area's rules
 * takes config.query, changing them config.edit; either way the area must lie within the caller's
 * data scope (an administrator of a city reaches the city and its counties), and by default it is the
 * caller's own area (admin.ts does the work). Every change is recorded with who made it and the old
 * and new value, and applies to what is opened after it (deadlines already set stay as they were).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import {
  timeRuleListQuerySchema,
  timeRuleListSchema,
  timeRuleSaveSchema,
} from '../../../src/domain/time-rules';
import type { AppDeps } from '../../app';
import { answers } from '../../http/answers';
import { caller } from '../../http/auth';
import { ok } from '../../http/reply';
import { saveTimeRule, timeRuleList } from './admin';
import { filtersOf } from '../audit/changes';

export const timeRuleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/sys_time_rule/list', { config: { permission: 'config.query' }, schema: { querystring: timeRuleListQuerySchema, response: answers(timeRuleListSchema) } }, async (req) =>
    ok(req, await timeRuleList(db, caller(req), req.query.areaId)),
  );

  app.post('/sys_time_rule/save', { config: { permission: 'config.edit', audit: { event: 'configChange', action: 'save', target: () => 'timeRules', detail: (r: { body: unknown }) => filtersOf(r.body, 'rule') } }, schema: { body: timeRuleSaveSchema, response: answers(nullAnswerSchema) } }, async (req) => {
    await saveTimeRule(db, caller(req), req.body);
    return ok(req, null);
  });
};
