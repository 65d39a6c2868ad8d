/**
 * /contract/contract-record (?id=<contractId> or ?matterId=<filing matter>): the filing of one
 * contract — its filings so far with their defects, and the one form of the filing step the caller
 * may work now (submit, review, rectify, confirm), from the detail's `moves`.
 */
import { Card, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { t } from '../../src/i18n';
import { FilingsPanel } from '../contracts/detail/FilingsPanel';
import { ConfirmForm } from './ConfirmForm';
import { filingFormOf } from './filingState';
import { RectifyForm } from './RectifyForm';
import { ReviewForm } from './ReviewForm';
import { SubmitFilingForm } from './SubmitFilingForm';
import { TargetFrame } from './shared/TargetFrame';
import { useTargetContract } from './shared/useTargetContract';

export default function ContractRecordPage() {
  const target = useTargetContract();
  return (
    <TargetFrame target={target} pickView="record" testId="contract-record">
      {(contract, reload) => {
        const form = filingFormOf(contract.moves);
        return (
          <>
            <Card title={t('filing.filings.title')}>
              <FilingsPanel filings={contract.filings} />
            </Card>
            {form === 'submit' && <SubmitFilingForm key={contract.version} contract={contract} reload={reload} />}
            {form === 'review' && <ReviewForm key={contract.version} contract={contract} reload={reload} />}
            {form === 'rectify' && <RectifyForm key={contract.version} contract={contract} reload={reload} />}
            {form === 'confirm' && <ConfirmForm key={contract.version} contract={contract} reload={reload} />}
            {form === null && (
              <Card>
                <Result status="info" data-testid="filing-nothing" title={t('filing.nothing.title')} subTitle={t('filing.nothing.subtitle')} />
              </Card>
            )}
          </>
        );
      }}
    </TargetFrame>
  );
}
