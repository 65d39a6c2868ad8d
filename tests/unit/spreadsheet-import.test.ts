// @vitest-environment jsdom
/** The spreadsheet import's reading of a refused file (workspace/common/SpreadsheetImport.tsx). */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../src/api/ApiFailure';
import { ApiCode } from '../../src/domain/api-codes';
import { describeSheetPath, refusalOf } from '../../workspace/common/SpreadsheetImport';

const headers: Record<string, string> = { amount: '合同金额（元）', units: '所属单位' };
const headerOf = (key: string) => headers[key];

describe('a refused spreadsheet', () => {
  it('places each problem by its row and the column’s header', () => {
    expect(describeSheetPath('row 3.amount', headerOf)).toBe('第 3 行 · 合同金额（元）');
    expect(describeSheetPath('header.units', headerOf)).toBe('所属单位');
    expect(describeSheetPath('row 4.unknown', headerOf)).toBe('第 4 行 · unknown');
    expect(describeSheetPath('file', headerOf)).toBe('file');
  });

  it('reads the problems and how many there are in all (only the first may be listed)', () => {
    const fields = [{ path: 'row 2.amount', message: 'not a number' }];
    expect(refusalOf(new ApiFailure(ApiCode.invalid, '导入失败', { fields, total: 250 }, 200))).toEqual({ message: '导入失败', total: 250, problems: fields });
    expect(refusalOf(new ApiFailure(ApiCode.invalid, '导入失败', { fields }, 200))?.total).toBe(1);
    expect(refusalOf(new ApiFailure(ApiCode.refused, '无权限', null, 200))).toBeUndefined();
  });
});
