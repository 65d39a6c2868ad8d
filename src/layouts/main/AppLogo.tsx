/** The app's name at the top of the side menu (or the header in the top-menu layout). */
import { IconSafe } from '@arco-design/web-react/icon';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { HOME_PATH } from '../../router/paths';

export function AppLogo({ compact }: { compact: boolean }) {
  return (
    <Link to={HOME_PATH} className="main-logo" title={t('app.title')}>
      <IconSafe className="main-logo-icon" />
      {!compact && <span className="main-logo-title">{t('app.title')}</span>}
    </Link>
  );
}
