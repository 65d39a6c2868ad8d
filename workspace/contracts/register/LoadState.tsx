/** The loading and failure states of the form pages' reads (a contract to edit, a main contract). */
import { Button, Card, Result, Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import { isApiFailure } from '../../../src/api/client';
import { t } from '../../../src/i18n';
import { ExceptionPage } from '../../exception/ExceptionPage';
import { ApiCode } from '../../../src/domain/api-codes';
import { failedWith, isForbidden } from '../../../src/api/ApiFailure';

export function Loading() {
  return (
    <Card data-testid="register-loading">
      <Skeleton animation text={{ rows: 8 }} />
    </Card>
  );
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  if (isForbidden(error)) {
    return <ExceptionPage status="403" subtitle={error.message || t('contractRegister.load.forbidden')} />;
  }
  if (failedWith(error, ApiCode.refused)) {
    return <ExceptionPage status="404" subtitle={error.message || t('contractRegister.load.notFound')} />;
  }
  return (
    <Card data-testid="register-error">
      <Result
        status="error"
        title={t('contractRegister.load.failed')}
        subTitle={isApiFailure(error) ? error.message : String(error)}
        extra={
          <Button type="primary" onClick={retry}>
            {t('contractRegister.load.retry')}
          </Button>
        }
      />
    </Card>
  );
}
