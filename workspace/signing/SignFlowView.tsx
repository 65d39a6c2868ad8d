/**
 * The online signing of one contract (contract/signInfo): its summary, the parties and their
 * signatures, what the caller may do now (the owner starts or cancels online signing or records an
 * offline signing; each party signs for its side), and once everybody signed the stamped PDF with
 * its sha256 and a box to verify a copy.
 */
import { Button, Card, Descriptions, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { backendOfUser, getSignInfo, signingKeys } from '../../src/api/signing';
import type { SignInfo } from '../../src/domain/contract-signing';
import { t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { formatFen } from '../../src/utils/display';
import { OwnerActions } from './OwnerActions';
import { PartiesPanel } from './PartiesPanel';
import { SignPanel } from './SignPanel';
import { SignedPdfPanel } from './SignedPdfPanel';
import { FetchFailure } from '../common/FetchFailure';

function Summary({ info }: { info: SignInfo }) {
  const navigate = useNavigate();
  const statusColor = info.status === 'signing' ? 'arcoblue' : info.status === 'toSign' ? 'orange' : 'green';
  return (
    <Card
      title={t('signing.summary.title')}
      extra={
        <Button type="text" onClick={() => navigate(`/contract/detail?id=${info.id}`)}>
          {t('signing.summary.openDetail')}
        </Button>
      }
    >
      <div data-testid="sign-summary">
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        data={[
          { label: t('signing.col.code'), value: info.code },
          { label: t('signing.col.name'), value: info.name },
          { label: t('signing.col.unit'), value: info.unitName },
          { label: t('signing.col.amount'), value: formatFen(info.amountFen) },
          {
            label: t('signing.col.status'),
            value: (
              <Tag color={statusColor} data-testid="sign-status">
                {t(`contract.status.${info.status}`)}
              </Tag>
            ),
          },
          {
            label: t('signing.summary.method'),
            value: info.signingMethod === 'online' || info.signingMethod === 'offline' ? t(`contract.signingMethod.${info.signingMethod}`) : '-',
          },
          { label: t('signing.summary.signDate'), value: info.signDate ?? '-' },
        ]}
      />
      </div>
    </Card>
  );
}

export function SignFlowView({ id }: { id: number }) {
  const { user } = useCurrentUser();
  const backend = backendOfUser(user?.userType);
  const info = useSWR(user ? signingKeys.info(id, backend) : null, () => getSignInfo(id, backend));
  const reload = () => void info.mutate();

  if (info.error) {
    return (
      <FetchFailure
        error={info.error}
        retry={reload}
        testId="sign"
        texts={{ forbidden: 'signing.forbidden', notFound: 'signing.notFound', loadFailed: 'signing.loadFailed', retry: 'signing.retry' }}
      />
    );
  }
  if (!info.data) {
    return (
      <div className="sign-flow__loading">
        <Spin data-testid="sign-loading" />
      </div>
    );
  }
  const data = info.data;
  return (
    <>
      <Summary info={data} />
      <PartiesPanel info={data} />
      {data.isOwner && (data.status === 'toSign' || data.status === 'signing') && <OwnerActions key={`o${data.version}`} info={data} reload={reload} />}
      {data.canSign && <SignPanel key={`s${data.version}`} info={data} backend={backend} reload={reload} />}
      <SignedPdfPanel info={data} backend={backend} />
    </>
  );
}
