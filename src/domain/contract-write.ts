/**
 * Payload schemas of the contract write calls (issue 4): register and edit (the step form's data),
 * the status moves, the matter submit and handle calls, signing, filing review and rectification,
 * performance registration, document upload and supervision. The server validates with them and the
 * client takes its types from them. docs/api/contract-writes.md explains each call.
 */
import { z } from './zod';
import { CONTRACT_ATTRIBUTES, MONEY_DIRECTIONS, SIGNING_METHODS } from './contract';
import { contractCategorySchema } from './contract-enums';
import { MAX_AMOUNT_FEN } from './contract-api';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from './lifecycle';
import { idSchema, versionSchema } from './system';

const dateSchema = z.iso.date();
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const ids = (max: number) => z.array(idSchema).max(max);
const amountFen = z.number().int().min(0).max(MAX_AMOUNT_FEN);
/** An opinion (review, approval, return): up to 2000 characters. */
const opinion = text(2000);

export const PARTY_ROLES = ['A', 'B', 'C', 'D'] as const;
export const partyRoleSchema = z.enum(PARTY_ROLES);

/** What a file attached to a contract is for. */
export const CONTRACT_FILE_KINDS = ['draft', 'basis', 'finalDraft', 'signedScan', 'signedPdf', 'evidence', 'performance', 'other'] as const;
export const contractFileKindSchema = z.enum(CONTRACT_FILE_KINDS);

// ---------------------------------------------------------------- register and edit
const contractFields = z.object({
  name: required(200),
  category: contractCategorySchema,
  /** main, or (with parentId) supplementary, change or termination. */
  attribute: z.enum(CONTRACT_ATTRIBUTES).default('main'),
  /** The main contract of a supplementary, change or termination agreement. */
  parentId: idSchema.nullish(),
  projectId: idSchema.nullish(),
  /** Our unit's role. */
  ourRole: partyRoleSchema.default('A'),
  subject: text(2000).default(''),
  amountFen: amountFen.default(0),
  direction: z.enum(MONEY_DIRECTIONS).default('expenditure'),
  fundSource: text(50).nullish(),
  procurementMethod: text(50).nullish(),
  signPlace: text(100).nullish(),
  effectiveDate: dateSchema.nullish(),
  performStart: dateSchema.nullish(),
  performEnd: dateSchema.nullish(),
  signingMethod: z.enum(SIGNING_METHODS).nullish(),
  majorDecision: z.boolean().default(false),
  keyProject: z.boolean().default(false),
  preferentialTerms: z.boolean().default(false),
  /** The counterparts and their roles (different from ours and from each other). */
  counterparts: z
    .array(z.object({ counterpartId: idSchema, role: partyRoleSchema }))
    .min(1)
    .max(10),
  tagIds: ids(20).default([]),
  files: z.array(z.object({ fileId: idSchema, kind: contractFileKindSchema })).max(50).default([]),
  /** The clerk who runs it (a user of the owning unit); the caller by default. */
  handlerId: idSchema.nullish(),
});

const datesInOrder = (v: { performStart?: string | null | undefined; performEnd?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (v.performStart && v.performEnd && v.performStart > v.performEnd) {
    ctx.addIssue({ code: 'custom', path: ['performEnd'], message: 'the end is before the start' });
  }
};

export const contractRegisterSchema = contractFields
  .extend({
    /** The owning unit: the caller's current unit by default; administrators may name any unit. */
    unitId: idSchema.nullish(),
    /** false: keep it in the drafts box; true: register it now (draft -> registered). */
    submit: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    datesInOrder(v, ctx);
    if ((v.attribute === 'main') !== !v.parentId) {
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'a main contract has no parent; an agreement needs one' });
    }
  });
export type ContractRegisterInput = z.input<typeof contractRegisterSchema>;
export type ContractRegister = z.output<typeof contractRegisterSchema>;

/** Edit: the whole form again, with the id and the version read. Parent and unit do not change. */
export const contractEditSchema = contractFields
  .omit({ parentId: true, attribute: true })
  .extend({ id: idSchema, version: versionSchema })
  .superRefine(datesInOrder);
export type ContractEditInput = z.input<typeof contractEditSchema>;
export type ContractEdit = z.output<typeof contractEditSchema>;

export const versionedIdSchema = z.object({ id: idSchema, version: versionSchema });
export type VersionedId = z.infer<typeof versionedIdSchema>;

/** The answer of every write: the record's id, its status and its new version. */
export const writeResultSchema = z.object({ id: z.number().int(), status: z.enum(CONTRACT_STATUSES), version: z.number().int() });
export type WriteResult = z.infer<typeof writeResultSchema>;

// ---------------------------------------------------------------- submission for review
/**
 * What a contract must hold before it goes to review: the draft text the reviewers read (a file of
 * kind `draft`) and at least one counterpart. contract/move refuses submitForReview without them
 * (501, one field per need: `files`, `counterparts`); the detail page names them beside the button.
 */
export const REVIEW_NEEDS = ['draftFile', 'counterpart'] as const;
export type ReviewNeed = (typeof REVIEW_NEEDS)[number];
/** The form field each need is reported on. */
export const REVIEW_NEED_FIELD: Readonly<Record<ReviewNeed, string>> = { draftFile: 'files', counterpart: 'counterparts' };

/** The needs a contract with these files and this many counterparts lacks for review (none: it may go). */
export function missingForReview(contract: { fileKinds: readonly string[]; counterparts: number }): ReviewNeed[] {
  const missing: ReviewNeed[] = [];
  if (!contract.fileKinds.includes('draft')) missing.push('draftFile');
  if (contract.counterparts < 1) missing.push('counterpart');
  return missing;
}

// ---------------------------------------------------------------- status moves
/**
 * A move of the status machine on a contract (lifecycle.ts CONTRACT_ACTIONS). `target` is the step
 * a returnTo goes back to. Moves with their own data use their own calls (sign, filing review,
 * rectification); contract/move takes the rest.
 */
export const contractMoveInputSchema = z.object({
  id: idSchema,
  version: versionSchema,
  action: z.enum(CONTRACT_ACTIONS),
  target: z.enum(CONTRACT_STATUSES).optional(),
  opinion: opinion.optional(),
  fileIds: ids(20).default([]),
});
export type ContractMoveInput = z.input<typeof contractMoveInputSchema>;

// ---------------------------------------------------------------- matters
/** The owner's submission of an owner step (survey, final draft) or a seek-opinions request. */
export const matterSubmitSchema = z
  .object({
    /** The contract and the version read. */
    contractId: idSchema,
    version: versionSchema,
    kind: z.enum(['survey', 'seek', 'finalDraftUnit', 'finalDraftJud']),
    /** The report (survey), the question (seek) or the note (final draft). */
    content: text(4000).default(''),
    fileIds: ids(20).default([]),
    /** seek: the advisers or colleagues asked (each gets a seekReply matter); none = finish seeking. */
    handlerUserIds: ids(20).default([]),
    /** seek: the answer deadline (default 5 working days). */
    deadline: dateSchema.optional(),
    /** People copied in. */
    copyTo: ids(20).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind.startsWith('finalDraft') && v.fileIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['fileIds'], message: 'upload the final draft' });
    }
    if (v.kind === 'survey' && v.content.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'the survey report is required' });
    }
  });
export type MatterSubmitInput = z.input<typeof matterSubmitSchema>;

/** A handler's decision on a matter: pass (approve) or return (reject) with an opinion. */
export const matterHandleSchema = z
  .object({
    id: idSchema,
    version: versionSchema,
    result: z.enum(['pass', 'return']),
    opinion: opinion.default(''),
    fileIds: ids(20).default([]),
    /** Where a returned contract goes back to (an earlier step, or registered); the previous step by default. */
    target: z.enum(CONTRACT_STATUSES).optional(),
    /** Approval matters opened by passing the step before: the approvers in order (default: the unit's leaders). */
    approverIds: ids(5).optional(),
    copyTo: ids(20).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.result === 'return' && v.opinion.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['opinion'], message: 'give the reason for returning' });
    }
  });
export type MatterHandleInput = z.input<typeof matterHandleSchema>;

/** The answer of the matter calls: the matter's and the contract's state after it. */
export const matterResultSchema = z.object({
  matterId: z.number().int(),
  matterStatus: z.string(),
  contractId: z.number().int().nullable(),
  contractStatus: z.enum(CONTRACT_STATUSES).nullable(),
  contractVersion: z.number().int().nullable(),
  /** Where the contract belongs (who is told about the change). */
  unitId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
});
export type MatterResult = z.infer<typeof matterResultSchema>;

// ---------------------------------------------------------------- signing
export const signInputSchema = z.object({
  id: idSchema,
  version: versionSchema,
  /** The caller's own unit seal (staff); counterpart users sign with their company's seal. */
  sealId: idSchema.optional(),
});
export const signedScanSchema = z.object({
  id: idSchema,
  version: versionSchema,
  fileIds: ids(10).min(1),
  signDate: dateSchema,
  signPlace: text(100).optional(),
});

// ---------------------------------------------------------------- filing
export const filingReviewSchema = z
  .object({
    id: idSchema,
    version: versionSchema,
    result: z.enum(['accept', 'conditional', 'return', 'refuse']),
    opinion: opinion.default(''),
    /**
     * conditional: the defects to fix, each by its deadline (default: the area's rectifyDefaultDays
     * working days on; at most rectifyMaxDays, time-rules.ts).
     */
    conditions: z
      .array(z.object({ description: required(500), deadline: dateSchema.optional() }))
      .max(20)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.result === 'conditional' && v.conditions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'list the defects and their deadlines' });
    }
    if ((v.result === 'return' || v.result === 'refuse') && v.opinion.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['opinion'], message: 'give the reason' });
    }
  });
export type FilingReviewInput = z.input<typeof filingReviewSchema>;

/** GET filing/rectifyBounds?id=: the defect deadlines a conditional filing of the contract may set today. */
export const rectifyBoundsSchema = z.object({
  /** The default (rectifyDefaultDays working days from today). */
  defaultDeadline: z.string(),
  /** The latest allowed (rectifyMaxDays working days from today). */
  maxDeadline: z.string(),
});
export type RectifyBounds = z.infer<typeof rectifyBoundsSchema>;

export const rectificationSchema = z.object({
  id: idSchema,
  version: versionSchema,
  /** What was done for each open defect. */
  items: z
    .array(z.object({ conditionId: idSchema, rectification: required(2000), fileIds: ids(10).default([]) }))
    .min(1)
    .max(20),
});
export const rectificationReviewSchema = z
  .object({ id: idSchema, version: versionSchema, result: z.enum(['confirm', 'reject']), opinion: opinion.default('') })
  .superRefine((v, ctx) => {
    if (v.result === 'reject' && v.opinion.length === 0) ctx.addIssue({ code: 'custom', path: ['opinion'], message: 'give the reason' });
  });

// ---------------------------------------------------------------- performance and supervision
export const PERFORMANCE_KINDS = ['milestone', 'payment', 'document'] as const;
export const PERFORMANCE_STATUSES = ['planned', 'done', 'overdue', 'breached'] as const;

/** Registers a performance item (planned or done) on a contract being performed. */
export const performanceRegisterSchema = z
  .object({
    contractId: idSchema,
    kind: z.enum(['milestone', 'payment']),
    title: required(200),
    amountFen: amountFen.nullish(),
    dueDate: dateSchema.nullish(),
    doneDate: dateSchema.nullish(),
    status: z.enum(PERFORMANCE_STATUSES).default('planned'),
    note: text(2000).nullish(),
    fileIds: ids(20).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'done' && !v.doneDate) ctx.addIssue({ code: 'custom', path: ['doneDate'], message: 'when was it done' });
    if (v.kind === 'payment' && (v.amountFen === null || v.amountFen === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amountFen'], message: 'a payment needs its amount' });
    }
  });
export type PerformanceRegisterInput = z.input<typeof performanceRegisterSchema>;

/** Marks a planned item done (or breached) with the date and the evidence. */
export const performanceUpdateSchema = z.object({
  id: idSchema,
  status: z.enum(['done', 'breached']),
  doneDate: dateSchema,
  note: text(2000).nullish(),
  fileIds: ids(20).default([]),
});

/** Performance documents (acceptance reports, invoices, receipts). */
export const documentUploadSchema = z.object({
  contractId: idSchema,
  title: required(200),
  fileIds: ids(20).min(1),
  note: text(2000).nullish(),
});

/** The answer of a performance write: the record and its status. */
export const performanceWriteResultSchema = z.object({ id: z.number().int(), status: z.enum(PERFORMANCE_STATUSES) });
export type PerformanceWriteResult = z.infer<typeof performanceWriteResultSchema>;

export const SUPERVISION_KINDS = ['inspection', 'interview', 'rectificationNotice', 'followUp'] as const;
/** The bureau's supervision of a contract; `warn` also opens a WarnTips matter for the owning unit. */
export const supervisionAddSchema = z.object({
  contractId: idSchema,
  kind: z.enum(SUPERVISION_KINDS),
  content: required(4000),
  fileIds: ids(20).default([]),
  warn: z.boolean().default(false),
  /** The answer deadline of the warning (default 5 working days). */
  deadline: dateSchema.optional(),
});
export type SupervisionAddInput = z.input<typeof supervisionAddSchema>;
