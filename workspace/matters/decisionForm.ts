/**
 * The pure side of the collective decision form (DecisionForm.tsx): the call's input from the form's
 * values, checked with the domain's own schema (src/domain/decision.ts contractDecideSchema, the one
 * the server validates with), and each problem — the schema's, or the server's 501 fields — as the
 * message of the form field it belongs to, in the user's language.
 */
import { ATTENDEE_NAME_MAX, ATTENDEES_MAX, ATTENDEES_MIN, type ContractDecideInput, contractDecideSchema, type DecisionResolution, type MeetingKind } from '../../src/domain/decision';
import { t } from '../../src/i18n';

export interface DecisionValues {
  kind?: MeetingKind;
  meetingDate?: string;
  attendees?: string[];
  resolution?: DecisionResolution;
  note?: string;
  approverIds?: number[];
}

/** The form's fields (the minutes are an upload beside the form's values). */
export type DecisionField = 'kind' | 'meetingDate' | 'attendees' | 'resolution' | 'minutes' | 'note' | 'approverIds';

/** A problem at a path of the input: a zod issue, or a server field error with `body.` in front. */
export interface Problem {
  path: readonly PropertyKey[] | string;
  code?: string;
  message: string;
}

const FIELD_OF: Record<string, DecisionField> = {
  kind: 'kind',
  meetingDate: 'meetingDate',
  attendees: 'attendees',
  resolution: 'resolution',
  minutesFileId: 'minutes',
  note: 'note',
  approverIds: 'approverIds',
};

/** The call's input from the form. */
export function decideInput(contract: { id: number; version: number }, v: DecisionValues, minutesFileId: number | null): ContractDecideInput {
  return {
    id: contract.id,
    version: contract.version,
    kind: v.kind as MeetingKind,
    meetingDate: v.meetingDate ?? '',
    attendees: (v.attendees ?? []).map((a) => a.trim()),
    resolution: v.resolution as DecisionResolution,
    minutesFileId: minutesFileId ?? 0,
    note: (v.note ?? '').trim(),
    ...(v.resolution === 'passed' && v.approverIds?.length ? { approverIds: v.approverIds } : {}),
  };
}

/** The message for one problem of a field. */
function messageOf(field: DecisionField, p: { rest: string[]; code?: string; message: string }, attendees: readonly string[]): string {
  switch (field) {
    case 'kind':
      return t('decision.form.kindRequired');
    case 'meetingDate':
      return /future/.test(p.message) ? t('decision.form.meetingDateFuture') : t('decision.form.meetingDateRequired');
    case 'attendees': {
      if (p.rest.length) {
        const name = attendees[Number(p.rest[0])]?.trim() ?? '';
        return /twice/.test(p.message) ? t('decision.form.attendeeDuplicate', { name }) : t('decision.form.attendeeInvalid', { max: ATTENDEE_NAME_MAX });
      }
      if (p.code === 'too_big' || /at most|<=/.test(p.message)) return t('decision.form.attendeesMax', { max: ATTENDEES_MAX });
      return t('decision.form.attendeesMin', { min: ATTENDEES_MIN });
    }
    case 'minutes':
      return t('decision.form.minutesRequired');
    case 'note':
      return t('decision.form.noteRequired');
    default:
      return p.message;
  }
}

/** The first message of each field with a problem. */
export function fieldErrors(problems: readonly Problem[], attendees: readonly string[]): Partial<Record<DecisionField, string>> {
  const out: Partial<Record<DecisionField, string>> = {};
  for (const p of problems) {
    const parts = typeof p.path === 'string' ? p.path.split('.') : p.path.map(String);
    const [head, ...rest] = parts[0] === 'body' ? parts.slice(1) : parts;
    const field = head ? FIELD_OF[head] : undefined;
    if (!field || out[field]) continue;
    out[field] = messageOf(field, { rest, message: p.message, ...(p.code ? { code: p.code } : {}) }, attendees);
  }
  return out;
}

/** Checks the input as the server will: the input when it is valid, else the field messages. */
export function checkDecision(input: ContractDecideInput): { ok: true } | { ok: false; errors: Partial<Record<DecisionField, string>> } {
  const r = contractDecideSchema.safeParse(input);
  if (r.success) return { ok: true };
  return { ok: false, errors: fieldErrors(r.error.issues, input.attendees as string[]) };
}
