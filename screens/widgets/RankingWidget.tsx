/**
 * Ranking list: rank, name, a bar relative to the first, and the value. The first three get gold,
 * silver and bronze. Only rows with a value rank (a unit with 0 is not a rank): an answer without one
 * shows the empty state. Rows are never squeezed below a readable height (screenText(mode).body at
 * 1.5 lines): when the box holds fewer rows than asked for, the lowest ranks are left out. Rows of areas
 * or units are buttons that narrow the screen. Options: `rows` (how many to show, default the answer's
 * rows up to 10).
 */
import { useMemo } from 'react';
import { screenText } from '../../themes/echartsThemes';
import { useScreenEnv } from '../engine/ScreenEnv';
import { drillsBy, drillTargetOf, fullValue, labelledRows, optNum, ranks } from './common';
import type { WidgetDefinition, WidgetViewProps } from './types';
import { useBoxSize } from './useBoxSize';

/** Gap between rows (screens.css .screen-ranking). */
const ROW_GAP = 2;

/** The smallest height of a ranking row at a text size. */
export const rankingRowMin = (body: number): number => Math.ceil(body * 1.5);

/** How many rows of at least `rowMin` px fit into `height` px (null: not measured, no limit). */
export function rankingRowsThatFit(height: number, rowMin: number): number | null {
  if (!(height > 0)) return null;
  return Math.max(1, Math.floor((height + ROW_GAP) / (rowMin + ROW_GAP)));
}

function RankingView({ widget, result, onDrill }: WidgetViewProps) {
  const { numbers, language, mode } = useScreenEnv();
  const asked = Math.max(1, Math.min(50, Math.round(optNum(widget, 'rows', 10))));
  const rowMin = rankingRowMin(screenText(mode).body);
  // How many readable rows the box holds (again whenever it changes size).
  const [box, size] = useBoxSize();
  const fits = size ? rankingRowsThatFit(size.h, rowMin) : null;
  const shown = fits === null ? asked : Math.min(asked, fits);
  const rows = useMemo(() => labelledRows(result, language).filter(ranks).slice(0, shown), [result, language, shown]);
  const max = Math.max(0, ...rows.map((r) => r.value ?? 0));
  const clickable = onDrill !== undefined && drillsBy(result.groupBy);
  return (
    <ol
      ref={box}
      className="screen-ranking"
      data-rows={rows.length}
      style={{ gridTemplateRows: `repeat(${Math.max(rows.length, Math.min(shown, 5))}, minmax(0, 1fr))` }}
    >
      {rows.map((r, i) => {
        const target = clickable ? drillTargetOf(result.groupBy, r.row) : null;
        const width = max > 0 && r.value !== null ? Math.max(2, (r.value / max) * 100) : 0;
        const content = (
          <>
            <span className={`screen-ranking__rank screen-ranking__rank--${i < 3 ? i + 1 : 'n'}`}>{i + 1}</span>
            <span className="screen-ranking__name" title={r.name} translate="no">
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

export const rankingWidget: WidgetDefinition = { view: RankingView, isEmpty: (r) => !r.rows.some(ranks) };
