/** Menu calls of spec section 7 (Menu) that the shell reads: the signed-in user's side menu. */
import type { MenuNode } from '../domain/system';
import { api } from './client';

/** GET admin_sys_menu/getUserMenuList: the caller's side menu as a tree. */
export function getUserMenuList(): Promise<MenuNode[]> {
  return api.get<MenuNode[]>('admin_sys_menu/getUserMenuList');
}

export const menuKeys = {
  userMenu: 'admin_sys_menu/getUserMenuList',
} as const;
