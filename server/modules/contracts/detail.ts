/** contract/detail: the contract with its whole history and the moves the caller may make now. */
import { type ContractRecord, contractInScope} from './scope';
import { nameOf, unitNames, userNames } from './names';
import {
  contractFieldsOf,
  type DetailNames,
  filingOf,
  historyOf,
  linkOf,
  matterOf,
  partyOf,
  performanceOf,
  riskFlagOf,
  supervisionOf,
} from './detail-parts';
import { actorsOf, movesFor } from './actors';
import { decisionRowsOf, decisionsOf } from './decision';
import { rowOf } from './list';
import { and, asc, eq, isNull, or} from 'drizzle-orm';
import type { ContractDetail } from '../../../src/domain/contract-api';
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

/** The rows of what the contract is tied to: parties, tags, files, parent and children, project. */
async function readTies(db: Db, c: ContractRecord, internal: boolean) {
  const none = Promise.resolve([]);
  const [parties, tagRows, fileRows, parents, children, projectRows] = await Promise.all([
    db.select().from(contractParties).where(eq(contractParties.contractId, c.id)).orderBy(asc(contractParties.role), asc(contractParties.id)),
    internal
      ? db
          .select({ id: tags.id, name: tags.name, color: tags.color })
          .from(contractTags)
          .innerJoin(tags, eq(tags.id, contractTags.tagId))
          .where(eq(contractTags.contractId, c.id))
          .orderBy(asc(tags.id))
      : none,
    db
      .select({ id: contractFiles.id, fileId: contractFiles.fileId, kind: contractFiles.kind, fileName: files.fileName })
      .from(contractFiles)
      .leftJoin(files, eq(files.id, contractFiles.fileId))
      .where(and(eq(contractFiles.contractId, c.id), or(isNull(files.id), eq(files.isDel, false))))
      .orderBy(asc(contractFiles.createdAt), asc(contractFiles.id)),
    c.parentId === null ? none : db.select(linkColumns).from(contracts).where(eq(contracts.id, c.parentId)),
    db.select(linkColumns).from(contracts).where(eq(contracts.parentId, c.id)).orderBy(asc(contracts.createdAt), asc(contracts.id)),
    c.projectId === null
      ? none
      : db
          .select({ id: projects.id, code: projects.code, name: projects.name, status: projects.status })
          .from(projects)
          .where(eq(projects.id, c.projectId)),
  ]);
  return { parties, tags: tagRows, files: fileRows, parents, children, projects: projectRows };
}

/**
 * The rows of the contract's history the audience may see: matters (an adviser's own only), status
 * changes, filings with their conditions, performance, supervision, open risk flags, decisions.
 */
async function readHistory(db: Db, ctx: AuthContext, c: ContractRecord, audience: Audience) {
  const id = c.id;
  const internal = audience !== 'party';
  const none = Promise.resolve([]);
  const [matterRows, history, filingRows, conditions, performance, supervision, flags, decisions] = await Promise.all([
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
  return { matters: matterRows, history, filings: filingRows, conditions, performance, supervision, flags, decisions };
}

/** The detail but the moves: the contract, what it is tied to and its history, with every name they mention. */
async function readFacts(db: Db, ctx: AuthContext, c: ContractRecord, audience: Audience): Promise<DetailFacts> {
  const internal = audience !== 'party';
  // Both send their queries at once: all the detail's reads run together.
  const [ties, past] = await Promise.all([readTies(db, c, internal), readHistory(db, ctx, c, audience)]);

  const [people, unitNameOf, decisions] = await Promise.all([
    userNames(db, [
      c.handlerId,
      ...ties.parties.map((p) => p.signedBy),
      ...past.matters.flatMap((m) => [m.submitterId, m.handlerUserId, m.handledBy]),
      ...past.history.map((h) => h.userId),
      ...past.filings.flatMap((f) => [f.submittedBy, f.reviewerId]),
      ...past.supervision.map((s) => s.userId),
    ]),
    unitNames(db, [
      c.unitId,
      c.areaId,
      c.bureauUnitId,
      ...past.matters.map((m) => m.handlerUnitId),
      ...past.history.map((h) => h.unitId),
      ...past.filings.map((f) => f.bureauUnitId),
      ...past.supervision.map((s) => s.bureauUnitId),
    ]),
    decisionsOf(db, past.decisions, internal),
  ]);
  const names: DetailNames = { person: (uid) => nameOf(people, uid), unit: (uid) => nameOf(unitNameOf, uid) };

  const body: DetailFacts['body'] = {
    ...rowOf(c, unitNameOf),
    decisions,
    ...contractFieldsOf(c, names),
    parties: ties.parties.map(partyOf(names)),
    tags: ties.tags,
    files: ties.files,
    parent: ties.parents[0] ? linkOf(ties.parents[0]) : null,
    children: ties.children.map(linkOf),
    project: ties.projects[0] ?? null,
    matters: past.matters.map(matterOf(names)),
    history: past.history.map(historyOf(names, internal)),
    filings: past.filings.map(filingOf(names, past.conditions)),
    performance: past.performance.map(performanceOf),
    supervision: past.supervision.map(supervisionOf(names)),
    riskFlags: past.flags.map(riskFlagOf),
  };
  return { body };
}
