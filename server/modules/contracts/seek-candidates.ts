/**
 * GET matter/seekCandidates?contractId=&keyword= (permission matter.add): the people a seek-opinions
 * request may go to (src/domain/seek-candidates.ts), advisers first. The contract must be in the
 * caller's data scope (403) and exist (500). Read only.
 */
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEEK_CANDIDATES_MAX, type SeekCandidate, seekCandidateSchema, seekCandidatesQuerySchema } from '../../../src/domain/seek-candidates';
import { z } from '../../../src/domain/zod';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { contracts, legalAdvisers, legalAdviserUnits, units, users, userUnits } from '../../db/schema';
import { type AuthContext, caller } from '../../http/auth';
import { notFound } from '../../http/errors';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { containsPattern } from '../users/list';
import { contractScope, outOfScope } from './scope';

export async function seekCandidates(db: Db, ctx: AuthContext, contractId: number, keyword?: string): Promise<SeekCandidate[]> {
  const scope = await contractScope(db, ctx);
  const [found] = await db
    .select({ unitId: contracts.unitId, inScope: scope.where ? sql<boolean>`coalesce(${scope.where}, false)` : sql<boolean>`true` })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!found) throw notFound('contract');
  if (!found.inScope) throw outOfScope();
  const match = keyword ? or(ilike(users.realName, containsPattern(keyword)), ilike(users.username, containsPattern(keyword))) : undefined;
  const advisers = await db
    .select({ userId: users.id, realName: users.realName, username: users.username, org: legalAdvisers.firm })
    .from(legalAdviserUnits)
    .innerJoin(legalAdvisers, eq(legalAdvisers.id, legalAdviserUnits.adviserId))
    .innerJoin(users, eq(users.id, legalAdvisers.userId))
    .where(and(eq(legalAdviserUnits.unitId, found.unitId), eq(users.enabled, true), eq(users.userType, 'lawyer'), match))
    .orderBy(asc(users.id))
    .limit(SEEK_CANDIDATES_MAX);
  const colleagues = await db
    .select({ userId: users.id, realName: users.realName, username: users.username, org: units.unitName })
    .from(userUnits)
    .innerJoin(users, eq(users.id, userUnits.userId))
    .leftJoin(units, eq(units.id, userUnits.unitId))
    .where(and(eq(userUnits.unitId, found.unitId), eq(users.enabled, true), eq(users.userType, 'staff'), ne(users.id, ctx.userId), match))
    .orderBy(asc(users.id))
    .limit(SEEK_CANDIDATES_MAX);
  const row = (kind: SeekCandidate['kind']) => (r: { userId: number; realName: string; username: string; org: string | null }): SeekCandidate => ({
    userId: r.userId,
    name: r.realName || r.username,
    kind,
    org: r.org,
  });
  return [...advisers.map(row('adviser')), ...colleagues.map(row('colleague'))];
}

export const seekCandidateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/matter/seekCandidates', { config: { permission: 'matter.add' }, schema: { querystring: seekCandidatesQuerySchema, response: answers(z.array(seekCandidateSchema)) } }, async (req) =>
    ok(req, await seekCandidates(db, caller(req), req.query.contractId, req.query.keyword)),
  );
};
