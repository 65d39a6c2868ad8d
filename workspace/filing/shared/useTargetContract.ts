/**
 * The contract a page works on: `?id=<contractId>`, or `?matterId=` (a message's link) whose matter
 * names the contract. Answers the matter too (its page may show it) and the detail read.
 */
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { getMatter, workflowKeys } from '../../../src/api/workflow';
import { parseId } from '../../contracts/detail/format';
import { useContractDetail } from '../../contracts/detail/useContractDetail';

export function useTargetContract() {
  const [params] = useSearchParams();
  const directId = parseId(params.get('id'));
  const matterId = directId === null ? parseId(params.get('matterId')) : null;
  const matter = useSWR(matterId !== null ? workflowKeys.matter(matterId, 'admin') : null, () => getMatter(matterId as number));
  const contractId = directId ?? matter.data?.contract?.id ?? null;
  const detail = useContractDetail(contractId, 'admin');
  const missing = directId === null && (matterId === null || (matter.data !== undefined && !matter.data.contract));
  return {
    contractId,
    matter,
    detail,
    /** Neither a contract nor a matter with one was named. */
    missing,
    error: matter.error ?? detail.error,
    loading: !missing && (matter.isLoading || detail.isLoading || (contractId !== null && !detail.data && !detail.error)),
  };
}
