/** 审查事项: the matters of the contract; a pending one the user handles links to its page. */
import { Button, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import type { ContractDetail } from '../../../src/domain/contract-api';
import type { LoginUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';
import { canHandleMatter, isOverdue, labelOr, matterHref } from './format';

type Matter = ContractDetail['matters'][number];
const STATUS_COLOR: Record<string, string> = { pending: 'arcoblue', passed: 'green', returned: 'orangered', closed: 'gray' };

export function MattersTable({ matters, user }: { matters: Matter[]; user: LoginUserInfo }) {
  const navigate = useNavigate();
  const today = dayjs().format('YYYY-MM-DD');
  const columns: TableColumnProps<Matter>[] = [
    { title: t('contractDetail.matter.kind'), dataIndex: 'kind', width: 150, render: (k: string) => labelOr(`contract.matterKind.${k}`, k) },
    { title: t('contractDetail.matter.title'), dataIndex: 'title', ellipsis: true, tooltip: true },
    {
      title: t('contractDetail.matter.handler'),
      dataIndex: 'handlerUserName',
      width: 160,
      render: (_: unknown, m) => displayValue(m.handlerUserName ?? m.handlerUnitName),
    },
    {
      title: t('contractDetail.matter.deadline'),
      dataIndex: 'deadline',
      width: 110,
      render: (d: string | null, m) => {
        const late = m.status === 'pending' && isOverdue(d, today);
        return (
          <span className={late ? 'contract-detail__overdue' : undefined} data-overdue={late || undefined}>
            {formatDate(d, 'YYYY-MM-DD')}
          </span>
        );
      },
    },
    {
      title: t('contractDetail.matter.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: string) => <Tag color={STATUS_COLOR[s] ?? 'gray'}>{labelOr(`contract.matterStatus.${s}`, s)}</Tag>,
    },
    { title: t('contractDetail.matter.opinion'), dataIndex: 'opinion', ellipsis: true, tooltip: true, render: displayValue },
    { title: t('contractDetail.matter.handledBy'), dataIndex: 'handledByName', width: 100, render: displayValue },
    { title: t('contractDetail.matter.handledAt'), dataIndex: 'handledAt', width: 150, render: (v: string | null) => formatDate(v, 'YYYY-MM-DD HH:mm') },
    {
      title: t('contractDetail.operations'),
      dataIndex: 'op',
      width: 90,
      fixed: 'right',
      render: (_: unknown, m) => {
        const href = canHandleMatter(m, user) ? matterHref(m) : null;
        return href ? (
          <Button type="text" size="small" onClick={() => navigate(href)} data-testid="contract-matter-handle">
            {t('contractDetail.matter.handle')}
          </Button>
        ) : null;
      },
    },
  ];
  return <Table rowKey="id" columns={columns} data={matters} pagination={false} scroll={{ x: 1160 }} data-testid="contract-matters" />;
}
