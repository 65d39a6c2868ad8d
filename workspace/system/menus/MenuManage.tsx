/**
 * /system/menu-manage: the whole menu tree (admin_sys_menu/getTreeList) as a tree table, with add,
 * add-under, edit (MenuForm) and delete (after a confirmation; the server refuses an entry that still
 * has entries under it). Every write revalidates the tree and the signed-in user's side menu, so an
 * administrator's own menu follows at once; other users get theirs on their next menu fetch.
 */
import { Button, Card, Empty, Message, Modal, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { createElement, useMemo, useState } from 'react';
import useSWR, { mutate as globalMutate } from 'swr';
import { menuKeys } from '../../../src/api/menu';
import { deleteMenu, getMenuTree, menuAdminKeys } from '../../../src/api/menus-admin';
import { FitTable } from '../../../src/components/FitTable';
import { MENU_TYPES, type MenuNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { menuIcon } from '../../../src/layouts/main/menuIcons';
import { usePermission } from '../../../src/permissions';
import { displayValue } from '../../../src/utils/display';
import { MenuForm, type MenuFormTarget } from './MenuForm';
import { permissionLabel } from './menuPermission';
import { failureText, reportFailure } from '../../../src/api/reportFailure';
import './MenuManage.css';

/** A table row: the node without an empty children list (so leaves show no expand button). */
type MenuRow = Omit<MenuNode, 'children'> & { children?: MenuRow[]; raw: MenuNode };

const toRows = (nodes: MenuNode[]): MenuRow[] =>
  nodes.map((n) => {
    const { children, ...rest } = n;
    return { ...rest, raw: n, ...(children.length ? { children: toRows(children) } : {}) };
  });

const allIds = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

const TYPE_COLORS: Record<number, string> = { 0: 'arcoblue', 1: 'green', 2: 'orange' };

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

  const columns: ColumnProps<MenuRow>[] = [
    {
      title: t('systemMenus.col.title'),
      dataIndex: 'title',
      width: 260,
      render: (_: unknown, r: MenuRow) => (
        <Space size={6} className="menu-manage__title" data-testid="menu-row-title">
          {createElement(menuIcon(r.icon, r.type === MENU_TYPES.folder))}
          <span>{r.title}</span>
        </Space>
      ),
    },
    {
      title: t('systemMenus.col.type'),
      dataIndex: 'type',
      width: 90,
      render: (v: number) => <Tag color={TYPE_COLORS[v]}>{t(`systemMenus.type.${v as 0 | 1 | 2}`)}</Tag>,
    },
    {
      title: t('systemMenus.col.path'),
      dataIndex: 'path',
      ellipsis: true,
      render: (v: string, r: MenuRow) =>
        r.type === MENU_TYPES.folder ? <Typography.Text type="secondary">{v}</Typography.Text> : <code>{v}</code>,
    },
    {
      title: t('systemMenus.col.permission'),
      dataIndex: 'permissionId',
      width: 170,
      render: (v: string | null) => displayValue(permissionLabel(v)),
    },
    { title: t('systemMenus.col.sort'), dataIndex: 'sort', width: 70 },
    {
      title: t('systemMenus.col.newTab'),
      dataIndex: 'isNewTab',
      width: 90,
      render: (v: boolean) => (v ? t('systemMenus.yes') : t('systemMenus.no')),
    },
    {
      title: t('systemMenus.col.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_: unknown, r: MenuRow) => (
        <Space size={0}>
          {canAdd && r.type === MENU_TYPES.folder && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'add', pid: r.id })}>
              {t('systemMenus.addChild')}
            </Button>
          )}
          {canEdit && (
            <Button type="text" size="small" data-testid="menu-edit" onClick={() => setTarget({ mode: 'edit', node: r.raw })}>
              {t('systemMenus.edit')}
            </Button>
          )}
          {canDelete && (
            <Button type="text" size="small" status="danger" data-testid="menu-delete" onClick={() => confirmDelete(r.raw)}>
              {t('systemMenus.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const empty = error ? (
    <Empty
      data-testid="menu-manage-error"
      description={
        <Space direction="vertical" align="center">
          <span>{t('systemMenus.error')}</span>
          <Typography.Text type="secondary">{failureText(error)}</Typography.Text>
          <Button type="primary" size="small" onClick={() => void mutate()}>
            {t('systemMenus.retry')}
          </Button>
        </Space>
      }
    />
  ) : (
    <Empty data-testid="menu-manage-empty" description={t('systemMenus.empty')} />
  );

  return (
    <div className="menu-manage" data-testid="menu-manage">
      <Card>
        <div className="menu-manage__toolbar">
          <Typography.Title heading={6} className="menu-manage__heading">
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
