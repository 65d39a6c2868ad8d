/** The portal's top bar: mark and product title, who runs the site, the legal-service portal and hotline, language. */
import { IconLaunch, IconPhone } from '@arco-design/web-react/icon';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { lazyComponent } from '../../router/lazyPage';
import { LOGIN_PATH } from '../../router/paths';
import { Emblem } from './Emblem';
import { SITE_INFO } from './siteInfo';

/** Its place while it loads: the size of the icon button, so nothing moves when it arrives. */
function LanguageSlot() {
  return <span className="public-topbar__lang-slot" aria-hidden="true" />;
}

/**
 * The language menu is Arco's Dropdown, Menu and Button: a chunk of its own, so the portal's frame
 * (the first thing a visitor reads) shows before Arco has arrived for the page in its banner.
 */
const LanguageSwitcher = lazyComponent<{ className?: string }>(() => import('../settings/LanguageSwitcher').then((m) => ({ default: m.LanguageSwitcher })), LanguageSlot);

export function TopBar() {
  return (
    <header className="public-topbar">
      <div className="public-container public-topbar__inner">
        <Link to={LOGIN_PATH} className="public-topbar__brand">
          <Emblem />
          <span className="public-topbar__titles">
            <h1 className="public-topbar__title">{t('app.title')}</h1>
            <span className="public-topbar__host">{t('public.topbar.host', { bureau: t('public.site.bureau') })}</span>
          </span>
        </Link>
        <nav className="public-topbar__links">
          <span className="public-topbar__hotline">
            <IconPhone /> {t('public.topbar.hotline', { hotline: SITE_INFO.hotline })}
          </span>
          <a href={SITE_INFO.legalServicePortal} target="_blank" rel="noopener noreferrer" className="public-topbar__portal">
            {t('public.topbar.portal')} <IconLaunch />
          </a>
          <LanguageSwitcher className="public-topbar__lang" />
        </nav>
      </div>
    </header>
  );
}
