/** /result/fail: a submission failed; back to the form to correct it. */
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { ResultPage } from './ResultPage';

export default function Fail() {
  return (
    <ResultPage
      testId="result-fail"
      status="error"
      title={t('result.fail.title')}
      subtitle={t('result.fail.subtitle')}
      steps={[
        { label: t('result.fail.retry'), to: -1, primary: true },
        { label: t('result.toWorkplace'), to: HOME_PATH },
      ]}
    />
  );
}
