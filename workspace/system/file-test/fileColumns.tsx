/**
 * The file list's columns (FileTest.tsx): name, type, size, when uploaded, whether deleted, and the
 * actions on a file not deleted: preview (pdf and images), download, and delete for the uploader or
 * a holder of file.delete.
 */
import { Button, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { FileDownloadButton } from '../../../src/components/FileLinks';
import { TimeCell } from '../../../src/components/TimeCell';
import type { FileMeta } from '../../../src/domain/system';
import { t } from '../../../src/i18n';

const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg']);

/** A file's size as a reader reads it (B, KB, MB). */
export const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** What the columns need: who may delete a file, and the actions. */
export interface FileColumnsOptions {
  mayDelete: (f: FileMeta) => boolean;
  onPreview: (f: FileMeta) => void;
  onRemove: (f: FileMeta) => void;
}

/** The columns of the file table. */
export function fileColumns({ mayDelete, onPreview, onRemove }: FileColumnsOptions): ColumnProps<FileMeta>[] {
  return [
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
              <Button type="text" size="small" onClick={() => onPreview(f)} data-testid={`file-preview-${f.fileId}`}>
                {t('systemUnits.files.preview')}
              </Button>
            )}
            <FileDownloadButton fileId={f.fileId} type="text" size="small" data-testid={`file-download-${f.fileId}`}>
              {t('systemUnits.files.download')}
            </FileDownloadButton>
            {mayDelete(f) && (
              <Button type="text" size="small" status="danger" onClick={() => onRemove(f)} data-testid={`file-delete-${f.fileId}`}>
                {t('systemUnits.files.delete')}
              </Button>
            )}
          </Space>
        ),
    },
  ];
}
