/**
 * The pure side of the collective decision form (workspace/matters/decisionForm.ts): the call's input
 * from the form's values, checked with the domain's schema, and each problem — the schema's or the
 * server's 501 fields — as a message of the form field it belongs to.
 */
import { describe, expect, it } from 'vitest';
import { isoDate, todayDay } from '../../src/domain/calendar';
import { t } from '../../src/i18n';
import { checkDecision, decideInput, fieldErrors } from '../../workspace/matters/decisionForm';

const contract = { id: 41, version: 7 };
const today = isoDate(todayDay());
const values = { kind: 'partyGroup' as const, meetingDate: today, attendees: [' 张国强', '李明华', '王建国'], resolution: 'passed' as const, note: '  同意 ' };

describe('decideInput', () => {
  it('builds the call: trimmed names and note, the minutes, approvers only with a pass', () => {
    expect(decideInput(contract, { ...values, approverIds: [3, 4] }, 90)).toEqual({
      id: 41,
      version: 7,
      kind: 'partyGroup',
      meetingDate: today,
      attendees: ['张国强', '李明华', '王建国'],
      resolution: 'passed',
      minutesFileId: 90,
      note: '同意',
      approverIds: [3, 4],
    });
    expect(decideInput(contract, { ...values, resolution: 'reconsider', approverIds: [3] }, 90)).not.toHaveProperty('approverIds');
    expect(checkDecision(decideInput(contract, values, 90))).toEqual({ ok: true });
  });
});

describe('checkDecision: the messages of the form', () => {
  it('says what is missing, in the user\'s language', () => {
    const r = checkDecision(decideInput(contract, { resolution: 'rejected', attendees: ['张国强'] }, null));
    expect(r).toEqual({
      ok: false,
      errors: {
        kind: t('decision.form.kindRequired'),
        meetingDate: t('decision.form.meetingDateRequired'),
        attendees: t('decision.form.attendeesMin', { min: 3 }),
        minutes: t('decision.form.minutesRequired'),
      },
    });
    // The cross-field rules are checked once the fields themselves are right (the form's own rule asks for the note at once).
    const noNote = checkDecision(decideInput(contract, { ...values, resolution: 'rejected', note: ' ' }, 90));
    expect(noNote).toEqual({ ok: false, errors: { note: t('decision.form.noteRequired') } });
    expect(t('decision.form.attendeesMin', { min: 3 })).toBe('参会人员至少 3 人');
  });

  it('names the attendee listed twice, the future date, a name too long and too many people', () => {
    const r = checkDecision(
      decideInput(contract, { ...values, attendees: ['张国强', '李明华', '张国强', '王'.repeat(51)], meetingDate: isoDate(todayDay() + 1) }, 90),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.meetingDate).toBe('会议日期不能晚于今天');
    expect([t('decision.form.attendeeDuplicate', { name: '张国强' }), t('decision.form.attendeeInvalid', { max: 50 })]).toContain(r.errors.attendees);
    const many = checkDecision(decideInput(contract, { ...values, attendees: Array.from({ length: 61 }, (_, i) => `参会人${i}`) }, 90));
    expect(many.ok ? null : many.errors.attendees).toBe(t('decision.form.attendeesMax', { max: 60 }));
  });

  it('reads the server\'s 501 fields the same way', () => {
    expect(
      fieldErrors(
        [
          { path: 'body.minutesFileId', message: 'not a file you uploaded for this contract' },
          { path: 'body.attendees.1', message: 'listed twice' },
          { path: 'body.meetingDate', message: 'the meeting date is in the future' },
          { path: 'body.version', message: 'expected number' },
        ],
        ['张国强', '李明华', '李明华'],
      ),
    ).toEqual({
      minutes: t('decision.form.minutesRequired'),
      attendees: t('decision.form.attendeeDuplicate', { name: '李明华' }),
      meetingDate: t('decision.form.meetingDateFuture'),
    });
  });
});
