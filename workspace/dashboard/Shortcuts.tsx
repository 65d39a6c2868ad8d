/** Shortcuts: the first eight pages of the user's menu (admin_sys_menu/getUserMenuList), with their icons. */
import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { getUserMenuList, menuKeys } from '../../src/api/menu';
import type { MenuNode } from '../../src/domain/system';
import { t } from '../../src/i18n';
import { menuIcon } from '../../src/layouts/main/menuIcons';
import { menuTarget, menuTitle } from '../../src/layouts/main/menuModel';
import { HOME_PATH } from '../../src/router/paths';
import { shortcutEntries } from './shortcuts';

export function Shortcuts() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR<MenuNode[]>(menuKeys.userMenu, () => getUserMenuList());
  const entries = useMemo(() => shortcutEntries(data ?? [], [HOME_PATH]), [data]);

  const go = (node: MenuNode) => {
    const target = menuTarget(node);
    if (target.kind === 'route') navigate(target.path);
    // An http(s) link or a new-window page; a path that is neither (kind 'none') does nothing.
    else if (target.kind === 'window' || target.kind === 'location') window.open(target.url, '_blank', 'noopener');
  };

  let body: ReactNode;
  if (data) {
    body = entries.length ? (
      <div className="workplace__shortcuts">
        {entries.map((node) => {
          const Icon = menuIcon(node.icon, false);
          return (
            <button type="button" key={node.id} className="workplace__shortcut" data-testid="workplace-shortcut" onClick={() => go(node)}>
              <span className="workplace__shortcut-icon">
                <Icon />
              </span>
              <span className="workplace__shortcut-title">{menuTitle(node)}</span>
            </button>
          );
        })}
      </div>
    ) : (
      <Empty description={t('workplace.noShortcuts')} />
    );
  } else if (error && !isLoading) {
    body = (
      <Empty
        description={
          <Button type="text" size="small" onClick={() => void mutate()}>
            {t('workplace.loadFailed')} · {t('workplace.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="workplace__loading">
        <Spin />
      </div>
    );
  }
  return (
    <Card title={t('workplace.shortcuts')} data-testid="workplace-shortcuts">
      {body}
    </Card>
  );
}
