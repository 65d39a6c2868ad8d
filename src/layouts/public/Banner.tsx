/** The banner: the product's promise on the left, the page's box (login, register, ...) on the right. */
import { IconCheckCircleFill } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../i18n';

const POINTS: MessageKey[] = ['public.banner.point1', 'public.banner.point2', 'public.banner.point3'];

export function Banner({ children }: { children: ReactNode }) {
  return (
    <section className="public-banner" data-testid="public-banner">
      <BannerBackdrop />
      <div className="public-container public-banner__inner">
        <div className="public-banner__copy">
          <h2 className="public-banner__title">{t('public.banner.title')}</h2>
          <p className="public-banner__subtitle">{t('public.banner.subtitle')}</p>
          <ul className="public-banner__points">
            {POINTS.map((key) => (
              <li key={key}>
                <IconCheckCircleFill /> {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className="public-banner__box">{children}</div>
      </div>
    </section>
  );
}

/** A faint civic building and skyline behind the banner (decoration only). */
function BannerBackdrop() {
  return (
    <svg className="public-banner__backdrop" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <g fill="#ffffff" opacity="0.07">
        <rect x="40" y="250" width="70" height="150" />
        <rect x="120" y="210" width="50" height="190" />
        <rect x="180" y="270" width="60" height="130" />
        <path d="M300 200 L450 140 L600 200 Z" />
        <rect x="310" y="200" width="280" height="16" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect key={i} x={326 + i * 46} y="222" width="18" height="150" />
        ))}
        <rect x="300" y="372" width="300" height="28" />
        <rect x="660" y="230" width="80" height="170" />
        <rect x="750" y="180" width="46" height="220" />
        <rect x="806" y="260" width="70" height="140" />
        <rect x="1020" y="240" width="60" height="160" />
        <rect x="1090" y="200" width="70" height="200" />
      </g>
      <g fill="none" stroke="#ffffff" opacity="0.08">
        <circle cx="980" cy="90" r="120" />
        <circle cx="980" cy="90" r="170" />
        <circle cx="980" cy="90" r="220" />
      </g>
    </svg>
  );
}
