/**
 * Which columns of a list fit the width its table has (issue 17: no list scrolls sideways): the
 * columns a list lets fold leave the table, in the order given, until the others fit; the folded ones
 * are shown in the row's expansion instead (FitTable.tsx). Pure, so it is unit-tested.
 */

/** The width counted for a column that gives none (it takes what is left, at least this). */
export const FLEX_COLUMN_WIDTH = 160;
/** Arco's expand-icon column, there once a column has folded. */
export const EXPAND_COLUMN_WIDTH = 40;

export interface FitColumn {
  key?: string | number;
  dataIndex?: string;
  width?: string | number;
}

/** The column's key, else its dataIndex. */
export const columnKey = (column: FitColumn): string => String(column.key ?? column.dataIndex ?? '');

const widthOf = (column: FitColumn): number => {
  const width = typeof column.width === 'number' ? column.width : Number.parseFloat(String(column.width ?? ''));
  return Number.isFinite(width) && width > 0 ? width : FLEX_COLUMN_WIDTH;
};

export interface Fit<C> {
  visible: C[];
  folded: C[];
  /** The table's scroll width: the visible columns' widths (and the expand column's). */
  width: number;
}

/**
 * The columns that show in `available` pixels: the `fold` keys fold, first to last, while the table
 * is wider than that; other columns always show. An unknown width (not measured yet) folds nothing.
 */
export function fitColumns<C extends FitColumn>(columns: readonly C[], available: number | undefined, fold: readonly string[]): Fit<C> {
  let width = columns.reduce((sum, c) => sum + widthOf(c), 0);
  const folded = new Set<C>();
  const over = () => available !== undefined && width + (folded.size ? EXPAND_COLUMN_WIDTH : 0) > available;
  for (const key of fold) {
    if (!over()) break;
    const column = columns.find((c) => columnKey(c) === key && !folded.has(c));
    if (!column) continue;
    folded.add(column);
    width -= widthOf(column);
  }
  return {
    visible: columns.filter((c) => !folded.has(c)),
    folded: columns.filter((c) => folded.has(c)),
    width: width + (folded.size ? EXPAND_COLUMN_WIDTH : 0),
  };
}
