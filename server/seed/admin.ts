/** SEED_DEMO=0: the system data (menus, roles, manual) and one administrator, `admin`. */
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';
import { hashPassword } from '../security/password';
import { seedSystem } from './system';

export const INITIAL_ADMIN = { username: 'admin', realName: '系统管理员' } as const;

export async function seedInitialAdmin(db: Db, config: ServerConfig, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { roleIds } = await seedSystem(tx, config);
    const [admin] = await tx
      .insert(users)
      .values({ username: INITIAL_ADMIN.username, realName: INITIAL_ADMIN.realName, passwordHash, userType: 'staff' })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: admin!.id, roleId: roleIds.admin });
  });
}
