/**
 * /system/role-manage: the roles with server paging and a keyword search (admin_sys_role/queryPage),
 * add/edit in a drawer (RoleDrawer: the permission matrix and menu access), delete after a
 * confirmation (the server refuses roles users hold and the administrator role). Every write
 * revalidates the role reads and the signed-in user's side menu and permissions.
 */
import { Button, Card, Empty, Form, Input, Message, Modal, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { useState } from 'react';
import useSWR from 'swr';
import { menuKeys } from '../../../src/api/menu';
import { deleteRole, queryRolePage, roleKeys } from '../../../src/api/roles';
import { revalidatePrefix } from '../../../src/api/swr';
import { systemKeys } from '../../../src/api/system';
import { FitTable } from '../../../src/components/FitTable';
import type { Page } from '../../../src/domain/envelope';
import type { RoleDataScope, RolePageQuery, RoleRow } from '../../../src/domain/role';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { displayValue } from '../../../src/utils/display';
import { failureText, reportFailure } from '../../../src/api/reportFailure';
import { RoleDrawer, type RoleDrawerTarget } from './RoleDrawer';
import './RoleManage.css';
import { TimeCell } from '../../../src/components/TimeCell';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'userCount', 'description'];

const SCOPE_COLORS: Record<RoleDataScope, string> = { all: 'red', area: 'orangered', unit: 'arcoblue', self: 'gray' };

/** After a write: the role reads, and the caller's own menu and permissions (they may hold the role). */
const revalidateAfterWrite = () =>
  Promise.all([revalidatePrefix(roleKeys.prefix), revalidatePrefix(menuKeys.userMenu), revalidatePrefix(systemKeys.loginUserInfo)]);

export default function RoleManage() {
  const canAdd = usePermission('role.add');
  const canEdit = usePermission('role.edit');
  const canDelete = usePermission('role.delete');
  const [query, setQuery] = useState<RolePageQuery>({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<RoleDrawerTarget | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useSWR<Page<RoleRow>>(
    roleKeys.page(query),
    () => queryRolePage(query),
    { keepPreviousData: true },
  );

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

  const columns: ColumnProps<RoleRow>[] = [
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
    {
      title: t('systemRoles.col.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: t('systemRoles.col.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_: unknown, r: RoleRow) => (
        <Space size={0}>
          {canEdit && (
            <Button type="text" size="small" data-testid="role-edit" onClick={() => setTarget({ mode: 'edit', id: r.id })}>
              {t('systemRoles.edit')}
            </Button>
          )}
          {canDelete && !r.builtIn && (
            <Button type="text" size="small" status="danger" data-testid="role-delete" onClick={() => confirmDelete(r)}>
              {t('systemRoles.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const empty = error ? (
    <Empty
      data-testid="role-manage-error"
      description={
        <Space direction="vertical" align="center">
          <span>{t('systemRoles.error')}</span>
          <Typography.Text type="secondary">{failureText(error)}</Typography.Text>
          <Button type="primary" size="small" onClick={() => void mutate()}>
            {t('systemRoles.retry')}
          </Button>
        </Space>
      }
    />
  ) : (
    <Empty data-testid="role-manage-empty" description={query.keyword ? t('systemRoles.emptyFiltered') : t('systemRoles.empty')} />
  );

  const search = (kw: string) => setQuery({ ...query, current: 1, keyword: kw.trim() || undefined });

  return (
    <div className="role-manage" data-testid="role-manage">
      <Card>
        <Form layout="inline" onSubmit={() => search(keyword)}>
          <Form.Item label={t('systemRoles.keyword')}>
            <Input
              value={keyword}
              onChange={setKeyword}
              allowClear
              placeholder={t('systemRoles.keywordPlaceholder')}
              style={{ width: 240 }}
              data-testid="role-keyword"
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="role-search">
                {t('systemRoles.search')}
              </Button>
              <Button
                onClick={() => {
                  setKeyword('');
                  search('');
                }}
              >
                {t('systemRoles.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <div className="role-manage__toolbar">
          <Typography.Title heading={6} className="role-manage__heading">
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
        <FitTable<RoleRow>
          rowKey="id"
          data-testid="role-table"
          loading={isLoading || (isValidating && !data)}
          columns={columns}
          fold={FOLD}
          data={error ? [] : (data?.records ?? [])}
          border={false}
          noDataElement={isLoading ? <div className="role-manage__state" /> : empty}
          onChange={(p) => setQuery({ ...query, current: p.current ?? 1, size: p.pageSize ?? query.size })}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: error ? 0 : (data?.total ?? 0),
            showTotal: true,
            sizeCanChange: true,
            sizeOptions: [10, 20, 50],
          }}
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
