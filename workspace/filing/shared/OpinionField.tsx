/**
 * The opinion of a filing review or a rectification confirmation: at most 2000 characters, required
 * only when the chosen result says so (RequiredWhenField).
 */
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { t } from '../../../src/i18n';
import { RequiredWhenField } from '../../common/RequiredWhenField';

/** The opinion field of a form whose values are `V`; `testId` is its text area's. */
export function OpinionField<V>({ requiredWhen, testId }: { requiredWhen: (values: V) => boolean; testId: string }) {
  return (
    <RequiredWhenField<V> label={t('filing.review.opinion')} field="opinion" requiredWhen={requiredWhen} message={t('filing.review.opinionRequired')}>
      {() => <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3 }} data-testid={testId} />}
    </RequiredWhenField>
  );
}
