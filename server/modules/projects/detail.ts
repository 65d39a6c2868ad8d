/** project/detail: every field of the step form, the project's contracts, its audit trail and what the caller may do now. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import { hasPermission } from '../../../src/domain/permissions';
import {
  CLOSED_CONTRACT_STATUSES,
  PROJECT_EDITABLE_STATUSES,
  type ProjectAction,
  type ProjectDetail,
  type ProjectStatus,
} from '../../../src/domain/project-api';
import type { Db } from '../../db/client';
import { contracts, files, statusHistory } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { nameOf, unitNames, userNames } from '../contracts/names';
import { readableProject } from './checks';
import { detailFields } from './fields';
import { projectRowOf } from './list';
import { canWriteUnit, type ProjectRecord, writableUnits } from './scope';

const CLOSED: ReadonlySet<string> = new Set(CLOSED_CONTRACT_STATUSES);

/** What the caller may do with the project now; the write calls check the same rules again. */
async function actionsFor(db: Db, ctx: AuthContext, p: ProjectRecord, contractStatuses: string[]): Promise<ProjectAction[]> {
  if (!hasPermission(ctx.permissions, 'project.edit')) return [];
  if (!canWriteUnit(await writableUnits(db, ctx), p.unitId)) return [];
  const status = p.status as ProjectStatus;
  const out: ProjectAction[] = [];
  if (PROJECT_EDITABLE_STATUSES.includes(status)) out.push('edit');
  if (status === 'draft') out.push('submit');
  if (status === 'underway' && contractStatuses.every((s) => CLOSED.has(s))) out.push('archive');
  if (status === 'draft' && contractStatuses.length === 0) out.push('delDraft');
  return out;
}

export async function projectDetail(db: Db, ctx: AuthContext, id: number): Promise<ProjectDetail> {
  const p = await readableProject(db, ctx, id);
  const [contractRows, historyRows, fileRows] = await Promise.all([
    db
      .select({ id: contracts.id, code: contracts.code, name: contracts.name, status: contracts.status, amountFen: contracts.amountFen })
      .from(contracts)
      .where(eq(contracts.projectId, id))
      .orderBy(asc(contracts.createdAt), asc(contracts.id)),
    db.select().from(statusHistory).where(eq(statusHistory.projectId, id)).orderBy(asc(statusHistory.at), asc(statusHistory.id)),
    p.fileIds.length
      ? db
          .select({ id: files.id, fileName: files.fileName })
          .from(files)
          .where(and(inArray(files.id, p.fileIds), eq(files.isDel, false)))
      : Promise.resolve([]),
  ]);
  const [units, people, actions] = await Promise.all([
    unitNames(db, [p.unitId, p.areaId, ...historyRows.map((h) => h.unitId)]),
    userNames(db, [p.handlerId, ...historyRows.map((h) => h.userId)]),
    actionsFor(
      db,
      ctx,
      p,
      contractRows.map((c) => c.status),
    ),
  ]);
  const fileOrder = new Map(p.fileIds.map((fid, i) => [fid, i]));
  const d = detailFields(p.details);
  return {
    ...projectRowOf(p, units, people, new Map([[p.id, contractRows.length]])),
    plannedStart: d.plannedStart,
    plannedEnd: d.plannedEnd,
    basis: d.basis,
    necessity: d.necessity,
    plan: d.plan,
    procurementMethod: d.procurementMethod,
    riskAssessment: d.riskAssessment,
    fileIds: p.fileIds,
    files: fileRows.sort((a, b) => (fileOrder.get(a.id) ?? 0) - (fileOrder.get(b.id) ?? 0)),
    solicitedUnits: d.solicitedUnits,
    survey: d.survey,
    publicSolicitation: d.publicSolicitation,
    solicitationStart: d.solicitationStart,
    solicitationEnd: d.solicitationEnd,
    notes: d.notes,
    contracts: contractRows.map((c) => ({ ...c, status: c.status as ContractStatus })),
    history: historyRows.map((h) => ({
      id: h.id,
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      userName: nameOf(people, h.userId),
      unitName: nameOf(units, h.unitId),
      opinion: h.opinion,
      at: h.at.toISOString(),
    })),
    actions,
  };
}
