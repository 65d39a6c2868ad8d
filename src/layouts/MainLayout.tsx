/**
 * The workspace layout (spec section 2, "Main layout"): a collapsible side menu (or a top menu),
 * the header, the tab bar when multi_tab is on, and the page. Follows the layout preferences
 * (nav_theme, sidebar_type, fixed_header, fixed_sidebar, content_width, layout, multi_tab,
 * auto_hide_header). The refresh button re-mounts the page and revalidates the reads. Unsaved input
 * is asked about before it is lost (src/forms/UnsavedGuard.tsx). While the password policy requires
 * a new password first, the workspace is not shown: the user goes to the change page.
 */
import { Drawer, Layout } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Layout/style/css.js';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { revalidateAll } from '../api/swr';
import { UnsavedGuard } from '../forms/UnsavedGuard';
import { RouteGate } from '../permissions/RouteGate';
import { setPreference } from '../preferences/store';
import { usePreference } from '../preferences/usePreferences';
import { PASSWORD_CHANGE_PATH } from '../router/paths';
import { useCurrentUser } from '../session/useCurrentUser';
import { AppLogo } from './main/AppLogo';
import { Header } from './main/Header';
import { MobileHeader } from './main/MobileHeader';
import { PageRefreshContext } from './main/pageRefresh';
import { SideMenu } from './main/SideMenu';
import { useAutoHideHeader } from './main/useAutoHideHeader';
import { useMobileLayout } from './main/useMobileLayout';
import { TabBar } from './tabs/TabBar';
import './MainLayout.css';

export const SIDER_WIDTH = 220;
export const SIDER_COLLAPSED_WIDTH = 48;

const cls = (...names: (string | false)[]): string => names.filter(Boolean).join(' ');

export function MainLayout({ children }: { children: ReactNode }) {
  // Each preference by itself: a change of another (is_mobile, set on a phone's first visit) does not
  // re-render the layout.
  const layout = usePreference('layout');
  const sidebarType = usePreference('sidebar_type');
  const autoHideHeader = usePreference('auto_hide_header');
  const fixedHeader = usePreference('fixed_header');
  const contentWidth = usePreference('content_width');
  const navTheme = usePreference('nav_theme');
  const multiTab = usePreference('multi_tab');
  const fixedSidebar = usePreference('fixed_sidebar');
  const topMenu = layout === 'topmenu';
  const collapsed = !sidebarType;
  const headerHidden = useAutoHideHeader(autoHideHeader && fixedHeader);
  const [pageKey, setPageKey] = useState(0);
  const { user } = useCurrentUser();

  const refresh = useCallback(() => {
    setPageKey((k) => k + 1);
    void revalidateAll();
  }, []);

  const mobile = useMobileLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A page chosen in the phone's menu drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation.
  useEffect(() => setMenuOpen(false), [pathname, search]);

  const siderWidth = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  if (user?.passwordChange) return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
  // The page, the same in both layouts (a phone is always fluid).
  const content = (
    <Layout.Content className="main-content">
      <div key={pageKey} className={cls('main-page', !mobile && contentWidth === 'Fixed' && 'main-page-fixed')}>
        <RouteGate>{children}</RouteGate>
      </div>
    </Layout.Content>
  );
  if (mobile) {
    return (
      <PageRefreshContext.Provider value={refresh}>
        <UnsavedGuard tabsKeepPages={false} />
        <Layout className={cls('main-layout', 'main-layout-mobile', `main-layout-${navTheme}`)} data-testid="main-layout" data-mobile>
          <Drawer
            className={cls('main-menu-drawer', `main-menu-drawer-${navTheme}`)}
            placement="left"
            width="min(300px, 84vw)"
            visible={menuOpen}
            onCancel={() => setMenuOpen(false)}
            footer={null}
            title={null}
            closable={false}
          >
            <div className="main-menu-drawer-body" data-testid="menu-drawer">
              <AppLogo compact={false} />
              <SideMenu theme={navTheme} collapsed={false} />
            </div>
          </Drawer>
          <Layout className="main-body">
            <div className="main-top main-top-fixed">
              <MobileHeader onOpenMenu={() => setMenuOpen(true)} />
            </div>
            {content}
          </Layout>
        </Layout>
      </PageRefreshContext.Provider>
    );
  }
  return (
    <PageRefreshContext.Provider value={refresh}>
      <UnsavedGuard tabsKeepPages={multiTab} />
      <Layout
        className={cls('main-layout', `main-layout-${navTheme}`, topMenu && 'main-layout-top')}
        data-testid="main-layout"
        data-collapsed={!topMenu && collapsed}
      >
        {!topMenu && (
          <Layout.Sider
            className={cls('main-sider', fixedSidebar && 'main-sider-fixed')}
            theme={navTheme}
            collapsed={collapsed}
            collapsible
            trigger={null}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
          >
            <AppLogo compact={collapsed} />
            <div className="main-sider-menu">
              <SideMenu theme={navTheme} collapsed={collapsed} />
            </div>
          </Layout.Sider>
        )}
        <Layout className="main-body" style={{ paddingLeft: !topMenu && fixedSidebar ? siderWidth : 0 }}>
          <div className={cls('main-top', fixedHeader && 'main-top-fixed', headerHidden && 'main-top-hidden')}>
            <Header
              collapsed={topMenu ? undefined : collapsed}
              onToggleMenu={topMenu ? undefined : () => setPreference('sidebar_type', collapsed)}
              onRefresh={refresh}
            >
              {topMenu && (
                <div className="main-header-menu">
                  <AppLogo compact={false} />
                  <SideMenu theme={navTheme} collapsed={false} mode="horizontal" />
                </div>
              )}
            </Header>
            {multiTab && <TabBar />}
          </div>
          {content}
        </Layout>
      </Layout>
    </PageRefreshContext.Provider>
  );
}
