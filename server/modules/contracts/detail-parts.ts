/**
 * contract/detail, the answer's parts by kind: each history row as the detail shows it, the names of
 * the people and units it mentions put in (detail.ts reads the rows and the names).
 */
import type { ContractDetail } from '../../../src/domain/contract-api';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import type {
  contractParties,
  filingConditions,
  filings,
  matters,
  performanceRecords,
  riskFlags,
  statusHistory,
  supervisionRecords,
} from '../../db/schema';
import type { ContractRecord } from './scope';
import { iso } from './names';

/** The names a detail shows for the ids it holds (null when none or unknown). */
export interface DetailNames {
  person: (userId: number | null) => string | null;
  unit: (unitId: number | null) => string | null;
}

/** A parent or child contract as the detail links it. */
export interface LinkRow {
  id: number;
  code: string;
  name: string;
  status: string;
  attribute: string;
}

/** A parent or child contract's link. */
export const linkOf = (r: LinkRow): ContractDetail['children'][number] => ({
  ...r,
  status: r.status as ContractStatus,
  attribute: r.attribute as ContractDetail['attribute'],
});

type Part<K extends keyof ContractDetail> = ContractDetail[K] extends readonly (infer T)[] ? T : never;

/** The contract's own fields the detail adds to its list row. */
export const contractFieldsOf = (c: ContractRecord, names: DetailNames) => ({
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
  bureauUnitName: names.unit(c.bureauUnitId),
  handlerId: c.handlerId,
  handlerName: names.person(c.handlerId),
  filingNo: c.filingNo,
  createdAt: c.createdAt.toISOString(),
});

/** A party with its signing state. */
export const partyOf =
  (names: DetailNames) =>
  (p: typeof contractParties.$inferSelect): Part<'parties'> => ({
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
    signedByName: names.person(p.signedBy),
  });

/** A matter (a lifecycle task) with its submitter, handler and outcome. */
export const matterOf =
  (names: DetailNames) =>
  (m: typeof matters.$inferSelect): Part<'matters'> => ({
    id: m.id,
    kind: m.kind,
    title: m.title,
    status: m.status,
    submitterName: names.person(m.submitterId),
    handlerUserId: m.handlerUserId,
    handlerUserName: names.person(m.handlerUserId),
    handlerUnitId: m.handlerUnitId,
    handlerUnitName: names.unit(m.handlerUnitId),
    deadline: m.deadline,
    opinion: m.opinion,
    handledByName: names.person(m.handledBy),
    createdAt: m.createdAt.toISOString(),
    handledAt: iso(m.handledAt),
  });

/** A status change; `internal`: the reader is not a counterpart. */
export const historyOf =
  (names: DetailNames, internal: boolean) =>
  (h: typeof statusHistory.$inferSelect): Part<'history'> => ({
    id: h.id,
    action: h.action,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    userName: names.person(h.userId),
    unitName: names.unit(h.unitId),
    // Review opinions are the government's internal work: a counterpart sees the steps, not them.
    opinion: internal ? h.opinion : null,
    fileIds: internal ? h.fileIds : [],
    at: h.at.toISOString(),
  });

/** A filing with the conditions (defects to fix) of its review. */
export const filingOf =
  (names: DetailNames, conditions: (typeof filingConditions.$inferSelect)[]) =>
  (f: typeof filings.$inferSelect): Part<'filings'> => ({
    id: f.id,
    filingNo: f.filingNo,
    status: f.status,
    bureauUnitName: names.unit(f.bureauUnitId),
    submittedByName: names.person(f.submittedBy),
    submittedAt: f.submittedAt.toISOString(),
    dueDate: f.dueDate,
    lateDays: f.lateDays,
    reviewerName: names.person(f.reviewerId),
    reviewedAt: iso(f.reviewedAt),
    opinion: f.opinion,
    conditions: conditions
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
  });

/** A performance record (milestone, payment, document). */
export const performanceOf = (p: typeof performanceRecords.$inferSelect): Part<'performance'> => ({
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
});

/** A supervision record of the bureau. */
export const supervisionOf =
  (names: DetailNames) =>
  (s: typeof supervisionRecords.$inferSelect): Part<'supervision'> => ({
    id: s.id,
    kind: s.kind,
    content: s.content,
    userName: names.person(s.userId),
    bureauUnitName: names.unit(s.bureauUnitId),
    fileIds: s.fileIds,
    createdAt: s.createdAt.toISOString(),
  });

/** An open risk flag. */
export const riskFlagOf = (f: typeof riskFlags.$inferSelect): Part<'riskFlags'> => ({
  id: f.id,
  rule: f.rule,
  level: f.level,
  detail: f.detail,
  raisedAt: f.raisedAt.toISOString(),
});
