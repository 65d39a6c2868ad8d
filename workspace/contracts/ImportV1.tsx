/**
 * The transfer list's 1.0 import: "导入1.0合同" uploads an .xlsx to contract/importV1 (all or nothing);
 * a refused file (code 501) lists its row errors in a modal; "下载导入模板" is a plain link with the
 * token (contract/importTemplate?token=). Shown to users who hold contract.import.
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
import { isApiFailure } from '../../src/api/client';
import { importTemplateUrl, importV1Contracts } from '../../src/api/contracts';
import { startDownload } from '../../src/api/files';
import { LinkButton } from '../../src/components/FileLinks';
import { IMPORT_COLUMNS } from '../../src/domain/contract-import';
import { t } from '../../src/i18n';

interface FieldError {
  path: string;
  message: string;
}

interface ImportErrors {
  message: string;
  total: number;
  fields: FieldError[];
}

/** 'row 3.amount' -> '第 3 行 · 合同金额（元）'; other paths as they are. */
export function describeImportPath(path: string): string {
  const m = /^row (\d+)\.(\w+)$/.exec(path);
  if (!m) return path;
  const header = IMPORT_COLUMNS.find((c) => c.key === m[2])?.header ?? m[2] ?? '';
  return t('contractLists.import.row', { row: m[1] ?? '', field: header });
}

function errorsOf(e: unknown): ImportErrors | undefined {
  if (!isApiFailure(e) || e.code !== 501) return undefined;
  const result = (e.result ?? {}) as { fields?: FieldError[]; total?: number };
  const fields = result.fields ?? [];
  return { message: e.message, total: result.total ?? fields.length, fields };
}

export function ImportV1() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ImportErrors>();

  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      Message.warning(t('contractLists.import.onlyXlsx'));
      return;
    }
    setBusy(true);
    try {
      const r = await importV1Contracts(file);
      Message.success(t('contractLists.import.done', { count: r.imported }));
    } catch (e) {
      const found = errorsOf(e);
      if (found) setErrors(found);
      else if (isApiFailure(e) && e.httpStatus !== 403 && e.httpStatus !== 401) Message.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space className="contract-list__import">
        <Upload
          className="contract-list__upload"
          accept=".xlsx"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            // Sent by importV1Contracts, not by Upload's own request: nothing is kept in a file list.
            void upload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<IconUpload />} loading={busy} data-testid="import-v1">
            {t('contractLists.import.button')}
          </Button>
        </Upload>
        <LinkButton icon={<IconDownload />} task={async () => startDownload(await importTemplateUrl())} data-testid="import-template">
          {t('contractLists.import.template')}
        </LinkButton>
      </Space>
      <Modal
        title={t('contractLists.import.errorsTitle')}
        visible={errors !== undefined}
        onOk={() => setErrors(undefined)}
        onCancel={() => setErrors(undefined)}
        hideCancel
        okText={t('contractLists.import.close')}
        style={{ width: 640 }}
        data-testid="import-errors"
      >
        {errors && (
          <>
            <Typography.Paragraph>
              {errors.message}
              <br />
              {t('contractLists.import.errorsHint', { total: errors.total })}
              {errors.fields.length < errors.total && ` ${t('contractLists.import.errorsMore', { shown: errors.fields.length })}`}
            </Typography.Paragraph>
            <Table
              size="small"
              rowKey={(r: FieldError & { i: number }) => String(r.i)}
              pagination={errors.fields.length > 10 ? { pageSize: 10, size: 'mini' } : false}
              data={errors.fields.map((f, i) => ({ ...f, i }))}
              columns={[
                { title: t('contractLists.import.where'), dataIndex: 'path', width: 220, render: (p: string) => describeImportPath(p) },
                { title: t('contractLists.import.problem'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
