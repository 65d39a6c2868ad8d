/**
 * /matter/WarnTips?matterId=: the owning unit answers a red or yellow risk warning. Shows the risk
 * flags open on the contract and the reasons the warning carries, then the answer (an opinion with
 * files, matter/handle) on the shared handle page; back to the to-do list afterwards.
 */
import { Card, Empty, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { getMatter, workflowKeys } from '../../src/api/workflow';
import type { ContractDetail } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { formatDate } from '../../src/utils/display';
import { labelOr, parseId } from '../contracts/detail/format';
import { useContractDetail } from '../contracts/detail/useContractDetail';
import { MatterHandle } from '../workflow/MatterHandle';
import { warningReasons } from './performState';

type Flag = ContractDetail['riskFlags'][number];
const LEVEL_COLOR: Record<string, string> = { red: 'red', yellow: 'orange', green: 'green' };

function RiskFlags({ matterId }: { matterId: number }) {
  const matter = useSWR(workflowKeys.matter(matterId, 'admin'), () => getMatter(matterId));
  const contractId = matter.data?.contract?.id ?? null;
  const detail = useContractDetail(contractId, contractId === null ? null : 'admin');
  if (!matter.data || matter.error) return null;
  const reasons = warningReasons(matter.data.content);
  const columns: TableColumnProps<Flag>[] = [
    {
      title: t('filing.warn.level'),
      dataIndex: 'level',
      width: 90,
      render: (l: string) => <Tag color={LEVEL_COLOR[l] ?? 'gray'}>{labelOr(`contract.risk.${l}`, l)}</Tag>,
    },
    { title: t('filing.warn.rule'), dataIndex: 'rule', width: 180, render: (r: string) => labelOr(`contractDetail.riskRule.${r}`, r) },
    { title: t('filing.warn.detail'), dataIndex: 'detail' },
    { title: t('filing.warn.raisedAt'), dataIndex: 'raisedAt', width: 160, render: (v: string) => formatDate(v, 'YYYY-MM-DD HH:mm') },
  ];
  return (
    <Card title={t('filing.warn.title')} data-testid="warn-flags" loading={contractId !== null && !detail.data && !detail.error}>
      {reasons.length > 0 && (
        <div className="filing-page__defect" data-testid="warn-reasons">
          <div className="filing-page__defect-title">{t('filing.warn.reasons')}</div>
          {reasons.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </div>
      )}
      {(detail.data?.riskFlags.length ?? 0) === 0 ? (
        <Empty description={t('filing.warn.noFlags')} />
      ) : (
        <Table rowKey="id" columns={columns} data={detail.data?.riskFlags ?? []} pagination={false} />
      )}
    </Card>
  );
}

export default function WarnTipsPage() {
  const [params] = useSearchParams();
  const matterId = parseId(params.get('matterId'));
  return (
    <div className="filing-page" data-testid="warn-tips">
      {matterId !== null && <RiskFlags matterId={matterId} />}
      <MatterHandle kinds={['warnTips']} listPath="/backlog/me/wait-backlog" />
    </div>
  );
}
