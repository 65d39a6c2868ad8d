/** One promotional section: title, text and points beside an illustration (sides alternate). */
import { IconCheck } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../i18n';

export interface PromoSectionProps {
  id: string;
  title: MessageKey;
  text: MessageKey;
  points: MessageKey[];
  illustration: ReactNode;
  /** Illustration on the left (the text on the right). */
  reversed?: boolean;
}

export function PromoSection({ id, title, text, points, illustration, reversed }: PromoSectionProps) {
  return (
    <section
      id={id}
      className={`public-section public-promo${reversed ? ' public-promo--reversed' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <div className="public-container public-promo__inner">
        <div className="public-promo__copy">
          <h2 id={`${id}-title`} className="public-section__title public-promo__title">
            {t(title)}
          </h2>
          <p className="public-promo__text">{t(text)}</p>
          <ul className="public-promo__points">
            {points.map((key) => (
              <li key={key}>
                <span className="public-promo__tick">
                  <IconCheck />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className="public-promo__art">{illustration}</div>
      </div>
    </section>
  );
}
