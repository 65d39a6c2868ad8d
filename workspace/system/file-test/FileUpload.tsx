/**
 * The upload card of the file test page (FileTest.tsx): the allowed types and size, a drag-and-drop
 * upload of several files, and the server's refusal of one shown until closed.
 */
import { Alert, Card, Message, Space, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { isApiFailure } from '../../../src/api/client';
import { uploadFile } from '../../../src/api/units-admin';
import { type FileMeta, UPLOAD_TYPES } from '../../../src/domain/system';
import { t } from '../../../src/i18n';

/** The server's default UPLOAD_LIMIT_MB (docs/api/files.md "Upload"). */
export const UPLOAD_LIMIT_MB = 50;
const EXTENSIONS = Object.keys(UPLOAD_TYPES);

/** A failed call's message, as the page shows it. */
export const messageOf = (e: unknown) => (isApiFailure(e) ? e.message : String(e));

/** The upload card; `onUploaded` gets each file the server kept. */
export function FileUpload({ onUploaded }: { onUploaded: (meta: FileMeta) => void }) {
  const [error, setError] = useState<string>();

  const upload = async (file: File) => {
    setError(undefined);
    try {
      const meta = await uploadFile(file);
      onUploaded(meta);
      Message.success(t('systemUnits.files.uploaded', { name: meta.fileName }));
    } catch (e) {
      setError(t('systemUnits.files.uploadFailed', { name: file.name, message: messageOf(e) }));
    }
  };

  return (
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
  );
}
