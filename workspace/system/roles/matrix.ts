/**
 * The permission matrix as the role form edits it: for each permission id, the set of actions granted.
 * Pure helpers: to and from the API's entries, and the row/column select-all toggles.
 */
import { ACTIONS, type Action, PERMISSION_IDS, type PermissionId } from '../../../src/domain/permissions';
import type { RolePermission } from '../../../src/domain/role';

export type Matrix = Readonly<Partial<Record<PermissionId, readonly Action[]>>>;

export function toMatrix(entries: readonly RolePermission[]): Matrix {
  const m: Partial<Record<PermissionId, Action[]>> = {};
  for (const e of entries) m[e.permissionId] = ACTIONS.filter((a) => e.actionList.includes(a));
  return m;
}

/** The entries to send: permission ids in their standard order, each with at least one action. */
export function fromMatrix(m: Matrix): RolePermission[] {
  return PERMISSION_IDS.flatMap((id) => {
    const actions = m[id] ?? [];
    return actions.length ? [{ permissionId: id, actionList: ACTIONS.filter((a) => actions.includes(a)) }] : [];
  });
}

export const isGranted = (m: Matrix, id: PermissionId, a: Action): boolean => (m[id] ?? []).includes(a);

export function toggleCell(m: Matrix, id: PermissionId, a: Action, on: boolean): Matrix {
  const current = m[id] ?? [];
  return { ...m, [id]: on ? ACTIONS.filter((x) => x === a || current.includes(x)) : current.filter((x) => x !== a) };
}

export function toggleRow(m: Matrix, id: PermissionId, on: boolean): Matrix {
  return { ...m, [id]: on ? [...ACTIONS] : [] };
}

export function toggleColumn(m: Matrix, a: Action, on: boolean): Matrix {
  let next = m;
  for (const id of PERMISSION_IDS) next = toggleCell(next, id, a, on);
  return next;
}

/** 'all' | 'some' | 'none' of a row or column, for the select-all checkboxes. */
export type Fill = 'all' | 'some' | 'none';
const fill = (n: number, total: number): Fill => (n === 0 ? 'none' : n === total ? 'all' : 'some');
export const rowFill = (m: Matrix, id: PermissionId): Fill => fill((m[id] ?? []).length, ACTIONS.length);
export const columnFill = (m: Matrix, a: Action): Fill =>
  fill(PERMISSION_IDS.filter((id) => isGranted(m, id, a)).length, PERMISSION_IDS.length);
export const grantedCount = (m: Matrix): number => PERMISSION_IDS.reduce((n, id) => n + (m[id] ?? []).length, 0);
