/**
 * No contract named: the caller's contracts waiting to be signed or being signed (contract/queryPage
 * with a status filter, server paging), each opening its signing page. On a phone, as the contract
 * lists' cards, each with its button to the signing page.
 */
import { Button, Card, Empty, Result, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../src/api/contracts';
import { backendOfUser } from '../../src/api/signing';
import type { ContractListQueryInput, ContractRow } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { useMobile } from '../../src/preferences/useMobile';
import { useRouteTitle } from '../../src/router/useRouteTitle';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { formatFen } from '../../src/utils/display';
import { ContractCards } from '../contracts/ContractCards';
import { failureText } from '../../src/api/reportFailure';

const PAGE_SIZE = 10;

export function SignPicker() {
  const navigate = useNavigate();
  // The page's heading is its tab's title (在线签署, or 合同签署 from a matter).
  const pageTitle = useRouteTitle();
  const { user } = useCurrentUser();
  const backend = backendOfUser(user?.userType);
  const [page, setPage] = useState(1);
  const query: ContractListQueryInput = { current: page, size: PAGE_SIZE, status: ['toSign', 'signing'], sortField: 'updatedAt', sortOrder: 'desc' };
  const list = useSWR(user ? [...contractKeys.page(query), backend] : null, () => queryContracts(query, backend), { keepPreviousData: true });
  const open = (id: number) => navigate(`/contract/sign-flow?id=${id}`);
  const mobile = useMobile();
  const empty = <Empty description={t('signing.pick.empty')} />;

  const columns: ColumnProps<ContractRow>[] = [
    { title: t('signing.col.code'), dataIndex: 'code', width: 230 },
    {
      title: t('signing.col.name'),
      dataIndex: 'name',
      render: (_: unknown, r) => (
        <Button type="text" size="mini" onClick={() => open(r.id)} data-testid={`sign-pick-${r.id}`}>
          {r.name}
        </Button>
      ),
    },
    { title: t('signing.col.unit'), dataIndex: 'unitName', width: 180 },
    { title: t('signing.col.counterparts'), dataIndex: 'counterparts', width: 220, render: (v: string[]) => v.join('、') },
    { title: t('signing.col.amount'), dataIndex: 'amountFen', width: 150, align: 'right', render: (v: number) => formatFen(v) },
    {
      title: t('signing.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: ContractRow['status']) => <Tag color={v === 'signing' ? 'arcoblue' : 'orange'}>{t(`contract.status.${v}`)}</Tag>,
    },
    {
      title: t('signing.col.action'),
      width: 110,
      render: (_: unknown, r) => (
        <Button type="primary" size="mini" onClick={() => open(r.id)}>
          {t('signing.action.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={pageTitle ?? ''} data-testid="sign-picker">
      {list.error ? (
        <Result
          status="error"
          data-testid="sign-picker-error"
          title={t('signing.loadFailed')}
          subTitle={failureText(list.error)}
          extra={
            <Button type="primary" onClick={() => void list.mutate()}>
              {t('signing.retry')}
            </Button>
          }
        />
      ) : mobile ? (
        <ContractCards
          rows={list.data?.records ?? []}
          loading={list.isLoading || list.isValidating}
          empty={empty}
          actions={(r) => (
            <Button type="primary" long onClick={() => open(r.id)} data-testid={`sign-pick-${r.id}`}>
              {t('signing.action.open')}
            </Button>
          )}
          page={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        />
      ) : (
        <Table<ContractRow>
          rowKey="id"
          data-testid="sign-picker-table"
          loading={list.isLoading || list.isValidating}
          columns={columns}
          data={list.data?.records ?? []}
          noDataElement={empty}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: true,
            onChange: (p) => setPage(p),
          }}
        />
      )}
    </Card>
  );
}
