/**
 * The optional file of a template (TemplateForm.tsx): a .docx or .pdf uploaded through the files API
 * as soon as it is chosen, shown by name with a button that removes it.
 */
import { Button, Form, Space, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import { reportFailure } from '../../../src/api/reportFailure';
import { uploadAttachment } from '../../../src/api/workflow';
import { t } from '../../../src/i18n';

/** The template's file, once uploaded. */
export type TemplateFile = { fileId: number; fileName: string };

/** The file field: the file, or its upload button. */
export function TemplateFileField({ file, onChange }: { file: TemplateFile | null; onChange: (file: TemplateFile | null) => void }) {
  const upload = async (f: File) => {
    try {
      const meta = await uploadAttachment(f);
      onChange({ fileId: meta.fileId, fileName: meta.fileName });
    } catch (e) {
      reportFailure(e);
    }
  };

  return (
    <Form.Item label={t('templates.form.file')}>
      {file ? (
        <Space>
          <Typography.Text>{file.fileName}</Typography.Text>
          <Button size="mini" type="text" status="danger" onClick={() => onChange(null)}>
            {t('templates.form.removeFile')}
          </Button>
        </Space>
      ) : (
        <Upload
          accept=".docx,.pdf"
          showUploadList={false}
          autoUpload={false}
          onChange={(_, item) => {
            if (item.originFile) void upload(item.originFile);
          }}
        >
          <Button icon={<IconUpload />}>{t('templates.form.upload')}</Button>
        </Upload>
      )}
    </Form.Item>
  );
}
