/** The contract form's values (test form, advanced form): taken from a contract, turned into contract/edit. */
import { type ContractDetail, yuanToFen } from '../../src/domain/contract-api';
import type { ContractEditInput } from '../../src/domain/contract-write';

export interface ContractFormValues {
  name: string;
  category: ContractDetail['category'];
  amountYuan: number;
  direction: ContractDetail['direction'];
  ourRole: 'A' | 'B' | 'C' | 'D';
  procurementMethod?: string;
  signingMethod?: ContractDetail['signingMethod'];
  effectiveDate?: string;
  performPeriod?: string[];
  fundSource?: string;
  signPlace?: string;
  majorDecision: boolean;
  keyProject: boolean;
  preferentialTerms: boolean;
  subject: string;
}

export function fieldsOfContract(d: ContractDetail): ContractFormValues {
  return {
    name: d.name,
    category: d.category,
    amountYuan: d.amountFen / 100,
    direction: d.direction,
    ourRole: d.ourRole as ContractFormValues['ourRole'],
    procurementMethod: d.procurementMethod ?? undefined,
    signingMethod: d.signingMethod ?? undefined,
    effectiveDate: d.effectiveDate ?? undefined,
    performPeriod: d.performStart && d.performEnd ? [d.performStart, d.performEnd] : undefined,
    fundSource: d.fundSource ?? undefined,
    signPlace: d.signPlace ?? undefined,
    majorDecision: d.majorDecision,
    keyProject: d.keyProject,
    preferentialTerms: d.preferentialTerms,
    subject: d.subject,
  };
}

/** Is a [start, end] period (YYYY-MM-DD) reversed? An incomplete period is not. */
export function isPeriodReversed(period: readonly (string | undefined)[] | undefined): boolean {
  const [start, end] = period ?? [];
  return Boolean(start && end && start > end);
}

const orNull = (v: string | undefined | null): string | null => (v?.trim() ? v.trim() : null);

/**
 * contract/edit of a contract with the form's values: what the form does not show (counterparts,
 * tags, form files, project, handler) is sent as the contract has it, so the edit keeps it.
 */
export function editInputOf(d: ContractDetail, v: ContractFormValues): ContractEditInput {
  return {
    id: d.id,
    version: d.version,
    name: v.name.trim(),
    category: v.category,
    projectId: d.projectId,
    ourRole: v.ourRole,
    subject: v.subject?.trim() ?? '',
    amountFen: yuanToFen(v.amountYuan ?? 0),
    direction: v.direction,
    fundSource: orNull(v.fundSource),
    procurementMethod: orNull(v.procurementMethod),
    signPlace: orNull(v.signPlace),
    effectiveDate: v.effectiveDate || null,
    performStart: v.performPeriod?.[0] || null,
    performEnd: v.performPeriod?.[1] || null,
    signingMethod: v.signingMethod ?? null,
    majorDecision: v.majorDecision,
    keyProject: v.keyProject,
    preferentialTerms: v.preferentialTerms,
    counterparts: d.parties
      .filter((p) => p.kind === 'counterpart' && p.counterpartId !== null)
      .map((p) => ({ counterpartId: p.counterpartId as number, role: p.role as ContractFormValues['ourRole'] })),
    tagIds: d.tags.map((tag) => tag.id),
    files: d.files.filter((f) => FORM_FILE_KINDS.has(f.kind)).map((f) => ({ fileId: f.fileId, kind: f.kind as FormFileKind })),
    handlerId: d.handlerId,
  };
}

/** The files the register/edit form owns (docs/api/contract-writes.md: draft, basis, other). */
type FormFileKind = 'draft' | 'basis' | 'other';
const FORM_FILE_KINDS: ReadonlySet<string> = new Set<FormFileKind>(['draft', 'basis', 'other']);
