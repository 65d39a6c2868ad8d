/** The screen's period: the widgets' own periods (default), or one period for every widget. */
import { type MessageKey, t } from '../../src/i18n';
import { useDrill } from './DrillContext';
import type { DrillPeriod } from './drill';

export const PICKER_PERIODS: readonly (DrillPeriod | null)[] = [null, 'ytd', 'last12m', 'thisMonth', 'all'];

export const periodLabel = (p: DrillPeriod | null): string => (p === null ? t('screens.period.asDesigned') : t(`screens.period.${p}` as MessageKey));

export function PeriodPicker() {
  const { state, dispatch } = useDrill();
  return (
    <div className="screen-periods" title={t('screens.period')} data-testid="screen-periods">
      {PICKER_PERIODS.map((p) => (
        <button
          key={p ?? 'default'}
          type="button"
          aria-pressed={state.period === p}
          className={`screen-periods__item${state.period === p ? ' screen-periods__item--on' : ''}`}
          onClick={() => dispatch({ type: 'period', period: p })}
        >
          {periodLabel(p)}
        </button>
      ))}
    </div>
  );
}
