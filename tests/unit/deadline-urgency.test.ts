import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, deadlineUrgency } from '../../src/domain/deadline-urgency';

describe('deadlineUrgency', () => {
  it('says overdue when the server does, whatever the dates', () => {
    expect(deadlineUrgency('2026-11-30', true, '2026-11-27')).toBe('overdue');
  });
  it('says today for a deadline today (a time of day is cut to its day)', () => {
    expect(deadlineUrgency('2026-11-27', false, '2026-11-27')).toBe('today');
    expect(deadlineUrgency('2026-11-27 18:00:00', false, '2026-11-27')).toBe('today');
  });
  it(`says soon within ${DUE_SOON_DAYS} days, across a month's end, and later after`, () => {
    expect(deadlineUrgency('2026-11-28', false, '2026-11-27')).toBe('soon');
    expect(deadlineUrgency('2026-12-01', false, '2026-11-29')).toBe('soon');
    expect(deadlineUrgency('2026-12-02', false, '2026-11-28')).toBe('later');
  });
  it('has nothing to say without a deadline', () => {
    expect(deadlineUrgency(null, false, '2026-11-27')).toBeNull();
  });
});
