/**
 * Auto-scrolling table: a feed (latest warnings or filings: time, level, item, unit) or the rows of a
 * grouped answer (name, value). When the rows do not fit, they scroll upwards without end (a CSS
 * animation over the list written twice), slowly, and stop while the pointer is over them. Options:
 * `secondsPerRow` (scroll speed, default 3).
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { StatsFeedItem } from '../../src/domain/stats';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue } from '../../src/utils/display';
import { useScreenEnv } from '../engine/ScreenEnv';
import { fullValue, labelledRows, optNum } from './common';
import type { WidgetDefinition, WidgetViewProps } from './types';

interface Line {
  key: string;
  cells: { text: string; className: string; level?: string }[];
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
  for (const key of [`screens.rule.${kind}`, `screens.filingStatus.${kind}`, level ? `screens.risk.${level}` : ''] as MessageKey[]) {
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
    { text: item.title, className: 'screen-table__title' },
    { text: displayValue(item.unitName ?? item.areaName), className: 'screen-table__unit' },
  ],
});

function TableView({ widget, result }: WidgetViewProps) {
  const { numbers, language } = useScreenEnv();
  const feed = result.kind === 'feed';
  const lines = useMemo<Line[]>(
    () =>
      feed
        ? result.items.map(feedLine)
        : labelledRows(result, language).map((r) => ({
            key: r.key,
            cells: [
              { text: r.name, className: 'screen-table__title' },
              { text: fullValue(r.value, result.kind, numbers), className: 'screen-table__value' },
            ],
          })),
    [result, feed, language, numbers],
  );
  const heads = feed
    ? [t('screens.table.time'), t('screens.table.level'), t('screens.table.title'), t('screens.table.unit')]
    : [t('screens.table.name'), t('screens.table.value')];

  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  // Measure whether the rows fit (again whenever they or the box change size).
  useLayoutEffect(() => {
    const box = viewport.current;
    const inner = list.current;
    if (!box || !inner) return undefined;
    const measure = () => setOverflows(inner.scrollHeight > box.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const secondsPerRow = Math.max(1, Math.min(20, optNum(widget, 'secondsPerRow', 3)));
  const renderLines = (copy: string) =>
    lines.map((line) => (
      <div key={`${copy}${line.key}`} className={`screen-table__row${feed ? ' screen-table__row--feed' : ''}`} aria-hidden={copy === 'b' || undefined}>
        {line.cells.map((c) => (
          <span key={c.className} className={`screen-table__cell ${c.className}`} data-level={c.level} title={c.text}>
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
      <div className="screen-table__viewport" ref={viewport}>
        <div
          className={`screen-table__list${overflows ? ' screen-table__list--scrolling' : ''}`}
          style={overflows ? { animationDuration: `${lines.length * secondsPerRow}s` } : undefined}
        >
          <div ref={list}>{renderLines('a')}</div>
          {overflows && <div>{renderLines('b')}</div>}
        </div>
      </div>
    </div>
  );
}

export const tableWidget: WidgetDefinition = {
  view: TableView,
  isEmpty: (r) => (r.kind === 'feed' ? r.items.length === 0 : r.rows.length === 0),
};
