/** /result/success: an item was submitted. */
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { ResultPage } from './ResultPage';

export default function Success() {
  return (
    <ResultPage
      testId="result-success"
      status="success"
      title={t('result.success.title')}
      subtitle={t('result.success.subtitle')}
      steps={[
        { label: t('result.success.toBacklog'), to: '/backlog/me/wait-backlog', primary: true },
        { label: t('result.toWorkplace'), to: HOME_PATH },
      ]}
    />
  );
}
