/**
 * The header's user dropdown: the user label, and account centre, account settings, switch unit
 * (only with more than one unit) and sign-out.
 */
import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconDown, IconPoweroff, IconSettings, IconSwap, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { ACCOUNT_CENTER_PATH, ACCOUNT_SETTINGS_PATH } from '../../router/paths';
import { useCurrentUser } from '../../session/useCurrentUser';
import { SwitchUnitModal } from './SwitchUnitModal';
import { UnitName } from './UnitName';
import { useLogout } from './useLogout';

export function UserDropdown() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const logout = useLogout();
  const [switching, setSwitching] = useState(false);
  const canSwitch = (user?.unitIdList.length ?? 0) > 1;

  const onItem = (key: string) => {
    if (key === 'center') navigate(ACCOUNT_CENTER_PATH);
    else if (key === 'settings') navigate(ACCOUNT_SETTINGS_PATH);
    else if (key === 'switchUnit') setSwitching(true);
    else if (key === 'logout') logout();
  };

  const droplist = (
    <Menu className="main-user-menu" onClickMenuItem={onItem}>
      <Menu.Item key="center">
        <IconUser className="main-user-menu-icon" />
        {t('layout.accountCenter')}
      </Menu.Item>
      <Menu.Item key="settings">
        <IconSettings className="main-user-menu-icon" />
        {t('layout.accountSettings')}
      </Menu.Item>
      {canSwitch && (
        <Menu.Item key="switchUnit">
          <IconSwap className="main-user-menu-icon" />
          {t('layout.switchUnit')}
        </Menu.Item>
      )}
      <Menu.Item key="logout">
        <IconPoweroff className="main-user-menu-icon" />
        {t('layout.logout')}
      </Menu.Item>
    </Menu>
  );

  return (
    <>
      <Dropdown droplist={droplist} position="br" trigger="hover">
        <button type="button" className="main-user-trigger" data-testid="user-dropdown">
          {/* An icon, no text to fit: autoFixFontSize would measure it, a forced layout in every page's first commit. */}
          <Avatar size={28} className="main-user-avatar" autoFixFontSize={false}>
            <IconUser />
          </Avatar>
          {user && <UnitName user={user} />}
          <IconDown className="main-user-caret" />
        </button>
      </Dropdown>
      {canSwitch && <SwitchUnitModal visible={switching} onClose={() => setSwitching(false)} />}
    </>
  );
}
