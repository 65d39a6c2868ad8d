/** A list that failed to load: what failed, why, and a retry (the contract, project and to-do lists). */
import { Button, Empty, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { failureText } from '../../src/api/reportFailure';

export function ListLoadFailed(props: { error: unknown; title: string; retry: string; onRetry: () => void; className?: string; testId: string }) {
  const { error, title, retry, onRetry, className, testId } = props;
  return (
    <Empty
      className={className}
      data-testid={testId}
      description={
        <Space direction="vertical" align="center">
          <span>{title}</span>
          <Typography.Text type="secondary">{failureText(error)}</Typography.Text>
          <Button type="primary" size="small" onClick={onRetry}>
            {retry}
          </Button>
        </Space>
      }
    />
  );
}
