/** The bureau's decision on a rectification (filing/reviewRectification): confirm, or reject with the reason. */
import { Button, Card, Form, Input, Message, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useNavigate } from 'react-router-dom';
import { reviewRectification } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { useSubmit } from '../../src/forms/useSubmit';

interface Values {
  result: 'confirm' | 'reject';
  opinion?: string;
}

export function ConfirmForm({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const { busy, run } = useSubmit({ reload });
  const submit = async (v: Values) => {
    await run(async () => {
      await reviewRectification({ id: contract.id, version: contract.version, result: v.result, opinion: v.opinion?.trim() ?? '' });
      Message.success(t(v.result === 'confirm' ? 'filing.confirm.confirmed' : 'filing.confirm.rejected'));
      navigate(contractLink(contract.id));
    });
  };
  return (
    <Card title={t('filing.confirm.title')} data-testid="filing-confirm-form">
      <Form<Values> labelCol={{ span: 4 }} wrapperCol={{ span: 18 }} initialValues={{ result: 'confirm' }} onSubmit={(v) => void submit(v)}>
        <Form.Item label={t('filing.confirm.result')} field="result" rules={[{ required: true }]}>
          <Radio.Group data-testid="filing-confirm-result">
            <Radio value="confirm">{t('filing.confirm.confirm')}</Radio>
            <Radio value="reject">{t('filing.confirm.reject')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: Values) => (
            <Form.Item
              label={t('filing.review.opinion')}
              field="opinion"
              required={values.result === 'reject'}
              rules={[
                {
                  validator: (value: string | undefined, cb: (error?: string) => void) => {
                    if (values.result === 'reject' && !value?.trim()) cb(t('filing.review.opinionRequired'));
                    else cb();
                  },
                },
              ]}
            >
              <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3 }} data-testid="filing-confirm-opinion" />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="filing-confirm-submit">
            {t('filing.confirm.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
