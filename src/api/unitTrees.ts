/**
 * The unit trees the contract lists filter by (docs/api/units.md): the caller's data-scope tree
 * (GET admin_sys_unit/getDHTreeList: the whole organisation for administrators, the bureau's area for
 * bureau staff, the current unit's own subtree otherwise) and the tree of areas (GET sys_unit/getAreaTree).
 * GET reads: the SWR key is the path and the app's fetcher sends it.
 */
import type { UnitNode } from '../domain/system';
import { api } from './client';

export const unitTreeKeys = {
  dataScope: 'admin_sys_unit/getDHTreeList',
  areas: 'sys_unit/getAreaTree',
} as const;

export const getDataScopeTree = (): Promise<UnitNode[]> => api.get<UnitNode[]>(unitTreeKeys.dataScope);
export const getAreaTree = (): Promise<UnitNode[]> => api.get<UnitNode[]>(unitTreeKeys.areas);
