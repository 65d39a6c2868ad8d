/**
 * Payload schemas of the project calls (projects group the contracts of one undertaking): the
 * three-step registration form (basic information; basis and plan; survey and solicitation of
 * opinions), edit, the status moves, the list query with its views, filters, sorting and paging, the
 * list row and the detail. The server validates with them and the client takes its types from them.
 * docs/api/projects.md explains every field; amounts are integer fen.
 */
import { z } from './zod';
import { CONTRACT_CATEGORIES, type ContractCategory } from './contract';
import { contractCategorySchema } from './contract-enums';
import { boundsInOrder, dateSchema, MAX_AMOUNT_FEN, oneOrMany, pageFields, SORT_ORDERS, searchText } from './contract-api';
import { CONTRACT_STATUSES, type ContractStatus } from './lifecycle';
import { idSchema, versionSchema } from './system';

// ---------------------------------------------------------------- vocabulary
/** draft (drafts box) -> underway (in progress) -> archived (completed). */
export const PROJECT_STATUSES = ['draft', 'underway', 'archived'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** The statuses in which a project's fields may still be edited. */
export const PROJECT_EDITABLE_STATUSES: readonly ProjectStatus[] = ['draft', 'underway'];

/** Contract statuses that count as finished: a project archives only when all its contracts are in one. */
export const CLOSED_CONTRACT_STATUSES = [
  'archived',
  'terminated',
  'void',
  'filingRefused',
  'performanceCompleted',
] as const satisfies readonly ContractStatus[];

/** What the caller may do with a project now (the detail's `actions`). */
export const PROJECT_ACTIONS = ['edit', 'submit', 'archive', 'delDraft'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

// ---------------------------------------------------------------- field helpers
/** Optional text: trimmed, at most `max` characters; blank is stored as null. */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();
const optDate = dateSchema.nullable().optional();
const budgetFen = z.number().int().min(0).max(MAX_AMOUNT_FEN);

/** The longest free text of the form (basis, necessity, risk assessment, survey, notes). */
export const PROJECT_TEXT_MAX = 2000;
/** The plan summary may be longer. */
export const PROJECT_PLAN_MAX = 4000;

// ---------------------------------------------------------------- the three steps
/** Step 1, basic information. */
export const projectBasicShape = {
  name: z.string().trim().min(1).max(100),
  category: contractCategorySchema,
  /** Where the money comes from (财政资金, 专项债券, 社会资本, ...). */
  fundSource: optText(32),
  /** The approved or planned budget, integer fen. */
  budgetFen: budgetFen.nullable().optional(),
  /** The owning unit: by default the caller's current unit; any unit of the caller's data scope. */
  unitId: idSchema.optional(),
  /** The handler (经办人): by default the caller; a staff member of the owning unit. */
  handlerId: idSchema.optional(),
  plannedStart: optDate,
  plannedEnd: optDate,
  /** A key project of the government (重点项目): its contracts are major. */
  keyProject: z.boolean().optional(),
};

/** Step 2, basis and plan. */
export const projectPlanShape = {
  /** Legal and policy basis (法律政策依据), e.g. the budget approval, the plan it implements. */
  basis: optText(PROJECT_TEXT_MAX),
  /** Why the project is needed (必要性及可行性). */
  necessity: optText(PROJECT_TEXT_MAX),
  /** Summary of the implementation plan (实施方案概要). */
  plan: optText(PROJECT_PLAN_MAX),
  /** How the counterparts will be chosen (采购/合作方式): 公开招标, 竞争性磋商, 公开挂牌, ... */
  procurementMethod: optText(32),
  /** Risk assessment (风险评估). */
  riskAssessment: optText(PROJECT_TEXT_MAX),
  /** Attachments: ids of uploaded files that exist and are not deleted (at most 50). */
  fileIds: z.array(idSchema).max(50).optional(),
};

/** Step 3, survey and solicitation of opinions. */
export const projectSurveyShape = {
  /** Departments and units whose opinions were sought (at most 30 names). */
  solicitedUnits: z.array(z.string().trim().min(1).max(64)).max(30).optional(),
  /** Summary of the survey and of the opinions received (调研及征求意见情况). */
  survey: optText(PROJECT_TEXT_MAX),
  /** Whether the public was asked for opinions (向社会公开征求意见). */
  publicSolicitation: z.boolean().optional(),
  /** The public solicitation period (needed when publicSolicitation is true, to submit). */
  solicitationStart: optDate,
  solicitationEnd: optDate,
  notes: optText(PROJECT_TEXT_MAX),
};

/** Each step on its own, for the client's step form. */
export const projectBasicSchema = z.object(projectBasicShape);
export const projectPlanSchema = z.object(projectPlanShape);
export const projectSurveySchema = z.object(projectSurveyShape);

/** The form's fields that live in the `details` column (the others are columns of their own). */
export const PROJECT_DETAIL_KEYS = [
  'plannedStart',
  'plannedEnd',
  'keyProject',
  'basis',
  'necessity',
  'plan',
  'procurementMethod',
  'riskAssessment',
  'solicitedUnits',
  'survey',
  'publicSolicitation',
  'solicitationStart',
  'solicitationEnd',
  'notes',
] as const;
export type ProjectDetailKey = (typeof PROJECT_DETAIL_KEYS)[number];

/** The form's fields as stored: every field, null when empty. */
export interface ProjectFields {
  name: string;
  category: ContractCategory;
  fundSource: string | null;
  budgetFen: number | null;
  unitId: number;
  handlerId: number | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  keyProject: boolean;
  basis: string | null;
  necessity: string | null;
  plan: string | null;
  procurementMethod: string | null;
  riskAssessment: string | null;
  fileIds: number[];
  solicitedUnits: string[];
  survey: string | null;
  publicSolicitation: boolean;
  solicitationStart: string | null;
  solicitationEnd: string | null;
  notes: string | null;
}

/** What must be filled in before a project goes underway (besides name and category). */
export const PROJECT_REQUIRED_TO_SUBMIT = ['fundSource', 'budgetFen', 'plannedStart', 'plannedEnd', 'basis', 'necessity', 'plan', 'survey'] as const;

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The rules across fields, on the whole (merged) form: date ranges in order, and, when `submit`,
 * everything PROJECT_REQUIRED_TO_SUBMIT asks for (and the solicitation period when the public was asked).
 */
export function projectIssues(f: Partial<ProjectFields>, submit: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const range = (from: string | null | undefined, to: string | null | undefined, path: string) => {
    if (from && to && from > to) issues.push({ path, message: 'the end is before the start' });
  };
  range(f.plannedStart, f.plannedEnd, 'plannedEnd');
  range(f.solicitationStart, f.solicitationEnd, 'solicitationEnd');
  if (submit) {
    const required: string[] = [...PROJECT_REQUIRED_TO_SUBMIT];
    if (f.publicSolicitation) required.push('solicitationStart', 'solicitationEnd');
    for (const key of required) {
      const v = f[key as keyof ProjectFields];
      if (v === undefined || v === null || v === '') issues.push({ path: key, message: 'required to submit' });
    }
  }
  return issues;
}

const addIssues = (ctx: z.RefinementCtx, issues: FieldIssue[]) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

// ---------------------------------------------------------------- calls
/** project/register: the whole form; `submit: true` sends it underway at once, else it stays a draft. */
export const projectRegisterSchema = z
  .object({
    ...projectBasicShape,
    ...projectPlanShape,
    ...projectSurveyShape,
    submit: z.boolean().optional(),
  })
  .superRefine((v, ctx) => addIssues(ctx, projectIssues(v, !!v.submit)));
export type ProjectRegisterInput = z.input<typeof projectRegisterSchema>;
export type ProjectRegister = z.output<typeof projectRegisterSchema>;

/** project/edit: the id, the version read, and only the fields that change (null clears an optional one). */
export const projectEditSchema = z
  .object({
    id: idSchema,
    version: versionSchema,
    ...projectBasicShape,
    ...projectPlanShape,
    ...projectSurveyShape,
  })
  .partial()
  .required({ id: true, version: true })
  // The ranges within what is sent; the server checks the merged record again.
  .superRefine((v, ctx) => addIssues(ctx, projectIssues(v, false)));
export type ProjectEditInput = z.input<typeof projectEditSchema>;
export type ProjectEdit = z.output<typeof projectEditSchema>;

/** project/submit and project/delDraft. */
export const projectVersionSchema = z.object({ id: idSchema, version: versionSchema });
export type ProjectVersionInput = z.infer<typeof projectVersionSchema>;

/** project/archive: with the archiving opinion. */
export const projectArchiveSchema = projectVersionSchema.extend({ opinion: optText(PROJECT_TEXT_MAX) });
export type ProjectArchiveInput = z.input<typeof projectArchiveSchema>;

/** The answer of every write: the project's id, code, status and new version. */
export const projectWriteResultSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: projectStatusSchema,
  version: z.number().int(),
});
export type ProjectWriteResult = z.infer<typeof projectWriteResultSchema>;

// ---------------------------------------------------------------- list query
/** The spec's project lists as views of the one list call. */
export const PROJECT_VIEWS = ['underway', 'archived', 'drafts'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];
export const PROJECT_SORT_FIELDS = ['createdAt', 'updatedAt', 'budgetFen', 'code', 'name'] as const;

export const projectListQuerySchema = z
  .object({
    ...pageFields,
    sortField: z.enum(PROJECT_SORT_FIELDS).default('updatedAt'),
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
    view: z.enum(PROJECT_VIEWS).optional(),
    /** Case-insensitive substring of the name or the code. */
    keyword: searchText.optional(),
    category: oneOrMany(contractCategorySchema, CONTRACT_CATEGORIES.length).optional(),
    status: oneOrMany(projectStatusSchema, PROJECT_STATUSES.length).optional(),
    unitId: idSchema.optional(),
    /** With unitId: the unit and every unit below it. */
    includeChildren: z.boolean().optional(),
    /** The project's area is this area or one below it. */
    areaId: idSchema.optional(),
    handlerId: idSchema.optional(),
    keyProject: z.boolean().optional(),
    /** Inclusive bounds in integer fen. */
    budgetMinFen: budgetFen.optional(),
    budgetMaxFen: budgetFen.optional(),
    /** Inclusive YYYY-MM-DD bounds of the creation day (China Standard Time, UTC+8). */
    createdFrom: dateSchema.optional(),
    createdTo: dateSchema.optional(),
  })
  .superRefine((q, ctx) =>
    boundsInOrder(q, ctx, [
      ['budgetMinFen', 'budgetMaxFen'],
      ['createdFrom', 'createdTo'],
    ]),
  );
export type ProjectListQueryInput = z.input<typeof projectListQuerySchema>;
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

// ---------------------------------------------------------------- list row and detail
const isoTime = z.string();
const day = z.string().nullable();

export const projectRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: projectStatusSchema,
  category: contractCategorySchema.nullable(),
  fundSource: z.string().nullable(),
  budgetFen: z.number().int().nullable(),
  keyProject: z.boolean(),
  unitId: z.number().int(),
  unitName: z.string().nullable(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  handlerId: z.number().int().nullable(),
  handlerName: z.string().nullable(),
  /** How many contracts belong to the project. */
  contractCount: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
  version: z.number().int(),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

export const projectContractSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  amountFen: z.number().int(),
});

export const projectHistorySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  userName: z.string().nullable(),
  unitName: z.string().nullable(),
  opinion: z.string().nullable(),
  at: isoTime,
});

export const projectDetailSchema = projectRowSchema.extend({
  plannedStart: day,
  plannedEnd: day,
  basis: z.string().nullable(),
  necessity: z.string().nullable(),
  plan: z.string().nullable(),
  procurementMethod: z.string().nullable(),
  riskAssessment: z.string().nullable(),
  fileIds: z.array(z.number().int()),
  /** The attachments that still exist (deleted files left out). */
  files: z.array(z.object({ id: z.number().int(), fileName: z.string() })),
  solicitedUnits: z.array(z.string()),
  survey: z.string().nullable(),
  publicSolicitation: z.boolean(),
  solicitationStart: day,
  solicitationEnd: day,
  notes: z.string().nullable(),
  /** The project's contracts, oldest first. */
  contracts: z.array(projectContractSchema),
  /** The audit trail of status changes, oldest first. */
  history: z.array(projectHistorySchema),
  /** What the caller may do now (status, permissions and, for archive, every contract closed). */
  actions: z.array(z.enum(PROJECT_ACTIONS)),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
