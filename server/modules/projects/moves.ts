/**
 * The project's status moves: submit (draft -> underway), archive (underway -> archived, once every
 * contract of the project is closed) and delDraft (a draft without contracts goes away). Each move
 * is one transaction: the update under the optimistic lock (no row: code 502) and its audit-trail row.
 * A move from the wrong status is refused (code 500) and changes nothing.
 */
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import {
  CLOSED_CONTRACT_STATUSES,
  type ProjectStatus,
  type ProjectWriteResult,
  projectIssues,
} from '../../../src/domain/project-api';
import type { Db } from '../../db/client';
import { contracts, projects } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { refused } from '../../http/errors';
import { invalidFields, stale, writableProject } from './checks';
import { fieldsOf } from './fields';
import { recordProjectMove } from './history';
import type { ProjectRecord } from './scope';

/** How many contracts the project has (all, or only those not closed yet). */
export async function contractCount(db: Db, projectId: number, openOnly = false): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contracts)
    .where(
      and(
        eq(contracts.projectId, projectId),
        openOnly ? notInArray(contracts.status, [...CLOSED_CONTRACT_STATUSES]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The project as the caller last read it: in the write scope, in `status`, at `version`. */
async function projectAt(db: Db, ctx: AuthContext, id: number, version: number, status: ProjectStatus, wrongStatus: 'projectNotDraft' | 'projectNotUnderway'): Promise<ProjectRecord> {
  const p = await writableProject(db, ctx, id);
  if (p.status !== status) throw refused(wrongStatus);
  if (p.version !== version) throw stale();
  return p;
}

/**
 * Moves the project from one status to the next under the lock, with its trail row; `guard` runs
 * first inside the same transaction (a rule on other rows, checked where it cannot change underneath).
 */
async function move(
  db: Db,
  ctx: AuthContext,
  p: ProjectRecord,
  action: string,
  to: ProjectStatus,
  opinion: string | null = null,
  guard?: (tx: Db) => Promise<void>,
): Promise<ProjectWriteResult> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await guard?.(tx);
    const [row] = await tx
      .update(projects)
      .set({ status: to, version: sql`${projects.version} + 1`, updatedAt: now })
      .where(and(eq(projects.id, p.id), eq(projects.version, p.version), eq(projects.status, p.status)))
      .returning({ id: projects.id, code: projects.code, status: projects.status, version: projects.version });
    if (!row) throw stale();
    await recordProjectMove(tx, ctx, { projectId: p.id, action, fromStatus: p.status, toStatus: to, opinion, at: now });
    return { ...row, status: row.status as ProjectStatus };
  });
}

export async function submitProject(db: Db, ctx: AuthContext, id: number, version: number): Promise<ProjectWriteResult> {
  const p = await projectAt(db, ctx, id, version, 'draft', 'projectNotDraft');
  const missing = projectIssues(fieldsOf(p), true);
  if (missing.length) throw invalidFields(missing, 'projectIncomplete');
  return move(db, ctx, p, 'submit', 'underway');
}

export async function archiveProject(db: Db, ctx: AuthContext, id: number, version: number, opinion: string | null): Promise<ProjectWriteResult> {
  const p = await projectAt(db, ctx, id, version, 'underway', 'projectNotUnderway');
  return move(db, ctx, p, 'archive', 'archived', opinion, async (tx) => {
    const open = await contractCount(tx, p.id, true);
    if (open > 0) throw refused('projectOpenContracts', { count: open });
  });
}

export async function deleteDraft(db: Db, ctx: AuthContext, id: number, version: number): Promise<{ id: number }> {
  const p = await projectAt(db, ctx, id, version, 'draft', 'projectNotDraft');
  await db.transaction(async (tx) => {
    const linked = await contractCount(tx, p.id);
    if (linked > 0) throw refused('projectHasContracts', { count: linked });
    const [row] = await tx
      .delete(projects)
      .where(and(eq(projects.id, p.id), eq(projects.version, p.version), eq(projects.status, 'draft')))
      .returning({ id: projects.id });
    if (!row) throw stale();
    // The trail keeps who discarded the draft (the project row itself is gone).
    await recordProjectMove(tx, ctx, { projectId: p.id, action: 'delete', fromStatus: 'draft', toStatus: 'deleted', at: new Date() });
  });
  return { id: p.id };
}
