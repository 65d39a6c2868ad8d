/** /result/seal-manager-success: a seal was registered or updated. */
import { t } from '../../src/i18n';
import { HOME_PATH } from '../../src/router/paths';
import { ResultPage } from './ResultPage';

export default function SealManagerSuccess() {
  return (
    <ResultPage
      testId="result-seal-manager-success"
      status="success"
      title={t('result.sealManager.title')}
      subtitle={t('result.sealManager.subtitle')}
      steps={[
        { label: t('result.sealManager.toList'), to: '/system/sealSn-manage', primary: true },
        { label: t('result.toWorkplace'), to: HOME_PATH },
      ]}
    />
  );
}
