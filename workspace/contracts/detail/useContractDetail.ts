/** The detail read of one contract on the signed-in user's base (SWR; every contract write revalidates it). */
import useSWR from 'swr';
import { CONTRACT_PATHS, getContract } from '../../../src/api/contracts';
import type { Backend } from '../../../src/config';
import type { ContractDetail } from '../../../src/domain/contract-api';

export function useContractDetail(id: number | null, backend: Backend | null) {
  return useSWR<ContractDetail>(
    id !== null && backend !== null ? ([CONTRACT_PATHS.detail, { id, backend }] as const) : null,
    () => getContract(id as number, backend as Backend),
  );
}
