/**
 * The collective decision (集体决策) of a major contract as a record (issue 15): the meeting that
 * decided it — its kind, date, attendees, resolution and minutes — and which lifecycle move each
 * resolution makes. Shared by the server (contract/decide validates with contractDecideSchema and
 * moves with decisionMove) and the client (the decision form, the detail and share pages).
 * docs/api/contract-decision.md explains the call.
 *
 * The resolutions and their moves (decisionMove):
 * - passed (通过): the step passes, as `pass` did: on to approval;
 * - reconsider (修改后再议): back to the final draft (a return), the contract comes back to the
 *   decision step after it and is decided again;
 * - rejected (不通过): the meeting decided not to conclude the contract, so it does not proceed: it is
 *   voided (作废), the lifecycle's own end for a contract that will not be signed (allowed from every
 *   review step). A return would leave it in the chain as if 修改后再议 had been resolved; the record
 *   keeps the reason, and a new contract is registered if the matter is taken up again.
 */
import { isoDate, todayDay } from './calendar';
import type { ContractFlags, ContractStatus } from './lifecycle';
import { idSchema, versionSchema } from './system';
import { z } from './zod';

// ---------------------------------------------------------------- vocabulary
/**
 * The kinds of meeting that take collective decisions in government bodies: the Party leadership
 * group (党组会议) or committee (党委会议) of a body, the director's office meeting of a bureau
 * (局长办公会议) or of a commission or office (主任办公会议), the executive meeting of a government
 * (政府常务会议), and any other (其他, e.g. 院务会, 行政办公会).
 */
export const MEETING_KINDS = ['partyGroup', 'partyCommittee', 'bureauChief', 'directorOffice', 'governmentExecutive', 'other'] as const;
export const meetingKindSchema = z.enum(MEETING_KINDS);
export type MeetingKind = z.infer<typeof meetingKindSchema>;

/** passed 通过, rejected 不通过, reconsider 修改后再议. */
export const DECISION_RESOLUTIONS = ['passed', 'rejected', 'reconsider'] as const;
export const decisionResolutionSchema = z.enum(DECISION_RESOLUTIONS);
export type DecisionResolution = z.infer<typeof decisionResolutionSchema>;

/** Meeting kinds and resolutions as filed (zh-CN): the audit trail's opinion is written with them. */
export const MEETING_KIND_TITLE: Record<MeetingKind, string> = {
  partyGroup: '党组会议',
  partyCommittee: '党委会议',
  bureauChief: '局长办公会议',
  directorOffice: '主任办公会议',
  governmentExecutive: '政府常务会议',
  other: '其他会议',
};
export const RESOLUTION_TITLE: Record<DecisionResolution, string> = {
  passed: '通过',
  rejected: '不通过',
  reconsider: '修改后再议',
};

/** A collective decision needs at least three people at the meeting. */
export const ATTENDEES_MIN = 3;
/** A body's full meeting (a government's executive meeting with those attending) stays well below this. */
export const ATTENDEES_MAX = 60;
export const ATTENDEE_NAME_MAX = 50;
export const DECISION_NOTE_MAX = 2000;

// ---------------------------------------------------------------- the rule
/** The step that takes a collective decision. */
export const DECISION_STEP = 'decision' satisfies ContractStatus;

/** Does moving a contract on from this status need a meeting record (a major contract at the decision step)? */
export const needsDecisionRecord = (status: ContractStatus, flags: ContractFlags): boolean => status === DECISION_STEP && flags.major;

/** The lifecycle move a resolution makes from the decision step (see the file comment). */
export type DecisionMove = { action: 'pass' } | { action: 'returnTo'; target: 'finalDraft' } | { action: 'void' };

export function decisionMove(resolution: DecisionResolution): DecisionMove {
  switch (resolution) {
    case 'passed':
      return { action: 'pass' };
    case 'reconsider':
      return { action: 'returnTo', target: 'finalDraft' };
    case 'rejected':
      return { action: 'void' };
  }
}

/** A resolution that does not pass the contract says why or what to change: the note is required. */
export const noteRequired = (resolution: unknown): boolean => resolution === 'rejected' || resolution === 'reconsider';

/**
 * The audit trail's opinion of a decision, as filed (zh-CN): "局长办公会议（2026-03-02）决议：修改后再议。请补充履约担保条款。".
 * The record itself keeps every field; this is the line the trail and the messages show.
 */
export function decisionSummary(r: { kind: MeetingKind; meetingDate: string; resolution: DecisionResolution; note?: string | null | undefined }): string {
  const note = r.note?.trim();
  return `${MEETING_KIND_TITLE[r.kind]}（${r.meetingDate}）决议：${RESOLUTION_TITLE[r.resolution]}。${note ?? ''}`;
}

// ---------------------------------------------------------------- input
/** C0 and C1 controls, and the line, paragraph and bidirectional-override characters that rearrange text. */
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** One attendee: a person's name (with title, if the unit writes it so), trimmed, 1-50 characters, no control characters. */
export const attendeeNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(ATTENDEE_NAME_MAX)
  .refine((s) => !CONTROL.test(s), 'no control characters');

/** The meeting record's fields (contract/decide adds the contract, its version and the approvers). */
const recordFields = {
  kind: meetingKindSchema,
  /** YYYY-MM-DD, on the Beijing calendar; not after today. */
  meetingDate: z.iso.date(),
  /** The people at the meeting, each once. */
  attendees: z.array(attendeeNameSchema).min(ATTENDEES_MIN).max(ATTENDEES_MAX),
  resolution: decisionResolutionSchema,
  /** The minutes (会议纪要): a file the caller uploaded (sys_files/uploadFile). */
  minutesFileId: idSchema,
  /** What the meeting said; required unless it passed (what to change, or why not). */
  note: z.string().trim().max(DECISION_NOTE_MAX).default(''),
};

type RecordValues = { meetingDate: string; attendees: string[]; resolution: DecisionResolution; note: string };

/** The rules across fields: the date is not in the future, no one attends twice, a note unless passed. */
function checkRecord(v: RecordValues, ctx: z.RefinementCtx, today: string): void {
  // zod runs an object's refinements even when a field failed: each rule checks its field's type first.
  if (typeof v.meetingDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.meetingDate) && v.meetingDate > today) ctx.addIssue({ code: 'custom', path: ['meetingDate'], message: 'the meeting date is in the future' });
  const seen = new Set<string>();
  if (Array.isArray(v.attendees)) v.attendees.forEach((name, i) => {
    if (typeof name === 'string' && seen.has(name)) ctx.addIssue({ code: 'custom', path: ['attendees', i], message: 'listed twice' });
    seen.add(name);
  });
  if (noteRequired(v.resolution) && typeof v.note === 'string' && v.note.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['note'], message: 'give what the meeting resolved' });
  }
}

/** Today's date as the rules read it (the Beijing calendar). */
const today = (): string => isoDate(todayDay());

export const decisionRecordInputSchema = z.object(recordFields).superRefine((v, ctx) => checkRecord(v, ctx, today()));
export type DecisionRecordInput = z.input<typeof decisionRecordInputSchema>;

/**
 * POST contract/decide: the leader's collective decision on a major contract at the decision step,
 * with the contract's id and the version read. `approverIds` (passed only): the approvers of the
 * approval step it opens, in level order (default: the unit's leaders), as matter/handle takes them.
 */
export const contractDecideSchema = z
  .object({
    id: idSchema,
    version: versionSchema,
    ...recordFields,
    approverIds: z.array(idSchema).max(5).optional(),
    copyTo: z.array(idSchema).max(20).default([]),
  })
  .superRefine((v, ctx) => {
    checkRecord(v, ctx, today());
    if (Array.isArray(v.approverIds) && v.approverIds.length && v.resolution !== 'passed') {
      ctx.addIssue({ code: 'custom', path: ['approverIds'], message: 'approvers only when the meeting passed it' });
    }
  });
export type ContractDecideInput = z.input<typeof contractDecideSchema>;
export type ContractDecide = z.output<typeof contractDecideSchema>;

/** The answer of contract/decide: the contract after the move and the record written. */
export const decideResultSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  decisionId: z.number().int(),
});
export type DecideResult = z.infer<typeof decideResultSchema>;

// ---------------------------------------------------------------- output
const isoTime = z.string();

/**
 * A decision record as contract/detail gives it. Staff and advisers get every field, and `minutes`
 * when they may read the file (server/modules/file-access.ts); a counterpart user gets the kind,
 * date and resolution only (attendees empty, note, minutes and recorder null), as the share view.
 * `minutes` is null for seeded history recorded without minutes.
 */
export const decisionRecordSchema = z.object({
  id: z.number().int(),
  kind: meetingKindSchema,
  meetingDate: z.string(),
  attendees: z.array(z.string()),
  resolution: decisionResolutionSchema,
  minutes: z.object({ fileId: z.number().int(), fileName: z.string().nullable() }).nullable(),
  note: z.string().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: isoTime,
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

/** A decision in the share view's progress: never the minutes, the attendees or the note. */
export const shareDecisionSchema = z.object({
  kind: meetingKindSchema,
  meetingDate: z.string(),
  resolution: decisionResolutionSchema,
});
export type ShareDecision = z.infer<typeof shareDecisionSchema>;
