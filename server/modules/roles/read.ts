/** The role reads (docs/api/roles.md; the definitions head routes.ts): a page of roles and one role's detail. */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import { ADMIN_ROLE_CODE, type RoleDataScope, type RoleDetail, type RolePermission, type RoleRow } from '../../../src/domain/role';
import type { Db } from '../../db/client';
import { roleMenus, rolePermissions, roles, userRoles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern } from '../users/list';

/** A role row as stored. */
export type RoleTableRow = typeof roles.$inferSelect;

async function userCounts(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

const toRow = (r: RoleTableRow, userCount: number): RoleRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  description: r.description,
  dataScope: r.dataScope as RoleDataScope,
  userCount,
  builtIn: r.code === ADMIN_ROLE_CODE,
  createdAt: r.createdAt.toISOString(),
});

/** The role with this id, if any. */
export async function findRole(db: Db, id: number): Promise<RoleTableRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

/** The role's permission matrix, by permission id. */
export async function permissionsOf(db: Db, roleId: number): Promise<RolePermission[]> {
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  return rows.map((r) => ({ permissionId: r.permissionId, actionList: r.actionList }) as RolePermission);
}

/** The role with its permission matrix and menu ids. */
export async function roleDetail(db: Db, id: number): Promise<RoleDetail> {
  const role = await findRole(db, id);
  if (!role) throw notFound('role');
  const counts = await userCounts(db, [id]);
  const permissions = await permissionsOf(db, id);
  const menuRows = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, id)).orderBy(asc(roleMenus.menuId));
  return { ...toRow(role, counts.get(id) ?? 0), permissions, menuIds: menuRows.map((m) => m.menuId) };
}

/** A page of roles (keyword on name or code), each with how many users hold it. */
export async function rolePage(db: Db, q: { current: number; size: number; keyword?: string | undefined }): Promise<Page<RoleRow>> {
  const conds: SQL[] = [];
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    const match = or(ilike(roles.name, p), ilike(roles.code, p));
    if (match) conds.push(match);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(roles).where(where);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(asc(roles.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  const counts = await userCounts(
    db,
    rows.map((r) => r.id),
  );
  return { records: rows.map((r) => toRow(r, counts.get(r.id) ?? 0)), current: q.current, size: q.size, total: Number(totalRow?.n ?? 0) };
}
