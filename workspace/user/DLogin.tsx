/**
 * /user/d-login: sign-in through the workplace messaging app (浙政钉). The app opens the system with
 * a one-time auth_code (in the hash route's query or the page's own query); the page exchanges it
 * through zzdLogin, keeps the token and goes on. Without a code, or when the server refuses, it shows
 * the reason and a way to the normal login.
 */
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zzdLogin } from '../../src/api/auth';
import { isApiFailure } from '../../src/api/client';
import { t } from '../../src/i18n';
import { LOGIN_PATH } from '../../src/router/paths';
import { readAuthCode, withoutAuthCode } from '../../src/utils/authCode';
import { SignInCard } from './SignInCard';
import { useFinishSignIn } from './useFinishSignIn';

export default function DLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: exchange it once, even if the effect runs again.
    if (started.current) return;
    started.current = true;
    const code = readAuthCode(`?${params.toString()}`, window.location.search);
    // Drop the code from the address bar so a reload or a shared link never replays it.
    const { pathname, search, hash } = window.location;
    if (search) window.history.replaceState(window.history.state, '', `${pathname}${withoutAuthCode(search)}${hash}`);
    if (!code) {
      setFailure(t('dLogin.missingCode'));
      return;
    }
    zzdLogin(code).then(
      ({ token }) => finish(token),
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : t('request.failed')),
    );
  }, [params, finish]);

  return (
    <SignInCard testId="d-login">
      {failure === null ? (
        <div className="d-login__pending" data-testid="d-login-pending">
          <Spin size={32} tip={t('dLogin.loading')} />
        </div>
      ) : (
        <Result
          status="error"
          title={t('dLogin.failed.title')}
          subTitle={<span data-testid="d-login-reason">{failure}</span>}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
              {t('dLogin.toLogin')}
            </Button>
          }
        />
      )}
    </SignInCard>
  );
}
