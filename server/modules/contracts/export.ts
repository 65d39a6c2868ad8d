/**
 * contract/export: any contract list (the same scope, view, filters and order as contract/queryPage,
 * through list.ts listConditions/orderOf) as an .xlsx workbook, one row per contract
 * (docs/api/contract-excel.md).
 *
 * Two queries whatever the size: the count (refused above the cap before anything is read), then
 * the rows with their unit and area names joined and their counterpart names aggregated. The
 * workbook is written by exceljs's streaming writer (inline strings, no shared-string table), so
 * memory stays flat up to the cap.
 */
import type { Writable } from 'node:stream';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { ContractCategory, MoneyDirection, RiskCode } from '../../../src/domain/contract';
import type { ContractListQuery, ContractSource } from '../../../src/domain/contract-api';
import {
  CATEGORY_LABELS,
  DIRECTION_LABELS,
  RISK_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
  YES_NO_LABELS,
} from '../../../src/domain/contract-labels';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import type { Db } from '../../db/client';
import { contractParties, contracts, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { refused } from '../../http/errors';
import { listConditions, orderOf } from './list';
import { stampedXlsxName } from '../../http/spreadsheet';

const ownerUnit = alias(units, 'owner_unit');
const areaUnit = alias(units, 'area_unit');

/** The counterpart names of a contract, by role then entry order, joined as the list shows them. */
const counterpartNames = sql<string | null>`(
  select string_agg(${contractParties.name}, '、' order by ${contractParties.role}, ${contractParties.id})
  from ${contractParties}
  where ${contractParties.contractId} = ${contracts.id} and ${contractParties.kind} = 'counterpart')`;

const EXPORT_COLUMNS = {
  code: contracts.code,
  unitNo: contracts.unitNo,
  name: contracts.name,
  category: contracts.category,
  status: contracts.status,
  isMajor: contracts.isMajor,
  amountFen: contracts.amountFen,
  direction: contracts.direction,
  unitName: ownerUnit.unitName,
  areaName: areaUnit.unitName,
  counterparts: counterpartNames,
  signDate: contracts.signDate,
  riskCode: contracts.riskCode,
  source: contracts.source,
  updatedAt: contracts.updatedAt,
};

/** The rows of a list query, every one of them (the caller checked the count), in the list's order. */
async function exportRows(db: Db, where: SQL | undefined, q: ContractListQuery) {
  return db
    .select(EXPORT_COLUMNS)
    .from(contracts)
    .leftJoin(ownerUnit, eq(ownerUnit.id, contracts.unitId))
    .leftJoin(areaUnit, eq(areaUnit.id, contracts.areaId))
    .where(where)
    .orderBy(...orderOf(q));
}
type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

// ---------------------------------------------------------------- the sheet
const CST_OFFSET_MS = 8 * 3_600_000;

/** A YYYY-MM-DD day as a spreadsheet date (spreadsheets keep no zone: UTC midnight of that day). */
const sheetDay = (d: string | null): Date | null => (d ? new Date(`${d}T00:00:00Z`) : null);
/** An instant as the wall-clock time in China Standard Time. */
const sheetTime = (t: Date): Date => new Date(t.getTime() + CST_OFFSET_MS);

interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
  value: (r: ExportRow) => string | number | Date | null;
}

const label = <K extends string>(labels: Readonly<Record<K, string>>, key: string): string => labels[key as K] ?? key;

/** The export's columns, in order (docs/api/contract-excel.md). */
export const EXPORT_SHEET_COLUMNS: readonly SheetColumn[] = [
  { header: '合同编号', width: 24, value: (r) => r.code },
  { header: '单位合同编号', width: 24, value: (r) => r.unitNo },
  { header: '合同名称', width: 36, value: (r) => r.name },
  { header: '合同类别', width: 22, value: (r) => label<ContractCategory>(CATEGORY_LABELS, r.category) },
  { header: '状态', width: 16, value: (r) => label<ContractStatus>(STATUS_LABELS, r.status) },
  { header: '重大合同', width: 10, value: (r) => (r.isMajor ? YES_NO_LABELS.yes : YES_NO_LABELS.no) },
  { header: '合同金额（元）', width: 18, numFmt: '#,##0.00', value: (r) => r.amountFen / 100 },
  { header: '收支方向', width: 10, value: (r) => label<MoneyDirection>(DIRECTION_LABELS, r.direction) },
  { header: '所属单位', width: 26, value: (r) => r.unitName },
  { header: '所属区域', width: 12, value: (r) => r.areaName },
  { header: '相对方', width: 36, value: (r) => r.counterparts },
  { header: '签订日期', width: 12, numFmt: 'yyyy-mm-dd', value: (r) => sheetDay(r.signDate) },
  { header: '风险码', width: 8, value: (r) => label<RiskCode>(RISK_LABELS, r.riskCode) },
  { header: '来源', width: 10, value: (r) => label<ContractSource>(SOURCE_LABELS, r.source) },
  { header: '更新时间', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss', value: (r) => sheetTime(r.updatedAt) },
];

/** Rows written between two turns of the event loop. */
const YIELD_EVERY = 500;

/** Writes the workbook of these rows to the stream and ends it. */
export async function writeExportWorkbook(out: Writable, rows: readonly ExportRow[]): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = '行政机关合同管理系统';
  const ws = wb.addWorksheet('合同列表', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = EXPORT_SHEET_COLUMNS.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.commit();
  for (const [i, r] of rows.entries()) {
    ws.addRow(EXPORT_SHEET_COLUMNS.map((c) => c.value(r))).commit();
    // Writing rows is synchronous work: let other requests (and the reply's own stream) run now and then.
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  ws.commit();
  await wb.commit();
}

/** The export file's name: 合同列表_20260522-153000.xlsx (China Standard Time). */
export function exportFileName(at = new Date()): string {
  return stampedXlsxName('合同列表', at);
}

/**
 * The rows of a list query for the export: refused (code 500) when more than `maxRows` contracts
 * match, before any row is read.
 */
export async function contractsToExport(db: Db, ctx: AuthContext, q: ContractListQuery, maxRows: number): Promise<ExportRow[]> {
  const conds = await listConditions(db, ctx, q);
  const where = conds.length ? and(...conds) : undefined;
  const [n] = await db.select({ n: count() }).from(contracts).where(where);
  const total = Number(n?.n ?? 0);
  if (total > maxRows) throw refused('exportTooMany', { count: total, limit: maxRows });
  return exportRows(db, where, q);
}
