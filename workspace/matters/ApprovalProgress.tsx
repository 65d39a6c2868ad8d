/**
 * /matter/approval: the approval progress of a contract (?id=<contractId>: its current or latest
 * approval matter; or ?matterId=): the contract, the levels with who decided what and who is on turn,
 * and a link to approval-handle when the caller is the approver on turn. Read only.
 */
import { Button, Card, Result, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, getContract } from '../../src/api/contracts';
import { backendOf, getMatter, workflowKeys } from '../../src/api/workflow';
import { contractLink, matterLink } from '../../src/domain/matter';
import { type MessageKey, t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { displayValue } from '../../src/utils/display';
import { idParam } from '../workflow/handleState';
import { MatterSummary } from '../workflow/MatterSummary';
import '../workflow/workflow.css';
import { matterOfContract } from './resolve';
import { FetchFailure, type FetchFailureTexts } from '../common/FetchFailure';

const failureTexts: FetchFailureTexts = {
  forbidden: 'workflow.forbidden.title',
  notFound: 'workflow.notFound.title',
  loadFailed: 'workflow.loadFailed',
  retry: 'workflow.retry',
};

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  return <FetchFailure error={error} retry={retry} testId="approval" texts={failureTexts} />;
}

const loading = (
  <div style={{ textAlign: 'center', padding: 48 }}>
    <Spin data-testid="approval-loading" />
  </div>
);

export function ApprovalProgress() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const backend = backendOf(user?.userType);
  const givenMatter = idParam(params.get('matterId'));
  const contractId = givenMatter === null ? idParam(params.get('id')) : null;
  const contract = useSWR(user && contractId ? contractKeys.detail(contractId) : null, () => getContract(contractId!, backend));
  const matterId = givenMatter ?? (contract.data ? matterOfContract(contract.data.matters, ['approval']) : null);
  const matter = useSWR(user && matterId ? workflowKeys.matter(matterId, backend) : null, () => getMatter(matterId!, backend));

  if (givenMatter === null && contractId === null) {
    return <Result status="404" data-testid="approval-missing" title={t('matters.approval.missing')} subTitle={t('matters.approval.missingHint')} />;
  }
  if (contract.error) return <Failure error={contract.error} retry={() => void contract.mutate()} />;
  if (contractId !== null && !contract.data) return loading;
  if (matterId === null) {
    return (
      <Result
        status="404"
        data-testid="approval-none"
        title={t('matters.approval.none')}
        subTitle={t('matters.approval.noneHint', { status: t(`contract.status.${contract.data!.status}` as MessageKey) })}
        extra={
          <Button type="primary" onClick={() => navigate(contractLink(contractId!))}>
            {t('matters.openContract')}
          </Button>
        }
      />
    );
  }
  if (matter.error) return <Failure error={matter.error} retry={() => void matter.mutate()} />;
  if (!matter.data) return loading;
  const m = matter.data;
  if (m.kind !== 'approval') {
    return <Result status="info" data-testid="approval-wrong-kind" title={t('workflow.wrongPage.title')} extra={<Button type="primary" onClick={() => navigate(m.link)}>{t('workflow.wrongPage.go')}</Button>} />;
  }
  const onTurn = m.approvals.find((a) => a.status === 'pending' && m.status === 'pending');
  return (
    <div className="matter-handle" data-testid="approval-progress" data-matter-id={m.matterId}>
      <Card
        title={t('matters.approval.title')}
        data-testid="approval-state"
        extra={
          m.canHandle ? (
            <Button type="primary" data-testid="approval-go-handle" onClick={() => navigate(matterLink('approval', m.matterId))}>
              {t('matters.approval.handle')}
            </Button>
          ) : null
        }
      >
        <Tag color={m.status === 'pending' ? 'arcoblue' : m.status === 'passed' ? 'green' : 'red'} data-testid="approval-status">
          {t(`contract.matterStatus.${m.status}` as MessageKey)}
        </Tag>{' '}
        {m.status === 'pending'
          ? t('matters.approval.onTurn', { name: displayValue(onTurn?.approverName ?? null), level: onTurn?.level ?? '-' })
          : t('matters.approval.decided', {
              done: m.approvals.filter((a) => a.status === 'approved').length,
              total: m.approvals.length,
            })}
      </Card>
      <MatterSummary matter={m} backend={backend} />
    </div>
  );
}
