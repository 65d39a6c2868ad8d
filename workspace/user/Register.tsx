/**
 * /user/register: an outside company's user asks for an account (docs/api/register.md). Account
 * name, email, mobile, password with a live strength meter, its confirmation, company name and
 * unified social credit code, checked here with the server's own schemas. The account is created
 * disabled; the register-result page says an administrator will review it. The server also holds the
 * password to its password policy; a refusal names the rules broken on the field.
 */
import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconEmail, IconIdcard, IconLock, IconMobile, IconUser, IconUserGroup } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { register } from '../../src/api/auth';
import { isApiFailure } from '../../src/api/client';
import { ApiCode, fieldErrorsSchema } from '../../src/domain/envelope';
import { t } from '../../src/i18n';
import { LOGIN_PATH } from '../../src/router/paths';
import { REGISTER_RESULT_PATH } from '../../src/router/signInPaths';
import { passwordRefusalOf } from '../common/password/passwordRules';
import { PasswordStrengthMeter } from '../common/password/PasswordStrengthMeter';
import { INVALID_MESSAGE, type RegisterField, type RegisterValues, registerRules } from './registerRules';
import { SignInCard } from './SignInCard';
import './Register.css';
import { reportFailure } from '../../src/api/reportFailure';

export default function Register() {
  const [form] = Form.useForm<RegisterValues>();
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const rules = useMemo(() => registerRules(() => form.getFieldValue('password')), [form]);

  const onValuesChange = (changed: Partial<RegisterValues>) => {
    if (changed.password === undefined) return;
    setPassword(changed.password ?? '');
    if (form.getFieldValue('confirm')) void form.validate(['confirm']).catch(() => undefined);
  };

  const submit = async ({ confirm: _confirm, ...values }: RegisterValues) => {
    setSubmitting(true);
    try {
      const result = await register({ ...values, creditCode: values.creditCode.trim().toUpperCase() });
      navigate(`${REGISTER_RESULT_PATH}?account=${encodeURIComponent(result.username)}`, { replace: true });
    } catch (e) {
      setSubmitting(false);
      if (isApiFailure(e) && e.code === ApiCode.invalid) {
        const parsed = fieldErrorsSchema.safeParse(e.result);
        const fields = parsed.success ? parsed.data.fields : [];
        const named = fields
          .map((f) => f.path.replace(/^body\./, ''))
          .filter((f): f is RegisterField => Object.hasOwn(INVALID_MESSAGE, f));
        // A password refused by the server's password policy: its own words (the rules broken, in the user's language).
        const policyRefusal = passwordRefusalOf(e)?.fields[0]?.message;
        if (named.length) {
          form.setFields(
            Object.fromEntries(named.map((f) => [f, { error: { message: f === 'password' && policyRefusal ? policyRefusal : t(INVALID_MESSAGE[f]) } }])),
          );
        }
      }
      reportFailure(e);
    }
  };

  return (
    <SignInCard testId="register-page" title={t('register.title')} subtitle={t('register.subtitle')} wide>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        onSubmit={submit}
        onValuesChange={onValuesChange}
        aria-label={t('register.title')}
        className="register-form"
      >
        <div className="register-form__section">{t('register.section.account')}</div>
        <Form.Item field="username" rules={rules.username}>
          <Input prefix={<IconUser />} placeholder={t('register.username')} autoComplete="username" maxLength={32} />
        </Form.Item>
        <div className="register-form__pair">
          <Form.Item field="email" rules={rules.email}>
            <Input prefix={<IconEmail />} placeholder={t('register.email')} autoComplete="email" maxLength={100} />
          </Form.Item>
          <Form.Item field="mobile" rules={rules.mobile}>
            <Input prefix={<IconMobile />} placeholder={t('register.mobile')} autoComplete="tel" maxLength={11} />
          </Form.Item>
        </div>
        <Form.Item field="password" rules={rules.password}>
          <Input.Password prefix={<IconLock />} placeholder={t('register.password')} autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <PasswordStrengthMeter password={password} className="register-form__meter" />
        <Form.Item field="confirm" rules={rules.confirm}>
          <Input.Password prefix={<IconLock />} placeholder={t('register.confirm')} autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <div className="register-form__section">{t('register.section.company')}</div>
        <Form.Item field="companyName" rules={rules.companyName}>
          <Input prefix={<IconUserGroup />} placeholder={t('register.company')} autoComplete="organization" maxLength={100} />
        </Form.Item>
        <Form.Item field="creditCode" rules={rules.creditCode}>
          <Input prefix={<IconIdcard />} placeholder={t('register.creditCode')} maxLength={18} className="register-form__code" />
        </Form.Item>
        <Form.Item className="register-form__actions">
          <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
            {t('register.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className="signin-card__footer">
        <span>{t('register.haveAccount')}</span>
        <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
      </div>
    </SignInCard>
  );
}
