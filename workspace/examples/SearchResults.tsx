/** The result lists of the search tabs (see SearchTabs.tsx for what each searches). */
import { Alert, Badge, List, Space, Table, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import './examples.css';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../src/api/contracts';
import { isMessageMatch } from './search';
import { isMessageRead, type Message, messageKeys, queryPageMessage } from '../../src/api/messages';
import { projectKeys, queryProjects } from '../../src/api/projects';
import { type ContractListQueryInput, type ContractRow, statusesOfPhases } from '../../src/domain/contract-api';
import type { ContractStatus } from '../../src/domain/lifecycle';
import { appRoute } from '../../src/domain/escape';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { formatDate, formatFen } from '../../src/utils/display';
import { StatusTag } from '../contracts/detail/StatusTag';
import { ProjectItems } from './ProjectItems';
import { LoadFailed, Nothing } from './States';

/** The latest messages the article tab searches (the call's largest page). */
export const ARTICLE_WINDOW = 100;

/** A message's title, a link to its page when its link is an in-app route (src/domain/escape.ts appRoute). */
function ArticleTitle({ message }: { message: Message }) {
  const route = appRoute(message.link);
  return route ? (
    <Link className="examples-link" to={route} translate="no">
      {message.title}
    </Link>
  ) : (
    <span data-testid="article-title" translate="no">
      {message.title}
    </span>
  );
}

export function ArticleResults({ keyword }: { keyword: string }) {
  const { data, error, isLoading, mutate } = useSWR(messageKeys.page(1, ARTICLE_WINDOW), () => queryPageMessage(1, ARTICLE_WINDOW));
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  const found = (data?.records ?? []).filter((m) => isMessageMatch(m, keyword));
  return (
    <>
      <Alert type="info" content={t('examples.search.articlesHint', { size: ARTICLE_WINDOW })} style={{ marginBottom: 12 }} />
      <List<Message>
        loading={isLoading}
        dataSource={found}
        noDataElement={<Nothing />}
        pagination={{ pageSize: 10, showTotal: true }}
        render={(m) => (
          <List.Item key={m.id} data-testid="article-item">
            <List.Item.Meta
              title={
                <Space>
                  <Badge status={isMessageRead(m) ? 'default' : 'processing'} text={t(isMessageRead(m) ? 'examples.message.read' : 'examples.message.unread')} />
                  <ArticleTitle message={m} />
                </Space>
              }
              description={
                <Space direction="vertical" size={2}>
                  <Typography.Text>
                    <span translate="no">{m.content}</span>
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDate(m.createTime, 'YYYY-MM-DD HH:mm')}</Typography.Text>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}

export function ProjectResults({ keyword }: { keyword: string }) {
  const [current, setCurrent] = useState(1);
  const query = { current, size: 10, sortField: 'updatedAt', sortOrder: 'desc', ...(keyword ? { keyword } : {}) } as const;
  const { data, error, isLoading, mutate } = useSWR(projectKeys.page(query), () => queryProjects(query), { keepPreviousData: true });
  return <ProjectItems page={data} error={error} loading={isLoading} onPage={setCurrent} onRetry={() => void mutate()} />;
}

/** Contract applications: registered, or anywhere in the review phase. */
export const APPLICATION_STATUSES: ContractStatus[] = ['registered', ...statusesOfPhases(['review'])];

const applicationColumns: ColumnProps<ContractRow>[] = [
  { title: t('examples.col.code'), dataIndex: 'code', width: 200 },
  { title: t('examples.col.name'), dataIndex: 'name', render: (_, r) => <Link className="examples-link" to={contractLink(r.id)}>{r.name}</Link> },
  { title: t('examples.col.status'), dataIndex: 'status', width: 130, render: (_, r) => <StatusTag status={r.status} phase={r.phase} /> },
  { title: t('examples.col.amount'), dataIndex: 'amountFen', width: 150, align: 'right', render: (_, r) => formatFen(r.amountFen) },
  { title: t('examples.col.unit'), dataIndex: 'unitName', width: 180 },
];

export function ApplicationResults({ keyword }: { keyword: string }) {
  const [current, setCurrent] = useState(1);
  const query: ContractListQueryInput = { current, size: 10, status: APPLICATION_STATUSES, ...(keyword ? { keyword } : {}) };
  const { data, error, isLoading, mutate } = useSWR(contractKeys.page(query), () => queryContracts(query), { keepPreviousData: true });
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  return (
    <>
      <Alert type="info" content={t('examples.search.applicationsHint')} style={{ marginBottom: 12 }} />
      <Table<ContractRow>
        rowKey="id"
        loading={isLoading}
        columns={applicationColumns}
        data={data?.records ?? []}
        pagination={{ current, pageSize: 10, total: data?.total ?? 0, showTotal: true, onChange: setCurrent }}
      />
    </>
  );
}
