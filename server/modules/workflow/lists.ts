/**
 * The workflow lists (docs/api/workflow.md): my to-dos waiting and done, my approvals waiting and
 * done, carbon copies received and sent. Each page is a fixed handful of queries whatever its size:
 * the page (rows joined with their matter and contract), the count (skipped when the page tells
 * the total), the names of its people, the names of its units.
 */
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '../../../src/domain/envelope';
import type {
  ApprovalQuery,
  ApprovalRow,
  BacklogQuery,
  BacklogRow,
  CarbonCopyQuery,
  CarbonCopyRow,
  WorkflowSortField,
} from '../../../src/domain/workflow-api';
import type { Db } from '../../db/client';
import { approvals, carbonCopies, contracts, matters } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { iso } from '../contracts/names';
import { orderBy } from '../../db/order';
import { filterConditions } from './filters';
import {
  approvalDone,
  approvalWaiting,
  backlogDone,
  backlogWaiting,
  copiesReceived,
  copiesSent,
  handlingUnits,
  today,
} from './mine';
import { contractOfMatter, MATTER_COLUMNS, matterRowOf, pageNames, totalOf } from './rows';

/** The column behind each sort field, and whether it can be empty. */
const SORT_COLUMNS: Record<WorkflowSortField, [PgColumn, boolean]> = {
  createdAt: [matters.createdAt, false],
  deadline: [matters.deadline, true],
  handledAt: [matters.handledAt, true],
  decidedAt: [approvals.decidedAt, true],
  copiedAt: [carbonCopies.createdAt, false],
};

const sortOf = (field: WorkflowSortField, order: 'asc' | 'desc', tieBreak: PgColumn, first?: SQL): SQL[] => {
  const [column, nullable] = SORT_COLUMNS[field];
  return orderBy(column, nullable, order, tieBreak, first);
};

const offsetOf = (q: { current: number; size: number }) => (q.current - 1) * q.size;

// ---------------------------------------------------------------- to-dos
async function backlogPage(db: Db, q: BacklogQuery, mine: SQL, defaultSort: WorkflowSortField): Promise<Page<BacklogRow>> {
  const day = today();
  const where = and(mine, ...filterConditions(q, eq(matters.status, 'pending'), day));
  const rows = await db
    .select(MATTER_COLUMNS)
    .from(matters)
    .leftJoin(contracts, contractOfMatter)
    .where(where)
    .orderBy(...sortOf(q.sortField ?? defaultSort, q.sortOrder, matters.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const total = await totalOf(q.current, q.size, rows.length, async () => {
    const [n] = await db.select({ n: count() }).from(matters).leftJoin(contracts, contractOfMatter).where(where);
    return Number(n?.n ?? 0);
  });
  const names = await pageNames(db, rows);
  return { records: rows.map((r) => matterRowOf(r, names, r.status === 'pending', day)), current: q.current, size: q.size, total };
}

/** backlog/queryWaiting: to-dos waiting for the caller (named, or left to a unit the caller handles for). */
export async function backlogWaitingPage(db: Db, ctx: AuthContext, q: BacklogQuery): Promise<Page<BacklogRow>> {
  return backlogPage(db, q, backlogWaiting(ctx.userId, await handlingUnits(db, ctx)), 'createdAt');
}

/** backlog/queryDone: the matters the caller handled, newest handled first by default. */
export async function backlogDonePage(db: Db, ctx: AuthContext, q: BacklogQuery): Promise<Page<BacklogRow>> {
  return backlogPage(db, q, backlogDone(ctx.userId), 'handledAt');
}

// ---------------------------------------------------------------- approvals
const APPROVAL_COLUMNS = {
  ...MATTER_COLUMNS,
  approvalId: approvals.id,
  level: approvals.level,
  approvalStatus: approvals.status,
  approvalOpinion: approvals.opinion,
  decidedAt: approvals.decidedAt,
};

async function approvalPage(db: Db, q: ApprovalQuery, mine: SQL, defaultSort: WorkflowSortField): Promise<Page<ApprovalRow>> {
  const day = today();
  const waiting = and(eq(approvals.status, 'pending'), eq(matters.status, 'pending'))!;
  const where = and(mine, ...filterConditions(q, waiting, day));
  const rows = await db
    .select(APPROVAL_COLUMNS)
    .from(approvals)
    .innerJoin(matters, eq(matters.id, approvals.matterId))
    .leftJoin(contracts, contractOfMatter)
    .where(where)
    .orderBy(...sortOf(q.sortField ?? defaultSort, q.sortOrder, approvals.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const total = await totalOf(q.current, q.size, rows.length, async () => {
    const [n] = await db
      .select({ n: count() })
      .from(approvals)
      .innerJoin(matters, eq(matters.id, approvals.matterId))
      .leftJoin(contracts, contractOfMatter)
      .where(where);
    return Number(n?.n ?? 0);
  });
  const names = await pageNames(db, rows);
  const records = rows.map((r) => ({
    ...matterRowOf(r, names, r.approvalStatus === 'pending' && r.status === 'pending', day),
    approvalId: r.approvalId,
    level: r.level,
    approvalStatus: r.approvalStatus as ApprovalRow['approvalStatus'],
    approvalOpinion: r.approvalOpinion,
    decidedAt: iso(r.decidedAt),
  }));
  return { records, current: q.current, size: q.size, total };
}

/** approval/queryWaiting: approvals where it is the caller's turn. */
export async function approvalWaitingPage(db: Db, ctx: AuthContext, q: ApprovalQuery): Promise<Page<ApprovalRow>> {
  return approvalPage(db, q, approvalWaiting(db, ctx.userId), 'createdAt');
}

/** approval/queryDone: the caller's decisions, newest first by default. */
export async function approvalDonePage(db: Db, ctx: AuthContext, q: ApprovalQuery): Promise<Page<ApprovalRow>> {
  return approvalPage(db, q, approvalDone(ctx.userId), 'decidedAt');
}

// ---------------------------------------------------------------- carbon copies
const COPY_COLUMNS = {
  ...MATTER_COLUMNS,
  copyId: carbonCopies.id,
  note: carbonCopies.note,
  readAt: carbonCopies.readAt,
  fromUserId: carbonCopies.fromUserId,
  toUserId: carbonCopies.toUserId,
  copiedAt: carbonCopies.createdAt,
};

/** Copies are listed with their matter (every copy is opened with one: matter-store.ts openMatter). */
async function copyPage(db: Db, q: CarbonCopyQuery, mine: SQL): Promise<Page<CarbonCopyRow>> {
  const day = today();
  const conds = filterConditions(q, eq(matters.status, 'pending'), day);
  if (q.read !== undefined) conds.push(q.read ? isNotNull(carbonCopies.readAt) : isNull(carbonCopies.readAt));
  const where = and(mine, ...conds);
  const unreadFirst = q.unreadFirst ? sql`(${carbonCopies.readAt} is not null) asc` : undefined;
  const rows = await db
    .select(COPY_COLUMNS)
    .from(carbonCopies)
    .innerJoin(matters, eq(matters.id, carbonCopies.matterId))
    .leftJoin(contracts, contractOfMatter)
    .where(where)
    .orderBy(...sortOf(q.sortField ?? 'copiedAt', q.sortOrder, carbonCopies.id, unreadFirst))
    .limit(q.size)
    .offset(offsetOf(q));
  const total = await totalOf(q.current, q.size, rows.length, async () => {
    const [n] = await db
      .select({ n: count() })
      .from(carbonCopies)
      .innerJoin(matters, eq(matters.id, carbonCopies.matterId))
      .leftJoin(contracts, contractOfMatter)
      .where(where);
    return Number(n?.n ?? 0);
  });
  const names = await pageNames(
    db,
    rows,
    rows.flatMap((r) => [r.fromUserId, r.toUserId]),
  );
  const records = rows.map((r) => ({
    ...matterRowOf(r, names, r.status === 'pending', day),
    copyId: r.copyId,
    note: r.note,
    read: r.readAt !== null,
    readAt: iso(r.readAt),
    fromUserId: r.fromUserId,
    fromUserName: names.users.get(r.fromUserId) ?? null,
    toUserId: r.toUserId,
    toUserName: names.users.get(r.toUserId) ?? null,
    copiedAt: r.copiedAt.toISOString(),
  }));
  return { records, current: q.current, size: q.size, total };
}

/** carboncopy/queryReceived: copies sent to the caller. */
export const copiesReceivedPage = (db: Db, ctx: AuthContext, q: CarbonCopyQuery): Promise<Page<CarbonCopyRow>> =>
  copyPage(db, q, copiesReceived(ctx.userId));

/** carboncopy/querySent: copies the caller sent. */
export const copiesSentPage = (db: Db, ctx: AuthContext, q: CarbonCopyQuery): Promise<Page<CarbonCopyRow>> =>
  copyPage(db, q, copiesSent(ctx.userId));
