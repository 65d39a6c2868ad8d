/**
 * A contract after signing (ARCHITECTURE.md section 3): its filings with the bureau and their
 * conditions, performance and supervision records, and the risk flags that make its code yellow or
 * red. Amounts are integer fen.
 */
import { bigint, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt, fileIdsIndex } from './columns';

/** Filing with the judicial bureau. */
export const filings = pgTable(
  'filings',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    bureauUnitId: integer('bureau_unit_id'),
    filingNo: text('filing_no'),
    /** review, filed, conditional, rectified, returned, refused. */
    status: text('status').notNull().default('review'),
    submittedBy: integer('submitted_by').notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    /** The latest date the filing was due (the contract's filing_due when it was submitted). */
    dueDate: date('due_date', { mode: 'string' }),
    /** Submitted after its due date (逾期备案): the working days late; null when on time. */
    lateDays: integer('late_days'),
    reviewerId: integer('reviewer_id'),
    reviewedAt: at('reviewed_at'),
    opinion: text('opinion'),
  },
  (t) => [index('filings_contract_idx').on(t.contractId), index('filings_bureau_idx').on(t.bureauUnitId, t.status)],
);

/** Defects of a conditional filing, each to fix by a deadline. */
export const filingConditions = pgTable(
  'filing_conditions',
  {
    id: serial('id').primaryKey(),
    filingId: integer('filing_id').notNull(),
    contractId: integer('contract_id').notNull(),
    description: text('description').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** open, rectified, accepted, overdue. */
    status: text('status').notNull().default('open'),
    rectification: text('rectification'),
    rectifiedAt: at('rectified_at'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [
    index('filing_conditions_filing_idx').on(t.filingId),
    index('filing_conditions_deadline_idx').on(t.status, t.deadline),
    fileIdsIndex('filing_conditions_file_ids_gin', t.fileIds),
  ],
);

/** Performance: milestones, payments and documents of a contract being performed. */
export const performanceRecords = pgTable(
  'performance_records',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    /** milestone, payment, document. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    dueDate: date('due_date', { mode: 'string' }),
    doneDate: date('done_date', { mode: 'string' }),
    /** planned, done, overdue, breached. */
    status: text('status').notNull().default('planned'),
    note: text('note'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_contract_idx').on(t.contractId),
    index('performance_due_idx').on(t.status, t.dueDate),
    fileIdsIndex('performance_file_ids_gin', t.fileIds),
  ],
);

/** The bureau's supervision of a contract: inspections, interviews, rectification notices. */
export const supervisionRecords = pgTable(
  'supervision_records',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    bureauUnitId: integer('bureau_unit_id'),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('supervision_contract_idx').on(t.contractId), fileIdsIndex('supervision_file_ids_gin', t.fileIds)],
);

/** Why a contract is yellow or red: one row per rule that fired, cleared when it no longer holds. */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    /** The rule's code, e.g. signedWithoutReview, filingOverdue, conditionOverdue, performanceOverdue, dishonestCounterpart, dispute, deadlineNear. */
    rule: text('rule').notNull(),
    level: text('level').notNull(),
    detail: text('detail').notNull().default(''),
    raisedAt: at('raised_at').notNull().defaultNow(),
    clearedAt: at('cleared_at'),
  },
  (t) => [index('risk_flags_contract_idx').on(t.contractId), index('risk_flags_open_idx').on(t.level, t.clearedAt)],
);
