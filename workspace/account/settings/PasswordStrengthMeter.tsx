/** Password strength (src/domain/password-strength.ts): three bars and the level's text. */
import type { MessageKey } from '../../../src/i18n';
import { t } from '../../../src/i18n';
import { type PasswordLevel, passwordLevel } from '../../../src/domain/password-strength';
import './PasswordStrengthMeter.css';

const FILLED: Record<PasswordLevel, number> = { tooShort: 0, low: 1, medium: 2, strong: 3 };

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const level = passwordLevel(password);
  return (
    <div className={`password-meter password-meter--${level}`} data-testid="password-strength" data-level={level}>
      <div className="password-meter__bars" aria-hidden="true">
        {[1, 2, 3].map((i) => (
          <span key={i} className={i <= FILLED[level] ? 'password-meter__bar password-meter__bar--on' : 'password-meter__bar'} />
        ))}
      </div>
      <span className="password-meter__text" aria-live="polite">
        {t(`password.strength.${level}` as MessageKey)}
      </span>
    </div>
  );
}
