/**
 * The government website badges of the footer, drawn in SVG and CSS: 党政机关 (party and government
 * organ website identification) and 政府网站找错 (report an error on a government website).
 */
import { t } from '../../i18n';
import { SITE_INFO } from './siteInfo';

function PartyGovMark() {
  return (
    <svg viewBox="0 0 40 40" className="gov-badge__mark" aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="#d4202a" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="#ffd84d" strokeWidth="1.5" />
      <path d="M20 9l2.7 8.2h8.6l-7 5.1 2.7 8.2-7-5.1-7 5.1 2.7-8.2-7-5.1h8.6z" fill="#ffd84d" />
    </svg>
  );
}

function ErrorReportMark() {
  return (
    <svg viewBox="0 0 40 40" className="gov-badge__mark" aria-hidden="true">
      <rect x="1" y="1" width="38" height="38" rx="6" fill="#d4202a" />
      <circle cx="17" cy="17" r="8.5" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M23.5 23.5l8 8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function GovBadges() {
  return (
    <div className="gov-badges" data-testid="gov-badges">
      <a
        className="gov-badge gov-badge--party"
        href={SITE_INFO.partyGovBadgeUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="badge-party-gov"
      >
        <PartyGovMark />
        <span className="gov-badge__text">{t('public.badge.partyGov')}</span>
      </a>
      <a
        className="gov-badge gov-badge--error"
        href={SITE_INFO.govErrorReportUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="badge-gov-error"
      >
        <ErrorReportMark />
        <span className="gov-badge__text">{t('public.badge.govError')}</span>
      </a>
    </div>
  );
}
