/**
 * Payload schemas of the workflow's read side (issue 3 and the spec's backlog, approval and carbon
 * copy routes): the list queries with their filters, sorting and paging; the rows of the to-do
 * (backlog), approval and carbon-copy lists; marking copies read; the workplace counts. The server
 * validates with them and the client takes its types from them. docs/api/workflow.md explains every field.
 */
import { z } from './zod';
import { contractCategorySchema, contractStatusSchema } from './contract-enums';
import { boundsInOrder, dateSchema, oneOrMany, pageFields, SORT_ORDERS, searchText } from './contract-api';
import { MATTER_KINDS, MATTER_STATUSES } from './matter';
import { idSchema } from './system';

export const matterKindSchema = z.enum(MATTER_KINDS);

// ---------------------------------------------------------------- list queries
/** The filters every workflow list takes; all of them concern the matter behind the row. */
const workflowFilterFields = {
  ...pageFields,
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  /** Case-insensitive substring of the matter's title, or of its contract's name or code. */
  keyword: searchText.optional(),
  kind: oneOrMany(matterKindSchema, MATTER_KINDS.length).optional(),
  /** Case-insensitive substring of the contract's code. */
  contractCode: searchText.optional(),
  /** Inclusive YYYY-MM-DD bounds of the matter's creation day (China Standard Time, UTC+8). */
  createdFrom: dateSchema.optional(),
  createdTo: dateSchema.optional(),
  /** Inclusive YYYY-MM-DD bounds of the matter's deadline. */
  deadlineFrom: dateSchema.optional(),
  deadlineTo: dateSchema.optional(),
  /** true: only rows still waiting whose deadline is before today (China Standard Time). */
  overdue: z.boolean().optional(),
};

/** Lower bounds must not exceed upper bounds (the error names the upper bound). */
const checkRanges = (q: { createdFrom?: string; createdTo?: string; deadlineFrom?: string; deadlineTo?: string }, ctx: z.RefinementCtx) =>
  boundsInOrder(q, ctx, [
    ['createdFrom', 'createdTo'],
    ['deadlineFrom', 'deadlineTo'],
  ]);

/** To-do lists. Default order: createdAt (waiting), handledAt (done), newest first. */
export const BACKLOG_SORT_FIELDS = ['createdAt', 'deadline', 'handledAt'] as const;
export const backlogQuerySchema = z
  .object({ ...workflowFilterFields, sortField: z.enum(BACKLOG_SORT_FIELDS).optional() })
  .superRefine(checkRanges);
export type BacklogQueryInput = z.input<typeof backlogQuerySchema>;
export type BacklogQuery = z.output<typeof backlogQuerySchema>;

/** Approval lists. decidedAt is the caller's own decision. Default: createdAt (waiting), decidedAt (done). */
export const APPROVAL_SORT_FIELDS = ['createdAt', 'deadline', 'decidedAt'] as const;
export const approvalQuerySchema = z
  .object({ ...workflowFilterFields, sortField: z.enum(APPROVAL_SORT_FIELDS).optional() })
  .superRefine(checkRanges);
export type ApprovalQueryInput = z.input<typeof approvalQuerySchema>;
export type ApprovalQuery = z.output<typeof approvalQuerySchema>;

/** Carbon-copy lists. copiedAt is when the copy was sent (the default order, newest first). */
export const CARBON_COPY_SORT_FIELDS = ['copiedAt', 'createdAt', 'deadline'] as const;
export const carbonCopyQuerySchema = z
  .object({
    ...workflowFilterFields,
    sortField: z.enum(CARBON_COPY_SORT_FIELDS).optional(),
    /** true: only copies read by their recipient; false: only unread ones. */
    read: z.boolean().optional(),
    /** Unread copies before read ones, then the sort order. */
    unreadFirst: z.boolean().optional(),
  })
  .superRefine(checkRanges);
export type CarbonCopyQueryInput = z.input<typeof carbonCopyQuerySchema>;
export type CarbonCopyQuery = z.output<typeof carbonCopyQuerySchema>;

/** The lists' sort fields, together (the server maps each to a column). */
export type WorkflowSortField =
  | (typeof BACKLOG_SORT_FIELDS)[number]
  | (typeof APPROVAL_SORT_FIELDS)[number]
  | (typeof CARBON_COPY_SORT_FIELDS)[number];

// ---------------------------------------------------------------- rows
const isoTime = z.string();

/** What every workflow row shows of its matter. */
export const matterRowSchema = z.object({
  matterId: z.number().int(),
  kind: matterKindSchema,
  title: z.string(),
  status: z.enum(MATTER_STATUSES),
  contract: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  projectId: z.number().int().nullable(),
  submitterName: z.string().nullable(),
  submitUnitName: z.string().nullable(),
  handlerUserId: z.number().int().nullable(),
  handlerUserName: z.string().nullable(),
  handlerUnitId: z.number().int().nullable(),
  handlerUnitName: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Still waiting (for this list's party) and the deadline is before today, China Standard Time. */
  overdue: z.boolean(),
  createdAt: isoTime,
  handledAt: isoTime.nullable(),
  handledByName: z.string().nullable(),
  opinion: z.string().nullable(),
  /** The in-app page where the matter is worked on (matterLink). */
  link: z.string(),
});
export type MatterRow = z.infer<typeof matterRowSchema>;

export const backlogRowSchema = matterRowSchema;
export type BacklogRow = MatterRow;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalRowSchema = matterRowSchema.extend({
  approvalId: z.number().int(),
  /** The approver's place among the matter's approvers (1 first). */
  level: z.number().int(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  approvalOpinion: z.string().nullable(),
  decidedAt: isoTime.nullable(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const carbonCopyRowSchema = matterRowSchema.extend({
  copyId: z.number().int(),
  note: z.string().nullable(),
  /** Has the recipient read it? */
  read: z.boolean(),
  readAt: isoTime.nullable(),
  fromUserId: z.number().int(),
  fromUserName: z.string().nullable(),
  toUserId: z.number().int(),
  toUserName: z.string().nullable(),
  copiedAt: isoTime,
});
export type CarbonCopyRow = z.infer<typeof carbonCopyRowSchema>;

// ---------------------------------------------------------------- writes and counts
/** carboncopy/read: the ids of copies to mark read (only the caller's received copies are touched). */
export const carbonCopyReadSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });
export type CarbonCopyReadInput = z.input<typeof carbonCopyReadSchema>;

/** workflow/counts: the workplace's badges for the caller (0 for a list the caller may not query). */
export const workflowCountsSchema = z.object({
  backlogWaiting: z.number().int(),
  backlogOverdue: z.number().int(),
  approvalWaiting: z.number().int(),
  carbonCopyUnread: z.number().int(),
});
export type WorkflowCounts = z.infer<typeof workflowCountsSchema>;

// ---------------------------------------------------------------- one matter (its handle page)
/** GET matter/detail?id=: the query. */
export const matterDetailQuerySchema = z.object({ id: idSchema });

/** One approver's place and decision on an approval matter. */
export const matterApprovalSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  approverId: z.number().int(),
  approverName: z.string().nullable(),
  /** pending, approved, rejected, withdrawn (the contract left the step). */
  status: z.string(),
  opinion: z.string().nullable(),
  decidedAt: isoTime.nullable(),
});
export type MatterApproval = z.infer<typeof matterApprovalSchema>;

/** What a handle page shows of the matter's contract. */
export const matterContractSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: contractCategorySchema,
  status: contractStatusSchema,
  amountFen: z.number().int(),
  unitName: z.string().nullable(),
  counterparts: z.array(z.string()),
  isMajor: z.boolean(),
  needsFairReview: z.boolean(),
});
export type MatterContract = z.infer<typeof matterContractSchema>;

/** GET matter/detail: the matter with the version to handle it at, its approvals and its contract. */
export const matterDetailSchema = matterRowSchema.extend({
  version: z.number().int(),
  /** What the submitter wrote (a seek request's `question`, a survey's report, ...). */
  content: z.record(z.string(), z.unknown()),
  fileIds: z.array(z.number().int()),
  opinionFileIds: z.array(z.number().int()),
  approvals: z.array(matterApprovalSchema),
  contract: matterContractSchema.nullable(),
  /** The caller may decide it now: it is pending and the caller is its handler (approvals: the approver whose turn it is). */
  canHandle: z.boolean(),
});
export type MatterDetail = z.infer<typeof matterDetailSchema>;
