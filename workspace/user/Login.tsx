/**
 * /user/login, the box on the public banner: tabs for account and password sign-in and QR sign-in
 * (only the open tab is mounted, so the QR polling stops when the user switches away), a link to
 * counterpart registration and a hint for 浙政钉 users.
 */
import { Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../src/i18n';
import { REGISTER_PATH } from '../../src/router/signInPaths';
import { PasswordLogin } from './PasswordLogin';
import { QrLogin } from './QrLogin';
import { SignInCard } from './SignInCard';

type LoginTab = 'account' | 'qr';

export default function Login() {
  const [tab, setTab] = useState<LoginTab>('account');
  return (
    <SignInCard testId="login-page">
      <Tabs activeTab={tab} onChange={(key) => setTab(key === 'qr' ? 'qr' : 'account')} size="large" className="login-tabs">
        <Tabs.TabPane key="account" title={t('login.tab.account')}>
          {tab === 'account' && <PasswordLogin />}
        </Tabs.TabPane>
        <Tabs.TabPane key="qr" title={t('login.tab.qr')}>
          {tab === 'qr' && <QrLogin />}
        </Tabs.TabPane>
      </Tabs>
      <div className="signin-card__footer">
        <span>{t('login.register.prompt')}</span>
        <Link to={REGISTER_PATH} data-testid="to-register">
          {t('login.register.link')}
        </Link>
      </div>
      <p className="signin-card__hint">{t('login.zzd.hint')}</p>
    </SignInCard>
  );
}
