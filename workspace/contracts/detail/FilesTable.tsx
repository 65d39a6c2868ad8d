/** 附件: the contract's files, previewed inline (pdf, images) or downloaded. */
import { Button, Modal, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { IconDownload, IconEye } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { FileDownloadButton, FilePreviewFrame, FilePreviewImage } from '../../../src/components/FileLinks';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';
import { canPreview, labelOr } from './format';

type FileRow = ContractDetail['files'][number];

export function FilesTable({ files }: { files: FileRow[] }) {
  const [shown, setShown] = useState<FileRow | null>(null);
  const name = (f: FileRow) => f.fileName ?? t('contractDetail.file.unnamed', { id: f.fileId });
  const columns: TableColumnProps<FileRow>[] = [
    { title: t('contractDetail.file.kind'), dataIndex: 'kind', width: 140, render: (k: string) => labelOr(`contract.fileKind.${k}`, k) },
    { title: t('contractDetail.file.name'), dataIndex: 'fileName', render: (_: unknown, f) => name(f) },
    {
      title: t('contractDetail.operations'),
      dataIndex: 'op',
      width: 200,
      render: (_: unknown, f) => (
        <Space size={4}>
          {canPreview(f.fileName) && (
            <Button type="text" size="small" icon={<IconEye />} onClick={() => setShown(f)} data-testid="contract-file-preview">
              {t('contractDetail.file.preview')}
            </Button>
          )}
          <FileDownloadButton fileId={f.fileId} type="text" size="small" icon={<IconDownload />} data-testid="contract-file-download">
            {t('contractDetail.file.download')}
          </FileDownloadButton>
        </Space>
      ),
    },
  ];
  const kind = shown ? canPreview(shown.fileName) : null;
  return (
    <>
      <Table rowKey="id" columns={columns} data={files} pagination={false} data-testid="contract-files" />
      <Modal
        visible={shown !== null}
        title={shown ? name(shown) : ''}
        footer={null}
        onCancel={() => setShown(null)}
        style={{ width: 'min(960px, 94vw)' }}
        unmountOnExit
      >
        {shown && kind === 'pdf' && <FilePreviewFrame className="contract-detail__preview" title={name(shown)} fileId={shown.fileId} />}
        {shown && kind === 'image' && <FilePreviewImage className="contract-detail__preview-image" alt={name(shown)} fileId={shown.fileId} />}
      </Modal>
    </>
  );
}
