/**
 * Whose is a to-do, an approval or a carbon copy (docs/api/workflow.md, "Whose rows"): the SQL
 * conditions of the six lists, shared by the lists and the workplace counts so both always agree.
 */
import { and, eq, inArray, isNull, lt, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoDate, todayDay } from '../../../src/domain/calendar';
import { hasPermission } from '../../../src/domain/permissions';
import { type Db, queryRows } from '../../db/client';
import { approvals, carbonCopies, matters, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';

/** Today on the China Standard Time calendar, YYYY-MM-DD (deadlines before it are overdue). */
export const today = (): string => isoDate(todayDay());

/**
 * The units whose unassigned matters the caller may handle: staff holding backlog.edit handle for
 * their current unit and for its departments and offices (units of type D or O reached from it
 * through D and O units only, so another unit's departments never count). Others: none.
 */
export async function handlingUnits(db: Db, ctx: AuthContext): Promise<number[]> {
  const query = handlingUnitsQuery(ctx);
  if (!query) return [];
  const rows = await queryRows<{ id: number }>(db, query);
  return rows.map((r) => Number(r.id));
}

/** handlingUnits as one SQL query answering the column id (for use as a subquery), or null for none. */
export function handlingUnitsQuery(ctx: AuthContext): SQL | null {
  if (ctx.userType !== 'staff' || ctx.currentUnitId === null || !hasPermission(ctx.permissions, 'backlog.edit')) return null;
  return sql`with recursive sub(id, depth) as (
          select id, 0 from ${units} where id = ${ctx.currentUnitId}
          union all
          select u.id, s.depth + 1 from ${units} u join sub s on u.pid = s.id
          where u.type in ('D', 'O') and s.depth < 32
        ) select distinct id from sub`;
}

/** Approval matters are never to-dos: they are worked on through the approval lists. */
const notApproval = ne(matters.kind, 'approval');

/** My to-dos waiting: pending, and named to me or left to a unit I handle for. */
export function backlogWaiting(userId: number, unitIds: readonly number[]): SQL {
  const named = eq(matters.handlerUserId, userId);
  const byUnit = unitIds.length ? and(isNull(matters.handlerUserId), inArray(matters.handlerUnitId, [...unitIds])) : undefined;
  return and(eq(matters.status, 'pending'), notApproval, byUnit ? or(named, byUnit) : named)!;
}

/** My to-dos done: the matters I handled. */
export const backlogDone = (userId: number): SQL => and(eq(matters.handledBy, userId), notApproval)!;

/** A pending matter whose deadline is before today (the rows must also be waiting for their party). */
export const pastDeadline = (day: string): SQL => lt(matters.deadline, day);

const lower = alias(approvals, 'lower_level');

/** My approvals waiting: pending, the matter still open, and every lower level of the matter approved. */
export function approvalWaiting(db: Db, userId: number): SQL {
  const blocking = db
    .select({ one: sql`1` })
    .from(lower)
    .where(and(eq(lower.matterId, approvals.matterId), lt(lower.level, approvals.level), ne(lower.status, 'approved')));
  return and(eq(approvals.approverId, userId), eq(approvals.status, 'pending'), eq(matters.status, 'pending'), notExists(blocking))!;
}

/** My approvals done: the ones I decided. */
export const approvalDone = (userId: number): SQL =>
  and(eq(approvals.approverId, userId), inArray(approvals.status, ['approved', 'rejected']))!;

export const copiesReceived = (userId: number): SQL => eq(carbonCopies.toUserId, userId);
export const copiesSent = (userId: number): SQL => eq(carbonCopies.fromUserId, userId);
export const copyUnread = isNull(carbonCopies.readAt);
