/**
 * 三员分立 on the server (src/domain/admin-duties.ts): no grant may give one role, or one person
 * through all their roles, two of the administrator duties (system, security, audit). Checked when a
 * role's permissions change (for the role and for every holder) and when a user's roles are set
 * (add, edit, import). The built-in development role (`admin`) is the documented exception.
 */
import { eq, inArray } from 'drizzle-orm';
import { mixesDuties } from '../../src/domain/admin-duties';
import { mergePermissions, type PermissionEntry } from '../../src/domain/permissions';
import { ADMIN_ROLE_CODE } from '../../src/domain/role';
import type { Db } from '../db/client';
import { rolePermissions, roles, userRoles, users } from '../db/schema';
import { refused } from '../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const mixed = (who: string) => refused('dutiesMixed', { who });

/** A role's own permissions may hold one duty at most (the built-in development role excepted). */
export function checkRoleDuties(role: { code: string; name: string }, permissions: readonly PermissionEntry[]): void {
  if (role.code !== ADMIN_ROLE_CODE && mixesDuties(permissions)) throw mixed(role.name);
}

async function grantsOf(db: Reader, roleIds: readonly number[]) {
  if (!roleIds.length) return { codes: [] as string[], entries: [] as PermissionEntry[] };
  const roleRows = await db.select({ id: roles.id, code: roles.code }).from(roles).where(inArray(roles.id, [...roleIds]));
  const entries = await db
    .select({ permissionId: rolePermissions.permissionId, actionList: rolePermissions.actionList })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, [...roleIds]));
  return { codes: roleRows.map((r) => r.code), entries: entries as PermissionEntry[] };
}

/** The roles a user is being given hold one duty at most, together. */
export async function checkUserDuties(db: Reader, username: string, roleIds: readonly number[]): Promise<void> {
  const { codes, entries } = await grantsOf(db, roleIds);
  if (codes.includes(ADMIN_ROLE_CODE)) return;
  if (mixesDuties(mergePermissions(entries))) throw mixed(username);
}

/**
 * A role's new permissions keep every holder at one duty: each holder's other roles' grants merged
 * with the role's new ones.
 */
export async function checkHolderDuties(db: Reader, roleId: number, permissions: readonly PermissionEntry[]): Promise<void> {
  const holders = await db
    .select({ userId: userRoles.userId, username: users.username })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, roleId));
  if (!holders.length) return;
  const others = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(inArray(
      userRoles.userId,
      holders.map((h) => h.userId),
    ));
  for (const holder of holders) {
    const otherRoles = others.filter((o) => o.userId === holder.userId && o.roleId !== roleId).map((o) => o.roleId);
    if (!otherRoles.length) continue;
    const { codes, entries } = await grantsOf(db, otherRoles);
    if (codes.includes(ADMIN_ROLE_CODE)) continue;
    if (mixesDuties(mergePermissions([...entries, ...permissions]))) throw mixed(holder.username);
  }
}
