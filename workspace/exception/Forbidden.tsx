/** /exception/403: the signed-in user may not open the page. */
import { t } from '../../src/i18n';
import { ExceptionPage } from './ExceptionPage';

export default function Forbidden() {
  return <ExceptionPage status="403" subtitle={t('exception.403.subtitle')} />;
}
