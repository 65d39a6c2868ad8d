/**
 * /system/role-manage: the roles with server paging and a keyword search (admin_sys_role/queryPage),
 * add/edit in a drawer (RoleDrawer: the permission matrix and menu access), delete after a
 * confirmation (the server refuses roles users hold and the administrator role). Every write
 * revalidates the role reads and the signed-in user's side menu and permissions.
 */
import { Button, Card, Empty, Message, Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { menuKeys } from '../../../src/api/menu';
import { deleteRole, queryRolePage, roleKeys } from '../../../src/api/roles';
import { revalidatePrefix } from '../../../src/api/swr';
import { systemKeys } from '../../../src/api/system';
import { ListTable } from '../../common/ListTable';
import type { Page } from '../../../src/domain/envelope';
import type { RolePageQuery, RoleRow } from '../../../src/domain/role';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reportFailure } from '../../../src/api/reportFailure';
import { ListLoadFailed } from '../../common/ListLoadFailed';
import { roleColumns } from './roleColumns';
import { RoleDrawer, type RoleDrawerTarget } from './RoleDrawer';
import { RoleSearch } from './RoleSearch';
import '../../common/ListToolbar.css';
import './RoleManage.css';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'userCount', 'description'];

/** The page sizes the pager offers. */
const ROLE_PAGE_SIZES = [10, 20, 50] as const;

/** After a write: the role reads, and the caller's own menu and permissions (they may hold the role). */
const revalidateAfterWrite = () =>
  Promise.all([revalidatePrefix(roleKeys.prefix), revalidatePrefix(menuKeys.userMenu), revalidatePrefix(systemKeys.loginUserInfo)]);

const confirmDelete = (row: RoleRow) =>
  Modal.confirm({
    title: t('systemRoles.deleteTitle'),
    content: t('systemRoles.deleteContent', { name: row.name }),
    okButtonProps: { status: 'danger' },
    onOk: async () => {
      try {
        await deleteRole(row.id);
        Message.success(t('systemRoles.deleted'));
        await revalidateAfterWrite();
      } catch (e) {
        reportFailure(e);
      }
    },
  });

export default function RoleManage() {
  const canAdd = usePermission('role.add');
  const canEdit = usePermission('role.edit');
  const canDelete = usePermission('role.delete');
  const [query, setQuery] = useState<RolePageQuery>({ current: 1, size: 10 });
  const [target, setTarget] = useState<RoleDrawerTarget | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useSWR<Page<RoleRow>>(
    roleKeys.page(query),
    () => queryRolePage(query),
    { keepPreviousData: true },
  );

  const columns = roleColumns({
    can: { edit: canEdit, delete: canDelete },
    onEdit: (r) => setTarget({ mode: 'edit', id: r.id }),
    onDelete: confirmDelete,
  });

  const empty = error ? (
    <ListLoadFailed error={error} title={t('systemRoles.error')} retry={t('systemRoles.retry')} onRetry={() => void mutate()} testId="role-manage-error" />
  ) : (
    <Empty data-testid="role-manage-empty" description={query.keyword ? t('systemRoles.emptyFiltered') : t('systemRoles.empty')} />
  );

  const search = (kw: string) => setQuery({ ...query, current: 1, keyword: kw.trim() || undefined });

  return (
    <div className="role-manage" data-testid="role-manage">
      <RoleSearch onSearch={search} />
      <Card>
        <div className="manage-toolbar role-manage__toolbar">
          <Typography.Title heading={6} className="manage-toolbar__heading role-manage__heading">
            {t('systemRoles.title')}
            {data && !error && (
              <Typography.Text type="secondary" className="role-manage__total" data-testid="role-total">
                {t('systemRoles.total', { total: data.total })}
              </Typography.Text>
            )}
          </Typography.Title>
          {canAdd && (
            <Button type="primary" icon={<IconPlus />} data-testid="role-add" onClick={() => setTarget({ mode: 'add' })}>
              {t('systemRoles.add')}
            </Button>
          )}
        </div>
        <ListTable<RoleRow>
          rowKey="id"
          data-testid="role-table"
          loading={isLoading || (isValidating && !data)}
          columns={columns}
          fold={FOLD}
          data={error ? [] : (data?.records ?? [])}
          waiting={isLoading}
          stateClass="role-manage__state"
          empty={empty}
          onChange={(p) => setQuery({ ...query, current: p.current ?? 1, size: p.pageSize ?? query.size })}
          page={{ current: query.current, size: query.size, total: error ? 0 : (data?.total ?? 0), sizes: ROLE_PAGE_SIZES }}
        />
      </Card>
      <RoleDrawer
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          Message.success(target?.mode === 'edit' ? t('systemRoles.saved') : t('systemRoles.added'));
          setTarget(null);
          void revalidateAfterWrite();
        }}
      />
    </div>
  );
}
