/**
 * Below the detail's header while submitting for review is the contract's next move and it lacks
 * what review needs (its draft text, a counterpart: src/domain/contract-write.ts missingForReview):
 * what is missing, and the way to the form that adds it. The submit button waits meanwhile.
 */
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { Link } from 'react-router-dom';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { getLanguage, t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { reviewNeedsOf } from './format';

export function ReviewNeeds({ detail }: { detail: ContractDetail }) {
  const canEdit = usePermission('contract.edit');
  const needs = reviewNeedsOf(detail);
  if (needs.length === 0) return null;
  const list = new Intl.ListFormat(getLanguage(), { type: 'conjunction' }).format(needs.map((n) => t(`contractDetail.reviewNeed.${n}`)));
  return (
    <Alert
      type="warning"
      className="contract-detail__review-needs"
      content={<span data-testid="contract-review-needs">{t('contractDetail.reviewNeeds', { needs: list })}</span>}
      action={
        canEdit ? (
          <Link to={`/contract/step-register?id=${detail.id}`} data-testid="contract-review-needs-edit">
            <Button size="small" type="primary">
              {t('contractDetail.reviewNeedsEdit')}
            </Button>
          </Link>
        ) : undefined
      }
    />
  );
}
