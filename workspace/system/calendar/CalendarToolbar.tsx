/**
 * The toolbar of the work calendar (CalendarManage.tsx): the year (two either side of this year, and
 * the one shown, within the calendar's range) with its number of working days, and the add button.
 */
import { Button, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR } from '../../../src/domain/work-calendar';
import { t } from '../../../src/i18n';

/** The years offered: two either side of this year (Beijing calendar), and the one shown. */
const YEARS_AROUND = 2;

/** The toolbar; `workdays` once the year loaded, `onAdd` for editors only. */
export function CalendarToolbar(props: { thisYear: number; year: number; onYear: (year: number) => void; workdays: number | undefined; onAdd: (() => void) | null }) {
  const { thisYear, year, onYear, workdays, onAdd } = props;
  const years = useMemo(() => {
    const list: number[] = [];
    for (let y = thisYear - YEARS_AROUND; y <= thisYear + YEARS_AROUND; y++) list.push(y);
    if (!list.includes(year)) list.push(year);
    return list.filter((y) => y >= CALENDAR_MIN_YEAR && y <= CALENDAR_MAX_YEAR).sort((a, b) => a - b);
  }, [thisYear, year]);

  return (
    <div className="calendar-manage__toolbar">
      <div className="calendar-manage__year">
        <Select
          aria-label={t('calendar.year')}
          style={{ width: 140 }}
          value={year}
          onChange={(v: number) => onYear(v)}
          options={years.map((y) => ({ value: y, label: t('calendar.yearOption', { year: y }) }))}
          data-testid="calendar-year"
        />
        {workdays !== undefined && (
          <span className="calendar-manage__workdays" data-testid="calendar-workdays">
            {t('calendar.workdays', { count: workdays })}
          </span>
        )}
      </div>
      {onAdd && (
        <Button type="primary" icon={<IconPlus />} onClick={onAdd} data-testid="calendar-add">
          {t('calendar.add')}
        </Button>
      )}
    </div>
  );
}
