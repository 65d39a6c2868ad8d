/** /exception/500: the server failed. */
import { t } from '../../src/i18n';
import { ExceptionPage } from './ExceptionPage';

export default function ServerError() {
  return <ExceptionPage status="500" subtitle={t('exception.500.subtitle')} />;
}
