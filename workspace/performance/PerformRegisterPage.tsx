/**
 * /matter/performRegister (?id=<contractId> or ?matterId=): the performance of a contract being
 * performed — its records, a planned item marked done or breached (performance/update), and a new
 * milestone or payment, planned or done (performance/register).
 */
import { Button, Card, DatePicker, Form, Input, InputNumber, Message, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerPerformance } from '../../src/api/contracts';
import { type ContractDetail, yuanToFen } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { PerformanceTable } from '../contracts/detail/RecordsTables';
import { fileIdsOf, isUploading } from '../filing/shared/FileUpload';
import { TargetFrame } from '../filing/shared/TargetFrame';
import { useTargetContract } from '../filing/shared/useTargetContract';
import { canPerform } from './performState';
import { PerformNoteFields } from './PerformNoteFields';
import { PlannedItems } from './PlannedItems';
import { useSubmit } from '../../src/forms/useSubmit';

interface Values {
  kind: 'milestone' | 'payment';
  title: string;
  amountYuan?: number;
  dueDate?: string;
  status: 'planned' | 'done';
  doneDate?: string;
  note?: string;
}

function RegisterForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const { busy, run } = useSubmit({ reload });
  const submit = async (v: Values) => {
    await run(async () => {
      await registerPerformance({
        contractId: contract.id,
        kind: v.kind,
        title: v.title.trim(),
        amountFen: v.amountYuan === undefined || v.amountYuan === null ? null : yuanToFen(v.amountYuan),
        dueDate: v.dueDate || null,
        status: v.status,
        doneDate: v.status === 'done' ? (v.doneDate ?? null) : null,
        note: v.note?.trim() || null,
        fileIds: fileIdsOf(files),
      });
      Message.success(t('filing.perform.done'));
      navigate(contractLink(contract.id));
    });
  };
  return (
    <Card title={t('filing.perform.registerTitle')} data-testid="perform-register-form">
      <Form<Values> labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} initialValues={{ kind: 'payment', status: 'planned' }} onSubmit={(v) => void submit(v)}>
        <Form.Item label={t('filing.perform.kind')} field="kind" rules={[{ required: true }]}>
          <Radio.Group data-testid="perform-kind">
            <Radio value="milestone">{t('contract.performanceKind.milestone')}</Radio>
            <Radio value="payment">{t('contract.performanceKind.payment')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('filing.perform.itemTitle')} field="title" rules={[{ required: true, message: t('filing.perform.titleRequired') }, { maxLength: 200 }]}>
          <Input maxLength={200} data-testid="perform-title" />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: Values) => (
            <Form.Item
              label={t('filing.perform.amount')}
              field="amountYuan"
              rules={values.kind === 'payment' ? [{ required: true, message: t('filing.perform.amountRequired') }] : []}
            >
              <InputNumber min={0} precision={2} suffix={t('filing.perform.yuan')} style={{ width: 240 }} data-testid="perform-amount" />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item label={t('filing.perform.dueDate')} field="dueDate">
          <DatePicker data-testid="perform-due" />
        </Form.Item>
        <Form.Item label={t('filing.perform.status')} field="status" rules={[{ required: true }]}>
          <Select style={{ width: 240 }} data-testid="perform-status" options={[
            { value: 'planned', label: t('contract.performanceStatus.planned') },
            { value: 'done', label: t('contract.performanceStatus.done') },
          ]} />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: Values) =>
            values.status === 'done' ? (
              <Form.Item label={t('filing.perform.doneDate')} field="doneDate" rules={[{ required: true, message: t('filing.perform.doneDateRequired') }]}>
                <DatePicker data-testid="perform-done-date" />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <PerformNoteFields files={files} onFiles={setFiles} />
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={isUploading(files)} data-testid="perform-submit">
            {t('filing.perform.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

export default function PerformRegisterPage() {
  const target = useTargetContract();
  return (
    <TargetFrame target={target} pickView="execute" testId="perform-register">
      {(contract, reload) => (
        <>
          <Card title={t('filing.perform.records')}>
            <PerformanceTable records={contract.performance} />
          </Card>
          <PlannedItems contract={contract} reload={reload} />
          {canPerform(contract.status) ? (
            <RegisterForm key={contract.version} contract={contract} reload={reload} />
          ) : (
            <Card data-testid="perform-closed">{t('filing.perform.notPerforming')}</Card>
          )}
        </>
      )}
    </TargetFrame>
  );
}
