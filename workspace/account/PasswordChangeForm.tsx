/**
 * The change of one's own password (PUT sys_user/editUser): the current password, the new one with
 * the strength meter and the policy's rules marked as it is typed (the server's own check), and its
 * confirmation. A refusal by the server's policy (the history, a policy changed meanwhile) is shown on
 * the field and as a message, in the user's language. Used by the account's security settings and by
 * the page of a required change.
 */
import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { editUser } from '../../src/api/account';
import { useSecurityPolicy } from '../../src/api/securityPolicy';
import { passwordSchema } from '../../src/domain/system';
import { type MessageKey, t } from '../../src/i18n';
import { PasswordRules } from '../common/password/PasswordRules';
import { passwordRefusalOf, policyRule } from '../common/password/passwordRules';
import { PasswordStrengthMeter } from '../common/password/PasswordStrengthMeter';
import { reportFailure } from '../../src/api/reportFailure';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordChangeForm({
  username,
  forced = false,
  oldPasswordLabel = 'account.security.oldPassword',
  submitLabel = 'account.security.submit',
  onChanged,
}: {
  /** The account's name (the policy may forbid it in the password). */
  username: string | undefined;
  /** A change the policy requires (after a reset, or expired). */
  forced?: boolean;
  oldPasswordLabel?: MessageKey;
  submitLabel?: MessageKey;
  onChanged: () => void | Promise<void>;
}) {
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [password, setPassword] = useState('');
  const { data: answer } = useSecurityPolicy();
  const policy = answer?.policy;

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    try {
      await editUser({ oldPassword, newPassword });
      form.resetFields();
      setPassword('');
      await onChanged();
    } catch (e) {
      const refusal = passwordRefusalOf(e);
      if (refusal) form.setFields({ newPassword: { value: newPassword, error: { message: refusal.fields[0]?.message ?? '' } } });
      reportFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      aria-label={t('account.security.password')}
      onSubmit={submit}
      onValuesChange={(changedValues) => {
        if ('newPassword' in changedValues) setPassword(changedValues.newPassword ?? '');
      }}
    >
      <Form.Item label={t(oldPasswordLabel)} field="oldPassword" rules={[{ required: true, message: t('account.security.oldPassword.required') }]}>
        <Input.Password aria-label={t(oldPasswordLabel)} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('account.security.newPassword')}
        field="newPassword"
        extra={
          <>
            <PasswordStrengthMeter password={password} />
            {policy && <PasswordRules policy={policy} password={password} username={username} forced={forced} />}
          </>
        }
        rules={[
          { required: true, message: t('account.security.newPassword.required') },
          {
            validator: (value: string | undefined, cb) => {
              if (!value) return cb();
              // Every password the product takes is 6 to 64 characters (passwordSchema); the policy may ask more.
              if (!passwordSchema.safeParse(value).success) return cb(t('account.security.newPassword.length'));
              if (value === form.getFieldValue('oldPassword')) return cb(t('account.security.newPassword.same'));
              return cb();
            },
          },
          policyRule(
            () => policy,
            () => username,
          ),
        ]}
      >
        <Input.Password aria-label={t('account.security.newPassword')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('account.security.confirmPassword')}
        field="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('account.security.confirm.required') },
          {
            validator: (value: string | undefined, cb) =>
              cb(value && value !== form.getFieldValue('newPassword') ? t('account.security.confirm.mismatch') : undefined),
          },
        ]}
      >
        <Input.Password aria-label={t('account.security.confirmPassword')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(submitLabel)}
        </Button>
      </Form.Item>
    </Form>
  );
}
