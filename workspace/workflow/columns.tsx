/**
 * The columns of a workflow list: title (to its handle page), contract (to its detail), kind,
 * submitter, unit, deadline (red with a tag when overdue), created; done lists add the result,
 * opinion and time; approvals the level; copies the sender or recipient, note and read state.
 */
import { Tag, Tooltip, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AnyWorkflowRow } from '../../src/api/workflow';
import { contractLink } from '../../src/domain/matter';
import type { ApprovalRow, CarbonCopyRow } from '../../src/domain/workflow-api';
import { type MessageKey, t } from '../../src/i18n';
import { TimeCell } from '../../src/components/TimeCell';
import { displayValue, formatDate } from '../../src/utils/display';
import type { WorkflowListConfig } from './listConfig';

type Col = ColumnProps<AnyWorkflowRow>;
const TIME = 'YYYY-MM-DD HH:mm';
/** A YYYY-MM-DD HH:mm column: the time on one line with the cell's padding. */
const TIME_WIDTH = 160;

/**
 * The columns that fold into the row's expansion when the table is too narrow, first to last
 * (src/components/FitTable.tsx); the title, contract, deadline, result, read state and actions always show.
 */
export const WORKFLOW_FOLD_ORDER: readonly string[] = ['note', 'unit', 'submitter', 'level', 'kind', 'from', 'to', 'createdAt', 'opinion', 'copiedAt', 'handledAt', 'decidedAt'];

const sortOrderOf = (field: string, sortField: string | undefined, sortOrder: 'asc' | 'desc' | undefined, defaultSort: string) => {
  if (sortField) return sortField === field ? (sortOrder === 'asc' ? 'ascend' : 'descend') : undefined;
  return field === defaultSort ? 'descend' : undefined;
};

const ellipsis = (text: string | null, width = 200): ReactNode =>
  text ? (
    <Typography.Ellipsis className="workflow-list__ellipsis" style={{ maxWidth: width }} showTooltip>
      {text}
    </Typography.Ellipsis>
  ) : (
    displayValue(text)
  );

const MATTER_STATUS_COLOR: Record<string, string> = { pending: 'arcoblue', passed: 'green', returned: 'orange', closed: 'gray' };
const APPROVAL_STATUS_COLOR: Record<string, string> = { pending: 'arcoblue', approved: 'green', rejected: 'red' };

export interface ColumnOptions {
  config: WorkflowListConfig;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** Opening a row (a copy is marked read on opening). */
  onOpen: (row: AnyWorkflowRow) => void;
  actions?: (row: AnyWorkflowRow) => ReactNode;
}

type TimeColumn = (field: string, title: MessageKey, value: (row: AnyWorkflowRow) => string | null) => Col;

/** The sort props of a sortable column, and a sortable time column, for the sort shown. */
function sortable({ config, sortField, sortOrder }: ColumnOptions) {
  const sorted = (field: string): Partial<Col> => ({
    sorter: true,
    sortOrder: sortOrderOf(field, sortField, sortOrder, config.defaultSort),
  });
  /** A sortable time column (YYYY-MM-DD HH:mm on one line). */
  const timeColumn = (field: string, title: MessageKey, value: (row: AnyWorkflowRow) => string | null): Col => ({
    key: field,
    dataIndex: field,
    title: t(title),
    width: TIME_WIDTH,
    ...sorted(field),
    render: (_: unknown, row) => <TimeCell value={value(row)} format={TIME} />,
  });
  return { sorted, timeColumn };
}

/** The title (opens the row), contract (to its detail) and kind columns, first in every list. */
function leadColumns(onOpen: (row: AnyWorkflowRow) => void): Col[] {
  return [
    {
      key: 'title',
      title: t('workflow.col.title'),
      width: 220,
      fixed: 'left',
      render: (_: unknown, row) => (
        <Link
          to={row.link}
          data-testid="workflow-row-link"
          className="workflow-list__title-link"
          onClick={(e) => {
            e.preventDefault();
            onOpen(row);
          }}
        >
          {row.title}
        </Link>
      ),
    },
    {
      key: 'contract',
      title: t('workflow.col.contract'),
      width: 200,
      render: (_: unknown, row) =>
        row.contract ? (
          <div className="workflow-list__contract">
            <Link to={contractLink(row.contract.id)}>{row.contract.name}</Link>
            <Typography.Text type="secondary" className="workflow-list__code">
              {row.contract.code}
            </Typography.Text>
          </div>
        ) : (
          displayValue(null)
        ),
    },
    {
      key: 'kind',
      title: t('workflow.col.kind'),
      width: 150,
      render: (_: unknown, row) => <Tag>{t(`contract.matterKind.${row.kind}` as MessageKey)}</Tag>,
    },
  ];
}

/** A done list's result, opinion and time columns (none for the other lists). */
function doneColumns(config: WorkflowListConfig, timeColumn: TimeColumn): Col[] {
  if (config.list === 'backlogDone') {
    return [
      {
        key: 'result',
        title: t('workflow.col.result'),
        width: 100,
        render: (_: unknown, row) => <Tag color={MATTER_STATUS_COLOR[row.status]}>{t(`contract.matterStatus.${row.status}` as MessageKey)}</Tag>,
      },
      { key: 'opinion', title: t('workflow.col.opinion'), width: 170, render: (_: unknown, row) => ellipsis(row.opinion, 150) },
      timeColumn('handledAt', 'workflow.col.handledAt', (row) => row.handledAt),
    ];
  }
  if (config.list === 'approvalDone') {
    return [
      {
        key: 'result',
        title: t('workflow.col.result'),
        width: 100,
        render: (_: unknown, row) => {
          const status = (row as ApprovalRow).approvalStatus;
          return <Tag color={APPROVAL_STATUS_COLOR[status]}>{t(`contract.approvalStatus.${status}` as MessageKey)}</Tag>;
        },
      },
      { key: 'opinion', title: t('workflow.col.opinion'), width: 170, render: (_: unknown, row) => ellipsis((row as ApprovalRow).approvalOpinion, 150) },
      timeColumn('decidedAt', 'workflow.col.decidedAt', (row) => (row as ApprovalRow).decidedAt),
    ];
  }
  return [];
}

/** A copy list's columns: the sender (received) or recipient (sent), the note, the read state, the time. */
function copyColumns(config: WorkflowListConfig, timeColumn: TimeColumn): Col[] {
  const received = config.list === 'copiesReceived';
  return [
    received
      ? { key: 'from', title: t('workflow.col.from'), width: 110, render: (_: unknown, row) => displayValue((row as CarbonCopyRow).fromUserName) }
      : { key: 'to', title: t('workflow.col.to'), width: 110, render: (_: unknown, row) => displayValue((row as CarbonCopyRow).toUserName) },
    { key: 'note', title: t('workflow.col.note'), width: 180, render: (_: unknown, row) => ellipsis((row as CarbonCopyRow).note, 170) },
    {
      key: 'read',
      title: t('workflow.col.read'),
      width: 90,
      render: (_: unknown, row) => {
        const copy = row as CarbonCopyRow;
        const tag = (
          <Tag color={copy.read ? 'gray' : 'orange'} data-testid="workflow-read-state" data-read={copy.read}>
            {t(copy.read ? 'workflow.read.yes' : 'workflow.read.no')}
          </Tag>
        );
        return copy.readAt ? <Tooltip content={formatDate(copy.readAt, TIME)}>{tag}</Tooltip> : tag;
      },
    },
    timeColumn('copiedAt', 'workflow.col.copiedAt', (row) => (row as CarbonCopyRow).copiedAt),
  ];
}

/** The columns of a workflow list, for its kind of rows and the sort shown. */
export function workflowColumns(options: ColumnOptions): Col[] {
  const { config, onOpen, actions } = options;
  const { sorted, timeColumn } = sortable(options);
  const cols: Col[] = leadColumns(onOpen);
  if (config.rowKind === 'approval') {
    cols.push({ key: 'level', title: t('workflow.col.level'), width: 80, render: (_: unknown, row) => t('workflow.level', { level: (row as ApprovalRow).level }) });
  }
  cols.push(
    { key: 'submitter', title: t('workflow.col.submitter'), width: 100, render: (_: unknown, row) => displayValue(row.submitterName) },
    { key: 'unit', title: t('workflow.col.unit'), width: 140, render: (_: unknown, row) => ellipsis(row.submitUnitName, 130) },
    {
      key: 'deadline',
      dataIndex: 'deadline',
      title: t('workflow.col.deadline'),
      width: 150,
      ...sorted('deadline'),
      render: (_: unknown, row) =>
        row.overdue ? (
          <span className="workflow-list__overdue" data-testid="workflow-overdue">
            <TimeCell value={row.deadline} format="YYYY-MM-DD" />
            <Tag color="red" size="small">
              {t('workflow.overdue')}
            </Tag>
          </span>
        ) : (
          <TimeCell value={row.deadline} format="YYYY-MM-DD" />
        ),
    },
    timeColumn('createdAt', 'workflow.col.created', (row) => row.createdAt),
  );

  cols.push(...doneColumns(config, timeColumn));
  if (config.rowKind === 'copy') cols.push(...copyColumns(config, timeColumn));
  if (actions) cols.push({ key: 'actions', title: t('workflow.col.actions'), width: config.list === 'copiesReceived' ? 180 : 100, fixed: 'right', render: (_: unknown, row) => actions(row) });
  return cols;
}
