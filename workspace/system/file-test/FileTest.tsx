/**
 * /system/file-test: file upload as the product's forms use it (docs/api/files.md), end to end: what
 * it is for and where the product uses it, upload (the allowed types and size shown, the server's
 * refusals shown), the files uploaded in this browser session (sys_files/getListByIds, ids kept in
 * sessionStorage), preview (pdf and images), download, and soft delete (sys_files/delFile). The API
 * calls, the kept ids and the files' metadata as JSON are behind the raw-data switch.
 */
import { Button, Card, Empty, Message, Modal, Result, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { deleteFile, getFilesByIds, unitsAdminKeys } from '../../../src/api/units-admin';
import type { FileMeta } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { usePermissionCheck } from '../../../src/permissions';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { DemoIntro, errorText, RawData } from '../pickers/DemoParts';
import { fileColumns } from './fileColumns';
import { FilePreview } from './FilePreview';
import { FileUpload, messageOf, UPLOAD_LIMIT_MB } from './FileUpload';
import { useFileIds } from './useFileIds';

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
  const [ids, setIds] = useFileIds();
  const [preview, setPreview] = useState<FileMeta>();
  const [raw, setRaw] = useState(false);
  const list = useSWR<FileMeta[]>(ids.length ? unitsAdminKeys.files(ids) : null, () => getFilesByIds(ids));
  const rows = ids.length ? [...(list.data ?? [])].reverse() : [];

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

  const columns = fileColumns({
    mayDelete: (f) => can('file.delete') || f.uploaderId === me?.userId,
    onPreview: setPreview,
    onRemove: remove,
  });

  return (
    <Space direction="vertical" size="medium" className="system-demo" style={{ width: '100%' }} data-testid="file-test-page">
      <DemoIntro
        title={t('systemDemos.files.title')}
        purpose={t('systemDemos.files.purpose')}
        uses={[t('systemDemos.files.use.contracts'), t('systemDemos.files.use.projects'), t('systemDemos.files.use.matters'), t('systemDemos.files.use.signing')]}
      />
      <FileUpload onUploaded={(meta) => setIds([...ids.filter((id) => id !== meta.fileId), meta.fileId])} />
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
      <FilePreview file={preview} onClose={() => setPreview(undefined)} />
    </Space>
  );
}
