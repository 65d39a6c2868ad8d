/** 履行 and 监督: the performance records (milestones, payments, documents) and the bureau's supervision records. */
import { Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';
import { displayValue, EMPTY_TEXT, formatDate, formatFen } from '../../../src/utils/display';
import { FileLinks } from './FileLinks';
import { labelOr } from './format';
import { TimeCell } from '../../../src/components/TimeCell';

type Performance = ContractDetail['performance'][number];
type Supervision = ContractDetail['supervision'][number];
const DAY = 'YYYY-MM-DD';
const PERF_COLOR: Record<string, string> = { planned: 'arcoblue', done: 'green', overdue: 'red', breached: 'red' };

export function PerformanceTable({ records }: { records: Performance[] }) {
  const columns: TableColumnProps<Performance>[] = [
    { title: t('contractDetail.perf.kind'), dataIndex: 'kind', width: 110, render: (k: string) => labelOr(`contract.performanceKind.${k}`, k) },
    { title: t('contractDetail.perf.title'), dataIndex: 'title' },
    {
      title: t('contractDetail.perf.amount'),
      dataIndex: 'amountFen',
      width: 150,
      align: 'right',
      render: (fen: number | null) => (fen === null ? EMPTY_TEXT : formatFen(fen)),
    },
    { title: t('contractDetail.perf.dueDate'), dataIndex: 'dueDate', width: 110, render: (v: string | null) => formatDate(v, DAY) },
    { title: t('contractDetail.perf.doneDate'), dataIndex: 'doneDate', width: 110, render: (v: string | null) => formatDate(v, DAY) },
    {
      title: t('contractDetail.perf.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: string) => <Tag color={PERF_COLOR[s] ?? 'gray'}>{labelOr(`contract.performanceStatus.${s}`, s)}</Tag>,
    },
    { title: t('contractDetail.perf.note'), dataIndex: 'note', ellipsis: true, tooltip: true, render: displayValue },
    { title: t('contractDetail.perf.files'), dataIndex: 'fileIds', width: 140, render: (ids: number[]) => <FileLinks fileIds={ids} /> },
  ];
  return <Table rowKey="id" columns={columns} data={records} pagination={false} scroll={{ x: 1000 }} data-testid="contract-performance" />;
}

export function SupervisionTable({ records }: { records: Supervision[] }) {
  const columns: TableColumnProps<Supervision>[] = [
    { title: t('contractDetail.sup.kind'), dataIndex: 'kind', width: 110, render: (k: string) => labelOr(`contract.supervisionKind.${k}`, k) },
    { title: t('contractDetail.sup.content'), dataIndex: 'content' },
    { title: t('contractDetail.sup.user'), dataIndex: 'userName', width: 110, render: displayValue },
    { title: t('contractDetail.sup.bureau'), dataIndex: 'bureauUnitName', width: 160, render: displayValue },
    { title: t('contractDetail.sup.at'), dataIndex: 'createdAt', width: 160, render: (v: string) => <TimeCell value={v} format="YYYY-MM-DD HH:mm" /> },
    { title: t('contractDetail.sup.files'), dataIndex: 'fileIds', width: 140, render: (ids: number[]) => <FileLinks fileIds={ids} /> },
  ];
  return <Table rowKey="id" columns={columns} data={records} pagination={false} data-testid="contract-supervision" />;
}
