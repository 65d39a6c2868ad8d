/** The user list's columns (UserManage.tsx): the status switch, units, roles, and the row's actions the caller may take. */
import { Space, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { TimeCell } from '../../../src/components/TimeCell';
import type { UserRow } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { EMPTY_TEXT } from '../../../src/utils/display';
import { RowAction } from '../registry/RegistryPage';

export interface UserColumnsOptions {
  /** The signed-in user, who may not disable or delete themself. */
  meId: number | undefined;
  can: { edit: boolean; delete: boolean; enable: boolean; disable: boolean };
  onToggle: (row: UserRow, enabled: boolean) => void;
  onEdit: (row: UserRow) => void;
  onReset: (row: UserRow) => void;
  onRemove: (row: UserRow) => void;
}

export function userColumns({ meId, can, onToggle, onEdit, onReset, onRemove }: UserColumnsOptions): ColumnProps<UserRow>[] {
  const columns: ColumnProps<UserRow>[] = [
    { title: t('systemUsers.col.username'), dataIndex: 'username', width: 140 },
    { title: t('systemUsers.col.realName'), dataIndex: 'realName', width: 110 },
    { title: t('systemUsers.col.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('systemUsers.col.status'),
      dataIndex: 'enabled',
      width: 100,
      render: (_: unknown, row) => {
        const allowed = row.enabled ? can.disable && row.userId !== meId : can.enable;
        return (
          <Switch
            size="small"
            checked={row.enabled}
            disabled={!allowed}
            checkedText={t('systemUsers.status.enabled')}
            uncheckedText={t('systemUsers.status.disabled')}
            onChange={(v: boolean) => onToggle(row, v)}
            data-testid={`user-switch-${row.username}`}
          />
        );
      },
    },
    {
      title: t('systemUsers.col.units'),
      dataIndex: 'units',
      render: (_: unknown, row) =>
        row.units.length === 0 ? (
          EMPTY_TEXT
        ) : (
          <Space wrap size={4}>
            {row.units.map((u) => (
              <Tag key={u.id} size="small" color={u.id === row.currentUnitId ? 'arcoblue' : undefined}>
                {u.unitName}
                {u.id === row.currentUnitId && row.units.length > 1 ? ` · ${t('systemUsers.currentUnit')}` : ''}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('systemUsers.col.roles'),
      dataIndex: 'roles',
      width: 180,
      render: (_: unknown, row) =>
        row.roles.length ? (
          <Space wrap size={4}>
            {row.roles.map((r) => (
              <Tag key={r.id} size="small" color="green">
                {r.name}
              </Tag>
            ))}
          </Space>
        ) : null,
    },
    { title: t('systemUsers.col.createdAt'), dataIndex: 'createdAt', width: 180, render: (v: string) => <TimeCell value={v} /> },
  ];
  if (can.edit || can.delete) {
    columns.push({
      title: t('systemUsers.col.actions'),
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          {can.edit && (
            <RowAction testId={`user-edit-${row.username}`} onClick={() => onEdit(row)}>
              {t('systemUsers.action.edit')}
            </RowAction>
          )}
          {can.edit && (
            <RowAction testId={`user-reset-${row.username}`} onClick={() => onReset(row)}>
              {t('systemUsers.action.reset')}
            </RowAction>
          )}
          {can.delete && row.userId !== meId && (
            <RowAction testId={`user-delete-${row.username}`} onClick={() => onRemove(row)} danger>
              {t('systemUsers.action.delete')}
            </RowAction>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
