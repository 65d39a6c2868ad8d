/** Loading and failure states of the pages that show the signed-in user's profile. */
import { Button, Result, Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import { isApiFailure } from '../../src/api/client';
import { t } from '../../src/i18n';

export function ProfileLoading() {
  return (
    <div data-testid="profile-loading">
      <Skeleton animation text={{ rows: 6 }} image />
    </div>
  );
}

export function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={t('account.loadFailed')}
      subTitle={isApiFailure(error) ? error.message : undefined}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('account.retry')}
        </Button>
      }
    />
  );
}
