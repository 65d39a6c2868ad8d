/**
 * The work calendar's columns (CalendarManage.tsx): date, weekday, kind (holiday or adjusted working
 * day), name, the notice it comes from, when changed, and for editors edit and delete (asked first).
 */
import { Button, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { TimeCell } from '../../../src/components/TimeCell';
import { dayFromIso, weekday } from '../../../src/domain/calendar';
import type { CalendarDay } from '../../../src/domain/work-calendar';
import { type MessageKey, t } from '../../../src/i18n';
import { displayValue } from '../../../src/utils/display';
import { actionsColumn, RowAction } from '../registry/RegistryPage';
import { CalendarKindTag } from './CalendarKindTag';

const weekdayLabel = (date: string): string => t(`calendar.weekday.${weekday(dayFromIso(date))}` as MessageKey);

/** The columns of the calendar table; the actions only when `edit` is given. */
export function calendarColumns(edit: { onEdit: (day: CalendarDay) => void; onDelete: (day: CalendarDay) => Promise<void> } | null): ColumnProps<CalendarDay>[] {
  const columns: ColumnProps<CalendarDay>[] = [
    { title: t('calendar.col.date'), dataIndex: 'date', width: 120 },
    { title: t('calendar.col.weekday'), key: 'weekday', width: 130, render: (_: unknown, r) => weekdayLabel(r.date) },
    { title: t('calendar.col.kind'), dataIndex: 'kind', width: 190, render: (_: unknown, r) => <CalendarKindTag kind={r.kind} /> },
    { title: t('calendar.col.name'), dataIndex: 'name', width: 160, ellipsis: true, render: (v: string) => <span title={v}>{displayValue(v)}</span> },
    // The notice's full title on hover: it is longer than the column.
    { title: t('calendar.col.source'), dataIndex: 'source', ellipsis: true, render: (v: string) => <span title={v}>{displayValue(v)}</span> },
    { title: t('calendar.col.updatedAt'), dataIndex: 'updatedAt', width: 180, render: (v: string) => <TimeCell value={v} /> },
  ];
  if (edit) {
    columns.push(
      actionsColumn<CalendarDay>(
        (r) => (
          <>
            <RowAction onClick={() => edit.onEdit(r)} testId="calendar-edit">
              {t('calendar.edit')}
            </RowAction>
            <Popconfirm title={t('calendar.deleteConfirm', { date: r.date, name: r.name })} onOk={() => edit.onDelete(r)}>
              <Button type="text" size="small" status="danger" data-testid="calendar-delete">
                {t('calendar.delete')}
              </Button>
            </Popconfirm>
          </>
        ),
        130,
        t('calendar.actions'),
        undefined,
      ),
    );
  }
  return columns;
}
