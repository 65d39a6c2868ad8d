/**
 * The live classification beside the form: major contract yes/no, fair-competition review yes/no
 * and the review chain they imply, computed with the server's own rules and threshold as the user
 * types (formModel.classify over src/domain/contract.ts and lifecycle.ts).
 */
import { Card, Descriptions, Form, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { t } from '../../../src/i18n';
import { formatFen } from '../../../src/utils/display';
import { classify, type RegisterForm, type RegisterFormValues } from './formModel';

const WATCHED = ['category', 'amountYuan', 'majorDecision', 'keyProject', 'preferentialTerms'];

function YesNo({ yes, testId, danger }: { yes: boolean; testId: string; danger?: boolean }) {
  return (
    <Tag color={yes ? (danger ? 'red' : 'orangered') : 'green'} data-testid={testId} data-value={yes ? 'yes' : 'no'}>
      {yes ? t('contractRegister.panel.yes') : t('contractRegister.panel.no')}
    </Tag>
  );
}

export function ClassificationPanel({ form, thresholdFen }: { form: RegisterForm; thresholdFen: number | undefined }) {
  const watched = Form.useWatch(WATCHED, form) as RegisterFormValues | undefined;
  const result = thresholdFen === undefined ? null : classify(watched ?? {}, thresholdFen);

  return (
    <Card title={t('contractRegister.panel.title')} className="contract-register__panel" data-testid="classification-panel">
      {!result ? (
        <Typography.Text type="secondary">{t('contractRegister.panel.pickCategory')}</Typography.Text>
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            data={[
              { label: t('contractRegister.panel.major'), value: <YesNo yes={result.major} testId="panel-major" danger /> },
              { label: t('contractRegister.panel.fairReview'), value: <YesNo yes={result.fairReview} testId="panel-fair" /> },
            ]}
          />
          <Typography.Paragraph type="secondary" className="contract-register__threshold">
            {t('contractRegister.panel.threshold', { amount: formatFen(thresholdFen ?? 0) })}
          </Typography.Paragraph>
          <Typography.Text bold>{t('contractRegister.panel.chain')}</Typography.Text>
          <ol className="contract-register__chain" data-testid="panel-chain">
            {result.chain.map((step) => (
              <li key={step} data-step={step}>
                {t(`contract.status.${step}`)}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
