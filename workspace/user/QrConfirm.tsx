/**
 * /user/qr-confirm?qrId=: opened on a signed-in device by scanning the login page's QR code. Shows
 * which account the other device will be signed in as and, on confirmation, approves the ticket
 * (qrLogin action=confirm); the login page's polling then receives its session.
 */
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconDesktop, IconUser } from '@arco-design/web-react/icon';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Emblem } from '../../src/layouts/public/Emblem';
import { confirmQrTicket } from '../../src/api/auth';
import { isApiFailure } from '../../src/api/client';
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { displayValue } from '../../src/utils/display';
import { unitDisplayName } from '../../src/utils/unitName';
import './QrConfirm.css';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

const QR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** One confirmation per ticket: another scanned code (a new qrId) starts afresh. */
export default function QrConfirmPage() {
  const [params] = useSearchParams();
  const qrId = params.get('qrId') ?? '';
  return <QrConfirm key={qrId} qrId={qrId} />;
}

function QrConfirm({ qrId }: { qrId: string }) {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const home = () => navigate(HOME_PATH, { replace: true });

  const confirm = async () => {
    setOutcome({ kind: 'sending' });
    try {
      await confirmQrTicket(qrId);
      setOutcome({ kind: 'done' });
    } catch (e) {
      setOutcome({ kind: 'failed', message: isApiFailure(e) ? e.message : t('request.failed') });
    }
  };

  let body: ReactNode;
  if (!QR_ID.test(qrId)) {
    body = <Result status="error" title={t('qrConfirm.failed.title')} subTitle={t('qrConfirm.missing')} extra={<BackButton onClick={home} />} />;
  } else if (outcome.kind === 'done') {
    body = (
      <Result
        status="success"
        title={t('qrConfirm.success.title')}
        subTitle={t('qrConfirm.success.subtitle')}
        extra={<BackButton onClick={home} />}
      />
    );
  } else if (outcome.kind === 'failed') {
    body = <Result status="error" title={t('qrConfirm.failed.title')} subTitle={outcome.message} extra={<BackButton onClick={home} />} />;
  } else if (isLoading && !user) {
    body = (
      <div className="qr-confirm__loading">
        <Spin size={28} />
      </div>
    );
  } else {
    body = (
      <>
        <div className="qr-confirm__devices" aria-hidden="true">
          <IconDesktop />
        </div>
        <p className="qr-confirm__desc">{t('qrConfirm.desc')}</p>
        <dl className="qr-confirm__who" data-testid="qr-confirm-who">
          <div>
            <dt>
              <IconUser /> {t('qrConfirm.account')}
            </dt>
            <dd>{user ? `${displayValue(user.realName)}（${user.username}）` : '--'}</dd>
          </div>
          <div>
            <dt>{t('qrConfirm.unit')}</dt>
            <dd>{displayValue(user ? unitDisplayName(user.currentUnitInList) : '')}</dd>
          </div>
        </dl>
        <p className="qr-confirm__warning">{t('qrConfirm.warning')}</p>
        <div className="qr-confirm__actions">
          <Button type="primary" size="large" long loading={outcome.kind === 'sending'} onClick={confirm}>
            {t('qrConfirm.confirm')}
          </Button>
          <Button size="large" long onClick={home} disabled={outcome.kind === 'sending'}>
            {t('qrConfirm.cancel')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="qr-confirm" data-testid="qr-confirm">
      <div className="qr-confirm__card">
        <header className="qr-confirm__header">
          <Emblem size={36} />
          <div>
            <div className="qr-confirm__app">{t('app.title')}</div>
            <h1 className="qr-confirm__title">{t('qrConfirm.title')}</h1>
          </div>
        </header>
        {body}
      </div>
    </div>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="primary" onClick={onClick}>
      {t('qrConfirm.back')}
    </Button>
  );
}
