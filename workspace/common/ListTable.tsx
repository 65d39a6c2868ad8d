/**
 * The table of a paged list card (the contract, to-do, project and role lists): a borderless FitTable
 * whose pager shows the total and lets the page size change, and which shows an empty placeholder
 * (not the empty text) while a page loads.
 */
import type { ReactNode } from 'react';
import { FitTable, type FitTableProps } from '../../src/components/FitTable';

/** The page shown, the list's total and the page sizes offered (Arco's hideOnSinglePage where a list sets it). */
export interface ListTablePage {
  current: number;
  size: number;
  total: number;
  sizes: readonly number[];
  hideOnSinglePage?: boolean;
}

/** FitTable's props but its pager, border and empty element, which come from `page`, `waiting`, `stateClass` and `empty`. */
export interface ListTableProps<R> extends Omit<FitTableProps<R>, 'pagination' | 'border' | 'noDataElement'> {
  page: ListTablePage;
  /** A page is loading: the table shows a placeholder of class `stateClass` instead of `empty`. */
  waiting: boolean;
  stateClass: string;
  empty: ReactNode;
}

/** The paged, borderless table of a list card. */
export function ListTable<R>(props: ListTableProps<R>) {
  const { page, waiting, stateClass, empty, ...table } = props;
  const { size, sizes, ...pager } = page;
  return (
    <FitTable<R>
      {...table}
      noDataElement={waiting ? <div className={stateClass} /> : empty}
      border={false}
      pagination={{ ...pager, pageSize: size, showTotal: true, sizeCanChange: true, sizeOptions: [...sizes] }}
    />
  );
}
