/**
 * /system/user-manage (docs/api/users.md): the unit tree on the left filters the user list on the
 * right (server paging, keyword, status); add by mobile, edit (units with a current one, roles),
 * enable/disable, reset password (the temporary password shown once), delete, Excel export and import.
 * Actions the caller lacks are hidden (the server refuses them anyway).
 */
import { Card, Empty, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { FitTable } from '../../../src/components/FitTable';
import { api } from '../../../src/api/client';
import { getRoleOptions, queryUsers, type UserListQuery, usersAdminKeys } from '../../../src/api/users-admin';
import type { Page } from '../../../src/domain/envelope';
import type { UnitNode, UserRow } from '../../../src/domain/system';
import type { RoleOption } from '../../../src/domain/user-admin';
import { useKeptModal } from '../../../src/forms/useKeptModal';
import { t } from '../../../src/i18n';
import { usePermissionCheck } from '../../../src/permissions';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { PasswordModal, type ShownPassword } from './PasswordModal';
import { UnitTree } from './UnitTree';
import { type UnitOption, USER_FORM, UserForm } from './UserForm';
import { userColumns } from './userColumns';
import { userRowActions } from './userRowActions';
import { UserToolbar } from './UserToolbar';
import { ListLoadFailed } from '../../common/ListLoadFailed';
import './UserManage.css';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'mobile', 'roles', 'units'];

const PAGE_SIZES = [10, 20, 50, 100] as const;

const flatten = (nodes: readonly UnitNode[], depth = 0): UnitOption[] =>
  nodes.flatMap((n) => [{ id: n.id, unitName: n.unitName, depth }, ...flatten(n.children, depth + 1)]);

export default function UserManage() {
  const can = usePermissionCheck();
  const { user: me } = useCurrentUser();
  // The whole organisation for unit managers, else the caller's data-scope tree.
  const treePath = can('unit.query') ? 'admin_sys_unit/getTreeList' : 'admin_sys_unit/getDHTreeList';

  const [query, setQuery] = useState<UserListQuery>({ current: 1, size: 10, includeChildren: true });
  // A user form left open with unsaved input when the user switched tabs opens again.
  const reopen = useKeptModal<UserRow | null>(USER_FORM);
  const [formOpen, setFormOpen] = useState(reopen !== null);
  const [editing, setEditing] = useState<UserRow | undefined>(reopen?.extra ?? undefined);
  const [shown, setShown] = useState<ShownPassword>();
  const openForm = (row: UserRow | undefined) => {
    setEditing(row);
    setFormOpen(true);
  };

  const tree = useSWR<UnitNode[]>(treePath, () => api.get<UnitNode[]>(treePath));
  const roles = useSWR<RoleOption[]>(usersAdminKeys.roleOptions, getRoleOptions);
  const list = useSWR<Page<UserRow>>(usersAdminKeys.page(query), () => queryUsers(query), { keepPreviousData: true });
  const unitOptions = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const filtered = !!(query.unitId || query.keyword || query.status);

  const patch = (p: Partial<UserListQuery>) => setQuery((q) => ({ ...q, current: 1, ...p }));
  const { toggle, reset, remove } = userRowActions(setShown);
  const columns = userColumns({
    meId: me?.userId,
    can: { edit: can('sysUser.edit'), delete: can('sysUser.delete'), enable: can('sysUser.enable'), disable: can('sysUser.disable') },
    onToggle: toggle,
    onEdit: openForm,
    onReset: reset,
    onRemove: remove,
  });

  const empty = list.error ? (
    <ListLoadFailed
      error={list.error}
      title={t('systemUsers.error.title')}
      retry={t('systemUsers.error.retry')}
      onRetry={() => void list.mutate()}
      testId="user-list-error"
    />
  ) : (
    <Empty data-testid="user-list-empty" description={filtered ? t('systemUsers.empty.filtered') : t('systemUsers.empty.none')} />
  );

  return (
    <div className="system-users" data-testid="system-users">
      <UnitTree
        tree={tree.data}
        error={tree.error}
        loading={tree.isLoading}
        onRetry={() => void tree.mutate()}
        unitId={query.unitId}
        includeChildren={!!query.includeChildren}
        onSelect={(unitId) => patch({ unitId })}
        onIncludeChildren={(includeChildren) => patch({ includeChildren })}
      />
      <Card className="system-users__main">
        <UserToolbar
          query={query}
          total={list.data && !list.error ? list.data.total : undefined}
          onFilter={patch}
          can={{ add: can('sysUser.add'), import: can('sysUser.import'), export: can('sysUser.export') }}
          onAdd={() => openForm(undefined)}
        />
        <FitTable<UserRow>
          rowKey="userId"
          data-testid="user-table"
          loading={list.isLoading || (list.isValidating && !list.data)}
          columns={columns}
          fold={FOLD}
          data={list.error ? [] : (list.data?.records ?? [])}
          noDataElement={list.isLoading ? <div className="system-users__state" /> : empty}
          border={false}
          onChange={(p) => setQuery((q) => ({ ...q, current: p.current ?? q.current, size: p.pageSize ?? q.size, ...(p.pageSize !== q.size ? { current: 1 } : {}) }))}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: list.error ? 0 : (list.data?.total ?? 0),
            showTotal: true,
            sizeCanChange: true,
            sizeOptions: [...PAGE_SIZES],
          }}
        />
      </Card>
      <UserForm
        key={formOpen ? `${USER_FORM}:${editing?.userId ?? 'new'}` : 'closed'}
        user={editing}
        visible={formOpen}
        unitOptions={unitOptions}
        roleOptions={roles.data ?? []}
        onClose={() => setFormOpen(false)}
        onAdded={(r, realName) => {
          setFormOpen(false);
          Message.success(t('systemUsers.done.added', { name: realName }));
          if (r.initialPassword) setShown({ name: realName, username: r.username, password: r.initialPassword });
        }}
        onEdited={(row) => {
          setFormOpen(false);
          Message.success(t('systemUsers.done.saved', { name: row.realName }));
        }}
      />
      <PasswordModal shown={shown} onClose={() => setShown(undefined)} />
    </div>
  );
}
