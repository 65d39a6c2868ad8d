/**
 * The side menu's nodes (spec section 7, sys_menu): a folder holds pages and links. No zod here: the
 * workspace's frame reads the menu while it starts; its schemas are in system.ts.
 */
export const MENU_TYPES = { folder: 0, page: 1, link: 2 } as const;
export interface MenuNode {
  id: number;
  pid: number | null;
  title: string;
  icon: string;
  path: string;
  type: number;
  isNewTab: boolean;
  sort: number;
  permissionId: string | null;
  children: MenuNode[];
}
