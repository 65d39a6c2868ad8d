/**
 * /contract-share?token=: the page a contract's QR code opens, with or without a session (usually on
 * a phone). Shows the share link's progress view (docs/api/contract-share.md): the contract, the
 * timeline of its stages, the review steps passed (with a major contract's collective decisions:
 * meeting, date and resolution), who has signed, the filing (government side) and
 * the performance summary. A missing, malformed, unknown, expired or revoked link shows one clear
 * result and nothing else.
 */
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { failedWith } from '../../src/api/ApiFailure';
import { isApiFailure } from '../../src/api/client';
import { getSharedContract, shareKeys } from '../../src/api/contractShare';
import { ApiCode } from '../../src/domain/api-codes';
import { parseShareToken } from '../../src/domain/share-token';
import { t } from '../../src/i18n';
import { Emblem } from '../../src/layouts/public/Emblem';
import { ProgressView } from './ProgressView';
import './ContractShare.css';

export default function ContractSharePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A token that cannot be one is not sent: it would get the same answer.
  const wellFormed = parseShareToken(token) !== null;
  const { data, error, isLoading, mutate } = useSWR(wellFormed ? shareKeys.view(token) : null, () => getSharedContract(token), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  let body: ReactNode;
  if (!wellFormed || (failedWith(error, ApiCode.refused))) {
    const message = isApiFailure(error) ? error.message : t('share.invalid.message');
    body = (
      <div className="contract-share__card" data-testid="share-invalid">
        <Result status="warning" title={t('share.invalid.title')} subTitle={message}>
          <p className="contract-share__hint">{t('share.invalid.hint')}</p>
        </Result>
      </div>
    );
  } else if (error) {
    // No answer (network, time-out) or a server fault: the link may be fine, so offer to try again.
    body = (
      <div className="contract-share__card" data-testid="share-error">
        <Result
          status="error"
          title={t('share.invalid.title')}
          subTitle={isApiFailure(error) ? error.message : String(error)}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('share.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (isLoading || !data) {
    body = (
      <div className="contract-share__loading">
        <Spin size={32} tip={t('share.loading')} />
      </div>
    );
  } else {
    body = <ProgressView view={data} />;
  }

  return (
    <div className="contract-share" data-testid="contract-share">
      <header className="contract-share__header">
        <Emblem size={36} />
        <div>
          <div className="contract-share__app">{t('app.title')}</div>
          <h1 className="contract-share__title">{t('share.title')}</h1>
        </div>
      </header>
      <main className="contract-share__main">{body}</main>
    </div>
  );
}
