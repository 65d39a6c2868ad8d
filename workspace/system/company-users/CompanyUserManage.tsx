/**
 * /system/company-user-manager: the counterparts' users (admin_company_user/queryPage) with server
 * paging and filters (counterpart, status including pending self-registrations, keyword); add and
 * edit in a drawer; approve (enable) pending registrations; enable/disable; reset password; delete.
 * Actions show only with the matching companyUser.* permission.
 */
import { Alert, Button, Modal, Select, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
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
import { COMPANY_USER_STATUSES, type CompanyUserPageQuery, type CompanyUserRow } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reportFailure } from '../../../src/api/reportFailure';
import { CompanyUserForm, type CompanyUserFormTarget } from './CompanyUserForm';
import { CounterpartSelect } from './CounterpartSelect';
import { actionsColumn, KeywordSearch, RegistryPage, RowAction } from '../registry/RegistryPage';
import { useRegistryList } from '../registry/useRegistryList';
import { TimeCell } from '../../../src/components/TimeCell';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'mobile', 'counterpartName'];

type Status = (typeof COMPANY_USER_STATUSES)[number];

const nameOf = (r: CompanyUserRow) => r.realName || r.username;

export default function CompanyUserManage() {
  const canAdd = usePermission('companyUser.add');
  const canEdit = usePermission('companyUser.edit');
  const canDelete = usePermission('companyUser.delete');
  const canEnable = usePermission('companyUser.enable');
  const canDisable = usePermission('companyUser.disable');
  const [target, setTarget] = useState<CompanyUserFormTarget | null>(null);
  const pendingQuery = { current: 1, size: 1, status: 'pending' as const };
  const { data: pending, mutate: mutatePending } = useSWR(companyUserKeys.page(pendingQuery), () => queryCompanyUsers(pendingQuery));
  const list = useRegistryList<Partial<CompanyUserPageQuery>, CompanyUserRow>(companyUserKeys.page, queryCompanyUsers, {}, { alsoReload: mutatePending });
  const { query, filter } = list;

  const confirmDisable = (r: CompanyUserRow) =>
    list.confirmWrite({
      title: t('systemCounterparts.cu.disableTitle'),
      content: t('systemCounterparts.cu.disableContent', { name: nameOf(r) }),
      danger: true,
      task: () => disableCompanyUser(r.userId),
      done: t('systemCounterparts.cu.statusChanged'),
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
    list.confirmDelete({
      title: t('systemCounterparts.cu.deleteTitle'),
      content: t('systemCounterparts.cu.deleteContent', { name: nameOf(r) }),
      remove: () => deleteCompanyUser(r.userId),
      done: t('systemCounterparts.deleted'),
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
    actionsColumn<CompanyUserRow>(
      (r) => (
        <>
          {r.pending && canEnable && (
            <Button
              type="text"
              size="small"
              onClick={() => void list.write(() => enableCompanyUser(r.userId), t('systemCounterparts.cu.approved'))}
              data-testid="cu-approve"
            >
              {t('systemCounterparts.cu.approve')}
            </Button>
          )}
          {canEdit && (
            <RowAction onClick={() => setTarget({ mode: 'edit', row: r })} testId="cu-edit">
              {t('systemCounterparts.cu.edit')}
            </RowAction>
          )}
          {!r.pending && !r.enabled && canEnable && (
            <Button
              type="text"
              size="small"
              onClick={() => void list.write(() => enableCompanyUser(r.userId), t('systemCounterparts.cu.statusChanged'))}
              data-testid="cu-enable"
            >
              {t('systemCounterparts.cu.enable')}
            </Button>
          )}
          {r.enabled && canDisable && (
            <RowAction onClick={() => confirmDisable(r)} testId="cu-disable">
              {t('systemCounterparts.cu.disable')}
            </RowAction>
          )}
          {canEdit && (
            <RowAction onClick={() => confirmReset(r)} testId="cu-reset">
              {t('systemCounterparts.cu.resetPassword')}
            </RowAction>
          )}
          {canDelete && (
            <RowAction onClick={() => confirmDelete(r)} testId="cu-delete" danger>
              {t('systemCounterparts.cu.delete')}
            </RowAction>
          )}
        </>
      ),
      330,
      t('systemCounterparts.col.actions'),
    ),
  ];

  const pendingCount = pending?.total ?? 0;
  const notice = pendingCount > 0 && (
    <Alert
      type="warning"
      style={{ marginBottom: 16 }}
      content={t('systemCounterparts.cu.pendingAlert', { n: pendingCount })}
      action={
        <Button size="mini" type="text" onClick={() => filter({ status: 'pending' })} data-testid="cu-show-pending">
          {t('systemCounterparts.cu.pending')}
        </Button>
      }
      data-testid="cu-pending-alert"
    />
  );
  const filters = (
    <>
      <KeywordSearch placeholder={t('systemCounterparts.cu.search')} width={260} onApply={(keyword) => filter({ keyword })} testId="cu-search" />
      <CounterpartSelect
        allowClear
        style={{ width: 280 }}
        placeholder={t('systemCounterparts.cu.allCounterparts')}
        value={query.counterpartId === undefined ? undefined : Number(query.counterpartId)}
        onChange={(counterpartId) => filter({ counterpartId })}
        data-testid="cu-counterpart-filter"
      />
      <Select
        allowClear
        style={{ width: 130 }}
        placeholder={t('systemCounterparts.cu.allStatus')}
        value={query.status}
        onChange={(status?: Status) => filter({ status })}
        options={COMPANY_USER_STATUSES.map((s) => ({ value: s, label: t(`systemCounterparts.cu.${s}`) }))}
        data-testid="cu-status-filter"
      />
    </>
  );

  return (
    <RegistryPage
      title={t('route.companyUserManage')}
      list={list}
      rowKey="userId"
      columns={columns}
      fold={FOLD}
      notice={notice}
      filters={filters}
      add={
        canAdd
          ? {
              label: t('systemCounterparts.cu.add'),
              onClick: () => setTarget({ mode: 'add', counterpartId: query.counterpartId === undefined ? undefined : Number(query.counterpartId) }),
            }
          : null
      }
      texts={{ empty: t('systemCounterparts.cu.empty') }}
      testIds={{ page: 'company-user-manage', table: 'company-user-table', add: 'cu-add' }}
    >
      <CompanyUserForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          list.reload();
        }}
      />
    </RegistryPage>
  );
}
