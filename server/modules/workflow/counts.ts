/**
 * workflow/counts: the workplace's badges for the caller, polled by the workplace. Three count
 * queries over the lists' own conditions (mine.ts), so a badge always equals its list's total; a
 * list the caller may not query counts 0 (and costs no query).
 */
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { hasPermission } from '../../../src/domain/permissions';
import type { WorkflowCounts } from '../../../src/domain/workflow-api';
import type { Db } from '../../db/client';
import { approvals, carbonCopies, matters } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { approvalWaiting, backlogWaiting, copiesReceived, copyUnread, handlingUnits, pastDeadline, today } from './mine';

const overdueCount = (day: string): SQL<number> =>
  sql<number>`count(*) filter (where ${and(isNotNull(matters.deadline), pastDeadline(day))})`.mapWith(Number);

export async function workflowCounts(db: Db, ctx: AuthContext): Promise<WorkflowCounts> {
  const can = (p: string) => hasPermission(ctx.permissions, p);
  const counts: WorkflowCounts = { backlogWaiting: 0, backlogOverdue: 0, approvalWaiting: 0, carbonCopyUnread: 0 };
  if (can('backlog.query')) {
    const [row] = await db
      .select({ waiting: count(), overdue: overdueCount(today()) })
      .from(matters)
      .where(backlogWaiting(ctx.userId, await handlingUnits(db, ctx)));
    counts.backlogWaiting = Number(row?.waiting ?? 0);
    counts.backlogOverdue = Number(row?.overdue ?? 0);
  }
  if (can('approval.query')) {
    const [row] = await db
      .select({ n: count() })
      .from(approvals)
      .innerJoin(matters, eq(matters.id, approvals.matterId))
      .where(approvalWaiting(db, ctx.userId));
    counts.approvalWaiting = Number(row?.n ?? 0);
  }
  if (can('carboncopy.query')) {
    const [row] = await db
      .select({ n: count() })
      .from(carbonCopies)
      .innerJoin(matters, eq(matters.id, carbonCopies.matterId))
      .where(and(copiesReceived(ctx.userId), copyUnread));
    counts.carbonCopyUnread = Number(row?.n ?? 0);
  }
  return counts;
}
