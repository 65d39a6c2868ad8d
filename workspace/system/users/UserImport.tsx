/**
 * "导入Excel": uploads an .xlsx to admin_sys_user/import (all or nothing, workspace/common/SpreadsheetImport.tsx).
 * An accepted file lists the new users with the initial passwords the server generated (shown this once).
 */
import { Modal, Space, Table, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import { importUsers, userImportTemplateUrl } from '../../../src/api/users-admin';
import { type ImportedUser, USER_IMPORT_COLUMNS, type UserImportResult } from '../../../src/domain/user-admin';
import { t } from '../../../src/i18n';
import { SpreadsheetImport } from '../../common/SpreadsheetImport';

const headerOf = (key: string) => USER_IMPORT_COLUMNS.find((c) => c.key === key)?.header;

export function UserImport({ canImport }: { canImport: boolean }) {
  const [done, setDone] = useState<UserImportResult>();
  if (!canImport) return null;
  return (
    <>
      <SpreadsheetImport
        upload={importUsers}
        templateUrl={userImportTemplateUrl}
        headerOf={headerOf}
        label={t('systemUsers.import')}
        done={(count) => t('systemUsers.import.done', { count })}
        onImported={setDone}
        testIds={{ button: 'user-import', template: 'user-import-template', errors: 'user-import-errors' }}
      />
      <Modal
        title={t('systemUsers.import.resultTitle')}
        visible={done !== undefined}
        onOk={() => setDone(undefined)}
        onCancel={() => setDone(undefined)}
        hideCancel
        maskClosable={false}
        okText={t('systemUsers.password.close')}
        style={{ width: 640 }}
        data-testid="user-import-result"
      >
        {done && (
          <>
            <Typography.Paragraph type="warning">{t('systemUsers.import.resultHint')}</Typography.Paragraph>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Table<ImportedUser>
                size="small"
                rowKey="userId"
                pagination={done.users.length > 10 ? { pageSize: 10, size: 'mini' } : false}
                data={done.users}
                columns={[
                  { title: t('systemUsers.import.rowNo'), dataIndex: 'row', width: 80 },
                  { title: t('systemUsers.col.username'), dataIndex: 'username' },
                  { title: t('systemUsers.col.realName'), dataIndex: 'realName' },
                  {
                    title: t('systemUsers.password.password'),
                    dataIndex: 'initialPassword',
                    render: (p: string | undefined) =>
                      p ? (
                        <Typography.Text copyable code>
                          {p}
                        </Typography.Text>
                      ) : (
                        <Typography.Text type="secondary">{t('systemUsers.import.fromFile')}</Typography.Text>
                      ),
                  },
                ]}
              />
            </Space>
          </>
        )}
      </Modal>
    </>
  );
}
