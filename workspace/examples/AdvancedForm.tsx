/**
 * /form/advanced-form (?id=, default the latest changed draft) — the full edit of a draft or
 * registered contract (contract/edit, permission contract.edit, owner only) in sections: basic,
 * money, signing and dates, flags; the parties, tags and files are kept as they are. Without the
 * permission, or in another status, the form is read-only and says why; the server refuses anyway.
 */
import { Alert, Button, Card, Form, Message, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { editContract } from '../../src/api/contracts';
import type { ContractDetail, ContractListQueryInput } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { PartiesTable } from '../contracts/detail/PartiesTable';
import { StatusTag } from '../contracts/detail/StatusTag';
import { BasicItems, FlagItems, MoneyItems, SigningItems } from './ContractFieldItems';
import { type ContractFormValues, editInputOf, fieldsOfContract } from './contractForm';
import { ProfileFrame } from './ProfileFrame';
import { useSubmit } from '../../src/forms/useSubmit';

const LATEST_DRAFT: ContractListQueryInput = { view: 'drafts', current: 1, size: 1, sortField: 'updatedAt', sortOrder: 'desc' };
const EDITABLE: ReadonlySet<string> = new Set(['draft', 'registered']);

function EditForm({ d, reload }: { d: ContractDetail; reload: () => void }) {
  const canEdit = usePermission('contract.edit');
  const [form] = Form.useForm<ContractFormValues>();
  const { busy, run } = useSubmit({ reload });
  const editable = canEdit && EDITABLE.has(d.status);
  const submit = async (v: ContractFormValues) => {
    await run(async () => {
      await editContract(editInputOf(d, v));
      Message.success(t('examples.advanced.saved'));
      reload();
    });
  };
  return (
    <Form<ContractFormValues>
      form={form}
      disabled={!editable}
      initialValues={fieldsOfContract(d)}
      validateTrigger={['onChange', 'onBlur']}
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 14 }}
      onSubmit={(v) => void submit(v)}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="advanced-form" data-id={d.id}>
        <Card
          title={
            <Space>
              {d.code}
              <StatusTag status={d.status} phase={d.phase} />
            </Space>
          }
        >
          {!canEdit && <Alert type="warning" content={t('examples.form.noPermission')} />}
          {canEdit && !editable && <Alert type="warning" content={t('examples.advanced.notEditable')} data-testid="advanced-form-locked" />}
          {editable && <Alert type="info" content={t('examples.advanced.hint')} />}
        </Card>
        <Card title={t('examples.advanced.basic')}>
          <BasicItems />
        </Card>
        <Card title={t('examples.advanced.money')}>
          <MoneyItems />
        </Card>
        <Card title={t('examples.advanced.signing')}>
          <SigningItems />
        </Card>
        <Card title={t('examples.advanced.flags')}>
          <FlagItems />
        </Card>
        <Card title={t('examples.profile.parties')}>
          <PartiesTable parties={d.parties} />
        </Card>
        <Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="advanced-form-submit">
              {t('examples.advanced.submit')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('examples.form.reset')}</Button>
          </Space>
        </Card>
      </Space>
    </Form>
  );
}

export default function AdvancedFormPage() {
  return <ProfileFrame pick={LATEST_DRAFT}>{(d, reload) => <EditForm key={`${d.id}-${d.version}`} d={d} reload={reload} />}</ProfileFrame>;
}
