/**
 * A date or time in a table cell, on one line: Arco's cells break text anywhere (word-break:
 * break-all), which cut "2026-11-26 08:48:57" into "2026-11-26 08:48:5 / 7". '--' when empty.
 */
import { formatDate } from '../utils/display';

export function TimeCell({ value, format }: { value: Date | string | number | null | undefined; format?: string }) {
  return <span className="time-cell">{formatDate(value, format)}</span>;
}
