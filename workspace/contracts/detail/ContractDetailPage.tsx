/**
 * /contract/detail?id=: one contract, everything the caller may see of it (docs/api/contracts.md,
 * "GET contract/detail"): the header with the lifecycle phase and the actions allowed now, and tabs
 * for the fields, parties, files, matters, audit trail, filings, performance, supervision and the
 * linked agreements. Counterpart users and legal advisers read it on their own base; the server
 * decides what each sees and which moves each may make.
 */
import { Button, Card, Result, Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import { useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../../src/api/client';
import { t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { ExceptionPage } from '../../exception/ExceptionPage';
import './ContractDetail.css';
import { DetailHeader } from './DetailHeader';
import { DetailTabs } from './DetailTabs';
import { backendOf, parseId } from './format';
import { useContractDetail } from './useContractDetail';
import { ApiCode } from '../../../src/domain/api-codes';
import { failedWith, isForbidden } from '../../../src/api/ApiFailure';

export default function ContractDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { user } = useCurrentUser();
  const backend = user ? backendOf(user.userType) : null;
  const { data, error, mutate } = useContractDetail(id, backend);

  if (id === null) return <ExceptionPage status="404" subtitle={t('contractDetail.badId')} />;
  if (error) {
    if (isForbidden(error)) {
      return <ExceptionPage status="403" subtitle={error.message || t('contractDetail.forbidden')} />;
    }
    if (failedWith(error, ApiCode.refused)) {
      return <ExceptionPage status="404" subtitle={error.message || t('contractDetail.notFound')} />;
    }
    return (
      <Card data-testid="contract-detail-error">
        <Result
          status="error"
          title={t('contractDetail.loadFailed')}
          subTitle={isApiFailure(error) ? error.message : String(error)}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('contractDetail.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!data || !user || !backend) {
    return (
      <div className="contract-detail" data-testid="contract-detail-loading">
        <Card>
          <Skeleton animation text={{ rows: 3 }} />
        </Card>
        <Card>
          <Skeleton animation text={{ rows: 8 }} />
        </Card>
      </div>
    );
  }
  return (
    <div className="contract-detail" data-testid="contract-detail">
      <DetailHeader detail={data} backend={backend} reload={() => void mutate()} />
      <DetailTabs detail={data} user={user} />
    </div>
  );
}
