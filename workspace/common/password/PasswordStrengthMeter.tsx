/**
 * The strength of the password being typed (spec section 5; src/domain/password-strength.ts): three bars
 * in the level's colour and its text, announced politely to a screen reader. Nothing while the field is
 * empty. The one meter of the registration and the password change; where it sits is the caller's
 * (`className`).
 */
import { type PasswordLevel, passwordStrength } from '../../../src/domain/password-strength';
import { t } from '../../../src/i18n';
import './PasswordStrengthMeter.css';

/** How many of the three bars light up. */
const FILLED: Record<PasswordLevel, number> = { tooShort: 1, low: 1, medium: 2, strong: 3 };

export function PasswordStrengthMeter({ password, className }: { password: string; className?: string }) {
  if (!password) return null;
  const { level, score } = passwordStrength(password);
  return (
    <div className={`password-meter password-meter--${level} ${className ?? ''}`} data-testid="password-strength" data-level={level} data-score={score}>
      <div className="password-meter__bars" aria-hidden="true">
        {[1, 2, 3].map((i) => (
          <span key={i} className={i <= FILLED[level] ? 'password-meter__bar password-meter__bar--on' : 'password-meter__bar'} />
        ))}
      </div>
      <span className="password-meter__text" role="status" aria-live="polite">
        {t(`password.strength.${level}`)}
      </span>
    </div>
  );
}
