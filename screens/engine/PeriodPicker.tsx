/**
 * The screen's period: its own (the default: each widget keeps the period it saves, and the label
 * says which when the widgets that follow the screen share one, e.g. "默认（本年）"), or one period
 * for every widget that does not lock its own.
 */
import type { StatsPeriod } from '../../src/domain/stats';
import { type MessageKey, t } from '../../src/i18n';
import { useDrill } from './DrillContext';
import type { DrillPeriod } from './drill';
import { useScreenEnv } from './ScreenEnv';

export const PICKER_PERIODS: readonly (DrillPeriod | null)[] = [null, 'ytd', 'last12m', 'thisMonth', 'all'];

const nameOf = (p: StatsPeriod): string => t(`screens.period.${p}` as MessageKey);

/** A picker entry's label; the default names the screen's own period when it has one. */
export const periodLabel = (p: DrillPeriod | null, defaultPeriod: StatsPeriod | null = null): string => {
  if (p !== null) return nameOf(p);
  return defaultPeriod === null ? t('screens.period.asDesigned') : t('screens.period.defaultOf', { period: nameOf(defaultPeriod) });
};

export function PeriodPicker() {
  const { state, dispatch } = useDrill();
  const { defaultPeriod } = useScreenEnv();
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
          {periodLabel(p, defaultPeriod)}
        </button>
      ))}
    </div>
  );
}
