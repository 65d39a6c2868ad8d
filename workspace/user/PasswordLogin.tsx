/**
 * Account and password sign-in (spec sections 4, 5 and 7): both fields required; on success the
 * token is kept for 7 days and the user goes on; on failure the server's message shows.
 */
import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { login } from '../../src/api/system';
import { t } from '../../src/i18n';
import { useMobile } from '../../src/preferences/useMobile';
import { useFinishSignIn } from './useFinishSignIn';
import { reportFailure } from '../../src/api/reportFailure';

interface LoginValues {
  username: string;
  password: string;
}

export function PasswordLogin() {
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishSignIn();
  // At a desk the cursor waits in the account field. Not on a phone: focusing it on arrival would
  // raise the keyboard over the page before the visitor has read it.
  const mobile = useMobile();

  const submit = async ({ username, password }: LoginValues) => {
    setSubmitting(true);
    try {
      const { token } = await login(username.trim(), password);
      finish(token);
    } catch (e) {
      reportFailure(e);
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues> form={form} layout="vertical" size="large" onSubmit={submit} aria-label={t('login.submit')}>
      <Form.Item field="username" rules={[{ required: true, message: t('login.account.required') }]}>
        <Input prefix={<IconUser />} placeholder={t('login.account')} autoComplete="username" allowClear autoFocus={!mobile} />
      </Form.Item>
      <Form.Item field="password" rules={[{ required: true, message: t('login.password.required') }]}>
        <Input.Password prefix={<IconLock />} placeholder={t('login.password')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" long loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
