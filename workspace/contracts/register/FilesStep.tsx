/**
 * Step 4, attachments and review options: the draft text, the basis materials and other files
 * (each uploaded at once through sys_files/uploadFile), and the flags that decide the review chain:
 * follows a major decision, key project, grants preferential terms.
 */
import { Button, Checkbox, Form, Message, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import { uploadAttachment } from '../../../src/api/workflow';
import { t } from '../../../src/i18n';
import { FORM_FILE_KINDS } from './formModel';

const LIMIT = 10;

export function FilesStep() {
  return (
    <>
      {FORM_FILE_KINDS.map((kind) => (
        <Form.Item
          key={kind}
          field={`files_${kind}`}
          label={t(`contract.fileKind.${kind}`)}
          triggerPropName="fileList"
          extra={kind === 'draft' ? t('contractRegister.hint.draftFile') : undefined}
        >
          <Upload
            multiple
            limit={LIMIT}
            data-testid={`upload-${kind}`}
            customRequest={({ file, onSuccess, onError }) => {
              uploadAttachment(file).then(
                (meta) => onSuccess(meta),
                (e: unknown) => {
                  Message.error(t('contractRegister.msg.uploadFailed'));
                  onError(e as object);
                },
              );
            }}
          >
            <Button icon={<IconUpload />}>{t('contractRegister.action.upload')}</Button>
          </Upload>
        </Form.Item>
      ))}
      <Form.Item label={t('contractRegister.field.reviewOptions')} extra={t('contractRegister.hint.reviewOptions')}>
        <Form.Item field="majorDecision" triggerPropName="checked" noStyle>
          <Checkbox data-testid="field-majorDecision">{t('contractRegister.field.majorDecision')}</Checkbox>
        </Form.Item>
        <Form.Item field="keyProject" triggerPropName="checked" noStyle>
          <Checkbox data-testid="field-keyProject">{t('contractRegister.field.keyProject')}</Checkbox>
        </Form.Item>
        <Form.Item field="preferentialTerms" triggerPropName="checked" noStyle>
          <Checkbox data-testid="field-preferentialTerms">{t('contractRegister.field.preferentialTerms')}</Checkbox>
        </Form.Item>
      </Form.Item>
    </>
  );
}
