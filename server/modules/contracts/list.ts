/**
 * contract/queryPage: the paged list with its views, filters and sorting (docs/api/contracts.md).
 *
 * PGlite answers one query at a time, so the list is a fixed handful of queries whatever the page
 * size: the page of rows, the count (skipped when the page itself tells the total), the
 * counterparts of the page and the unit and area names of the page.
 */
import { type ContractRecord, type ContractScope, contractScope, existsIn, never } from './scope';
import { nameOf, unitNames } from './names';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ContractListQuery, type ContractRow, statusesOfPhases, VIEW_RISK, VIEW_STATUSES } from '../../../src/domain/contract-api';
import type { Page } from '../../../src/domain/envelope';
import { type ContractStatus, STATUS_PHASE } from '../../../src/domain/lifecycle';
import { type Db, jsonValue } from '../../db/client';
import { contractParties, contracts, contractTags, statusHistory, supervisionRecords, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { authCacheOf } from '../../http/auth-cache';
import { descendantIds } from '../../http/unit-tree';
import { containsPattern } from '../users/list';

// ---------------------------------------------------------------- views and filters
export const statusIn = (list: readonly ContractStatus[]): SQL => inArray(contracts.status, [...list]);

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
    default: {
      // The views by status or by risk code: the tables the workplace's figures count too (countInView).
      const risk = VIEW_RISK[view];
      return risk ? eq(contracts.riskCode, risk) : statusIn(byStatus ?? []);
    }
  }
}

/** Day bounds in China Standard Time: [from 00:00, the day after `to` 00:00). */
const dayStart = (d: string): Date => new Date(`${d}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** Every condition of a list query: scope, view and filters. */
export async function listConditions(db: Db, ctx: AuthContext, q: ContractListQuery): Promise<SQL[]> {
  const scope = await contractScope(db, ctx);
  const conds: SQL[] = [];
  const push = (c: SQL | undefined) => {
    if (c) conds.push(c);
  };
  push(scope.where);
  if (q.view) push(viewCondition(db, q.view, ctx, scope));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    push(or(ilike(contracts.name, p), ilike(contracts.code, p), ilike(contracts.unitNo, p)));
  }
  if (q.code) {
    const p = containsPattern(q.code);
    push(or(ilike(contracts.code, p), ilike(contracts.unitNo, p)));
  }
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

/**
 * The order: the field either way (empty signing dates last both ways), ties broken by id the same
 * way. `reversed`: exactly backwards (a deep page read from the other end).
 */
export function orderOf(q: ContractListQuery, reversed = false): SQL[] {
  const column = SORT_COLUMNS[q.sortField];
  const up = (q.sortOrder === 'asc') !== reversed;
  const primary =
    q.sortField === 'signDate'
      ? // Empty dates last; backwards, first.
        sql`${column} ${sql.raw(up ? 'asc' : 'desc')} nulls ${sql.raw(reversed ? 'first' : 'last')}`
      : up
        ? asc(column)
        : desc(column);
  return [primary, up ? asc(contracts.id) : desc(contracts.id)];
}

/** How many pages back a page looks for a known page end to read after (keyset) instead of by offset. */
const BOUND_REACH = 50;

/** Where a page ends in the forward order: its last contract, and whether its sort value is empty. */
export interface PageBound {
  id: number;
  empty: boolean;
}

/**
 * The contracts after `bound` in the forward order of orderOf(q) (keyset paging), as a condition the
 * index of that order answers (a row comparison: PostgreSQL and PGlite walk the index from the bound);
 * null where none would (a dated signing date: the empty dates that follow it make the condition an
 * OR the index cannot answer, so those pages are read by offset). The bound's sort value is read by
 * its id in the same query: no value crosses to Node, so timestamps keep their microseconds and text
 * its collation. A bound is valid while no contract has changed, which is as long as bounds are kept
 * (auth-cache.ts listBounds).
 */
export function afterBound(q: ContractListQuery, bound: PageBound): SQL | null {
  const column = SORT_COLUMNS[q.sortField];
  const up = q.sortOrder === 'asc';
  if (q.sortField === 'signDate') {
    // Empty dates come last both ways: after an empty one only empty ones follow, by id.
    if (!bound.empty) return null;
    return sql`(${column} is null and ${contracts.id} ${sql.raw(up ? '>' : '<')} ${bound.id})`;
  }
  const value = sql`(select ${column} from ${contracts} where ${contracts.id} = ${bound.id})`;
  return sql`(${column}, ${contracts.id}) ${sql.raw(up ? '>' : '<')} (${value}, ${bound.id})`;
}

// ---------------------------------------------------------------- names
/** Unit names by id: every unit's from the cache of `db` (server/http/auth-cache.ts), else in one query. */
async function cachedUnitNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const cache = authCacheOf(db);
  if (!cache) return unitNames(db, ids);
  return (await cache.units.get('names', async () => {
    const rows = await db.select({ id: units.id, name: units.unitName }).from(units);
    return new Map(rows.map((r) => [r.id, r.name]));
  })) as Map<number, string>;
}

// ---------------------------------------------------------------- list
/** Only the columns a list row shows: PGlite's cost per row grows with the columns read. */
export const ROW_COLUMNS = {
  id: contracts.id,
  code: contracts.code,
  unitNo: contracts.unitNo,
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
export type RowRecord = Pick<ContractRecord, keyof typeof ROW_COLUMNS>;

/** A list row's counterparts' names (role, then entry order), in the row's own query. */
const COUNTERPART_NAMES = sql<string[] | string>`coalesce((
  select json_agg(p.name order by p.role, p.id) from ${contractParties} p
  where p.contract_id = "contracts"."id" and p.kind = 'counterpart'), '[]'::json)`;
// (Written out: in a select list Drizzle names a column without its table, which here would be p's.)

/**
 * One page in one query: the page's ids are chosen by sorting the narrow id rows (at 100 000 contracts
 * about a third faster than sorting the rows themselves), then only those rows are read, with their
 * counterparts. PGlite answers one query at a time: every query saved is latency under load.
 */
async function pageRows(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const ids = db.select({ id: contracts.id }).from(contracts).where(where).orderBy(...order).limit(limit).offset(offset);
  const rows = await db
    .select({ ...ROW_COLUMNS, counterparts: COUNTERPART_NAMES })
    .from(contracts)
    .where(inArray(contracts.id, ids))
    .orderBy(...order);
  return rows.map((r) => ({ ...r, counterparts: jsonValue<string[]>(r.counterparts) }));
}

/**
 * The paged list (docs/api/contracts.md, "At volume"). The total of a filter is counted once and kept
 * (auth-cache.ts listTotals, dropped on any contract change); a page that is neither full nor past the
 * end tells it by itself. A page in the second half of a known total is read from the other end, in
 * the reversed order, so the last page costs what the first does.
 */
export async function listContracts(db: Db, ctx: AuthContext, q: ContractListQuery): Promise<Page<ContractRow>> {
  const conds = await listConditions(db, ctx, q);
  const where = conds.length ? and(...conds) : undefined;
  const countQuery = db.select({ n: count() }).from(contracts).where(where);
  const key = JSON.stringify(countQuery.toSQL());
  // The page as answered, until a contract or a unit changes: the same page for the next caller of
  // the same scope and filter costs no query (PGlite answers one query at a time).
  const pages = authCacheOf(db)?.listPages;
  const pageKey = `${key}|${q.sortField}|${q.sortOrder}|${q.current}|${q.size}`;
  const read = () => readPage(db, q, where, countQuery, key);
  return pages ? ((await pages.get(pageKey, read)) as Page<ContractRow>) : read();
}

async function readPage(
  db: Db,
  q: ContractListQuery,
  where: SQL | undefined,
  countQuery: PromiseLike<{ n: number }[]>,
  key: string,
): Promise<Page<ContractRow>> {
  const offset = (q.current - 1) * q.size;
  const cache = authCacheOf(db);
  const totals = cache?.listTotals;
  const readTotal = async () => Number((await countQuery)[0]?.n ?? 0);
  const known = totals?.peek(key);
  // Where a page shortly before ends, when a caller has read it since the last contract change: the
  // page is then read after it (keyset), whatever its depth; the pages in between are skipped by offset.
  const bounds = cache?.listBounds;
  const boundKey = (page: number) => `${key}|${q.sortField}|${q.sortOrder}|${q.size}|${page}`;
  const since = bounds?.generation;
  let before: { page: number; after: SQL } | undefined;
  for (let n = q.current - 1; bounds && !before && n >= Math.max(1, q.current - BOUND_REACH); n--) {
    const bound = bounds.peek(boundKey(n));
    const after = bound && afterBound(q, bound);
    if (after) before = { page: n, after };
  }

  let rows: Awaited<ReturnType<typeof pageRows>>;
  if (known !== undefined && offset >= known) rows = [];
  else if (before) rows = await pageRows(db, and(where, before.after), orderOf(q), q.size, (q.current - 1 - before.page) * q.size);
  else if (known !== undefined && offset > known / 2) {
    const take = Math.min(q.size, known - offset);
    rows = (await pageRows(db, where, orderOf(q, true), take, known - offset - take)).reverse();
  } else rows = await pageRows(db, where, orderOf(q), q.size, offset);
  const last = rows.at(-1);
  if (bounds && since !== undefined && last && rows.length === q.size) {
    bounds.keep(boundKey(q.current), { id: last.id, empty: last.signDate === null }, since);
  }

  let total = known;
  if (total === undefined) {
    // A page that is neither full nor past the end tells the total by itself.
    const told = rows.length < q.size && !(rows.length === 0 && offset > 0) ? offset + rows.length : undefined;
    const read = told === undefined ? readTotal : async () => told;
    total = totals ? await totals.get(key, read) : await read();
  }
  const names = await cachedUnitNames(
    db,
    rows.flatMap((r) => [r.unitId, r.areaId]),
  );
  const records = rows.map((c) => ({ ...rowOf(c, names), counterparts: c.counterparts }));
  return { records, current: q.current, size: q.size, total };
}

/** The list row's fields of a contract (without counterparts). */
export function rowOf(c: RowRecord, names: Map<number, string>): Omit<ContractRow, 'counterparts'> {
  const status = c.status as ContractStatus;
  return {
    id: c.id,
    code: c.code,
    unitNo: c.unitNo,
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
