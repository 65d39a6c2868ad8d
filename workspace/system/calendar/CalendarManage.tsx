/**
 * /system/calendar (工作日历): the days of a year that break the week's rule (sys_calendar/list):
 * statutory holidays (放假) and adjusted working days (调休上班) of the State Council's annual notice,
 * in date order, with the year's number of working days. A year with nothing entered says that its
 * time limits count weekends only. With config.edit: add and edit a day in a Modal form, delete one
 * after a confirmation; readers (config.query) see the table only.
 */
import { Button, Card, Empty, Message, Popconfirm, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { calendarKeys, deleteCalendarDay, getCalendarYear } from '../../../src/api/calendar';
import { FitTable } from '../../../src/components/FitTable';
import { dayFromIso, todayDay, weekday, yearOf } from '../../../src/domain/calendar';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, type CalendarDay, type CalendarYear } from '../../../src/domain/work-calendar';
import { type MessageKey, t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { displayValue } from '../../../src/utils/display';
import { LoadFailed } from '../../common/LoadState';
import { reportFailure } from '../../../src/api/reportFailure';
import { CalendarDayForm, type CalendarDayTarget } from './CalendarDayForm';
import { CalendarKindTag } from './CalendarKindTag';
import './CalendarManage.css';
import { TimeCell } from '../../../src/components/TimeCell';

/** The columns that fold into the row's expansion on a narrow screen, first to last (FitTable). */
const FOLD: readonly string[] = ['updatedAt', 'source', 'weekday'];

/** The years offered: two either side of this year (Beijing calendar), and the one shown. */
const YEARS_AROUND = 2;

const weekdayLabel = (date: string): string => t(`calendar.weekday.${weekday(dayFromIso(date))}` as MessageKey);

export default function CalendarManage() {
  const canEdit = usePermission('config.edit');
  const thisYear = useMemo(() => yearOf(todayDay()), []);
  const [year, setYear] = useState(thisYear);
  const [target, setTarget] = useState<CalendarDayTarget | null>(null);
  const { data, error, isLoading, mutate } = useSWR<CalendarYear>(calendarKeys.year(year), () => getCalendarYear(year));

  const years = useMemo(() => {
    const list: number[] = [];
    for (let y = thisYear - YEARS_AROUND; y <= thisYear + YEARS_AROUND; y++) list.push(y);
    if (!list.includes(year)) list.push(year);
    return list.filter((y) => y >= CALENDAR_MIN_YEAR && y <= CALENDAR_MAX_YEAR).sort((a, b) => a - b);
  }, [thisYear, year]);

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

  const columns: ColumnProps<CalendarDay>[] = [
    { title: t('calendar.col.date'), dataIndex: 'date', width: 120 },
    { title: t('calendar.col.weekday'), key: 'weekday', width: 130, render: (_: unknown, r) => weekdayLabel(r.date) },
    { title: t('calendar.col.kind'), dataIndex: 'kind', width: 190, render: (_: unknown, r) => <CalendarKindTag kind={r.kind} /> },
    { title: t('calendar.col.name'), dataIndex: 'name', width: 160, ellipsis: true, render: (v: string) => <span title={v}>{displayValue(v)}</span> },
    // The notice's full title on hover: it is longer than the column.
    { title: t('calendar.col.source'), dataIndex: 'source', ellipsis: true, render: (v: string) => <span title={v}>{displayValue(v)}</span> },
    { title: t('calendar.col.updatedAt'), dataIndex: 'updatedAt', width: 180, render: (v: string) => <TimeCell value={v} /> },
  ];
  if (canEdit) {
    columns.push({
      title: t('calendar.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="text" size="small" onClick={() => setTarget({ mode: 'edit', day: r })} data-testid="calendar-edit">
            {t('calendar.edit')}
          </Button>
          <Popconfirm title={t('calendar.deleteConfirm', { date: r.date, name: r.name })} onOk={() => remove(r)}>
            <Button type="text" size="small" status="danger" data-testid="calendar-delete">
              {t('calendar.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }

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
      <div className="calendar-manage__toolbar">
        <div className="calendar-manage__year">
          <Select
            aria-label={t('calendar.year')}
            style={{ width: 140 }}
            value={year}
            onChange={(v: number) => setYear(v)}
            options={years.map((y) => ({ value: y, label: t('calendar.yearOption', { year: y }) }))}
            data-testid="calendar-year"
          />
          {days && (
            <span className="calendar-manage__workdays" data-testid="calendar-workdays">
              {t('calendar.workdays', { count: data?.workdays ?? 0 })}
            </span>
          )}
        </div>
        {canEdit && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add', year })} data-testid="calendar-add">
            {t('calendar.add')}
          </Button>
        )}
      </div>
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
