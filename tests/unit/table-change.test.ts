/** A list's page and sort after its table changed (workspace/common/tableChange.ts). */
import { describe, expect, it } from 'vitest';
import { afterTableChange } from '../../workspace/common/tableChange';

type Field = 'amount' | 'signDate';
const fieldOf = (column: string): Field | undefined => (column === 'amount' || column === 'signDate' ? column : undefined);
const state = { current: 3, size: 20, sortField: 'amount' as Field | undefined, sortOrder: 'desc' as 'asc' | 'desc' | undefined, keyword: '道路' };

describe('after a table change', () => {
  it('goes to the page the pager chose, keeping the sort and the filters', () => {
    expect(afterTableChange(state, { current: 4, pageSize: 20 }, { field: 'amount', direction: 'descend' }, fieldOf)).toEqual({ ...state, current: 4 });
  });

  it('sorts by the column clicked and starts again at page 1', () => {
    expect(afterTableChange(state, { current: 3, pageSize: 20 }, { field: 'signDate', direction: 'ascend' }, fieldOf)).toEqual({
      ...state,
      current: 1,
      sortField: 'signDate',
      sortOrder: 'asc',
    });
  });

  it('drops a sort the list does not offer, or one cleared', () => {
    expect(afterTableChange(state, { current: 3, pageSize: 20 }, { field: 'name', direction: 'ascend' }, fieldOf)).toMatchObject({ current: 1, sortField: undefined, sortOrder: undefined });
    expect(afterTableChange(state, { current: 3, pageSize: 20 }, { field: 'amount' }, fieldOf)).toMatchObject({ current: 1, sortField: undefined });
  });

  it('starts again at page 1 with a new page size', () => {
    expect(afterTableChange(state, { current: 3, pageSize: 50 }, [{ field: 'amount', direction: 'descend' }], fieldOf)).toMatchObject({ current: 1, size: 50 });
  });
});
