/**
 * The add/edit Modal of legal-adviser management: name, firm, the 17-digit licence number, mobile,
 * the sign-in account (a lawyer-type user not linked to another adviser) and, when adding, the
 * units served.
 */
import { Form, Input, Message, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useEffect } from 'react';
import useSWR from 'swr';
import { addAdviser, editAdviser, getLawyerAccounts, registryKeys } from '../../../src/api/registries';
import { type Adviser, type AdviserInput, LICENCE_NO_PATTERN, type LawyerAccount, MOBILE_PATTERN } from '../../../src/domain/registries';
import { t } from '../../../src/i18n';
import { useFormSave } from '../menus/useFormSave';
import { UnitPicker } from '../pickers/UnitPicker';
import { RegistryModal } from '../registry/RegistryPage';

export type AdviserFormTarget = { mode: 'add' } | { mode: 'edit'; adviser: Adviser };

export function AdviserForm({ target, onClose, onSaved }: { target: AdviserFormTarget | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<AdviserInput>();
  const editing = target?.mode === 'edit' ? target.adviser : null;
  const accounts = useSWR<LawyerAccount[]>(target ? registryKeys.lawyerAccounts : null, getLawyerAccounts);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ name: editing.name, firm: editing.firm, licenceNo: editing.licenceNo, phone: editing.phone, userId: editing.userId });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values: AdviserInput) => {
    const body = { ...values, phone: values.phone ?? '', userId: values.userId ?? null };
    if (editing) await editAdviser({ ...body, id: editing.id, unitIds: undefined });
    else await addAdviser(body);
    Message.success(t('registries.saved'));
    onSaved();
  });

  return (
    <RegistryModal
      open={!!target}
      title={editing ? t('lawyers.editTitle') : t('lawyers.addTitle')}
      onClose={onClose}
      onSave={() => void save()}
      saving={saving}
      width={560}
      testId="lawyer-form"
    >
      <Form form={form} layout="vertical">
        <Form.Item label={t('lawyers.name')} field="name" rules={[{ required: true, message: t('lawyers.nameRequired') }, { maxLength: 30 }]}>
          <Input maxLength={30} data-testid="lawyer-name" />
        </Form.Item>
        <Form.Item label={t('lawyers.firm')} field="firm" rules={[{ required: true, message: t('lawyers.firmRequired') }, { maxLength: 60 }]}>
          <Input maxLength={60} data-testid="lawyer-firm" />
        </Form.Item>
        <Form.Item
          label={t('lawyers.licenceNo')}
          field="licenceNo"
          rules={[
            { required: true, message: t('lawyers.licenceRequired') },
            { match: LICENCE_NO_PATTERN, message: t('lawyers.licenceFormat') },
          ]}
        >
          <Input maxLength={17} data-testid="lawyer-licence" />
        </Form.Item>
        <Form.Item label={t('lawyers.phone')} field="phone" rules={[{ match: MOBILE_PATTERN, message: t('lawyers.phoneFormat') }]}>
          <Input maxLength={11} data-testid="lawyer-phone" />
        </Form.Item>
        <Form.Item label={t('lawyers.account')} field="userId" extra={t('lawyers.accountHint')}>
          <Select
            allowClear
            showSearch
            loading={accounts.isLoading}
            data-testid="lawyer-account"
            options={(accounts.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.realName || a.username} (${a.username})${a.adviserId && a.adviserId !== editing?.id ? t('lawyers.accountLinked') : ''}`,
              disabled: !!a.adviserId && a.adviserId !== editing?.id,
            }))}
          />
        </Form.Item>
        {!editing && (
          <Form.Item label={t('lawyers.units')} field="unitIds">
            <UnitPicker kind="all" multiple placeholder={t('lawyers.unitsPlaceholder')} data-testid="lawyer-units" />
          </Form.Item>
        )}
      </Form>
    </RegistryModal>
  );
}
