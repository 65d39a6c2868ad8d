/**
 * Role writes (docs/api/roles.md; the definitions head routes.ts): add, edit (a patch) and delete,
 * with the refusals that protect the organisation.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { hasPermission } from '../../../src/domain/permissions';
import { ADMIN_ROLE_ACTIONS, ADMIN_ROLE_CODE, type RoleDataScope, type RoleDetail, type RoleEdit, type RoleInput, type RolePermission } from '../../../src/domain/role';
import type { Db } from '../../db/client';
import { menus, roleMenus, rolePermissions, roles, userRoles } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate, invalidField, notFound, refused } from '../../http/errors';
import { checkHolderDuties, checkRoleDuties } from '../duties';
import { findRole, permissionsOf, roleDetail, type RoleTableRow } from './read';

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

/** A new role with its grants; the answer is its detail. */
export async function addRole(db: Db, ctx: AuthContext, input: RoleInput): Promise<RoleDetail> {
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

/** Edits a role (a patch); the answer is its detail after the edit. */
export async function editRole(db: Db, ctx: AuthContext, patch: RoleEdit): Promise<RoleDetail> {
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

/** Deletes a role nobody holds (never the administrator role), with its grants. */
export async function deleteRole(db: Db, id: number): Promise<void> {
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
