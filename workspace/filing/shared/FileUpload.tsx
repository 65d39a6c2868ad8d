/**
 * Attachments of a form: each file is uploaded at once (sys_files/uploadFile) and the form sends
 * the ids of the finished ones. Controlled: the parent keeps the list (`fileIdsOf` reads the ids).
 */
import { Button, Message, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { IconUpload } from '@arco-design/web-react/icon';
import { uploadAttachment } from '../../../src/api/workflow';
import type { FileMeta } from '../../../src/domain/system';
import { t } from '../../../src/i18n';

export const fileIdsOf = (items: readonly UploadItem[]): number[] =>
  items.filter((f) => f.status === 'done' && f.response).map((f) => (f.response as FileMeta).fileId);
export const isUploading = (items: readonly UploadItem[]): boolean => items.some((f) => f.status === 'uploading');

export function FileUpload({ value, onChange, testId, limit = 10 }: { value: UploadItem[]; onChange: (items: UploadItem[]) => void; testId?: string; limit?: number }) {
  return (
    <Upload
      multiple
      limit={limit}
      fileList={value}
      onChange={(list) => onChange(list)}
      data-testid={testId}
      customRequest={({ file, onSuccess, onError }) => {
        uploadAttachment(file).then(
          (meta) => onSuccess(meta),
          (e: unknown) => {
            Message.error(t('filing.uploadFailed'));
            onError(e as object);
          },
        );
      }}
    >
      <Button icon={<IconUpload />}>{t('filing.upload')}</Button>
    </Upload>
  );
}
