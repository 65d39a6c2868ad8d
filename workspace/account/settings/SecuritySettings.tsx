/**
 * Security: change the password (current, new with a strength meter, confirmation) through
 * PUT sys_user/editUser; the server ends the account's other sessions, which the page says.
 */
import { Alert, Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { editUser } from '../../../src/api/account';
import { isApiFailure } from '../../../src/api/client';
import { passwordSchema } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';


interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function SecuritySettings() {
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);
  const [password, setPassword] = useState('');

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    try {
      await editUser({ oldPassword, newPassword });
      Message.success(t('account.security.changed'));
      form.resetFields();
      setPassword('');
      setChanged(true);
    } catch (e) {
      Message.error(isApiFailure(e) ? e.message : t('request.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <h3 className="account-settings__section-title">{t('account.security.password')}</h3>
      <p className="account-settings__section-hint">{t('account.security.passwordHint')}</p>
      {changed && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setChanged(false)}
          content={t('account.security.otherSessionsEnded')}
          style={{ marginBottom: 20 }}
          data-testid="password-changed"
        />
      )}
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        aria-label={t('account.security.password')}
        onSubmit={submit}
        onValuesChange={(changedValues) => {
          if ('newPassword' in changedValues) setPassword(changedValues.newPassword ?? '');
        }}
      >
        <Form.Item
          label={t('account.security.oldPassword')}
          field="oldPassword"
          rules={[{ required: true, message: t('account.security.oldPassword.required') }]}
        >
          <Input.Password aria-label={t('account.security.oldPassword')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('account.security.newPassword')}
          field="newPassword"
          extra={<PasswordStrengthMeter password={password} />}
          rules={[
            { required: true, message: t('account.security.newPassword.required') },
            {
              validator: (value: string | undefined, cb) => {
                if (!value) return cb();
                // The server's rule (passwordSchema: 6 to 64 characters).
                if (!passwordSchema.safeParse(value).success) return cb(t('account.security.newPassword.length'));
                if (value === form.getFieldValue('oldPassword')) return cb(t('account.security.newPassword.same'));
                return cb();
              },
            },
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
            {t('account.security.submit')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
