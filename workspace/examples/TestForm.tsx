/**
 * /form/test-form (?id=, default the latest changed contract) — every Arco form control bound to a
 * field of a real contract, with the contract rules (docs/api/contract-writes.md) checked live on
 * each change. It only validates: writing a contract is the advanced form's job.
 */
import { Alert, Button, Card, Form, Message, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { ContractDetail } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { BasicItems, FlagItems, MoneyItems, SigningItems } from './ContractFieldItems';
import { type ContractFormValues, fieldsOfContract } from './contractForm';
import { ProfileFrame } from './ProfileFrame';

function TestFormCard({ d }: { d: ContractDetail }) {
  const [form] = Form.useForm<ContractFormValues>();
  const initial = fieldsOfContract(d);
  const check = async () => {
    try {
      await form.validate();
      Message.success(t('examples.test.valid'));
    } catch {
      Message.warning(t('examples.test.invalid'));
    }
  };
  return (
    <Card title={`${t('route.testForm')} · ${d.code}`} data-testid="test-form" data-id={d.id}>
      <Alert type="info" content={t('examples.test.hint')} style={{ marginBottom: 16 }} />
      <Form<ContractFormValues> form={form} initialValues={initial} validateTrigger={['onChange', 'onBlur']} labelCol={{ span: 5 }} wrapperCol={{ span: 14 }}>
        <BasicItems />
        <MoneyItems />
        <SigningItems />
        <FlagItems />
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Space>
            <Button type="primary" onClick={() => void check()} data-testid="test-form-validate">
              {t('examples.test.validate')}
            </Button>
            <Button onClick={() => form.setFieldsValue(initial)}>{t('examples.test.restore')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

export default function TestFormPage() {
  return <ProfileFrame>{(d) => <TestFormCard key={`${d.id}-${d.version}`} d={d} />}</ProfileFrame>;
}
