/** The parties of the contract and their signatures: Steps for the progress, a Table for the record. */
import { Card, Steps, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { SignInfo, SignParty } from '../../src/domain/contract-signing';
import { type MessageKey, t } from '../../src/i18n';
import { useMobile } from '../../src/preferences/useMobile';
import { cstTime, currentStep } from './format';

const roleText = (role: string) => {
  const key = `contract.role.${role}` as MessageKey;
  return ['A', 'B', 'C', 'D'].includes(role) ? t(key) : role;
};

export function PartiesPanel({ info }: { info: SignInfo }) {
  const mobile = useMobile();
  const columns: ColumnProps<SignParty>[] = [
    { title: t('signing.party.role'), dataIndex: 'role', width: 80, render: (v: string) => roleText(v) },
    {
      title: t('signing.party.name'),
      dataIndex: 'name',
      render: (v: string, p) => (
        <span>
          {v} {p.mine && <Tag color="arcoblue">{t('signing.party.mine')}</Tag>}
        </span>
      ),
    },
    { title: t('signing.party.kind'), dataIndex: 'kind', width: 110, render: (v: SignParty['kind']) => t(`signing.party.kind.${v}`) },
    {
      title: t('signing.party.status'),
      dataIndex: 'signed',
      width: 100,
      render: (v: boolean) => <Tag color={v ? 'green' : 'gray'}>{v ? t('signing.party.signed') : t('signing.party.unsigned')}</Tag>,
    },
    { title: t('signing.party.signer'), dataIndex: 'signerName', width: 120, render: (v: string | null) => v ?? '-' },
    { title: t('signing.party.time'), dataIndex: 'signedAt', width: 160, render: (v: string | null) => cstTime(v) },
    {
      title: t('signing.party.seal'),
      dataIndex: 'sealSn',
      width: 220,
      render: (v: string | null, p) => v ?? (p.kind === 'counterpart' && p.creditCode ? `${t('signing.party.creditCode')} ${p.creditCode}` : '-'),
    },
  ];
  return (
    <Card title={t('signing.parties.title')}>
      <Steps current={currentStep(info.parties) + 1} className="sign-flow__steps" size="small" direction={mobile ? 'vertical' : 'horizontal'}>
        {info.parties.map((p) => (
          <Steps.Step
            key={p.id}
            title={`${roleText(p.role)} ${p.name}`}
            description={p.signed ? `${t('signing.party.signed')} ${cstTime(p.signedAt)}` : t('signing.party.unsigned')}
            status={p.signed ? 'finish' : info.status === 'signing' ? 'process' : 'wait'}
          />
        ))}
      </Steps>
      <div data-testid="sign-parties">
        {/* On a phone the table keeps its columns and scrolls inside its box; the steps above say who signed. */}
        <Table<SignParty> rowKey="id" columns={columns} data={info.parties} pagination={false} {...(mobile ? { scroll: { x: 900 } } : {})} />
      </div>
    </Card>
  );
}
