/** A calendar day's kind as a tag: 放假 (holiday) red, 调休上班 (adjusted working day) blue. */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { CalendarDayKind } from '../../../src/domain/calendar';
import { t } from '../../../src/i18n';

const COLOR: Record<CalendarDayKind, string> = { holiday: 'red', workday: 'arcoblue' };

export const kindLabel = (kind: CalendarDayKind): string => t(kind === 'holiday' ? 'calendar.kind.holiday' : 'calendar.kind.workday');

export function CalendarKindTag({ kind }: { kind: CalendarDayKind }) {
  return (
    <Tag color={COLOR[kind]} className={`calendar-kind--${kind}`} data-testid="calendar-kind" data-kind={kind}>
      {kindLabel(kind)}
    </Tag>
  );
}
