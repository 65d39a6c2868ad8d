/**
 * An all-or-nothing spreadsheet import (the 1.0 contracts, the users): the import button uploads an
 * .xlsx through `upload`; a file the server refuses (code 501) lists every problem with its row and
 * column (`describePath`) in a modal, and nothing is imported; an accepted one says how many were
 * imported and hands the answer to `onImported`. Beside it, the template's download (a ticket link).
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
import { failedWith } from '../../src/api/ApiFailure';
import { startDownload } from '../../src/api/files';
import { reportFailure } from '../../src/api/reportFailure';
import { LinkButton } from '../../src/components/FileLinks';
import { ApiCode } from '../../src/domain/api-codes';
import { t } from '../../src/i18n';

interface RowProblem {
  path: string;
  message: string;
}

interface Refusal {
  message: string;
  total: number;
  problems: RowProblem[];
}

/** The problems of a refused file (code 501: `result.fields`, and `result.total` when only the first are listed). */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!failedWith(error, ApiCode.invalid)) return undefined;
  const result = (error.result ?? {}) as { fields?: RowProblem[]; total?: number };
  const problems = result.fields ?? [];
  return { message: error.message, total: result.total ?? problems.length, problems };
}

/** 'row 3.amount' -> '第 3 行 · 合同金额（元）' with the column's header; 'header.units' -> the header; others as they are. */
export function describeSheetPath(path: string, headerOf: (key: string) => string | undefined): string {
  const row = /^row (\d+)\.(\w+)$/.exec(path);
  if (row) return t('forms.import.row', { row: row[1] ?? '', field: headerOf(row[2] ?? '') ?? row[2] ?? '' });
  const head = /^header\.(\w+)$/.exec(path);
  return head ? (headerOf(head[1] ?? '') ?? path) : path;
}

export interface SpreadsheetImportProps<R extends { imported: number }> {
  upload: (file: File) => Promise<R>;
  templateUrl: () => Promise<string>;
  /** The columns' headers by their keys, for the problems' places. */
  headerOf: (key: string) => string | undefined;
  /** The import button's text, and the message after an import of `count`. */
  label: string;
  done: (count: number) => string;
  onImported?: (result: R) => void;
  testIds: { button: string; template: string; errors: string };
  className?: string;
  primary?: boolean;
}

export function SpreadsheetImport<R extends { imported: number }>(props: SpreadsheetImportProps<R>) {
  const { upload, templateUrl, headerOf, label, done, onImported, testIds, className, primary } = props;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  const send = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      Message.warning(t('forms.import.onlyXlsx'));
      return;
    }
    setBusy(true);
    try {
      const result = await upload(file);
      Message.success(done(result.imported));
      onImported?.(result);
    } catch (e) {
      const found = refusalOf(e);
      if (found) setRefusal(found);
      else reportFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space className={className}>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            // Sent by `upload`, not by Upload's own request: nothing is kept in a file list.
            void send(file);
            return false;
          }}
        >
          <Button type={primary ? 'primary' : 'default'} icon={<IconUpload />} loading={busy} data-testid={testIds.button}>
            {label}
          </Button>
        </Upload>
        <LinkButton icon={<IconDownload />} task={async () => startDownload(await templateUrl())} data-testid={testIds.template}>
          {t('forms.import.template')}
        </LinkButton>
      </Space>
      <Modal
        title={t('forms.import.errorsTitle')}
        visible={refusal !== undefined}
        onOk={() => setRefusal(undefined)}
        onCancel={() => setRefusal(undefined)}
        hideCancel
        okText={t('forms.import.close')}
        style={{ width: 640 }}
        data-testid={testIds.errors}
      >
        {refusal && (
          <>
            <Typography.Paragraph>
              {/* The server's message says how many problems there are and that nothing was imported. */}
              {refusal.message}
              {refusal.problems.length < refusal.total && ` ${t('forms.import.errorsMore', { shown: refusal.problems.length })}`}
            </Typography.Paragraph>
            <Table
              size="small"
              rowKey={(r: RowProblem & { i: number }) => String(r.i)}
              pagination={refusal.problems.length > 10 ? { pageSize: 10, size: 'mini' } : false}
              data={refusal.problems.map((p, i) => ({ ...p, i }))}
              columns={[
                { title: t('forms.import.where'), dataIndex: 'path', width: 220, render: (p: string) => describeSheetPath(p, headerOf) },
                { title: t('forms.import.problem'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
