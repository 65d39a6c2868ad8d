/**
 * The fields of a handle page's decision form (HandleForm.tsx): the step to return to, the opinion
 * (required to return or reject, and for an answer), the attachments, and the buttons (on a phone in a
 * bar held at the bottom of the screen).
 */
import { Button, Form, Input, Message, Select, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { uploadAttachment } from '../../src/api/workflow';
import type { Backend } from '../../src/config';
import { type MessageKey, t } from '../../src/i18n';
import type { HandleValues } from './HandleForm';

/** The opinion's longest length. */
export const OPINION_MAX = 2000;

/** The step to return to (review steps: the earlier steps of the contract's chain), when returning. */
export function TargetField({ answer, targets }: { answer: boolean; targets: readonly string[] }) {
  return (
    <Form.Item shouldUpdate noStyle>
      {(values: HandleValues) =>
        !answer && values.result === 'return' && targets.length > 0 ? (
          <Form.Item label={t('workflow.form.target')} field="target">
            <Select
              allowClear
              data-testid="matter-handle-target"
              placeholder={t('workflow.form.targetDefault')}
              options={targets.map((s) => ({ value: s, label: t(`contract.status.${s}` as MessageKey) }))}
            />
          </Form.Item>
        ) : null
      }
    </Form.Item>
  );
}

/** The opinion: required to return or reject, and for an answer (`answer`). */
export function OpinionField({ answer }: { answer: boolean }) {
  return (
    <Form.Item shouldUpdate noStyle>
      {(values: HandleValues) => (
        <Form.Item
          label={t('workflow.form.opinion')}
          field="opinion"
          required={answer || values.result === 'return'}
          rules={[
            {
              validator: (value: string | undefined, cb: (error?: string) => void) => {
                if ((answer || values.result === 'return') && !value?.trim()) {
                  cb(t(answer ? 'workflow.form.answerRequired' : 'workflow.form.opinionRequired'));
                } else cb();
              },
            },
          ]}
        >
          <Input.TextArea
            data-testid="matter-handle-opinion"
            placeholder={t('workflow.form.opinionPlaceholder')}
            maxLength={OPINION_MAX}
            showWordLimit
            autoSize={{ minRows: 4, maxRows: 10 }}
          />
        </Form.Item>
      )}
    </Form.Item>
  );
}

/** The attachments, uploaded as they are added. */
export function AttachmentsField(props: { files: UploadItem[]; onChange: (files: UploadItem[]) => void; backend: Backend; mobile: boolean }) {
  const { files, onChange, backend, mobile } = props;
  return (
    <Form.Item label={t('workflow.form.attachments')}>
      <Upload
        multiple
        limit={20}
        fileList={files}
        onChange={(list) => onChange(list)}
        customRequest={({ file, onSuccess, onError }) => {
          uploadAttachment(file, backend).then(
            (meta) => onSuccess(meta),
            (e: unknown) => {
              Message.error(t('workflow.form.uploadFailed'));
              onError(e as object);
            },
          );
        }}
      >
        <Button size={mobile ? 'large' : 'default'}>{t('workflow.form.upload')}</Button>
      </Upload>
    </Form.Item>
  );
}

/** Submit and back: on a phone in a bar held at the bottom of the screen. */
export function HandleButtons({ mobile, busy, uploading, onCancel }: { mobile: boolean; busy: boolean; uploading: boolean; onCancel: () => void }) {
  if (mobile) {
    return (
      // Held at the bottom of the screen: the decision is one thumb away however long the page (同意
      // is chosen already: one tap approves).
      <div className="matter-handle__bar" data-testid="matter-handle-bar">
        <Button size="large" onClick={onCancel}>
          {t('workflow.form.cancel')}
        </Button>
        <Button type="primary" size="large" htmlType="submit" loading={busy} disabled={uploading} data-testid="matter-handle-submit">
          {t('workflow.form.submit')}
        </Button>
      </div>
    );
  }
  return (
    <Form.Item wrapperCol={{ offset: 4 }}>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} data-testid="matter-handle-submit">
          {t('workflow.form.submit')}
        </Button>
        <Button onClick={onCancel}>{t('workflow.form.cancel')}</Button>
      </Space>
    </Form.Item>
  );
}
