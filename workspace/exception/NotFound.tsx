/** /404 (where every unknown path lands, spec section 2) and /exception/404. */
import { t } from '../../src/i18n';
import { ExceptionPage } from './ExceptionPage';

export default function NotFound() {
  return <ExceptionPage status="404" subtitle={t('page.notFound.subtitle')} />;
}
