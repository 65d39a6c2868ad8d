/**
 * The page of a contract list (ContractList.tsx): contract/queryPage through SWR under
 * contractKeys.page(query), so every contract write and live sync refresh it; the page shown stays
 * until the next one arrives. Asked on the caller's base (staff, counterpart company or lawyer).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { contractKeys, queryContracts } from '../../src/api/contracts';
import { useDeferredAnswer } from '../../src/api/useDeferredAnswer';
import type { Backend } from '../../src/config';
import type { ContractView } from '../../src/domain/contract-views';
import type { ContractRow } from '../../src/domain/contract-api';
import type { Page } from '../../src/domain/envelope';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { type ListState, listStateToQuery } from './listQuery';

const BACKEND: Record<string, Backend> = { staff: 'admin', company: 'company', lawyer: 'lawyer' };

/** The rows of a contract list for its state (filters, page, sort), with the caller and the query asked. */
export function useContractPage(state: ListState, view: ContractView) {
  const { user } = useCurrentUser();
  const backend = BACKEND[user?.userType ?? 'staff'] ?? 'admin';
  const query = useMemo(() => listStateToQuery(state, view), [state, view]);
  const { data: answer, error, isLoading, isValidating, mutate } = useSWR<Page<ContractRow>>(
    user ? contractKeys.page(query) : null,
    () => queryContracts(query, backend),
    { keepPreviousData: true },
  );
  const { shown: data, arriving } = useDeferredAnswer(answer);
  return {
    user,
    query,
    error,
    mutate,
    isLoading,
    loading: isLoading || arriving || (isValidating && !data),
    rows: error ? [] : (data?.records ?? []),
    total: error ? 0 : (data?.total ?? 0),
    /** The total the title shows: none before a page arrived or after a failed load. */
    shownTotal: data && !error ? data.total : null,
  };
}
