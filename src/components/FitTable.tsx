/**
 * Arco's Table for the lists (issue 17): it never scrolls sideways. It measures the width it has and
 * folds the columns the list names in `fold` (first to last) out of the table until the rest fit; a
 * row then expands to show its folded cells. On a wide screen nothing folds. An empty cell reads '--'
 * (a render giving null, undefined or ''), in the table and in the expansion. Every other prop is
 * Arco's; the scroll width is set here.
 */
import { Descriptions, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { ColumnProps, TableProps } from '@arco-design/web-react/es/Table/interface';
import { IconMinus, IconPlus } from '@arco-design/web-react/icon';
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../i18n';
import { EMPTY_TEXT } from '../utils/display';
import { columnKey, fitColumns } from './fitColumns';
import './FitTable.css';

export interface FitTableProps<T> extends Omit<TableProps<T>, 'scroll' | 'expandedRowRender' | 'columns'> {
  columns: ColumnProps<T>[];
  /** The keys (key, else dataIndex) of the columns that may fold into the row's expansion, in the order they fold. */
  fold?: readonly string[];
}

const isBlank = (node: unknown): boolean => node === null || node === undefined || node === '' || node === false;

/** The cell of `column` for `row`, as Arco renders it, '--' when it is blank. */
function cellOf<T>(column: ColumnProps<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[column.dataIndex];
  const node = column.render ? column.render(value, row, index) : value;
  return isBlank(node) ? EMPTY_TEXT : (node as ReactNode);
}

/** The content width of the element, followed as it changes (undefined until measured). */
function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const NONE: readonly string[] = [];

/** Arco's expand button, with a name for screen readers. */
const expandIcon = ({ expanded }: { expanded: boolean }) => {
  const label = t(expanded ? 'table.collapseRow' : 'table.expandRow');
  return (
    <button type="button" aria-label={label} title={label} aria-expanded={expanded}>
      {expanded ? <IconMinus /> : <IconPlus />}
    </button>
  );
};

export function FitTable<T>({ columns, fold = NONE, ...props }: FitTableProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const available = useWidth(ref);
  const fit = useMemo(() => fitColumns(columns, available, fold), [columns, available, fold]);
  const shown = useMemo(
    () => fit.visible.map((c): ColumnProps<T> => ({ ...c, render: (_: unknown, row: T, index: number) => cellOf(c, row, index) })),
    [fit.visible],
  );
  const expandedRowRender = fit.folded.length
    ? (row: T, index: number) => (
        <div className="fit-table__folded" data-testid="fit-table-folded">
          <Descriptions
            size="small"
            layout="inline-horizontal"
            column={3}
            colon=":"
            data={fit.folded.map((c) => ({ key: columnKey(c), label: c.title, value: cellOf(c, row, index) }))}
          />
        </div>
      )
    : undefined;
  return (
    <div
      ref={ref}
      className="fit-table"
      data-folded={fit.folded.map(columnKey).join(' ')}
      data-fits={available !== undefined && fit.width <= available ? '' : undefined}
    >
      <Table<T>
        {...props}
        columns={shown}
        scroll={{ x: fit.width }}
        expandedRowRender={expandedRowRender}
        expandProps={fit.folded.length ? { ...props.expandProps, icon: props.expandProps?.icon ?? expandIcon } : props.expandProps}
      />
    </div>
  );
}
