/** The row action of the filing lists (record-manage, record-conditional): open the filing page for the step due; '--' when none is. */
import { Link } from 'react-router-dom';
import type { ContractRow } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { EMPTY_TEXT } from '../../src/utils/display';
import { filingRowAction } from './filingDue';

export function FilingRowAction({ row }: { row: ContractRow }) {
  const canEdit = usePermission('contract.edit');
  const canAdd = usePermission('contract.add');
  const ownerWrite = canEdit && canAdd;
  const bureauReview = usePermission('filing.edit');
  const action = filingRowAction(row.status, { ownerWrite, bureauReview });
  if (!action) return EMPTY_TEXT;
  return (
    <Link to={`/contract/contract-record?id=${row.id}`} data-testid={`filing-row-${action}`}>
      {t(`filing.row.${action}`)}
    </Link>
  );
}

export const filingRowActions = (row: ContractRow) => <FilingRowAction row={row} />;
