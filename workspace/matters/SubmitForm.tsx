/**
 * The owner's submission form of an owner step (matter/submit at the contract's version): the
 * counterpart survey report, a seek-opinions request to colleagues, the conclusion of seeking (which
 * sends the contract to the unit's legality review), the final draft. Validation mirrors
 * matterSubmitSchema; a stale version reloads the contract, a refusal shows the server's message.
 */
import { Button, Card, DatePicker, Form, Input, Message, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, getContract, submitMatter } from '../../src/api/contracts';
import { uploadAttachment } from '../../src/api/workflow';
import type { MatterSubmitInput } from '../../src/domain/contract-write';
import type { FileMeta } from '../../src/domain/system';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { useKeptUploads } from '../../src/forms/keptUploads';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { type MessageKey, t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import type { MatterFormProps } from '../workflow/MatterHandle';
import { landAfterWrite } from './finish';
import { PeoplePicker } from './PeoplePicker';
import { SeekReplies } from './SeekReplies';
import { seekPeople } from './users';
import { CONTENT_MAX, type SubmitMode, submitInput, submitKind } from './submit';
import { reportFailure } from '../../src/api/reportFailure';

/** The page that concludes seeking (SubmitForm in seekConclude mode). */
const CONCLUDE_PAGE = '/matter/validity/unit/ValidityUnitSubmit';

interface Values {
  content?: string;
  handlerUserIds?: number[];
  deadline?: string;
}

export function SubmitForm({ mode, matter, backend, onDone, onStale, onCancel }: MatterFormProps & { mode: SubmitMode }) {
  const [form] = Form.useForm<Values>();
  // The text and files typed are kept until submitted (src/forms/useKeptForm.ts).
  const kept = useKeptForm<Values, undefined, UploadItem[]>(form, { id: `submit:${mode}`, initial: {} });
  const { files, setFiles, discard } = useKeptUploads(kept);
  const [busy, setBusy] = useState(false);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const contractId = matter.contract?.id ?? null;
  const contract = useSWR(contractId ? contractKeys.detail(contractId) : null, () => getContract(contractId!, backend));
  const loadPeople = useCallback((keyword: string) => seekPeople(contractId ?? 0, keyword), [contractId]);
  const uploading = files.some((f) => f.status === 'uploading');
  const fileIds = files.filter((f) => f.status === 'done').map((f) => (f.response as FileMeta).fileId);
  const filesRequired = submitKind(mode).startsWith('finalDraft');
  const contentRequired = mode === 'survey' || mode === 'seekAsk';

  const submit = async (v: Values) => {
    const c = contract.data;
    if (!c) return;
    if (filesRequired && fileIds.length === 0) {
      Message.error(t('matters.form.filesRequired'));
      return;
    }
    const input: MatterSubmitInput = submitInput(mode, c, { content: v.content ?? '', fileIds, handlerUserIds: v.handlerUserIds ?? [], deadline: v.deadline });
    setBusy(true);
    try {
      const result = await submitMatter(input);
      kept.markSaved();
      onDone(await landAfterWrite(result, user?.userId ?? null, backend));
    } catch (e) {
      reportFailure(e, {
        stale: 'matters.form.stale',
        reload: () => {
          void contract.mutate();
          onStale();
        },
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {mode === 'seekConclude' && contract.data && <SeekReplies matters={contract.data.matters} />}
      <Card title={t(`matters.form.title.${mode}` as MessageKey)} data-testid="matter-submit-form" data-mode={mode}>
        <KeptNotice at={kept.restoredAt} onDiscard={discard} />
        <Form<Values>
          form={form}
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 20 }}
          initialValues={kept.initialValues}
          onValuesChange={kept.onValuesChange}
          onSubmit={(v) => void submit(v)}
        >
          {mode === 'seekAsk' && contract.data && (
            <>
              <Form.Item
                label={t('matters.form.askWhom')}
                field="handlerUserIds"
                rules={[{ required: true, type: 'array', minLength: 1, message: t('matters.form.askWhomRequired') }]}
                extra={t('matters.form.askWhomHint')}
              >
                <PeoplePicker load={loadPeople} excludeId={user?.userId} max={20} placeholder={t('matters.form.askWhomPlaceholder')} testId="matter-submit-people" />
              </Form.Item>
              <Form.Item label={t('matters.form.deadline')} field="deadline">
                <DatePicker
                  data-testid="matter-submit-deadline"
                  disabledDate={(d) => !!d && d.isBefore(dayjs(), 'day')}
                  placeholder={t('matters.form.deadlineDefault')}
                />
              </Form.Item>
            </>
          )}
          <Form.Item
            label={t(`matters.form.content.${mode}` as MessageKey)}
            field="content"
            required={contentRequired}
            rules={[{ validator: (value: string | undefined, cb: (e?: string) => void) => cb(contentRequired && !value?.trim() ? t(`matters.form.contentRequired.${mode}` as MessageKey) : undefined) }]}
          >
            <Input.TextArea data-testid="matter-submit-content" maxLength={CONTENT_MAX} showWordLimit autoSize={{ minRows: 4, maxRows: 12 }} placeholder={t(`matters.form.placeholder.${mode}` as MessageKey)} />
          </Form.Item>
          <Form.Item label={t(filesRequired ? 'matters.form.finalDraftFiles' : 'matters.form.attachments')} required={filesRequired}>
            <Upload
              multiple
              limit={20}
              fileList={files}
              onChange={(list) => setFiles(list)}
              customRequest={({ file, onSuccess, onError }) => {
                uploadAttachment(file, backend).then(
                  (meta) => onSuccess(meta),
                  (e: unknown) => {
                    Message.error(t('matters.form.uploadFailed'));
                    onError(e as object);
                  },
                );
              }}
            >
              <Button data-testid="matter-submit-upload">{t('matters.form.upload')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} disabled={uploading || !contract.data} data-testid="matter-submit">
                {t(`matters.form.submit.${mode}` as MessageKey)}
              </Button>
              {mode === 'seekAsk' && (
                // Seeking ends on its own page: conclude and send the contract to the unit's legality review.
                <Button onClick={() => navigate(`${CONCLUDE_PAGE}?matterId=${matter.matterId}`)} data-testid="matter-submit-conclude">
                  {t('matters.form.title.seekConclude')}
                </Button>
              )}
              <Button onClick={onCancel}>{t('matters.form.cancel')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
    </>
  );
}
