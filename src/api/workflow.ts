/**
 * The workflow calls (docs/api/workflow.md): the six lists of to-dos, approvals and carbon copies,
 * marking copies read, the workplace counts and one matter for its handle page. SWR keys carry the
 * list's whole query, so a write that revalidates 'backlog/', 'approval/', 'carboncopy/', 'matter/'
 * or 'workflow/' (revalidateAfterContractWrite) refreshes every open list, count and handle page.
 * Legal advisers call on their own base.
 */
import type { Backend } from '../config';
import type { Page } from '../domain/envelope';
import type { FileMeta } from '../domain/system';
import type {
  ApprovalQueryInput,
  ApprovalRow,
  BacklogQueryInput,
  BacklogRow,
  CarbonCopyQueryInput,
  CarbonCopyRow,
  MatterDetail,
  WorkflowCounts,
} from '../domain/workflow-api';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const WORKFLOW_LISTS = {
  backlogWaiting: 'backlog/queryWaiting',
  backlogDone: 'backlog/queryDone',
  approvalWaiting: 'approval/queryWaiting',
  approvalDone: 'approval/queryDone',
  copiesReceived: 'carboncopy/queryReceived',
  copiesSent: 'carboncopy/querySent',
} as const;
export type WorkflowList = keyof typeof WORKFLOW_LISTS;

/** The row and query of each list. */
export interface WorkflowListTypes {
  backlogWaiting: { row: BacklogRow; query: BacklogQueryInput };
  backlogDone: { row: BacklogRow; query: BacklogQueryInput };
  approvalWaiting: { row: ApprovalRow; query: ApprovalQueryInput };
  approvalDone: { row: ApprovalRow; query: ApprovalQueryInput };
  copiesReceived: { row: CarbonCopyRow; query: CarbonCopyQueryInput };
  copiesSent: { row: CarbonCopyRow; query: CarbonCopyQueryInput };
}
export type AnyWorkflowQuery = BacklogQueryInput | ApprovalQueryInput | CarbonCopyQueryInput;
export type AnyWorkflowRow = BacklogRow | ApprovalRow | CarbonCopyRow;

export const COUNTS_PATH = 'workflow/counts';
export const MATTER_DETAIL_PATH = 'matter/detail';

/** The caller's base: legal advisers have their own. */
export const backendOf = (userType: string | undefined): Backend => (userType === 'lawyer' ? 'lawyer' : 'admin');

export const workflowKeys = {
  list: (list: WorkflowList, query: AnyWorkflowQuery, backend: Backend) =>
    [WORKFLOW_LISTS[list], { q: JSON.stringify(query), backend }] as const,
  counts: (backend: Backend) => [COUNTS_PATH, { backend }] as const,
  matter: (id: number, backend: Backend) => [MATTER_DETAIL_PATH, { id, backend }] as const,
};

/** One page of a list. */
export function queryWorkflowList<L extends WorkflowList>(
  list: L,
  query: WorkflowListTypes[L]['query'],
  backend: Backend = 'admin',
): Promise<Page<WorkflowListTypes[L]['row']>> {
  return api.post<Page<WorkflowListTypes[L]['row']>>(WORKFLOW_LISTS[list], query, { backend });
}

/** GET workflow/counts: the caller's waiting, overdue, approval and unread-copy totals. */
export function getWorkflowCounts(backend: Backend = 'admin'): Promise<WorkflowCounts> {
  return api.get<WorkflowCounts>(COUNTS_PATH, undefined, { backend });
}

/** GET matter/detail?id=: the matter, its approvals, its contract and whether the caller may decide it now. */
export function getMatter(id: number, backend: Backend = 'admin'): Promise<MatterDetail> {
  return api.get<MatterDetail>(MATTER_DETAIL_PATH, { id }, { backend });
}

async function afterCopyRead(): Promise<void> {
  await Promise.all(['carboncopy/', 'workflow/'].map(revalidatePrefix));
}

/** POST carboncopy/read: marks these received copies read; answers how many were marked. */
export async function readCopies(ids: readonly number[], backend: Backend = 'admin'): Promise<number> {
  const n = await api.post<number>('carboncopy/read', { ids: [...ids] }, { backend });
  await afterCopyRead();
  return n;
}

/** POST carboncopy/readAll: marks every received copy read. */
export async function readAllCopies(backend: Backend = 'admin'): Promise<number> {
  const n = await api.post<number>('carboncopy/readAll', undefined, { backend });
  await afterCopyRead();
  return n;
}

/** POST sys_files/uploadFile: one attachment of a decision (its fileId goes with the decision). */
export function uploadAttachment(file: File, backend: Backend = 'admin'): Promise<FileMeta> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<FileMeta>('sys_files/uploadFile', form, { backend });
}
