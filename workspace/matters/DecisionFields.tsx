/**
 * The parts of the collective decision form (DecisionForm.tsx): the meeting (kind, date, attendees,
 * resolution with its hint), the minutes, the notes (required unless it passed), and the states while
 * the contract loads or after it failed to.
 */
import { Alert, Button, Card, DatePicker, Form, Input, InputTag, Radio, Result, Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputTag/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import type { Dayjs } from 'dayjs';
import { isApiFailure } from '../../src/api/client';
import { ATTENDEES_MAX, ATTENDEES_MIN, DECISION_NOTE_MAX, DECISION_RESOLUTIONS, MEETING_KINDS, noteRequired } from '../../src/domain/decision';
import { type MessageKey, t } from '../../src/i18n';
import { RequiredWhenField } from '../common/RequiredWhenField';
import { FileUpload } from '../filing/shared/FileUpload';
import type { DecisionValues } from './decisionForm';

/** The meeting: its kind, its date (today at the latest), the attendees, and the resolution with its hint. */
export function MeetingFields({ today }: { today: string }) {
  return (
    <>
      <Form.Item label={t('decision.form.kind')} field="kind" rules={[{ required: true, message: t('decision.form.kindRequired') }]}>
        <Select
          data-testid="decision-kind"
          style={{ maxWidth: 360 }}
          placeholder={t('decision.form.kindRequired')}
          options={MEETING_KINDS.map((k) => ({ value: k, label: t(`decision.kind.${k}` as MessageKey) }))}
        />
      </Form.Item>
      <Form.Item label={t('decision.form.meetingDate')} field="meetingDate" rules={[{ required: true, message: t('decision.form.meetingDateRequired') }]}>
        <DatePicker data-testid="decision-date" style={{ width: 220 }} disabledDate={(d?: Dayjs) => !!d && d.format('YYYY-MM-DD') > today} />
      </Form.Item>
      <Form.Item label={t('decision.form.attendees')} field="attendees" required extra={t('decision.form.attendeesHint', { min: ATTENDEES_MIN, max: ATTENDEES_MAX })}>
        <InputTag data-testid="decision-attendees" allowClear saveOnBlur placeholder={t('decision.form.attendeesPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('decision.form.resolution')} field="resolution" rules={[{ required: true }]}>
        <Radio.Group data-testid="decision-resolution">
          {DECISION_RESOLUTIONS.map((r) => (
            <Radio key={r} value={r} data-testid={`decision-resolution-${r}`}>
              {t(`decision.resolution.${r}` as MessageKey)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: DecisionValues) =>
          values.resolution ? (
            <Form.Item wrapperCol={{ offset: 4, span: 18 }}>
              <Alert
                type={values.resolution === 'passed' ? 'success' : values.resolution === 'rejected' ? 'error' : 'warning'}
                data-testid="decision-resolution-hint"
                content={t(`decision.resolutionHint.${values.resolution}` as MessageKey)}
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </>
  );
}

/** The minutes (one required upload), with the message of a check beside them. */
export function MinutesField(props: { minutes: UploadItem[]; error: string | null; onChange: (items: UploadItem[]) => void }) {
  const { minutes, error, onChange } = props;
  return (
    <Form.Item label={t('decision.form.minutes')} required extra={t('decision.form.minutesHint')} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
      <FileUpload value={minutes} onChange={onChange} limit={1} testId="decision-minutes" />
    </Form.Item>
  );
}

/** The notes: required unless the decision passed, with a placeholder for the resolution chosen. */
export function NoteField() {
  return (
    <RequiredWhenField<DecisionValues>
      label={t('decision.form.note')}
      field="note"
      requiredWhen={(values) => noteRequired(values.resolution)}
      message={t('decision.form.noteRequired')}
    >
      {(values) => (
        <Input.TextArea
          data-testid="decision-note"
          maxLength={DECISION_NOTE_MAX}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t(`decision.form.notePlaceholder.${values.resolution ?? 'passed'}` as MessageKey)}
        />
      )}
    </RequiredWhenField>
  );
}

/** The contract the form decides, still loading (`error` undefined) or failed to load, with a retry. */
export function DecisionContractState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <Card data-testid="decision-form-loading">
        <Spin tip={t('decision.form.loading')} />
      </Card>
    );
  }
  return (
    <Card data-testid="decision-form-error">
      <Result
        status="error"
        title={t('decision.form.loadFailed')}
        subTitle={isApiFailure(error) ? error.message : String(error)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('decision.form.retry')}
          </Button>
        }
      />
    </Card>
  );
}
