/**
 * The menu tree table's columns (MenuManage.tsx): title with its icon, type, path (a folder's is
 * greyed), the permission it needs, order, new window, and the row's actions the caller may take
 * (add under a folder, edit, delete).
 */
import { Button, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { createElement } from 'react';
import { MENU_TYPES, type MenuNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { menuIcon } from '../../../src/layouts/main/menuIcons';
import { displayValue } from '../../../src/utils/display';
import { actionsColumn, RowAction } from '../registry/RegistryPage';
import { permissionLabel } from './menuPermission';

/** A table row: the node without an empty children list (so leaves show no expand button). */
export type MenuRow = Omit<MenuNode, 'children'> & { children?: MenuRow[]; raw: MenuNode };

/** The rows of a menu tree. */
export const toRows = (nodes: MenuNode[]): MenuRow[] =>
  nodes.map((n) => {
    const { children, ...rest } = n;
    return { ...rest, raw: n, ...(children.length ? { children: toRows(children) } : {}) };
  });

const TYPE_COLORS: Record<number, string> = { 0: 'arcoblue', 1: 'green', 2: 'orange' };

/** What the columns need: the caller's permissions and the row actions. */
export interface MenuColumnsOptions {
  can: { add: boolean; edit: boolean; delete: boolean };
  onAddUnder: (folderId: number) => void;
  onEdit: (node: MenuNode) => void;
  onDelete: (node: MenuNode) => void;
}

/** The columns of the menu tree table. */
export function menuColumns({ can, onAddUnder, onEdit, onDelete }: MenuColumnsOptions): ColumnProps<MenuRow>[] {
  return [
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
    { title: t('systemMenus.col.permission'), dataIndex: 'permissionId', width: 170, render: (v: string | null) => displayValue(permissionLabel(v)) },
    { title: t('systemMenus.col.sort'), dataIndex: 'sort', width: 70 },
    { title: t('systemMenus.col.newTab'), dataIndex: 'isNewTab', width: 90, render: (v: boolean) => (v ? t('systemMenus.yes') : t('systemMenus.no')) },
    actionsColumn<MenuRow>(
      (r) => (
        <>
          {can.add && r.type === MENU_TYPES.folder && (
            <Button type="text" size="small" onClick={() => onAddUnder(r.id)}>
              {t('systemMenus.addChild')}
            </Button>
          )}
          {can.edit && (
            <RowAction testId="menu-edit" onClick={() => onEdit(r.raw)}>
              {t('systemMenus.edit')}
            </RowAction>
          )}
          {can.delete && (
            <RowAction testId="menu-delete" onClick={() => onDelete(r.raw)} danger>
              {t('systemMenus.delete')}
            </RowAction>
          )}
        </>
      ),
      220,
      t('systemMenus.col.actions'),
    ),
  ];
}
