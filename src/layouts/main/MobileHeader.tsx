/**
 * The workspace header on a phone: the menu button (the menu opens in a drawer) on the left, the message
 * bell and the account (with the current unit) on the right; below it, where the tab bar is on a desk,
 * a back button and the page's title. Every button is a 44 px target.
 */
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconLeft, IconMenu } from '@arco-design/web-react/icon';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { HOME_PATH } from '../../router/paths';
import { findRoute } from '../../router/findRoute';
import { MessageBell } from '../messages/MessageBell';
import { UserDropdown } from './UserDropdown';
import { useHistoryMoves } from './useHistoryStack';

export function MobileHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = findRoute(pathname);
  const home = pathname === HOME_PATH;
  const { back } = useHistoryMoves();
  return (
    <>
      <div className="main-header main-header-mobile" data-testid="main-header">
        <div className="main-header-left">
          <Button type="text" icon={<IconMenu />} aria-label={t('layout.menu')} data-testid="menu-open" onClick={onOpenMenu} />
        </div>
        <div className="main-header-right">
          <MessageBell />
          <UserDropdown />
        </div>
      </div>
      {/* Where the tab bar is on a desk: back, and the page's title. */}
      <div className="main-mobile-bar" data-testid="mobile-bar">
        {!home && (
          // Back in the app's history; a page opened by its address goes back to the workplace.
          <Button
            type="text"
            icon={<IconLeft />}
            aria-label={t('layout.back')}
            data-testid="mobile-back"
            onClick={() => (back ? navigate(-1) : navigate(HOME_PATH))}
          />
        )}
        <h1 className="main-mobile-title" data-testid="mobile-title">
          {route ? t(route.title) : ''}
        </h1>
      </div>
    </>
  );
}
