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
 *
 * Here: the upload and the sheet, and the whole call; the check is import-plan.ts, the write
 * import-write.ts.
 */
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_COLUMNS,
  type ImportResult,
  type ImportRowInput,
  importKeyOfHeader,
  type CellValue,
} from '../../../src/domain/contract-import';
import { ApiCode, type FieldErrors } from '../../../src/domain/envelope';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../http/auth';
import { ApiError } from '../../http/errors';
import type { TextKey } from '../../http/messages';
import { cleanFileName, contentMatches, extensionOf } from '../files';
import { invalidImport, planImport } from './import-plan';
import { writeImport } from './import-write';
import { unpackedZipSize } from './zip-size';

/** How much one import may hold. */
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

/** What a sheet reader needs to know of an import's columns (contracts, users). */
export interface SheetColumns<K extends string> {
  columns: readonly { key: K; header: string; required?: boolean }[];
  keyOfHeader: (header: string) => K | undefined;
  /** The refusal of a sheet without data rows. */
  noRowsKey: TextKey;
  /** The refusal of a header without a required column (its fields name `header.<key>`). */
  missingColumns: (fields: FieldErrors['fields']) => Error;
  /** A cell's value as the rows carry it (default: as flattenCell reads it). */
  cell?: (v: CellValue) => unknown;
}

/**
 * The data rows of the first sheet, by the header names of row 1 (unknown columns ignored, wholly
 * empty rows skipped). Refuses a file that cannot be read, lacks a required column, has no rows or
 * too many.
 */
export async function readSheetRows<K extends string>(
  data: Buffer,
  limits: ImportLimits,
  spec: SheetColumns<K>,
): Promise<{ row: number; cells: Partial<Record<K, unknown>> }[]> {
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

  const columnOf = new Map<K, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const v = flattenCell(cell.value);
    const key = typeof v === 'string' ? spec.keyOfHeader(v) : undefined;
    if (key && !columnOf.has(key)) columnOf.set(key, col);
  });
  const missing = spec.columns.filter((c) => c.required && !columnOf.has(c.key));
  if (missing.length) throw spec.missingColumns(missing.map((c) => ({ path: `header.${c.key}`, message: `missing column ${c.header}` })));

  const rows: { row: number; cells: Partial<Record<K, unknown>> }[] = [];
  let tooMany = false;
  ws.eachRow((row, n) => {
    if (n === 1 || tooMany) return;
    const cells: Partial<Record<K, unknown>> = {};
    let empty = true;
    for (const [key, col] of columnOf) {
      const v = flattenCell(row.getCell(col).value);
      cells[key] = spec.cell ? spec.cell(v) : v;
      if (!isBlank(v)) empty = false;
    }
    if (empty) return;
    if (rows.length >= limits.maxRows) tooMany = true;
    else rows.push({ row: n, cells });
  });
  if (tooMany) throw badFile('importTooManyRows', { limit: limits.maxRows }, `more than ${limits.maxRows} rows`);
  if (!rows.length) throw badFile(spec.noRowsKey, {}, 'no data rows');
  return rows;
}

/** The contract import's sheet: the columns of IMPORT_COLUMNS. */
export const readImportSheet = (data: Buffer, limits: ImportLimits): Promise<SheetRow[]> =>
  readSheetRows(data, limits, {
    columns: IMPORT_COLUMNS,
    keyOfHeader: importKeyOfHeader,
    noRowsKey: 'importNoRows',
    missingColumns: (fields) => invalidImport(fields, limits.maxErrors),
  }) as Promise<SheetRow[]>;

/** The whole call: read, check, write. */
export async function importV1(db: Db, ctx: AuthContext, req: FastifyRequest, limits: ImportLimits): Promise<ImportResult> {
  const data = await readXlsxUpload(req, limits);
  const rows = await readImportSheet(data, limits);
  const planned = await planImport(db, ctx, rows, limits);
  const ids = await writeImport(db, ctx, planned);
  return { imported: ids.length, ids };
}
