/**
 * The user lists (spec section 7, User): the paged list of the system pages, a user picker's search
 * and another user's public info (getComUserInfo), with the filters they share.
 *
 * Data scope (ARCHITECTURE.md section 3): a caller holding a role whose data_scope is 'all' sees every
 * user; any other caller only users who belong to a unit within the subtree of the caller's current unit.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import type { ComUserInfo, UserPageQuery, UserPickQuery, UserRow } from '../../../src/domain/system';
import type { Db } from '../../db/client';
import { roles, units, userRoles, userUnits, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { type UnitScope, unitScopeOf } from '../../http/scope';
import { descendantIds } from '../../http/unit-tree';

/** Users with at least one membership among the given units. */
const memberOfAny = (unitIds: readonly number[]): SQL =>
  unitIds.length
    ? sql`exists (select 1 from ${userUnits} where ${userUnits.userId} = ${users.id} and ${inArray(userUnits.unitId, [...unitIds])})`
    : sql`false`;

/** A LIKE pattern matching the text anywhere, with the text's own %, _ and \ taken literally. */
export const containsPattern = (textValue: string): string => `%${textValue.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters shared by the admin list and the picker. */
export async function listConditions(
  db: Db,
  scope: UnitScope,
  q: {
    unitId?: number | undefined;
    keyword?: string | undefined;
    includeChildren?: boolean | undefined;
    status?: 'enabled' | 'disabled' | undefined;
  },
): Promise<SQL[]> {
  const conds: SQL[] = [];
  if (scope !== 'all') conds.push(memberOfAny([...scope]));
  if (q.unitId) conds.push(memberOfAny(q.includeChildren ? await descendantIds(db, [q.unitId]) : [q.unitId]));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    const match = or(ilike(users.username, p), ilike(users.realName, p), ilike(users.mobile, p));
    if (match) conds.push(match);
  }
  if (q.status) conds.push(eq(users.enabled, q.status === 'enabled'));
  return conds;
}

async function pageOfUsers(
  db: Db,
  conds: SQL[],
  current: number,
  size: number,
): Promise<{ rows: (typeof users.$inferSelect)[]; total: number }> {
  const where = conds.length ? and(...conds) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(size)
    .offset((current - 1) * size);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** The units of each user, by unit sort then id. */
async function unitsOf(db: Db, userIds: number[]): Promise<Map<number, { id: number; unitName: string }[]>> {
  const byUser = new Map<number, { id: number; unitName: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: userUnits.userId, id: units.id, unitName: units.unitName })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(inArray(userUnits.userId, userIds))
    .orderBy(asc(units.sort), asc(units.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ id: r.id, unitName: r.unitName });
    byUser.set(r.userId, list);
  }
  return byUser;
}

async function rolesOf(db: Db, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ id: r.id, name: r.name });
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** The rows of the admin list (units and roles of each user). */
export async function toUserRows(db: Db, rows: (typeof users.$inferSelect)[]): Promise<UserRow[]> {
  const ids = rows.map((u) => u.id);
  const [unitMap, roleMap] = await Promise.all([unitsOf(db, ids), rolesOf(db, ids)]);
  return rows.map((u) => ({
    userId: u.id,
    username: u.username,
    realName: u.realName,
    mobile: u.mobile,
    email: u.email,
    userType: u.userType as UserRow['userType'],
    enabled: u.enabled,
    createdAt: u.createdAt.toISOString(),
    currentUnitId: u.currentUnitId,
    units: unitMap.get(u.id) ?? [],
    roles: roleMap.get(u.id) ?? [],
  }));
}

async function toComUserInfos(db: Db, rows: (typeof users.$inferSelect)[]): Promise<ComUserInfo[]> {
  const unitMap = await unitsOf(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => ({
    userId: u.id,
    username: u.username,
    realName: u.realName,
    userType: u.userType as ComUserInfo['userType'],
    units: unitMap.get(u.id) ?? [],
  }));
}

/** The paged user list of the system pages, within the caller's scope. */
export async function listUsers(db: Db, ctx: AuthContext, q: UserPageQuery): Promise<Page<UserRow>> {
  const scope = await unitScopeOf(db, ctx);
  const { rows, total } = await pageOfUsers(db, await listConditions(db, scope, q), q.current, q.size);
  return { records: await toUserRows(db, rows), current: q.current, size: q.size, total };
}

/** A user picker's page: the enabled users within the caller's scope (people to hand work to). */
export async function pickUsers(db: Db, ctx: AuthContext, q: UserPickQuery): Promise<Page<ComUserInfo>> {
  const scope = await unitScopeOf(db, ctx);
  const conds = await listConditions(db, scope, q);
  // A picker offers people to hand work to: disabled accounts are left out.
  conds.push(eq(users.enabled, true));
  const { rows, total } = await pageOfUsers(db, conds, q.current, q.size);
  return { records: await toComUserInfos(db, rows), current: q.current, size: q.size, total };
}

/**
 * Another user's card, within the caller's data scope (as the picker's queryPage): oneself, or a member
 * of a unit the caller reaches. Outside it the answer is the same as for an unknown id, so sequential
 * ids do not list the accounts of other units.
 */
export async function comUserInfo(db: Db, ctx: AuthContext, userId: number): Promise<ComUserInfo> {
  const scope = await unitScopeOf(db, ctx);
  const visible = userId === ctx.userId ? [] : await listConditions(db, scope, {});
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ...visible));
  if (!user) throw notFound('user');
  return (await toComUserInfos(db, [user]))[0]!;
}
