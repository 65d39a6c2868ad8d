/**
 * The 1.0 import row schema (src/domain/contract-import.ts) and the label maps it reads
 * (src/domain/contract-labels.ts): what a spreadsheet cell may hold, and the field each refusal names.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT_CATEGORIES, MONEY_DIRECTIONS, RISK_CODES } from '../../src/domain/contract';
import {
  IMPORT_COLUMNS,
  IMPORT_KEYS,
  type ImportRowInput,
  importKeyOfHeader,
  importRowSchema,
  rowPath,
} from '../../src/domain/contract-import';
import {
  CATEGORY_LABELS,
  DIRECTION_LABELS,
  keyOfLabel,
  RISK_LABELS,
  STATUS_LABELS,
} from '../../src/domain/contract-labels';
import { CONTRACT_STATUSES } from '../../src/domain/lifecycle';

const CODE = '91330100716105852F';

const good: ImportRowInput = {
  legacyCode: ' HZ-2023-001 ',
  name: '物业管理服务合同',
  category: '政府采购（服务）',
  amount: 1_280_000.5,
  direction: '支出',
  unitName: '杭州市财政局',
  creditCode: CODE,
  signDate: '2023-06-15',
  performStart: '2023-07-01',
  performEnd: '2024-06-30',
  status: '履行中',
  filingNo: '杭司备〔2023〕158号',
  subject: null,
};

/** The field paths of the refusals of a row. */
function errorsOf(patch: ImportRowInput): Record<string, string> {
  const res = importRowSchema.safeParse({ ...good, ...patch });
  if (res.success) return {};
  return Object.fromEntries(res.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('contract labels', () => {
  it('label every key of the enums, each label once', () => {
    const maps: [Record<string, string>, readonly string[]][] = [
      [CATEGORY_LABELS, CONTRACT_CATEGORIES],
      [STATUS_LABELS, CONTRACT_STATUSES],
      [DIRECTION_LABELS, MONEY_DIRECTIONS],
      [RISK_LABELS, RISK_CODES],
    ];
    for (const [labels, keys] of maps) {
      expect(Object.keys(labels).sort()).toEqual([...keys].sort());
      expect(new Set(Object.values(labels)).size).toBe(keys.length);
    }
  });

  it('read a label or a key back, with either kind of parentheses', () => {
    expect(keyOfLabel(CATEGORY_LABELS, '政府采购（货物）')).toBe('procurementGoods');
    expect(keyOfLabel(CATEGORY_LABELS, ' 政府采购(货物) ')).toBe('procurementGoods');
    expect(keyOfLabel(CATEGORY_LABELS, 'PROCUREMENTGOODS')).toBe('procurementGoods');
    expect(keyOfLabel(STATUS_LABELS, '已备案')).toBe('filed');
    expect(keyOfLabel(STATUS_LABELS, '备案')).toBeUndefined();
    expect(keyOfLabel(STATUS_LABELS, '  ')).toBeUndefined();
  });
});

describe('import columns', () => {
  it('cover every row key once, in the schema', () => {
    expect(IMPORT_COLUMNS.map((c) => c.key)).toEqual([...IMPORT_KEYS]);
    expect(new Set(IMPORT_COLUMNS.map((c) => c.header)).size).toBe(IMPORT_COLUMNS.length);
  });

  it('match header cells exactly, ignoring blanks, a leading * and half-width parentheses', () => {
    expect(importKeyOfHeader('合同金额（元）')).toBe('amount');
    expect(importKeyOfHeader(' *合同金额(元) ')).toBe('amount');
    expect(importKeyOfHeader('原合同编号')).toBe('legacyCode');
    expect(importKeyOfHeader('合同金额')).toBeUndefined();
  });

  it('give an example row that passes the schema (but for the counterpart, which the server checks)', () => {
    const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example]));
    expect(importRowSchema.safeParse(example).success).toBe(true);
  });

  it('write error paths as row N.key', () => {
    expect(rowPath(5, 'amount')).toBe('row 5.amount');
  });
});

describe('import row schema', () => {
  it('reads a good row: trimmed text, keys for labels, fen for yuan, null for empty optional cells', () => {
    const row = importRowSchema.parse(good);
    expect(row).toEqual({
      legacyCode: 'HZ-2023-001',
      name: '物业管理服务合同',
      category: 'procurementServices',
      amountFen: 128_000_050,
      direction: 'expenditure',
      unitName: '杭州市财政局',
      creditCode: CODE,
      signDate: '2023-06-15',
      performStart: '2023-07-01',
      performEnd: '2024-06-30',
      status: 'performing',
      filingNo: '杭司备〔2023〕158号',
      subject: null,
    });
  });

  it('takes keys as well as labels, and a lower-case credit code', () => {
    const row = importRowSchema.parse({ ...good, category: 'franchisePPP', direction: 'income', status: 'filed', creditCode: CODE.toLowerCase() });
    expect(row).toMatchObject({ category: 'franchisePPP', direction: 'income', status: 'filed', creditCode: CODE });
  });

  it('reads amounts typed as text, with thousands commas and a currency sign', () => {
    expect(importRowSchema.parse({ ...good, amount: '1,280,000.50' }).amountFen).toBe(128_000_050);
    expect(importRowSchema.parse({ ...good, amount: '¥ 12.3' }).amountFen).toBe(1230);
    expect(importRowSchema.parse({ ...good, amount: 0 }).amountFen).toBe(0);
    // Float noise of a typed decimal never decides: 0.29 * 100 is 28.999999999999996.
    expect(importRowSchema.parse({ ...good, amount: 0.29 }).amountFen).toBe(29);
  });

  it('refuses bad amounts: negative, more than two decimals, not a number, missing', () => {
    expect(errorsOf({ amount: -1 })).toEqual({ amount: 'must not be negative' });
    expect(errorsOf({ amount: 1.005 })).toEqual({ amount: 'at most 2 decimals' });
    expect(errorsOf({ amount: '1.234' })).toEqual({ amount: 'at most 2 decimals' });
    expect(errorsOf({ amount: '十万' }).amount).toMatch(/not an amount/);
    expect(errorsOf({ amount: '-5' }).amount).toMatch(/not an amount/);
    expect(errorsOf({ amount: 1e16 }).amount).toMatch(/at most/);
    expect(errorsOf({ amount: null })).toEqual({ amount: 'required' });
  });

  it('reads dates from Date cells, Excel day numbers and common text forms', () => {
    expect(importRowSchema.parse({ ...good, signDate: new Date(Date.UTC(2023, 5, 15)) }).signDate).toBe('2023-06-15');
    expect(importRowSchema.parse({ ...good, signDate: 45092 }).signDate).toBe('2023-06-15');
    expect(importRowSchema.parse({ ...good, signDate: '2023/6/5' }).signDate).toBe('2023-06-05');
    expect(importRowSchema.parse({ ...good, signDate: '2023年6月5日' }).signDate).toBe('2023-06-05');
    expect(importRowSchema.parse({ ...good, performStart: '', performEnd: null }).performStart).toBeNull();
  });

  it('refuses impossible dates and an end before the start', () => {
    expect(errorsOf({ signDate: '2023-02-29' }).signDate).toMatch(/not a date/);
    expect(errorsOf({ signDate: '下个月' }).signDate).toMatch(/not a date/);
    expect(errorsOf({ signDate: undefined })).toEqual({ signDate: 'required' });
    expect(errorsOf({ performStart: '2024-01-01', performEnd: '2023-12-31' })).toEqual({
      performEnd: 'before the performance start date',
    });
  });

  it('only imports statuses filed and performing', () => {
    expect(errorsOf({ status: '草稿' }).status).toMatch(/已备案|履行中/);
    expect(errorsOf({ status: 'archived' }).status).toMatch(/已备案|履行中/);
    expect(errorsOf({ status: '进行中' }).status).toMatch(/unknown status/);
  });

  it('refuses unknown labels, a bad credit code and over-long or missing text, each on its own field', () => {
    expect(errorsOf({ category: '采购' }).category).toMatch(/unknown category: 采购/);
    expect(errorsOf({ direction: '进账' }).direction).toMatch(/unknown direction/);
    // The last character is the check character: change it and the code is refused.
    expect(errorsOf({ creditCode: `${CODE.slice(0, 17)}G` }).creditCode).toMatch(/credit code/);
    expect(errorsOf({ creditCode: '12345' }).creditCode).toMatch(/credit code/);
    expect(errorsOf({ name: 'x'.repeat(201) })).toEqual({ name: 'at most 200 characters' });
    expect(errorsOf({ legacyCode: '   ' })).toEqual({ legacyCode: 'required' });
    expect(Object.keys(errorsOf({ name: null, unitName: '', category: null })).sort()).toEqual(['category', 'name', 'unitName']);
  });

  it('takes numbers in text columns as their digits (a 1.0 number typed as a number)', () => {
    expect(importRowSchema.parse({ ...good, legacyCode: 20230158 }).legacyCode).toBe('20230158');
  });
});
