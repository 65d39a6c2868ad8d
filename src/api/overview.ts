/**
 * The workplace overview's reads: the caller's to-do, approval and carbon-copy counts
 * (workflow/counts) and contracts by status and risk code (contract/statusCounts). SWR keys are
 * the paths, so a write that revalidates 'workflow/' or 'contract/' refreshes the overview too.
 */
import type { ContractStatusCounts } from '../domain/contract-api';
import type { WorkflowCounts } from '../domain/workflow-api';

export type { ContractStatusCounts, WorkflowCounts };

export const OVERVIEW_KEYS = {
  workflow: 'workflow/counts',
  contracts: 'contract/statusCounts',
} as const;
