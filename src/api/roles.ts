/** Role management calls (docs/api/roles.md) over the one client, with their SWR keys. */
import type { Page } from '../domain/envelope';
import type { RoleDetail, RoleEdit, RoleInput, RolePageQuery, RoleRow } from '../domain/role';
import type { MenuNode } from '../domain/system';
import { api } from './client';

const BASE = 'admin_sys_role/';

export const roleKeys = {
  /** Every role read starts with this path. */
  prefix: BASE,
  page: (q: RolePageQuery) => [`${BASE}queryPage`, { current: q.current, size: q.size, keyword: q.keyword }] as const,
  detail: (id: number) => [`${BASE}detail`, { id }] as const,
  /** GET: the SWR key is the path. */
  menuTree: `${BASE}menuTree`,
} as const;

/** GET admin_sys_role/menuTree: the menu tree a role's menu access is chosen from (role.get). */
export const getRoleMenuTree = (): Promise<MenuNode[]> => api.get<MenuNode[]>(roleKeys.menuTree);

/** POST admin_sys_role/queryPage: a page of roles. */
export const queryRolePage = (q: RolePageQuery): Promise<Page<RoleRow>> => api.post<Page<RoleRow>>(`${BASE}queryPage`, q);

/** GET admin_sys_role/detail?id=: the role with its permission matrix and menu ids. */
export const getRoleDetail = (id: number): Promise<RoleDetail> => api.get<RoleDetail>(`${BASE}detail`, { id });

/** POST admin_sys_role/add. */
export const addRole = (input: RoleInput): Promise<RoleDetail> => api.post<RoleDetail>(`${BASE}add`, input);

/** PUT admin_sys_role/edit: a patch. */
export const editRole = (patch: RoleEdit): Promise<RoleDetail> => api.put<RoleDetail>(`${BASE}edit`, patch);

/** DELETE admin_sys_role/del?id=. */
export const deleteRole = (id: number): Promise<null> => api.del<null>(`${BASE}del`, { id });
