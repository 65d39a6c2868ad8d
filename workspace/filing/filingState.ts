/**
 * What the filing page offers (pure): from the moves the caller may make now, the one form of the
 * filing step (submit, the bureau's review, the owner's rectification, the bureau's confirmation);
 * the open defects to rectify; the defects of a conditional filing turned into the call's input.
 */
import type { ContractDetail } from '../../src/domain/contract-api';
import type { ContractAction } from '../../src/domain/lifecycle';

export type FilingForm = 'submit' | 'review' | 'rectify' | 'confirm';

const FORM_OF: Partial<Record<ContractAction, FilingForm>> = {
  submitFiling: 'submit',
  acceptFiling: 'review',
  fileConditionally: 'review',
  returnFiling: 'review',
  refuseFiling: 'review',
  submitRectification: 'rectify',
  confirmRectification: 'confirm',
  rejectRectification: 'confirm',
};

/** The filing form the caller gets now, or null (nothing of the filing step is theirs to do). */
export function filingFormOf(moves: Pick<ContractDetail['moves'][number], 'action'>[]): FilingForm | null {
  for (const m of moves) {
    const form = FORM_OF[m.action];
    if (form) return form;
  }
  return null;
}

/** The review results the caller may choose (the moves the status machine and the actor allow). */
export function reviewResultsOf(moves: Pick<ContractDetail['moves'][number], 'action'>[]): ('accept' | 'conditional' | 'return' | 'refuse')[] {
  const has = (a: ContractAction) => moves.some((m) => m.action === a);
  return [
    ...(has('acceptFiling') ? (['accept'] as const) : []),
    ...(has('fileConditionally') ? (['conditional'] as const) : []),
    ...(has('returnFiling') ? (['return'] as const) : []),
    ...(has('refuseFiling') ? (['refuse'] as const) : []),
  ];
}

type Condition = ContractDetail['filings'][number]['conditions'][number];

/** The defects still open (or overdue) on the latest filing: each must be answered in one rectification. */
export function openConditions(filings: Pick<ContractDetail['filings'][number], 'conditions'>[]): Condition[] {
  const latest = filings.at(-1);
  return (latest?.conditions ?? []).filter((c) => c.status === 'open' || c.status === 'overdue');
}

/** A defect's deadline must come after today, and not after the area's latest (YYYY-MM-DD strings compare as dates). */
export const deadlineAllowed = (deadline: string, today: string, max?: string): boolean => deadline > today && (max === undefined || deadline <= max);

/** The review's opinion is required to return or refuse; the defects only for a conditional filing. */
export const opinionRequired = (result: string | undefined): boolean => result === 'return' || result === 'refuse';

/** The conditions of a conditional filing from the form (blank rows dropped, descriptions trimmed). */
export function conditionsInput(rows: readonly ({ description?: string; deadline?: string } | undefined)[] | undefined): { description: string; deadline: string }[] {
  return (rows ?? [])
    .filter((r): r is { description?: string; deadline?: string } => !!r && !!r.description?.trim() && !!r.deadline)
    .map((r) => ({ description: (r.description ?? '').trim(), deadline: r.deadline ?? '' }));
}
