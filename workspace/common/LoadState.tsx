/** The loading, error and empty states of the template and registry pages. */
import { Button, Empty, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { t } from '../../src/i18n';

export const Loading = () => (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
  </div>
);

export const LoadFailed = ({ onRetry, title = t('templates.loadFailed') }: { onRetry: () => void; title?: string }) => (
  <Result
    status="error"
    title={title}
    extra={
      <Button type="primary" onClick={onRetry}>
        {t('templates.retry')}
      </Button>
    }
  />
);

export const Nothing = ({ text = t('templates.empty') }: { text?: string }) => <Empty description={text} />;
