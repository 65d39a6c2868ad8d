/** /404: where every unknown path lands (spec section 2). */
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useNavigate } from 'react-router-dom';
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="page-exception" data-testid="page-404">
      <Result
        status="404"
        title="404"
        subTitle={t('page.notFound.subtitle')}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('page.backHome')}
          </Button>
        }
      />
    </div>
  );
}
