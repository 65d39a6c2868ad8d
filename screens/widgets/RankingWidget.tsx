/**
 * Ranking list: rank, name, a bar relative to the first, and the value. The first three get gold,
 * silver and bronze. Rows of areas or units are buttons that narrow the screen. Options: `rows`
 * (how many to show, default the answer's rows up to 10).
 */
import { useMemo } from 'react';
import { useScreenEnv } from '../engine/ScreenEnv';
import { drillsBy, drillTargetOf, fullValue, labelledRows, optNum } from './common';
import type { WidgetDefinition, WidgetViewProps } from './types';

function RankingView({ widget, result, onDrill }: WidgetViewProps) {
  const { numbers, language } = useScreenEnv();
  const shown = Math.max(1, Math.min(50, Math.round(optNum(widget, 'rows', 10))));
  const rows = useMemo(() => labelledRows(result, language).slice(0, shown), [result, language, shown]);
  const max = Math.max(0, ...rows.map((r) => r.value ?? 0));
  const clickable = onDrill !== undefined && drillsBy(result.groupBy);
  return (
    <ol className="screen-ranking" style={{ gridTemplateRows: `repeat(${Math.max(rows.length, Math.min(shown, 5))}, minmax(0, 1fr))` }}>
      {rows.map((r, i) => {
        const target = clickable ? drillTargetOf(result.groupBy, r.row) : null;
        const width = max > 0 && r.value !== null ? Math.max(2, (r.value / max) * 100) : 0;
        const content = (
          <>
            <span className={`screen-ranking__rank screen-ranking__rank--${i < 3 ? i + 1 : 'n'}`}>{i + 1}</span>
            <span className="screen-ranking__name" title={r.name}>
              {r.name}
            </span>
            <span className="screen-ranking__bar">
              <span className="screen-ranking__fill" style={{ width: `${width}%` }} />
            </span>
            <span className="screen-ranking__value">{fullValue(r.value, result.kind, numbers)}</span>
          </>
        );
        return (
          <li key={r.key} className="screen-ranking__row" data-testid="ranking-row" data-key={r.key}>
            {target ? (
              <button type="button" className="screen-ranking__button" onClick={() => onDrill?.(target)}>
                {content}
              </button>
            ) : (
              <div className="screen-ranking__button">{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export const rankingWidget: WidgetDefinition = { view: RankingView, isEmpty: (r) => r.rows.length === 0 };
