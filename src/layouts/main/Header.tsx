/**
 * The workspace header: menu toggle, refresh, previous and next page on the left; the operation
 * manual, the message bell, the language switcher, the settings button and the user dropdown on the
 * right. In the top-menu layout the logo and the menu sit in the header instead.
 */
import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconMenuFold, IconMenuUnfold, IconRefresh } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { MessageBell } from '../messages/MessageBell';
import { LanguageSwitcher } from '../settings/LanguageSwitcher';
import { SettingsButton } from '../settings/SettingsButton';
import { HistoryButtons } from './HistoryButtons';
import { ManualButton } from './ManualButton';
import { UserDropdown } from './UserDropdown';

export interface HeaderProps {
  /** The side menu is collapsed; undefined in the top-menu layout (no toggle). */
  collapsed?: boolean;
  onToggleMenu?: () => void;
  onRefresh: () => void;
  /** Logo and menu of the top-menu layout. */
  children?: ReactNode;
}

export function Header({ collapsed, onToggleMenu, onRefresh, children }: HeaderProps) {
  const toggleLabel = t(collapsed ? 'layout.expand' : 'layout.collapse');
  return (
    <div className="main-header" data-testid="main-header">
      <div className="main-header-left">
        {children}
        {onToggleMenu && (
          <Tooltip content={toggleLabel}>
            <Button
              type="text"
              shape="circle"
              icon={collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
              aria-label={toggleLabel}
              data-testid="menu-toggle"
              onClick={onToggleMenu}
            />
          </Tooltip>
        )}
        <Tooltip content={t('layout.refresh')}>
          <Button
            type="text"
            shape="circle"
            icon={<IconRefresh />}
            aria-label={t('layout.refresh')}
            data-testid="page-refresh"
            onClick={onRefresh}
          />
        </Tooltip>
        <HistoryButtons />
      </div>
      <div className="main-header-right">
        <ManualButton />
        <MessageBell />
        <LanguageSwitcher />
        <SettingsButton />
        <UserDropdown />
      </div>
    </div>
  );
}
