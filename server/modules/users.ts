/**
 * User management (spec section 7, User): the paged user list of the system pages, add by mobile,
 * edit, delete (permission id sysUser), and for every signed-in user another user's public info
 * (getComUserInfo) and a user picker's search (queryPage).
 *
 * Data scope (ARCHITECTURE.md section 3): a caller holding a role whose data_scope is 'all' sees and manages
 * every user; any other caller only users who belong to a unit within the subtree of the caller's
 * current unit. Such a caller may only give units of that subtree, may not grant roles whose scope is
 * 'all', and may not manage a user who holds one.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Page } from '../../src/domain/envelope';
import {
  type AddByMobileResult,
  addByMobileSchema,
  type ComUserInfo,
  idSchema,
  type UserRow,
  userEditSchema,
  userPageQuerySchema,
  userPickQuerySchema,
} from '../../src/domain/system';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import {
  legalAdvisers,
  messages,
  qrTickets,
  roles,
  sessions,
  units,
  userRoles,
  userUnits,
  users,
} from '../db/schema';
import { caller } from '../http/auth';
import { type ApiError, duplicate, notFound, refused } from '../http/errors';
import { ok } from '../http/reply';
import { inUnitScope, type UnitScope, unitScopeOf } from '../http/scope';
import { forgetLoginFailures } from '../security/login-throttle';
import { hashPassword } from '../security/password';
import { assertPasswordAccepted, forgetPasswords, passwordColumns, rememberPassword, securityPolicyOf } from '../security/password-policy';
import { passwordProblems, type SecurityPolicy } from '../../src/domain/security-policy';
import { recordAudit } from '../security/audit-record';
import { descendantIds } from '../http/unit-tree';
import { administratorRoleId, keepOneAdministrator } from './users-admin/administrators';
import { byUserId, resultId } from './audit/changes';
import { checkUserDuties } from './duties';

const inScope = inUnitScope;

/** Users with at least one membership among the given units. */
const memberOfAny = (unitIds: readonly number[]): SQL =>
  unitIds.length
    ? sql`exists (select 1 from ${userUnits} where ${userUnits.userId} = ${users.id} and ${inArray(userUnits.unitId, [...unitIds])})`
    : sql`false`;

/** A LIKE pattern matching the text anywhere, with the text's own %, _ and \ taken literally. */
export const containsPattern = (textValue: string): string => `%${textValue.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

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

const PASSWORD_CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*!?'] as const;

/** A random password (12 characters by default) with every character class (no look-alike characters). */
export function randomPassword(length = 12): string {
  const all = PASSWORD_CLASSES.join('');
  const chars = PASSWORD_CLASSES.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * A generated password the policy accepts (a new account, a reset): every character class, at least
 * 12 characters and at least the policy's minimum, never containing the account name.
 */
export function policyPassword(policy: SecurityPolicy, username?: string): string {
  for (;;) {
    const password = randomPassword(Math.max(12, policy.minLength));
    if (!passwordProblems(policy, password, { username }).length) return password;
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every given unit exists and lies in the caller's scope. */
export async function checkUnits(tx: Tx, scope: UnitScope, unitIds: number[]): Promise<void> {
  const found = await tx.select({ id: units.id }).from(units).where(inArray(units.id, unitIds));
  if (found.length !== unitIds.length) throw notFound('unit');
  if (!unitIds.every((id) => inScope(scope, id))) throw refused('outOfScope');
}

/** Every given role exists, and a scoped caller grants none whose scope is 'all'. */
export async function checkRoles(tx: Tx, scope: UnitScope, roleIds: number[]): Promise<void> {
  if (!roleIds.length) return;
  const found = await tx.select({ id: roles.id, dataScope: roles.dataScope }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== roleIds.length) throw notFound('role');
  if (scope !== 'all' && found.some((r) => r.dataScope === 'all')) throw refused('outOfScope');
}

/** A scoped caller manages only users of its units, and none holding an 'all' role. */
export async function checkTarget(tx: Tx, scope: UnitScope, userId: number): Promise<void> {
  if (scope === 'all') return;
  const memberships = await tx.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, userId));
  if (!memberships.some((m) => scope.has(m.unitId))) throw refused('outOfScope');
  const [wide] = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.dataScope, 'all')))
    .limit(1);
  if (wide) throw refused('outOfScope');
}

/** Turns a unique-index violation that slipped past the checks (a concurrent write) into duplicate. */
export function uniqueViolation(e: unknown): ApiError | null {
  for (let err: unknown = e, depth = 0; err && depth < 5; depth++) {
    const { code, constraint, message, cause } = err as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      const where = `${String(constraint ?? '')} ${String(message ?? '')}`;
      return duplicate(where.includes('users_mobile_uq') ? 'mobile' : 'username');
    }
    err = cause;
  }
  return null;
}

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const policyNow = async () => (await securityPolicyOf(db, config.securityProfile)).policy;
  app.get(
    '/admin_sys_user/getQueryPageUnitList',
    { config: { permission: 'sysUser.query' }, schema: { querystring: userPageQuerySchema } },
    async (req) => {
      const q = req.query;
      const scope = await unitScopeOf(db, caller(req));
      const { rows, total } = await pageOfUsers(db, await listConditions(db, scope, q), q.current, q.size);
      const page: Page<UserRow> = { records: await toUserRows(db, rows), current: q.current, size: q.size, total };
      return ok(req, page);
    },
  );

  app.post(
    '/admin_sys_user/addByMobile',
    { config: { permission: 'sysUser.add', audit: { event: 'userChange', action: 'add', subject: { kind: 'user', fromResult: resultId } } }, schema: { body: addByMobileSchema } },
    async (req) => {
      const body = req.body;
      const scope = await unitScopeOf(db, caller(req));
      const unitIds = unique(body.unitIdList);
      const roleIds = unique(body.roleIdList);
      const username = body.username ?? body.mobile;
      // The password the administrator gave meets the policy; a generated one does by construction.
      const policy = await policyNow();
      if (body.password) {
        await assertPasswordAccepted(db, req, policy, body.password, {
          path: 'body.password',
          username,
          audit: { event: 'passwordReset', detail: { method: 'set', account: username } },
        });
      }
      const initialPassword = body.password ? undefined : policyPassword(policy, username);
      const passwordHash = await hashPassword(body.password ?? initialPassword!);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          await checkUnits(tx, scope, unitIds);
          await checkRoles(tx, scope, roleIds);
          await checkUserDuties(tx, username, roleIds);
          const [mobileTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, body.mobile)).limit(1);
          if (mobileTaken) throw duplicate('mobile');
          const [nameTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
          if (nameTaken) throw duplicate('username');
          const [created] = await tx
            .insert(users)
            .values({
              username,
              ...passwordColumns(policy, passwordHash, 'administrator'),
              realName: body.realName,
              mobile: body.mobile,
              email: body.email ?? null,
              userType: 'staff',
              currentUnitId: unitIds[0]!,
            })
            .returning({ id: users.id });
          const id = created!.id;
          await rememberPassword(tx, id, passwordHash);
          await tx.insert(userUnits).values(unitIds.map((unitId) => ({ userId: id, unitId })));
          if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
          return id;
        });
      } catch (e) {
        throw uniqueViolation(e) ?? e;
      }
      const result: AddByMobileResult = initialPassword ? { userId, username, initialPassword } : { userId, username };
      return ok(req, result);
    },
  );

  app.put(
    '/admin_sys_user/edit',
    { config: { permission: 'sysUser.edit', audit: { event: 'userChange', action: 'edit', subject: byUserId } }, schema: { body: userEditSchema } },
    async (req) => {
      const ctx = caller(req);
      const body = req.body;
      const scope = await unitScopeOf(db, ctx);
      if (body.enabled === false && body.userId === ctx.userId) throw refused('cannotDisableSelf');
      // A password the administrator sets meets the policy, and (for someone else) must be changed at the next sign-in.
      const policy = await policyNow();
      const setBy = body.userId === ctx.userId ? 'self' : 'administrator';
      if (body.password) {
        const [target] = await db.select({ username: users.username }).from(users).where(eq(users.id, body.userId));
        await assertPasswordAccepted(db, req, policy, body.password, {
          path: 'body.password',
          username: target?.username,
          audit: { event: 'passwordReset', target: `user:${body.userId}`, detail: { method: 'set' } },
        });
      }
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      try {
        await db.transaction(async (tx) => {
          const [user] = await tx.select().from(users).where(eq(users.id, body.userId)).limit(1);
          if (!user) throw notFound('user');
          await checkTarget(tx, scope, user.id);
          if (body.enabled === false) await keepOneAdministrator(tx, user.id);
          const patch: Partial<typeof users.$inferInsert> = {};
          if (body.realName !== undefined) patch.realName = body.realName;
          if (body.email !== undefined) patch.email = body.email;
          if (body.enabled !== undefined) patch.enabled = body.enabled;
          if (passwordHash) {
            Object.assign(patch, passwordColumns(policy, passwordHash, setBy));
            await rememberPassword(tx, user.id, passwordHash);
          }
          if (body.mobile !== undefined && body.mobile !== user.mobile) {
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.mobile, body.mobile), ne(users.id, user.id)))
              .limit(1);
            if (taken) throw duplicate('mobile');
            patch.mobile = body.mobile;
          }
          if (body.unitIdList) {
            const given = unique(body.unitIdList);
            await checkUnits(tx, scope, given);
            // A scoped caller cannot see memberships outside its scope, so it leaves them as they are.
            const old = await tx.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, user.id));
            const kept = old.map((m) => m.unitId).filter((id) => !inScope(scope, id) && !given.includes(id));
            const next = [...given, ...kept];
            await tx.delete(userUnits).where(eq(userUnits.userId, user.id));
            await tx.insert(userUnits).values(next.map((unitId) => ({ userId: user.id, unitId })));
            if (user.currentUnitId === null || !next.includes(user.currentUnitId)) patch.currentUnitId = next[0]!;
            if (body.currentUnitId !== undefined) {
              if (!given.includes(body.currentUnitId)) throw refused('currentUnitNotMember');
              patch.currentUnitId = body.currentUnitId;
            }
          } else if (body.currentUnitId !== undefined) {
            const [member] = await tx
              .select({ unitId: userUnits.unitId })
              .from(userUnits)
              .where(and(eq(userUnits.userId, user.id), eq(userUnits.unitId, body.currentUnitId)));
            if (!member) throw refused('currentUnitNotMember');
            patch.currentUnitId = body.currentUnitId;
          }
          if (body.roleIdList) {
            const given = unique(body.roleIdList);
            await checkRoles(tx, scope, given);
            const current = await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id));
            const same = current.length === given.length && current.every((r) => given.includes(r.roleId));
            // Nobody changes their own roles (no one grants themselves a duty or more power).
            if (!same && user.id === ctx.userId) throw refused('selfRoles');
            await checkUserDuties(tx, user.username, given);
            const adminRole = await administratorRoleId(tx);
            if (adminRole && !given.includes(adminRole)) await keepOneAdministrator(tx, user.id);
            await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
            if (given.length) await tx.insert(userRoles).values(given.map((roleId) => ({ userId: user.id, roleId })));
          }
          if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, user.id));
          if (body.enabled === false) {
            await tx.delete(sessions).where(eq(sessions.userId, user.id));
          } else if (passwordHash) {
            // A reset password ends the user's sessions (the caller's own one survives).
            await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, ctx.sessionId)));
          }
        });
      } catch (e) {
        throw uniqueViolation(e) ?? e;
      }
      const [row] = await db.select().from(users).where(eq(users.id, body.userId));
      if (passwordHash) {
        await recordAudit(db, req, {
          event: 'passwordReset',
          outcome: 'success',
          target: `user:${body.userId}`,
          detail: { method: 'set', mustChange: row?.mustChangePassword ?? false },
        });
      }
      return ok(req, row ? ((await toUserRows(db, [row]))[0] ?? null) : null);
    },
  );

  app.delete(
    '/admin_sys_user/del',
    { config: { permission: 'sysUser.delete', audit: { event: 'userChange', action: 'delete', subject: byUserId } }, schema: { querystring: z.object({ userId: idSchema }) } },
    async (req) => {
      const ctx = caller(req);
      const { userId } = req.query;
      if (userId === ctx.userId) throw refused('cannotDeleteSelf');
      const scope = await unitScopeOf(db, ctx);
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
        if (!user) throw notFound('user');
        await checkTarget(tx, scope, userId);
        await keepOneAdministrator(tx, userId);
        await tx.delete(userUnits).where(eq(userUnits.userId, userId));
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(messages).where(eq(messages.userId, userId));
        await tx.delete(qrTickets).where(eq(qrTickets.userId, userId));
        await forgetLoginFailures(tx, user.username);
        await forgetPasswords(tx, userId);
        await tx.update(legalAdvisers).set({ userId: null }).where(eq(legalAdvisers.userId, userId));
        await tx.delete(users).where(eq(users.id, userId));
      });
      return ok(req, null);
    },
  );

  // Another user's card, within the caller's data scope (as the picker's queryPage): oneself, or a member
  // of a unit the caller reaches. Outside it the answer is the same as for an unknown id, so sequential
  // ids do not list the accounts of other units.
  app.get('/sys_user/getComUserInfo', { schema: { querystring: z.object({ userId: idSchema }) } }, async (req) => {
    const ctx = caller(req);
    const { userId } = req.query;
    const scope = await unitScopeOf(db, ctx);
    const visible = userId === ctx.userId ? [] : await listConditions(db, scope, {});
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), ...visible));
    if (!user) throw notFound('user');
    return ok(req, (await toComUserInfos(db, [user]))[0]!);
  });

  app.post(
    '/sys_user/queryPage',
    // The picker may send its filters as a JSON body or, without a body, as query parameters.
    { schema: { querystring: userPickQuerySchema, body: userPickQuerySchema.optional().nullable() } },
    async (req) => {
      const q = req.body ?? req.query;
      const scope = await unitScopeOf(db, caller(req));
      const conds = await listConditions(db, scope, q);
      // A picker offers people to hand work to: disabled accounts are left out.
      conds.push(eq(users.enabled, true));
      const { rows, total } = await pageOfUsers(db, conds, q.current, q.size);
      const page: Page<ComUserInfo> = { records: await toComUserInfos(db, rows), current: q.current, size: q.size, total };
      return ok(req, page);
    },
  );
};
