/**
 * The columns of the contract lists: which can be hidden (column settings), their cells (the unit
 * number beside the unified code, status tag coloured by phase, amount in yuan right-aligned, risk
 * dot) and which sort on the server.
 */
import { Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RiskCode } from '../../src/domain/contract';
import type { ContractRow, CONTRACT_PHASES } from '../../src/domain/contract-api';
import { type MessageKey, t } from '../../src/i18n';
import { TimeCell } from '../../src/components/TimeCell';
import { displayValue, EMPTY_TEXT, formatFen } from '../../src/utils/display';
import type { SortField, SortOrder } from './listQuery';

export const COLUMN_KEYS = [
  'code',
  'unitNo',
  'name',
  'category',
  'status',
  'amountFen',
  'unitName',
  'areaName',
  'counterparts',
  'signDate',
  'riskCode',
  'updatedAt',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** The name stays: a list without it is of no use. */
export const FIXED_COLUMNS: readonly ColumnKey[] = ['name'];

/**
 * The columns that fold into the row's expansion when the table is too narrow, first to last
 * (src/components/FitTable.tsx); the code, name, status, amount and risk code always show.
 */
export const FOLD_ORDER: readonly ColumnKey[] = ['areaName', 'counterparts', 'category', 'signDate', 'unitName', 'updatedAt', 'unitNo'];

const TITLES: Record<ColumnKey, MessageKey> = {
  code: 'contractLists.col.code',
  unitNo: 'contractLists.col.unitNo',
  name: 'contractLists.col.name',
  category: 'contractLists.col.category',
  status: 'contractLists.col.status',
  amountFen: 'contractLists.col.amount',
  unitName: 'contractLists.col.unit',
  areaName: 'contractLists.col.area',
  counterparts: 'contractLists.col.counterparts',
  signDate: 'contractLists.col.signDate',
  riskCode: 'contractLists.col.riskCode',
  updatedAt: 'contractLists.col.updatedAt',
};
export const columnTitle = (key: ColumnKey): string => t(TITLES[key]);

const SORTABLE: Partial<Record<ColumnKey, SortField>> = {
  code: 'code',
  name: 'name',
  amountFen: 'amountFen',
  signDate: 'signDate',
  updatedAt: 'updatedAt',
};

const PHASE_COLOR: Record<(typeof CONTRACT_PHASES)[number], string> = {
  draft: 'gray',
  review: 'arcoblue',
  signing: 'purple',
  filing: 'orange',
  performance: 'green',
  closed: 'gray',
};

export const RISK_COLOR: Record<RiskCode, string> = { green: '#00b42a', yellow: '#ff9a2e', red: '#f53f3f' };

export function RiskDot({ code }: { code: RiskCode }) {
  return (
    <span className="contract-list__risk" data-risk={code}>
      <span className="contract-list__risk-dot" style={{ background: RISK_COLOR[code] }} aria-hidden="true" />
      {t(`contract.risk.${code}` as MessageKey)}
    </span>
  );
}

/** A column's cell of a row (the table's, and the phone's cards'). */
export const contractCell: Record<ColumnKey, (row: ContractRow) => ReactNode> = {
  code: (r) => <span className="contract-list__code">{r.code}</span>,
  unitNo: (r) => (r.unitNo ? <span className="contract-list__unit-no" data-testid="contract-unit-no">{r.unitNo}</span> : EMPTY_TEXT),
  name: (r) => (
    <Link to={`/contract/detail?id=${r.id}`} className="contract-list__name" data-testid="contract-link">
      {r.name}
    </Link>
  ),
  category: (r) => t(`contract.category.${r.category}` as MessageKey),
  status: (r) => (
    <Tag color={PHASE_COLOR[r.phase]} size="small" data-status={r.status}>
      {t(`contract.status.${r.status}` as MessageKey)}
    </Tag>
  ),
  amountFen: (r) => formatFen(r.amountFen),
  unitName: (r) => displayValue(r.unitName),
  areaName: (r) => displayValue(r.areaName),
  counterparts: (r) => {
    const text = r.counterparts.join('、');
    return text ? (
      <Tooltip content={text}>
        <span className="contract-list__ellipsis">{text}</span>
      </Tooltip>
    ) : (
      EMPTY_TEXT
    );
  },
  signDate: (r) => <TimeCell value={r.signDate} format="YYYY-MM-DD" />,
  riskCode: (r) => <RiskDot code={r.riskCode} />,
  updatedAt: (r) => <TimeCell value={r.updatedAt} format="YYYY-MM-DD HH:mm" />,
};

/** The least width each column reads well at (a wide table stretches them); the unit number and name shorten with an ellipsis. */
const WIDTHS: Record<ColumnKey, number> = {
  code: 190,
  unitNo: 170,
  name: 240,
  category: 120,
  status: 150,
  amountFen: 140,
  unitName: 150,
  areaName: 90,
  counterparts: 170,
  signDate: 120,
  riskCode: 90,
  updatedAt: 160,
};

/** The visible columns, in order, with the server sort shown on the sorted one. */
export function contractColumns(
  visible: ReadonlySet<ColumnKey>,
  sortField: SortField | undefined,
  sortOrder: SortOrder | undefined,
): ColumnProps<ContractRow>[] {
  return COLUMN_KEYS.filter((k) => visible.has(k) || FIXED_COLUMNS.includes(k)).map((key) => {
    const field = SORTABLE[key];
    const column: ColumnProps<ContractRow> = {
      key,
      dataIndex: key,
      title: columnTitle(key),
      width: WIDTHS[key],
      render: (_: unknown, row: ContractRow) => contractCell[key](row),
    };
    if (key === 'amountFen') column.align = 'right';
    if (key === 'name' || key === 'unitNo') {
      column.ellipsis = true;
      column.tooltip = true;
    }
    if (field) {
      column.sorter = true;
      column.sortOrder = sortField === field ? (sortOrder === 'asc' ? 'ascend' : 'descend') : undefined;
    }
    return column;
  });
}

/** The server sort field of a column key, if it sorts. */
export const sortFieldOf = (key: string | undefined): SortField | undefined => SORTABLE[key as ColumnKey];
