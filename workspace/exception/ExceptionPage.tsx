/** An exception page (403, 404, 500): Arco's illustrated Result with a button back to the workplace. */
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useNavigate } from 'react-router-dom';
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import './ExceptionPage.css';

export type ExceptionStatus = '403' | '404' | '500';

export function ExceptionPage({ status, subtitle }: { status: ExceptionStatus; subtitle: string }) {
  const navigate = useNavigate();
  return (
    <div className="page-exception" data-testid={`page-${status}`}>
      <Result
        status={status}
        title={status}
        subTitle={subtitle}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('page.backHome')}
          </Button>
        }
      />
    </div>
  );
}
