/** /list/card — the contracts of the caller's scope as cards, newest change first. */
import { Card, Descriptions, Grid, Pagination, Spin, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import './examples.css';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../src/api/contracts';
import type { ContractListQueryInput, ContractRow } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { displayValue, formatFen } from '../../src/utils/display';
import { StatusTag } from '../contracts/detail/StatusTag';
import { LoadFailed, Nothing } from './States';

const PAGE_SIZE = 12;

function ContractCard({ row }: { row: ContractRow }) {
  return (
    <Card
      hoverable
      data-testid="contract-card"
      data-id={row.id}
      title={<Link className="examples-link" to={contractLink(row.id)} translate="no">
          {row.name}
        </Link>}
      extra={<StatusTag status={row.status} phase={row.phase} />}
    >
      <Typography.Text type="secondary" data-testid="contract-card-code">
        {row.code}
      </Typography.Text>
      <Descriptions
        size="mini"
        column={1}
        style={{ marginTop: 8 }}
        data={[
          { label: t('examples.col.amount'), value: formatFen(row.amountFen) },
          { label: t('examples.col.unit'), value: displayValue(row.unitName) },
          { label: t('examples.col.counterparts'), value: displayValue(row.counterparts.join('、')) },
        ]}
      />
    </Card>
  );
}

export default function CardListPage() {
  const [current, setCurrent] = useState(1);
  const query: ContractListQueryInput = { current, size: PAGE_SIZE, sortField: 'updatedAt', sortOrder: 'desc' };
  const { data, error, isLoading, mutate } = useSWR(contractKeys.page(query), () => queryContracts(query), { keepPreviousData: true });
  let body = (
    <Grid.Row gutter={[16, 16]}>
      {(data?.records ?? []).map((row) => (
        <Grid.Col key={row.id} xs={24} md={12} xl={8}>
          <ContractCard row={row} />
        </Grid.Col>
      ))}
    </Grid.Row>
  );
  if (error && !data) body = <LoadFailed onRetry={() => void mutate()} />;
  else if (data && data.records.length === 0) body = <Nothing />;
  return (
    <Card title={t('route.cardList')} data-testid="card-list">
      <Spin loading={isLoading} style={{ display: 'block' }}>
        {body}
      </Spin>
      <Pagination style={{ marginTop: 16, justifyContent: 'flex-end' }} current={current} pageSize={PAGE_SIZE} total={data?.total ?? 0} showTotal onChange={setCurrent} />
    </Card>
  );
}
