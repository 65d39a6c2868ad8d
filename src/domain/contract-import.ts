/**
 * Importing contracts of the 1.0 system from an Excel file (docs/api/contract-excel.md): the columns
 * of the import sheet (also the template and its 说明 sheet), the limits, and the zod schema one row
 * must pass. A row arrives as cell values (text, numbers, dates, empty cells); the schema trims,
 * reads labels back to the enums (contract-labels.ts), converts yuan to fen and checks every rule
 * that needs no database. Units, counterparts and duplicate 1.0 numbers are checked by the server.
 */
import { z } from './zod';
import { creditCodeCheckChar, isValidCreditCode } from './credit-code';
import { CONTRACT_CATEGORIES, MONEY_DIRECTIONS } from './contract';
import { MAX_AMOUNT_FEN, yuanToFen } from './contract-api';
import { CATEGORY_LABELS, DIRECTION_LABELS, keyOfLabel, STATUS_LABELS } from './contract-labels';
import { CONTRACT_STATUSES, IMPORT_STATUSES } from './lifecycle';

// ---------------------------------------------------------------- limits
/** At most this many contracts in one import file. */
export const IMPORT_MAX_ROWS = 5_000;
/** At most this many bytes in one import file (5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many row errors are listed in a refusal (the total is given too). */
export const IMPORT_MAX_ERRORS = 100;
/** At most this many contracts in one export. */
export const EXPORT_MAX_ROWS = 50_000;

// ---------------------------------------------------------------- columns
export const IMPORT_KEYS = [
  'legacyCode',
  'name',
  'category',
  'amount',
  'direction',
  'unitName',
  'creditCode',
  'signDate',
  'performStart',
  'performEnd',
  'status',
  'filingNo',
  'subject',
] as const;
export type ImportKey = (typeof IMPORT_KEYS)[number];

export interface ImportColumn {
  key: ImportKey;
  /** The header cell of the sheet (row 1). */
  header: string;
  required: boolean;
  /** What to write, for the template's 说明 sheet. */
  note: string;
  /** The template's example row. */
  example: string | number;
  /** Column width in characters. */
  width: number;
  /** Kept as text in the template (numbers with leading zeros, 18-digit codes). */
  text?: boolean;
}

const listOf = (labels: Readonly<Record<string, string>>) => Object.values(labels).join('、');

/** A made-up credit code with a correct check character, for the example row. */
const EXAMPLE_CREDIT_CODE = `91330100MA2H8K3T7${creditCodeCheckChar('91330100MA2H8K3T7')}`;

/** The sheet's columns in order. Headers are matched exactly (surrounding blanks and a leading * ignored). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'legacyCode', header: '原合同编号', required: true, text: true, width: 20, example: 'HZCZ-2023-0158', note: '合同在1.0系统中的编号，最多 64 字；同一文件内不可重复，已导入过的编号不能再次导入' },
  { key: 'name', header: '合同名称', required: true, width: 32, example: '办公楼物业管理服务合同', note: '最多 200 字' },
  { key: 'category', header: '合同类别', required: true, width: 22, example: CATEGORY_LABELS.procurementServices, note: `填写以下类别之一：${listOf(CATEGORY_LABELS)}` },
  { key: 'amount', header: '合同金额（元）', required: true, width: 16, example: 1_280_000.5, note: '以元为单位的数字，不小于 0，最多两位小数；可带千分位逗号' },
  { key: 'direction', header: '收支方向', required: true, width: 10, example: DIRECTION_LABELS.expenditure, note: `填写以下之一：${listOf(DIRECTION_LABELS)}` },
  { key: 'unitName', header: '所属单位', required: true, width: 24, example: '杭州市财政局', note: '本系统中的单位全称，须在您的数据权限范围内；重名的处室写成“单位/处室”，如 杭州市财政局/法规处' },
  { key: 'creditCode', header: '相对方统一社会信用代码', required: true, text: true, width: 24, example: EXAMPLE_CREDIT_CODE, note: '18 位统一社会信用代码（校验位须正确）；该相对方须已在本系统的相对方库中登记' },
  { key: 'signDate', header: '签订日期', required: true, text: true, width: 12, example: '2023-06-15', note: '日期，如 2023-06-15（也可写 2023/6/15 或使用 Excel 日期格式）' },
  { key: 'performStart', header: '履行开始日期', required: false, text: true, width: 12, example: '2023-07-01', note: '日期，可不填' },
  { key: 'performEnd', header: '履行结束日期', required: false, text: true, width: 12, example: '2024-06-30', note: '日期，可不填；不早于履行开始日期' },
  { key: 'status', header: '状态', required: true, width: 10, example: STATUS_LABELS.performing, note: `${STATUS_LABELS.filed} 或 ${STATUS_LABELS.performing}` },
  { key: 'filingNo', header: '备案编号', required: false, text: true, width: 18, example: '杭司备〔2023〕158号', note: '1.0系统中的备案号，可不填；填写后同时生成一条“已备案”的备案记录' },
  { key: 'subject', header: '合同标的', required: false, width: 32, example: '市财政局办公楼物业管理服务，为期一年', note: '最多 2000 字，可不填' },
];

/** The column key of a header cell's text, or undefined. */
export function importKeyOfHeader(text: string): ImportKey | undefined {
  const t = text.trim().replace(/^\*\s*/, '').replaceAll('(', '（').replaceAll(')', '）');
  return IMPORT_COLUMNS.find((c) => c.header === t)?.key;
}

// ---------------------------------------------------------------- cell values
/** What a cell holds once the spreadsheet reader has flattened rich text, formulas and links. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** A Date cell (spreadsheets keep dates without a zone, readers hand them over at UTC midnight) as YYYY-MM-DD. */
const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Excel's day 0 (the 1900 date system, past its leap-year bug): 1899-12-30. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A cell as trimmed text; empty cells and blank text are undefined. */
function cellText(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? v : utcDay(v);
  return v;
}

/** A date cell: a Date, an Excel day number, or text such as 2023-06-15, 2023/6/15, 2023.6.15, 2023年6月15日. */
function cellDay(v: unknown): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'invalid' : utcDay(v);
  if (typeof v === 'number' && Number.isInteger(v) && v > 60 && v < 2_958_466) return utcDay(new Date(EXCEL_EPOCH_MS + v * 86_400_000));
  const t = cellText(v);
  if (typeof t !== 'string') return t;
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(t);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : t;
}

/** An amount cell: a number, or text of digits with an optional decimal part, thousands commas and a ¥ or 元. */
function cellAmount(v: unknown): unknown {
  if (typeof v === 'number') return v;
  const t = cellText(v);
  if (typeof t !== 'string') return t;
  const plain = t.replace(/^[¥￥]\s*/, '').replace(/\s*元$/, '').replaceAll(',', '').replaceAll('，', '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : t;
}

/**
 * At most two digits after the point, read from the shortest text of the number (what a spreadsheet
 * shows for a typed 1280000.5), so float noise of the multiplication never decides.
 */
const twoDecimals = (v: number): boolean => {
  const s = String(v);
  if (/e/i.test(s)) return Math.abs(v) >= 1;
  return (s.split('.')[1]?.length ?? 0) <= 2;
};

const required = (what: string) => (iss: { input: unknown }) => (iss.input === undefined ? 'required' : `${what} expected`);

/** Required text of at most `max` characters. */
const text = (max: number) =>
  z.preprocess(cellText, z.string({ error: required('text') }).max(max, `at most ${max} characters`));
/** Optional text of at most `max` characters (null when empty). */
const optionalText = (max: number) =>
  z.preprocess(
    cellText,
    z
      .string({ error: required('text') })
      .max(max, `at most ${max} characters`)
      .optional()
      .transform((v) => v ?? null),
  );

const day = z.iso.date({ error: (iss) => (iss.input === undefined ? 'required' : `not a date: ${String(iss.input)}`) });
const requiredDay = z.preprocess(cellDay, day);
const optionalDay = z.preprocess(cellDay, day.optional().transform((v) => v ?? null));

/** Label or key of an enum, read back to the key. */
const labelled = <K extends string>(keys: readonly [K, ...K[]], labels: Readonly<Record<K, string>>, what: string) =>
  z.preprocess(
    (v) => {
      const t = cellText(v);
      return typeof t === 'string' ? (keyOfLabel(labels, t) ?? t) : t;
    },
    z.enum(keys, { error: (iss) => (iss.input === undefined ? 'required' : `unknown ${what}: ${String(iss.input)}`) }),
  );

const MAX_YUAN = MAX_AMOUNT_FEN / 100;

const amountYuan = z.preprocess(
  cellAmount,
  z
    .number({ error: (iss) => (iss.input === undefined ? 'required' : `not an amount: ${String(iss.input)}`) })
    .min(0, 'must not be negative')
    .max(MAX_YUAN, `at most ${MAX_YUAN} yuan`)
    .refine(twoDecimals, 'at most 2 decimals')
    .transform(yuanToFen),
);

const creditCode = z.preprocess(
  (v) => {
    const t = cellText(v);
    return typeof t === 'string' ? t.toUpperCase() : t;
  },
  z
    .string({ error: required('text') })
    .refine(isValidCreditCode, { error: (iss) => `not a valid unified social credit code: ${String(iss.input)}` }),
);

const importStatus = labelled(CONTRACT_STATUSES, STATUS_LABELS, 'status').refine(
  (s) => IMPORT_STATUSES.includes(s),
  `must be ${STATUS_LABELS.filed} or ${STATUS_LABELS.performing}`,
);

// ---------------------------------------------------------------- the row
/** One data row of the import sheet, keyed by IMPORT_KEYS (paths of errors use these keys). */
export const importRowSchema = z
  .object({
    legacyCode: text(64),
    name: text(200),
    category: labelled(CONTRACT_CATEGORIES, CATEGORY_LABELS, 'category'),
    amount: amountYuan,
    direction: labelled(MONEY_DIRECTIONS, DIRECTION_LABELS, 'direction'),
    unitName: text(200),
    creditCode,
    signDate: requiredDay,
    performStart: optionalDay,
    performEnd: optionalDay,
    status: importStatus,
    filingNo: optionalText(64),
    subject: optionalText(2000),
  })
  .superRefine((r, ctx) => {
    if (r.performStart && r.performEnd && r.performEnd < r.performStart) {
      ctx.addIssue({ code: 'custom', path: ['performEnd'], message: 'before the performance start date' });
    }
  })
  .transform(({ amount, status, ...r }) => ({ ...r, amountFen: amount, status: status as 'filed' | 'performing' }));

/** A row as read from the sheet: cell values by column key. */
export type ImportRowInput = Partial<Record<ImportKey, CellValue>>;
/** A valid row: amounts in fen, enums as keys, dates YYYY-MM-DD, empty optional cells null. */
export type ImportRow = z.output<typeof importRowSchema>;

// ---------------------------------------------------------------- answers
/** The answer of a successful import. */
export const importResultSchema = z.object({
  imported: z.number().int(),
  ids: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The field path of an error in a sheet row: `row 5.amount` (row numbers as the spreadsheet shows them). */
export const rowPath = (row: number, key: string): string => `row ${row}.${key}`;

/** The answer of contract/importV1: how many contracts came in, and their ids (all or nothing). */
export const importV1ResultSchema = z.object({ imported: z.number().int(), ids: z.array(z.number().int()) });
export type ImportV1Result = z.infer<typeof importV1ResultSchema>;
