/**
 * Auto-scrolling table: a feed (latest warnings or filings: time, level, item, unit) or the rows of a
 * grouped answer (name, value). Rows have one fixed height (screenText(mode).rowHeight) and the box
 * shows a whole number of them, never a cut row. When the rows do not fit, the list (written twice,
 * so it goes round without end) steps up by one row every `secondsPerRow` seconds (default 3), a short
 * slide each time (a jump when the viewer asked for less motion), and holds while the pointer is over
 * it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StatsFeedItem } from '../../src/domain/stats';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue } from '../../src/utils/display';
import { screenText } from '../../themes/echartsThemes';
import { useScreenEnv } from '../engine/ScreenEnv';
import { fullValue, labelledRows, optNum, prefersReducedMotion } from './common';
import type { WidgetDefinition, WidgetViewProps } from './types';
import { useBoxSize } from './useBoxSize';

interface Line {
  key: string;
  /** `data`: what people typed (titles, unit names), marked translate="no"; the rest is the product's text. */
  cells: { text: string; className: string; level?: string; data?: true }[];
}

/** MM-DD HH:mm of an ISO time, in the viewer's time zone. */
function shortTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return displayValue(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The badge of a feed item: the warning's rule or the filing's decision, else its level. */
export function badgeText(kind: string, level: string | null, translate: (key: MessageKey) => string = t): string {
  for (const key of [`screens.rule.${kind}`, `screens.filingStatus.${kind}`, level ? `contract.risk.${level}` : ''] as MessageKey[]) {
    if (!key) continue;
    const text = translate(key);
    if (text !== key) return text;
  }
  return displayValue(kind || level);
}

const feedLine = (item: StatsFeedItem): Line => ({
  key: String(item.id),
  cells: [
    { text: shortTime(item.at), className: 'screen-table__time' },
    { text: badgeText(item.kind, item.level), className: 'screen-table__level', level: item.level ?? item.kind },
    { text: item.title, className: 'screen-table__title', data: true },
    { text: displayValue(item.unitName ?? item.areaName), className: 'screen-table__unit', data: true },
  ],
});

/** How many whole rows of `rowHeight` px fit into `height` px (null: not measured yet). */
export function tickerRows(height: number, rowHeight: number): number | null {
  if (!(height > 0) || !(rowHeight > 0)) return null;
  return Math.max(1, Math.floor(height / rowHeight));
}

/** How long the slide from one row to the next takes. */
export const TICKER_STEP_MS = 600;

interface Position {
  /** How many rows the list has moved up. */
  step: number;
  /** Whether the move to it slides (false: a jump, e.g. back to the top). */
  slide: boolean;
}

const TOP: Position = { step: 0, slide: false };

function TableView({ widget, result }: WidgetViewProps) {
  const { numbers, language, mode } = useScreenEnv();
  const feed = result.kind === 'feed';
  const lines = useMemo<Line[]>(
    () =>
      feed
        ? result.items.map(feedLine)
        : labelledRows(result, language).map((r) => ({
            key: r.key,
            cells: [
              { text: r.name, className: 'screen-table__title', data: true },
              { text: fullValue(r.value, result.kind, numbers), className: 'screen-table__value' },
            ],
          })),
    [result, feed, language, numbers],
  );
  const heads = feed
    ? [t('screens.table.time'), t('screens.table.level'), t('screens.table.title'), t('screens.table.unit')]
    : [t('screens.table.name'), t('screens.table.value')];

  const rowHeight = screenText(mode).rowHeight;
  // How many whole rows the box holds (again whenever it changes size).
  const [viewport, size] = useBoxSize();
  const fit = size ? tickerRows(size.h, rowHeight) : null;

  const count = lines.length;
  const scrolling = fit !== null && count > fit;
  const secondsPerRow = Math.max(1, Math.min(20, optNum(widget, 'secondsPerRow', 3)));
  const [position, setPosition] = useState<Position>(TOP);
  const paused = useRef(false);
  // One row up every secondsPerRow, while the rows do not fit and the pointer is not over them.
  useEffect(() => {
    setPosition(TOP);
    if (!scrolling) return undefined;
    const slide = !prefersReducedMotion();
    const timer = window.setInterval(() => {
      if (!paused.current) setPosition((p) => ({ step: Math.min(p.step + 1, count), slide }));
    }, secondsPerRow * 1000);
    return () => window.clearInterval(timer);
  }, [scrolling, count, secondsPerRow]);
  // Past the last row the second copy shows what the top shows: back to the top at once, unseen.
  useEffect(() => {
    if (position.step < count || count === 0) return undefined;
    const timer = window.setTimeout(() => setPosition(TOP), position.slide ? TICKER_STEP_MS + 50 : 0);
    return () => window.clearTimeout(timer);
  }, [position, count]);

  const rowStyle = { height: rowHeight };
  const renderLines = (copy: string) =>
    lines.map((line) => (
      <div
        key={`${copy}${line.key}`}
        className={`screen-table__row${feed ? ' screen-table__row--feed' : ''}`}
        style={rowStyle}
        data-testid="table-row"
        aria-hidden={copy === 'b' || undefined}
      >
        {line.cells.map((c) => (
          <span
            key={c.className}
            className={`screen-table__cell ${c.className}`}
            data-level={c.level}
            title={c.text}
            translate={c.data ? 'no' : undefined}
          >
            {c.text}
          </span>
        ))}
      </div>
    ));

  return (
    <div className={`screen-table${feed ? ' screen-table--feed' : ''}`}>
      <div className={`screen-table__head${feed ? ' screen-table__row--feed' : ''}`}>
        {heads.map((h) => (
          <span key={h}>{h}</span>
        ))}
      </div>
      <div
        className="screen-table__viewport"
        ref={viewport}
        onMouseEnter={() => {
          paused.current = true;
        }}
        onMouseLeave={() => {
          paused.current = false;
        }}
      >
        <div
          className="screen-table__window"
          data-testid="table-window"
          data-rows={fit ?? undefined}
          data-scrolling={scrolling || undefined}
          style={fit === null ? undefined : { height: fit * rowHeight }}
        >
          <div
            className="screen-table__list"
            data-step={position.step}
            style={{
              transform: `translateY(${-position.step * rowHeight}px)`,
              transition: position.slide ? `transform ${TICKER_STEP_MS}ms ease-in-out` : 'none',
            }}
          >
            <div>{renderLines('a')}</div>
            {scrolling && <div>{renderLines('b')}</div>}
          </div>
        </div>
      </div>
    </div>
  );
}

export const tableWidget: WidgetDefinition = {
  view: TableView,
  isEmpty: (r) => (r.kind === 'feed' ? r.items.length === 0 : r.rows.length === 0),
};
