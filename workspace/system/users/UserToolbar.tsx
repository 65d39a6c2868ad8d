/**
 * The toolbar of the user list (UserManage.tsx): the keyword and status filters with the list's total
 * on the left; add, Excel import and Excel export (of the filtered list) on the right, each only with
 * its permission.
 */
import { Button, Select, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { exportUsers, type UserListQuery } from '../../../src/api/users-admin';
import { t } from '../../../src/i18n';
import { FileExportButton } from '../../common/FileExportButton';
import { KeywordSearch } from '../registry/RegistryPage';
import { UserImport } from './UserImport';
import '../../common/ListToolbar.css';

export interface UserToolbarProps {
  query: UserListQuery;
  /** The list's total, once it loaded (none while it fails). */
  total: number | undefined;
  onFilter: (patch: Partial<UserListQuery>) => void;
  can: { add: boolean; import: boolean; export: boolean };
  onAdd: () => void;
}

export function UserToolbar({ query, total, onFilter, can, onAdd }: UserToolbarProps) {
  return (
    <div className="list-toolbar system-users__toolbar">
      <Space wrap>
        <KeywordSearch placeholder={t('systemUsers.filter.keyword')} onApply={(keyword) => onFilter({ keyword })} testId="user-keyword" />
        <Select
          style={{ width: 130 }}
          value={query.status ?? ''}
          onChange={(v: string) => onFilter({ status: v === 'enabled' || v === 'disabled' ? v : undefined })}
          data-testid="user-status-filter"
          options={[
            { value: '', label: t('systemUsers.filter.statusAll') },
            { value: 'enabled', label: t('systemUsers.status.enabled') },
            { value: 'disabled', label: t('systemUsers.status.disabled') },
          ]}
        />
        {total !== undefined && (
          <Typography.Text type="secondary" data-testid="user-total" data-total={total}>
            {t('systemUsers.total', { total })}
          </Typography.Text>
        )}
      </Space>
      <Space wrap>
        {can.add && (
          <Button type="primary" icon={<IconPlus />} data-testid="user-add" onClick={onAdd}>
            {t('systemUsers.add')}
          </Button>
        )}
        <UserImport canImport={can.import} />
        {can.export && (
          <FileExportButton
            download={() => exportUsers(query)}
            label={t('systemUsers.export')}
            done={(name) => t('systemUsers.exportDone', { name })}
            testId="user-export"
          />
        )}
      </Space>
    </div>
  );
}
