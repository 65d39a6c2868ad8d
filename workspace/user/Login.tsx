/**
 * /user/login: account and password sign-in (spec sections 4, 5 and 7). On success the token is
 * stored for 7 days and the user goes to the redirect parameter (a safe in-app path) or the
 * workplace; on failure the server's message shows. The public layout around it (banner, service
 * tiles, footer) belongs to the shell.
 */
import { Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../src/api/client';
import { login } from '../../src/api/system';
import { t } from '../../src/i18n';
import { safeRedirect } from '../../src/router/paths';
import { setToken } from '../../src/session/token';
import './Login.css';

interface LoginValues {
  username: string;
  password: string;
}

export default function Login() {
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const submit = async ({ username, password }: LoginValues) => {
    setSubmitting(true);
    try {
      const { token } = await login(username.trim(), password);
      setToken(token);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      Message.error(isApiFailure(e) ? e.message : t('request.failed'));
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page" data-testid="login-page">
      <div className="login-page__panel">
        <header className="login-page__header">
          <h1 className="login-page__title">{t('app.title')}</h1>
          <p className="login-page__subtitle">{t('login.subtitle')}</p>
        </header>
        <Form<LoginValues> form={form} layout="vertical" size="large" onSubmit={submit} aria-label={t('login.submit')}>
          <Form.Item field="username" rules={[{ required: true, message: t('login.account.required') }]}>
            <Input prefix={<IconUser />} placeholder={t('login.account')} autoComplete="username" allowClear />
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
      </div>
    </div>
  );
}
