import { describe, expect, it } from 'vitest';
import { columnKey, EXPAND_COLUMN_WIDTH, FLEX_COLUMN_WIDTH, fitColumns } from '../../src/components/fitColumns';

const columns = [
  { key: 'code', width: 190 },
  { dataIndex: 'name', width: 240 },
  { key: 'unit', width: 150 },
  { dataIndex: 'note' },
  { key: 'updatedAt', width: '160px' },
  { key: 'actions', width: 120 },
];
const keys = (cs: readonly { key?: string | number; dataIndex?: string }[]) => cs.map(columnKey);
const ALL = 190 + 240 + 150 + FLEX_COLUMN_WIDTH + 160 + 120;

describe('fitColumns', () => {
  it('keeps every column when they fit, or before the width is measured', () => {
    for (const available of [ALL, 2000, undefined]) {
      const fit = fitColumns(columns, available, ['note', 'unit']);
      expect(keys(fit.visible)).toEqual(['code', 'name', 'unit', 'note', 'updatedAt', 'actions']);
      expect(fit.folded).toEqual([]);
      expect(fit.width).toBe(ALL);
    }
  });

  it('folds the listed columns in their order until the rest and the expand column fit', () => {
    // Folding the flexible note alone leaves ALL - 160 + 40: too wide for ALL - 200.
    const fit = fitColumns(columns, ALL - 200, ['note', 'unit', 'updatedAt']);
    expect(keys(fit.folded)).toEqual(['unit', 'note']);
    expect(keys(fit.visible)).toEqual(['code', 'name', 'updatedAt', 'actions']);
    expect(fit.width).toBe(ALL - FLEX_COLUMN_WIDTH - 150 + EXPAND_COLUMN_WIDTH);
  });

  it('counts the expand column: folding exactly the width missing is not enough', () => {
    const fit = fitColumns(columns, ALL - 150, ['unit', 'note']);
    expect(keys(fit.folded)).toEqual(['unit', 'note']);
  });

  it('never folds a column not listed, even when the table stays too wide', () => {
    const fit = fitColumns(columns, 300, ['note', 'missing']);
    expect(keys(fit.folded)).toEqual(['note']);
    expect(fit.width).toBe(ALL - FLEX_COLUMN_WIDTH + EXPAND_COLUMN_WIDTH);
  });
});
