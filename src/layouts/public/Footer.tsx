/** The portal footer: contact, site map, filing numbers and government badges. */
import { IconCustomerService, IconEmail, IconLocation, IconPhone } from '@arco-design/web-react/icon';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { LOGIN_PATH } from '../../router/paths';
import { REGISTER_PATH } from '../../router/signInPaths';
import { GovBadges } from './GovBadges';
import { PROMO_IDS } from './Promotions';
import { serviceName } from './ServiceTiles';
import { SERVICE_KEYS, SITE_INFO } from './siteInfo';

/** In-page links: a hash router owns the URL's #, so these scroll instead of navigating. */
function scrollTo(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function Footer() {
  const bureau = t('public.site.bureau');
  return (
    <footer className="public-footer" data-testid="public-footer">
      <div className="public-container public-footer__grid">
        <section className="public-footer__col" aria-labelledby="footer-contact">
          <h3 id="footer-contact">{t('public.footer.contact')}</h3>
          <dl className="public-footer__contact">
            <div>
              <dt>{t('public.footer.host')}</dt>
              <dd>{bureau}</dd>
            </div>
            <div>
              <dt>
                <IconLocation /> {t('public.footer.address')}
              </dt>
              <dd>{t('public.site.address')}</dd>
            </div>
            <div>
              <dt>
                <IconPhone /> {t('public.footer.phone')}
              </dt>
              <dd>
                <a href={`tel:${SITE_INFO.phone.replace(/\s/g, '')}`}>{SITE_INFO.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <IconEmail /> {t('public.footer.email')}
              </dt>
              <dd>
                <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <IconCustomerService /> {t('public.footer.hotline')}
              </dt>
              <dd>
                <a href={`tel:${SITE_INFO.hotline}`}>{SITE_INFO.hotline}</a>
              </dd>
            </div>
          </dl>
        </section>

        <nav className="public-footer__col public-footer__sitemap" aria-labelledby="footer-sitemap">
          <h3 id="footer-sitemap">{t('public.footer.sitemap')}</h3>
          <ul>
            {SERVICE_KEYS.map((key) => (
              <li key={key}>
                <a href={SITE_INFO.services[key]} target="_blank" rel="noopener noreferrer">
                  {serviceName(key)}
                </a>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => scrollTo(PROMO_IDS.qrcode)}>
                {t('public.promo.qrcode.title')}
              </button>
            </li>
            <li>
              <button type="button" onClick={() => scrollTo(PROMO_IDS.signing)}>
                {t('public.promo.sign.title')}
              </button>
            </li>
            <li>
              <Link to={LOGIN_PATH}>{t('public.footer.login')}</Link>
            </li>
            <li>
              <Link to={REGISTER_PATH}>{t('public.footer.register')}</Link>
            </li>
          </ul>
        </nav>

        <section className="public-footer__col" aria-labelledby="footer-filing">
          <h3 id="footer-filing">{t('public.footer.filing')}</h3>
          {/* Registration numbers are official identifiers: shown as issued, in any language. */}
          <ul className="public-footer__filing" translate="no">
            <li>
              <a href={SITE_INFO.icpUrl} target="_blank" rel="noopener noreferrer" data-testid="icp-number">
                {SITE_INFO.icpNumber}
              </a>
            </li>
            <li>
              <a href={SITE_INFO.policeUrl} target="_blank" rel="noopener noreferrer" data-testid="police-number">
                <PoliceMark />
                {SITE_INFO.policeNumber}
              </a>
            </li>
          </ul>
          <GovBadges />
        </section>
      </div>
      <div className="public-footer__bottom">
        <div className="public-container">
          <span>{t('public.footer.copyright', { year: new Date().getFullYear(), bureau })}</span>
          <span>{t('public.footer.bestView')}</span>
        </div>
      </div>
    </footer>
  );
}

/** The small shield shown before a public-security filing number. */
function PoliceMark() {
  return (
    <svg viewBox="0 0 20 22" width="14" height="16" className="public-footer__police" aria-hidden="true">
      <path d="M10 1l8 3v6c0 5-3.4 9.2-8 11-4.6-1.8-8-6-8-11V4z" fill="#1f5fbf" stroke="#ffd84d" strokeWidth="1.2" />
      <path d="M10 6l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" fill="#ffd84d" />
    </svg>
  );
}
