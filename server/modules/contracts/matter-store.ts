/**
 * Opening matters and telling people about them, inside the caller's transaction: a matter row, its
 * approvals (one per approver, in order), its carbon copies, and a message (the shell's bell) to the
 * handler (or every enabled user of the handling unit who may handle to-dos) and to each person
 * copied in. Every write path that creates a matter goes through openMatter.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type MatterKind, matterLink } from '../../../src/domain/matter';
import { matterDeadline } from '../time-rules/store';
import type { Db } from '../../db/client';
import { approvals, carbonCopies, contracts, matters, messages, rolePermissions, userRoles, userUnits, users } from '../../db/schema';
import { unique } from './names';

export type MatterRecord = typeof matters.$inferSelect;

export interface OpenMatterInput {
  kind: MatterKind;
  title: string;
  contractId: number | null;
  projectId?: number | null;
  submitterId: number;
  submitUnitId: number | null;
  /** A named handler, or null for "anyone of handlerUnitId who may handle to-dos". */
  handlerUserId: number | null;
  handlerUnitId: number | null;
  /** YYYY-MM-DD; by default the kind's working days from today (time-rules.ts matterWorkdays). */
  deadline?: string | null;
  /** The area whose rules set the default deadline (default: the contract's). */
  areaId?: number | null;
  content?: Record<string, unknown>;
  fileIds?: number[];
  /** Approvers in order (approval matters): one approvals row each, level 1.. */
  approverIds?: number[];
  /** People copied in, with a note. */
  copyTo?: number[];
  copyNote?: string | null;
  /** Who is told (default: the handler, or the handling unit's users who may handle to-dos). */
  recipients?: number[];
  at?: Date;
}

/** Enabled users of a unit holding a permission action (e.g. backlog.edit), in one query. */
export async function unitUsersWith(tx: Db, unitId: number, permissionId: string, action: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(userUnits)
    .innerJoin(users, eq(users.id, userUnits.userId))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(userUnits.unitId, unitId),
        eq(users.enabled, true),
        eq(rolePermissions.permissionId, permissionId),
        sql`${rolePermissions.actionList} ? ${action}`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Sends each user (duplicates dropped) a message. */
export async function notify(
  tx: Db,
  userIds: readonly (number | null | undefined)[],
  message: { title: string; content: string; link: string | null },
  at = new Date(),
): Promise<void> {
  const to = unique(userIds.filter((id): id is number => typeof id === 'number'));
  if (!to.length) return;
  await tx.insert(messages).values(to.map((userId) => ({ userId, ...message, createTime: at })));
}

/** Who is told about a matter: its handler, or every user of the handling unit who may handle to-dos. */
export async function matterRecipients(tx: Db, m: Pick<MatterRecord, 'handlerUserId' | 'handlerUnitId' | 'kind'>): Promise<number[]> {
  if (m.handlerUserId !== null) return [m.handlerUserId];
  if (m.handlerUnitId === null) return [];
  return unitUsersWith(tx, m.handlerUnitId, m.kind === 'approval' ? 'approval' : 'backlog', 'edit');
}

/** The area whose rules set a matter's default deadline: the one given, else its contract's. */
async function areaOf(tx: Db, input: OpenMatterInput): Promise<number | null> {
  if (input.areaId !== undefined) return input.areaId;
  if (input.contractId === null) return null;
  const [row] = await tx.select({ areaId: contracts.areaId }).from(contracts).where(eq(contracts.id, input.contractId));
  return row?.areaId ?? null;
}

/** Opens a matter with its approvals and carbon copies and tells the people concerned. */
export async function openMatter(tx: Db, input: OpenMatterInput): Promise<MatterRecord> {
  const at = input.at ?? new Date();
  const deadline = input.deadline === undefined ? await matterDeadline(tx, input.kind, at, await areaOf(tx, input)) : input.deadline;
  const [m] = await tx
    .insert(matters)
    .values({
      contractId: input.contractId,
      projectId: input.projectId ?? null,
      kind: input.kind,
      title: input.title,
      submitterId: input.submitterId,
      submitUnitId: input.submitUnitId,
      handlerUserId: input.handlerUserId,
      handlerUnitId: input.handlerUnitId,
      deadline,
      content: input.content ?? {},
      fileIds: input.fileIds ?? [],
      createdAt: at,
    })
    .returning();
  const matter = m!;
  const approvers = unique(input.approverIds ?? []);
  if (approvers.length) {
    await tx.insert(approvals).values(
      approvers.map((approverId, i) => ({ matterId: matter.id, contractId: input.contractId, approverId, level: i + 1, createdAt: at })),
    );
  }
  const link = matterLink(input.kind, matter.id);
  const handlers = approvers.length ? [approvers[0]!] : (input.recipients ?? (await matterRecipients(tx, matter)));
  await notify(tx, handlers, { title: `待办：${input.title}`, content: `截止日期 ${matter.deadline ?? '—'}`, link }, at);
  const copies = unique(input.copyTo ?? []).filter((id) => id !== input.submitterId);
  if (copies.length) {
    await tx.insert(carbonCopies).values(
      copies.map((toUserId) => ({
        matterId: matter.id,
        contractId: input.contractId,
        fromUserId: input.submitterId,
        toUserId,
        note: input.copyNote ?? null,
        createdAt: at,
      })),
    );
    await notify(tx, copies, { title: `抄送：${input.title}`, content: input.copyNote ?? '', link }, at);
  }
  return matter;
}

/** Pending matters of a contract (to close them when the contract leaves their step). */
export const pendingMattersOf = (tx: Db, contractId: number, kinds?: readonly MatterKind[]) =>
  tx
    .select()
    .from(matters)
    .where(
      and(
        eq(matters.contractId, contractId),
        eq(matters.status, 'pending'),
        kinds ? inArray(matters.kind, [...kinds]) : undefined,
      ),
    );
