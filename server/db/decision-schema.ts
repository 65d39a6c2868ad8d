/**
 * The collective decisions of major contracts (src/domain/decision.ts, docs/api/contract-decision.md):
 * one row per meeting that decided a contract at its decision step. A contract sent back for
 * reconsideration (修改后再议) is decided again, so it may have several, oldest first by id.
 */
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const decisionRecords = pgTable(
  'decision_records',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    /** The decision matter the record answered (null when none was pending). */
    matterId: integer('matter_id'),
    /** partyGroup, partyCommittee, bureauChief, directorOffice, governmentExecutive, other (MEETING_KINDS). */
    kind: text('kind').notNull(),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    /** The attendees' names, as entered (3 to 60, each once). */
    attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
    /** passed, rejected, reconsider (DECISION_RESOLUTIONS). */
    resolution: text('resolution').notNull(),
    /**
     * The minutes (files.id). contract/decide always sets it; null only in generated history that
     * has no files (the large seed, server/seed/contracts): the file read rule (file-access.ts) reads it.
     */
    minutesFileId: integer('minutes_file_id'),
    note: text('note'),
    /** The leader who recorded it, in which unit, when. */
    recordedBy: integer('recorded_by'),
    recordedUnitId: integer('recorded_unit_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('decision_records_contract_idx').on(t.contractId, t.id), index('decision_records_minutes_idx').on(t.minutesFileId)],
);
