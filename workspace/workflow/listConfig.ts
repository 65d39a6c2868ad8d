/**
 * The six workflow lists (docs/api/workflow.md): which call each reads, whether it waits on the
 * caller, the row kind (to-do, approval, copy), its sortable columns and the counts its title shows;
 * and the pure conversion of the page's filters, paging and sort into the list's query.
 */
import type { AnyWorkflowQuery, WorkflowList } from '../../src/api/workflow';
import { MATTER_KINDS, type MatterKind } from '../../src/domain/matter';
import type { WorkflowCounts } from '../../src/domain/workflow-api';
import type { MessageKey } from '../../src/i18n';

export type RowKind = 'backlog' | 'approval' | 'copy';

export interface WorkflowListConfig {
  list: WorkflowList;
  rowKind: RowKind;
  /** The rows still wait on the caller (a row opens its handle page; overdue can be filtered). */
  waiting: boolean;
  /** The column whose sort is the list's default (shown as sorted, newest first). */
  defaultSort: string;
  /** The matter kinds the kind filter offers (none: no kind filter). */
  kinds: readonly MatterKind[];
  /** The counts shown beside the title. */
  counts: readonly { key: keyof WorkflowCounts; label: MessageKey; color: string }[];
}

const BACKLOG_KINDS = MATTER_KINDS.filter((k) => k !== 'approval');
const BACKLOG_COUNTS = [
  { key: 'backlogWaiting', label: 'workflow.count.waiting', color: 'arcoblue' },
  { key: 'backlogOverdue', label: 'workflow.count.overdue', color: 'red' },
] as const;
const APPROVAL_COUNTS = [{ key: 'approvalWaiting', label: 'workflow.count.approval', color: 'arcoblue' }] as const;
const COPY_COUNTS = [{ key: 'carbonCopyUnread', label: 'workflow.count.unread', color: 'orange' }] as const;

export const WORKFLOW_LIST_CONFIGS: Record<WorkflowList, WorkflowListConfig> = {
  backlogWaiting: { list: 'backlogWaiting', rowKind: 'backlog', waiting: true, defaultSort: 'createdAt', kinds: BACKLOG_KINDS, counts: BACKLOG_COUNTS },
  backlogDone: {
    list: 'backlogDone',
    rowKind: 'backlog',
    waiting: false,
    defaultSort: 'handledAt',
    kinds: BACKLOG_KINDS,
    counts: BACKLOG_COUNTS,
  },
  approvalWaiting: { list: 'approvalWaiting', rowKind: 'approval', waiting: true, defaultSort: 'createdAt', kinds: [], counts: APPROVAL_COUNTS },
  approvalDone: {
    list: 'approvalDone',
    rowKind: 'approval',
    waiting: false,
    defaultSort: 'decidedAt',
    kinds: [],
    counts: APPROVAL_COUNTS,
  },
  copiesReceived: {
    list: 'copiesReceived',
    rowKind: 'copy',
    waiting: false,
    defaultSort: 'copiedAt',
    kinds: MATTER_KINDS,
    counts: COPY_COUNTS,
  },
  copiesSent: { list: 'copiesSent', rowKind: 'copy', waiting: false, defaultSort: 'copiedAt', kinds: MATTER_KINDS, counts: [] },
};

/** The filters of the form (dates YYYY-MM-DD). */
export interface WorkflowFilters {
  keyword?: string;
  kind?: MatterKind[];
  overdue?: boolean;
  created?: [string, string];
  deadline?: [string, string];
  /** Copy lists: read or unread only. */
  read?: 'read' | 'unread';
}

export interface ListState {
  filters: WorkflowFilters;
  current: number;
  size: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const initialState = (): ListState => ({ filters: {}, current: 1, size: 10 });

/** The body of the list call: only the filters given; overdue only where rows can be overdue; read only on copies. */
export function toQuery(state: ListState, config: WorkflowListConfig): AnyWorkflowQuery {
  const f = state.filters;
  const q: Record<string, unknown> = { current: state.current, size: state.size };
  if (state.sortField && state.sortOrder) {
    q.sortField = state.sortField;
    q.sortOrder = state.sortOrder;
  }
  const keyword = f.keyword?.trim();
  if (keyword) q.keyword = keyword.slice(0, 64);
  if (f.kind?.length && config.kinds.length) q.kind = f.kind;
  if (f.overdue && canFilterOverdue(config)) q.overdue = true;
  if (f.created) [q.createdFrom, q.createdTo] = f.created;
  if (f.deadline) [q.deadlineFrom, q.deadlineTo] = f.deadline;
  if (config.rowKind === 'copy' && f.read) q.read = f.read === 'read';
  return q as AnyWorkflowQuery;
}

/** Done rows are never overdue: the filter is offered on waiting lists and copies. */
export const canFilterOverdue = (config: WorkflowListConfig): boolean => config.waiting || config.rowKind === 'copy';

export function hasFilters(f: WorkflowFilters): boolean {
  return !!(f.keyword?.trim() || f.kind?.length || f.overdue || f.created || f.deadline || f.read);
}
