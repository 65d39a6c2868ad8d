/**
 * The lifecycle's tasks (ARCHITECTURE.md section 3): matters, with the approvals of a multi-level
 * approval and the carbon copies that tell others about one.
 */
import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt, fileIdsIndex } from './columns';

/**
 * Matters: the lifecycle's tasks. A matter has a kind (survey, seek, validityUnit, validityJud,
 * finalDraftUnit, finalDraftJud, fairReview, decision, approval, signFlow, performRegister,
 * documentUpload, performSupervise, warnTips), a handler (a user or a unit), a deadline, and ends
 * passed or returned with an opinion.
 */
export const matters = pgTable(
  'matters',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id'),
    projectId: integer('project_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    submitterId: integer('submitter_id').notNull(),
    submitUnitId: integer('submit_unit_id'),
    handlerUserId: integer('handler_user_id'),
    handlerUnitId: integer('handler_unit_id'),
    deadline: date('deadline', { mode: 'string' }),
    /** pending, passed, returned, closed. */
    status: text('status').notNull().default('pending'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    opinion: text('opinion'),
    opinionFileIds: jsonb('opinion_file_ids').$type<number[]>().notNull().default([]),
    handledBy: integer('handled_by'),
    handledAt: at('handled_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('matters_contract_idx').on(t.contractId),
    index('matters_handler_user_idx').on(t.handlerUserId, t.status),
    index('matters_handler_unit_idx').on(t.handlerUnitId, t.status),
    index('matters_submitter_idx').on(t.submitterId),
    // The done lists (backlog/queryDone): a handler's matters, newest handled first.
    index('matters_handled_by_idx').on(t.handledBy, t.handledAt),
    fileIdsIndex('matters_file_ids_gin', t.fileIds),
    fileIdsIndex('matters_opinion_file_ids_gin', t.opinionFileIds),
  ],
);

/** Approvals: one approver's decision on a matter (several approvers make a multi-level approval). */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    matterId: integer('matter_id').notNull(),
    contractId: integer('contract_id'),
    approverId: integer('approver_id').notNull(),
    /** The order among the matter's approvers (1 first). */
    level: integer('level').notNull().default(1),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    opinion: text('opinion'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('approvals_approver_idx').on(t.approverId, t.status), index('approvals_matter_idx').on(t.matterId)],
);

export const carbonCopies = pgTable(
  'carbon_copies',
  {
    id: serial('id').primaryKey(),
    matterId: integer('matter_id'),
    contractId: integer('contract_id'),
    fromUserId: integer('from_user_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    note: text('note'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('carbon_copies_to_idx').on(t.toUserId, t.createdAt), index('carbon_copies_from_idx').on(t.fromUserId)],
);
