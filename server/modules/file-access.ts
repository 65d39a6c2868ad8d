/**
 * Who may read a file (ARCHITECTURE.md section 3, security model: "files are read only by the readers of what they
 * belong to"). downloadFile, previewFile and getListByIds (files.ts) ask this module; nothing else
 * streams a stored file to a caller (the stamped PDF and the filled template draft are rows of `files`
 * read back through the same calls; the Excel exports and import templates are built per request).
 *
 * A caller may read a file they uploaded (files.uploader_id: a fresh upload not yet attached, a draft
 * filled from a template by templates/fill.ts, the stamped PDF for its last signer), or a file that
 * belongs to something they may read. Every place a file id is kept, and who reads through it:
 *
 *   owner (where the id is kept)                  readers
 *   contract_files.file_id (draft, basis,         holders of contract.query or contract.get whose
 *     finalDraft, signedScan, performance, the      contract data scope (contracts/scope.ts contractScope:
 *     stamped signedPdf of contracts/stamp.ts)      staff by unit or area, counterpart users by party,
 *   performance_records.file_ids                    advisers by assigned matter) includes the contract
 *   filing_conditions.file_ids                    the same, but not counterpart users (contract/detail
 *   status_history.file_ids (of a contract)         shows a party neither filings nor history attachments)
 *   decision_records.minutes_file_id              (nor the minutes of a collective decision)
 *   supervision_records.file_ids                  the same, staff only (contract/detail shows it to staff)
 *   matters.file_ids, matters.opinion_file_ids    holders of matter.get who may read the matter as
 *                                                   matter/detail does (workflow/matter-detail.ts): its
 *                                                   contract in their contract scope, or it concerns them
 *                                                   (submitter, named handler, whoever handled it, an
 *                                                   approver, copied in or copying, staff handling for
 *                                                   its unit: their current unit or one above it, or with
 *                                                   backlog.edit a department/office below it)
 *   projects.file_ids                             holders of project.get within the project data scope
 *                                                   (projects/scope.ts projectScope; staff only)
 *   contract_templates.file_id                    holders of template.query (every template); staff
 *                                                   holding contract.query (the enabled templates, as
 *                                                   contract_template/list and detail show them)
 *   seals.image_file_id                           holders of seal.query whose unit scope has the seal's
 *                                                   unit (admin_seal/queryPage, sys_unit/getSealSn); staff
 *                                                   who sign for the seal's unit (contract.add and
 *                                                   contract.edit, current unit the seal's unit or above:
 *                                                   the enabled seals contract/signInfo offers the owner)
 *   sys_config 'operationBookFileId' (config.ts)  every signed-in user (the operation manual)
 *
 * Counterparts have no seals (seals belong to units; a counterpart user signs without one) and read
 * the stamped PDF as a contract file. Nothing else keeps file ids: region geometry, the Excel imports,
 * screens, counterparts, users and messages do not.
 *
 * Everything else is refused: downloadFile/previewFile answer HTTP 403 (outOfScope, as a contract
 * outside the scope), getListByIds leaves the id out as it leaves out an unknown id.
 *
 * Cost, for any number of ids: the uploader needs no query; the rest is one query over every owner,
 * after the caller's scope units (none for counterpart users and advisers, one for unit staff, three
 * for judicial-bureau staff), shared by the contract, project and seal rules. The jsonb arrays are
 * matched with `@>` (rows without files passed over first): no index serves them yet, so they are
 * scanned; GIN indexes (jsonb_path_ops) on those columns and a btree on contract_files.file_id would
 * turn the scans into index lookups without changing this query.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../src/domain/permissions';
import { type Db, queryRows } from '../db/client';
import {
  approvals,
  carbonCopies,
  contractFiles,
  contracts,
  contractTemplates,
  decisionRecords,
  files,
  filingConditions,
  matters,
  performanceRecords,
  projects,
  seals,
  statusHistory,
  supervisionRecords,
  sysConfig,
  units,
} from '../db/schema';
import type { AuthContext } from '../http/auth';
import { invalidFields } from '../http/errors';
import { type ScopeUnits, scopeUnits } from '../http/scope';
import { CONFIG_KEYS } from './config';
import { contractScope, never, outOfScope } from './contracts/scope';
import { projectScope } from './projects/scope';
import { handlingUnitsQuery } from './workflow/mine';

/** What the rule needs of a file: its row's id and uploader, or only its id (the uploader is then checked in SQL). */
export type FileRef = number | { id: number; uploaderId: number | null };

/** The ids among these files the caller may read (see the file comment); unknown ids are never readable. */
export async function readableFileIds(db: Db, ctx: AuthContext, list: readonly FileRef[]): Promise<Set<number>> {
  const readable = new Set<number>();
  const rows = new Set<number>();
  const bare = new Set<number>();
  for (const f of list) {
    if (typeof f === 'number') bare.add(f);
    else if (f.uploaderId !== null && f.uploaderId === ctx.userId) readable.add(f.id);
    else rows.add(f.id);
  }
  for (const id of readable) bare.delete(id);
  if (!rows.size && !bare.size) return readable;
  const query = await ownedReadableQuery(db, ctx, [...new Set([...rows, ...bare])], [...bare]);
  for (const r of await queryRows<{ id: string }>(db, query)) readable.add(Number(r.id));
  return readable;
}

/** Refuses (HTTP 403, outOfScope) a file the caller may not read. */
export async function assertFileReadable(db: Db, ctx: AuthContext, file: FileRef): Promise<void> {
  const id = typeof file === 'number' ? file : file.id;
  if (!(await readableFileIds(db, ctx, [file])).has(id)) throw outOfScope();
}

// ---------------------------------------------------------------- what a caller may attach
/** Body fields that hand in stored files to be kept with a record. */
const FILE_KEYS = new Set(['fileIds', 'fileId', 'minutesFileId', 'imageFileId']);

/** Every file id a request body hands in, with its path (`body.items.0.fileIds.1`). */
export function fileIdsIn(value: unknown, path = 'body', key = ''): { path: string; id: number }[] {
  if (FILE_KEYS.has(key) && typeof value === 'number') return [{ path, id: value }];
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => (FILE_KEYS.has(key) && typeof v === 'number' ? [{ path: `${path}.${i}`, id: v }] : fileIdsIn(v, `${path}.${i}`, '')));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => fileIdsIn(v, `${path}.${k}`, k));
  }
  return [];
}

/**
 * Files a caller hands in to be kept with a record (attachments, scans, final drafts, performance and
 * rectification documents, minutes, seal images, project files): each must be a stored file, not
 * deleted, that the caller may read now (their own upload, or a file of something they may read).
 * Otherwise an id merely guessed (ids count up) would make another unit's file readable through the
 * caller's own record. Refused as field errors (501) at each such id's path; nothing is written.
 */
export async function checkAttachable(db: Db, ctx: AuthContext, found: readonly { path: string; id: number }[]): Promise<void> {
  if (!found.length) return;
  const ids = [...new Set(found.map((f) => f.id))].filter((id) => id > 0 && id <= 2_147_483_647);
  const rows = ids.length
    ? await db.select({ id: files.id, uploaderId: files.uploaderId, isDel: files.isDel }).from(files).where(inArray(files.id, ids))
    : [];
  const readable = await readableFileIds(
    db,
    ctx,
    rows.filter((r) => !r.isDel),
  );
  const issues = found.filter((f) => !readable.has(f.id)).map((f) => ({ path: f.path, message: 'no such file, or not a file you may attach' }));
  if (issues.length) throw invalidFields(issues);
}

/**
 * Checks the files of every signed-in write before its handler runs (after validation), whatever the
 * route: a new write path that keeps file ids is covered without remembering to. Calls that name a
 * file to act on it rather than keep it (sys_files: delete and restore; sys_ticket: a download link)
 * have their own rules.
 */
export function registerAttachmentCheck(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (req) => {
    if (!req.auth || req.method === 'GET' || !req.body || typeof req.body !== 'object') return;
    if (/\/(sys_files|sys_ticket)\//.test(req.url)) return;
    await checkAttachable(db, req.auth, fileIdsIn(req.body));
  });
}

// ---------------------------------------------------------------- the owners, in one query
/**
 * The asked ids as SQL array parameters (one parameter each, however many ids): for integer columns,
 * for the text elements of jsonb arrays, and as one-element jsonb arrays for `@>` (the form a GIN
 * index on a file_ids column would serve).
 */
interface Asked {
  ints: SQL;
  texts: SQL;
  jsonbs: SQL;
}

const askedOf = (ids: readonly number[]): Asked => ({
  ints: sql`${`{${ids.join(',')}}`}::int[]`,
  texts: sql`${`{${ids.join(',')}}`}::text[]`,
  jsonbs: sql`${`{${ids.map((id) => `"[${id}]"`).join(',')}}`}::jsonb[]`,
});

/**
 * `from table ${idsIn(column, asked)}`: the rows whose jsonb array of file ids holds an asked id, that
 * id as e.v. Rows without files (most of them) are passed over before any unnesting.
 */
const idsIn = (column: SQL, asked: Asked) =>
  sql`cross join lateral jsonb_array_elements_text(${column}) as e(v)
      where ${column} <> '[]'::jsonb and ${column} @> any(${asked.jsonbs}) and e.v = any(${asked.texts})`;

/** The units at and above a unit (a subquery answering id). */
const unitAndAbove = (unitId: number) => sql`with recursive up(id, pid, depth) as (
    select id, pid, 0 from ${units} where id = ${unitId}
    union all
    select u.id, u.pid, up.depth + 1 from ${units} u join up on u.id = up.pid where up.depth < 32
  ) select id from up`;

/** The units at and below a unit (a subquery answering id). */
const unitAndBelow = (unitId: number) => sql`with recursive sub(id, depth) as (
    select id, 0 from ${units} where id = ${unitId}
    union all
    select u.id, sub.depth + 1 from ${units} u join sub on u.pid = sub.id where sub.depth < 32
  ) select id from sub`;

/** A scope condition on the joined row (undefined = everything) as SQL. */
const condition = (where: SQL | undefined): SQL => where ?? sql`true`;

/**
 * One query answering (column id, text) the asked ids that belong to something the caller may read
 * (and, for `uploaderUnknown`, that the caller uploaded). Each owner the caller may read through at
 * all adds one select; the union answers each id once.
 */
async function ownedReadableQuery(db: Db, ctx: AuthContext, ids: readonly number[], uploaderUnknown: readonly number[]): Promise<SQL> {
  const asked = askedOf(ids);
  const can = (permission: string) => hasPermission(ctx.permissions, permission);
  const staff = ctx.userType === 'staff';
  const party = ctx.userType === 'company';
  // The scope units once, for the contract, project and seal rules alike (none for counterparts and advisers).
  const reach: ScopeUnits = staff ? await scopeUnits(db, ctx) : null;
  const readsContracts = can('contract.query') || can('contract.get');
  const contractWhere = readsContracts || can('matter.get') ? (await contractScope(db, ctx, reach)).where : never;
  const parts: SQL[] = [];

  // Ids asked without their row: the uploader.
  if (uploaderUnknown.length) {
    parts.push(
      sql`select ${files.id}::text as id from ${files}
          where ${files.id} = any(${askedOf(uploaderUnknown).ints}) and ${files.uploaderId} = ${ctx.userId}`,
    );
  }

  // The operation manual: everyone signed in.
  parts.push(
    sql`select trim(${sysConfig.value}) as id from ${sysConfig}
        where ${sysConfig.key} = ${CONFIG_KEYS.operationBookFileId} and trim(${sysConfig.value}) = any(${asked.texts})`,
  );

  // A contract's own records, within the contract scope and what contract/detail shows this audience.
  if (readsContracts) {
    const linked: SQL[] = [
      sql`select ${contractFiles.fileId}::text as id, ${contractFiles.contractId} as contract_id from ${contractFiles}
          where ${contractFiles.fileId} = any(${asked.ints})`,
      sql`select e.v, ${performanceRecords.contractId} from ${performanceRecords} ${idsIn(sql`${performanceRecords.fileIds}`, asked)}`,
    ];
    if (!party) {
      linked.push(
        sql`select e.v, ${filingConditions.contractId} from ${filingConditions} ${idsIn(sql`${filingConditions.fileIds}`, asked)}`,
        sql`select e.v, ${statusHistory.contractId} from ${statusHistory} ${idsIn(sql`${statusHistory.fileIds}`, asked)}`,
        sql`select ${decisionRecords.minutesFileId}::text, ${decisionRecords.contractId} from ${decisionRecords}
            where ${decisionRecords.minutesFileId} = any(${asked.ints})`,
      );
    }
    if (staff) {
      linked.push(
        sql`select e.v, ${supervisionRecords.contractId} from ${supervisionRecords} ${idsIn(sql`${supervisionRecords.fileIds}`, asked)}`,
      );
    }
    parts.push(
      sql`select owned.id from (${sql.join(linked, sql` union all `)}) as owned
          join ${contracts} on ${contracts.id} = owned.contract_id
          where ${condition(contractWhere)}`,
    );
  }

  // A matter's files and opinion files: whoever may read the matter (workflow/matter-detail.ts).
  if (can('matter.get')) {
    const me = ctx.userId;
    const concerns: SQL[] = [
      sql`${matters.submitterId} = ${me}`,
      sql`${matters.handlerUserId} = ${me}`,
      sql`${matters.handledBy} = ${me}`,
      sql`exists (select 1 from ${approvals} where ${approvals.matterId} = ${matters.id} and ${approvals.approverId} = ${me})`,
      sql`exists (select 1 from ${carbonCopies} where ${carbonCopies.matterId} = ${matters.id}
                  and (${carbonCopies.toUserId} = ${me} or ${carbonCopies.fromUserId} = ${me}))`,
    ];
    if (staff && ctx.currentUnitId !== null) {
      const handling = handlingUnitsQuery(ctx);
      const forUnit = handling
        ? sql`(${matters.handlerUnitId} in (${unitAndAbove(ctx.currentUnitId)}) or ${matters.handlerUnitId} in (${handling}))`
        : sql`${matters.handlerUnitId} in (${unitAndAbove(ctx.currentUnitId)})`;
      concerns.push(sql`(${matters.handlerUserId} is null and ${forUnit})`);
    }
    const holds = (column: SQL) => sql`(${column} <> '[]'::jsonb and ${column} @> any(${asked.jsonbs}))`;
    parts.push(
      sql`select e.v as id from ${matters}
          cross join lateral jsonb_array_elements_text(${matters.fileIds} || ${matters.opinionFileIds}) as e(v)
          left join ${contracts} on ${contracts.id} = ${matters.contractId}
          where (${holds(sql`${matters.fileIds}`)} or ${holds(sql`${matters.opinionFileIds}`)}) and e.v = any(${asked.texts})
            and ((${contracts.id} is not null and ${condition(contractWhere)}) or ${sql.join(concerns, sql` or `)})`,
    );
  }

  // A project's attachments: project readers.
  if (staff && can('project.get')) {
    const { where } = await projectScope(db, ctx, reach);
    parts.push(sql`select e.v as id from ${projects} ${idsIn(sql`${projects.fileIds}`, asked)} and ${condition(where)}`);
  }

  // A template's document: template managers every template, drafting staff the enabled ones.
  if (can('template.query') || (staff && can('contract.query'))) {
    const enabledOnly = can('template.query') ? sql`true` : sql`${contractTemplates.enabled}`;
    parts.push(
      sql`select ${contractTemplates.fileId}::text as id from ${contractTemplates}
          where ${contractTemplates.fileId} = any(${asked.ints}) and ${enabledOnly}`,
    );
  }

  // A seal's image: the seal registry within the unit scope, and the signer for the seal's unit.
  if (staff && can('seal.query') && reach) {
    const inScope = reach === 'all' ? sql`true` : sql`${seals.unitId} in ${reach.ids}`;
    parts.push(sql`select ${seals.imageFileId}::text as id from ${seals} where ${seals.imageFileId} = any(${asked.ints}) and ${inScope}`);
  }
  if (staff && can('contract.add') && can('contract.edit') && ctx.currentUnitId !== null) {
    parts.push(
      sql`select ${seals.imageFileId}::text as id from ${seals}
          where ${seals.imageFileId} = any(${asked.ints}) and ${seals.enabled} and ${seals.unitId} in (${unitAndBelow(ctx.currentUnitId)})`,
    );
  }

  return sql.join(parts, sql` union `);
}
