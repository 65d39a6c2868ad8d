/**
 * Pure helpers of the project registration form: the steps and their fields, yuan text to integer
 * fen (exactly, by digits, never through floating point), the form values to the register/edit body
 * and back, and the rules the server applies before a project goes underway (projectIssues from the
 * shared schema). Unit-tested in tests/unit/projects-form.test.ts.
 */
import type { ContractCategory } from '../../src/domain/contract';
import { MAX_AMOUNT_FEN } from '../../src/domain/contract-api';
import { type FieldIssue, type ProjectDetail, type ProjectFields, projectIssues } from '../../src/domain/project-api';

/** The steps of the form, in order; the last is the confirmation. */
export const PROJECT_STEPS = ['basic', 'budget', 'plan', 'survey', 'files', 'confirm'] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];

export interface ProjectFormValues {
  name?: string;
  category?: ContractCategory;
  keyProject?: boolean;
  procurementMethod?: string;
  fundSource?: string;
  /** Yuan as typed, at most two decimals. */
  budgetYuan?: string;
  plannedStart?: string;
  plannedEnd?: string;
  basis?: string;
  necessity?: string;
  plan?: string;
  riskAssessment?: string;
  solicitedUnits?: string[];
  survey?: string;
  publicSolicitation?: boolean;
  solicitationStart?: string;
  solicitationEnd?: string;
  notes?: string;
}
export type ProjectFormField = keyof ProjectFormValues;

/** Which step holds each field (the attachments step holds the files, kept outside the form). */
export const STEP_FIELDS: Record<Exclude<ProjectStep, 'files' | 'confirm'>, readonly ProjectFormField[]> = {
  basic: ['name', 'category', 'keyProject', 'procurementMethod'],
  budget: ['fundSource', 'budgetYuan', 'plannedStart', 'plannedEnd'],
  plan: ['basis', 'necessity', 'plan', 'riskAssessment'],
  survey: ['solicitedUnits', 'survey', 'publicSolicitation', 'solicitationStart', 'solicitationEnd', 'notes'],
};

/** A server or schema path (`body.budgetFen`, `plannedEnd`, `fileIds.1`) as the form field it names. */
export function formFieldOf(path: string): ProjectFormField | 'fileIds' | undefined {
  const key = path.replace(/^body\./, '').split('.')[0] ?? '';
  if (key === 'budgetFen') return 'budgetYuan';
  if (key === 'fileIds') return 'fileIds';
  for (const fields of Object.values(STEP_FIELDS)) {
    const f = fields.find((x) => x === key);
    if (f) return f;
  }
  return undefined;
}

/** The index of the step that holds a field (the files step for attachments), or -1. */
export function stepOfField(field: ProjectFormField | 'fileIds'): number {
  if (field === 'fileIds') return PROJECT_STEPS.indexOf('files');
  const entry = Object.entries(STEP_FIELDS).find(([, fields]) => fields.includes(field));
  return entry ? PROJECT_STEPS.indexOf(entry[0] as ProjectStep) : -1;
}

const YUAN = /^(\d{1,14})(?:\.(\d{1,2}))?$/;

/** Yuan text ('1,280,000.5', ' 12 ') as integer fen, exactly; undefined when not a valid amount. */
export function yuanTextToFen(text: string | number | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  const clean = String(text).replace(/[,\s，]/g, '');
  const m = YUAN.exec(clean);
  if (!m) return undefined;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_AMOUNT_FEN ? fen : undefined;
}

/** Integer fen as plain yuan text for the input ('1280000.5' -> '1280000.50'); '' for none. */
export function fenToYuanText(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '';
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const text = (v: string | undefined): string | null => (v?.trim() ? v.trim() : null);

/** The form values (and the attachments) as the body fields of project/register and project/edit. */
export function toProjectFields(v: ProjectFormValues, fileIds: readonly number[]) {
  const budget = v.budgetYuan?.trim() ? (yuanTextToFen(v.budgetYuan) ?? null) : null;
  return {
    name: (v.name ?? '').trim(),
    category: v.category as ContractCategory,
    keyProject: !!v.keyProject,
    procurementMethod: text(v.procurementMethod),
    fundSource: text(v.fundSource),
    budgetFen: budget,
    plannedStart: v.plannedStart || null,
    plannedEnd: v.plannedEnd || null,
    basis: text(v.basis),
    necessity: text(v.necessity),
    plan: text(v.plan),
    riskAssessment: text(v.riskAssessment),
    fileIds: [...fileIds],
    solicitedUnits: (v.solicitedUnits ?? []).map((s) => s.trim()).filter(Boolean),
    survey: text(v.survey),
    publicSolicitation: !!v.publicSolicitation,
    solicitationStart: v.publicSolicitation ? v.solicitationStart || null : null,
    solicitationEnd: v.publicSolicitation ? v.solicitationEnd || null : null,
    notes: text(v.notes),
  };
}

/** A stored project as form values. */
export function toFormValues(d: ProjectDetail): ProjectFormValues {
  const s = (v: string | null) => v ?? undefined;
  return {
    name: d.name,
    category: d.category ?? undefined,
    keyProject: d.keyProject,
    procurementMethod: s(d.procurementMethod),
    fundSource: s(d.fundSource),
    budgetYuan: fenToYuanText(d.budgetFen),
    plannedStart: s(d.plannedStart),
    plannedEnd: s(d.plannedEnd),
    basis: s(d.basis),
    necessity: s(d.necessity),
    plan: s(d.plan),
    riskAssessment: s(d.riskAssessment),
    solicitedUnits: d.solicitedUnits,
    survey: s(d.survey),
    publicSolicitation: d.publicSolicitation,
    solicitationStart: s(d.solicitationStart),
    solicitationEnd: s(d.solicitationEnd),
    notes: s(d.notes),
  };
}

/** What is missing or out of order before the project may go underway, as form fields. */
export function submitIssues(v: ProjectFormValues): { field: ProjectFormField; issue: FieldIssue }[] {
  const fields = toProjectFields(v, []) as Partial<ProjectFields>;
  return projectIssues(fields, true).flatMap((issue) => {
    const field = formFieldOf(issue.path);
    return field && field !== 'fileIds' ? [{ field, issue }] : [];
  });
}

/** Whether an end date lies before its start (both YYYY-MM-DD). */
export const endBeforeStart = (start: string | undefined, end: string | undefined): boolean => !!start && !!end && end < start;
