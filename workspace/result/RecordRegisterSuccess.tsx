/** /result/record-register-success: a unit submitted a contract for filing with the judicial bureau. */
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { ResultPage } from './ResultPage';

export default function RecordRegisterSuccess() {
  return (
    <ResultPage
      testId="result-record-register-success"
      status="success"
      title={t('result.recordRegister.title')}
      subtitle={t('result.recordRegister.subtitle')}
      steps={[
        { label: t('result.recordRegister.toList'), to: '/contract/record-manage', primary: true },
        { label: t('result.recordRegister.again'), to: '/contract/contract-record' },
        { label: t('result.toWorkplace'), to: HOME_PATH },
      ]}
    />
  );
}
