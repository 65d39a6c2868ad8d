/**
 * The registration form's option lists (permission contract.add): the counterpart lookup, the
 * project lookup within the caller's data scope, the tags and the major-contract threshold.
 */
import { and, asc, inArray, ne, or, type SQL, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../src/domain/zod';
import {
  type ContractFormOptions,
  type CounterpartOption,
  counterpartOptionSchema,
  contractFormOptionsSchema,
  optionsQuerySchema,
  projectOptionSchema,
  type ProjectOption,
} from '../../../src/domain/contract-options';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { counterparts, projects, tags } from '../../db/schema';
import { type AuthContext, caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { unitScopeOf } from '../../http/scope';
import { containsPattern } from '../users/list';
import { rulesAt } from '../time-rules/store';
import { placementOf } from './register';

interface Lookup {
  keyword: string;
  pageSize: number;
}

export async function counterpartOptions(db: Db, q: Lookup): Promise<CounterpartOption[]> {
  const p = containsPattern(q.keyword);
  const rows = await db
    .select({
      id: counterparts.id,
      name: counterparts.name,
      unifiedCreditCode: counterparts.creditCode,
      legalRepresentative: counterparts.legalRepresentative,
      creditRating: counterparts.creditRating,
      seriousDishonest: counterparts.seriousDishonest,
    })
    .from(counterparts)
    .where(q.keyword ? or(ilike(counterparts.name, p), ilike(counterparts.creditCode, p)) : undefined)
    .orderBy(asc(counterparts.name), asc(counterparts.id))
    .limit(q.pageSize);
  return rows;
}

export async function projectOptions(db: Db, ctx: AuthContext, q: Lookup): Promise<ProjectOption[]> {
  const scope = await unitScopeOf(db, ctx);
  if (scope !== 'all' && scope.size === 0) return [];
  const conds: SQL[] = [ne(projects.status, 'archived')];
  if (scope !== 'all') conds.push(inArray(projects.unitId, [...scope]));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    const match = or(ilike(projects.name, p), ilike(projects.code, p));
    if (match) conds.push(match);
  }
  return db
    .select({ id: projects.id, code: projects.code, name: projects.name, unitId: projects.unitId, status: projects.status })
    .from(projects)
    .where(and(...conds))
    .orderBy(asc(projects.code))
    .limit(q.pageSize);
}

export const contractFormOptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/contract/counterpartOptions', { config: { permission: 'contract.add' }, schema: { querystring: optionsQuerySchema, response: answers(z.array(counterpartOptionSchema)) } }, async (req) =>
    ok(req, await counterpartOptions(db, req.query)),
  );

  app.get('/contract/projectOptions', { config: { permission: 'contract.add' }, schema: { querystring: optionsQuerySchema, response: answers(z.array(projectOptionSchema)) } }, async (req) =>
    ok(req, await projectOptions(db, caller(req), req.query)),
  );

  app.get('/contract/formOptions', { config: { permission: 'contract.add' }, schema: { response: answers(contractFormOptionsSchema) } }, async (req) => {
    const tagRows = await db.select({ id: tags.id, name: tags.name, color: tags.color }).from(tags).orderBy(asc(tags.name));
    // The threshold of the caller's unit's area (its rule, inherited from above unless set there).
    const who = caller(req);
    const areaId = who.currentUnitId ? (await placementOf(db, who.currentUnitId)).areaId : null;
    const result: ContractFormOptions = { tags: tagRows, majorThresholdFen: (await rulesAt(db, areaId)).rules.majorThresholdFen };
    return ok(req, result);
  });
};
