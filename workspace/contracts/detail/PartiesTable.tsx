/** 相对方: the parties with their role, credit code and signing state. */
import { Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';
import { labelOr } from './format';

type Party = ContractDetail['parties'][number];

export function PartiesTable({ parties }: { parties: Party[] }) {
  const columns: TableColumnProps<Party>[] = [
    { title: t('contractDetail.party.role'), dataIndex: 'role', width: 90, render: (r: string) => labelOr(`contract.role.${r}`, r) },
    { title: t('contractDetail.party.name'), dataIndex: 'name' },
    {
      title: t('contractDetail.party.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (k: Party['kind']) => t(k === 'unit' ? 'contractDetail.party.kindUnit' : 'contractDetail.party.kindCounterpart'),
    },
    { title: t('contractDetail.party.creditCode'), dataIndex: 'creditCode', width: 200, render: displayValue },
    {
      title: t('contractDetail.party.signed'),
      dataIndex: 'signed',
      width: 100,
      render: (signed: boolean) => (
        <Tag color={signed ? 'green' : 'gray'}>{t(signed ? 'contractDetail.party.signedYes' : 'contractDetail.party.signedNo')}</Tag>
      ),
    },
    { title: t('contractDetail.party.signedAt'), dataIndex: 'signedAt', width: 170, render: (v: string | null) => formatDate(v, 'YYYY-MM-DD HH:mm') },
    { title: t('contractDetail.party.signedBy'), dataIndex: 'signedByName', width: 120, render: displayValue },
  ];
  return <Table rowKey="id" columns={columns} data={parties} pagination={false} border={false} data-testid="contract-parties" />;
}
