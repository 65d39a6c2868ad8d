/**
 * Payload schemas of the contract read calls (issue 4): the list query with its views, filters,
 * sorting and paging; the list row; the detail with its whole history and the moves allowed now for
 * the caller. The server validates with them and the client takes its types from them.
 * docs/api/contracts.md explains every field; amounts are integer fen everywhere.
 */
import { z } from './zod';
import { CONTRACT_ATTRIBUTES, MONEY_DIRECTIONS, RISK_CODES, SIGNING_METHODS } from './contract';
import { contractCategorySchema } from './contract-enums';
import {
  CONTRACT_PHASES,
  CONTRACT_SORT_FIELDS,
  CONTRACT_SOURCES,
  CONTRACT_VIEWS,
  MAX_AMOUNT_FEN,
  SORT_ORDERS,
} from './contract-views';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from './lifecycle';
import { decisionRecordSchema } from './decision';
import { idSchema } from './system';

// ---------------------------------------------------------------- vocabulary
export * from './contract-views';
export const contractPhaseSchema = z.enum(CONTRACT_PHASES);
export const contractViewSchema = z.enum(CONTRACT_VIEWS);

// ---------------------------------------------------------------- list query
/** One value or a list of values (1..max, duplicates dropped), always a list after parsing. */
export const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).min(1).max(max)])
    .transform((v): z.output<T>[] => [...new Set((Array.isArray(v) ? v : [v]) as z.output<T>[])]);

/** A search text (trimmed, at most 64 characters). */
export const searchText = z.string().trim().max(64);
/** A YYYY-MM-DD date. */
export const dateSchema = z.iso.date();

/** The paging fields of every list query: page 1..100000 (default 1), size 1..100 (default 10). */
export const pageFields = {
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
};

/**
 * A list query's bounds in order: for each [lower, upper] pair given both, the lower must not exceed
 * the upper (dates as YYYY-MM-DD compare as text); the issue names the upper bound.
 */
export function boundsInOrder<T extends object>(q: T, ctx: z.RefinementCtx, pairs: readonly (readonly [keyof T & string, keyof T & string])[]): void {
  for (const [lower, upper] of pairs) {
    const from = q[lower] as string | number | undefined;
    const to = q[upper] as string | number | undefined;
    if (from !== undefined && to !== undefined && from > to) {
      ctx.addIssue({ code: 'custom', path: [upper], message: 'the upper bound is below the lower bound' });
    }
  }
}

export const contractListQuerySchema = z
  .object({
    ...pageFields,
    sortField: z.enum(CONTRACT_SORT_FIELDS).default('updatedAt'),
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
    view: contractViewSchema.optional(),
    /** Case-insensitive substring of the name, the unified code or the unit number. */
    keyword: searchText.optional(),
    /** Case-insensitive substring of the unified code or the unit number. */
    code: searchText.optional(),
    category: oneOrMany(contractCategorySchema, 20).optional(),
    status: oneOrMany(z.enum(CONTRACT_STATUSES), 40).optional(),
    phase: oneOrMany(contractPhaseSchema, 10).optional(),
    unitId: idSchema.optional(),
    /** With unitId: the unit and every unit below it. */
    includeChildren: z.boolean().optional(),
    /** The area and every area (and unit) below it. */
    areaId: idSchema.optional(),
    counterpartId: idSchema.optional(),
    /** Inclusive bounds in integer fen (see yuanToFen). */
    amountMinFen: z.number().int().min(0).max(MAX_AMOUNT_FEN).optional(),
    amountMaxFen: z.number().int().min(0).max(MAX_AMOUNT_FEN).optional(),
    /** Inclusive YYYY-MM-DD bounds of the signing date. */
    signDateFrom: dateSchema.optional(),
    signDateTo: dateSchema.optional(),
    /** Inclusive YYYY-MM-DD bounds of the creation day (China Standard Time, UTC+8). */
    createdFrom: dateSchema.optional(),
    createdTo: dateSchema.optional(),
    /** Contracts carrying at least one of these tags. */
    tagIds: oneOrMany(idSchema, 20).optional(),
    riskCode: oneOrMany(z.enum(RISK_CODES), 3).optional(),
    source: z.enum(CONTRACT_SOURCES).optional(),
    isMajor: z.boolean().optional(),
    attribute: oneOrMany(z.enum(CONTRACT_ATTRIBUTES), 4).optional(),
    direction: oneOrMany(z.enum(MONEY_DIRECTIONS), 3).optional(),
  })
  .superRefine((q, ctx) =>
    boundsInOrder(q, ctx, [
      ['amountMinFen', 'amountMaxFen'],
      ['signDateFrom', 'signDateTo'],
      ['createdFrom', 'createdTo'],
    ]),
  );
/** What the client sends. */
export type ContractListQueryInput = z.input<typeof contractListQuerySchema>;
/** What the server works with (defaults applied, one-or-many fields as lists). */
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

// ---------------------------------------------------------------- list row
const isoTime = z.string();
const day = z.string().nullable();

export const contractRowSchema = z.object({
  id: z.number().int(),
  /** The unified code, e.g. 330100-2026-HT-000304. */
  code: z.string(),
  /**
   * The unit number by the numbering unit's template, e.g. 杭财合〔2026〕12号 (src/domain/unit-numbering.ts):
   * given at registration; null for drafts and for contracts of units without numbering.
   */
  unitNo: z.string().nullable(),
  name: z.string(),
  category: contractCategorySchema,
  status: z.enum(CONTRACT_STATUSES),
  phase: contractPhaseSchema,
  isMajor: z.boolean(),
  needsFairReview: z.boolean(),
  amountFen: z.number().int(),
  direction: z.enum(MONEY_DIRECTIONS),
  unitId: z.number().int(),
  unitName: z.string().nullable(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  /** Names of the counterpart parties, by role (A, B, C) then entry order. */
  counterparts: z.array(z.string()),
  signDate: day,
  riskCode: z.enum(RISK_CODES),
  source: z.enum(CONTRACT_SOURCES),
  attribute: z.enum(CONTRACT_ATTRIBUTES),
  updatedAt: isoTime,
  version: z.number().int(),
});
export type ContractRow = z.infer<typeof contractRowSchema>;

// ---------------------------------------------------------------- detail
export const contractPartySchema = z.object({
  id: z.number().int(),
  role: z.string(),
  kind: z.enum(['unit', 'counterpart']),
  unitId: z.number().int().nullable(),
  counterpartId: z.number().int().nullable(),
  name: z.string(),
  creditCode: z.string().nullable(),
  sealSn: z.string().nullable(),
  signed: z.boolean(),
  signedAt: isoTime.nullable(),
  signedByName: z.string().nullable(),
});

export const contractLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  attribute: z.enum(CONTRACT_ATTRIBUTES),
});

export const contractMatterSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  status: z.string(),
  submitterName: z.string().nullable(),
  handlerUserId: z.number().int().nullable(),
  handlerUserName: z.string().nullable(),
  handlerUnitId: z.number().int().nullable(),
  handlerUnitName: z.string().nullable(),
  deadline: day,
  opinion: z.string().nullable(),
  handledByName: z.string().nullable(),
  createdAt: isoTime,
  handledAt: isoTime.nullable(),
});

export const contractHistorySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  userName: z.string().nullable(),
  unitName: z.string().nullable(),
  opinion: z.string().nullable(),
  fileIds: z.array(z.number().int()),
  at: isoTime,
});

export const filingConditionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  deadline: z.string(),
  status: z.string(),
  rectification: z.string().nullable(),
  rectifiedAt: isoTime.nullable(),
  fileIds: z.array(z.number().int()),
});

export const contractFilingSchema = z.object({
  id: z.number().int(),
  filingNo: z.string().nullable(),
  status: z.string(),
  bureauUnitName: z.string().nullable(),
  submittedByName: z.string().nullable(),
  submittedAt: isoTime,
  dueDate: day,
  /** Submitted after its due date (逾期备案): the days late; null when on time. */
  lateDays: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: isoTime.nullable(),
  opinion: z.string().nullable(),
  conditions: z.array(filingConditionSchema),
});

export const performanceRecordSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  amountFen: z.number().int().nullable(),
  dueDate: day,
  doneDate: day,
  status: z.string(),
  note: z.string().nullable(),
  fileIds: z.array(z.number().int()),
  createdAt: isoTime,
});

export const supervisionRecordSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  content: z.string(),
  userName: z.string().nullable(),
  bureauUnitName: z.string().nullable(),
  fileIds: z.array(z.number().int()),
  createdAt: isoTime,
});

export const riskFlagSchema = z.object({
  id: z.number().int(),
  rule: z.string(),
  level: z.string(),
  detail: z.string(),
  raisedAt: isoTime,
});

export const ACTORS = ['owner', 'unitLegal', 'leader', 'bureau'] as const;
export const contractMoveSchema = z.object({
  action: z.enum(CONTRACT_ACTIONS),
  to: z.array(z.enum(CONTRACT_STATUSES)),
  actor: z.enum(ACTORS),
});
export type ContractMove = z.infer<typeof contractMoveSchema>;

export const contractDetailSchema = contractRowSchema.omit({ counterparts: true }).extend({
  parentId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  majorDecision: z.boolean(),
  keyProject: z.boolean(),
  preferentialTerms: z.boolean(),
  ourRole: z.string(),
  subject: z.string(),
  fundSource: z.string().nullable(),
  procurementMethod: z.string().nullable(),
  signPlace: z.string().nullable(),
  effectiveDate: day,
  performStart: day,
  performEnd: day,
  signingMethod: z.enum(SIGNING_METHODS).nullable(),
  bureauUnitId: z.number().int().nullable(),
  bureauUnitName: z.string().nullable(),
  handlerId: z.number().int().nullable(),
  handlerName: z.string().nullable(),
  filingNo: z.string().nullable(),
  createdAt: isoTime,
  parties: z.array(contractPartySchema),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  files: z.array(z.object({ id: z.number().int(), fileId: z.number().int(), kind: z.string(), fileName: z.string().nullable() })),
  parent: contractLinkSchema.nullable(),
  /** Supplementary, change and termination agreements, oldest first. */
  children: z.array(contractLinkSchema),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string(), status: z.string() }).nullable(),
  matters: z.array(contractMatterSchema),
  /** The audit trail, oldest first. */
  history: z.array(contractHistorySchema),
  filings: z.array(contractFilingSchema),
  performance: z.array(performanceRecordSchema),
  supervision: z.array(supervisionRecordSchema),
  /** The collective decisions of a major contract, oldest first (src/domain/decision.ts: what each audience gets). */
  decisions: z.array(decisionRecordSchema),
  /** Risk flags not cleared yet. */
  riskFlags: z.array(riskFlagSchema),
  /** The moves the caller may make now (status machine filtered by the caller's actor roles). */
  moves: z.array(contractMoveSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

// ---------------------------------------------------------------- status counts
/** contract/statusCounts: how many contracts of the caller's scope are in each status and risk code. */
export const contractStatusCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.partialRecord(z.enum(CONTRACT_STATUSES), z.number().int()),
  byRisk: z.partialRecord(z.enum(RISK_CODES), z.number().int()),
});
export type ContractStatusCounts = z.infer<typeof contractStatusCountsSchema>;
