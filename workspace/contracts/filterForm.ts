/**
 * The values of a contract list's filter form (ContractFilters.tsx) and the list's filters, both ways:
 * the amount in yuan, the signing dates as a range, a unit or region by its tree key (the id as text).
 */
import type { UnitNode } from '../../src/domain/system';
import type { ListFilters } from './listQuery';

/** The filter form's values. */
export interface FilterFormValues {
  keyword?: string;
  category?: string[];
  status?: string[];
  amountMin?: number;
  amountMax?: number;
  signDate?: string[];
  riskCode?: string[];
  unitId?: string;
  areaId?: string;
}

/** A node of a unit or region picker's tree. */
export interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}

/** A unit tree as a picker's tree, keyed by id. */
export const toTree = (nodes: readonly UnitNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: String(n.id), title: n.unitName, children: toTree(n.children) }));

/** A list's filters as the form's values. */
export const toForm = (f: ListFilters): FilterFormValues => ({
  keyword: f.keyword,
  category: f.category,
  status: f.status,
  amountMin: f.amountMin,
  amountMax: f.amountMax,
  signDate: f.signFrom && f.signTo ? [f.signFrom, f.signTo] : undefined,
  riskCode: f.riskCode,
  unitId: f.unitId === undefined ? undefined : String(f.unitId),
  areaId: f.areaId === undefined ? undefined : String(f.areaId),
});

/** The form's values as a list's filters (a blank keyword is none). */
export const fromForm = (v: FilterFormValues): ListFilters => ({
  keyword: v.keyword?.trim() || undefined,
  category: v.category as ListFilters['category'],
  status: v.status as ListFilters['status'],
  amountMin: v.amountMin ?? undefined,
  amountMax: v.amountMax ?? undefined,
  signFrom: v.signDate?.[0],
  signTo: v.signDate?.[1],
  riskCode: v.riskCode as ListFilters['riskCode'],
  unitId: v.unitId ? Number(v.unitId) : undefined,
  areaId: v.areaId ? Number(v.areaId) : undefined,
});
