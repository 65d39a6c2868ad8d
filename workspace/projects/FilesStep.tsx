/**
 * The attachments step: uploads through sys_files/uploadFile (the files API) and keeps the uploaded
 * files' ids for the project's `fileIds`; files already attached show as done.
 */
import { Button, Message, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { IconUpload } from '@arco-design/web-react/icon';
import { uploadAttachment } from '../../src/api/workflow';
import type { FileMeta } from '../../src/domain/system';
import { t } from '../../src/i18n';

export type FileItem = UploadItem;

/** Stored attachments as upload items (done, with their id as the response, as an upload answers: FileMeta). */
export const fileItemsOf = (files: readonly { id: number; fileName: string }[]): FileItem[] =>
  files.map((f) => ({ uid: `stored-${f.id}`, name: f.fileName, status: 'done', response: { fileId: f.id } }));

/** The ids of the uploaded files, in order. */
export const fileIdsOf = (items: readonly FileItem[]): number[] =>
  items.flatMap((i) => {
    const id = (i.response as Partial<Pick<FileMeta, 'fileId'>> | undefined)?.fileId;
    return i.status === 'done' && typeof id === 'number' ? [id] : [];
  });

export function FilesStep({ files, onChange }: { files: FileItem[]; onChange: (files: FileItem[]) => void }) {
  return (
    <div className="projects-files" data-testid="project-step-files">
      <Upload
        multiple
        limit={50}
        fileList={files}
        onChange={(list) => onChange(list)}
        customRequest={({ file, onSuccess, onError }) => {
          uploadAttachment(file).then(
            (meta) => onSuccess(meta),
            (e: unknown) => {
              Message.error(t('projects.form.uploadFailed'));
              onError(e as object);
            },
          );
        }}
      >
        <Button icon={<IconUpload />} data-testid="project-upload">
          {t('projects.form.upload')}
        </Button>
      </Upload>
    </div>
  );
}
