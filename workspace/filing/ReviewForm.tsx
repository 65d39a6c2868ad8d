/**
 * The bureau's review of a filing (filing/review): accept, file conditionally with the defects and
 * their deadlines (after today, by default and at most as the area's rules say: filing/rectifyBounds),
 * return for correction or refuse (both with the reason).
 */
import { Button, Card, Form, Message, Radio, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
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
import { conditionsInput, opinionRequired, reviewResultsOf } from './filingState';
import { ConditionsField } from './ReviewConditions';
import { OpinionField } from './shared/OpinionField';
import { useSubmit } from '../../src/forms/useSubmit';

/** The review form's values. */
export interface ReviewValues {
  result: 'accept' | 'conditional' | 'return' | 'refuse';
  opinion?: string;
  conditions?: { description?: string; deadline?: string }[];
}

export function ReviewForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ReviewValues>();
  const { busy, run } = useSubmit({ reload });
  const results = reviewResultsOf(contract.moves);
  // The opinion and defects typed are kept until the review is recorded (src/forms/useKeptForm.ts).
  const kept = useKeptForm<ReviewValues>(form, { id: 'filing-review', initial: { result: results[0] ?? 'accept', conditions: [{}] } });
  const today = dayjs().format('YYYY-MM-DD');
  const { data: bounds } = useSWR(contractKeys.rectifyBounds(contract.id), () => getRectifyBounds(contract.id));
  // The first defect starts at the default deadline once it is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the bounds are known; kept is read as it is then.
  useEffect(() => {
    if (!bounds) return;
    const rows = (form.getFieldValue('conditions') ?? []) as NonNullable<ReviewValues['conditions']>;
    form.setFieldValue('conditions', rows.map((r) => ({ ...r, deadline: r.deadline ?? bounds.defaultDeadline })));
    // A default is not the user's input: an untouched form stays without unsaved changes.
    if (!kept.unsaved) kept.markSaved();
  }, [bounds, form]);

  const submit = async (v: ReviewValues) => {
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
      <Form<ReviewValues>
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
        <ConditionsField today={today} bounds={bounds} />
        <OpinionField<ReviewValues> requiredWhen={(values) => opinionRequired(values.result)} testId="filing-review-opinion" />
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
