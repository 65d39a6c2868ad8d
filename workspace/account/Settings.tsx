/**
 * /account/settings[/basic|security|custom|binding|notification]: the account settings, one tab
 * per path (so a tab can be linked to and survives a reload).
 */
import { Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useLocation, useNavigate } from 'react-router-dom';
import { type MessageKey, t } from '../../src/i18n';
import { SettingsPanel } from '../../src/layouts/settings/SettingsPanel';
import { ProfileError, ProfileLoading } from './ProfileState';
import './Settings.css';
import { BasicSettings } from './settings/BasicSettings';
import { BindingSettings } from './settings/BindingSettings';
import { NotificationSettings } from './settings/NotificationSettings';
import { SecuritySettings } from './settings/SecuritySettings';
import { ACCOUNT_TABS, type AccountTab, accountTabOf, accountTabPath } from './settings/tabs';
import { useProfile } from './useProfile';

function TabContent({ tab }: { tab: AccountTab }) {
  const { profile, error, isLoading, reload } = useProfile();
  if (tab === 'custom') return <SettingsPanel />;
  if (tab === 'security') return <SecuritySettings />;
  if (tab === 'notification') return <NotificationSettings />;
  if (!profile) return error && !isLoading ? <ProfileError error={error} onRetry={reload} /> : <ProfileLoading />;
  if (tab === 'binding') return <BindingSettings profile={profile} />;
  return <BasicSettings key={profile.userId} profile={profile} />;
}

export default function AccountSettings() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = accountTabOf(pathname);
  return (
    <Card className="account-settings" title={t('account.settings.title')} data-testid="account-settings">
      <Tabs
        tabPosition="left"
        activeTab={tab}
        onChange={(key) => navigate(accountTabPath(key as AccountTab), { replace: true })}
        className="account-settings__tabs"
      >
        {ACCOUNT_TABS.map((key) => (
          <Tabs.TabPane key={key} title={t(`account.tab.${key}` as MessageKey)}>
            <div className="account-settings__pane" data-testid={`account-tab-${key}`}>
              {key === tab && <TabContent tab={key} />}
            </div>
          </Tabs.TabPane>
        ))}
      </Tabs>
    </Card>
  );
}
