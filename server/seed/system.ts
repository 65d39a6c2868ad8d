/**
 * The system data every installation needs, demo or not: the menu tree, the standard roles with
 * their permissions and menus, and the operation manual.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { seedOperationManual } from './manual';
import { insertMenus, type SeededMenu } from './menus';
import { insertRoles, type RoleCode } from './roles';

export interface SystemSeed {
  roleIds: Record<RoleCode, number>;
  menus: SeededMenu[];
  manualFileId: number;
}

export async function seedSystem(db: Db, config: ServerConfig): Promise<SystemSeed> {
  const menus = await insertMenus(db);
  const roleIds = await insertRoles(db, menus);
  const manualFileId = await seedOperationManual(db, config);
  return { roleIds, menus, manualFileId };
}
