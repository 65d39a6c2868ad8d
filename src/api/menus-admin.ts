/** Menu management calls (docs/api/menus.md): the whole tree and its writes, with their SWR keys. */
import type { MenuInput, MenuNode, MenuPatch } from '../domain/system';
import { api } from './client';

export const menuAdminKeys = {
  tree: 'admin_sys_menu/getTreeList',
} as const;

/** GET admin_sys_menu/getTreeList: every entry as a tree. */
export const getMenuTree = (): Promise<MenuNode[]> => api.get<MenuNode[]>(menuAdminKeys.tree);

/** POST admin_sys_menu/add. */
export const addMenu = (input: Partial<MenuInput> & Pick<MenuInput, 'title' | 'type'>): Promise<MenuNode> =>
  api.post<MenuNode>('admin_sys_menu/add', input);

/** PUT admin_sys_menu/edit: a patch. */
export const editMenu = (patch: MenuPatch): Promise<MenuNode> => api.put<MenuNode>('admin_sys_menu/edit', patch);

/** DELETE admin_sys_menu/del?id=. */
export const deleteMenu = (id: number): Promise<null> => api.del<null>('admin_sys_menu/del', { id });
