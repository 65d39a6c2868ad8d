/**
 * The filters and the order of the workflow lists (docs/api/workflow.md, "Query"). Every filter is
 * about the matter behind the row and its contract (joined as `contracts`, left join).
 */
import { and, gte, ilike, inArray, isNotNull, lt, lte, or, type SQL, } from 'drizzle-orm';
import type { BacklogQuery } from '../../../src/domain/workflow-api';
import { contracts, matters } from '../../db/schema';
import { containsPattern } from '../users/list';
import { pastDeadline } from './mine';

/** The filter fields every list query shares. */
export type WorkflowFilters = Omit<BacklogQuery, 'sortField'>;

/** Day bounds in China Standard Time: [from 00:00, the day after `to` 00:00). */
const dayStart = (d: string): Date => new Date(`${d}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/**
 * The conditions of the filters. `waiting` says when a row still waits for its party (a pending
 * matter; for approvals also a pending decision): only such rows can be overdue.
 */
export function filterConditions(q: WorkflowFilters, waiting: SQL, day: string): SQL[] {
  const conds: SQL[] = [];
  const push = (c: SQL | undefined) => {
    if (c) conds.push(c);
  };
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    push(or(ilike(matters.title, p), ilike(contracts.name, p), ilike(contracts.code, p)));
  }
  if (q.kind) push(inArray(matters.kind, q.kind));
  if (q.contractCode) push(ilike(contracts.code, containsPattern(q.contractCode)));
  if (q.createdFrom) push(gte(matters.createdAt, dayStart(q.createdFrom)));
  if (q.createdTo) push(lt(matters.createdAt, new Date(dayStart(q.createdTo).getTime() + DAY_MS)));
  if (q.deadlineFrom) push(gte(matters.deadline, q.deadlineFrom));
  if (q.deadlineTo) push(lte(matters.deadline, q.deadlineTo));
  if (q.overdue === true) push(and(waiting, isNotNull(matters.deadline), pastDeadline(day)));
  return conds;
}

