/** 关联协议: the main contract of an agreement, the agreements of a contract, and its project. */
import { Descriptions, Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { Link } from 'react-router-dom';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { contractLink } from '../../../src/domain/matter';
import { type MessageKey, t } from '../../../src/i18n';
import { StatusTag } from './StatusTag';

type LinkRow = ContractDetail['children'][number] & { relation: 'parent' | 'child' };

export function LinkedAgreements({ detail }: { detail: ContractDetail }) {
  const rows: LinkRow[] = [
    ...(detail.parent ? [{ ...detail.parent, relation: 'parent' as const }] : []),
    ...detail.children.map((c) => ({ ...c, relation: 'child' as const })),
  ];
  const columns: TableColumnProps<LinkRow>[] = [
    {
      title: t('contractDetail.link.relation'),
      dataIndex: 'relation',
      width: 120,
      render: (r: LinkRow['relation'], row) =>
        r === 'parent' ? t('contractDetail.link.parent') : t(`contract.attribute.${row.attribute}` as MessageKey),
    },
    { title: t('contractDetail.field.code'), dataIndex: 'code', width: 220 },
    {
      title: t('contractDetail.field.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={contractLink(row.id)} className="contract-detail__link" data-testid="contract-linked">
          {name}
        </Link>
      ),
    },
    { title: t('contractDetail.matter.status'), dataIndex: 'status', width: 140, render: (s: string) => <StatusTag status={s} /> },
  ];
  return (
    <div className="contract-detail__stack" data-testid="contract-links">
      {detail.project && (
        <Descriptions
          border
          column={3}
          title={t('contractDetail.link.project')}
          data={[
            { label: t('contractDetail.link.projectCode'), value: detail.project.code },
            { label: t('contractDetail.link.projectName'), value: detail.project.name },
          ]}
        />
      )}
      {rows.length ? (
        <Table rowKey={(r) => `${r.relation}-${r.id}`} columns={columns} data={rows} pagination={false} />
      ) : (
        <Empty description={t('contractDetail.link.none')} />
      )}
    </div>
  );
}
