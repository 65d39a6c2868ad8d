/**
 * The last-administrator rule: the organisation always keeps at least one enabled account holding the
 * system administrator role (role code `admin`, every permission). Deleting, disabling or taking that
 * role from the last such account is refused, whoever asks (an account with another role of scope
 * 'all' could otherwise lock everybody out of the system pages).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { refused } from '../../http/errors';

export const ADMIN_ROLE_CODE = 'admin';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Is this user an enabled holder of the administrator role? */
async function isEnabledAdministrator(tx: Tx | Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, userId), eq(users.enabled, true), eq(roles.code, ADMIN_ROLE_CODE)))
    .limit(1);
  return !!row;
}

/** Enabled administrators other than this user. */
async function otherAdministrators(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(ne(users.id, userId), eq(users.enabled, true), eq(roles.code, ADMIN_ROLE_CODE)));
  return Number(row?.n ?? 0);
}

/**
 * Refuses (500 lastAdministrator) when the user is the last enabled administrator: call it before
 * deleting or disabling the user, or replacing its roles with a list without the administrator role.
 */
export async function keepOneAdministrator(tx: Tx | Db, userId: number): Promise<void> {
  if ((await isEnabledAdministrator(tx, userId)) && (await otherAdministrators(tx, userId)) === 0) {
    throw refused('lastAdministrator');
  }
}

/** The id of the administrator role, when it exists. */
export async function administratorRoleId(tx: Tx | Db): Promise<number | undefined> {
  const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE)).limit(1);
  return row?.id;
}
