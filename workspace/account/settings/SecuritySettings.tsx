/**
 * Security: change the password (PasswordChangeForm: current, new with the strength meter and the
 * policy's rules, confirmation) through PUT sys_user/editUser; the server ends the account's other
 * sessions, which the page says. When the policy lets passwords expire, the page says when.
 */
import { Alert, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { formatDate } from '../../../src/utils/display';
import { useSecurityPolicy } from '../../../src/api/securityPolicy';
import { passwordExpiresAt } from '../../../src/domain/security-policy';
import { t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { PasswordChangeForm } from '../PasswordChangeForm';

export function SecuritySettings() {
  const [changed, setChanged] = useState(false);
  const { user, reload } = useCurrentUser();
  const policy = useSecurityPolicy().data?.policy;

  return (
    <div>
      <h3 className="account-settings__section-title">{t('account.security.password')}</h3>
      <p className="account-settings__section-hint">{t('account.security.passwordHint')}</p>
      {user?.passwordExpiresAt && (
        <p className="account-settings__section-hint" data-testid="password-expires">
          {t('securityPolicy.expiresOn', { date: formatDate(user.passwordExpiresAt, 'YYYY-MM-DD') })}
        </p>
      )}
      {changed && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setChanged(false)}
          content={t('account.security.otherSessionsEnded')}
          style={{ marginBottom: 20 }}
          data-testid="password-changed"
        />
      )}
      <PasswordChangeForm
        username={user?.username}
        onChanged={async () => {
          Message.success(t('account.security.changed'));
          setChanged(true);
          // The new expiry, without asking the server again (see PasswordChangePage).
          const expires = policy ? passwordExpiresAt(policy, Date.now()) : null;
          await reload((u) => u && { ...u, passwordExpiresAt: expires === null ? null : new Date(expires).toISOString() }, { revalidate: false });
        }}
      />
    </div>
  );
}
