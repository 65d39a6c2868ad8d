/**
 * The role list's columns (RoleManage.tsx): name (built-in roles say so), code, description, data
 * scope, the number of users holding it, when added, and the row's actions the caller may take
 * (a built-in role cannot be deleted).
 */
import { Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { TimeCell } from '../../../src/components/TimeCell';
import type { RoleDataScope, RoleRow } from '../../../src/domain/role';
import { t } from '../../../src/i18n';
import { displayValue } from '../../../src/utils/display';
import { actionsColumn, RowAction } from '../registry/RegistryPage';

const SCOPE_COLORS: Record<RoleDataScope, string> = { all: 'red', area: 'orangered', unit: 'arcoblue', self: 'gray' };

/** What the columns need: the caller's permissions and the row actions. */
export interface RoleColumnsOptions {
  can: { edit: boolean; delete: boolean };
  onEdit: (row: RoleRow) => void;
  onDelete: (row: RoleRow) => void;
}

/** The columns of the role table. */
export function roleColumns({ can, onEdit, onDelete }: RoleColumnsOptions): ColumnProps<RoleRow>[] {
  return [
    {
      title: t('systemRoles.col.name'),
      dataIndex: 'name',
      width: 180,
      render: (v: string, r: RoleRow) => (
        <Space size={6}>
          <span data-testid="role-row-name">{v}</span>
          {r.builtIn && <Tag size="small">{t('systemRoles.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('systemRoles.col.code'), dataIndex: 'code', width: 120 },
    { title: t('systemRoles.col.description'), dataIndex: 'description', ellipsis: true, render: (v: string) => displayValue(v) },
    {
      title: t('systemRoles.col.dataScope'),
      dataIndex: 'dataScope',
      width: 160,
      render: (v: RoleDataScope) => <Tag color={SCOPE_COLORS[v]}>{t(`systemRoles.scope.${v}`)}</Tag>,
    },
    { title: t('systemRoles.col.userCount'), dataIndex: 'userCount', width: 80, align: 'right' },
    { title: t('systemRoles.col.createdAt'), dataIndex: 'createdAt', width: 180, render: (v: string) => <TimeCell value={v} /> },
    actionsColumn<RoleRow>(
      (r) => (
        <>
          {can.edit && (
            <RowAction testId="role-edit" onClick={() => onEdit(r)}>
              {t('systemRoles.edit')}
            </RowAction>
          )}
          {can.delete && !r.builtIn && (
            <RowAction testId="role-delete" onClick={() => onDelete(r)} danger>
              {t('systemRoles.delete')}
            </RowAction>
          )}
        </>
      ),
      140,
      t('systemRoles.col.actions'),
    ),
  ];
}
