/** The bureau's decision on a rectification (filing/reviewRectification): confirm, or reject with the reason. */
import { Button, Card, Form, Message, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useNavigate } from 'react-router-dom';
import { reviewRectification } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { contractLink } from '../../src/domain/matter';
import { t } from '../../src/i18n';
import { useSubmit } from '../../src/forms/useSubmit';
import { OpinionField } from './shared/OpinionField';

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
        <OpinionField<Values> requiredWhen={(values) => values.result === 'reject'} testId="filing-confirm-opinion" />
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="filing-confirm-submit">
            {t('filing.confirm.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
