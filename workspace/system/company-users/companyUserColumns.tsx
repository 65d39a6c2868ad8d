/**
 * The company user list's columns (CompanyUserManage.tsx): account, name, mobile, counterpart, the
 * status (pending registration, enabled, disabled), when added, and the row's actions the caller may
 * take: approve a pending registration, edit, enable, disable, reset the password, delete.
 */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { TimeCell } from '../../../src/components/TimeCell';
import type { CompanyUserRow } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { actionsColumn, RowAction } from '../registry/RegistryPage';

/** A company user as the confirmations name them: the real name, else the account. */
export const companyUserName = (r: CompanyUserRow) => r.realName || r.username;

const statusTag = (r: CompanyUserRow) =>
  r.pending ? (
    <Tag color="orange">{t('systemCounterparts.cu.pending')}</Tag>
  ) : r.enabled ? (
    <Tag color="green">{t('systemCounterparts.cu.enabled')}</Tag>
  ) : (
    <Tag color="gray">{t('systemCounterparts.cu.disabled')}</Tag>
  );

/** What the columns need: the caller's permissions and the row actions. */
export interface CompanyUserColumnsOptions {
  can: { edit: boolean; delete: boolean; enable: boolean; disable: boolean };
  onApprove: (r: CompanyUserRow) => void;
  onEdit: (r: CompanyUserRow) => void;
  onEnable: (r: CompanyUserRow) => void;
  onDisable: (r: CompanyUserRow) => void;
  onReset: (r: CompanyUserRow) => void;
  onDelete: (r: CompanyUserRow) => void;
}

/** The columns of the company user table. */
export function companyUserColumns(o: CompanyUserColumnsOptions): ColumnProps<CompanyUserRow>[] {
  const { can } = o;
  return [
    { title: t('systemCounterparts.cu.col.username'), dataIndex: 'username', width: 140 },
    { title: t('systemCounterparts.cu.col.realName'), dataIndex: 'realName', width: 90, render: (v: string) => v || '—' },
    { title: t('systemCounterparts.cu.col.mobile'), dataIndex: 'mobile', width: 120, render: (v: string | null) => v ?? '—' },
    { title: t('systemCounterparts.cu.col.counterpart'), dataIndex: 'counterpartName', width: 220, ellipsis: true, render: (v: string | null) => v ?? '—' },
    { title: t('systemCounterparts.cu.col.status'), dataIndex: 'enabled', width: 90, render: (_: boolean, r) => <span data-testid="cu-status">{statusTag(r)}</span> },
    { title: t('systemCounterparts.cu.col.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => <TimeCell value={v} format="YYYY-MM-DD HH:mm" /> },
    actionsColumn<CompanyUserRow>(
      (r) => (
        <>
          {r.pending && can.enable && (
            <RowAction onClick={() => o.onApprove(r)} testId="cu-approve">
              {t('systemCounterparts.cu.approve')}
            </RowAction>
          )}
          {can.edit && (
            <RowAction onClick={() => o.onEdit(r)} testId="cu-edit">
              {t('systemCounterparts.cu.edit')}
            </RowAction>
          )}
          {!r.pending && !r.enabled && can.enable && (
            <RowAction onClick={() => o.onEnable(r)} testId="cu-enable">
              {t('systemCounterparts.cu.enable')}
            </RowAction>
          )}
          {r.enabled && can.disable && (
            <RowAction onClick={() => o.onDisable(r)} testId="cu-disable">
              {t('systemCounterparts.cu.disable')}
            </RowAction>
          )}
          {can.edit && (
            <RowAction onClick={() => o.onReset(r)} testId="cu-reset">
              {t('systemCounterparts.cu.resetPassword')}
            </RowAction>
          )}
          {can.delete && (
            <RowAction onClick={() => o.onDelete(r)} testId="cu-delete" danger>
              {t('systemCounterparts.cu.delete')}
            </RowAction>
          )}
        </>
      ),
      330,
      t('systemCounterparts.col.actions'),
    ),
  ];
}
