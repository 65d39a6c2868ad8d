/**
 * A matter page under /matter: opened with ?matterId= (the bell, the to-do list) or ?id=<contractId>
 * (the contract's action button: its pending matter of the page's kinds). Everything else — loading,
 * errors, handled already, not the caller's, wrong kind — is MatterHandle's (workspace/workflow).
 */
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, getContract } from '../../src/api/contracts';
import { backendOf } from '../../src/api/workflow';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { idParam } from '../workflow/handleState';
import { MatterHandle, type MatterHandleProps } from '../workflow/MatterHandle';
import { matterOfContract } from './resolve';

export const WAIT_BACKLOG = '/backlog/me/wait-backlog';

export function MatterPage(props: Omit<MatterHandleProps, 'listPath' | 'matterId'>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const matterId = idParam(params.get('matterId'));
  const contractId = matterId === null ? idParam(params.get('id')) : null;
  const contract = useSWR(user && contractId ? contractKeys.detail(contractId) : null, () => getContract(contractId!, backendOf(user?.userType)));

  if (contractId === null) return <MatterHandle {...props} listPath={WAIT_BACKLOG} />;
  if (contract.error) return <MatterHandle {...props} listPath={WAIT_BACKLOG} matterId={null} />;
  if (!contract.data) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin data-testid="matter-loading" />
      </div>
    );
  }
  const found = matterOfContract(contract.data.matters, props.kinds);
  if (found === null) {
    return (
      <Result
        status="404"
        data-testid="matter-none"
        title={t('matters.none.title')}
        subTitle={t('matters.none.subtitle')}
        extra={
          <Button type="primary" onClick={() => navigate(contractLink(contractId))}>
            {t('matters.openContract')}
          </Button>
        }
      />
    );
  }
  return <MatterHandle {...props} listPath={WAIT_BACKLOG} matterId={found} />;
}
