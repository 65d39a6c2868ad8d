/** Illustration of one-step online signing: a reviewed draft with its seal, and the four steps below (CSS and SVG). */
import { IconCheckCircleFill, IconRight } from '@arco-design/web-react/icon';
import { type MessageKey, t } from '../../i18n';

const STEPS: MessageKey[] = ['public.promo.sign.reviewed', 'public.promo.sign.launch', 'public.promo.sign.seal', 'public.promo.sign.archive'];

function Seal() {
  return (
    <svg className="sign-art__seal" viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="50" r="44" fill="none" stroke="#d4202a" strokeWidth="5" />
      <circle cx="50" cy="50" r="36" fill="none" stroke="#d4202a" strokeWidth="1.5" />
      <path d="M50 24l6.2 19.1h20.1L60 54.9l6.2 19.1L50 62.2 33.8 74 40 54.9 23.7 43.1h20.1z" fill="#d4202a" />
    </svg>
  );
}

export function SigningIllustration() {
  return (
    <div className="sign-art" aria-hidden="true">
      <div className="sign-art__stage">
        <div className="sign-art__doc sign-art__doc--back" />
        <div className="sign-art__doc">
          <div className="sign-art__line sign-art__line--title" />
          {[90, 100, 80, 95, 70].map((w) => (
            <div key={w} className="sign-art__line" style={{ width: `${w}%` }} />
          ))}
          <div className="sign-art__signatures">
            <div className="sign-art__sign" />
            <div className="sign-art__sign" />
          </div>
          <Seal />
        </div>
        <div className="sign-art__badge">
          <IconCheckCircleFill />
        </div>
      </div>
      <ol className="sign-art__steps">
        {STEPS.map((key, i) => (
          <li key={key}>
            {i > 0 && <IconRight className="sign-art__arrow" />}
            <span className={`sign-art__step${i === 1 ? ' sign-art__step--primary' : ''}`}>{t(key)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
