/**
 * The collective decision of a major contract (/matter/decision, the leader's to-do): the meeting
 * that decided it — kind, date, attendees, resolution, minutes (required upload) and notes — and,
 * when it passes, the approvers of the approval step. Submits contract/decide at the contract's
 * version: 通过 goes on to approval, 修改后再议 back to the final draft, 不通过 voids the contract (asked
 * to confirm first). The input is checked with the domain's schema before it is sent (decisionForm.ts);
 * a stale version reloads the contract, a refusal shows the server's message.
 */
import { Button, Card, Form, Message, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import useSWR from 'swr';
import { contractKeys, decideContract, getContract } from '../../src/api/contracts';
import { isoDate, todayDay } from '../../src/domain/calendar';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { useKeptUploads } from '../../src/forms/keptUploads';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { t } from '../../src/i18n';
import type { MatterFormProps } from '../workflow/MatterHandle';
import { fileIdsOf, isUploading } from '../filing/shared/FileUpload';
import { ApproverFields } from './ApproverFields';
import { DecisionContractState, MeetingFields, MinutesField, NoteField } from './DecisionFields';
import { checkDecision, type DecisionField, type DecisionValues, decideInput, fieldErrors, type Problem } from './decisionForm';
import { announce } from './finish';
import { landingAfter } from './resolve';
import { reportFailure } from '../../src/api/reportFailure';
import { failedWith } from '../../src/api/ApiFailure';
import { ApiCode } from '../../src/domain/api-codes';

export function DecisionForm({ matter, backend, onDone, onStale, onCancel }: MatterFormProps) {
  const [form] = Form.useForm<DecisionValues>();
  const today = isoDate(todayDay());
  // The decision typed is kept until it is recorded (src/forms/useKeptForm.ts).
  const kept = useKeptForm<DecisionValues, undefined, UploadItem[]>(form, {
    id: 'decision',
    initial: { resolution: 'passed', meetingDate: today, attendees: [] },
  });
  const { files: minutes, setFiles: setMinutes, discard } = useKeptUploads(kept);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const contractId = matter.contract?.id ?? null;
  const contract = useSWR(contractId ? contractKeys.detail(contractId) : null, () => getContract(contractId!, backend));

  /** Shows each field's message (the minutes beside the form). */
  const showErrors = (errors: Partial<Record<DecisionField, string>>) => {
    const { minutes: m, ...fields } = errors;
    setMinutesError(m ?? null);
    form.setFields(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, { error: { message } }])));
    Message.error(t('decision.form.invalid'));
  };

  const send = async (v: DecisionValues) => {
    const c = contract.data;
    if (!c) return;
    const input = decideInput(c, v, fileIdsOf(minutes)[0] ?? null);
    const checked = checkDecision(input);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setMinutesError(null);
    setBusy(true);
    try {
      const done = await decideContract(input);
      kept.markSaved();
      onDone(announce(landingAfter({ id: done.id, status: done.status as typeof c.status, matters: [] }, null), done.status));
    } catch (e) {
      // Field errors go beside their fields; the rest as every form reports them.
      const fields = failedWith(e, ApiCode.invalid) ? ((e.result as { fields?: Problem[] } | null)?.fields ?? []) : [];
      if (fields.length) showErrors(fieldErrors(fields, input.attendees as string[]));
      else
        reportFailure(e, {
          stale: 'decision.form.stale',
          reload: () => {
            void contract.mutate();
            onStale();
          },
        });
    } finally {
      setBusy(false);
    }
  };

  const submit = (v: DecisionValues) => {
    if (v.resolution !== 'rejected') return void send(v);
    // 不通过 ends the contract: asked once more.
    Modal.confirm({
      title: t('decision.form.rejectTitle'),
      content: t('decision.form.rejectContent'),
      okText: t('decision.form.rejectOk'),
      okButtonProps: { status: 'danger' },
      onOk: () => send(v),
    });
  };

  if (contract.error || !contract.data) return <DecisionContractState error={contract.error} onRetry={() => void contract.mutate()} />;
  const c = contract.data;

  return (
    <Card title={t('decision.form.title')} data-testid="decision-form">
      <KeptNotice at={kept.restoredAt} onDiscard={discard} />
      <Form<DecisionValues>
        form={form}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        initialValues={kept.initialValues}
        onValuesChange={(changed) => {
          kept.onValuesChange();
          // A message set after a check stays until its field changes.
          form.setFields(Object.fromEntries(Object.keys(changed).map((field) => [field, { error: null }])));
        }}
        onSubmit={submit}
      >
        <MeetingFields today={today} />
        <MinutesField
          minutes={minutes}
          error={minutesError}
          onChange={(items) => {
            setMinutes(items);
            if (fileIdsOf(items).length) setMinutesError(null);
          }}
        />
        <NoteField />
        <Form.Item shouldUpdate noStyle>
          {(values: DecisionValues) => (values.resolution === 'passed' ? <ApproverFields unitId={c.unitId} /> : null)}
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} disabled={isUploading(minutes)} data-testid="decision-submit">
              {t('decision.form.submit')}
            </Button>
            <Button onClick={onCancel}>{t('decision.form.cancel')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
