/**
 * contract/importV1: contracts of the 1.0 system from an .xlsx file (docs/api/contract-excel.md).
 *
 * All or nothing. The upload is checked (one .xlsx by name and content, size, unpacked size), its
 * first sheet read by header names, every row validated with importRowSchema
 * (src/domain/contract-import.ts) and then against the database in a handful of queries (owning
 * unit by name and inside the caller's data scope, counterpart by credit code, 1.0 numbers not yet
 * imported nor repeated). Any error refuses the whole file with code 501 and the rows' field paths;
 * otherwise one transaction writes each contract (source v1, status filed or performing, a new
 * unified code and, when its unit numbers contracts, a unit number of its signing year), its
 * parties, an `import` audit entry and, with a filing number, a filed filing.
 */
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { isMajorContract, needsFairReview } from '../../../src/domain/contract';
import {
  IMPORT_COLUMNS,
  type ImportKey,
  type ImportResult,
  type ImportRow,
  type ImportRowInput,
  importKeyOfHeader,
  importRowSchema,
  rowPath,
  type CellValue,
} from '../../../src/domain/contract-import';
import { ApiCode, type FieldErrors } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import { contractParties, contracts, counterparts, filings, statusHistory, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError, duplicate } from '../../http/errors';
import type { TextKey } from '../../http/messages';
import { inUnitScope, unitScopeOf } from '../../http/scope';
import { cleanFileName, contentMatches, extensionOf } from '../files';
import { numberingUnitOf } from '../../../src/domain/unit-numbering';
import { NO_UNIT_NO, type NumberingUnit, nextContractCodes, nextUnitNumbers, type UnitNoColumns } from './numbering';
import { unpackedZipSize } from './zip-size';

type FieldError = FieldErrors['fields'][number];

export interface ImportLimits {
  /** Data rows per file. */
  maxRows: number;
  /** Bytes of the uploaded file. */
  maxBytes: number;
  /** Bytes the file may unpack to (its parts' uncompressed sizes). */
  maxUnpackedBytes: number;
  /** Row errors listed in a refusal. */
  maxErrors: number;
}

// ---------------------------------------------------------------- the upload
/** A 501 about the uploaded file. */
const badFile = (key: TextKey, params: Record<string, string | number>, detail: string) =>
  new ApiError(ApiCode.invalid, key, params, { fields: [{ path: 'file', message: detail }] });

const isFileTooLarge = (e: unknown) => (e as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the one .xlsx file of a multipart request (field `file`). */
export async function readXlsxUpload(req: FastifyRequest, limits: ImportLimits): Promise<Buffer> {
  if (!req.isMultipart()) throw badFile('fileMissing', {}, 'multipart/form-data with a field named file expected');
  const tooLarge = () =>
    badFile('fileTooLarge', { limit: Math.max(1, Math.round(limits.maxBytes / 1048576)) }, `more than ${limits.maxBytes} bytes`);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  } catch (e) {
    if (isFileTooLarge(e)) throw tooLarge();
    throw e;
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badFile('fileMissing', {}, 'a field named file expected');
  }
  const name = cleanFileName((part.filename ?? '').replaceAll('%22', '"'));
  if (extensionOf(name) !== 'xlsx') {
    part.file.resume();
    throw badFile('fileType', { types: 'xlsx' }, `.${extensionOf(name) || '(none)'} not allowed: an .xlsx file expected`);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (e) {
    if (isFileTooLarge(e)) throw tooLarge();
    throw e;
  }
  if (data.length === 0) throw badFile('fileEmpty', {}, 'empty file');
  if (data.length > limits.maxBytes) throw tooLarge();
  if (!contentMatches('xlsx', data)) throw badFile('fileContentMismatch', { ext: 'xlsx' }, 'content is not xlsx');
  return data;
}

// ---------------------------------------------------------------- the sheet
export interface SheetRow {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  cells: ImportRowInput;
}

/** A cell's value with rich text, formulas (their results), links and errors flattened. */
export function flattenCell(v: ExcelJS.CellValue | undefined): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('formula' in v || 'sharedFormula' in v) return flattenCell((v as { result?: ExcelJS.CellValue }).result);
  if ('text' in v) return flattenCell(v.text as ExcelJS.CellValue);
  if ('error' in v) return String(v.error);
  return null;
}

const isBlank = (v: CellValue) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** A refusal listing field errors (code 501): the first `max` of them, and how many there are. */
const invalidImport = (errors: FieldError[], max: number) =>
  new ApiError(ApiCode.invalid, 'importInvalid', { count: errors.length }, { fields: errors.slice(0, max), total: errors.length });

/**
 * The data rows of the first sheet, by the header names of row 1 (unknown columns ignored, wholly
 * empty rows skipped). Refuses a file that cannot be read, lacks a required column, has no rows or
 * too many.
 */
export async function readImportSheet(data: Buffer, limits: ImportLimits): Promise<SheetRow[]> {
  const unpacked = unpackedZipSize(data);
  if (unpacked === null) throw badFile('importUnreadable', {}, 'not a readable xlsx archive');
  if (unpacked > limits.maxUnpackedBytes) throw badFile('importUnreadable', {}, `unpacks to more than ${limits.maxUnpackedBytes} bytes`);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw badFile('importUnreadable', {}, 'not a readable xlsx workbook');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badFile('importUnreadable', {}, 'the workbook has no sheet');

  const columnOf = new Map<ImportKey, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const v = flattenCell(cell.value);
    const key = typeof v === 'string' ? importKeyOfHeader(v) : undefined;
    if (key && !columnOf.has(key)) columnOf.set(key, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !columnOf.has(c.key));
  if (missing.length) {
    throw invalidImport(
      missing.map((c) => ({ path: `header.${c.key}`, message: `missing column ${c.header}` })),
      limits.maxErrors,
    );
  }

  const rows: SheetRow[] = [];
  let tooMany = false;
  ws.eachRow((row, n) => {
    if (n === 1 || tooMany) return;
    const cells: ImportRowInput = {};
    let empty = true;
    for (const [key, col] of columnOf) {
      const v = flattenCell(row.getCell(col).value);
      cells[key] = v;
      if (!isBlank(v)) empty = false;
    }
    if (empty) return;
    if (rows.length >= limits.maxRows) tooMany = true;
    else rows.push({ row: n, cells });
  });
  if (tooMany) throw badFile('importTooManyRows', { limit: limits.maxRows }, `more than ${limits.maxRows} rows`);
  if (!rows.length) throw badFile('importNoRows', {}, 'no data rows');
  return rows;
}

// ---------------------------------------------------------------- units
type UnitInfo = Pick<
  typeof units.$inferSelect,
  'id' | 'pid' | 'unitName' | 'type' | 'adcode' | 'isJudicialBureau' | 'creditCode' | 'shortName' | 'numberTemplate'
>;

/** Units that may own a contract: units, departments and offices (not areas or nodes). */
const OWNER_TYPES = new Set(['U', 'D', 'O']);

/** The unit tree in memory: names, areas and the judicial bureau of each area. */
function unitIndex(rows: UnitInfo[]) {
  const byId = new Map(rows.map((u) => [u.id, u]));
  const byName = new Map<string, UnitInfo[]>();
  for (const u of rows) {
    if (OWNER_TYPES.has(u.type)) byName.set(u.unitName, [...(byName.get(u.unitName) ?? []), u]);
  }
  const parentOf = (u: UnitInfo) => (u.pid === null ? undefined : byId.get(u.pid));
  /** The nearest area above the unit. */
  const areaOf = (u: UnitInfo): UnitInfo | null => {
    let cur = parentOf(u);
    for (let i = 0; cur && i < 32; i++, cur = parentOf(cur)) if (cur.type === 'A') return cur;
    return null;
  };
  // The bureau of an area: a judicial bureau whose nearest area it is, one directly under the area first.
  const bureauOfArea = new Map<number, UnitInfo>();
  const bureaus = rows.filter((u) => u.isJudicialBureau).sort((a, b) => a.id - b.id);
  for (const direct of [true, false]) {
    for (const b of bureaus) {
      const area = areaOf(b);
      if (area && (b.pid === area.id) === direct && !bureauOfArea.has(area.id)) bureauOfArea.set(area.id, b);
    }
  }
  return {
    /** Units named so: the last segment of `单位/处室`, each earlier segment naming the next unit above (nodes skipped). */
    find(path: string): UnitInfo[] {
      const segments = path.split('/').map((s) => s.trim()).filter(Boolean);
      const last = segments.pop();
      if (!last) return [];
      const above = segments.reverse();
      return (byName.get(last) ?? []).filter((u) => {
        let cur: UnitInfo | undefined = u;
        for (const name of above) {
          cur = cur && parentOf(cur);
          while (cur && cur.type === 'N') cur = parentOf(cur);
          if (cur?.unitName !== name) return false;
        }
        return true;
      });
    },
    areaOf,
    /** The unit that numbers the unit's contracts (numberingUnitOf over its chain), or null. */
    numberingOf(u: UnitInfo): UnitInfo | null {
      const chain: UnitInfo[] = [];
      for (let cur: UnitInfo | undefined = u, i = 0; cur && i < 32; cur = parentOf(cur), i++) chain.unshift(cur);
      return numberingUnitOf(chain);
    },
    /** The bureau that files the unit's contracts (a bureau's own go to the bureau of the area above). */
    bureauOf(u: UnitInfo): UnitInfo | null {
      const area = areaOf(u);
      if (!area) return null;
      let owner: UnitInfo | undefined = u;
      while (owner && owner.type !== 'U') owner = parentOf(owner);
      if (owner?.isJudicialBureau) {
        const upper = areaOf(area);
        return upper ? (bureauOfArea.get(upper.id) ?? null) : owner;
      }
      return bureauOfArea.get(area.id) ?? null;
    },
  };
}

// ---------------------------------------------------------------- validation
export interface PlannedContract extends ImportRow {
  row: number;
  unit: UnitInfo;
  areaId: number | null;
  adcode: string | null;
  bureauUnitId: number | null;
  /** The unit whose template numbers it (null: no unit number). */
  numbering: NumberingUnit | null;
  counterpart: { id: number; name: string; creditCode: string };
}

const COLUMN_ORDER = new Map(IMPORT_COLUMNS.map((c, i) => [c.key as string, i]));

/**
 * Every row checked: the schema first, then the database. Answers the contracts to write, or
 * throws the 501 refusal listing the errors in sheet order.
 */
export async function planImport(db: Db, ctx: AuthContext, rows: SheetRow[], limits: ImportLimits): Promise<PlannedContract[]> {
  const errors: (FieldError & { row: number; col: number })[] = [];
  const fail = (row: number, key: string, message: string) =>
    errors.push({ row, col: COLUMN_ORDER.get(key) ?? 99, path: rowPath(row, key), message });

  const parsed: { row: number; value: ImportRow }[] = [];
  for (const r of rows) {
    const res = importRowSchema.safeParse(r.cells);
    if (res.success) parsed.push({ row: r.row, value: res.data });
    else for (const issue of res.error.issues) fail(r.row, String(issue.path[0] ?? 'row'), issue.message);
  }

  // The 1.0 numbers: once per file (checked over every row that has one), never imported before.
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const code = typeof r.cells.legacyCode === 'string' ? r.cells.legacyCode.trim() : r.cells.legacyCode?.toString();
    if (!code) continue;
    const first = firstRowOf.get(code);
    if (first === undefined) firstRowOf.set(code, r.row);
    else fail(r.row, 'legacyCode', `duplicate 1.0 number ${code}: also in row ${first}`);
  }
  const codes = [...new Set(parsed.map((p) => p.value.legacyCode))];
  const known = codes.length
    ? await db.select({ code: contracts.legacyCode }).from(contracts).where(inArray(contracts.legacyCode, codes))
    : [];
  // Numbers are unique over every contract, so this check is too (it names no contract the caller may not see).
  const knownCodes = new Set(known.map((k) => k.code));

  const creditCodes = [...new Set(parsed.map((p) => p.value.creditCode))];
  const cps = creditCodes.length
    ? await db
        .select({ id: counterparts.id, name: counterparts.name, creditCode: counterparts.creditCode })
        .from(counterparts)
        .where(inArray(counterparts.creditCode, creditCodes))
    : [];
  const cpByCode = new Map(cps.map((c) => [c.creditCode, c]));

  const index = unitIndex(
    await db
      .select({
        id: units.id,
        pid: units.pid,
        unitName: units.unitName,
        type: units.type,
        adcode: units.adcode,
        isJudicialBureau: units.isJudicialBureau,
        creditCode: units.creditCode,
        shortName: units.shortName,
        numberTemplate: units.numberTemplate,
      })
      .from(units),
  );
  const scope = await unitScopeOf(db, ctx);

  const planned: PlannedContract[] = [];
  for (const { row, value } of parsed) {
    let ok = true;
    const no = (key: ImportKey, message: string) => {
      fail(row, key, message);
      ok = false;
    };
    if (knownCodes.has(value.legacyCode)) no('legacyCode', `1.0 number ${value.legacyCode} was imported already`);
    const found = index.find(value.unitName);
    const unit = found.length === 1 ? found[0]! : null;
    if (!found.length) no('unitName', `no unit named ${value.unitName}`);
    else if (!unit) no('unitName', `${found.length} units are named ${value.unitName}: write it as 单位/处室`);
    else if (!inUnitScope(scope, unit.id)) no('unitName', `${value.unitName} is outside your data scope`);
    const cp = cpByCode.get(value.creditCode);
    if (!cp) no('creditCode', `no counterpart with credit code ${value.creditCode}`);
    if (!ok || !unit || !cp) continue;
    const area = index.areaOf(unit);
    planned.push({
      ...value,
      row,
      unit,
      areaId: area?.id ?? null,
      adcode: area?.adcode ?? null,
      bureauUnitId: index.bureauOf(unit)?.id ?? null,
      numbering: index.numberingOf(unit),
      counterpart: cp,
    });
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row || a.col - b.col);
    throw invalidImport(
      errors.map(({ path, message }) => ({ path, message })),
      limits.maxErrors,
    );
  }
  return planned;
}

// ---------------------------------------------------------------- writing
const BATCH = 500;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 5; depth++) {
    if ((x as { code?: unknown }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
}

/** Noon of a day in China Standard Time (the year of a unified code is the signing year). */
const noonOf = (day: string) => new Date(`${day}T12:00:00+08:00`);
/** The start of a day in China Standard Time. */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The unified code of each planned contract (area of its unit, year of its signing), in order. */
async function codesOf(tx: Db, planned: readonly PlannedContract[]): Promise<string[]> {
  const groups = new Map<string, number[]>();
  for (const [i, p] of planned.entries()) {
    const key = `${p.adcode ?? ''}|${p.signDate.slice(0, 4)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const codes: string[] = new Array(planned.length);
  for (const indexes of groups.values()) {
    const p = planned[indexes[0]!]!;
    const list = await nextContractCodes(tx, p.adcode, noonOf(p.signDate), indexes.length);
    indexes.forEach((at, i) => {
      codes[at] = list[i]!;
    });
  }
  return codes;
}

/**
 * The unit number of each planned contract (its numbering unit, the year of its signing), in order:
 * one statement per unit and year, taken in a fixed order (unit, year) so that concurrent writers
 * wait for each other rather than deadlock.
 */
async function unitNumbersOf(tx: Db, planned: readonly PlannedContract[]): Promise<UnitNoColumns[]> {
  const groups = new Map<string, { unit: NumberingUnit; year: number; at: number[] }>();
  for (const [i, p] of planned.entries()) {
    if (!p.numbering) continue;
    const year = Number(p.signDate.slice(0, 4));
    const key = `${p.numbering.id}|${year}`;
    const group = groups.get(key) ?? { unit: p.numbering, year, at: [] };
    group.at.push(i);
    groups.set(key, group);
  }
  const numbers: UnitNoColumns[] = planned.map(() => NO_UNIT_NO);
  const ordered = [...groups.values()].sort((a, b) => a.unit.id - b.unit.id || a.year - b.year);
  for (const g of ordered) {
    const list = await nextUnitNumbers(tx, g.unit, g.year, g.at.length);
    g.at.forEach((at, i) => {
      numbers[at] = list[i]!;
    });
  }
  return numbers;
}

/** Writes the planned contracts in one transaction; answers their ids in sheet order. */
export async function writeImport(db: Db, ctx: AuthContext, planned: PlannedContract[]): Promise<number[]> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const codes = await codesOf(tx, planned);
      const unitNos = await unitNumbersOf(tx, planned);
      const values: (typeof contracts.$inferInsert)[] = [];
      for (const [i, p] of planned.entries()) {
        const classification = { category: p.category, amountFen: p.amountFen };
        values.push({
          code: codes[i]!,
          ...unitNos[i]!,
          name: p.name,
          category: p.category,
          attribute: 'main',
          status: p.status,
          isMajor: isMajorContract(classification),
          needsFairReview: needsFairReview(classification),
          ourRole: 'A',
          subject: p.subject ?? '',
          amountFen: p.amountFen,
          direction: p.direction,
          signDate: p.signDate,
          performStart: p.performStart,
          performEnd: p.performEnd,
          unitId: p.unit.id,
          areaId: p.areaId,
          bureauUnitId: p.bureauUnitId,
          source: 'v1',
          legacyCode: p.legacyCode,
          filingNo: p.filingNo,
          createdAt: now,
          updatedAt: now,
        });
      }
      const ids: number[] = [];
      for (const batch of chunks(values, BATCH)) {
        const inserted = await tx.insert(contracts).values(batch).returning({ id: contracts.id });
        ids.push(...inserted.map((r) => r.id));
      }
      const each = planned.map((p, i) => ({ p, id: ids[i]! }));
      for (const batch of chunks(each, BATCH)) {
        await tx.insert(contractParties).values(
          batch.flatMap(({ p, id }) => [
            {
              contractId: id,
              role: 'A',
              kind: 'unit',
              unitId: p.unit.id,
              name: p.unit.unitName,
              creditCode: p.unit.creditCode,
              signedAt: startOf(p.signDate),
            },
            {
              contractId: id,
              role: 'B',
              kind: 'counterpart',
              counterpartId: p.counterpart.id,
              name: p.counterpart.name,
              creditCode: p.counterpart.creditCode,
              signedAt: startOf(p.signDate),
            },
          ]),
        );
        await tx.insert(statusHistory).values(
          batch.map(({ p, id }) => ({
            contractId: id,
            action: 'import',
            fromStatus: null,
            toStatus: p.status,
            userId: ctx.userId,
            unitId: ctx.currentUnitId,
            opinion: `自1.0系统导入，原编号 ${p.legacyCode}`,
            at: now,
          })),
        );
        const filed = batch.filter(({ p }) => p.filingNo);
        if (filed.length) {
          await tx.insert(filings).values(
            filed.map(({ p, id }) => ({
              contractId: id,
              bureauUnitId: p.bureauUnitId,
              filingNo: p.filingNo,
              status: 'filed',
              submittedBy: ctx.userId,
              submittedAt: now,
              opinion: `自1.0系统导入，原备案编号 ${p.filingNo}`,
            })),
          );
        }
      }
      return ids;
    });
  } catch (e) {
    // Another import of the same 1.0 number committed between the check and this write.
    if (isUniqueViolation(e)) throw duplicate('contract');
    throw e;
  }
}

/** The whole call: read, check, write. */
export async function importV1(db: Db, ctx: AuthContext, req: FastifyRequest, limits: ImportLimits): Promise<ImportResult> {
  const data = await readXlsxUpload(req, limits);
  const rows = await readImportSheet(data, limits);
  const planned = await planImport(db, ctx, rows, limits);
  const ids = await writeImport(db, ctx, planned);
  return { imported: ids.length, ids };
}
