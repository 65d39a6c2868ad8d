/** The answers to the contract's seek-opinions requests (shown where seeking is concluded): who, status, opinion. */
import { Card, Empty, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ContractDetail } from '../../src/domain/contract-api';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate } from '../../src/utils/display';

type Row = ContractDetail['matters'][number];

export function SeekReplies({ matters }: { matters: readonly Row[] }) {
  const rows = matters.filter((m) => m.kind === 'seekReply');
  return (
    <Card title={t('matters.seekReplies.title')} data-testid="matter-seek-replies">
      {rows.length === 0 ? (
        <Empty description={t('matters.seekReplies.empty')} />
      ) : (
        <Table<Row>
          rowKey="id"
          pagination={false}
          data={rows}
          columns={[
            { title: t('matters.seekReplies.who'), render: (_, r) => displayValue(r.handlerUserName) },
            {
              title: t('matters.seekReplies.status'),
              render: (_, r) => <Tag color={r.status === 'pending' ? 'orange' : 'green'}>{t(`contract.matterStatus.${r.status}` as MessageKey)}</Tag>,
            },
            { title: t('matters.seekReplies.opinion'), render: (_, r) => displayValue(r.opinion) },
            { title: t('matters.seekReplies.at'), render: (_, r) => (r.handledAt ? formatDate(r.handledAt, 'YYYY-MM-DD HH:mm') : displayValue(null)) },
          ]}
        />
      )}
    </Card>
  );
}
