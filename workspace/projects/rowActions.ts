/**
 * The actions a list row offers, from its status and contract count: the detail's rule without the
 * archive check (whether every contract is closed is only known to the detail, where archive lives).
 * Shown only to holders of project.edit; the server checks scope and status again.
 */
import type { ProjectAction, ProjectRow } from '../../src/domain/project-api';

export function rowActions(row: Pick<ProjectRow, 'status' | 'contractCount'>): ProjectAction[] {
  if (row.status === 'draft') return row.contractCount === 0 ? ['edit', 'submit', 'delDraft'] : ['edit', 'submit'];
  if (row.status === 'underway') return ['edit'];
  return [];
}
