/**
 * "导入Excel": uploads an .xlsx to admin_sys_user/import (all or nothing). A refused file (code 501)
 * lists its row errors in a table; an accepted one lists the new users with the initial passwords the
 * server generated (shown this once). "下载导入模板" is a plain link with the token.
 */
import { Button, Message, Modal, Space, Table, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { isApiFailure } from '../../../src/api/client';
import { startDownload } from '../../../src/api/files';
import { importUsers, userImportTemplateUrl } from '../../../src/api/users-admin';
import { LinkButton } from '../../../src/components/FileLinks';
import { type ImportedUser, USER_IMPORT_COLUMNS, type UserImportResult } from '../../../src/domain/user-admin';
import { t } from '../../../src/i18n';

interface FieldError {
  path: string;
  message: string;
}

interface ImportErrors {
  message: string;
  total: number;
  fields: FieldError[];
}

/** 'row 3.mobile' -> '第 3 行 · 手机号'; 'header.units' -> '所属单位'; others as they are. */
export function describeUserImportPath(path: string): string {
  const header = (key: string) => USER_IMPORT_COLUMNS.find((c) => c.key === key)?.header ?? key;
  const row = /^row (\d+)\.(\w+)$/.exec(path);
  if (row) return t('systemUsers.import.row', { row: row[1] ?? '', field: header(row[2] ?? '') });
  const head = /^header\.(\w+)$/.exec(path);
  return head ? header(head[1] ?? '') : path;
}

function errorsOf(e: unknown): ImportErrors | undefined {
  if (!isApiFailure(e) || e.code !== 501) return undefined;
  const result = (e.result ?? {}) as { fields?: FieldError[]; total?: number };
  const fields = result.fields ?? [];
  return { message: e.message, total: result.total ?? fields.length, fields };
}

export function UserImport({ canImport }: { canImport: boolean }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ImportErrors>();
  const [done, setDone] = useState<UserImportResult>();

  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      Message.warning(t('systemUsers.import.onlyXlsx'));
      return;
    }
    setBusy(true);
    try {
      const r = await importUsers(file);
      Message.success(t('systemUsers.import.done', { count: r.imported }));
      setDone(r);
    } catch (e) {
      const found = errorsOf(e);
      if (found) setErrors(found);
      else if (isApiFailure(e) && e.httpStatus !== 403 && e.httpStatus !== 401) Message.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  if (!canImport) return null;
  return (
    <>
      <Space>
        <Upload
        accept=".xlsx"
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<IconUpload />} loading={busy} data-testid="user-import">
          {t('systemUsers.import')}
        </Button>
      </Upload>
      <LinkButton icon={<IconDownload />} task={async () => startDownload(await userImportTemplateUrl())} data-testid="user-import-template">
        {t('systemUsers.template')}
      </LinkButton>
      </Space>
      <Modal
        title={t('systemUsers.import.errorsTitle')}
        visible={errors !== undefined}
        onOk={() => setErrors(undefined)}
        onCancel={() => setErrors(undefined)}
        hideCancel
        okText={t('systemUsers.import.close')}
        style={{ width: 640 }}
        data-testid="user-import-errors"
      >
        {errors && (
          <>
            <Typography.Paragraph>
              {errors.message}
              <br />
              {t('systemUsers.import.errorsHint', { total: errors.total })}
            </Typography.Paragraph>
            <Table
              size="small"
              rowKey={(r: FieldError & { i: number }) => String(r.i)}
              pagination={errors.fields.length > 10 ? { pageSize: 10, size: 'mini' } : false}
              data={errors.fields.map((f, i) => ({ ...f, i }))}
              columns={[
                { title: t('systemUsers.import.where'), dataIndex: 'path', width: 200, render: (p: string) => describeUserImportPath(p) },
                { title: t('systemUsers.import.problem'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Modal>
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
