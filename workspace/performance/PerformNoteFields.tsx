/**
 * The note (at most 2000 characters) and the attachments (at most 20 files) of a performance record,
 * as fields of its form (the performance register page and a planned item's record modal).
 */
import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { t } from '../../src/i18n';
import { FileUpload } from '../filing/shared/FileUpload';

/** The note field and the attachments, whose uploads the form keeps in `files`. */
export function PerformNoteFields({ files, onFiles }: { files: UploadItem[]; onFiles: (items: UploadItem[]) => void }) {
  return (
    <>
      <Form.Item label={t('filing.perform.note')} field="note" rules={[{ maxLength: 2000 }]}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item label={t('filing.attachments')}>
        <FileUpload value={files} onChange={onFiles} limit={20} />
      </Form.Item>
    </>
  );
}
