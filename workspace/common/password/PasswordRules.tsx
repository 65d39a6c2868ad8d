/**
 * The rules of the password policy beside a new password, each marked as the typed password meets or
 * breaks it (passwordProblems, the server's own check); the history rule only the server can check.
 */
import { IconCheckCircleFill, IconCloseCircleFill, IconClockCircle, IconMinusCircle } from '@arco-design/web-react/icon';
import { type PasswordRule, passwordProblems, passwordRules, type SecurityPolicy } from '../../../src/domain/security-policy';
import { t } from '../../../src/i18n';
import { ruleText } from './passwordRules';
import './PasswordRules.css';

type RuleState = 'met' | 'broken' | 'server' | 'pending';

const ICONS: Record<RuleState, typeof IconCheckCircleFill> = {
  met: IconCheckCircleFill,
  broken: IconCloseCircleFill,
  server: IconClockCircle,
  pending: IconMinusCircle,
};

export function PasswordRules({
  policy,
  password,
  username,
  forced = false,
}: {
  policy: SecurityPolicy;
  password: string;
  username?: string | undefined;
  /** A change the policy requires: the current password counts as history even when the policy keeps none. */
  forced?: boolean;
}) {
  const broken = new Set<PasswordRule>(passwordProblems(policy, password, { username }));
  const rules = passwordRules(policy);
  if (forced && !rules.includes('history')) rules.push('history');
  const stateOf = (rule: PasswordRule): RuleState => {
    if (rule === 'history') return 'server';
    if (!password) return 'pending';
    return broken.has(rule) ? 'broken' : 'met';
  };
  return (
    <div className="password-rules" data-testid="password-rules">
      <div className="password-rules__title">{t('securityPolicy.rules.title')}</div>
      <ul>
        {rules.map((rule) => {
          const state = stateOf(rule);
          const Icon = ICONS[state];
          const label = state === 'met' ? t('securityPolicy.rule.met') : state === 'broken' ? t('securityPolicy.rule.broken') : state === 'server' ? t('securityPolicy.rule.server') : '';
          return (
            <li key={rule} className={`password-rules__rule password-rules__rule--${state}`} data-rule={rule} data-state={state}>
              <Icon aria-hidden="true" />
              <span>{ruleText(policy, rule, forced)}</span>
              {label && <span className="password-rules__sr">（{label}）</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
