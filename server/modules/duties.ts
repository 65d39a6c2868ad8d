/**
 * 三员分立 on the server (src/domain/admin-duties.ts): no grant may give one role, or one person
 * through all their roles, two of the administrator duties (system, security, audit). Checked when a
 * role's permissions change (for the role and for every holder) and when a user's roles are set
 * (add, edit, import). The built-in development role (`admin`) is the documented exception.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { dutiesOf, mixesDuties } from '../../src/domain/admin-duties';
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

/** The roles a user is being given hold one duty at most, together. */
export async function checkUserDuties(db: Reader, username: string, roleIds: readonly number[]): Promise<void> {
  const { codes, entries } = await grantsByRole(db, roleIds);
  if ([...codes.values()].includes(ADMIN_ROLE_CODE)) return;
  if (mixesDuties(mergePermissions([...entries.values()].flat()))) throw mixed(username);
}

/**
 * A role's new permissions keep every holder at one duty: each holder's other roles' grants merged
 * with the role's new ones. A role that carries no duty cannot give anyone a second one, so the
 * common edit (a business role held by thousands) reads nothing; otherwise the holders' other roles
 * are read in one query each, not per holder.
 */
export async function checkHolderDuties(db: Reader, roleId: number, permissions: readonly PermissionEntry[]): Promise<void> {
  if (!dutiesOf(permissions).length) return;
  const holders = await db
    .select({ userId: userRoles.userId, username: users.username })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, roleId));
  if (!holders.length) return;
  const others = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(inArray(
      userRoles.userId,
      holders.map((h) => h.userId),
    ), ne(userRoles.roleId, roleId)));
  const { codes, entries } = await grantsByRole(db, [...new Set(others.map((o) => o.roleId))]);
  for (const holder of holders) {
    const otherRoles = others.filter((o) => o.userId === holder.userId).map((o) => o.roleId);
    if (!otherRoles.length || otherRoles.some((id) => codes.get(id) === ADMIN_ROLE_CODE)) continue;
    if (mixesDuties(mergePermissions([...otherRoles.flatMap((id) => entries.get(id) ?? []), ...permissions]))) throw mixed(holder.username);
  }
}

/** Each role's code and permission entries. */
async function grantsByRole(db: Reader, roleIds: readonly number[]) {
  const codes = new Map<number, string>();
  const entries = new Map<number, PermissionEntry[]>();
  if (!roleIds.length) return { codes, entries };
  for (const r of await db.select({ id: roles.id, code: roles.code }).from(roles).where(inArray(roles.id, [...roleIds]))) codes.set(r.id, r.code);
  const rows = await db
    .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId, actionList: rolePermissions.actionList })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, [...roleIds]));
  for (const { roleId, ...e } of rows) entries.set(roleId, [...(entries.get(roleId) ?? []), e as PermissionEntry]);
  return { codes, entries };
}
