/**
 * The collective decision as a record (src/domain/decision.ts): the meeting record's schema and the
 * rule of which lifecycle move each resolution makes, checked against the status machine.
 */
import { describe, expect, it } from 'vitest';
import { isoDate, todayDay } from '../../src/domain/calendar';
import {
  ATTENDEES_MAX,
  contractDecideSchema,
  DECISION_RESOLUTIONS,
  decisionMove,
  decisionRecordInputSchema,
  decisionSummary,
  MEETING_KINDS,
  needsDecisionRecord,
} from '../../src/domain/decision';
import { type ContractFlags, decideMove, returnTargets } from '../../src/domain/lifecycle';

const today = isoDate(todayDay());
const valid = {
  kind: 'bureauChief',
  meetingDate: today,
  attendees: ['张国强', '李明华', '王建国'],
  resolution: 'passed',
  minutesFileId: 12,
};
const parse = (over: Record<string, unknown>) => decisionRecordInputSchema.safeParse({ ...valid, ...over });
const paths = (over: Record<string, unknown>) => {
  const r = parse(over);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('the meeting record', () => {
  it('takes a complete record, trims the names and defaults the note', () => {
    const r = parse({ attendees: ['  张国强 ', '李明华', '买买提·艾力'] });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ attendees: ['张国强', '李明华', '买买提·艾力'], note: '' });
    for (const kind of MEETING_KINDS) expect(parse({ kind }).success, kind).toBe(true);
  });

  it('needs a known kind and resolution', () => {
    expect(paths({ kind: '党组会议' })).toEqual(['kind']);
    expect(paths({ kind: undefined })).toEqual(['kind']);
    expect(paths({ resolution: 'approved' })).toContain('resolution');
  });

  it('takes a meeting date up to today, never in the future, as YYYY-MM-DD', () => {
    expect(parse({ meetingDate: '2025-12-30' }).success).toBe(true);
    expect(paths({ meetingDate: isoDate(todayDay() + 1) })).toEqual(['meetingDate']);
    expect(paths({ meetingDate: '2026-02-30' })).toEqual(['meetingDate']);
    expect(paths({ meetingDate: '2026/03/02' })).toEqual(['meetingDate']);
    expect(paths({ meetingDate: 20260302 })).toEqual(['meetingDate']);
  });

  it('needs three to sixty attendees, each named once, 1-50 characters, no control characters', () => {
    expect(paths({ attendees: ['张国强', '李明华'] })).toEqual(['attendees']);
    expect(paths({ attendees: [] })).toEqual(['attendees']);
    expect(parse({ attendees: Array.from({ length: ATTENDEES_MAX }, (_, i) => `参会人${i}`) }).success).toBe(true);
    expect(paths({ attendees: Array.from({ length: ATTENDEES_MAX + 1 }, (_, i) => `参会人${i}`) })).toEqual(['attendees']);
    expect(paths({ attendees: ['张国强', '  ', '王建国'] })).toEqual(['attendees.1']);
    expect(paths({ attendees: ['张国强', '李'.repeat(51), '王建国'] })).toEqual(['attendees.1']);
    expect(parse({ attendees: ['张国强', '李'.repeat(50), '王建国'] }).success).toBe(true);
    for (const bad of ['李\u0007明', '李\n明', '李\u202e明', '李\u0000明', '李\u2028明']) {
      expect(paths({ attendees: ['张国强', bad, '王建国'] }), JSON.stringify(bad)).toEqual(['attendees.1']);
    }
    // Listed twice, also when only spaces tell them apart.
    expect(paths({ attendees: ['张国强', '李明华', ' 张国强'] })).toEqual(['attendees.2']);
    expect(paths({ attendees: '张国强,李明华,王建国' })).toEqual(['attendees']);
    expect(paths({ attendees: ['张国强', 7, '王建国'] })).toEqual(['attendees.1']);
  });

  it('needs the minutes as a file id', () => {
    expect(paths({ minutesFileId: undefined })).toEqual(['minutesFileId']);
    expect(paths({ minutesFileId: 0 })).toEqual(['minutesFileId']);
    expect(paths({ minutesFileId: 'abc' })).toEqual(['minutesFileId']);
    expect(paths({ minutesFileId: 2_147_483_648 })).toEqual(['minutesFileId']);
  });

  it('needs a note when the meeting does not pass it', () => {
    expect(paths({ resolution: 'reconsider' })).toEqual(['note']);
    expect(paths({ resolution: 'rejected', note: '   ' })).toEqual(['note']);
    expect(parse({ resolution: 'reconsider', note: '补充履约担保条款后再议' }).success).toBe(true);
    expect(paths({ note: 'x'.repeat(2001) })).toEqual(['note']);
  });

  it('contract/decide adds the contract and its version; approvers only with a pass', () => {
    const call = { ...valid, id: 5, version: 3 };
    expect(contractDecideSchema.safeParse(call).success).toBe(true);
    expect(contractDecideSchema.safeParse({ ...call, approverIds: [7] }).success).toBe(true);
    const r = contractDecideSchema.safeParse({ ...call, resolution: 'reconsider', note: '再议', approverIds: [7] });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['approverIds']);
    expect(contractDecideSchema.safeParse({ ...call, version: '3' }).success).toBe(false);
    expect(contractDecideSchema.safeParse({ ...call, attendees: ['a', 'b'], meetingDate: isoDate(todayDay() + 3) }).error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['attendees', 'meetingDate']);
  });
});

describe('which move each resolution makes', () => {
  const flags: ContractFlags[] = [
    { major: true, fairReview: true },
    { major: true, fairReview: false },
  ];

  it('passed goes on to approval, reconsider back to the final draft, rejected voids the contract', () => {
    const expected = { passed: 'approval', reconsider: 'finalDraft', rejected: 'void' } as const;
    for (const f of flags) {
      for (const resolution of DECISION_RESOLUTIONS) {
        const move = decisionMove(resolution);
        const decided = decideMove('decision', move.action, f, move.action === 'returnTo' ? move.target : undefined);
        expect(decided, `${resolution} ${JSON.stringify(f)}`).toMatchObject({ ok: true, to: expected[resolution] });
      }
      // The final draft is always a step the contract has passed before the decision.
      expect(returnTargets('decision', f)).toContain('finalDraft');
    }
    expect(decisionMove('passed')).toEqual({ action: 'pass' });
    expect(decisionMove('reconsider')).toEqual({ action: 'returnTo', target: 'finalDraft' });
    expect(decisionMove('rejected')).toEqual({ action: 'void' });
  });

  it('a record is needed at the decision step of a major contract only', () => {
    expect(needsDecisionRecord('decision', { major: true, fairReview: false })).toBe(true);
    expect(needsDecisionRecord('approval', { major: true, fairReview: false })).toBe(false);
    expect(needsDecisionRecord('fairReview', { major: true, fairReview: true })).toBe(false);
    // An ordinary contract never reaches the step.
    expect(needsDecisionRecord('decision', { major: false, fairReview: true })).toBe(false);
    expect(decideMove('decision', 'pass', { major: false, fairReview: true }).ok).toBe(false);
  });

  it('the audit trail line names the meeting, its date, the resolution and the note', () => {
    expect(decisionSummary({ kind: 'partyGroup', meetingDate: '2026-03-02', resolution: 'passed' })).toBe('党组会议（2026-03-02）决议：通过。');
    expect(decisionSummary({ kind: 'bureauChief', meetingDate: '2026-03-02', resolution: 'reconsider', note: ' 补充担保条款 ' })).toBe(
      '局长办公会议（2026-03-02）决议：修改后再议。补充担保条款',
    );
  });
});
