/** /result/record-manager-success: the judicial bureau submitted its filing review. */
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { ResultPage } from './ResultPage';

export default function RecordManagerSuccess() {
  return (
    <ResultPage
      testId="result-record-manager-success"
      status="success"
      title={t('result.recordManager.title')}
      subtitle={t('result.recordManager.subtitle')}
      steps={[
        { label: t('result.recordManager.toList'), to: '/contract/record-manage', primary: true },
        { label: t('result.toWorkplace'), to: HOME_PATH },
      ]}
    />
  );
}
