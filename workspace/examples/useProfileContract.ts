/** The contract a profile page shows: `?id=`, or by default the latest changed contract of the caller's scope. */
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../src/api/contracts';
import type { ContractListQueryInput } from '../../src/domain/contract-api';
import { parseId } from '../contracts/detail/format';
import { useContractDetail } from '../contracts/detail/useContractDetail';

export const LATEST: ContractListQueryInput = { current: 1, size: 1, sortField: 'updatedAt', sortOrder: 'desc' };

/** `pick`: the list whose first contract is the default (the latest changed contract of the scope). */
export function useProfileContract(pick: ContractListQueryInput = LATEST) {
  const [params] = useSearchParams();
  const directId = parseId(params.get('id'));
  const latest = useSWR(directId === null ? contractKeys.page(pick) : null, () => queryContracts(pick));
  const id = directId ?? latest.data?.records[0]?.id ?? null;
  const detail = useContractDetail(id, 'admin');
  return {
    detail,
    /** The scope has no contract at all. */
    none: directId === null && latest.data !== undefined && latest.data.records.length === 0,
    error: latest.error ?? detail.error,
    reload: () => void Promise.all([latest.mutate(), detail.mutate()]),
  };
}
