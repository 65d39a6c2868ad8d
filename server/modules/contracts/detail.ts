/** contract/detail: the contract with its whole history and the moves the caller may make now. */
import { type ContractRecord, contractInScope} from './scope';
import { iso, nameOf, unitNames, userNames } from './names';
import { actorsOf, movesFor } from './actors';
import { decisionRowsOf, decisionsOf } from './decision';
import { rowOf } from './list';
import { and, asc, eq, isNull, or} from 'drizzle-orm';
import type { ContractDetail } from '../../../src/domain/contract-api';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import type { Db } from '../../db/client';
import { contractFiles, contractParties, contracts, contractTags, files, filingConditions, filings, matters, performanceRecords, projects, riskFlags, statusHistory, supervisionRecords, tags } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { authCacheOf } from '../../http/auth-cache';

export type Audience = 'staff' | 'party' | 'adviser';
export const audienceOf = (ctx: AuthContext): Audience =>
  ctx.userType === 'company' ? 'party' : ctx.userType === 'lawyer' ? 'adviser' : 'staff';

const linkColumns = {
  id: contracts.id,
  code: contracts.code,
  name: contracts.name,
  status: contracts.status,
  attribute: contracts.attribute,
};
type LinkRow = { id: number; code: string; name: string; status: string; attribute: string };
const toLink = (r: LinkRow): ContractDetail['children'][number] => ({
  ...r,
  status: r.status as ContractStatus,
  attribute: r.attribute as ContractDetail['attribute'],
});

/** What the detail shows that is the same for everyone of one audience: all but the moves. */
interface DetailFacts {
  body: Omit<ContractDetail, 'moves'>;
}

/**
 * The contract (in the caller's scope: 403 otherwise) with its whole history and the moves the caller
 * may make now. The history (parties, files, matters, filings, performance, supervision, flags, names:
 * about fifteen queries) is kept per contract and audience (auth-cache.ts contractDetails) until any
 * contract or what it shows changes (statement triggers notify 'c': migrations 0014 and 0015; unit and
 * user names: 'n' and 'u'); the scope check and the caller's moves are worked out on every call, from
 * memory for staff (contractInScope; the units and their chains are in memory too).
 */
export async function contractDetail(db: Db, ctx: AuthContext, id: number): Promise<ContractDetail> {
  const c = await contractInScope(db, ctx, id);
  const audience = audienceOf(ctx);
  // An adviser sees only the matters assigned to them: their facts are their own.
  const key = `${id}|${c.version}|${audience}|${audience === 'adviser' ? ctx.userId : ''}`;
  const cache = authCacheOf(db);
  const read = () => readFacts(db, ctx, c, audience);
  const facts = cache ? ((await cache.contractDetails.get(key, read)) as DetailFacts) : await read();
  const actors = await actorsOf(db, ctx, c);
  return { ...facts.body, moves: movesFor(c, actors) };
}


async function readFacts(db: Db, ctx: AuthContext, c: ContractRecord, audience: Audience): Promise<DetailFacts> {
  const id = c.id;
  const internal = audience !== 'party';
  const none = Promise.resolve([]);

  const [
    partyRows,
    tagRows,
    fileRows,
    parentRows,
    childRows,
    projectRows,
    matterRows,
    historyRows,
    filingRows,
    conditionRows,
    performanceRows,
    supervisionRows,
    flagRows,
    decisionRows,
  ] = await Promise.all([
    db.select().from(contractParties).where(eq(contractParties.contractId, id)).orderBy(asc(contractParties.role), asc(contractParties.id)),
    internal
      ? db
          .select({ id: tags.id, name: tags.name, color: tags.color })
          .from(contractTags)
          .innerJoin(tags, eq(tags.id, contractTags.tagId))
          .where(eq(contractTags.contractId, id))
          .orderBy(asc(tags.id))
      : none,
    db
      .select({ id: contractFiles.id, fileId: contractFiles.fileId, kind: contractFiles.kind, fileName: files.fileName })
      .from(contractFiles)
      .leftJoin(files, eq(files.id, contractFiles.fileId))
      .where(and(eq(contractFiles.contractId, id), or(isNull(files.id), eq(files.isDel, false))))
      .orderBy(asc(contractFiles.createdAt), asc(contractFiles.id)),
    c.parentId === null ? none : db.select(linkColumns).from(contracts).where(eq(contracts.id, c.parentId)),
    db.select(linkColumns).from(contracts).where(eq(contracts.parentId, id)).orderBy(asc(contracts.createdAt), asc(contracts.id)),
    c.projectId === null
      ? none
      : db
          .select({ id: projects.id, code: projects.code, name: projects.name, status: projects.status })
          .from(projects)
          .where(eq(projects.id, c.projectId)),
    audience === 'party'
      ? none
      : db
          .select()
          .from(matters)
          .where(
            audience === 'adviser'
              ? and(eq(matters.contractId, id), eq(matters.handlerUserId, ctx.userId))
              : eq(matters.contractId, id),
          )
          .orderBy(asc(matters.createdAt), asc(matters.id)),
    db.select().from(statusHistory).where(eq(statusHistory.contractId, id)).orderBy(asc(statusHistory.at), asc(statusHistory.id)),
    internal
      ? db.select().from(filings).where(eq(filings.contractId, id)).orderBy(asc(filings.submittedAt), asc(filings.id))
      : none,
    internal
      ? db
          .select()
          .from(filingConditions)
          .where(eq(filingConditions.contractId, id))
          .orderBy(asc(filingConditions.deadline), asc(filingConditions.id))
      : none,
    db
      .select()
      .from(performanceRecords)
      .where(eq(performanceRecords.contractId, id))
      .orderBy(asc(performanceRecords.dueDate), asc(performanceRecords.id)),
    audience === 'staff'
      ? db
          .select()
          .from(supervisionRecords)
          .where(eq(supervisionRecords.contractId, id))
          .orderBy(asc(supervisionRecords.createdAt), asc(supervisionRecords.id))
      : none,
    audience === 'staff'
      ? db
          .select()
          .from(riskFlags)
          .where(and(eq(riskFlags.contractId, id), isNull(riskFlags.clearedAt)))
          .orderBy(asc(riskFlags.raisedAt), asc(riskFlags.id))
      : none,
    decisionRowsOf(db, id),
  ]);

  const [people, unitNameOf, decisions] = await Promise.all([
    userNames(db, [
      c.handlerId,
      ...partyRows.map((p) => p.signedBy),
      ...matterRows.flatMap((m) => [m.submitterId, m.handlerUserId, m.handledBy]),
      ...historyRows.map((h) => h.userId),
      ...filingRows.flatMap((f) => [f.submittedBy, f.reviewerId]),
      ...supervisionRows.map((s) => s.userId),
    ]),
    unitNames(db, [
      c.unitId,
      c.areaId,
      c.bureauUnitId,
      ...matterRows.map((m) => m.handlerUnitId),
      ...historyRows.map((h) => h.unitId),
      ...filingRows.map((f) => f.bureauUnitId),
      ...supervisionRows.map((s) => s.bureauUnitId),
    ]),
    decisionsOf(db, decisionRows, internal),
  ]);
  const person = (uid: number | null) => nameOf(people, uid);
  const unitName = (uid: number | null) => nameOf(unitNameOf, uid);

  const body: DetailFacts['body'] = {
    ...rowOf(c, unitNameOf),
    decisions,
    parentId: c.parentId,
    projectId: c.projectId,
    majorDecision: c.majorDecision,
    keyProject: c.keyProject,
    preferentialTerms: c.preferentialTerms,
    ourRole: c.ourRole,
    subject: c.subject,
    fundSource: c.fundSource,
    procurementMethod: c.procurementMethod,
    signPlace: c.signPlace,
    effectiveDate: c.effectiveDate,
    performStart: c.performStart,
    performEnd: c.performEnd,
    signingMethod: c.signingMethod as ContractDetail['signingMethod'],
    bureauUnitId: c.bureauUnitId,
    bureauUnitName: unitName(c.bureauUnitId),
    handlerId: c.handlerId,
    handlerName: person(c.handlerId),
    filingNo: c.filingNo,
    createdAt: c.createdAt.toISOString(),
    parties: partyRows.map((p) => ({
      id: p.id,
      role: p.role,
      kind: p.kind as 'unit' | 'counterpart',
      unitId: p.unitId,
      counterpartId: p.counterpartId,
      name: p.name,
      creditCode: p.creditCode,
      sealSn: p.sealSn,
      signed: p.signedAt !== null,
      signedAt: iso(p.signedAt),
      signedByName: person(p.signedBy),
    })),
    tags: tagRows,
    files: fileRows,
    parent: parentRows[0] ? toLink(parentRows[0]) : null,
    children: childRows.map(toLink),
    project: projectRows[0] ?? null,
    matters: matterRows.map((m) => ({
      id: m.id,
      kind: m.kind,
      title: m.title,
      status: m.status,
      submitterName: person(m.submitterId),
      handlerUserId: m.handlerUserId,
      handlerUserName: person(m.handlerUserId),
      handlerUnitId: m.handlerUnitId,
      handlerUnitName: unitName(m.handlerUnitId),
      deadline: m.deadline,
      opinion: m.opinion,
      handledByName: person(m.handledBy),
      createdAt: m.createdAt.toISOString(),
      handledAt: iso(m.handledAt),
    })),
    history: historyRows.map((h) => ({
      id: h.id,
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      userName: person(h.userId),
      unitName: unitName(h.unitId),
      // Review opinions are the government's internal work: a counterpart sees the steps, not them.
      opinion: internal ? h.opinion : null,
      fileIds: internal ? h.fileIds : [],
      at: h.at.toISOString(),
    })),
    filings: filingRows.map((f) => ({
      id: f.id,
      filingNo: f.filingNo,
      status: f.status,
      bureauUnitName: unitName(f.bureauUnitId),
      submittedByName: person(f.submittedBy),
      submittedAt: f.submittedAt.toISOString(),
      dueDate: f.dueDate,
      lateDays: f.lateDays,
      reviewerName: person(f.reviewerId),
      reviewedAt: iso(f.reviewedAt),
      opinion: f.opinion,
      conditions: conditionRows
        .filter((k) => k.filingId === f.id)
        .map((k) => ({
          id: k.id,
          description: k.description,
          deadline: k.deadline,
          status: k.status,
          rectification: k.rectification,
          rectifiedAt: iso(k.rectifiedAt),
          fileIds: k.fileIds,
        })),
    })),
    performance: performanceRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      amountFen: p.amountFen,
      dueDate: p.dueDate,
      doneDate: p.doneDate,
      status: p.status,
      note: p.note,
      fileIds: p.fileIds,
      createdAt: p.createdAt.toISOString(),
    })),
    supervision: supervisionRows.map((s) => ({
      id: s.id,
      kind: s.kind,
      content: s.content,
      userName: person(s.userId),
      bureauUnitName: unitName(s.bureauUnitId),
      fileIds: s.fileIds,
      createdAt: s.createdAt.toISOString(),
    })),
    riskFlags: flagRows.map((f) => ({
      id: f.id,
      rule: f.rule,
      level: f.level,
      detail: f.detail,
      raisedAt: f.raisedAt.toISOString(),
    })),
  };
  return { body };
}
