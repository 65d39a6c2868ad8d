/**
 * The users' workbooks (docs/api/users.md, "Excel"): the export of a filtered user list and the
 * import template. Texts in the files are zh-CN whatever the request's language, as for contracts.
 */
import ExcelJS from 'exceljs';
import { USER_IMPORT_COLUMNS } from '../../../src/domain/user-admin';
import type { UserRow } from '../../../src/domain/system';
import { stampedXlsxName } from '../../http/spreadsheet';

const CST_OFFSET_MS = 8 * 3_600_000;
const sheetTime = (iso: string): Date => new Date(new Date(iso).getTime() + CST_OFFSET_MS);

const USER_TYPE_LABELS: Record<UserRow['userType'], string> = { staff: '机关工作人员', company: '相对方用户', lawyer: '法律顾问' };

interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
  value: (r: UserRow) => string | number | Date | null;
}

/** The export's columns, in order. 所属单位 lists the current unit first, as the import reads it. */
export const USER_EXPORT_COLUMNS: readonly SheetColumn[] = [
  { header: '用户ID', width: 10, value: (r) => r.userId },
  { header: '用户名', width: 18, value: (r) => r.username },
  { header: '姓名', width: 14, value: (r) => r.realName },
  { header: '手机号', width: 16, value: (r) => r.mobile },
  { header: '邮箱', width: 24, value: (r) => r.email },
  { header: '用户类型', width: 14, value: (r) => USER_TYPE_LABELS[r.userType] ?? r.userType },
  { header: '状态', width: 8, value: (r) => (r.enabled ? '启用' : '停用') },
  {
    header: '所属单位',
    width: 40,
    value: (r) =>
      [...r.units]
        .sort((a, b) => Number(b.id === r.currentUnitId) - Number(a.id === r.currentUnitId))
        .map((u) => u.unitName)
        .join('、'),
  },
  { header: '角色', width: 24, value: (r) => r.roles.map((x) => x.name).join('、') },
  { header: '创建时间', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss', value: (r) => sheetTime(r.createdAt) },
];

/** The export workbook of these rows. */
export async function userExportWorkbook(rows: readonly UserRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '行政机关合同管理系统';
  const ws = wb.addWorksheet('用户列表', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = USER_EXPORT_COLUMNS.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(USER_EXPORT_COLUMNS.map((c) => c.value(r)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** 用户列表_20260522-153000.xlsx (China Standard Time). */
export function userExportFileName(at = new Date()): string {
  return stampedXlsxName('用户列表', at);
}

export const USER_TEMPLATE_FILE_NAME = '用户导入模板.xlsx';

/** The import template: the columns (required ones red, each with a note), one example row, and 说明. */
export async function userImportTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '行政机关合同管理系统';
  const ws = wb.addWorksheet('用户', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = USER_IMPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width, style: { numFmt: '@' } }));
  USER_IMPORT_COLUMNS.forEach((c, i) => {
    const cell = ws.getRow(1).getCell(i + 1);
    cell.font = { bold: true, color: { argb: c.required ? 'FFD03050' : 'FF1D2129' } };
    cell.note = c.hint;
  });
  ws.addRow({ mobile: '13900000000', realName: '张三', units: '杭州市财政局', roles: '单位经办人', username: '', email: '', password: '' });
  const help = wb.addWorksheet('说明');
  help.columns = [
    { header: '列', key: 'header', width: 14 },
    { header: '必填', key: 'required', width: 8 },
    { header: '填写说明', key: 'hint', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of USER_IMPORT_COLUMNS) help.addRow({ header: c.header, required: c.required ? '是' : '否', hint: c.hint });
  help.addRow({});
  help.addRow({ header: '规则', hint: '读取第一个工作表；第 1 行为列名；整行空白的行跳过。' });
  help.addRow({ header: '', hint: '任何一行有错误时整个文件不导入，并列出全部错误的行号和列。' });
  help.addRow({ header: '', hint: '单位和角色须在您的数据权限范围内；示例行请删除或改为真实数据。' });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
