/**
 * /system/calendar (工作日历): the days of a year that break the week's rule (sys_calendar/list):
 * statutory holidays (放假) and adjusted working days (调休上班) of the State Council's annual notice,
 * in date order, with the year's number of working days. A year with nothing entered says that its
 * time limits count weekends only. With config.edit: add and edit a day in a Modal form, delete one
 * after a confirmation; readers (config.query) see the table only.
 */
import { Card, Empty, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { calendarKeys, deleteCalendarDay, getCalendarYear } from '../../../src/api/calendar';
import { FitTable } from '../../../src/components/FitTable';
import { todayDay, yearOf } from '../../../src/domain/calendar';
import type { CalendarDay, CalendarYear } from '../../../src/domain/work-calendar';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { calendarColumns } from './calendarColumns';
import { CalendarDayForm, type CalendarDayTarget } from './CalendarDayForm';
import { CalendarToolbar } from './CalendarToolbar';
import './CalendarManage.css';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['updatedAt', 'source', 'weekday'];

export default function CalendarManage() {
  const canEdit = usePermission('config.edit');
  const thisYear = useMemo(() => yearOf(todayDay()), []);
  const [year, setYear] = useState(thisYear);
  const [target, setTarget] = useState<CalendarDayTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<CalendarYear>(calendarKeys.year(year), () => getCalendarYear(year));

  const days = data?.year === year ? data.days : undefined;
  const taken = useMemo(() => new Set((days ?? []).map((d) => d.date)), [days]);

  const remove = async (day: CalendarDay) => {
    try {
      await deleteCalendarDay(day.date);
      Message.success(t('calendar.deleted'));
    } catch (e) {
      reportFailure(e);
    } finally {
      await mutate();
    }
  };

  const columns = calendarColumns(canEdit ? { onEdit: (day) => setTarget({ mode: 'edit', day }), onDelete: remove } : null);

  const body = () => {
    if (error) {
      return (
        <div data-testid="calendar-error">
          <LoadFailed onRetry={() => void mutate()} />
        </div>
      );
    }
    if (days && days.length === 0) {
      return (
        <Empty
          className="calendar-manage__empty"
          data-testid="calendar-empty"
          description={
            <>
              <div className="calendar-manage__empty-title">{t('calendar.emptyTitle', { year })}</div>
              <div>{t('calendar.emptyHint')}</div>
            </>
          }
        />
      );
    }
    return (
      <FitTable<CalendarDay>
        rowKey="date"
        loading={isLoading || !days}
        columns={columns}
        fold={FOLD}
        data={days ?? []}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        noDataElement={<span />}
        data-testid="calendar-table"
      />
    );
  };

  return (
    <Card title={t('route.calendarManage')} data-testid="calendar-manage">
      <div className="calendar-manage__hint">{t('calendar.hint')}</div>
      <CalendarToolbar
        thisYear={thisYear}
        year={year}
        onYear={setYear}
        workdays={days ? (data?.workdays ?? 0) : undefined}
        onAdd={canEdit ? () => setTarget({ mode: 'add', year }) : null}
      />
      {body()}
      <CalendarDayForm
        target={target}
        taken={taken}
        onClose={() => setTarget(null)}
        onSaved={(date) => {
          setTarget(null);
          const savedYear = Number(date.slice(0, 4));
          if (savedYear !== year) setYear(savedYear);
          else void mutate();
        }}
      />
    </Card>
  );
}
