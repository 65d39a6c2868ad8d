/**
 * /list/table-list/:pageNo? — the contracts of the caller's scope in a table whose page is the path's
 * page number (1 when absent; the route table already turns a non-positive-integer into 404).
 */
import { Card, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../src/api/contracts';
import type { ContractListQueryInput, ContractRow } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { formatDate, formatFen } from '../../src/utils/display';
import { StatusTag } from '../contracts/detail/StatusTag';
import { LoadFailed } from './States';

const PAGE_SIZE = 10;

const columns: ColumnProps<ContractRow>[] = [
  { title: t('examples.col.code'), dataIndex: 'code', width: 200 },
  { title: t('examples.col.name'), dataIndex: 'name', ellipsis: true },
  { title: t('examples.col.status'), dataIndex: 'status', width: 130, render: (_, r) => <StatusTag status={r.status} phase={r.phase} /> },
  { title: t('examples.col.amount'), dataIndex: 'amountFen', width: 150, align: 'right', render: (_, r) => formatFen(r.amountFen) },
  { title: t('examples.col.unit'), dataIndex: 'unitName', width: 180 },
  { title: t('examples.col.updatedAt'), dataIndex: 'updatedAt', width: 160, render: (_, r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
];

export default function TableListPage() {
  const navigate = useNavigate();
  const { pageNo } = useParams();
  const current = pageNo ? Number(pageNo) : 1;
  const query: ContractListQueryInput = { current, size: PAGE_SIZE, sortField: 'updatedAt', sortOrder: 'desc' };
  const { data, error, isLoading, mutate } = useSWR(contractKeys.page(query), () => queryContracts(query), { keepPreviousData: true });
  return (
    <Card title={t('route.tableList')} data-testid="table-list" data-page={current}>
      {error && !data ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <Table<ContractRow>
          rowKey="id"
          loading={isLoading}
          columns={columns}
          data={data?.records ?? []}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showTotal: true,
            onChange: (page) => navigate(`/list/table-list/${page}`),
          }}
        />
      )}
    </Card>
  );
}
