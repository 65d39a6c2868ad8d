/**
 * Role management (issue 7, role-manage). Shapes: docs/api/roles.md, schemas: src/domain/role.ts.
 *   POST   admin_sys_role/queryPage   role.query   a page of roles (keyword on name or code)
 *   GET    admin_sys_role/detail?id=  role.get     the role with its permission matrix and menu ids
 *   GET    admin_sys_role/menuTree    role.get     the menu tree to choose a role's menu access from
 *   POST   admin_sys_role/add         role.add     roleInputSchema -> the new role's detail
 *   PUT    admin_sys_role/edit        role.edit    roleEditSchema (a patch) -> the detail after the edit
 *   DELETE admin_sys_role/del?id=     role.delete  -> null
 * Permissions are read from the database on every call (server/http/auth.ts caches nothing), so a
 * change here applies to the holders' very next call. Refusals: a role users still hold is not
 * deleted; the administrator role is never deleted and never loses role management; a caller
 * grants no action it does not hold itself, and only a caller with the 'all' scope grants 'all'.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Page } from '../../src/domain/envelope';
import { hasPermission } from '../../src/domain/permissions';
import {
  ADMIN_ROLE_ACTIONS,
  ADMIN_ROLE_CODE,
  type RoleDataScope,
  type RoleDetail,
  type RoleEdit,
  type RoleInput,
  type RolePermission,
  type RoleRow,
  roleEditSchema,
  roleInputSchema,
  rolePageQuerySchema,
} from '../../src/domain/role';
import { idQuerySchema } from '../../src/domain/system';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import { menus, roleMenus, rolePermissions, roles, userRoles } from '../db/schema';
import { type AuthContext, caller } from '../http/auth';
import { duplicate, invalidField, notFound, refused } from '../http/errors';
import { ok } from '../http/reply';
import { containsPattern } from './users/list';
import { byBodyId, byQueryId, resultId } from './audit/changes';
import { checkHolderDuties, checkRoleDuties } from './duties';
import { allEntries, menuTree } from './menus/tree';

type RoleTableRow = typeof roles.$inferSelect;

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

async function findRole(db: Db, id: number): Promise<RoleTableRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

async function permissionsOf(db: Db, roleId: number): Promise<RolePermission[]> {
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  return rows.map((r) => ({ permissionId: r.permissionId, actionList: r.actionList }) as RolePermission);
}

async function roleDetail(db: Db, id: number): Promise<RoleDetail> {
  const role = await findRole(db, id);
  if (!role) throw notFound('role');
  const counts = await userCounts(db, [id]);
  const permissions = await permissionsOf(db, id);
  const menuRows = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, id)).orderBy(asc(roleMenus.menuId));
  return { ...toRow(role, counts.get(id) ?? 0), permissions, menuIds: menuRows.map((m) => m.menuId) };
}

async function rolePage(db: Db, q: { current: number; size: number; keyword?: string | undefined }): Promise<Page<RoleRow>> {
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

// ---------------------------------------------------------------- rules

/** Each permission id once, with its actions merged; entries without actions are dropped. */
function normalise(list: readonly RolePermission[]): RolePermission[] {
  const byId = new Map<string, Set<string>>();
  for (const e of list) {
    const set = byId.get(e.permissionId) ?? new Set<string>();
    for (const a of e.actionList) set.add(a);
    byId.set(e.permissionId, set);
  }
  return [...byId]
    .filter(([, set]) => set.size > 0)
    .map(([permissionId, set]) => ({ permissionId, actionList: [...set].sort() }) as RolePermission);
}

/** Every menu id names an entry (else an input error). */
async function checkMenuIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, unique));
  if (found.length !== unique.length) throw invalidField('body.menuIds', 'no such menu entry');
  return unique;
}

/**
 * A scoped caller grants nothing beyond its own: no action it does not hold (unless the role had it
 * already); the 'all' scope only a caller whose own scope is 'all'.
 */
function checkWithinOwn(ctx: AuthContext, permissions: readonly RolePermission[], before: readonly RolePermission[], scope?: RoleDataScope): void {
  if (scope === 'all' && ctx.dataScope !== 'all') throw refused('roleBeyondOwn');
  // A role manager over the whole organisation (the security administrator, 三员分立) defines every
  // role, including permissions it does not hold itself; the duty rule (duties.ts) still applies.
  if (ctx.dataScope === 'all') return;
  for (const e of permissions) {
    const had = before.find((b) => b.permissionId === e.permissionId)?.actionList ?? [];
    for (const a of e.actionList) {
      if (!had.includes(a) && !hasPermission(ctx.permissions, `${e.permissionId}.${a}`)) throw refused('roleBeyondOwn');
    }
  }
}

/** The administrator role keeps every role-management action. */
function checkAdminKeepsRole(role: RoleTableRow, permissions: readonly RolePermission[]): void {
  if (role.code !== ADMIN_ROLE_CODE) return;
  const kept = permissions.find((e) => e.permissionId === 'role')?.actionList ?? [];
  if (!ADMIN_ROLE_ACTIONS.every((a) => kept.includes(a))) throw refused('roleAdminLocked');
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function replaceGrants(tx: Tx, roleId: number, permissions?: RolePermission[], menuIds?: number[]): Promise<void> {
  if (permissions) {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (permissions.length) {
      await tx.insert(rolePermissions).values(permissions.map((e) => ({ roleId, permissionId: e.permissionId, actionList: [...e.actionList] })));
    }
  }
  if (menuIds) {
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  }
}

async function codeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return !!row;
}

// ---------------------------------------------------------------- writes

async function addRole(db: Db, ctx: AuthContext, input: RoleInput): Promise<RoleDetail> {
  const permissions = normalise(input.permissions);
  checkRoleDuties(input, permissions);
  checkWithinOwn(ctx, permissions, [], input.dataScope);
  const menuIds = await checkMenuIds(db, input.menuIds);
  if (await codeTaken(db, input.code)) throw duplicate('role');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(roles)
      .values({ code: input.code, name: input.name, description: input.description, dataScope: input.dataScope })
      .returning({ id: roles.id });
    if (!created) throw new Error('role insert returned nothing');
    await replaceGrants(tx, created.id, permissions, menuIds);
    return created.id;
  });
  return roleDetail(db, id);
}

async function editRole(db: Db, ctx: AuthContext, patch: RoleEdit): Promise<RoleDetail> {
  const role = await findRole(db, patch.id);
  if (!role) throw notFound('role');
  const before = await permissionsOf(db, role.id);
  const permissions = patch.permissions ? normalise(patch.permissions) : undefined;
  if (permissions) {
    checkAdminKeepsRole(role, permissions);
    checkRoleDuties({ code: role.code, name: patch.name ?? role.name }, permissions);
    await checkHolderDuties(db, role.id, permissions);
  }
  const scopeChanged = patch.dataScope !== undefined && patch.dataScope !== role.dataScope;
  checkWithinOwn(ctx, permissions ?? [], before, scopeChanged ? patch.dataScope : undefined);
  const menuIds = patch.menuIds ? await checkMenuIds(db, patch.menuIds) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({
        name: patch.name ?? role.name,
        description: patch.description ?? role.description,
        dataScope: patch.dataScope ?? role.dataScope,
      })
      .where(eq(roles.id, role.id));
    await replaceGrants(tx, role.id, permissions, menuIds);
  });
  return roleDetail(db, role.id);
}

async function deleteRole(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, id));
    if (!role) throw notFound('role');
    if (role.code === ADMIN_ROLE_CODE) throw refused('roleAdminLocked');
    const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    const holders = Number(held?.n ?? 0);
    if (holders > 0) throw refused('roleInUse', { count: holders });
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
  });
}

export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_sys_role/queryPage',
    // No body at all is the first page with the defaults.
    { config: { permission: 'role.query' }, schema: { body: rolePageQuerySchema.nullish() } },
    async (req) => ok(req, await rolePage(db, req.body ?? rolePageQuerySchema.parse({}))),
  );

  // The menu tree a role's menu access is chosen from: the security administrator defines roles
  // without managing the menus themselves (menu.query is the system administrator's).
  app.get('/admin_sys_role/menuTree', { config: { permission: 'role.get' } }, async (req) => ok(req, menuTree(await allEntries(db))));

  app.get(
    '/admin_sys_role/detail',
    { config: { permission: 'role.get' }, schema: { querystring: idQuerySchema } },
    async (req) => ok(req, await roleDetail(db, req.query.id)),
  );

  app.post(
    '/admin_sys_role/add',
    { config: { permission: 'role.add', audit: { event: 'roleChange', action: 'add', subject: { kind: 'role', fromResult: resultId } } }, schema: { body: roleInputSchema } },
    async (req) => ok(req, await addRole(db, caller(req), req.body)),
  );

  app.put(
    '/admin_sys_role/edit',
    { config: { permission: 'role.edit', audit: { event: 'roleChange', action: 'edit', subject: byBodyId('role') } }, schema: { body: roleEditSchema } },
    async (req) => ok(req, await editRole(db, caller(req), req.body)),
  );

  app.delete(
    '/admin_sys_role/del',
    { config: { permission: 'role.delete', audit: { event: 'roleChange', action: 'delete', subject: byQueryId('role') } }, schema: { querystring: idQuerySchema } },
    async (req) => {
      await deleteRole(db, req.query.id);
      return ok(req, null);
    },
  );
};
