/**
 * A contract list on a phone: one card per contract, read with one thumb. The name opens the
 * contract's detail; below it stand the unified code (and the unit number), the status, the amount,
 * the risk code, the unit and the signing date, and the view's row actions at the foot. Pages by a
 * simple pager; the loading, empty and error states are the list's.
 */
import { Card, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import type { ContractRow } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { displayValue, formatDate, formatFen } from '../../src/utils/display';
import { contractCell } from './columns';
import { type CardPage, CardPager } from '../common/CardPager';
import '../common/ListCards.css';
import './ContractList.css';
import './ContractCards.css';

interface Props {
  rows: readonly ContractRow[];
  loading: boolean;
  /** What shows without rows: the list's empty or error state. */
  empty: ReactNode;
  actions?: ((row: ContractRow) => ReactNode) | undefined;
  page: CardPage;
}

export function ContractCards({ rows, loading, empty, actions, page }: Props) {
  if (rows.length === 0) return loading ? <Spin className="list-cards__loading" block /> : empty;
  return (
    <Spin loading={loading} block>
      <ul className="list-cards" data-testid="contract-cards">
        {rows.map((row) => (
          <li key={row.id}>
            <Card size="small" className="list-card contract-card" data-testid="contract-card" data-id={row.id}>
              <div className="contract-card__name">{contractCell.name(row)}</div>
              <div className="contract-card__code">
                {contractCell.code(row)}
                {row.unitNo && <span className="contract-card__unit-no">{row.unitNo}</span>}
              </div>
              <div className="list-card__facts">
                {contractCell.status(row)}
                <span className="contract-card__amount">{t('contractDetail.yuan', { amount: formatFen(row.amountFen) })}</span>
                {contractCell.riskCode(row)}
              </div>
              <div className="list-card__foot">
                <span className="contract-card__unit">{displayValue(row.unitName)}</span>
                {row.signDate && (
                  <span>
                    <span className="list-card__label">{t('contractLists.col.signDate')}</span>
                    {formatDate(row.signDate, 'YYYY-MM-DD')}
                  </span>
                )}
              </div>
              {actions && <div className="contract-card__actions">{actions(row)}</div>}
            </Card>
          </li>
        ))}
      </ul>
      <CardPager {...page} />
    </Spin>
  );
}
