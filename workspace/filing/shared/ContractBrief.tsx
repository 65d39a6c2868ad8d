/** The contract a page concerns: name, code, status, risk, unit, amount, bureau, and a link to its detail. */
import { Card, Descriptions, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { Link } from 'react-router-dom';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { contractLink } from '../../../src/domain/matter';
import { t } from '../../../src/i18n';
import { displayValue, formatFen } from '../../../src/utils/display';
import { labelOr, statusLabel } from '../../contracts/detail/format';

const RISK_COLOR: Record<string, string> = { green: 'green', yellow: 'orange', red: 'red' };

export function ContractBrief({ contract }: { contract: ContractDetail }) {
  return (
    <Card
      title={t('filing.contract.title')}
      data-testid="target-contract"
      data-contract-id={contract.id}
      extra={
        <Link to={contractLink(contract.id)} data-testid="target-contract-link">
          {t('filing.contract.open')}
        </Link>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        data={[
          { label: t('filing.contract.name'), value: contract.name },
          { label: t('filing.contract.code'), value: contract.code },
          {
            label: t('filing.contract.status'),
            value: (
              <Tag color="arcoblue" data-testid="target-contract-status">
                {statusLabel(contract.status)}
              </Tag>
            ),
          },
          { label: t('filing.contract.unit'), value: displayValue(contract.unitName) },
          { label: t('filing.contract.amount'), value: t('filing.contract.amountValue', { amount: formatFen(contract.amountFen) }) },
          {
            label: t('filing.contract.risk'),
            value: <Tag color={RISK_COLOR[contract.riskCode] ?? 'gray'}>{labelOr(`contract.risk.${contract.riskCode}`, contract.riskCode)}</Tag>,
          },
          { label: t('filing.contract.bureau'), value: displayValue(contract.bureauUnitName) },
          { label: t('filing.contract.filingNo'), value: displayValue(contract.filingNo) },
          { label: t('filing.contract.handler'), value: displayValue(contract.handlerName) },
        ]}
      />
    </Card>
  );
}
