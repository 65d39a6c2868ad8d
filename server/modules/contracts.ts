/**
 * Contracts, the read side (issue 4): the paged list with its views, filters and sorting
 * (contract/queryPage) and the detail with its whole history and the moves the caller may make now
 * (contract/detail). docs/api/contracts.md is the reference.
 *
 * Data scope (DESIGN.md section 3), one SQL condition used by both calls:
 * - counterpart users (userType company): contracts their counterpart is party to;
 * - legal advisers (userType lawyer): contracts of matters assigned to them;
 * - staff with a role whose scope is 'all': every contract;
 * - other staff: contracts owned by a unit of their scope (scope.ts: the current unit's subtree, or
 *   for judicial-bureau staff the bureau's area subtree); bureau staff also reach contracts whose
 *   area or filing bureau lies in that subtree.
 * A list leaves out what is outside the scope; the detail answers HTTP 403.
 *
 * PGlite answers one query at a time, so the list is a fixed handful of queries whatever the page
 * size: the page of rows, the count (skipped when the page itself tells the total), the
 * counterparts of the page and the unit and area names of the page.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ContractDetail,
  type ContractListQuery,
  type ContractMove,
  type ContractRow,
  contractListQuerySchema,
  statusesOfPhases,
  VIEW_STATUSES,
} from '../../src/domain/contract-api';
import { ApiCode, type Page } from '../../src/domain/envelope';
import { type Actor, allowedMoves, type ContractStatus, STATUS_PHASE } from '../../src/domain/lifecycle';
import { hasPermission } from '../../src/domain/permissions';
import { idQuerySchema } from '../../src/domain/system';
import type { AppDeps } from '../app';
import { type Db, queryRows } from '../db/client';
import {
  contractFiles,
  contractParties,
  contracts,
  contractTags,
  files,
  filingConditions,
  filings,
  matters,
  performanceRecords,
  projects,
  riskFlags,
  statusHistory,
  supervisionRecords,
  tags,
  units,
  users,
} from '../db/schema';
import { type AuthContext, caller } from '../http/auth';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/reply';
import { scopeRootId } from '../http/scope';
import { descendantIds } from './unit-queries';
import { containsPattern } from './users';

type ContractRecord = typeof contracts.$inferSelect;

/** A contract outside the caller's data scope: HTTP 403, code 403. */
const outOfScope = () => new ApiError(ApiCode.forbidden, 'outOfScope', {}, null, 403);

const never = sql`false`;
const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** `exists (select 1 from table where cond)`: a correlated test on a contract's related rows. */
const existsIn = (db: Db, table: PgTable, cond: SQL | undefined): SQL =>
  exists(db.select({ one: sql`1` }).from(table).where(cond));

// ---------------------------------------------------------------- data scope
interface ContractScope {
  /** The SQL condition on contracts; undefined = everything. */
  where: SQL | undefined;
  /** The units of a staff caller's scope ('all' for administrators; empty for counterparts and lawyers). */
  units: 'all' | number[];
}

/** The caller's data scope over contracts (see the file comment). */
async function contractScope(db: Db, ctx: AuthContext): Promise<ContractScope> {
  if (ctx.userType === 'company') {
    if (!ctx.counterpartId) return { where: never, units: [] };
    const party = and(eq(contractParties.contractId, contracts.id), eq(contractParties.counterpartId, ctx.counterpartId));
    return { where: existsIn(db, contractParties, party), units: [] };
  }
  if (ctx.userType === 'lawyer') {
    const assigned = and(eq(matters.contractId, contracts.id), eq(matters.handlerUserId, ctx.userId));
    return { where: existsIn(db, matters, assigned), units: [] };
  }
  if (ctx.dataScope === 'all') return { where: undefined, units: 'all' };
  const root = await scopeRootId(db, ctx);
  if (!root) return { where: never, units: [] };
  const ids = await descendantIds(db, [root]);
  // scope.ts widened the root to the bureau's area: the caller is judicial-bureau staff.
  const bureau = ctx.dataScope === 'area' && root !== ctx.currentUnitId;
  const where = bureau
    ? or(inArray(contracts.unitId, ids), inArray(contracts.areaId, ids), inArray(contracts.bureauUnitId, ids))
    : inArray(contracts.unitId, ids);
  return { where, units: ids };
}

// ---------------------------------------------------------------- views and filters
const statusIn = (list: readonly ContractStatus[]): SQL => inArray(contracts.status, [...list]);

/** The condition of a view (docs/api/contracts.md, "Views"). */
function viewCondition(db: Db, view: NonNullable<ContractListQuery['view']>, ctx: AuthContext, scope: ContractScope): SQL {
  const byStatus = VIEW_STATUSES[view];
  switch (view) {
    case 'drafts': {
      const touched = existsIn(
        db,
        statusHistory,
        and(eq(statusHistory.contractId, contracts.id), eq(statusHistory.userId, ctx.userId)),
      );
      return and(statusIn(byStatus ?? ['draft']), or(eq(contracts.handlerId, ctx.userId), touched))!;
    }
    case 'supervise': {
      const supervised = existsIn(db, supervisionRecords, eq(supervisionRecords.contractId, contracts.id));
      return or(inArray(contracts.riskCode, ['red', 'yellow']), supervised)!;
    }
    case 'areaSupervise':
      if (scope.units === 'all') return isNotNull(contracts.areaId);
      return scope.units.length ? inArray(contracts.areaId, scope.units) : never;
    case 'myUnit':
      return ctx.currentUnitId ? eq(contracts.unitId, ctx.currentUnitId) : never;
    case 'transfer':
      return eq(contracts.source, 'v1');
    case 'redCode':
      return eq(contracts.riskCode, 'red');
    default:
      return statusIn(byStatus ?? []);
  }
}

/** Day bounds in China Standard Time: [from 00:00, the day after `to` 00:00). */
const dayStart = (d: string): Date => new Date(`${d}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** Every condition of a list query: scope, view and filters. */
async function listConditions(db: Db, ctx: AuthContext, q: ContractListQuery): Promise<SQL[]> {
  const scope = await contractScope(db, ctx);
  const conds: SQL[] = [];
  const push = (c: SQL | undefined) => {
    if (c) conds.push(c);
  };
  push(scope.where);
  if (q.view) push(viewCondition(db, q.view, ctx, scope));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    push(or(ilike(contracts.name, p), ilike(contracts.code, p)));
  }
  if (q.code) push(ilike(contracts.code, containsPattern(q.code)));
  if (q.category) push(inArray(contracts.category, q.category));
  if (q.status) push(statusIn(q.status));
  if (q.phase) push(statusIn(statusesOfPhases(q.phase)));
  if (q.unitId) {
    push(q.includeChildren ? inArray(contracts.unitId, await descendantIds(db, [q.unitId])) : eq(contracts.unitId, q.unitId));
  }
  if (q.areaId) push(inArray(contracts.areaId, await descendantIds(db, [q.areaId])));
  if (q.counterpartId) {
    const party = and(eq(contractParties.contractId, contracts.id), eq(contractParties.counterpartId, q.counterpartId));
    push(existsIn(db, contractParties, party));
  }
  if (q.amountMinFen !== undefined) push(gte(contracts.amountFen, q.amountMinFen));
  if (q.amountMaxFen !== undefined) push(lte(contracts.amountFen, q.amountMaxFen));
  if (q.signDateFrom) push(gte(contracts.signDate, q.signDateFrom));
  if (q.signDateTo) push(lte(contracts.signDate, q.signDateTo));
  if (q.createdFrom) push(gte(contracts.createdAt, dayStart(q.createdFrom)));
  if (q.createdTo) push(lt(contracts.createdAt, new Date(dayStart(q.createdTo).getTime() + DAY_MS)));
  if (q.tagIds) {
    const tagged = and(eq(contractTags.contractId, contracts.id), inArray(contractTags.tagId, q.tagIds));
    push(existsIn(db, contractTags, tagged));
  }
  if (q.riskCode) push(inArray(contracts.riskCode, q.riskCode));
  if (q.source) push(eq(contracts.source, q.source));
  if (q.isMajor !== undefined) push(eq(contracts.isMajor, q.isMajor));
  if (q.attribute) push(inArray(contracts.attribute, q.attribute));
  if (q.direction) push(inArray(contracts.direction, q.direction));
  return conds;
}

const SORT_COLUMNS: Record<ContractListQuery['sortField'], PgColumn> = {
  code: contracts.code,
  name: contracts.name,
  amountFen: contracts.amountFen,
  signDate: contracts.signDate,
  updatedAt: contracts.updatedAt,
  createdAt: contracts.createdAt,
};

/** The order: the field either way (empty signing dates last both ways), ties broken by id the same way. */
function orderOf(q: ContractListQuery): SQL[] {
  const column = SORT_COLUMNS[q.sortField];
  const up = q.sortOrder === 'asc';
  const primary =
    q.sortField === 'signDate'
      ? up
        ? sql`${column} asc nulls last`
        : sql`${column} desc nulls last`
      : up
        ? asc(column)
        : desc(column);
  return [primary, up ? asc(contracts.id) : desc(contracts.id)];
}

// ---------------------------------------------------------------- names
/** Unit names by id, in one query. */
async function unitNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = unique(ids.filter((id): id is number => id !== null));
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: units.id, name: units.unitName }).from(units).where(inArray(units.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** User real names (the username when empty) by id, in one query. */
async function userNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = unique(ids.filter((id): id is number => id !== null));
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, realName: users.realName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.realName || r.username]));
}

const nameOf = (map: Map<number, string>, id: number | null): string | null => (id === null ? null : (map.get(id) ?? null));

// ---------------------------------------------------------------- list
/** Only the columns a list row shows: PGlite's cost per row grows with the columns read. */
const ROW_COLUMNS = {
  id: contracts.id,
  code: contracts.code,
  name: contracts.name,
  category: contracts.category,
  status: contracts.status,
  isMajor: contracts.isMajor,
  needsFairReview: contracts.needsFairReview,
  amountFen: contracts.amountFen,
  direction: contracts.direction,
  unitId: contracts.unitId,
  areaId: contracts.areaId,
  signDate: contracts.signDate,
  riskCode: contracts.riskCode,
  source: contracts.source,
  attribute: contracts.attribute,
  updatedAt: contracts.updatedAt,
  version: contracts.version,
};
type RowRecord = Pick<ContractRecord, keyof typeof ROW_COLUMNS>;

async function listContracts(db: Db, ctx: AuthContext, q: ContractListQuery): Promise<Page<ContractRow>> {
  const conds = await listConditions(db, ctx, q);
  const where = conds.length ? and(...conds) : undefined;
  const offset = (q.current - 1) * q.size;
  // The page's ids are chosen by sorting the narrow id rows, then only those rows are read: at 100000
  // contracts this is about a third faster than sorting the rows themselves.
  const pageIds = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.size)
    .offset(offset);
  const rows = await db
    .select(ROW_COLUMNS)
    .from(contracts)
    .where(inArray(contracts.id, pageIds))
    .orderBy(...orderOf(q));
  // A page that is neither full nor past the end tells the total by itself.
  let total = offset + rows.length;
  if (rows.length === q.size || (rows.length === 0 && offset > 0)) {
    const [n] = await db.select({ n: count() }).from(contracts).where(where);
    total = Number(n?.n ?? 0);
  }
  const ids = rows.map((r) => r.id);
  const parties = ids.length
    ? await db
        .select({ contractId: contractParties.contractId, name: contractParties.name })
        .from(contractParties)
        .where(and(inArray(contractParties.contractId, ids), eq(contractParties.kind, 'counterpart')))
        .orderBy(asc(contractParties.contractId), asc(contractParties.role), asc(contractParties.id))
    : [];
  const counterpartsOf = new Map<number, string[]>();
  for (const p of parties) counterpartsOf.set(p.contractId, [...(counterpartsOf.get(p.contractId) ?? []), p.name]);
  const names = await unitNames(
    db,
    rows.flatMap((r) => [r.unitId, r.areaId]),
  );
  const records = rows.map((c) => ({
    ...rowOf(c, names),
    counterparts: counterpartsOf.get(c.id) ?? [],
  }));
  return { records, current: q.current, size: q.size, total };
}

/** The list row's fields of a contract (without counterparts). */
function rowOf(c: RowRecord, names: Map<number, string>): Omit<ContractRow, 'counterparts'> {
  const status = c.status as ContractStatus;
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    category: c.category as ContractRow['category'],
    status,
    phase: STATUS_PHASE[status],
    isMajor: c.isMajor,
    needsFairReview: c.needsFairReview,
    amountFen: c.amountFen,
    direction: c.direction as ContractRow['direction'],
    unitId: c.unitId,
    unitName: nameOf(names, c.unitId),
    areaId: c.areaId,
    areaName: nameOf(names, c.areaId),
    signDate: c.signDate,
    riskCode: c.riskCode as ContractRow['riskCode'],
    source: c.source as ContractRow['source'],
    attribute: c.attribute as ContractRow['attribute'],
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

// ---------------------------------------------------------------- detail
/** Ancestor ids (the unit itself included) of each given unit, in one query. */
async function ancestorsOf(db: Db, unitIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>();
  const starts = unique(unitIds);
  if (!starts.length) return result;
  const rows = await queryRows<{ start: number; id: number }>(
    db,
    sql`with recursive chain(start, id, pid, depth) as (
          select id, id, pid, 0 from ${units} where id in ${starts}
          union all
          select c.start, u.id, u.pid, c.depth + 1 from ${units} u join chain c on u.id = c.pid where c.depth < 32
        ) select start, id from chain`,
  );
  for (const r of rows) {
    const start = Number(r.start);
    const set = result.get(start) ?? new Set<number>();
    set.add(Number(r.id));
    result.set(start, set);
  }
  return result;
}

/**
 * The actor roles the caller plays for this contract (docs/api/contracts.md, "Moves"):
 * - owner: staff whose current unit is the owning unit or above it, holding contract.add and contract.edit;
 * - unitLegal: staff of the owning unit as above holding matter.edit but not the owner's rights
 *   (whoever runs a contract does not review it);
 * - leader: staff of the owning unit as above holding approval.edit;
 * - bureau: staff with an 'area' scope whose current unit is the contract's judicial bureau or below it.
 * Counterpart users and legal advisers play none.
 */
async function actorsOf(db: Db, ctx: AuthContext, c: ContractRecord): Promise<Set<Actor>> {
  const actors = new Set<Actor>();
  if (ctx.userType !== 'staff' || !ctx.currentUnitId) return actors;
  const can = (p: string) => hasPermission(ctx.permissions, p);
  const chains = await ancestorsOf(db, [c.unitId, ctx.currentUnitId]);
  const inOwningUnit = chains.get(c.unitId)?.has(ctx.currentUnitId) ?? false;
  const owner = can('contract.add') && can('contract.edit');
  if (inOwningUnit && owner) actors.add('owner');
  if (inOwningUnit && !owner && can('matter.edit')) actors.add('unitLegal');
  if (inOwningUnit && can('approval.edit')) actors.add('leader');
  if (ctx.dataScope === 'area' && c.bureauUnitId !== null && chains.get(ctx.currentUnitId)?.has(c.bureauUnitId)) {
    actors.add('bureau');
  }
  return actors;
}

function movesFor(c: ContractRecord, actors: Set<Actor>): ContractMove[] {
  if (!actors.size) return [];
  return allowedMoves(c.status as ContractStatus, { major: c.isMajor, fairReview: c.needsFairReview })
    .filter((m) => actors.has(m.actor))
    .map((m) => ({ action: m.action, to: m.to, actor: m.actor }));
}

/** What the caller may see of the contract's internal work (docs/api/contracts.md, "Detail"). */
type Audience = 'staff' | 'party' | 'adviser';
const audienceOf = (ctx: AuthContext): Audience =>
  ctx.userType === 'company' ? 'party' : ctx.userType === 'lawyer' ? 'adviser' : 'staff';

const linkColumns = {
  id: contracts.id,
  code: contracts.code,
  name: contracts.name,
  status: contracts.status,
  attribute: contracts.attribute,
};
type LinkRow = { id: number; code: string; name: string; status: string; attribute: string };
const toLink = (r: LinkRow): ContractDetail['children'][number] => ({
  ...r,
  status: r.status as ContractStatus,
  attribute: r.attribute as ContractDetail['attribute'],
});

async function contractDetail(db: Db, ctx: AuthContext, id: number): Promise<ContractDetail> {
  const scope = await contractScope(db, ctx);
  const [found] = await db
    .select({ c: contracts, inScope: scope.where ? sql<boolean>`coalesce(${scope.where}, false)` : sql<boolean>`true` })
    .from(contracts)
    .where(eq(contracts.id, id));
  if (!found) throw notFound('contract');
  if (!found.inScope) throw outOfScope();
  const c = found.c;
  const audience = audienceOf(ctx);
  const internal = audience !== 'party';
  const none = Promise.resolve([]);

  const [
    partyRows,
    tagRows,
    fileRows,
    parentRows,
    childRows,
    projectRows,
    matterRows,
    historyRows,
    filingRows,
    conditionRows,
    performanceRows,
    supervisionRows,
    flagRows,
    actors,
  ] = await Promise.all([
    db.select().from(contractParties).where(eq(contractParties.contractId, id)).orderBy(asc(contractParties.role), asc(contractParties.id)),
    internal
      ? db
          .select({ id: tags.id, name: tags.name, color: tags.color })
          .from(contractTags)
          .innerJoin(tags, eq(tags.id, contractTags.tagId))
          .where(eq(contractTags.contractId, id))
          .orderBy(asc(tags.id))
      : none,
    db
      .select({ id: contractFiles.id, fileId: contractFiles.fileId, kind: contractFiles.kind, fileName: files.fileName })
      .from(contractFiles)
      .leftJoin(files, eq(files.id, contractFiles.fileId))
      .where(and(eq(contractFiles.contractId, id), or(isNull(files.id), eq(files.isDel, false))))
      .orderBy(asc(contractFiles.createdAt), asc(contractFiles.id)),
    c.parentId === null ? none : db.select(linkColumns).from(contracts).where(eq(contracts.id, c.parentId)),
    db.select(linkColumns).from(contracts).where(eq(contracts.parentId, id)).orderBy(asc(contracts.createdAt), asc(contracts.id)),
    c.projectId === null
      ? none
      : db
          .select({ id: projects.id, code: projects.code, name: projects.name, status: projects.status })
          .from(projects)
          .where(eq(projects.id, c.projectId)),
    audience === 'party'
      ? none
      : db
          .select()
          .from(matters)
          .where(
            audience === 'adviser'
              ? and(eq(matters.contractId, id), eq(matters.handlerUserId, ctx.userId))
              : eq(matters.contractId, id),
          )
          .orderBy(asc(matters.createdAt), asc(matters.id)),
    db.select().from(statusHistory).where(eq(statusHistory.contractId, id)).orderBy(asc(statusHistory.at), asc(statusHistory.id)),
    internal
      ? db.select().from(filings).where(eq(filings.contractId, id)).orderBy(asc(filings.submittedAt), asc(filings.id))
      : none,
    internal
      ? db
          .select()
          .from(filingConditions)
          .where(eq(filingConditions.contractId, id))
          .orderBy(asc(filingConditions.deadline), asc(filingConditions.id))
      : none,
    db
      .select()
      .from(performanceRecords)
      .where(eq(performanceRecords.contractId, id))
      .orderBy(asc(performanceRecords.dueDate), asc(performanceRecords.id)),
    audience === 'staff'
      ? db
          .select()
          .from(supervisionRecords)
          .where(eq(supervisionRecords.contractId, id))
          .orderBy(asc(supervisionRecords.createdAt), asc(supervisionRecords.id))
      : none,
    audience === 'staff'
      ? db
          .select()
          .from(riskFlags)
          .where(and(eq(riskFlags.contractId, id), isNull(riskFlags.clearedAt)))
          .orderBy(asc(riskFlags.raisedAt), asc(riskFlags.id))
      : none,
    actorsOf(db, ctx, c),
  ]);

  const [people, unitNameOf] = await Promise.all([
    userNames(db, [
      c.handlerId,
      ...partyRows.map((p) => p.signedBy),
      ...matterRows.flatMap((m) => [m.submitterId, m.handlerUserId, m.handledBy]),
      ...historyRows.map((h) => h.userId),
      ...filingRows.flatMap((f) => [f.submittedBy, f.reviewerId]),
      ...supervisionRows.map((s) => s.userId),
    ]),
    unitNames(db, [
      c.unitId,
      c.areaId,
      c.bureauUnitId,
      ...matterRows.map((m) => m.handlerUnitId),
      ...historyRows.map((h) => h.unitId),
      ...filingRows.map((f) => f.bureauUnitId),
      ...supervisionRows.map((s) => s.bureauUnitId),
    ]),
  ]);
  const person = (uid: number | null) => nameOf(people, uid);
  const unitName = (uid: number | null) => nameOf(unitNameOf, uid);

  return {
    ...rowOf(c, unitNameOf),
    parentId: c.parentId,
    projectId: c.projectId,
    majorDecision: c.majorDecision,
    keyProject: c.keyProject,
    preferentialTerms: c.preferentialTerms,
    ourRole: c.ourRole,
    subject: c.subject,
    fundSource: c.fundSource,
    procurementMethod: c.procurementMethod,
    signPlace: c.signPlace,
    effectiveDate: c.effectiveDate,
    performStart: c.performStart,
    performEnd: c.performEnd,
    signingMethod: c.signingMethod as ContractDetail['signingMethod'],
    bureauUnitId: c.bureauUnitId,
    bureauUnitName: unitName(c.bureauUnitId),
    handlerId: c.handlerId,
    handlerName: person(c.handlerId),
    filingNo: c.filingNo,
    createdAt: c.createdAt.toISOString(),
    parties: partyRows.map((p) => ({
      id: p.id,
      role: p.role,
      kind: p.kind as 'unit' | 'counterpart',
      unitId: p.unitId,
      counterpartId: p.counterpartId,
      name: p.name,
      creditCode: p.creditCode,
      sealSn: p.sealSn,
      signed: p.signedAt !== null,
      signedAt: iso(p.signedAt),
      signedByName: person(p.signedBy),
    })),
    tags: tagRows,
    files: fileRows,
    parent: parentRows[0] ? toLink(parentRows[0]) : null,
    children: childRows.map(toLink),
    project: projectRows[0] ?? null,
    matters: matterRows.map((m) => ({
      id: m.id,
      kind: m.kind,
      title: m.title,
      status: m.status,
      submitterName: person(m.submitterId),
      handlerUserId: m.handlerUserId,
      handlerUserName: person(m.handlerUserId),
      handlerUnitId: m.handlerUnitId,
      handlerUnitName: unitName(m.handlerUnitId),
      deadline: m.deadline,
      opinion: m.opinion,
      handledByName: person(m.handledBy),
      createdAt: m.createdAt.toISOString(),
      handledAt: iso(m.handledAt),
    })),
    history: historyRows.map((h) => ({
      id: h.id,
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      userName: person(h.userId),
      unitName: unitName(h.unitId),
      // Review opinions are the government's internal work: a counterpart sees the steps, not them.
      opinion: internal ? h.opinion : null,
      fileIds: internal ? h.fileIds : [],
      at: h.at.toISOString(),
    })),
    filings: filingRows.map((f) => ({
      id: f.id,
      filingNo: f.filingNo,
      status: f.status,
      bureauUnitName: unitName(f.bureauUnitId),
      submittedByName: person(f.submittedBy),
      submittedAt: f.submittedAt.toISOString(),
      dueDate: f.dueDate,
      reviewerName: person(f.reviewerId),
      reviewedAt: iso(f.reviewedAt),
      opinion: f.opinion,
      conditions: conditionRows
        .filter((k) => k.filingId === f.id)
        .map((k) => ({
          id: k.id,
          description: k.description,
          deadline: k.deadline,
          status: k.status,
          rectification: k.rectification,
          rectifiedAt: iso(k.rectifiedAt),
          fileIds: k.fileIds,
        })),
    })),
    performance: performanceRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      amountFen: p.amountFen,
      dueDate: p.dueDate,
      doneDate: p.doneDate,
      status: p.status,
      note: p.note,
      fileIds: p.fileIds,
      createdAt: p.createdAt.toISOString(),
    })),
    supervision: supervisionRows.map((s) => ({
      id: s.id,
      kind: s.kind,
      content: s.content,
      userName: person(s.userId),
      bureauUnitName: unitName(s.bureauUnitId),
      fileIds: s.fileIds,
      createdAt: s.createdAt.toISOString(),
    })),
    riskFlags: flagRows.map((f) => ({
      id: f.id,
      rule: f.rule,
      level: f.level,
      detail: f.detail,
      raisedAt: f.raisedAt.toISOString(),
    })),
    moves: movesFor(c, actors),
  };
}

// ---------------------------------------------------------------- routes
/** The read calls every base serves (each caller within its own scope). */
const contractReads: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/contract/queryPage',
    // No body at all is the first page with the defaults.
    { config: { permission: 'contract.query' }, schema: { body: contractListQuerySchema.nullish() } },
    async (req) => ok(req, await listContracts(db, caller(req), req.body ?? contractListQuerySchema.parse({}))),
  );

  app.get(
    '/contract/detail',
    { config: { permission: 'contract.get' }, schema: { querystring: idQuerySchema } },
    async (req) => ok(req, await contractDetail(db, caller(req), req.query.id)),
  );
};

/** /api/admin: government staff. */
export const contractRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(contractReads, deps);
};

/** /api/company and /api/lawyer: the read-only calls, for counterpart users and legal advisers. */
export const contractReadRoutes: FastifyPluginAsyncZod<AppDeps> = contractReads;
