/**
 * What a page shows when the record it opened did not load (the approval progress, the signing flow,
 * the filing target and the matter handling pages): 403 when the user may not see it, 404 when the
 * server refused it as unknown, otherwise the error with a retry button.
 */
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import type { ReactNode } from 'react';
import { ApiCode } from '../../src/domain/api-codes';
import { failedWith, isForbidden } from '../../src/api/ApiFailure';
import { failureText } from '../../src/api/reportFailure';
import { type MessageKey, t } from '../../src/i18n';

/** The message keys of a FetchFailure's titles and retry button. */
export interface FetchFailureTexts {
  forbidden: MessageKey;
  notFound: MessageKey;
  loadFailed: MessageKey;
  retry: MessageKey;
}

/** The 403, 404 or error result of `error`; its test ids are `<testId>-forbidden`, `-not-found` and `-error`. */
export function FetchFailure(props: { error: unknown; retry: () => void; testId: string; texts: FetchFailureTexts; extra?: ReactNode }) {
  const { error, retry, testId, texts, extra } = props;
  if (isForbidden(error)) return <Result status="403" data-testid={`${testId}-forbidden`} title={t(texts.forbidden)} subTitle={error.message} extra={extra} />;
  if (failedWith(error, ApiCode.refused)) return <Result status="404" data-testid={`${testId}-not-found`} title={t(texts.notFound)} subTitle={error.message} extra={extra} />;
  return (
    <Result
      status="error"
      data-testid={`${testId}-error`}
      title={t(texts.loadFailed)}
      subTitle={failureText(error)}
      extra={
        <Button type="primary" onClick={retry}>
          {t(texts.retry)}
        </Button>
      }
    />
  );
}
