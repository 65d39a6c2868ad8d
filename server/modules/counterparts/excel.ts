/** The counterparts' export workbook (admin_counterpart/export). Texts in the file are zh-CN, as for the other exports. */
import ExcelJS from 'exceljs';
import type { CounterpartRow } from '../../../src/domain/counterpart';
import { stampedXlsxName } from '../../http/spreadsheet';

export const COUNTERPART_EXPORT_MAX_ROWS = 20_000;

const COLUMNS: readonly { header: string; width: number; value: (r: CounterpartRow) => string | number }[] = [
  { header: '名称', width: 36, value: (r) => r.name },
  { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
  { header: '法定代表人', width: 12, value: (r) => r.legalRepresentative },
  { header: '联系人', width: 12, value: (r) => r.contactName },
  { header: '联系电话', width: 16, value: (r) => r.contactPhone },
  { header: '地址', width: 40, value: (r) => r.address },
  { header: '信用等级', width: 10, value: (r) => r.creditRating },
  { header: '严重失信', width: 10, value: (r) => (r.seriousDishonest ? '是' : '否') },
  { header: '合同数', width: 8, value: (r) => r.contractCount },
  { header: '用户数', width: 8, value: (r) => r.userCount },
];

export async function counterpartWorkbook(rows: readonly CounterpartRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '行政机关合同管理系统';
  const ws = wb.addWorksheet('相对方列表', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLUMNS.map((c, i) => ({ key: String(i), header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(COLUMNS.map((c) => c.value(r)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** 相对方列表_20260522-153000.xlsx (China Standard Time). */
export function counterpartExportFileName(at = new Date()): string {
  return stampedXlsxName('相对方列表', at);
}
