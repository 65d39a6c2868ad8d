/**
 * KPI: one big number counting up to the answer's total, in the unit of its kind (件, 万元/亿元,
 * %, working days); a rate also shows what it is made of (part / whole). Options: `digits` (decimals),
 * `accent` ('cyan' | 'gold' | 'red' | 'green'), `caption` (a line under the number).
 */
import { t } from '../../src/i18n';
import { EMPTY_TEXT, formatNumber } from '../../src/utils/display';
import { formatFixed, scaleValue } from '../engine/format';
import { useScreenEnv } from '../engine/ScreenEnv';
import { optNum, optStr, unitLabel } from './common';
import type { WidgetDefinition, WidgetViewProps } from './types';
import { useCountUp } from './useCountUp';

const ACCENTS = ['cyan', 'gold', 'red', 'green', 'blue'] as const;

function KpiView({ widget, result }: WidgetViewProps) {
  const { numbers } = useScreenEnv();
  const total = result.total;
  const scaled = total === null ? null : scaleValue(total, result.kind, numbers);
  const digits = Math.max(0, Math.min(4, Math.round(optNum(widget, 'digits', scaled?.digits ?? 0))));
  const shown = useCountUp(scaled ? scaled.value : null);
  const accent = optStr(widget, 'accent', ACCENTS, 'cyan');
  const caption = typeof widget.options.caption === 'string' ? widget.options.caption : null;
  const parts = partsOf(result);
  return (
    <div className={`screen-kpi screen-kpi--${accent}`} data-kind={result.kind}>
      <div className="screen-kpi__value">
        <span className="screen-kpi__number" data-testid="kpi-number">
          {shown === null || !scaled ? EMPTY_TEXT : formatFixed(shown, digits)}
        </span>
        {scaled && scaled.unit !== 'none' && <span className="screen-kpi__unit">{unitLabel(scaled.unit)}</span>}
      </div>
      {(parts || caption) && <div className="screen-kpi__caption">{parts ?? caption}</div>}
    </div>
  );
}

/** For a rate over everything: numerator / denominator when the server gives them on a single row. */
function partsOf(result: WidgetViewProps['result']): string | null {
  if (result.kind !== 'rate') return null;
  const row = result.rows.length === 1 ? result.rows[0] : undefined;
  if (row?.part === undefined || row.whole === undefined) return null;
  return t('screens.kpi.ofWhole', { part: formatNumber(row.part), whole: formatNumber(row.whole) });
}

export const kpiWidget: WidgetDefinition = { view: KpiView, isEmpty: () => false };
