/** 备案: each filing with its review and, for a conditional filing, the defects with their deadlines. */
import { Descriptions, Empty, Table, type TableColumnProps, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import dayjs from 'dayjs';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';
import { FileLinks } from './FileLinks';
import { isOverdue, labelOr } from './format';

type Filing = ContractDetail['filings'][number];
type Condition = Filing['conditions'][number];
const MINUTE = 'YYYY-MM-DD HH:mm';
const FILING_COLOR: Record<string, string> = { review: 'arcoblue', filed: 'green', conditional: 'orange', rectified: 'cyan', returned: 'orangered', refused: 'red' };

function Conditions({ conditions }: { conditions: Condition[] }) {
  const today = dayjs().format('YYYY-MM-DD');
  const columns: TableColumnProps<Condition>[] = [
    { title: t('contractDetail.condition.description'), dataIndex: 'description' },
    {
      title: t('contractDetail.condition.deadline'),
      dataIndex: 'deadline',
      width: 110,
      render: (d: string, c) => (
        <span className={c.status === 'open' && isOverdue(d, today) ? 'contract-detail__overdue' : undefined}>{d}</span>
      ),
    },
    {
      title: t('contractDetail.condition.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <Tag>{labelOr(`contractDetail.conditionStatus.${s}`, s)}</Tag>,
    },
    { title: t('contractDetail.condition.rectification'), dataIndex: 'rectification', render: displayValue },
    { title: t('contractDetail.condition.rectifiedAt'), dataIndex: 'rectifiedAt', width: 150, render: (v: string | null) => formatDate(v, MINUTE) },
    { title: t('contractDetail.condition.files'), dataIndex: 'fileIds', width: 140, render: (ids: number[]) => <FileLinks fileIds={ids} /> },
  ];
  return <Table rowKey="id" size="small" columns={columns} data={conditions} pagination={false} />;
}

export function FilingsPanel({ filings }: { filings: Filing[] }) {
  if (filings.length === 0) return <Empty description={t('contractDetail.filing.none')} />;
  return (
    <div className="contract-detail__stack" data-testid="contract-filings">
      {filings.map((f, i) => (
        <section key={f.id} className="contract-detail__filing">
          <Typography.Title heading={6}>
            {t('contractDetail.filing.title', { n: i + 1 })}{' '}
            <Tag color={FILING_COLOR[f.status] ?? 'gray'}>{labelOr(`contractDetail.filingStatus.${f.status}`, f.status)}</Tag>{' '}
            {f.lateDays !== null && (
              <Tag color="red" data-testid="filing-late">
                {t('contractDetail.filing.late', { days: f.lateDays })}
              </Tag>
            )}
          </Typography.Title>
          <Descriptions
            border
            column={{ xs: 1, md: 2, xxl: 3 }}
            data={[
              { label: t('contractDetail.filing.no'), value: displayValue(f.filingNo) },
              { label: t('contractDetail.filing.bureau'), value: displayValue(f.bureauUnitName) },
              { label: t('contractDetail.filing.submittedBy'), value: displayValue(f.submittedByName) },
              { label: t('contractDetail.filing.submittedAt'), value: formatDate(f.submittedAt, MINUTE) },
              { label: t('contractDetail.filing.dueDate'), value: formatDate(f.dueDate, 'YYYY-MM-DD') },
              { label: t('contractDetail.filing.reviewer'), value: displayValue(f.reviewerName) },
              { label: t('contractDetail.filing.reviewedAt'), value: formatDate(f.reviewedAt, MINUTE) },
              { label: t('contractDetail.filing.opinion'), value: displayValue(f.opinion) },
            ]}
          />
          {f.conditions.length > 0 && (
            <>
              <Typography.Text bold className="contract-detail__subtitle">
                {t('contractDetail.condition.title')}
              </Typography.Text>
              <Conditions conditions={f.conditions} />
            </>
          )}
        </section>
      ))}
    </div>
  );
}
