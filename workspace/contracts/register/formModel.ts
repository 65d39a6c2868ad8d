/**
 * The registration form's model, pure: the form's values, the payload of contract/register and
 * contract/edit built from them (amounts in integer fen), the values of a loaded draft, the party
 * and date rules, and the live classification with the SAME rules the server applies
 * (src/domain/contract.ts isMajorContract / needsFairReview, src/domain/lifecycle.ts reviewChain).
 */
import type { FormInstance } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import {
  type ContractAttribute,
  type ContractCategory,
  isMajorContract,
  type MoneyDirection,
  needsFairReview,
  type SigningMethod,
} from '../../../src/domain/contract';
import { type ContractDetail, MAX_AMOUNT_FEN } from '../../../src/domain/contract-api';
import type { ContractEditInput, ContractRegisterInput } from '../../../src/domain/contract-write';
import { type ReviewStep, reviewChain } from '../../../src/domain/lifecycle';
import { keptUploads } from '../../../src/forms/keptUploads';

export type PartyRole = 'A' | 'B' | 'C' | 'D';
export const ROLES: readonly PartyRole[] = ['A', 'B', 'C', 'D'];
/** The files the form manages; later steps attach the others. */
export const FORM_FILE_KINDS = ['draft', 'basis', 'other'] as const;
export type FormFileKind = (typeof FORM_FILE_KINDS)[number];

export interface PartyValue {
  role?: PartyRole | undefined;
  counterpartId?: number | undefined;
}

export interface RegisterFormValues {
  name?: string;
  category?: ContractCategory;
  attribute?: ContractAttribute;
  parentId?: number | null;
  projectId?: number | null;
  tagIds?: number[];
  subject?: string;
  ourRole?: PartyRole;
  counterparts?: PartyValue[];
  /** The amount as typed, in yuan with at most two decimals. */
  amountYuan?: number | null;
  direction?: MoneyDirection;
  fundSource?: string;
  procurementMethod?: string;
  effectiveDate?: string | null;
  performStart?: string | null;
  performEnd?: string | null;
  signingMethod?: SigningMethod | null;
  signPlace?: string;
  majorDecision?: boolean;
  keyProject?: boolean;
  preferentialTerms?: boolean;
  files_draft?: UploadItem[];
  files_basis?: UploadItem[];
  files_other?: UploadItem[];
}

/** The form instance: field names are paths (counterparts[0].role), values read as unknown. */
export type RegisterForm = FormInstance<RegisterFormValues, unknown, string>;

export const MAX_AMOUNT_YUAN = MAX_AMOUNT_FEN / 100;

/**
 * Yuan (a number with at most two decimals, as the input gives it) to integer fen, exactly: the
 * decimal text is split at the point, so 0.29 is 29 fen (not 28.999… × 100), and 12000000.01 is
 * 1200000001. Empty is 0; a negative or unparseable amount is NaN.
 */
export function fenOfYuan(yuan: number | null | undefined): number {
  if (yuan === null || yuan === undefined) return 0;
  if (!Number.isFinite(yuan) || yuan < 0) return Number.NaN;
  const [whole = '0', frac = ''] = yuan.toFixed(2).split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

/** Integer fen back to yuan for the input. */
export const yuanOfFen = (fen: number): number => fen / 100;

/** A stored file as an upload-list item (done, with the id the payload reads). */
export function uploadedItem(fileId: number, name: string): UploadItem {
  return { uid: `file-${fileId}`, name, status: 'done', response: { fileId } };
}

/** The ids of the finished uploads of a list. */
export const fileIdsOf = (items: readonly UploadItem[] | undefined): number[] =>
  (items ?? [])
    .filter((f) => f.status === 'done' && f.response && typeof (f.response as { fileId?: unknown }).fileId === 'number')
    .map((f) => (f.response as { fileId: number }).fileId);

export const isUploading = (v: RegisterFormValues): boolean =>
  FORM_FILE_KINDS.some((k) => (v[`files_${k}`] ?? []).some((f) => f.status === 'uploading'));

/** The index of the first party whose role is ours or another party's, or -1. */
export function roleClash(ourRole: PartyRole | undefined, parties: readonly PartyValue[] | undefined): number {
  const seen = new Set<string>(ourRole ? [ourRole] : []);
  const list = parties ?? [];
  for (let i = 0; i < list.length; i++) {
    const role = list[i]?.role;
    if (!role) continue;
    if (seen.has(role)) return i;
    seen.add(role);
  }
  return -1;
}

/** The index of the first counterpart picked twice, or -1. */
export function duplicateCounterpart(parties: readonly PartyValue[] | undefined): number {
  const seen = new Set<number>();
  const list = parties ?? [];
  for (let i = 0; i < list.length; i++) {
    const id = list[i]?.counterpartId;
    if (id === undefined) continue;
    if (seen.has(id)) return i;
    seen.add(id);
  }
  return -1;
}

/** The first role nobody holds yet (for a new party row). */
export function freeRole(ourRole: PartyRole | undefined, parties: readonly PartyValue[] | undefined): PartyRole | undefined {
  const taken = new Set([ourRole, ...(parties ?? []).map((p) => p.role)]);
  return ROLES.find((r) => !taken.has(r));
}

/** The end of the performance period must not be before its start (same rule as the server). */
export const datesOutOfOrder = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !!start && !!end && start > end;

export interface Classification {
  major: boolean;
  fairReview: boolean;
  /** The review steps the contract will pass, in order. */
  chain: ReviewStep[];
}

/** The live classification, with the server's own rules and threshold. */
export function classify(v: RegisterFormValues, thresholdFen: number): Classification | null {
  if (!v.category) return null;
  const amountFen = fenOfYuan(v.amountYuan);
  const input = {
    category: v.category,
    amountFen: Number.isNaN(amountFen) ? 0 : amountFen,
    majorDecision: !!v.majorDecision,
    keyProject: !!v.keyProject,
    preferentialTerms: !!v.preferentialTerms,
  };
  const major = isMajorContract(input, thresholdFen);
  const fairReview = needsFairReview(input);
  return { major, fairReview, chain: reviewChain({ major, fairReview }) };
}

const orNull = (s: string | null | undefined): string | null => (s?.trim() ? s.trim() : null);

type Form = Omit<ContractEditInput, 'id' | 'version'>;

/** The form's data as the write calls take it. */
export function formPayload(v: RegisterFormValues): Form {
  return {
    name: (v.name ?? '').trim(),
    category: v.category as ContractCategory,
    projectId: v.projectId ?? null,
    ourRole: v.ourRole ?? 'A',
    subject: (v.subject ?? '').trim(),
    amountFen: fenOfYuan(v.amountYuan),
    direction: v.direction ?? 'expenditure',
    fundSource: orNull(v.fundSource),
    procurementMethod: orNull(v.procurementMethod),
    signPlace: orNull(v.signPlace),
    effectiveDate: v.effectiveDate || null,
    performStart: v.performStart || null,
    performEnd: v.performEnd || null,
    signingMethod: v.signingMethod ?? null,
    majorDecision: !!v.majorDecision,
    keyProject: !!v.keyProject,
    preferentialTerms: !!v.preferentialTerms,
    counterparts: (v.counterparts ?? []).map((p) => ({ counterpartId: p.counterpartId as number, role: p.role as PartyRole })),
    tagIds: v.tagIds ?? [],
    files: FORM_FILE_KINDS.flatMap((kind) => fileIdsOf(v[`files_${kind}`]).map((fileId) => ({ fileId, kind }))),
  };
}

/** contract/register's body: a main contract, or an agreement of `parentId`. */
export function registerPayload(v: RegisterFormValues, submit: boolean): ContractRegisterInput {
  const attribute = v.attribute ?? 'main';
  return { ...formPayload(v), attribute, parentId: attribute === 'main' ? null : (v.parentId ?? null), submit };
}

/** The form's values of a loaded contract (a draft being edited, or the main contract an agreement copies). */
export function valuesOfDetail(d: ContractDetail): RegisterFormValues {
  const files = (kind: FormFileKind) =>
    d.files.filter((f) => f.kind === kind).map((f) => uploadedItem(f.fileId, f.fileName ?? `#${f.fileId}`));
  return {
    name: d.name,
    category: d.category,
    attribute: d.attribute,
    parentId: d.parentId,
    projectId: d.projectId,
    tagIds: d.tags.map((t) => t.id),
    subject: d.subject,
    ourRole: (d.ourRole as PartyRole) ?? 'A',
    counterparts: d.parties
      .filter((p) => p.kind === 'counterpart' && p.counterpartId !== null)
      .map((p) => ({ role: p.role as PartyRole, counterpartId: p.counterpartId as number })),
    amountYuan: yuanOfFen(d.amountFen),
    direction: d.direction,
    fundSource: d.fundSource ?? '',
    procurementMethod: d.procurementMethod ?? '',
    effectiveDate: d.effectiveDate,
    performStart: d.performStart,
    performEnd: d.performEnd,
    signingMethod: d.signingMethod,
    signPlace: d.signPlace ?? '',
    majorDecision: d.majorDecision,
    keyProject: d.keyProject,
    preferentialTerms: d.preferentialTerms,
    files_draft: files('draft'),
    files_basis: files('basis'),
    files_other: files('other'),
  };
}

/** A new form's values. */
export const EMPTY_VALUES: RegisterFormValues = {
  attribute: 'main',
  ourRole: 'A',
  counterparts: [{ role: 'B' }],
  tagIds: [],
  direction: 'expenditure',
  majorDecision: false,
  keyProject: false,
  preferentialTerms: false,
  files_draft: [],
  files_basis: [],
  files_other: [],
};

/** The form's steps and the fields each validates before moving on. */
export const STEPS = ['basic', 'parties', 'money', 'files'] as const;
export type StepName = (typeof STEPS)[number];
export const STEP_FIELDS: Record<StepName, readonly string[]> = {
  basic: ['name', 'category', 'attribute', 'parentId', 'projectId', 'tagIds', 'subject'],
  parties: ['ourRole', 'counterparts'],
  money: ['amountYuan', 'direction', 'fundSource', 'procurementMethod', 'effectiveDate', 'performStart', 'performEnd', 'signingMethod', 'signPlace'],
  files: ['files_draft', 'files_basis', 'files_other', 'majorDecision', 'keyProject', 'preferentialTerms'],
};

/** The step that holds a field (for jumping to the first error). */
export function stepOfField(field: string): number {
  const top = field.split(/[.[]/)[0] ?? field;
  const i = STEPS.findIndex((s) => STEP_FIELDS[s].includes(top));
  return i < 0 ? 0 : i;
}

/** A server field path (body.counterparts.0.counterpartId) as the form's field name (counterparts[0].counterpartId). */
export function formFieldOfPath(path: string): string {
  const bare = path.replace(/^body\./, '');
  if (bare === 'amountFen') return 'amountYuan';
  const files = /^files\.\d+/.exec(bare);
  if (files) return 'files_draft';
  return bare.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The registered names of a step's fields for the current values (the party rows are numbered). */
export function stepFieldNames(step: StepName, v: RegisterFormValues): string[] {
  if (step !== 'parties') return [...STEP_FIELDS[step]];
  return ['ourRole', ...(v.counterparts ?? []).flatMap((_p, i) => [`counterparts[${i}].role`, `counterparts[${i}].counterpartId`])];
}

/** What a counterpart party is known by before the lookup answers (a loaded contract's parties). */
export interface PartyHint {
  counterpartId: number;
  name: string;
  creditCode: string | null;
}

export const partyHintsOf = (d: Pick<ContractDetail, 'parties'>): PartyHint[] =>
  d.parties.flatMap((p) => (p.kind === 'counterpart' && p.counterpartId !== null ? [{ counterpartId: p.counterpartId, name: p.name, creditCode: p.creditCode }] : []));

/** The fields an agreement takes over from its main contract (name suggested, the rest copied). */
export function agreementPrefill(parent: ContractDetail, attributeLabel: string, current: RegisterFormValues): RegisterFormValues {
  const copied = valuesOfDetail(parent);
  return {
    name: current.name?.trim() ? current.name : `${parent.name}${attributeLabel}`,
    category: copied.category,
    projectId: copied.projectId,
    ourRole: copied.ourRole,
    counterparts: copied.counterparts,
    direction: copied.direction,
    ...(copied.signingMethod ? { signingMethod: copied.signingMethod } : {}),
  };
}

/** The input as kept while unsaved (useKeptForm): finished uploads only, an upload under way is not input yet. */
export function keptValues(v: RegisterFormValues): RegisterFormValues {
  return { ...v, files_draft: keptUploads(v.files_draft), files_basis: keptUploads(v.files_basis), files_other: keptUploads(v.files_other) };
}
