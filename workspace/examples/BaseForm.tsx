/**
 * /form/base-form — a contract-related base form that really submits: a performance record
 * (performance/register, permission contract.edit) on a contract of the caller's scope being
 * performed. Without contract.edit the form is disabled with the reason; the server refuses anyway.
 */
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Message, Radio, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { contractKeys, queryContracts, registerPerformance } from '../../src/api/contracts';
import { type ContractListQueryInput, yuanToFen } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { PerformanceTable } from '../contracts/detail/RecordsTables';
import { useContractDetail } from '../contracts/detail/useContractDetail';
import { reportFailure } from '../../src/api/reportFailure';

interface Values {
  contractId: number;
  kind: 'milestone' | 'payment';
  title: string;
  amountYuan?: number;
  dueDate?: string;
  note?: string;
}

const PERFORMING: ContractListQueryInput = { view: 'execute', status: 'performing', current: 1, size: 50, sortField: 'updatedAt', sortOrder: 'desc' };

export default function BaseFormPage() {
  const canEdit = usePermission('contract.edit');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [contractId, setContractId] = useState<number | null>(null);
  const contracts = useSWR(contractKeys.page(PERFORMING), () => queryContracts(PERFORMING));
  const detail = useContractDetail(contractId, 'admin');
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await registerPerformance({
        contractId: v.contractId,
        kind: v.kind,
        title: v.title.trim(),
        amountFen: v.amountYuan === undefined || v.amountYuan === null ? null : yuanToFen(v.amountYuan),
        dueDate: v.dueDate || null,
        status: 'planned',
        note: v.note?.trim() || null,
      });
      Message.success(t('examples.form.done'));
      form.resetFields(['title', 'amountYuan', 'dueDate', 'note']);
      void detail.mutate();
    } catch (e) {
      reportFailure(e, { reload: () => void detail.mutate() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('examples.form.cardTitle')} data-testid="base-form">
        {!canEdit && <Alert type="warning" content={t('examples.form.noPermission')} style={{ marginBottom: 16 }} data-testid="base-form-denied" />}
        <Form<Values>
          form={form}
          disabled={!canEdit}
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 14 }}
          initialValues={{ kind: 'milestone' }}
          onValuesChange={(changed) => changed.contractId !== undefined && setContractId(changed.contractId)}
          onSubmit={(v) => void submit(v)}
        >
          <Form.Item label={t('examples.form.contract')} field="contractId" rules={[{ required: true, message: t('examples.form.contractRequired') }]}>
            <Select
              showSearch
              loading={contracts.isLoading}
              data-testid="base-form-contract"
              options={(contracts.data?.records ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))}
              filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').toLowerCase().includes(input.toLowerCase())}
            />
          </Form.Item>
          <Form.Item label={t('examples.form.kind')} field="kind" rules={[{ required: true }]}>
            <Radio.Group>
              <Radio value="milestone">{t('contract.performanceKind.milestone')}</Radio>
              <Radio value="payment">{t('contract.performanceKind.payment')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('examples.form.title')} field="title" rules={[{ required: true, message: t('examples.form.titleRequired') }, { maxLength: 200 }]}>
            <Input maxLength={200} showWordLimit data-testid="base-form-title" />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {(values: Values) => (
              <Form.Item
                label={t('examples.form.amount')}
                field="amountYuan"
                rules={values.kind === 'payment' ? [{ required: true, message: t('examples.form.amountRequired') }] : []}
              >
                <InputNumber min={0} precision={2} style={{ width: 240 }} data-testid="base-form-amount" />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item label={t('examples.form.dueDate')} field="dueDate">
            <DatePicker />
          </Form.Item>
          <Form.Item label={t('examples.form.note')} field="note" rules={[{ maxLength: 2000 }]}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 5 }}>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="base-form-submit">
                {t('examples.form.submit')}
              </Button>
              <Button onClick={() => form.resetFields()}>{t('examples.form.reset')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      {detail.data && (
        <Card title={t('examples.form.records')} data-testid="base-form-records">
          <PerformanceTable records={detail.data.performance} />
        </Card>
      )}
    </Space>
  );
}
