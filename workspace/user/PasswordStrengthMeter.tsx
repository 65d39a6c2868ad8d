/**
 * The strength of the password being typed (spec section 5: the template's score, levels strong,
 * medium, low and too short), as a three-part coloured bar and its text.
 */
import { t } from '../../src/i18n';
import { type PasswordLevel, passwordStrength } from '../../src/domain/password-strength';
import './PasswordStrengthMeter.css';

/** How many of the three bar parts light up. */
const FILLED: Record<PasswordLevel, number> = { tooShort: 1, low: 1, medium: 2, strong: 3 };

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { level, score } = passwordStrength(password);
  return (
    <div
      className={`password-meter password-meter--${level}`}
      data-testid="password-strength"
      data-level={level}
      data-score={score}
      role="status"
      aria-live="polite"
    >
      <div className="password-meter__bar" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span key={i} className={i < FILLED[level] ? 'is-on' : undefined} />
        ))}
      </div>
      <span className="password-meter__text">{t(`password.strength.${level}`)}</span>
    </div>
  );
}
