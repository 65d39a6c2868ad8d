/**
 * The filing step due on a row of the filing lists (record-manage, record-conditional), for its row
 * action (FilingRowAction.tsx): pure, from the contract's status and what the caller may do.
 */
export type FilingRowAction = 'submit' | 'review' | 'rectify' | 'confirm';

/**
 * The filing list's row action (a link to the filing page) for a contract in `status`: the owner's
 * (contract.edit) submit and rectify, the bureau's (filing.edit) review and confirm; null otherwise.
 */
export function filingRowAction(status: string, can: { ownerWrite: boolean; bureauReview: boolean }): FilingRowAction | null {
  if (can.ownerWrite && (status === 'filingPending' || status === 'filingReturned')) return 'submit';
  if (can.ownerWrite && status === 'conditionallyFiled') return 'rectify';
  if (can.bureauReview && status === 'filingReview') return 'review';
  if (can.bureauReview && status === 'rectified') return 'confirm';
  return null;
}
