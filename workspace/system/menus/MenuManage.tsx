/**
 * /system/menu-manage: the whole menu tree (admin_sys_menu/getTreeList) as a tree table, with add,
 * add-under, edit (MenuForm) and delete (after a confirmation; the server refuses an entry that still
 * has entries under it). Every write revalidates the tree and the signed-in user's side menu, so an
 * administrator's own menu follows at once; other users get theirs on their next menu fetch.
 */
import { Button, Card, Empty, Message, Modal, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import useSWR, { mutate as globalMutate } from 'swr';
import { menuKeys } from '../../../src/api/menu';
import { deleteMenu, getMenuTree, menuAdminKeys } from '../../../src/api/menus-admin';
import { FitTable } from '../../../src/components/FitTable';
import type { MenuNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reportFailure } from '../../../src/api/reportFailure';
import { ListLoadFailed } from '../../common/ListLoadFailed';
import { MenuForm, type MenuFormTarget } from './MenuForm';
import { menuColumns, type MenuRow, toRows } from './menuColumns';
import '../../common/ListToolbar.css';
import './MenuManage.css';

const allIds = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

export default function MenuManage() {
  const canAdd = usePermission('menu.add');
  const canEdit = usePermission('menu.edit');
  const canDelete = usePermission('menu.delete');
  const { data, error, isLoading, mutate } = useSWR<MenuNode[]>(menuAdminKeys.tree, () => getMenuTree());
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const [expanded, setExpanded] = useState<(string | number)[] | undefined>(undefined);
  const rows = useMemo(() => toRows(data ?? []), [data]);
  const expandedKeys = expanded ?? (data ? allIds(data) : []);

  /** The tree and the signed-in user's own side menu. */
  const refresh = async () => {
    await Promise.all([mutate(), globalMutate(menuKeys.userMenu)]);
  };

  const confirmDelete = (node: MenuNode) =>
    Modal.confirm({
      title: t('systemMenus.deleteTitle'),
      // An entry with entries under it is refused by the server (menuHasChildren), which says why.
      content: t('systemMenus.deleteContent', { title: node.title }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteMenu(node.id);
          Message.success(t('systemMenus.deleted'));
          await refresh();
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const columns = menuColumns({
    can: { add: canAdd, edit: canEdit, delete: canDelete },
    onAddUnder: (pid) => setTarget({ mode: 'add', pid }),
    onEdit: (node) => setTarget({ mode: 'edit', node }),
    onDelete: confirmDelete,
  });

  const empty = error ? (
    <ListLoadFailed error={error} title={t('systemMenus.error')} retry={t('systemMenus.retry')} onRetry={() => void mutate()} testId="menu-manage-error" />
  ) : (
    <Empty data-testid="menu-manage-empty" description={t('systemMenus.empty')} />
  );

  return (
    <div className="menu-manage" data-testid="menu-manage">
      <Card>
        <div className="manage-toolbar menu-manage__toolbar">
          <Typography.Title heading={6} className="manage-toolbar__heading menu-manage__heading">
            {t('systemMenus.title')}
          </Typography.Title>
          <Space>
            <Button icon={<IconRefresh />} onClick={() => void refresh()}>
              {t('systemMenus.refresh')}
            </Button>
            {canAdd && (
              <Button type="primary" icon={<IconPlus />} data-testid="menu-add" onClick={() => setTarget({ mode: 'add', pid: null })}>
                {t('systemMenus.add')}
              </Button>
            )}
          </Space>
        </div>
        <FitTable<MenuRow>
          rowKey="id"
          data-testid="menu-table"
          loading={isLoading}
          columns={columns}
          data={error ? [] : rows}
          pagination={false}
          border={false}
          expandedRowKeys={expandedKeys}
          onExpandedRowsChange={(keys) => setExpanded(keys)}
          noDataElement={isLoading ? <div className="menu-manage__state" /> : empty}
        />
      </Card>
      <MenuForm
        target={target}
        tree={data ?? []}
        onClose={() => setTarget(null)}
        onSaved={(node) => {
          Message.success(target?.mode === 'edit' ? t('systemMenus.saved') : t('systemMenus.added'));
          setTarget(null);
          if (node.pid !== null) setExpanded((keys) => (keys ? [...new Set([...keys, node.pid as number])] : keys));
          void refresh();
        }}
      />
    </div>
  );
}
