/**
 * contract/importTemplate: the .xlsx a clerk fills in for contract/importV1. Sheet 1 (1.0系统合同)
 * has the import columns of src/domain/contract-import.ts with one example row, drop-down lists for
 * the labelled columns and text format for codes and dates; sheet 2 (说明) explains every column,
 * the allowed values and the limits.
 */
import ExcelJS from 'exceljs';
import { CATEGORY_LABELS, DIRECTION_LABELS, STATUS_LABELS } from '../../../src/domain/contract-labels';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportKey } from '../../../src/domain/contract-import';

export const TEMPLATE_FILE_NAME = '1.0系统合同导入模板.xlsx';
export const TEMPLATE_SHEET = '1.0系统合同';
export const NOTES_SHEET = '说明';

/** The drop-down values of the labelled columns. */
const CHOICES: Partial<Record<ImportKey, string[]>> = {
  category: Object.values(CATEGORY_LABELS),
  direction: Object.values(DIRECTION_LABELS),
  status: [STATUS_LABELS.filed, STATUS_LABELS.performing],
};

/** exceljs keeps range validations on the sheet's model; its typings do not declare the collection. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } };

export async function importTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '行政机关合同管理系统';
  const ws = wb.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = IMPORT_COLUMNS.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    ...(c.text ? { style: { numFmt: '@' } } : {}),
  }));
  const head = ws.getRow(1);
  head.eachCell((cell, col) => {
    const column = IMPORT_COLUMNS[col - 1]!;
    cell.font = { bold: true, color: { argb: column.required ? 'FFC00000' : 'FF000000' } };
    cell.fill = HEADER_FILL;
    cell.note = `${column.required ? '必填' : '选填'}：${column.note}`;
  });
  ws.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  ws.getCell(2, IMPORT_COLUMNS.findIndex((c) => c.key === 'amount') + 1).numFmt = '#,##0.00';

  const last = IMPORT_MAX_ROWS + 1;
  for (const [key, values] of Object.entries(CHOICES) as [ImportKey, string[]][]) {
    const letter = ws.getColumn(key).letter;
    (ws as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '取值不在列表中',
      error: `请从下拉列表中选择：${values.join('、')}`,
    });
  }

  const notes = wb.addWorksheet(NOTES_SHEET);
  notes.columns = [
    { header: '列名', key: 'header', width: 24 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写说明', key: 'note', width: 100 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) notes.addRow({ header: c.header, required: c.required ? '必填' : '选填', note: c.note });
  notes.getColumn('note').alignment = { wrapText: true, vertical: 'top' };
  notes.addRow([]);
  for (const line of [
    `第一个工作表的第 1 行是列名（请勿修改），第 2 行是示例，导入前请删除或替换；每份合同一行，最多 ${IMPORT_MAX_ROWS} 行。`,
    `文件须为 .xlsx 格式，不超过 ${IMPORT_MAX_BYTES / 1048576} MB。`,
    '全部行都校验通过才会导入；任何一行有错误时，不导入任何合同，并列出出错的行和列（如 row 5.amount 表示第 5 行的合同金额）。',
    `导入的合同来源为“1.0系统”，状态为${STATUS_LABELS.filed}或${STATUS_LABELS.performing}，并按所属单位的区域生成新的统一合同编号；原合同编号另行保存。`,
    '所属单位须在您的数据权限范围内；相对方须已在本系统的相对方库中登记。',
  ]) {
    notes.addRow({ header: line }).getCell(1).alignment = { wrapText: false };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
