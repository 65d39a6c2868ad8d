/**
 * The add/edit drawer of counterpart management: name, unified social credit code (its check
 * character verified here with the same function the server uses), legal representative, contact,
 * address, credit rating. The dishonesty flag is switched in the table (with its confirmation).
 */
import { Drawer, Form, Input, Message, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useEffect } from 'react';
import { addCounterpart, editCounterpart } from '../../../src/api/counterparts';
import { CREDIT_RATINGS, type CounterpartInput, type CounterpartRow } from '../../../src/domain/counterpart';
import { isValidCreditCode } from '../../../src/domain/credit-code';
import { t } from '../../../src/i18n';
import { useFormSave } from '../menus/useFormSave';

export type CounterpartFormTarget = { mode: 'add' } | { mode: 'edit'; row: CounterpartRow };

type Values = Omit<CounterpartInput, 'seriousDishonest'>;

const PHONE = /^([+\d][\d\s()-]{4,19})?$/;

export function CounterpartForm({ target, onClose, onSaved }: { target: CounterpartFormTarget | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const editing = target?.mode === 'edit' ? target.row : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      const { name, creditCode, legalRepresentative, contactName, contactPhone, address, creditRating } = editing;
      form.setFieldsValue({ name, creditCode, legalRepresentative, contactName, contactPhone, address, creditRating });
    } else form.setFieldsValue({ creditRating: 'A' });
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values: Values) => {
    const input = { ...values, creditCode: values.creditCode.trim().toUpperCase() };
    if (editing) await editCounterpart({ ...input, id: editing.id });
    else await addCounterpart(input);
    Message.success(t('systemCounterparts.saved'));
    onSaved();
  });

  return (
    <Drawer
      width={560}
      title={editing ? t('systemCounterparts.form.editTitle') : t('systemCounterparts.form.addTitle')}
      visible={target !== null}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      unmountOnExit
      data-testid="counterpart-form"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          field="name"
          label={t('systemCounterparts.form.name')}
          rules={[{ required: true, message: t('systemCounterparts.form.nameRequired') }, { maxLength: 100 }]}
        >
          <Input data-testid="cf-name" />
        </Form.Item>
        <Form.Item
          field="creditCode"
          label={t('systemCounterparts.form.creditCode')}
          rules={[
            { required: true, message: t('systemCounterparts.form.creditCodeRequired') },
            {
              validator: (v: string | undefined, cb: (e?: string) => void) =>
                cb(v && !isValidCreditCode(v.trim().toUpperCase()) ? t('systemCounterparts.form.creditCodeInvalid') : undefined),
            },
          ]}
        >
          <Input maxLength={18} style={{ fontFamily: 'monospace' }} data-testid="cf-credit-code" />
        </Form.Item>
        <Form.Item field="legalRepresentative" label={t('systemCounterparts.form.legalRepresentative')} rules={[{ maxLength: 40 }]}>
          <Input data-testid="cf-legal" />
        </Form.Item>
        <Form.Item field="contactName" label={t('systemCounterparts.form.contactName')} rules={[{ maxLength: 40 }]}>
          <Input data-testid="cf-contact" />
        </Form.Item>
        <Form.Item
          field="contactPhone"
          label={t('systemCounterparts.form.contactPhone')}
          rules={[{ match: PHONE, message: t('systemCounterparts.form.contactPhoneInvalid') }]}
        >
          <Input maxLength={20} data-testid="cf-phone" />
        </Form.Item>
        <Form.Item field="address" label={t('systemCounterparts.form.address')} rules={[{ maxLength: 200 }]}>
          <Input data-testid="cf-address" />
        </Form.Item>
        <Form.Item field="creditRating" label={t('systemCounterparts.form.rating')} rules={[{ required: true }]}>
          <Select options={CREDIT_RATINGS.map((r) => ({ value: r, label: r }))} data-testid="cf-rating" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
