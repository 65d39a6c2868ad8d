/**
 * 附件: the contract's files, previewed (pdf, images) or downloaded. At a desk the preview opens in a
 * dialog on the page; on a phone the files are a list of rows and a preview opens in the phone's own
 * viewer (a new tab on the file's preview link: a phone shows no PDF inside a page).
 */
import { Button, Empty, Modal, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { IconDownload, IconEye } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { FileDownloadButton, FilePreviewButton, FilePreviewFrame, FilePreviewImage } from '../../../src/components/FileLinks';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { t } from '../../../src/i18n';
import { useMobile } from '../../../src/preferences/useMobile';
import { canPreview, labelOr } from './format';
import './FilesTable.css';

type FileRow = ContractDetail['files'][number];

const nameOf = (f: FileRow) => f.fileName ?? t('contractDetail.file.unnamed', { id: f.fileId });

/** The files on a phone: kind and name over two full-width buttons, a thumb's target each. */
function FileRows({ files }: { files: FileRow[] }) {
  if (files.length === 0) return <Empty data-testid="contract-files-empty" />;
  return (
    <ul className="contract-files-mobile" data-testid="contract-files">
      {files.map((f) => (
        <li key={f.id} className="contract-files-mobile__row" data-testid="contract-file-row">
          <div className="contract-files-mobile__kind">{labelOr(`contract.fileKind.${f.kind}`, f.kind)}</div>
          <div className="contract-files-mobile__name">
            <span translate="no">{nameOf(f)}</span>
          </div>
          <div className="contract-files-mobile__actions">
            {canPreview(f.fileName) && (
              <FilePreviewButton fileId={f.fileId} icon={<IconEye />} data-testid="contract-file-preview">
                {t('contractDetail.file.preview')}
              </FilePreviewButton>
            )}
            <FileDownloadButton fileId={f.fileId} icon={<IconDownload />} data-testid="contract-file-download">
              {t('contractDetail.file.download')}
            </FileDownloadButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FilesTable({ files }: { files: FileRow[] }) {
  const mobile = useMobile();
  if (mobile) return <FileRows files={files} />;
  return <FilesTableDesk files={files} />;
}

function FilesTableDesk({ files }: { files: FileRow[] }) {
  const [shown, setShown] = useState<FileRow | null>(null);
  const name = nameOf;
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
