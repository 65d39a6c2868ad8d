/**
 * A list's page and sort after its table changed (the contract, project and to-do lists): the page
 * and size the pager chose, the sort of the column clicked (`fieldOf` says which columns sort, and by
 * what), and back to page 1 when the sort or the page size changed.
 */
import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';
import type { CardPage } from './CardPager';

export interface PagedSort<F extends string> {
  current: number;
  size: number;
  sortField?: F;
  sortOrder?: 'asc' | 'desc';
}

export function afterTableChange<F extends string, S extends PagedSort<F>>(
  state: S,
  pagination: { current?: number; pageSize?: number },
  sorter: SorterInfo | SorterInfo[],
  fieldOf: (column: string) => F | undefined,
): S {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = s?.direction ? fieldOf(String(s.field)) : undefined;
  const next: S = {
    ...state,
    current: pagination.current ?? state.current,
    size: pagination.pageSize ?? state.size,
    sortField: field,
    sortOrder: field ? (s?.direction === 'ascend' ? 'asc' : 'desc') : undefined,
  };
  if (next.sortField !== state.sortField || next.sortOrder !== state.sortOrder || next.size !== state.size) next.current = 1;
  return next;
}

/** The pager of the same list's cards on a phone (CardPager): the state's page, and a page change that keeps the rest of the state. */
export const cardPageOf = <S extends { current: number; size: number }>(state: S, total: number, setState: (next: S) => void): CardPage => ({
  current: state.current,
  pageSize: state.size,
  total,
  onChange: (current) => setState({ ...state, current }),
});
