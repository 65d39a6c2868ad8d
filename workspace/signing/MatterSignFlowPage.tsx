/**
 * /matter/signFlow?matterId=: the sign-flow matter (the owner's task while the contract waits to be
 * signed) opens the signing page of its contract; ?id=<contractId> is passed on as it is.
 */
import { Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { Navigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { getMatter, workflowKeys } from '../../src/api/workflow';
import { t } from '../../src/i18n';
import { idOf } from './format';
import './signing.css';
import { failureText } from '../../src/api/reportFailure';

export default function MatterSignFlowPage() {
  const [params] = useSearchParams();
  const contractId = idOf(params.get('id'));
  const matterId = contractId === null ? idOf(params.get('matterId')) : null;
  const matter = useSWR(matterId !== null ? workflowKeys.matter(matterId, 'admin') : null, () => getMatter(matterId as number));
  if (contractId !== null) return <Navigate replace to={`/contract/sign-flow?id=${contractId}`} />;
  if (matterId === null) return <Navigate replace to="/contract/sign-flow" />;
  if (matter.error) return <Result status="404" data-testid="sign-matter-error" title={t('signing.matterMissing')} subTitle={failureText(matter.error)} />;
  if (!matter.data) {
    return (
      <div className="sign-flow__loading">
        <Spin data-testid="sign-loading" />
      </div>
    );
  }
  const id = matter.data.contract?.id;
  if (!id) return <Result status="404" data-testid="sign-matter-error" title={t('signing.matterMissing')} />;
  return <Navigate replace to={`/contract/sign-flow?id=${id}`} />;
}
