/**
 * /system/user-manage (docs/api/users.md): the unit tree on the left filters the user list on the
 * right (server paging, keyword, status); add by mobile, edit (units with a current one, roles),
 * enable/disable, reset password (the temporary password shown once), delete, Excel export and import.
 * Actions the caller lacks are hidden (the server refuses them anyway).
 */
import { Button, Card, Empty, Message, Modal, Select, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconDownload, IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { FitTable } from '../../../src/components/FitTable';
import { api } from '../../../src/api/client';
import {
  deleteUser,
  disableUser,
  enableUser,
  exportUsers,
  getRoleOptions,
  queryUsers,
  resetUserPassword,
  type UserListQuery,
  usersAdminKeys,
} from '../../../src/api/users-admin';
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
import { UserImport } from './UserImport';
import { userColumns } from './userColumns';
import { useSubmit } from '../../../src/forms/useSubmit';
import { ListLoadFailed } from '../../common/ListLoadFailed';
import { KeywordSearch } from '../registry/RegistryPage';
import './UserManage.css';
import { reportFailure } from '../../../src/api/reportFailure';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'mobile', 'roles', 'units'];

const PAGE_SIZES = [10, 20, 50, 100] as const;

const flatten = (nodes: readonly UnitNode[], depth = 0): UnitOption[] =>
  nodes.flatMap((n) => [{ id: n.id, unitName: n.unitName, depth }, ...flatten(n.children, depth + 1)]);

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function UserManage() {
  const can = usePermissionCheck();
  const { user: me } = useCurrentUser();
  const canAdd = can('sysUser.add');
  const canEdit = can('sysUser.edit');
  const canDelete = can('sysUser.delete');
  const canEnable = can('sysUser.enable');
  const canDisable = can('sysUser.disable');
  const canExport = can('sysUser.export');
  const canImport = can('sysUser.import');
  // The whole organisation for unit managers, else the caller's data-scope tree.
  const treePath = can('unit.query') ? 'admin_sys_unit/getTreeList' : 'admin_sys_unit/getDHTreeList';

  const [query, setQuery] = useState<UserListQuery>({ current: 1, size: 10, includeChildren: true });
  // A user form left open with unsaved input when the user switched tabs opens again.
  const reopen = useKeptModal<UserRow | null>(USER_FORM);
  const [formOpen, setFormOpen] = useState(reopen !== null);
  const [editing, setEditing] = useState<UserRow | undefined>(reopen?.extra ?? undefined);
  const [shown, setShown] = useState<ShownPassword>();

  const tree = useSWR<UnitNode[]>(treePath, () => api.get<UnitNode[]>(treePath));
  const roles = useSWR<RoleOption[]>(usersAdminKeys.roleOptions, getRoleOptions);
  const list = useSWR<Page<UserRow>>(usersAdminKeys.page(query), () => queryUsers(query), { keepPreviousData: true });
  const unitOptions = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const filtered = !!(query.unitId || query.keyword || query.status);

  const patch = (p: Partial<UserListQuery>) => setQuery((q) => ({ ...q, current: 1, ...p }));

  const toggle = (row: UserRow, enabled: boolean) =>
    Modal.confirm({
      title: enabled ? t('systemUsers.confirm.enableTitle') : t('systemUsers.confirm.disableTitle'),
      content: enabled ? t('systemUsers.confirm.enable', { name: row.realName }) : t('systemUsers.confirm.disable', { name: row.realName }),
      okButtonProps: enabled ? {} : { status: 'danger' },
      onOk: async () => {
        try {
          await (enabled ? enableUser(row.userId) : disableUser(row.userId));
          Message.success(enabled ? t('systemUsers.done.enabled', { name: row.realName }) : t('systemUsers.done.disabled', { name: row.realName }));
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const reset = (row: UserRow) =>
    Modal.confirm({
      title: t('systemUsers.confirm.resetTitle'),
      content: t('systemUsers.confirm.reset', { name: row.realName }),
      onOk: async () => {
        try {
          const r = await resetUserPassword(row.userId);
          setShown({ name: row.realName, username: r.username, password: r.password });
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const remove = (row: UserRow) =>
    Modal.confirm({
      title: t('systemUsers.confirm.deleteTitle'),
      content: t('systemUsers.confirm.delete', { name: row.realName }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteUser(row.userId);
          Message.success(t('systemUsers.done.deleted', { name: row.realName }));
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const exporting = useSubmit();
  const runExport = () =>
    exporting.run(async () => {
      const { blob, fileName } = await exportUsers(query);
      save(blob, fileName);
      Message.success(t('systemUsers.exportDone', { name: fileName }));
    });

  const columns = userColumns({
    meId: me?.userId,
    can: { edit: canEdit, delete: canDelete, enable: canEnable, disable: canDisable },
    onToggle: toggle,
    onEdit: (row) => {
      setEditing(row);
      setFormOpen(true);
    },
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
        <div className="system-users__toolbar">
          <Space wrap>
            <KeywordSearch placeholder={t('systemUsers.filter.keyword')} onApply={(keyword) => patch({ keyword })} testId="user-keyword" />
            <Select
              style={{ width: 130 }}
              value={query.status ?? ''}
              onChange={(v: string) => patch({ status: v === 'enabled' || v === 'disabled' ? v : undefined })}
              data-testid="user-status-filter"
              options={[
                { value: '', label: t('systemUsers.filter.statusAll') },
                { value: 'enabled', label: t('systemUsers.status.enabled') },
                { value: 'disabled', label: t('systemUsers.status.disabled') },
              ]}
            />
            {list.data && !list.error && (
              <Typography.Text type="secondary" data-testid="user-total" data-total={list.data.total}>
                {t('systemUsers.total', { total: list.data.total })}
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            {canAdd && (
              <Button
                type="primary"
                icon={<IconPlus />}
                data-testid="user-add"
                onClick={() => {
                  setEditing(undefined);
                  setFormOpen(true);
                }}
              >
                {t('systemUsers.add')}
              </Button>
            )}
            <UserImport canImport={canImport} />
            {canExport && (
              <Button icon={<IconDownload />} loading={exporting.busy} onClick={() => void runExport()} data-testid="user-export">
                {t('systemUsers.export')}
              </Button>
            )}
          </Space>
        </div>
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
