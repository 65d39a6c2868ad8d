/**
 * The rows of one workflow list (WorkflowList.tsx): its page under the list's query through SWR (the
 * page shown stays until the next one arrives), and the caller's counts (workflow/counts). Every write
 * refreshes them through their SWR keys.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { useDeferredAnswer } from '../../src/api/useDeferredAnswer';
import { type AnyWorkflowRow, backendOf, getWorkflowCounts, queryWorkflowList, workflowKeys } from '../../src/api/workflow';
import type { Page } from '../../src/domain/envelope';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { type ListState, toQuery, type WorkflowListConfig } from './listConfig';

/** The page and counts of a workflow list for its state (filters, page, sort). */
export function useWorkflowRows(config: WorkflowListConfig, state: ListState) {
  const { user } = useCurrentUser();
  const backend = backendOf(user?.userType);
  const query = useMemo(() => toQuery(state, config), [state, config]);
  const { data: answer, error, isLoading: asking, mutate } = useSWR<Page<AnyWorkflowRow>>(
    user ? workflowKeys.list(config.list, query, backend) : null,
    () => queryWorkflowList(config.list, query as never, backend),
    { keepPreviousData: true },
  );
  const { shown: data, arriving } = useDeferredAnswer(answer);
  const { data: counts } = useSWR(user ? workflowKeys.counts(backend) : null, () => getWorkflowCounts(backend));
  return {
    backend,
    error,
    mutate,
    counts,
    isLoading: asking || arriving,
    rows: error ? [] : (data?.records ?? []),
    total: error ? 0 : (data?.total ?? 0),
    /** The total the title shows: none before a page arrived or after a failed load. */
    shownTotal: data && !error ? data.total : null,
  };
}
