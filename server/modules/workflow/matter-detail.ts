/**
 * GET matter/detail: one matter for its handle page (docs/api/workflow.md, "One matter"): the matter
 * with the version to decide it at, its approvals, a summary of its contract, and whether the caller
 * may decide it now. Readable by the people the matter concerns (its handler or a handler of its unit,
 * its submitter, whoever handled it, its approvers, the people copied in or copying) and by anyone whose
 * data scope reaches its contract; 403 for everyone else, 500 "not found" for an unknown id.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { STEP_ACTOR } from '../../../src/domain/lifecycle';
import { MATTER_STEP, type MatterKind } from '../../../src/domain/matter';
import { hasPermission } from '../../../src/domain/permissions';
import type { MatterDetail } from '../../../src/domain/workflow-api';
import type { Db } from '../../db/client';
import { approvals, carbonCopies, contractParties, contracts, matters } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { actorsOf, ancestorsOf } from '../contracts/actors';
import { iso, nameOf, unitNames, userNames } from '../contracts/names';
import { contractScope, outOfScope } from '../contracts/scope';
import { handlingUnits, today } from './mine';
import { contractOfMatter, MATTER_COLUMNS, type MatterColumns, matterRowOf } from './rows';

type MatterRecord = typeof matters.$inferSelect;
type ApprovalRecord = typeof approvals.$inferSelect;

/** Kinds decided elsewhere (the sign flow, the filing review, the rectification): never through matter/handle. */
const HANDLED_ELSEWHERE = new Set(['filing', 'rectify', 'signFlow']);

/** Is the caller a handler of this matter: named to it, or staff handling for its unit (up or down the unit tree)? */
async function isHandler(db: Db, ctx: AuthContext, m: MatterRecord): Promise<boolean> {
  if (m.handlerUserId !== null) return m.handlerUserId === ctx.userId;
  if (m.handlerUnitId === null || ctx.userType !== 'staff' || ctx.currentUnitId === null) return false;
  if ((await handlingUnits(db, ctx)).includes(m.handlerUnitId)) return true;
  const chain = await ancestorsOf(db, [ctx.currentUnitId]);
  return chain.get(ctx.currentUnitId)?.has(m.handlerUnitId) ?? false;
}

/** May the caller decide the matter now? */
async function canHandle(db: Db, ctx: AuthContext, m: MatterRecord, rows: readonly ApprovalRecord[]): Promise<boolean> {
  if (m.status !== 'pending' || HANDLED_ELSEWHERE.has(m.kind) || m.contractId === null) return false;
  if (m.kind === 'approval') {
    if (!hasPermission(ctx.permissions, 'approval.edit')) return false;
    const mine = rows.find((a) => a.approverId === ctx.userId && a.status === 'pending');
    return !!mine && rows.every((a) => a.level >= mine.level || a.status === 'approved');
  }
  if (!hasPermission(ctx.permissions, 'backlog.edit') || !(await isHandler(db, ctx, m))) return false;
  // A step matter moves its contract: the contract must be at the step and the caller play its actor.
  const step = MATTER_STEP[m.kind as MatterKind];
  if (!step) return true;
  const [c] = await db.select().from(contracts).where(eq(contracts.id, m.contractId));
  return !!c && c.status === step && (await actorsOf(db, ctx, c)).has(STEP_ACTOR[step]);
}

/** Does the matter concern the caller personally (or their unit's to-dos)? */
async function concernsCaller(db: Db, ctx: AuthContext, m: MatterRecord, rows: readonly ApprovalRecord[]): Promise<boolean> {
  if ([m.submitterId, m.handlerUserId, m.handledBy].includes(ctx.userId)) return true;
  if (rows.some((a) => a.approverId === ctx.userId)) return true;
  const [copy] = await db
    .select({ id: carbonCopies.id })
    .from(carbonCopies)
    .where(and(eq(carbonCopies.matterId, m.id), or(eq(carbonCopies.toUserId, ctx.userId), eq(carbonCopies.fromUserId, ctx.userId))))
    .limit(1);
  if (copy) return true;
  return isHandler(db, ctx, m);
}

/** Is the matter's contract in the caller's data scope? */
async function contractInScope(db: Db, ctx: AuthContext, contractId: number | null): Promise<boolean> {
  if (contractId === null) return false;
  const scope = await contractScope(db, ctx);
  const [hit] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), scope.where ?? sql`true`))
    .limit(1);
  return !!hit;
}

async function contractSummary(db: Db, contractId: number | null): Promise<MatterDetail['contract']> {
  if (contractId === null) return null;
  const [c] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!c) return null;
  const parties = await db
    .select({ name: contractParties.name })
    .from(contractParties)
    .where(and(eq(contractParties.contractId, c.id), eq(contractParties.kind, 'counterpart')))
    .orderBy(asc(contractParties.role), asc(contractParties.id));
  const units = await unitNames(db, [c.unitId]);
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    category: c.category as NonNullable<MatterDetail['contract']>['category'],
    status: c.status as NonNullable<MatterDetail['contract']>['status'],
    amountFen: Number(c.amountFen),
    unitName: nameOf(units, c.unitId),
    counterparts: parties.map((p) => p.name),
    isMajor: c.isMajor,
    needsFairReview: c.needsFairReview,
  };
}

export async function matterDetail(db: Db, ctx: AuthContext, id: number): Promise<MatterDetail> {
  const [m] = await db.select().from(matters).where(eq(matters.id, id));
  if (!m) throw notFound('matter');
  const rows = await db.select().from(approvals).where(eq(approvals.matterId, m.id)).orderBy(asc(approvals.level), asc(approvals.id));
  if (!(await concernsCaller(db, ctx, m, rows)) && !(await contractInScope(db, ctx, m.contractId))) throw outOfScope();

  const [columns] = await db.select(MATTER_COLUMNS).from(matters).leftJoin(contracts, contractOfMatter).where(eq(matters.id, m.id));
  const users = await userNames(db, [m.submitterId, m.handlerUserId, m.handledBy, ...rows.map((a) => a.approverId)]);
  const units = await unitNames(db, [m.submitUnitId, m.handlerUnitId]);
  const row = matterRowOf(columns as MatterColumns, { users, units }, m.status === 'pending', today());
  return {
    ...row,
    version: m.version,
    content: m.content,
    fileIds: m.fileIds,
    opinionFileIds: m.opinionFileIds,
    approvals: rows.map((a) => ({
      id: a.id,
      level: a.level,
      approverId: a.approverId,
      approverName: nameOf(users, a.approverId),
      status: a.status,
      opinion: a.opinion,
      decidedAt: iso(a.decidedAt),
    })),
    contract: await contractSummary(db, m.contractId),
    canHandle: await canHandle(db, ctx, m, rows),
  };
}
