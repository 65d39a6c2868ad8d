/**
 * The bureau's review of a filing (filing/review): accept, file conditionally with the defects and
 * their deadlines (after today, by default and at most as the area's rules say: filing/rectifyBounds),
 * return for correction or refuse (both with the reason).
 */
import { Button, Card, DatePicker, Form, Input, Message, Radio, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import { contractKeys, getRectifyBounds, reviewFiling } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { t } from '../../src/i18n';
import { conditionsInput, deadlineAllowed, opinionRequired, reviewResultsOf } from './filingState';
import { useSubmit } from '../../src/forms/useSubmit';

interface Values {
  result: 'accept' | 'conditional' | 'return' | 'refuse';
  opinion?: string;
  conditions?: { description?: string; deadline?: string }[];
}

export function ReviewForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { busy, run } = useSubmit({ reload });
  const results = reviewResultsOf(contract.moves);
  // The opinion and defects typed are kept until the review is recorded (src/forms/useKeptForm.ts).
  const kept = useKeptForm<Values>(form, { id: 'filing-review', initial: { result: results[0] ?? 'accept', conditions: [{}] } });
  const today = dayjs().format('YYYY-MM-DD');
  const { data: bounds } = useSWR(contractKeys.rectifyBounds(contract.id), () => getRectifyBounds(contract.id));
  const allowed = (deadline: string) => deadlineAllowed(deadline, today, bounds?.maxDeadline);
  // The first defect starts at the default deadline once it is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the bounds are known; kept is read as it is then.
  useEffect(() => {
    if (!bounds) return;
    const rows = (form.getFieldValue('conditions') ?? []) as NonNullable<Values['conditions']>;
    form.setFieldValue('conditions', rows.map((r) => ({ ...r, deadline: r.deadline ?? bounds.defaultDeadline })));
    // A default is not the user's input: an untouched form stays without unsaved changes.
    if (!kept.unsaved) kept.markSaved();
  }, [bounds, form]);

  const submit = async (v: Values) => {
    await run(async () => {
      await reviewFiling({
        id: contract.id,
        version: contract.version,
        result: v.result,
        opinion: v.opinion?.trim() ?? '',
        conditions: v.result === 'conditional' ? conditionsInput(v.conditions) : [],
      });
      kept.markSaved();
      Message.success(t(`filing.review.done.${v.result}`));
      navigate(contractLink(contract.id));
    });
  };

  return (
    <Card title={t('filing.review.title')} data-testid="filing-review-form">
      <KeptNotice at={kept.restoredAt} onDiscard={kept.discard} />
      <Form<Values>
        form={form}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        initialValues={kept.initialValues}
        onValuesChange={kept.onValuesChange}
        onSubmit={(v) => void submit(v)}
      >
        <Form.Item label={t('filing.review.result')} field="result" rules={[{ required: true }]}>
          <Radio.Group data-testid="filing-review-result">
            {results.map((r) => (
              <Radio key={r} value={r}>
                {t(`filing.review.result.${r}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: Values) =>
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
        <Form.Item shouldUpdate noStyle>
          {(values: Values) => (
            <Form.Item
              label={t('filing.review.opinion')}
              field="opinion"
              required={opinionRequired(values.result)}
              rules={[
                {
                  validator: (value: string | undefined, cb: (error?: string) => void) => {
                    if (opinionRequired(values.result) && !value?.trim()) cb(t('filing.review.opinionRequired'));
                    else cb();
                  },
                },
              ]}
            >
              <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3 }} data-testid="filing-review-opinion" />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="filing-review-submit">
              {t('filing.review.submit')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
