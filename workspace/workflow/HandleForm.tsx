/**
 * The decision form of a handle page: result (pass / return; approvals read 同意 / 不同意; answers
 * have none), opinion (required to return or reject, and for an answer), the step to return to (review
 * steps: the earlier steps of the contract's chain), optional attachments. Submits through
 * matter/handle or approval/handle at the matter's version; a stale version reloads the matter.
 * On a phone the form is one column for one thumb: the result as two large buttons side by side, and
 * submit and back in a bar held at the bottom of the screen, every target at least 44 px.
 */
import { Card, Form, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import type { ReactNode } from 'react';
import { handleApproval, handleMatter } from '../../src/api/contracts';
import type { Backend } from '../../src/config';
import type { MatterHandleInput, MatterResult } from '../../src/domain/contract-write';
import type { FileMeta } from '../../src/domain/system';
import type { MatterDetail } from '../../src/domain/workflow-api';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { useKeptUploads } from '../../src/forms/keptUploads';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { useSubmit } from '../../src/forms/useSubmit';
import { t } from '../../src/i18n';
import { useMobile } from '../../src/preferences/useMobile';
import { AttachmentsField, HandleButtons, OpinionField, TargetField } from './HandleFields';
import { isAnswerKind, returnTargetsOf } from './handleState';

/** The decision form's values. */
export interface HandleValues {
  result: 'pass' | 'return';
  opinion?: string;
  target?: string;
  /** Filled by `extraFields` of a decision page: the approvers of the approval the pass opens. */
  approverIds?: number[];
}
type Values = HandleValues;

interface Props {
  matter: MatterDetail;
  backend: Backend;
  /** After a successful decision, with the call's answer (where the contract went). */
  onDone: (result: MatterResult) => void;
  /** The matter changed under the form (stale version, handled by someone else): reload it. */
  onStale: () => void;
  onCancel: () => void;
  /** Optional fields after the result (e.g. the decision page's approvers); their values join the input. */
  extraFields?: (values: HandleValues) => ReactNode;
}

export function HandleForm({ matter, backend, onDone, onStale, onCancel, extraFields }: Props) {
  const [form] = Form.useForm<Values>();
  // The opinion and attachments typed are kept until the matter is handled (src/forms/useKeptForm.ts).
  const kept = useKeptForm<Values, undefined, UploadItem[]>(form, { id: 'handle', initial: { result: 'pass' } });
  const { files, setFiles, discard } = useKeptUploads(kept);
  const { busy, run } = useSubmit({ stale: 'workflow.form.stale', reload: onStale });
  const mobile = useMobile();
  const approval = matter.kind === 'approval';
  const answer = isAnswerKind(matter.kind);
  const targets = returnTargetsOf(matter);
  const uploading = files.some((f) => f.status === 'uploading');

  const submit = async (v: Values) => {
    const result = answer ? 'pass' : v.result;
    const input: MatterHandleInput = {
      id: matter.matterId,
      version: matter.version,
      result,
      opinion: (v.opinion ?? '').trim(),
      fileIds: files.filter((f) => f.status === 'done').map((f) => (f.response as FileMeta).fileId),
      ...(result === 'return' && v.target ? { target: v.target as MatterHandleInput['target'] } : {}),
      ...(result === 'pass' && v.approverIds?.length ? { approverIds: v.approverIds } : {}),
    };
    await run(async () => {
      const done = approval ? await handleApproval(input) : await handleMatter(input, backend);
      kept.markSaved();
      onDone(done);
    });
  };

  return (
    <Card title={t(answer ? 'workflow.form.answerTitle' : 'workflow.form.title')} data-testid="matter-handle-form">
      <KeptNotice at={kept.restoredAt} onDiscard={discard} />
      <Form<Values>
        form={form}
        className={mobile ? 'matter-handle__form matter-handle__form-mobile' : 'matter-handle__form'}
        {...(mobile ? { layout: 'vertical' as const } : { labelCol: { span: 4 }, wrapperCol: { span: 20 } })}
        initialValues={kept.initialValues}
        onValuesChange={kept.onValuesChange}
        onSubmit={(v) => void submit(v)}
      >
        {!answer && (
          <Form.Item label={t('workflow.form.result')} field="result" rules={[{ required: true }]}>
            <Radio.Group data-testid="matter-handle-result" {...(mobile ? { type: 'button' as const, size: 'large' as const } : {})}>
              <Radio value="pass">{t(approval ? 'workflow.form.approve' : 'workflow.form.pass')}</Radio>
              <Radio value="return">{t(approval ? 'workflow.form.reject' : 'workflow.form.return')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        <TargetField answer={answer} targets={targets} />
        {extraFields && (
          <Form.Item shouldUpdate noStyle>
            {(values: Values) => extraFields(values)}
          </Form.Item>
        )}
        <OpinionField answer={answer} />
        <AttachmentsField files={files} onChange={setFiles} backend={backend} mobile={mobile} />
        <HandleButtons mobile={mobile} busy={busy} uploading={uploading} onCancel={onCancel} />
      </Form>
    </Card>
  );
}
