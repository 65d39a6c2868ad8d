/** The row of five public legal services (spec section 1), each opening its public site in a new window. */
import { IconCustomerService, IconExperiment, IconLaunch, IconSafe, IconStamp, IconUserGroup } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../i18n';
import { SERVICE_KEYS, SITE_INFO, type ServiceKey } from './siteInfo';

const ICONS: Record<ServiceKey, ReactNode> = {
  consultation: <IconCustomerService />,
  notarisation: <IconStamp />,
  appraisal: <IconExperiment />,
  arbitration: <IconSafe />,
  mediation: <IconUserGroup />,
};

export const serviceName = (key: ServiceKey): string => t(`public.service.${key}.name` as MessageKey);

export function ServiceTiles() {
  return (
    <section className="public-section public-services" aria-labelledby="public-services-title" data-testid="public-services">
      <div className="public-container">
        <header className="public-section__header">
          <h2 id="public-services-title" className="public-section__title">
            {t('public.services.title')}
          </h2>
          <p className="public-section__subtitle">{t('public.services.subtitle')}</p>
        </header>
        <ul className="public-services__row">
          {SERVICE_KEYS.map((key) => (
            <li key={key}>
              <a
                className={`public-service public-service--${key}`}
                href={SITE_INFO.services[key]}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`service-${key}`}
              >
                <span className="public-service__icon">{ICONS[key]}</span>
                <span className="public-service__name">{serviceName(key)}</span>
                <span className="public-service__desc">{t(`public.service.${key}.desc` as MessageKey)}</span>
                <span className="public-service__go">
                  {t('public.services.visit')} <IconLaunch />
                </span>
                {/* The link's name is its text (what a speech user says to follow it), and this. */}
                <span className="visually-hidden">{t('public.services.newWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
