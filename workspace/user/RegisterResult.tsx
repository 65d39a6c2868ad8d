/** /user/register-result: the registration was submitted; an administrator reviews and enables the account. */
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../src/i18n';
import { LOGIN_PATH } from '../../src/router/paths';
import { SignInCard } from './SignInCard';

export default function RegisterResult() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = params.get('account')?.trim();
  return (
    <SignInCard testId="register-result">
      <Result
        status="success"
        title={t('register.result.title')}
        subTitle={account ? t('register.result.subtitle', { account }) : t('register.result.subtitleNoAccount')}
        extra={
          <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
            {t('register.result.backToLogin')}
          </Button>
        }
      />
    </SignInCard>
  );
}
