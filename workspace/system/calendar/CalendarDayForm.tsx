/**
 * The add/edit Modal of the working-day calendar: the date (YYYY-MM-DD; fixed when editing), the kind
 * (放假 / 调休上班) and the name (1-20 characters, e.g. 国庆节). Adding a day the shown year lists
 * already is refused here (the server would overwrite it): its row is edited instead.
 */
import { DatePicker, Form, Input, Message, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { saveCalendarDay } from '../../../src/api/calendar';
import { CALENDAR_DAY_KINDS, type CalendarDayKind, todayDay, yearOf } from '../../../src/domain/calendar';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, CALENDAR_NAME_MAX, type CalendarDay } from '../../../src/domain/work-calendar';
import { t } from '../../../src/i18n';
import { useFormSave } from '../menus/useFormSave';
import { kindLabel } from './CalendarKindTag';

export type CalendarDayTarget = { mode: 'add'; year: number } | { mode: 'edit'; day: CalendarDay };

interface Values {
  date: string;
  kind: CalendarDayKind;
  name: string;
}

const outsideCalendar = (d: Dayjs): boolean => d.year() < CALENDAR_MIN_YEAR || d.year() > CALENDAR_MAX_YEAR;

export function CalendarDayForm({
  target,
  taken,
  onClose,
  onSaved,
}: {
  target: CalendarDayTarget | null;
  /** The dates the shown year lists (adding one of them is refused). */
  taken: ReadonlySet<string>;
  onClose: () => void;
  onSaved: (date: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const editing = target?.mode === 'edit' ? target.day : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit' ? { date: target.day.date, kind: target.day.kind, name: target.day.name } : { kind: 'holiday' },
    );
  }, [target, form]);

  const { saving, save } = useFormSave(form, async (values: Values) => {
    const date = editing ? editing.date : values.date;
    await saveCalendarDay({ date, kind: values.kind, name: values.name.trim() });
    Message.success(t('calendar.saved'));
    onSaved(date);
  });

  // Adding: the picker opens on the shown year (today when that is this year).
  const pickerStart = target?.mode === 'add' && yearOf(todayDay()) !== target.year ? `${target.year}-01-01` : undefined;

  return (
    <Modal
      visible={!!target}
      title={editing ? t('calendar.editTitle') : t('calendar.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('calendar.save')}
      cancelText={t('calendar.cancel')}
      unmountOnExit
      data-testid="calendar-form"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('calendar.form.date')}
          field="date"
          rules={[
            { required: !editing, message: t('calendar.form.dateRequired') },
            {
              validator: (v: string | undefined, cb) => cb(!editing && v && taken.has(v) ? t('calendar.form.dateTaken') : undefined),
            },
          ]}
        >
          <DatePicker
            style={{ width: '100%' }}
            format="YYYY-MM-DD"
            disabled={!!editing}
            disabledDate={outsideCalendar}
            defaultPickerValue={pickerStart}
            data-testid="calendar-form-date"
          />
        </Form.Item>
        <Form.Item label={t('calendar.form.kind')} field="kind" rules={[{ required: true }]}>
          <Radio.Group data-testid="calendar-form-kind">
            {CALENDAR_DAY_KINDS.map((k) => (
              <Radio key={k} value={k}>
                {kindLabel(k)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('calendar.form.name')}
          field="name"
          rules={[
            {
              validator: (v: string | undefined, cb) => cb(v?.trim() ? undefined : t('calendar.form.nameRequired')),
            },
            { maxLength: CALENDAR_NAME_MAX, message: t('calendar.form.nameMax') },
          ]}
          required
        >
          <Input
            maxLength={CALENDAR_NAME_MAX}
            showWordLimit
            placeholder={t('calendar.form.namePlaceholder')}
            data-testid="calendar-form-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
