/**
 * The system data every installation needs, demo or not: the menu tree, the standard roles with
 * their permissions and menus, the operation manual, and the default screens (product
 * configuration: version 1 of each screen route's layout).
 */
import { insertNoticeDays } from './calendar';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { seedOperationManual } from './manual';
import { insertMenus, type SeededMenu } from './menus';
import { insertDefaultScreens } from '../modules/screens/store';
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
  await insertDefaultScreens(db);
  await insertNoticeDays(db);
  return { roleIds, menus, manualFileId };
}
