/**
 * How near a waiting matter's deadline is, for its colour where space is short (a phone's cards):
 * past it (the server's `overdue`), due today, due within DUE_SOON_DAYS days, or later.
 */
export type DeadlineUrgency = 'overdue' | 'today' | 'soon' | 'later';

export const DUE_SOON_DAYS = 3;

const dayNumber = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** `deadline` and `today` as YYYY-MM-DD (a longer time is cut to its day); null without a deadline. */
export function deadlineUrgency(deadline: string | null, overdue: boolean, today: string): DeadlineUrgency | null {
  if (!deadline) return null;
  if (overdue) return 'overdue';
  const days = dayNumber(deadline) - dayNumber(today);
  if (days <= 0) return 'today';
  return days <= DUE_SOON_DAYS ? 'soon' : 'later';
}
