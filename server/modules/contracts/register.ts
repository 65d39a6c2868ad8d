/**
 * Contract registration and editing (the step form's data): contract/register (into the drafts box,
 * or registered at once), contract/edit (drafts and registered contracts not yet in review),
 * contract/delDraft. Supplementary, change and termination agreements are registered the same way
 * with a parentId: a child contract of a main contract in force, which then goes through review again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isMajorContract, needsFairReview } from '../../../src/domain/contract';
import { type ContractEdit, type ContractRegister, missingForReview, REVIEW_NEED_FIELD } from '../../../src/domain/contract-write';
import { canAddSupplement, type ContractStatus } from '../../../src/domain/lifecycle';
import type { Db } from '../../db/client';
import {
  contractFiles,
  contractParties,
  contracts,
  contractTags,
  counterparts,
  files,
  projects,
  statusHistory,
  tags,
  units,
  userUnits,
} from '../../db/schema';
import { rulesAt } from '../time-rules/store';
import type { AuthContext } from '../../http/auth';
import { invalidField, invalidFields, refused } from '../../http/errors';
import { inUnitScope, unitScopeOf } from '../../http/scope';
import { unitChain } from '../../http/unit-tree';
import { actorsOf } from './actors';
import { nextContractCode } from './numbering';
import { refreshContractRisk } from './risk';
import { type ContractRecord, outOfScope } from './scope';
import { applyMove, lockContract, notYourMove, touchContract } from './transition';

/** Where a unit sits: its area (nearest area above it), that area's code, and the judicial bureau that supervises it. */
export async function placementOf(tx: Db, unitId: number) {
  const chain = await unitChain(tx, unitId);
  const areas = chain.filter((u) => u.type === 'A').reverse();
  const area = areas[0] ?? null;
  // The nearest area that has a judicial bureau supervises the unit.
  const bureaus = areas.length
    ? await tx
        .select({ id: units.id, pid: units.pid })
        .from(units)
        .where(and(eq(units.isJudicialBureau, true), inArray(units.pid, areas.map((a) => a.id))))
    : [];
  const bureau = areas.map((a) => bureaus.find((b) => b.pid === a.id)).find(Boolean) ?? null;
  return { areaId: area?.id ?? null, adcode: area?.adcode ?? null, bureauUnitId: bureau?.id ?? null, unit: chain.at(-1) ?? null };
}

type Form = Omit<ContractEdit, 'id' | 'version'>;

/** Checks every id the form names (400-free: each problem is a 501 on its field) and answers the counterparts. */
async function checkForm(tx: Db, ctx: AuthContext, form: Form, unitId: number) {
  const ourRole = form.ourRole;
  const roles = form.counterparts.map((p) => p.role);
  if (roles.includes(ourRole) || new Set(roles).size !== roles.length) throw refused('partyRoleClash');
  const cpIds = form.counterparts.map((p) => p.counterpartId);
  const cps = await tx.select().from(counterparts).where(inArray(counterparts.id, cpIds));
  const knownCps = new Set(cps.map((c) => c.id));
  const missing = cpIds.findIndex((id) => !knownCps.has(id));
  if (missing >= 0) throw invalidField(`body.counterparts.${missing}.counterpartId`, 'no such counterpart');
  if (form.tagIds.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, form.tagIds));
    const knownTags = new Set(found.map((t) => t.id));
    const bad = form.tagIds.findIndex((id) => !knownTags.has(id));
    if (bad >= 0) throw invalidField(`body.tagIds.${bad}`, 'no such tag');
  }
  if (form.files.length) {
    const ids = form.files.map((f) => f.fileId);
    const found = await tx.select({ id: files.id, isDel: files.isDel }).from(files).where(inArray(files.id, ids));
    const bad = ids.findIndex((id) => !found.some((f) => f.id === id && !f.isDel));
    if (bad >= 0) throw invalidField(`body.files.${bad}.fileId`, 'no such file');
  }
  if (form.handlerId) {
    const [member] = await tx
      .select({ userId: userUnits.userId })
      .from(userUnits)
      .where(and(eq(userUnits.userId, form.handlerId), eq(userUnits.unitId, unitId)));
    if (!member) throw refused('handlerNotInUnit');
  }
  if (form.projectId) {
    const [p] = await tx.select({ unitId: projects.unitId, status: projects.status }).from(projects).where(eq(projects.id, form.projectId));
    if (!p) throw invalidField('body.projectId', 'no such project');
    const scope = await unitScopeOf(tx, ctx);
    if (!inUnitScope(scope, p.unitId) || p.status === 'archived') throw refused('projectNotUsable');
  }
  return cps;
}

/** The columns the form sets, with the classification the rules derive from it. */
function columnsOf(form: Form, thresholdFen: number) {
  const classification = {
    category: form.category,
    amountFen: form.amountFen,
    majorDecision: form.majorDecision,
    keyProject: form.keyProject,
    preferentialTerms: form.preferentialTerms,
  };
  return {
    name: form.name,
    category: form.category,
    projectId: form.projectId ?? null,
    ourRole: form.ourRole,
    subject: form.subject,
    amountFen: form.amountFen,
    direction: form.direction,
    fundSource: form.fundSource || null,
    procurementMethod: form.procurementMethod || null,
    signPlace: form.signPlace || null,
    effectiveDate: form.effectiveDate ?? null,
    performStart: form.performStart ?? null,
    performEnd: form.performEnd ?? null,
    signingMethod: form.signingMethod ?? null,
    majorDecision: form.majorDecision,
    keyProject: form.keyProject,
    preferentialTerms: form.preferentialTerms,
    isMajor: isMajorContract(classification, thresholdFen),
    needsFairReview: needsFairReview(classification),
  };
}

/** Files a form manages (the others come from later steps: final draft, signed scan, evidence). */
const FORM_FILE_KINDS = ['draft', 'basis', 'other'];

/** Writes the parties, tags and form files of a contract (replacing the old ones on edit). */
async function writeRelations(
  tx: Db,
  ctx: AuthContext,
  contractId: number,
  form: Form,
  ourUnit: { id: number; unitName: string; creditCode: string | null },
  cps: (typeof counterparts.$inferSelect)[],
  replace: boolean,
) {
  if (replace) {
    await tx.delete(contractParties).where(eq(contractParties.contractId, contractId));
    await tx.delete(contractTags).where(eq(contractTags.contractId, contractId));
    await tx.delete(contractFiles).where(and(eq(contractFiles.contractId, contractId), inArray(contractFiles.kind, FORM_FILE_KINDS)));
  }
  await tx.insert(contractParties).values([
    { contractId, role: form.ourRole, kind: 'unit', unitId: ourUnit.id, name: ourUnit.unitName, creditCode: ourUnit.creditCode },
    ...form.counterparts.map((p) => {
      const cp = cps.find((c) => c.id === p.counterpartId)!;
      return { contractId, role: p.role, kind: 'counterpart', counterpartId: cp.id, name: cp.name, creditCode: cp.creditCode };
    }),
  ]);
  if (form.tagIds.length) await tx.insert(contractTags).values(form.tagIds.map((tagId) => ({ contractId, tagId })));
  const formFiles = form.files.filter((f) => FORM_FILE_KINDS.includes(f.kind));
  if (formFiles.length) {
    await tx.insert(contractFiles).values(formFiles.map((f) => ({ contractId, fileId: f.fileId, kind: f.kind, createdBy: ctx.userId })));
  }
}

/** contract/register: a new contract (or agreement) of the caller's unit, in the drafts box or registered. */
export async function registerContract(tx: Db, ctx: AuthContext, input: ContractRegister): Promise<ContractRecord> {
  const unitId = input.unitId ?? ctx.currentUnitId;
  if (!unitId || ctx.userType !== 'staff') throw outOfScope();
  const scope = await unitScopeOf(tx, ctx);
  if (!inUnitScope(scope, unitId)) throw outOfScope();
  let parent: ContractRecord | null = null;
  if (input.parentId) {
    parent = await lockContract(tx, ctx, input.parentId);
    if (!canAddSupplement(parent.status as ContractStatus)) throw refused('supplementNotAllowed');
  }
  const cps = await checkForm(tx, ctx, input, unitId);
  const place = await placementOf(tx, parent?.unitId ?? unitId);
  const owningUnitId = parent?.unitId ?? unitId;
  const [ourUnit] = await tx.select().from(units).where(eq(units.id, owningUnitId));
  if (!ourUnit) throw invalidField('body.unitId', 'no such unit');
  const now = new Date();
  const { rules } = await rulesAt(tx, place.areaId);
  const [created] = await tx
    .insert(contracts)
    .values({
      ...columnsOf(input, rules.majorThresholdFen),
      code: await nextContractCode(tx, place.adcode, now),
      attribute: input.attribute,
      parentId: parent?.id ?? null,
      status: 'draft',
      unitId: owningUnitId,
      areaId: place.areaId,
      bureauUnitId: place.bureauUnitId,
      handlerId: input.handlerId ?? ctx.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const c = created!;
  await writeRelations(tx, ctx, c.id, input, ourUnit, cps, false);
  await tx.insert(statusHistory).values({
    contractId: c.id,
    action: 'create',
    fromStatus: null,
    toStatus: 'draft',
    userId: ctx.userId,
    unitId: ctx.currentUnitId,
    opinion: parent ? `${parent.code} 的${ATTRIBUTE_TEXT[input.attribute]}` : null,
    at: now,
  });
  if (!input.submit) return c;
  // Permission to register was checked by the route: the register move needs no further actor.
  return applyMove(tx, ctx, c, { action: 'register', system: true });
}

const ATTRIBUTE_TEXT: Record<string, string> = { main: '主合同', supplementary: '补充协议', change: '变更协议', termination: '解除协议' };

/** Statuses in which the form may still change. */
const EDITABLE: readonly ContractStatus[] = ['draft', 'registered'];

/** contract/edit: the whole form again, by the owning unit's staff, before review starts. */
export async function editContract(tx: Db, ctx: AuthContext, input: ContractEdit): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  if (!EDITABLE.includes(c.status as ContractStatus)) throw refused('contractNotEditable');
  if (!(await actorsOf(tx, ctx, c)).has('owner')) throw notYourMove();
  const cps = await checkForm(tx, ctx, input, c.unitId);
  const [ourUnit] = await tx.select().from(units).where(eq(units.id, c.unitId));
  const { rules } = await rulesAt(tx, c.areaId);
  const updated = await touchContract(tx, c, { ...columnsOf(input, rules.majorThresholdFen), handlerId: input.handlerId ?? c.handlerId });
  await writeRelations(tx, ctx, c.id, input, ourUnit!, cps, true);
  await tx.insert(statusHistory).values({
    contractId: c.id,
    action: 'edit',
    fromStatus: c.status,
    toStatus: c.status,
    userId: ctx.userId,
    unitId: ctx.currentUnitId,
  });
  await refreshContractRisk(tx, c.id, new Date());
  return updated;
}

/** contract/delDraft: removes a draft with everything attached to it (files stay in the file store). */
export async function deleteDraft(tx: Db, ctx: AuthContext, id: number, version: number): Promise<void> {
  const c = await lockContract(tx, ctx, id, version);
  if (c.status !== 'draft') throw refused('moveNotAllowed', { status: c.status });
  if (!(await actorsOf(tx, ctx, c)).has('owner')) throw notYourMove();
  await tx.delete(contractParties).where(eq(contractParties.contractId, id));
  await tx.delete(contractTags).where(eq(contractTags.contractId, id));
  await tx.delete(contractFiles).where(eq(contractFiles.contractId, id));
  await tx.delete(statusHistory).where(eq(statusHistory.contractId, id));
  await tx.delete(contracts).where(eq(contracts.id, id));
}

/**
 * Refuses a submission for review of a contract without its draft text or a counterpart (501 with
 * the fields: src/domain/contract-write.ts missingForReview), before the move is made.
 */
export async function assertReadyForReview(tx: Db, contractId: number): Promise<void> {
  const kinds = await tx.select({ kind: contractFiles.kind }).from(contractFiles).where(eq(contractFiles.contractId, contractId));
  const parties = await tx
    .select({ id: contractParties.id })
    .from(contractParties)
    .where(and(eq(contractParties.contractId, contractId), eq(contractParties.kind, 'counterpart')));
  const missing = missingForReview({ fileKinds: kinds.map((f) => f.kind), counterparts: parties.length });
  if (missing.length > 0) {
    throw invalidFields(
      missing.map((need) => ({ path: REVIEW_NEED_FIELD[need], message: need === 'draftFile' ? 'upload the draft text' : 'add a counterpart' })),
      'notReadyForReview',
    );
  }
}
