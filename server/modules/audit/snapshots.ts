/**
 * What an administrative record looked like, for the security audit's before -> after: a user with
 * their units and roles, a role with its permissions and menus, a menu entry, a unit, a wall's
 * version. Only what an auditor needs to see what changed: never a password hash, token or file.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, roleMenus, rolePermissions, roles, screens, units, userRoles, userUnits, users } from '../../db/schema';

export type Snapshot = Record<string, unknown>;
export const SNAPSHOT_KINDS = ['user', 'role', 'menu', 'unit', 'screen'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

async function userSnapshot(db: Db, id: number): Promise<Snapshot | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) return null;
  const unitRows = await db
    .select({ name: units.unitName })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(eq(userUnits.userId, id))
    .orderBy(asc(units.id));
  const roleRows = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    .orderBy(asc(roles.code));
  return {
    username: u.username,
    realName: u.realName,
    mobile: u.mobile,
    email: u.email,
    userType: u.userType,
    counterpartId: u.counterpartId,
    enabled: u.enabled,
    units: unitRows.map((r) => r.name),
    roles: roleRows.map((r) => r.code),
  };
}

async function roleSnapshot(db: Db, id: number): Promise<Snapshot | null> {
  const [r] = await db.select().from(roles).where(eq(roles.id, id));
  if (!r) return null;
  const perms = await db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id)).orderBy(asc(rolePermissions.permissionId));
  const menuRows = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, id)).orderBy(asc(roleMenus.menuId));
  return {
    code: r.code,
    name: r.name,
    description: r.description,
    dataScope: r.dataScope,
    // 'contract: add,edit,query' per permission id: the matrix an auditor reads.
    permissions: perms.map((p) => `${p.permissionId}: ${[...p.actionList].sort().join(',')}`),
    menuIds: menuRows.map((m) => m.menuId),
  };
}

async function menuSnapshot(db: Db, id: number): Promise<Snapshot | null> {
  const [m] = await db.select().from(menus).where(eq(menus.id, id));
  if (!m) return null;
  return { title: m.title, path: m.path, type: m.type, pid: m.pid, sort: m.sort, permissionId: m.permissionId, isNewTab: m.isNewTab };
}

async function unitSnapshot(db: Db, id: number): Promise<Snapshot | null> {
  const [u] = await db.select().from(units).where(eq(units.id, id));
  if (!u) return null;
  return {
    unitName: u.unitName,
    shortName: u.shortName,
    type: u.type,
    pid: u.pid,
    areaLevel: u.areaLevel,
    adcode: u.adcode,
    isJudicialBureau: u.isJudicialBureau,
    creditCode: u.creditCode,
    sort: u.sort,
    numberTemplate: u.numberTemplate,
  };
}

async function screenSnapshot(db: Db, id: number): Promise<Snapshot | null> {
  const [s] = await db.select({ route: screens.route, version: screens.version }).from(screens).where(eq(screens.id, id));
  return s ? { route: s.route, version: s.version } : null;
}

const READERS: Record<SnapshotKind, (db: Db, id: number) => Promise<Snapshot | null>> = {
  user: userSnapshot,
  role: roleSnapshot,
  menu: menuSnapshot,
  unit: unitSnapshot,
  screen: screenSnapshot,
};

export const readSnapshot = (db: Db, kind: SnapshotKind, id: number): Promise<Snapshot | null> => READERS[kind](db, id);

/** Only the fields that differ, on each side (a whole side when the record was added or deleted). */
export function changedFields(before: Snapshot | null, after: Snapshot | null): { before: Snapshot | null; after: Snapshot | null } {
  if (!before || !after) return { before, after };
  const b: Snapshot = {};
  const a: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a };
}
