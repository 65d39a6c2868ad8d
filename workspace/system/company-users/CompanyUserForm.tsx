/**
 * The add/edit drawer of company users: username (add only), name, mobile, email, counterpart, and
 * on add the initial password under the registration's strength rule and the password policy's rules
 * (the same checks as the server's), the rules listed and marked as it is typed; a refusal by the
 * server's policy is shown on the field. The user changes it at the first sign-in when the policy says so.
 */
import { Drawer, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useEffect, useState } from 'react';
import { addCompanyUser, editCompanyUser } from '../../../src/api/counterparts';
import { useSecurityPolicy } from '../../../src/api/securityPolicy';
import type { CompanyUserInput, CompanyUserRow } from '../../../src/domain/counterpart';
import { registerPasswordSchema } from '../../../src/domain/register';
import { mobileSchema, usernameSchema } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { PasswordRules } from '../../common/password/PasswordRules';
import { passwordRefusalOf, policyRule } from '../../common/password/passwordRules';
import { useFormSave } from '../menus/useFormSave';
import { CounterpartSelect } from './CounterpartSelect';

export type CompanyUserFormTarget = { mode: 'add'; counterpartId?: number | undefined } | { mode: 'edit'; row: CompanyUserRow };

type Values = Omit<CompanyUserInput, 'email'> & { email?: string };

/** A Form rule from a zod schema: the field passes when the schema accepts it. */
const bySchema = (schema: { safeParse: (v: unknown) => { success: boolean } }, message: string) => ({
  validator: (v: unknown, cb: (e?: string) => void) => cb(v === undefined || v === '' || schema.safeParse(v).success ? undefined : message),
});

export function CompanyUserForm({ target, onClose, onSaved }: { target: CompanyUserFormTarget | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const editing = target?.mode === 'edit' ? target.row : null;
  const policy = useSecurityPolicy().data?.policy;
  const [typed, setTyped] = useState({ password: '', username: '' });

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') {
      const r = target.row;
      form.setFieldsValue({ realName: r.realName, mobile: r.mobile ?? '', email: r.email ?? '', counterpartId: r.counterpartId ?? undefined });
    } else if (target.counterpartId) form.setFieldsValue({ counterpartId: target.counterpartId });
  }, [target, form]);

  const { saving, save } = useFormSave(form, async (values: Values) => {
    if (editing) {
      await editCompanyUser({
        userId: editing.userId,
        realName: values.realName,
        mobile: values.mobile,
        email: values.email ? values.email : null,
        counterpartId: values.counterpartId,
      });
    } else {
      try {
        await addCompanyUser({ ...values, email: values.email || undefined });
      } catch (e) {
        const refusal = passwordRefusalOf(e);
        if (refusal) form.setFields({ password: { value: values.password, error: { message: refusal.fields[0]?.message ?? '' } } });
        throw e;
      }
    }
    Message.success(t('systemCounterparts.saved'));
    onSaved();
  });

  return (
    <Drawer
      width={520}
      title={editing ? t('systemCounterparts.cu.form.editTitle') : t('systemCounterparts.cu.form.addTitle')}
      visible={target !== null}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      unmountOnExit
      data-testid="company-user-form"
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(_, all) => setTyped({ password: String(all.password ?? ''), username: String(all.username ?? '') })}
      >
        {!editing && (
          <Form.Item
            field="username"
            label={t('systemCounterparts.cu.form.username')}
            rules={[{ required: true, message: t('systemCounterparts.cu.form.usernameRule') }, bySchema(usernameSchema, t('systemCounterparts.cu.form.usernameRule'))]}
          >
            <Input autoComplete="off" data-testid="uf-username" />
          </Form.Item>
        )}
        <Form.Item
          field="realName"
          label={t('systemCounterparts.cu.form.realName')}
          rules={[{ required: true, message: t('systemCounterparts.cu.form.realNameRequired') }, { maxLength: 40 }]}
        >
          <Input data-testid="uf-realname" />
        </Form.Item>
        <Form.Item
          field="mobile"
          label={t('systemCounterparts.cu.form.mobile')}
          rules={[{ required: true, message: t('systemCounterparts.cu.form.mobileRule') }, bySchema(mobileSchema, t('systemCounterparts.cu.form.mobileRule'))]}
        >
          <Input maxLength={11} data-testid="uf-mobile" />
        </Form.Item>
        <Form.Item field="email" label={t('systemCounterparts.cu.form.email')} rules={[{ type: 'email', message: t('systemCounterparts.cu.form.emailRule') }]}>
          <Input data-testid="uf-email" />
        </Form.Item>
        <Form.Item
          field="counterpartId"
          label={t('systemCounterparts.cu.form.counterpart')}
          rules={[{ required: true, message: t('systemCounterparts.cu.form.counterpartRequired') }]}
        >
          <CounterpartSelect initialLabel={editing?.counterpartName} data-testid="uf-counterpart" />
        </Form.Item>
        {!editing && (
          <Form.Item
            field="password"
            label={t('systemCounterparts.cu.form.password')}
            extra={
              <>
                {t('systemCounterparts.cu.form.passwordRule')}
                {policy && <PasswordRules policy={policy} password={typed.password} username={typed.username} />}
              </>
            }
            rules={[
              { required: true, message: t('systemCounterparts.cu.form.passwordRule') },
              bySchema(registerPasswordSchema, t('systemCounterparts.cu.form.passwordRule')),
              policyRule(
                () => policy,
                () => form.getFieldValue('username') as string | undefined,
              ),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="uf-password" />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
