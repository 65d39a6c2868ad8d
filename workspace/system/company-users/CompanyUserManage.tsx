/**
 * /system/company-user-manager: the counterparts' users (admin_company_user/queryPage) with server
 * paging and filters (counterpart, status including pending self-registrations, keyword); add and
 * edit in a drawer; approve (enable) pending registrations; enable/disable; reset password; delete.
 * Actions show only with the matching companyUser.* permission.
 */
import { Alert, Button, Card, Empty, Input, Message, Modal, Result, Select, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import {
  companyUserKeys,
  deleteCompanyUser,
  disableCompanyUser,
  enableCompanyUser,
  queryCompanyUsers,
  resetCompanyUserPassword,
} from '../../../src/api/counterparts';
import { FitTable } from '../../../src/components/FitTable';
import { COMPANY_USER_STATUSES, type CompanyUserPageQuery, type CompanyUserRow } from '../../../src/domain/counterpart';
import type { Page } from '../../../src/domain/envelope';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reportFailure } from '../../../src/api/reportFailure';
import { CompanyUserForm, type CompanyUserFormTarget } from './CompanyUserForm';
import { CounterpartSelect } from './CounterpartSelect';
import { TimeCell } from '../../../src/components/TimeCell';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'mobile', 'counterpartName'];

type Query = CompanyUserPageQuery & { current: number; size: number };
type Status = (typeof COMPANY_USER_STATUSES)[number];

const nameOf = (r: CompanyUserRow) => r.realName || r.username;

export default function CompanyUserManage() {
  const canAdd = usePermission('companyUser.add');
  const canEdit = usePermission('companyUser.edit');
  const canDelete = usePermission('companyUser.delete');
  const canEnable = usePermission('companyUser.enable');
  const canDisable = usePermission('companyUser.disable');
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<CompanyUserFormTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<CompanyUserRow>>(companyUserKeys.page(query), () => queryCompanyUsers(query));
  const pendingQuery = { current: 1, size: 1, status: 'pending' as const };
  const { data: pending, mutate: mutatePending } = useSWR(companyUserKeys.page(pendingQuery), () => queryCompanyUsers(pendingQuery));

  const refresh = async () => {
    await Promise.all([mutate(), mutatePending()]);
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      Message.success(done);
      await refresh();
    } catch (e) {
      reportFailure(e);
    }
  };

  const confirmDisable = (r: CompanyUserRow) =>
    Modal.confirm({
      title: t('systemCounterparts.cu.disableTitle'),
      content: t('systemCounterparts.cu.disableContent', { name: nameOf(r) }),
      okButtonProps: { status: 'danger' },
      onOk: () => run(() => disableCompanyUser(r.userId), t('systemCounterparts.cu.statusChanged')),
    });

  const confirmReset = (r: CompanyUserRow) =>
    Modal.confirm({
      title: t('systemCounterparts.cu.resetTitle'),
      content: t('systemCounterparts.cu.resetContent', { name: nameOf(r) }),
      onOk: async () => {
        try {
          const result = await resetCompanyUserPassword(r.userId);
          Modal.success({
            title: t('systemCounterparts.cu.resetTitle'),
            content: (
              <div>
                {t('systemCounterparts.cu.newPassword')}
                <Typography.Text copyable code data-testid="cu-new-password">
                  {result.password}
                </Typography.Text>
              </div>
            ),
          });
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  const confirmDelete = (r: CompanyUserRow) =>
    Modal.confirm({
      title: t('systemCounterparts.cu.deleteTitle'),
      content: t('systemCounterparts.cu.deleteContent', { name: nameOf(r) }),
      okButtonProps: { status: 'danger' },
      onOk: () => run(() => deleteCompanyUser(r.userId), t('systemCounterparts.deleted')),
    });

  const statusTag = (r: CompanyUserRow) =>
    r.pending ? (
      <Tag color="orange">{t('systemCounterparts.cu.pending')}</Tag>
    ) : r.enabled ? (
      <Tag color="green">{t('systemCounterparts.cu.enabled')}</Tag>
    ) : (
      <Tag color="gray">{t('systemCounterparts.cu.disabled')}</Tag>
    );

  const columns: ColumnProps<CompanyUserRow>[] = [
    { title: t('systemCounterparts.cu.col.username'), dataIndex: 'username', width: 140 },
    { title: t('systemCounterparts.cu.col.realName'), dataIndex: 'realName', width: 90, render: (v: string) => v || '—' },
    { title: t('systemCounterparts.cu.col.mobile'), dataIndex: 'mobile', width: 120, render: (v: string | null) => v ?? '—' },
    { title: t('systemCounterparts.cu.col.counterpart'), dataIndex: 'counterpartName', width: 220, ellipsis: true, render: (v: string | null) => v ?? '—' },
    { title: t('systemCounterparts.cu.col.status'), dataIndex: 'enabled', width: 90, render: (_: boolean, r) => <span data-testid="cu-status">{statusTag(r)}</span> },
    { title: t('systemCounterparts.cu.col.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => <TimeCell value={v} format="YYYY-MM-DD HH:mm" /> },
    {
      title: t('systemCounterparts.col.actions'),
      key: 'actions',
      width: 330,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {r.pending && canEnable && (
            <Button
              type="text"
              size="small"
              onClick={() => void run(() => enableCompanyUser(r.userId), t('systemCounterparts.cu.approved'))}
              data-testid="cu-approve"
            >
              {t('systemCounterparts.cu.approve')}
            </Button>
          )}
          {canEdit && (
            <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', row: r })} data-testid="cu-edit">
              {t('systemCounterparts.cu.edit')}
            </Button>
          )}
          {!r.pending && !r.enabled && canEnable && (
            <Button
              type="text"
              size="small"
              onClick={() => void run(() => enableCompanyUser(r.userId), t('systemCounterparts.cu.statusChanged'))}
              data-testid="cu-enable"
            >
              {t('systemCounterparts.cu.enable')}
            </Button>
          )}
          {r.enabled && canDisable && (
            <Button type="text" size="small" onClick={() => confirmDisable(r)} data-testid="cu-disable">
              {t('systemCounterparts.cu.disable')}
            </Button>
          )}
          {canEdit && (
            <Button type="text" size="small" onClick={() => confirmReset(r)} data-testid="cu-reset">
              {t('systemCounterparts.cu.resetPassword')}
            </Button>
          )}
          {canDelete && (
            <Button type="text" size="small" status="danger" onClick={() => confirmDelete(r)} data-testid="cu-delete">
              {t('systemCounterparts.cu.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const pendingCount = pending?.total ?? 0;
  return (
    <Card title={t('route.companyUserManage')} data-testid="company-user-manage">
      {pendingCount > 0 && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={t('systemCounterparts.cu.pendingAlert', { n: pendingCount })}
          action={
            <Button size="mini" type="text" onClick={() => setQuery((q) => ({ ...q, status: 'pending', current: 1 }))} data-testid="cu-show-pending">
              {t('systemCounterparts.cu.pending')}
            </Button>
          }
          data-testid="cu-pending-alert"
        />
      )}
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t('systemCounterparts.cu.search')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, current: 1 }))}
            data-testid="cu-search"
          />
          <CounterpartSelect
            allowClear
            style={{ width: 280 }}
            placeholder={t('systemCounterparts.cu.allCounterparts')}
            value={query.counterpartId === undefined ? undefined : Number(query.counterpartId)}
            onChange={(v) => setQuery((q) => ({ ...q, counterpartId: v, current: 1 }))}
            data-testid="cu-counterpart-filter"
          />
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t('systemCounterparts.cu.allStatus')}
            value={query.status}
            onChange={(v?: Status) => setQuery((q) => ({ ...q, status: v, current: 1 }))}
            options={COMPANY_USER_STATUSES.map((s) => ({ value: s, label: t(`systemCounterparts.cu.${s}`) }))}
            data-testid="cu-status-filter"
          />
        </Space>
        {canAdd && (
          <Button
            type="primary"
            icon={<IconPlus />}
            onClick={() => setTarget({ mode: 'add', counterpartId: query.counterpartId === undefined ? undefined : Number(query.counterpartId) })}
            data-testid="cu-add"
          >
            {t('systemCounterparts.cu.add')}
          </Button>
        )}
      </Space>
      {error ? (
        <Result
          status="error"
          title={t('systemCounterparts.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('systemCounterparts.retry')}
            </Button>
          }
        />
      ) : (
        <FitTable<CompanyUserRow>
          rowKey="userId"
          loading={isLoading}
          columns={columns}
          fold={FOLD}
          data={data?.records ?? []}
          noDataElement={<Empty description={t('systemCounterparts.cu.empty')} />}
          pagination={{
            total: data?.total ?? 0,
            current: query.current,
            pageSize: query.size,
            showTotal: true,
            sizeCanChange: true,
            onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
          }}
          data-testid="company-user-table"
        />
      )}
      <CompanyUserForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void refresh();
        }}
      />
    </Card>
  );
}
