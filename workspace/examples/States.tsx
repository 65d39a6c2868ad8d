/** The loading, error and empty states of the template pages. */
import { Button, Empty, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { t } from '../../src/i18n';

export const Loading = () => (
  <div style={{ padding: 48, textAlign: 'center' }} data-testid="examples-loading">
    <Spin />
  </div>
);

export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <Result
    status="error"
    title={t('examples.loadFailed')}
    data-testid="examples-error"
    extra={
      <Button type="primary" onClick={onRetry}>
        {t('examples.retry')}
      </Button>
    }
  />
);

export const Nothing = ({ text = t('examples.empty') }: { text?: string }) => <Empty description={text} />;
