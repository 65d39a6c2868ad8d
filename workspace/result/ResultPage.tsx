/**
 * A result page: Arco Result with a title, a description, the item it concerns (the `name` query
 * parameter, when the page that sent the user here gives one) and the next steps as buttons.
 */
import { Button, Result, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../src/i18n';
import './ResultPage.css';

export interface NextStep {
  label: string;
  /** An in-app path, or -1 for the previous page. */
  to: string | -1;
  primary?: boolean;
}

export interface ResultPageProps {
  testId: string;
  status: 'success' | 'error';
  title: string;
  subtitle: string;
  steps: readonly NextStep[];
}

/** The `name` query parameter, trimmed and bounded (it is only ever shown as text). */
function subjectOf(params: URLSearchParams): string | null {
  const name = params.get('name')?.trim();
  return name ? name.slice(0, 120) : null;
}

export function ResultPage({ testId, status, title, subtitle, steps }: ResultPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const subject = subjectOf(params);
  return (
    <div className="page-result" data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={
          <>
            <div>{subtitle}</div>
            {subject && <div className="page-result__subject">{t('result.subject', { name: subject })}</div>}
          </>
        }
        extra={
          <Space size="medium" wrap>
            {steps.map((step) => (
              <Button
                key={step.label}
                type={step.primary ? 'primary' : 'secondary'}
                onClick={() => (step.to === -1 ? navigate(-1) : navigate(step.to))}
              >
                {step.label}
              </Button>
            ))}
          </Space>
        }
      />
    </div>
  );
}
