/**
 * The defects of a conditional filing (ReviewForm.tsx), shown when that result is chosen: up to 20, each
 * with its description and its deadline (after today, at most as the area's rules say:
 * filing/rectifyBounds); a new one starts at the default deadline.
 */
import { Button, DatePicker, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { RectifyBounds } from '../../src/domain/contract-write';
import { t } from '../../src/i18n';
import { deadlineAllowed } from './filingState';
import type { ReviewValues } from './ReviewForm';

/** The defects' list, for today and the area's bounds (undefined until known). */
export function ConditionsField({ today, bounds }: { today: string; bounds: RectifyBounds | undefined }) {
  const allowed = (deadline: string) => deadlineAllowed(deadline, today, bounds?.maxDeadline);
  return (
    <Form.Item shouldUpdate noStyle>
      {(values: ReviewValues) =>
        values.result === 'conditional' ? (
          <Form.Item label={t('filing.review.conditions')} required>
            <Form.List field="conditions">
              {(fields, { add, remove }) => (
                <div data-testid="filing-conditions">
                  {fields.map((item, index) => (
                    <div key={item.key} className="filing-page__condition" data-testid="filing-condition">
                      <Form.Item
                        field={`${item.field}.description`}
                        style={{ flex: 1 }}
                        rules={[{ required: true, message: t('filing.review.descriptionRequired') }, { maxLength: 500 }]}
                      >
                        <Input placeholder={t('filing.review.description', { n: index + 1 })} maxLength={500} />
                      </Form.Item>
                      <Form.Item
                        field={`${item.field}.deadline`}
                        style={{ width: 200 }}
                        rules={[
                          {
                            validator: (value: string | undefined, cb: (error?: string) => void) => {
                              if (!value) cb(t('filing.review.deadlineRequired'));
                              else if (!deadlineAllowed(value, today)) cb(t('filing.review.deadlineAfterToday'));
                              else if (!allowed(value)) cb(t('filing.review.deadlineMax', { date: bounds?.maxDeadline ?? '' }));
                              else cb();
                            },
                          },
                        ]}
                      >
                        <DatePicker
                          placeholder={t('filing.review.deadline')}
                          disabledDate={(d) => !allowed(d.format('YYYY-MM-DD'))}
                        />
                      </Form.Item>
                      <Button icon={<IconDelete />} disabled={fields.length === 1} onClick={() => remove(index)} aria-label={t('filing.review.removeCondition')} />
                    </div>
                  ))}
                  <Button icon={<IconPlus />} disabled={fields.length >= 20} onClick={() => add({ deadline: bounds?.defaultDeadline })} data-testid="filing-condition-add">
                    {t('filing.review.addCondition')}
                  </Button>
                </div>
              )}
            </Form.List>
          </Form.Item>
        ) : null
      }
    </Form.Item>
  );
}
