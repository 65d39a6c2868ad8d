/**
 * /account/password-change: the one page a user sees while the password policy requires a new
 * password first (an administrator set it, or it expired; src/domain/security-policy.ts). The server
 * refuses everything else until then (403 passwordChangeRequired, which brings the app here). The page
 * says why, lists the rules, takes the change, then opens the workplace; signing out stays possible.
 * With nothing to change it goes to the workplace.
 */
import { Alert, Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { useSecurityPolicy } from '../../src/api/securityPolicy';
import { passwordExpiresAt } from '../../src/domain/security-policy';
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { logoutNow, useCurrentUser } from '../../src/session/useCurrentUser';
import { PasswordChangeForm } from './PasswordChangeForm';
import './PasswordChangePage.css';

export default function PasswordChangePage() {
  const navigate = useNavigate();
  const { user, reload } = useCurrentUser();
  const { data: policy } = useSecurityPolicy();
  const [done, setDone] = useState(false);

  if (!user) return <PageLoading />;
  if (!user.passwordChange && !done) return <Navigate to={HOME_PATH} replace />;
  const reset = user.passwordChange === 'reset';

  return (
    <main className="password-change" data-testid="password-change-page">
      <section className="password-change__card" aria-labelledby="password-change-title">
        <h1 id="password-change-title" className="password-change__title">
          {t('securityPolicy.change.title')}
        </h1>
        <Alert
          type="warning"
          showIcon
          className="password-change__reason"
          data-testid="password-change-reason"
          data-reason={user.passwordChange ?? ''}
          title={reset ? t('securityPolicy.change.reset') : t('securityPolicy.change.expired', { days: policy?.policy.expiryDays ?? '' })}
          content={reset ? t('securityPolicy.change.resetDetail') : t('securityPolicy.change.expiredDetail')}
        />
        <p className="password-change__account">{t('securityPolicy.change.account', { name: user.realName || user.username })}</p>
        <PasswordChangeForm
          username={user.username}
          forced
          onChanged={async () => {
            setDone(true);
            Message.success(t('securityPolicy.change.done'));
            // What the server now says, without asking it again: a read begun just before a sign-out
            // would be dropped by the sign-out's cache clearing and, deduplicated, not asked again.
            const expires = policy ? passwordExpiresAt(policy.policy, Date.now()) : null;
            await reload((u) => u && { ...u, passwordChange: null, passwordExpiresAt: expires === null ? null : new Date(expires).toISOString() }, { revalidate: false });
            navigate(HOME_PATH, { replace: true });
          }}
        />
        <Button type="text" onClick={() => void logoutNow(navigate)} data-testid="password-change-logout">
          {t('securityPolicy.change.logout')}
        </Button>
      </section>
    </main>
  );
}
