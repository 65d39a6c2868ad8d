/**
 * Statistics periods (server/modules/stats/periods.ts): bounds on the Beijing calendar whatever the
 * server's clock zone, around the year's and the month's turn, and the working-day count the
 * review timeliness uses.
 */
import { describe, expect, it } from 'vitest';
import { dayFromIso, isoDate } from '../../src/domain/calendar';
import { isoBounds, monthStart, resolvePeriod } from '../../server/modules/stats/periods';

const at = (iso: string) => Date.parse(iso);
const bounds = (period: Parameters<typeof resolvePeriod>[0]['period'], now: string, extra: { from?: string; to?: string } = {}) =>
  isoBounds(resolvePeriod({ period, ...extra }, at(now)));

describe('resolvePeriod', () => {
  it('all is open', () => {
    expect(bounds('all', '2026-06-15T04:00:00Z')).toEqual({ from: null, to: null });
  });

  it('runs to today in China Standard Time, not UTC', () => {
    // 16:30 UTC on 31 December is 00:30 on 1 January in Beijing: a new year has begun.
    const now = '2026-12-31T16:30:00Z';
    expect(bounds('ytd', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(bounds('thisMonth', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(bounds('lastYear', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(bounds('last12m', now)).toEqual({ from: '2026-02-01', to: '2027-01-01' });
    // One minute before Beijing midnight it is still 2026.
    const before = '2026-12-31T15:59:00Z';
    expect(bounds('ytd', before)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(bounds('thisMonth', before)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(bounds('lastYear', before)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(bounds('last12m', before)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('the last twelve months are twelve calendar months, this one included', () => {
    expect(bounds('last12m', '2026-03-15T02:00:00Z')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(bounds('thisMonth', '2026-02-28T17:00:00Z')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('custom takes its bounds; the other periods ignore from and to', () => {
    expect(bounds('custom', '2026-06-15T04:00:00Z', { from: '2025-02-03', to: '2025-04-05' })).toEqual({ from: '2025-02-03', to: '2025-04-05' });
    expect(bounds('ytd', '2026-06-15T04:00:00Z', { from: '2020-01-01', to: '2020-12-31' })).toEqual({ from: '2026-01-01', to: '2026-06-15' });
  });

  it('monthStart moves across years', () => {
    const d = dayFromIso('2026-01-20');
    expect(isoDate(monthStart(d))).toBe('2026-01-01');
    expect(isoDate(monthStart(d, -1))).toBe('2025-12-01');
    expect(isoDate(monthStart(d, -13))).toBe('2024-12-01');
    expect(isoDate(monthStart(d, 12))).toBe('2027-01-01');
  });
});
