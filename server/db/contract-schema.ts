/**
 * The contract domain's tables (ARCHITECTURE.md section 3): projects, contracts and their parties, tags
 * and files; the audit trail of every status change; contract templates; code sequences, job runs and
 * share links. The lifecycle's tasks are in matter-schema.ts, filing, performance, supervision and risk
 * flags in filing-schema.ts. Amounts are integer fen. Contracts carry an optimistic-lock version.
 */
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, fileIdsIndex, updatedAt } from './columns';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unitId: integer('unit_id').notNull(),
    /** The area the owning unit sits in (for the bureau's supervision by area). */
    areaId: integer('area_id'),
    handlerId: integer('handler_id'),
    /** draft, underway, archived. */
    status: text('status').notNull().default('draft'),
    category: text('category'),
    fundSource: text('fund_source'),
    budgetFen: bigint('budget_fen', { mode: 'number' }),
    /** The step form's data (basis, plan, survey notes) as submitted. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('projects_code_uq').on(t.code), index('projects_unit_idx').on(t.unitId, t.status), fileIdsIndex('projects_file_ids_gin', t.fileIds)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    /** Unified contract number, e.g. 330100-2026-HT-000123. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** main, supplementary, change, termination. */
    attribute: text('attribute').notNull().default('main'),
    parentId: integer('parent_id'),
    projectId: integer('project_id'),
    status: text('status').notNull().default('draft'),
    isMajor: boolean('is_major').notNull().default(false),
    needsFairReview: boolean('needs_fair_review').notNull().default(false),
    majorDecision: boolean('major_decision').notNull().default(false),
    keyProject: boolean('key_project').notNull().default(false),
    preferentialTerms: boolean('preferential_terms').notNull().default(false),
    /** Our unit's role: A, B or C. */
    ourRole: text('our_role').notNull().default('A'),
    subject: text('subject').notNull().default(''),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull().default(0),
    /** income, expenditure, none. */
    direction: text('direction').notNull().default('expenditure'),
    fundSource: text('fund_source'),
    procurementMethod: text('procurement_method'),
    signDate: date('sign_date', { mode: 'string' }),
    /** When filing is due: set at signing by the area's rule (filingDueDays working days after signing). */
    filingDue: date('filing_due', { mode: 'string' }),
    signPlace: text('sign_place'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    performStart: date('perform_start', { mode: 'string' }),
    performEnd: date('perform_end', { mode: 'string' }),
    /** online, offline. */
    signingMethod: text('signing_method'),
    unitId: integer('unit_id').notNull(),
    /** The area of the owning unit (supervision and screens by region). */
    areaId: integer('area_id'),
    /** The judicial bureau that reviews (major) and files it. */
    bureauUnitId: integer('bureau_unit_id'),
    handlerId: integer('handler_id'),
    /** green, yellow, red. */
    riskCode: text('risk_code').notNull().default('green'),
    /** system (this system) or v1 (imported from the 1.0 system). */
    source: text('source').notNull().default('system'),
    filingNo: text('filing_no'),
    /** The contract's number in the 1.0 system (imported contracts only). */
    legacyCode: text('legacy_code'),
    /**
     * The unit number (e.g. 杭财合〔2026〕12号), given when the contract is registered by the template of
     * its numbering unit (src/domain/unit-numbering.ts numberingUnitOf); null: that unit has no
     * numbering. The unit, year and serial it was made from are kept beside it: serials are gap-free
     * per unit and year (server/modules/contracts/numbering.ts).
     */
    unitNo: text('unit_no'),
    unitNoUnitId: integer('unit_no_unit_id'),
    unitNoYear: integer('unit_no_year'),
    unitNoSerial: integer('unit_no_serial'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_code_uq').on(t.code),
    uniqueIndex('contracts_legacy_code_uq').on(t.legacyCode),
    // One serial once per numbering unit and year (and the floor of its sequence: numbering.ts).
    uniqueIndex('contracts_unit_no_uq').on(t.unitNoUnitId, t.unitNoYear, t.unitNoSerial),
    index('contracts_unit_status_idx').on(t.unitId, t.status),
    index('contracts_area_status_idx').on(t.areaId, t.status),
    index('contracts_bureau_idx').on(t.bureauUnitId, t.status),
    index('contracts_status_idx').on(t.status, t.updatedAt),
    // The lists' default order (updated, newest first; id breaks ties).
    index('contracts_updated_idx').on(t.updatedAt, t.id),
    index('contracts_parent_idx').on(t.parentId),
    index('contracts_project_idx').on(t.projectId),
    index('contracts_risk_idx').on(t.riskCode),
    // The lists' other sorts: walked in order, so a page needs no sort of every row.
    index('contracts_amount_idx').on(t.amountFen, t.id),
    index('contracts_sign_date_idx').on(t.signDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    // Keyword search on the name (ILIKE '%…%'): trigrams, for keywords of three characters or more
    // (pg_trgm indexes Chinese characters too; migration 0014 creates the extension).
    index('contracts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The parties: our unit and the counterparts, each with its role and signing state. */
export const contractParties = pgTable(
  'contract_parties',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    /** A, B or C. */
    role: text('role').notNull(),
    /** unit or counterpart. */
    kind: text('kind').notNull(),
    unitId: integer('unit_id'),
    counterpartId: integer('counterpart_id'),
    name: text('name').notNull(),
    creditCode: text('credit_code'),
    sealSn: text('seal_sn'),
    signedAt: at('signed_at'),
    signedBy: integer('signed_by'),
  },
  (t) => [index('contract_parties_contract_idx').on(t.contractId), index('contract_parties_cp_idx').on(t.counterpartId)],
);

export const contractTags = pgTable(
  'contract_tags',
  {
    contractId: integer('contract_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.tagId] }), index('contract_tags_tag_idx').on(t.tagId)],
);

/** Files attached to a contract, by purpose (draft, finalDraft, signedScan, signedPdf, evidence, ...). */
export const contractFiles = pgTable(
  'contract_files',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    fileId: integer('file_id').notNull(),
    kind: text('kind').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('contract_files_contract_idx').on(t.contractId), index('contract_files_file_idx').on(t.fileId)],
);

/** The audit trail: every status change, who made it, when, with which opinion and files. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id'),
    projectId: integer('project_id'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id'),
    unitId: integer('unit_id'),
    matterId: integer('matter_id'),
    opinion: text('opinion'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('status_history_contract_idx').on(t.contractId, t.at),
    index('status_history_project_idx').on(t.projectId),
    fileIdsIndex('status_history_file_ids_gin', t.fileIds),
    // The screens' review-timeliness figures read only the moves into and out of the reviews.
    index('status_history_review_idx')
      .on(t.contractId, t.at)
      .where(
        sql`${t.fromStatus} in ('unitReview', 'bureauReview', 'fairReview') or ${t.toStatus} in ('unitReview', 'bureauReview', 'fairReview', 'toSign')`,
      ),
  ],
);

/** Contract templates with their fillable fields (smart drafting). */
export const contractTemplates = pgTable('contract_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category'),
  fileId: integer('file_id'),
  /** The fillable fields: key, label, type (text, number, date, money), required. */
  fields: jsonb('fields').$type<{ key: string; label: string; type: string; required: boolean }[]>().notNull().default([]),
  body: text('body').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/**
 * Serial numbers handed out atomically (contract codes, filing numbers, project codes): one row per
 * sequence key, bumped with `insert ... on conflict do update ... returning`, safe with several
 * server processes on one PostgreSQL.
 */
export const codeSequences = pgTable('code_sequences', {
  key: text('key').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Runs of the in-process scheduled jobs (the daily risk sweep): one row per job and period, so a
 * period's run happens once even with several server processes (the insert that wins runs it).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** The period the run covers, e.g. the day 2026-11-22 (China Standard Time). */
    period: text('period').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** What the run did (counts), or the error. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('job_runs_job_period_uq').on(t.job, t.period)],
);

/** Signed share links handed out (the QR codes): revocable, and counted when opened. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    /** Whose view the link opens: unit, counterpart or bureau. */
    audience: text('audience').notNull(),
    /** The counterpart (audience counterpart) or unit (unit, bureau) the view is for. */
    partyId: integer('party_id'),
    /** sha256 of the link's random nonce; the link itself is never stored. */
    nonceHash: text('nonce_hash').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [uniqueIndex('share_links_nonce_uq').on(t.nonceHash), index('share_links_contract_idx').on(t.contractId)],
);
