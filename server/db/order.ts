/** The order of the paged lists (to-dos, approvals, copies, projects): one rule for empty values and ties. */
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's order: the column either way (when `nullable`, empty values last both ways), then `tieBreak`
 * (the row's id) in the same direction. `first` (e.g. unread first) goes before everything.
 */
export function orderBy(column: PgColumn, nullable: boolean, order: 'asc' | 'desc', tieBreak: PgColumn, first?: SQL): SQL[] {
  const up = order === 'asc';
  const primary = nullable
    ? up
      ? sql`${column} asc nulls last`
      : sql`${column} desc nulls last`
    : up
      ? asc(column)
      : desc(column);
  return [...(first ? [first] : []), primary, up ? asc(tieBreak) : desc(tieBreak)];
}
