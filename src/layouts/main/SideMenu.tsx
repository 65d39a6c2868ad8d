/**
 * The side (or top) menu, built from the signed-in user's menu tree (admin_sys_menu/getUserMenuList):
 * folders are sub-menus, entries show their icon; the selected entry and its open folders follow
 * the current route; isNewTab entries and external links open a new window.
 */
import { Empty, Menu, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { getUserMenuList, menuKeys } from '../../api/menu';
import type { MenuNode } from '../../domain/system';
import { t } from '../../i18n';
import type { NavTheme } from '../../../themes/preferences';
import { menuIcon } from './menuIcons';
import { indexMenu, isFolder, menuKey, menuTarget, menuTitle, selectionFor } from './menuModel';

export interface SideMenuProps {
  theme: NavTheme;
  collapsed: boolean;
  mode?: 'vertical' | 'horizontal';
}

const NO_ENTRIES: MenuNode[] = [];

function renderNodes(nodes: readonly MenuNode[]) {
  return nodes.map((node) => {
    const Icon = menuIcon(node.icon, isFolder(node));
    const text = menuTitle(node);
    const title = (
      <>
        <Icon className="main-menu-icon" />
        {/* A title longer than the menu is cut with an ellipsis: the whole of it shows on hover. */}
        <span className="main-menu-title" title={text}>
          {text}
        </span>
      </>
    );
    return isFolder(node) ? (
      <Menu.SubMenu key={menuKey(node)} title={title} data-menu-path={node.path}>
        {renderNodes(node.children)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item key={menuKey(node)} data-menu-path={node.path}>
        {title}
      </Menu.Item>
    );
  });
}

export function SideMenu({ theme, collapsed, mode = 'vertical' }: SideMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, isLoading } = useSWR<MenuNode[]>(menuKeys.userMenu, () => getUserMenuList(), {
    onError: () => Message.error(t('layout.menuLoadFailed')),
  });
  const tree = data ?? NO_ENTRIES;
  const index = useMemo(() => indexMenu(tree), [tree]);
  const selection = useMemo(() => selectionFor(tree, pathname), [tree, pathname]);

  // Folders the user opened stay open; the current route's folders open when it changes.
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const routeFolders = selection.openKeys.join(',');
  useEffect(() => {
    if (!routeFolders) return;
    setOpenKeys((open) => [...new Set([...open, ...routeFolders.split(',')])]);
  }, [routeFolders]);

  const onClickItem = (key: string) => {
    const node = index.get(key);
    if (!node) return;
    const target = menuTarget(node);
    if (target.kind === 'route') navigate(target.path);
    else if (target.kind === 'window') window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'location') window.location.assign(target.url);
  };

  if (isLoading && !data) {
    return (
      <div className="main-menu-state">
        <Spin />
      </div>
    );
  }
  if (tree.length === 0) {
    return (
      <div className="main-menu-state">
        <Empty description={t('layout.menuEmpty')} />
      </div>
    );
  }
  return (
    <Menu
      className="main-menu"
      data-testid="side-menu"
      mode={mode === 'horizontal' ? 'horizontal' : 'vertical'}
      theme={theme}
      collapse={mode === 'vertical' && collapsed}
      selectedKeys={selection.selectedKey ? [selection.selectedKey] : []}
      openKeys={openKeys}
      onClickSubMenu={(_key, keys) => setOpenKeys(keys)}
      onClickMenuItem={onClickItem}
    >
      {renderNodes(tree)}
    </Menu>
  );
}
