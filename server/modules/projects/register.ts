/**
 * project/register and project/edit: the step form's data. Register creates the project in the
 * caller's current unit (or another unit of the caller's write scope), as a draft or, with
 * `submit: true`, underway; edit changes the given fields of a draft or underway project under the
 * optimistic lock (update ... where id and version; no row: code 502).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  PROJECT_EDITABLE_STATUSES,
  type ProjectEdit,
  type ProjectFields,
  type ProjectRegister,
  type ProjectStatus,
  type ProjectWriteResult,
  projectIssues,
} from '../../../src/domain/project-api';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { refused } from '../../http/errors';
import { nextProjectCode } from '../contracts/numbering';
import { checkFiles, checkHandler, invalidFields, type OwningUnit, owningUnit, stale, writableProject } from './checks';
import { detailsOf, fieldsOf } from './fields';
import { recordProjectMove } from './history';

const resultOf = (p: { id: number; code: string; status: string; version: number }): ProjectWriteResult => ({
  id: p.id,
  code: p.code,
  status: p.status as ProjectStatus,
  version: p.version,
});

export async function registerProject(db: Db, ctx: AuthContext, input: ProjectRegister): Promise<ProjectWriteResult> {
  const unit = await owningUnit(db, ctx, input.unitId);
  if (input.handlerId !== undefined) await checkHandler(db, input.handlerId, unit);
  const fileIds = await checkFiles(db, input.fileIds ?? []);
  const status: ProjectStatus = input.submit ? 'underway' : 'draft';
  const fields: Partial<ProjectFields> = {
    ...input,
    keyProject: input.keyProject ?? false,
    publicSolicitation: input.publicSolicitation ?? false,
    solicitedUnits: [...new Set(input.solicitedUnits ?? [])],
  };
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const code = await nextProjectCode(tx, unit.adcode, now);
    const [created] = await tx
      .insert(projects)
      .values({
        code,
        name: input.name,
        unitId: unit.unitId,
        areaId: unit.areaId,
        handlerId: input.handlerId ?? ctx.userId,
        status,
        category: input.category,
        fundSource: input.fundSource ?? null,
        budgetFen: input.budgetFen ?? null,
        details: detailsOf(fields),
        fileIds,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordProjectMove(tx, ctx, {
      projectId: created!.id,
      action: input.submit ? 'submit' : 'create',
      fromStatus: null,
      toStatus: status,
      at: now,
    });
    return created!;
  });
  return resultOf(row);
}

/** The form fields an edit sends (id and version left out; absent = unchanged, null = cleared). */
function changesOf(input: ProjectEdit): Partial<ProjectFields> {
  const { id: _id, version: _version, ...rest } = input;
  const out: Partial<ProjectFields> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  if (out.solicitedUnits) out.solicitedUnits = [...new Set(out.solicitedUnits)];
  return out;
}

export async function editProject(db: Db, ctx: AuthContext, input: ProjectEdit): Promise<ProjectWriteResult> {
  const p = await writableProject(db, ctx, input.id);
  if (!PROJECT_EDITABLE_STATUSES.includes(p.status as ProjectStatus)) throw refused('projectNotEditable');
  const changes = changesOf(input);
  const merged: ProjectFields = { ...fieldsOf(p), ...changes };

  let unit: OwningUnit | null = null;
  if (changes.unitId !== undefined && changes.unitId !== p.unitId) unit = await owningUnit(db, ctx, changes.unitId);
  if (merged.handlerId !== null && (changes.handlerId !== undefined || unit)) {
    await checkHandler(db, merged.handlerId, unit ?? (await owningUnit(db, ctx, p.unitId)));
  }
  if (changes.fileIds) changes.fileIds = await checkFiles(db, changes.fileIds);
  // The merged record must still hold together; an underway project stays complete.
  const issues = projectIssues(merged, p.status === 'underway');
  if (issues.length) throw invalidFields(issues.map((i) => ({ ...i, path: `body.${i.path}` })));

  const [row] = await db
    .update(projects)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.category !== undefined ? { category: changes.category } : {}),
      ...(changes.fundSource !== undefined ? { fundSource: changes.fundSource } : {}),
      ...(changes.budgetFen !== undefined ? { budgetFen: changes.budgetFen } : {}),
      ...(changes.handlerId !== undefined ? { handlerId: changes.handlerId } : {}),
      ...(changes.fileIds !== undefined ? { fileIds: changes.fileIds } : {}),
      ...(unit ? { unitId: unit.unitId, areaId: unit.areaId } : {}),
      details: detailsOf(changes, p.details),
      version: sql`${projects.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.id, p.id), eq(projects.version, input.version), eq(projects.status, p.status)))
    .returning();
  if (!row) throw stale();
  return resultOf(row);
}
