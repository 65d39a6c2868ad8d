/**
 * Unit management and the pickers' calls (docs/api/units.md, docs/api/screens.md "Region geometry",
 * docs/api/users.md "queryPage", docs/api/files.md): the unit trees, add/edit/delete, an area's
 * child-region GeoJSON, the user search, and the file calls of the file-test page.
 * GET reads are SWR keys (the path, with params where there are some); writes revalidate the trees.
 */
import type { Page } from '../domain/envelope';
import type { RegionChildren, RegionGeometry } from '../domain/region-geometry';
import type { ComUserInfo, FileMeta, Unit, UnitEdit, UnitInput, UnitNode, UnitType } from '../domain/system';
import { api } from './client';
import { revalidatePrefix } from './swr';

/** The trees of the getTreeList family; `all` is getTreeList itself (unit.query). */
export const UNIT_TREES = {
  all: 'admin_sys_unit/getTreeList',
  PT: 'admin_sys_unit/getPTTreeList',
  DS: 'admin_sys_unit/getDSTreeList',
  SS: 'admin_sys_unit/getSSTreeList',
  DH: 'admin_sys_unit/getDHTreeList',
} as const;
export type UnitTreeKind = keyof typeof UNIT_TREES;
export const UNIT_TREE_KINDS = Object.keys(UNIT_TREES) as UnitTreeKind[];

export const unitsAdminKeys = {
  tree: (kind: UnitTreeKind, types?: readonly UnitType[]) =>
    types?.length ? ([UNIT_TREES[kind], { type: types.join(',') }] as const) : UNIT_TREES[kind],
  regionChildren: (areaId: number) => ['region/children', { areaId }] as const,
  files: (ids: readonly number[]) => ['sys_files/getListByIds', { ids: ids.join(',') }] as const,
};

export const getUnitTree = (kind: UnitTreeKind, types?: readonly UnitType[]) =>
  api.get<UnitNode[]>(UNIT_TREES[kind], types?.length ? { type: types.join(',') } : undefined);

const afterWrite = async <T>(result: T): Promise<T> => {
  await Promise.all([revalidatePrefix('admin_sys_unit/'), revalidatePrefix('sys_unit/'), revalidatePrefix('region/')]);
  return result;
};

export const addUnit = async (input: UnitInput) => afterWrite(await api.post<Unit>('admin_sys_unit/add', input));
export const editUnit = async (input: UnitEdit) => afterWrite(await api.put<Unit>('admin_sys_unit/edit', input));
export const deleteUnit = async (id: number) => afterWrite(await api.del<null>('admin_sys_unit/del', { id }));

/** GET region/children: whether the area holds child-region geometry, and its child areas. */
export const getRegionChildren = (areaId: number) => api.get<RegionChildren>('region/children', { areaId });

/** POST region/geometry/upload (unit.edit): the area's child-region GeoJSON, checked by the server. */
export async function uploadRegionGeometry(areaId: number, approvalNo: string, file: File): Promise<RegionGeometry> {
  const form = new FormData();
  form.append('areaId', String(areaId));
  form.append('approvalNo', approvalNo);
  form.append('file', file);
  return afterWrite(await api.post<RegionGeometry>('region/geometry/upload', form));
}

/** The user picker's search (POST sys_user/queryPage), limited to the caller's data scope. */
export interface UserSearch {
  keyword?: string;
  unitId?: number;
  includeChildren?: boolean;
  current?: number;
  size?: number;
}
export const searchUsers = (q: UserSearch) => api.post<Page<ComUserInfo>>('sys_user/queryPage', q);

/** Files (docs/api/files.md): upload, the metadata of given ids, soft delete. */
export function uploadFile(file: File): Promise<FileMeta> {
  const form = new FormData();
  form.append('file', file);
  return api.post<FileMeta>('sys_files/uploadFile', form);
}
export const getFilesByIds = (ids: readonly number[]) => api.get<FileMeta[]>('sys_files/getListByIds', { ids: ids.join(',') });
export const deleteFile = (fileId: number) => api.put<FileMeta>('sys_files/delFile', undefined, { params: { fileId, isDel: true } });
