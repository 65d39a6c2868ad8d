/**
 * /contract/matter-test: the matter kinds of the lifecycle on one page, to try them: each kind's
 * review step, the working days it is given, the page where it is worked on, and how many of the
 * caller's to-dos of that kind are waiting now (backlog/queryWaiting filtered by kind, its total).
 */
import { Card, Link, Spin, Table, type TableColumnProps, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { backendOf, queryWorkflowList } from '../../../src/api/workflow';
import { matterWorkdays, TIME_RULE_DEFAULTS } from '../../../src/domain/time-rules';
import { MATTER_KINDS, MATTER_PAGE, MATTER_STEP, type MatterKind } from '../../../src/domain/matter';
import { type MessageKey, t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { EMPTY_TEXT } from '../../../src/utils/display';

/** The caller's waiting to-dos of one kind (the list's total). */
function WaitingCount({ kind }: { kind: MatterKind }) {
  const { user } = useCurrentUser();
  const backend = backendOf(user?.userType);
  const { data, error } = useSWR(user ? ['backlog/queryWaiting', { kind, size: 1, backend }] : null, () =>
    queryWorkflowList('backlogWaiting', { current: 1, size: 1, kind: [kind] }, backend),
  );
  if (error) return <Typography.Text type="error">{t('matters.try.countFailed')}</Typography.Text>;
  if (!data) return <Spin size={12} />;
  return (
    <Tag color={data.total > 0 ? 'arcoblue' : 'gray'} data-testid={`matter-try-count-${kind}`} data-total={data.total}>
      {data.total}
    </Tag>
  );
}

interface Row {
  kind: MatterKind;
}

export default function MatterCatalogue() {
  const navigate = useNavigate();
  const columns: TableColumnProps<Row>[] = [
    { title: t('matters.try.kind'), dataIndex: 'kind', render: (k: MatterKind) => t(`contract.matterKind.${k}` as MessageKey) },
    {
      title: t('matters.try.step'),
      dataIndex: 'kind',
      key: 'step',
      render: (k: MatterKind) => (MATTER_STEP[k] ? t(`contract.status.${MATTER_STEP[k]}` as MessageKey) : EMPTY_TEXT),
    },
    { title: t('matters.try.workdays'), dataIndex: 'kind', key: 'days', render: (k: MatterKind) => matterWorkdays(k, TIME_RULE_DEFAULTS) },
    {
      title: t('matters.try.page'),
      dataIndex: 'kind',
      key: 'page',
      render: (k: MatterKind) => (
        <Link onClick={() => navigate(MATTER_PAGE[k])} data-testid={`matter-try-page-${k}`}>
          {MATTER_PAGE[k]}
        </Link>
      ),
    },
    { title: t('matters.try.waiting'), dataIndex: 'kind', key: 'waiting', render: (k: MatterKind) => <WaitingCount kind={k} /> },
  ];
  return (
    <Card title={t('route.matterTest')} data-testid="matter-try-catalogue">
      <Typography.Paragraph type="secondary">{t('matters.try.intro')}</Typography.Paragraph>
      <Table<Row> rowKey="kind" columns={columns} data={MATTER_KINDS.map((kind) => ({ kind }))} pagination={false} border={false} />
    </Card>
  );
}
