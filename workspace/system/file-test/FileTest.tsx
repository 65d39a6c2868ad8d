/**
 * /system/file-test: file upload as the product's forms use it (docs/api/files.md), end to end: what
 * it is for and where the product uses it, upload (the allowed types and size shown, the server's
 * refusals shown), the files uploaded in this browser session (sys_files/getListByIds, ids kept in
 * sessionStorage), preview (pdf and images), download, and soft delete (sys_files/delFile). The API
 * calls, the kept ids and the files' metadata as JSON are behind the raw-data switch.
 */
import { Alert, Button, Card, Empty, Message, Modal, Result, Space, Table, Tag, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { isApiFailure } from '../../../src/api/client';
import { FileDownloadButton, FilePreviewFrame, FilePreviewImage } from '../../../src/components/FileLinks';
import { deleteFile, getFilesByIds, unitsAdminKeys, uploadFile } from '../../../src/api/units-admin';
import { type FileMeta, UPLOAD_TYPES } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { usePermissionCheck } from '../../../src/permissions';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { TimeCell } from '../../../src/components/TimeCell';
import { DemoIntro, errorText, RawData } from '../pickers/DemoParts';

const STORAGE_KEY = 'system.fileTest.ids';
/** The server's default UPLOAD_LIMIT_MB (docs/api/files.md "Upload"). */
const UPLOAD_LIMIT_MB = 50;
const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg']);
const EXTENSIONS = Object.keys(UPLOAD_TYPES);

function storedIds(): number[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

export const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

const messageOf = (e: unknown) => (isApiFailure(e) ? e.message : String(e));

/** The files API as the raw data lists it. */
const FILE_CALLS = [
  'POST sys_files/uploadFile (multipart: file)',
  'GET sys_files/getListByIds?ids=…',
  'GET sys_files/previewFile/{uuid}?ticket=…',
  'GET sys_files/downloadFile/{uuid}?ticket=…',
  'PUT sys_files/delFile?fileId=…&isDel=true',
  `UPLOAD_LIMIT_MB = ${UPLOAD_LIMIT_MB}`,
].join('\n');

export default function FileTest() {
  const can = usePermissionCheck();
  const { user: me } = useCurrentUser();
  const [ids, setIdsState] = useState<number[]>(storedIds);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<FileMeta>();
  const [raw, setRaw] = useState(false);
  const setIds = (next: number[]) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setIdsState(next);
  };
  const list = useSWR<FileMeta[]>(ids.length ? unitsAdminKeys.files(ids) : null, () => getFilesByIds(ids));
  const rows = ids.length ? [...(list.data ?? [])].reverse() : [];

  const upload = async (file: File) => {
    setError(undefined);
    try {
      const meta = await uploadFile(file);
      setIds([...ids.filter((id) => id !== meta.fileId), meta.fileId]);
      Message.success(t('systemUnits.files.uploaded', { name: meta.fileName }));
    } catch (e) {
      setError(t('systemUnits.files.uploadFailed', { name: file.name, message: messageOf(e) }));
    }
  };

  const remove = (f: FileMeta) =>
    Modal.confirm({
      title: t('systemUnits.files.deleteTitle'),
      content: t('systemUnits.files.deleteConfirm', { name: f.fileName }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteFile(f.fileId);
          Message.success(t('systemUnits.files.deleted', { name: f.fileName }));
          await list.mutate();
        } catch (e) {
          Message.error(messageOf(e));
        }
      },
    });

  const mayDelete = (f: FileMeta) => can('file.delete') || f.uploaderId === me?.userId;

  const columns: ColumnProps<FileMeta>[] = [
    { title: t('systemUnits.files.col.name'), dataIndex: 'fileName', render: (v: string) => <Typography.Text bold>{v}</Typography.Text> },
    { title: t('systemUnits.files.col.type'), dataIndex: 'ext', width: 90, render: (v: string) => <Tag>{v}</Tag> },
    { title: t('systemUnits.files.col.size'), dataIndex: 'size', width: 110, render: (v: number) => formatSize(v) },
    { title: t('systemUnits.files.col.time'), dataIndex: 'createTime', width: 180, render: (v: string) => <TimeCell value={v} /> },
    {
      title: t('systemUnits.files.col.status'),
      dataIndex: 'isDel',
      width: 100,
      render: (v: boolean) => (v ? <Tag color="gray">{t('systemUnits.files.isDeleted')}</Tag> : <Tag color="green">{t('systemUnits.files.active')}</Tag>),
    },
    {
      title: t('systemUnits.files.col.actions'),
      width: 220,
      render: (_: unknown, f: FileMeta) =>
        f.isDel ? null : (
          <Space size={0}>
            {PREVIEWABLE.has(f.ext) && (
              <Button type="text" size="small" onClick={() => setPreview(f)} data-testid={`file-preview-${f.fileId}`}>
                {t('systemUnits.files.preview')}
              </Button>
            )}
            <FileDownloadButton fileId={f.fileId} type="text" size="small" data-testid={`file-download-${f.fileId}`}>
              {t('systemUnits.files.download')}
            </FileDownloadButton>
            {mayDelete(f) && (
              <Button type="text" size="small" status="danger" onClick={() => remove(f)} data-testid={`file-delete-${f.fileId}`}>
                {t('systemUnits.files.delete')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Space direction="vertical" size="medium" className="system-demo" style={{ width: '100%' }} data-testid="file-test-page">
      <DemoIntro
        title={t('systemDemos.files.title')}
        purpose={t('systemDemos.files.purpose')}
        uses={[t('systemDemos.files.use.contracts'), t('systemDemos.files.use.projects'), t('systemDemos.files.use.matters'), t('systemDemos.files.use.signing')]}
      />
      <Card title={t('systemUnits.files.uploadTitle')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary" data-testid="file-limits">
            {t('systemDemos.files.limits', { types: EXTENSIONS.join(', '), mb: UPLOAD_LIMIT_MB })}
          </Typography.Text>
          <Upload
            drag
            multiple
            accept={EXTENSIONS.map((e) => `.${e}`).join(',')}
            showUploadList={false}
            customRequest={({ file, onSuccess }) => {
              void upload(file).then(() => onSuccess?.());
            }}
            tip={t('systemUnits.files.dragTip')}
            data-testid="file-upload"
          >
            <div className="arco-upload-trigger-drag" style={{ padding: '24px 0' }}>
              <IconUpload style={{ fontSize: 24 }} />
              <div>{t('systemUnits.files.drag')}</div>
            </div>
          </Upload>
          {error && <Alert type="error" content={error} closable onClose={() => setError(undefined)} data-testid="file-upload-error" />}
        </Space>
      </Card>
      <Card
        title={t('systemUnits.files.listTitle')}
        extra={
          ids.length > 0 && (
            <Button size="small" onClick={() => setIds([])}>
              {t('systemUnits.files.forget')}
            </Button>
          )
        }
      >
        {list.error ? (
          <Result
            status="error"
            title={t('systemDemos.loadFailed')}
            subTitle={errorText(list.error)}
            extra={
              <Button type="primary" onClick={() => void list.mutate()}>
                {t('systemDemos.retry')}
              </Button>
            }
            data-testid="file-list-error"
          />
        ) : (
          <Table
            rowKey="fileId"
            data-testid="file-table"
            loading={list.isLoading}
            columns={columns}
            data={rows}
            pagination={false}
            noDataElement={<Empty description={t('systemUnits.files.empty')} />}
          />
        )}
      </Card>
      <RawData
        open={raw}
        onChange={setRaw}
        sections={[
          { title: t('systemDemos.raw.calls'), content: FILE_CALLS, testId: 'file-calls' },
          { title: t('systemDemos.files.rawIds'), content: ids, testId: 'file-ids' },
          { title: t('systemDemos.raw.answer'), content: list.error ? errorText(list.error) : (list.data ?? []), testId: 'file-answer' },
        ]}
      />
      <Modal
        visible={!!preview}
        title={preview?.fileName}
        footer={null}
        onCancel={() => setPreview(undefined)}
        style={{ width: 880 }}
        unmountOnExit
      >
        {preview &&
          (preview.ext === 'pdf' ? (
            <FilePreviewFrame title={preview.fileName} fileId={preview.fileId} style={{ width: '100%', height: 600, border: 0 }} />
          ) : (
            <FilePreviewImage alt={preview.fileName} fileId={preview.fileId} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} testId="file-preview-image" />
          ))}
      </Modal>
    </Space>
  );
}
