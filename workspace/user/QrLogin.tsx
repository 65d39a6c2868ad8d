/**
 * The QR tab of the login box: the ticket's QR code (its id in data-qr-id), a countdown, and an
 * 'expired, click to refresh' overlay; signs in as soon as another device confirms.
 */
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconCheckCircleFill, IconExclamationCircle, IconRefresh } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { t } from '../../src/i18n';
import { qrSecondsLeft } from '../../src/utils/qrLogin';
import { useFinishSignIn } from './useFinishSignIn';
import { useQrLogin } from './useQrLogin';
import './QrLogin.css';

/** Seconds left, re-read every second while the code is shown. */
function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return deadline === null ? 0 : qrSecondsLeft(deadline, now);
}

export function QrLogin() {
  const { view, refresh } = useQrLogin(useFinishSignIn());
  const secondsLeft = useSecondsLeft(view.phase === 'waiting' ? view.deadline : null);
  const expired = view.phase === 'expired' || (view.phase === 'waiting' && secondsLeft <= 0);

  if (view.phase === 'failed') {
    return (
      <div className="qr-login qr-login--failed" data-testid="qr-login">
        <IconExclamationCircle className="qr-login__failed-icon" />
        <p>{view.message}</p>
        <Button type="primary" icon={<IconRefresh />} onClick={refresh}>
          {t('login.qr.refresh')}
        </Button>
      </div>
    );
  }

  return (
    <div className="qr-login" data-testid="qr-login">
      <div
        className="qr-login__frame"
        data-testid="qr-code"
        data-qr-id={view.phase === 'loading' ? undefined : view.qrId}
        data-qr-state={expired ? 'expired' : view.phase}
      >
        {view.phase === 'loading' ? (
          <Spin tip={t('login.qr.loading')} />
        ) : (
          <img className="qr-login__image" src={view.image} alt={t('login.qr.alt')} width={180} height={180} />
        )}
        {expired && (
          <button type="button" className="qr-login__overlay" onClick={refresh} data-testid="qr-refresh">
            <IconRefresh className="qr-login__overlay-icon" />
            <strong>{t('login.qr.expired')}</strong>
            <span>{t('login.qr.refresh')}</span>
          </button>
        )}
        {view.phase === 'confirmed' && (
          <div className="qr-login__overlay qr-login__overlay--ok">
            <IconCheckCircleFill className="qr-login__overlay-icon" />
            <strong>{t('login.qr.confirmed')}</strong>
          </div>
        )}
      </div>
      <p className="qr-login__countdown">
        {view.phase === 'waiting' && !expired ? t('login.qr.expiresIn', { seconds: secondsLeft }) : '\u00a0'}
      </p>
      <p className="qr-login__hint">{t('login.qr.hint')}</p>
    </div>
  );
}
