/**
 * /system/company-user-manager: the counterparts' users (admin_company_user/queryPage) with server
 * paging and filters (counterpart, status including pending self-registrations, keyword); add and
 * edit in a drawer; approve (enable) pending registrations; enable/disable; reset password; delete.
 * Actions show only with the matching companyUser.* permission.
 */
import useSWR from 'swr';
import { companyUserKeys, deleteCompanyUser, disableCompanyUser, enableCompanyUser, queryCompanyUsers } from '../../../src/api/counterparts';
import type { CompanyUserPageQuery, CompanyUserRow } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { companyUserFilters, PendingNotice } from './companyUserFilters';
import { CompanyUserForm, type CompanyUserFormTarget } from './CompanyUserForm';
import { companyUserColumns, companyUserName } from './companyUserColumns';
import { confirmPasswordReset } from './confirmPasswordReset';
import { RegistryPage } from '../registry/RegistryPage';
import { useFormTarget, useRegistryList } from '../registry/useRegistryList';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['createdAt', 'mobile', 'counterpartName'];

export default function CompanyUserManage() {
  const canAdd = usePermission('companyUser.add');
  const canEdit = usePermission('companyUser.edit');
  const canDelete = usePermission('companyUser.delete');
  const canEnable = usePermission('companyUser.enable');
  const canDisable = usePermission('companyUser.disable');
  const pendingQuery = { current: 1, size: 1, status: 'pending' as const };
  const { data: pending, mutate: mutatePending } = useSWR(companyUserKeys.page(pendingQuery), () => queryCompanyUsers(pendingQuery));
  const list = useRegistryList<Partial<CompanyUserPageQuery>, CompanyUserRow>(companyUserKeys.page, queryCompanyUsers, {}, { alsoReload: mutatePending });
  const { open, form } = useFormTarget<CompanyUserFormTarget>(list.reload);
  const { query, filter } = list;

  const columns = companyUserColumns({
    can: { edit: canEdit, delete: canDelete, enable: canEnable, disable: canDisable },
    onApprove: (r) => void list.write(() => enableCompanyUser(r.userId), t('systemCounterparts.cu.approved')),
    onEdit: (r) => open({ mode: 'edit', row: r }),
    onEnable: (r) => void list.write(() => enableCompanyUser(r.userId), t('systemCounterparts.cu.statusChanged')),
    onDisable: (r) =>
      list.confirmWrite({
        title: t('systemCounterparts.cu.disableTitle'),
        content: t('systemCounterparts.cu.disableContent', { name: companyUserName(r) }),
        danger: true,
        task: () => disableCompanyUser(r.userId),
        done: t('systemCounterparts.cu.statusChanged'),
      }),
    onReset: confirmPasswordReset,
    onDelete: (r) =>
      list.confirmDelete({
        title: t('systemCounterparts.cu.deleteTitle'),
        content: t('systemCounterparts.cu.deleteContent', { name: companyUserName(r) }),
        remove: () => deleteCompanyUser(r.userId),
        done: t('systemCounterparts.deleted'),
      }),
  });

  return (
    <RegistryPage
      title={t('route.companyUserManage')}
      list={list}
      rowKey="userId"
      columns={columns}
      fold={FOLD}
      notice={<PendingNotice count={pending?.total ?? 0} onShow={() => filter({ status: 'pending' })} />}
      filters={companyUserFilters({ query, filter })}
      add={
        canAdd
          ? {
              label: t('systemCounterparts.cu.add'),
              onClick: () => open({ mode: 'add', counterpartId: query.counterpartId === undefined ? undefined : Number(query.counterpartId) }),
            }
          : null
      }
      texts={{ empty: t('systemCounterparts.cu.empty') }}
      testIds={{ page: 'company-user-manage', table: 'company-user-table', add: 'cu-add' }}
    >
      <CompanyUserForm {...form} />
    </RegistryPage>
  );
}
