/**
 * project/queryPage: the paged list with its views (in progress, archived, drafts box), filters and
 * sorting (docs/api/projects.md). A fixed handful of queries whatever the page size: the scope, the
 * page, the count (skipped when the page tells the total), the contract counts, the unit, area and
 * handler names of the page.
 */
import { and, count, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import type { ProjectListQuery, ProjectRow, ProjectStatus } from '../../../src/domain/project-api';
import type { Db } from '../../db/client';
import { orderBy } from '../../db/order';
import { contracts, projects, statusHistory } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { existsIn } from '../contracts/scope';
import { nameOf, unitNames, userNames } from '../contracts/names';
import { descendantIds } from '../../http/unit-tree';
import { containsPattern } from '../users/list';
import { detailFields } from './fields';
import { type ProjectRecord, projectScope } from './scope';

/** Day bounds in China Standard Time: [from 00:00, the day after `to` 00:00). */
const dayStart = (d: string): Date => new Date(`${d}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** The condition of a view. */
function viewCondition(db: Db, view: NonNullable<ProjectListQuery['view']>, ctx: AuthContext): SQL {
  switch (view) {
    case 'underway':
      return eq(projects.status, 'underway');
    case 'archived':
      return eq(projects.status, 'archived');
    case 'drafts': {
      // The caller's drafts: handled by the caller, or created by the caller (the trail's first row).
      const touched = existsIn(db, statusHistory, and(eq(statusHistory.projectId, projects.id), eq(statusHistory.userId, ctx.userId)));
      return and(eq(projects.status, 'draft'), or(eq(projects.handlerId, ctx.userId), touched))!;
    }
  }
}

/** Every condition of a list query: scope, view and filters. */
export async function projectConditions(db: Db, ctx: AuthContext, q: ProjectListQuery): Promise<SQL[]> {
  const scope = await projectScope(db, ctx);
  const conds: SQL[] = [];
  const push = (c: SQL | undefined) => {
    if (c) conds.push(c);
  };
  push(scope.where);
  if (q.view) push(viewCondition(db, q.view, ctx));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    push(or(ilike(projects.name, p), ilike(projects.code, p)));
  }
  if (q.category) push(inArray(projects.category, q.category));
  if (q.status) push(inArray(projects.status, q.status));
  if (q.unitId) {
    push(q.includeChildren ? inArray(projects.unitId, await descendantIds(db, [q.unitId])) : eq(projects.unitId, q.unitId));
  }
  if (q.areaId) push(inArray(projects.areaId, await descendantIds(db, [q.areaId])));
  if (q.handlerId) push(eq(projects.handlerId, q.handlerId));
  if (q.keyProject !== undefined) {
    push(q.keyProject ? sql`(${projects.details} ->> 'keyProject') = 'true'` : sql`coalesce(${projects.details} ->> 'keyProject', 'false') <> 'true'`);
  }
  if (q.budgetMinFen !== undefined) push(gte(projects.budgetFen, q.budgetMinFen));
  if (q.budgetMaxFen !== undefined) push(lte(projects.budgetFen, q.budgetMaxFen));
  if (q.createdFrom) push(gte(projects.createdAt, dayStart(q.createdFrom)));
  if (q.createdTo) push(lt(projects.createdAt, new Date(dayStart(q.createdTo).getTime() + DAY_MS)));
  return conds;
}

const SORT_COLUMNS = {
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  budgetFen: projects.budgetFen,
  code: projects.code,
  name: projects.name,
} as const;

/** The order: the field either way (projects without a budget last both ways), ties broken by id the same way. */
export function projectOrder(q: ProjectListQuery): SQL[] {
  return orderBy(SORT_COLUMNS[q.sortField], q.sortField === 'budgetFen', q.sortOrder, projects.id);
}

/** Contract counts of some projects, in one query. */
export async function contractCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ projectId: contracts.projectId, n: count() })
    .from(contracts)
    .where(inArray(contracts.projectId, [...ids]))
    .groupBy(contracts.projectId);
  return new Map(rows.map((r) => [r.projectId!, Number(r.n)]));
}

/** The list row of a project, given the names and counts of its page. */
export function projectRowOf(
  p: ProjectRecord,
  units: Map<number, string>,
  people: Map<number, string>,
  counts: Map<number, number>,
): ProjectRow {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    status: p.status as ProjectStatus,
    category: p.category as ProjectRow['category'],
    fundSource: p.fundSource,
    budgetFen: p.budgetFen,
    keyProject: detailFields(p.details).keyProject,
    unitId: p.unitId,
    unitName: nameOf(units, p.unitId),
    areaId: p.areaId,
    areaName: nameOf(units, p.areaId),
    handlerId: p.handlerId,
    handlerName: nameOf(people, p.handlerId),
    contractCount: counts.get(p.id) ?? 0,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

export async function listProjects(db: Db, ctx: AuthContext, q: ProjectListQuery): Promise<Page<ProjectRow>> {
  const conds = await projectConditions(db, ctx, q);
  const where = conds.length ? and(...conds) : undefined;
  const offset = (q.current - 1) * q.size;
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(...projectOrder(q))
    .limit(q.size)
    .offset(offset);
  // A page that is neither full nor past the end tells the total by itself.
  let total = offset + rows.length;
  if (rows.length === q.size || (rows.length === 0 && offset > 0)) {
    const [n] = await db.select({ n: count() }).from(projects).where(where);
    total = Number(n?.n ?? 0);
  }
  const [units, people, counts] = await Promise.all([
    unitNames(db, rows.flatMap((r) => [r.unitId, r.areaId])),
    userNames(db, rows.map((r) => r.handlerId)),
    contractCounts(db, rows.map((r) => r.id)),
  ]);
  return { records: rows.map((p) => projectRowOf(p, units, people, counts)), current: q.current, size: q.size, total };
}
