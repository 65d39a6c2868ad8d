/**
 * User management (server/modules/users/): the paged list, addByMobile, edit, del, getComUserInfo
 * and the picker's queryPage; sign-in, permission, validation, transactions and data scope.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, rolePermissions, roles, sessions, units, userRoles, userUnits, users } from '../../server/db/schema';
import { descendantIds, unitChain } from '../../server/http/unit-tree';
import type { Page } from '../../src/domain/envelope';
import {
  type AddByMobileResult,
  type ComUserInfo,
  comUserInfoSchema,
  type LoginUserInfo,
  type UserRow,
  userRowSchema,
} from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let adminToken: string;
let clerkToken: string;
let finance: number; // 杭州市财政局
let transport: number; // 杭州市交通运输局
let plainRoleId: number; // a role whose scope is not 'all'
let allRoleId: number | undefined; // a role whose scope is 'all', if the seed has one

const LIST = 'admin_sys_user/getQueryPageUnitList';
const ADD = 'admin_sys_user/addByMobile';
const EDIT = 'admin_sys_user/edit';
const DEL = 'admin_sys_user/del';
const COM = 'sys_user/getComUserInfo';
const PICK = 'sys_user/queryPage';

async function unitId(unitName: string): Promise<number> {
  const [u] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, unitName));
  if (!u) throw new Error(`no demo unit ${unitName}`);
  return u.id;
}

async function userByName(username: string) {
  const [u] = await server.db.select().from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u;
}

/** Row counts of every table the users module writes. */
async function counts() {
  const n = async (table: typeof users | typeof userUnits | typeof userRoles | typeof sessions | typeof messages) =>
    Number((await server.db.select({ n: count() }).from(table))[0]!.n);
  return {
    users: await n(users),
    userUnits: await n(userUnits),
    userRoles: await n(userRoles),
    sessions: await n(sessions),
    messages: await n(messages),
  };
}

/** Everything stored about one user: row, memberships, roles. */
async function snapshot(userId: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, userId));
  const unitRows = await server.db.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, userId));
  const roleRows = await server.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return {
    row,
    units: unitRows.map((u) => u.unitId).sort((a, b) => a - b),
    roles: roleRows.map((r) => r.roleId).sort((a, b) => a - b),
  };
}

/** The caller's scope as the module defines it: 'all', or the current unit's subtree. */
async function scopeOf(username: string): Promise<'all' | Set<number>> {
  const u = await userByName(username);
  const rs = await server.db
    .select({ dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, u.id));
  const scopes = rs.map((r) => r.dataScope);
  if (scopes.includes('all')) return 'all';
  if (!u.currentUnitId || !scopes.some((s) => s === 'unit' || s === 'area')) return new Set();
  // Judicial-bureau staff (scope 'area') reach their bureau's whole area.
  const chain = await unitChain(server.db, u.currentUnitId);
  const bureauArea = scopes.includes('area') && chain.at(-1)?.isJudicialBureau ? chain.slice(0, -1).findLast((c) => c.type === 'A') : undefined;
  return new Set(await descendantIds(server.db, [bureauArea?.id ?? u.currentUnitId]));
}

/** Ids of the users with a membership in one of the units. */
async function membersOf(unitIds: Iterable<number>): Promise<number[]> {
  const ids = [...unitIds];
  if (!ids.length) return [];
  const rows = await server.db.selectDistinct({ userId: userUnits.userId }).from(userUnits).where(inArray(userUnits.unitId, ids));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

async function listAll(token: string, query: Record<string, string | number | boolean> = {}) {
  const r = await server.call<Page<UserRow>>('GET', LIST, { token, query: { size: 200, ...query } });
  expect(r.body.code).toBe(200);
  return r.body.result;
}

let mobileSeq = 0;
/** A mobile number no demo user has. */
const newMobile = () => `1390000${String(1000 + ++mobileSeq).padStart(4, '0')}`;

async function addUser(extra: Record<string, unknown> = {}) {
  const body = { mobile: newMobile(), realName: '测试用户', unitIdList: [finance], roleIdList: [plainRoleId], ...extra };
  const r = await server.call<AddByMobileResult>('POST', ADD, { token: adminToken, body });
  expect(r.body.code, r.body.message).toBe(200);
  return { ...r.body.result, mobile: body.mobile };
}

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin');
  clerkToken = await server.login('clerk');
  finance = await unitId('杭州市财政局');
  transport = await unitId('杭州市交通运输局');
  const allRoles = await server.db.select().from(roles).orderBy(roles.id);
  const plain = allRoles.find((r) => r.dataScope !== 'all');
  if (!plain) throw new Error('the seed has no role with a narrower scope than all');
  plainRoleId = plain.id;
  allRoleId = allRoles.find((r) => r.dataScope === 'all')?.id;
});

afterAll(async () => {
  await server?.close();
});

describe('GET admin_sys_user/getQueryPageUnitList', () => {
  it('pages every user for an administrator, ordered by id, with units and roles', async () => {
    expect(await scopeOf('admin')).toBe('all');
    const total = (await counts()).users;
    const all = await listAll(adminToken);
    expect(all.total).toBe(total);
    expect(all.current).toBe(1);
    expect(all.size).toBe(200);
    for (const rec of all.records) userRowSchema.parse(rec);
    const ids = all.records.map((r) => r.userId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const clerk = all.records.find((r) => r.username === 'clerk')!;
    expect(clerk.units.map((u) => u.id).sort()).toEqual([finance, transport].sort());
    expect(clerk.roles.length).toBeGreaterThan(0);
    expect(JSON.stringify(all)).not.toMatch(/passwordHash|scrypt/);

    const page2 = await server.call<Page<UserRow>>('GET', LIST, { token: adminToken, query: { current: 2, size: 3 } });
    expect(page2.body.code).toBe(200);
    expect(page2.body.result.records.map((r) => r.userId)).toEqual(ids.slice(3, 6));
    expect(page2.body.result).toMatchObject({ current: 2, size: 3, total });
  });

  it('filters by unit, with and without its subtree', async () => {
    const direct = await listAll(adminToken, { unitId: finance });
    expect(direct.records.map((r) => r.userId)).toEqual(await membersOf([finance]));
    expect(direct.records.some((r) => r.username === 'clerk')).toBe(true);

    const [fin] = await server.db.select({ pid: units.pid }).from(units).where(eq(units.id, finance));
    const parent = fin!.pid!;
    const only = await listAll(adminToken, { unitId: parent });
    expect(only.records.map((r) => r.userId)).toEqual(await membersOf([parent]));
    const withChildren = await listAll(adminToken, { unitId: parent, includeChildren: true });
    expect(withChildren.records.map((r) => r.userId)).toEqual(await membersOf(await descendantIds(server.db, [parent])));
    expect(withChildren.records.some((r) => r.username === 'clerk')).toBe(true);

    expect((await listAll(adminToken, { unitId: 999_999 })).total).toBe(0);
  });

  it('filters by keyword over username, real name and mobile, case-insensitively, with % and _ literal', async () => {
    const byName = await listAll(adminToken, { keyword: 'CLER' });
    expect(byName.records.some((r) => r.username === 'clerk')).toBe(true);
    const clerk = await userByName('clerk');
    if (clerk.mobile) {
      const byMobile = await listAll(adminToken, { keyword: clerk.mobile.slice(-6) });
      expect(byMobile.records.some((r) => r.userId === clerk.id)).toBe(true);
    }
    if (clerk.realName) {
      const byReal = await listAll(adminToken, { keyword: clerk.realName });
      expect(byReal.records.some((r) => r.userId === clerk.id)).toBe(true);
    }
    const everyone = await server.db.select().from(users);
    for (const kw of ['%', '_', '\\', "'", '%_%']) {
      const expected = everyone
        .filter((u) => [u.username, u.realName, u.mobile ?? ''].some((s) => s.toLowerCase().includes(kw.toLowerCase())))
        .map((u) => u.id)
        .sort((a, b) => a - b);
      const got = await listAll(adminToken, { keyword: kw });
      expect(got.records.map((r) => r.userId)).toEqual(expected);
    }
  });

  it('needs sign-in and sysUser.query', async () => {
    const r = await server.call('GET', LIST);
    expect(r.status).toBe(401);
    expect(r.body.result).toEqual({ isLogin: false });
    const forbidden = await server.call('GET', LIST, { token: clerkToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(403);
    expect(forbidden.body.message).toMatch(/sysUser\.query/);
  });

  it('answers 501 for bad query parameters', async () => {
    for (const query of [
      { size: 0 },
      { size: 201 },
      { size: 'abc' },
      { current: 0 },
      { current: -1 },
      { unitId: 'abc' },
      { unitId: -3 },
      { includeChildren: 'maybe' },
      { keyword: 'x'.repeat(10_000) },
    ]) {
      const r = await server.call('GET', LIST, { token: adminToken, query });
      expect(r.status, JSON.stringify(query)).toBe(200);
      expect(r.body.code, JSON.stringify(query)).toBe(501);
    }
  });
});

describe('POST admin_sys_user/addByMobile', () => {
  it('creates a user with a generated password returned once; username defaults to the mobile', async () => {
    const before = await counts();
    const mobile = newMobile();
    const r = await server.call<AddByMobileResult>('POST', ADD, {
      token: adminToken,
      body: { mobile, realName: '新同事', unitIdList: [transport, finance], roleIdList: [plainRoleId] },
    });
    expect(r.body.code, r.body.message).toBe(200);
    const { userId, username, initialPassword } = r.body.result;
    expect(username).toBe(mobile);
    expect(initialPassword).toMatch(/^.{12}$/);
    expect(initialPassword).toMatch(/[A-Z]/);
    expect(initialPassword).toMatch(/[a-z]/);
    expect(initialPassword).toMatch(/\d/);
    const after = await counts();
    expect(after.users).toBe(before.users + 1);
    expect(after.userUnits).toBe(before.userUnits + 2);
    expect(after.userRoles).toBe(before.userRoles + 1);

    const stored = await snapshot(userId);
    expect(stored.row!.passwordHash).not.toContain(initialPassword!);
    expect(stored.row!.userType).toBe('staff');
    expect(stored.row!.currentUnitId).toBe(transport);

    const token = await server.login(username, initialPassword);
    const info = await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token });
    expect(info.body.result.currentUnitId).toBe(transport);
    expect([...info.body.result.unitIdList].sort()).toEqual([finance, transport].sort());
    expect(info.body.result.roles.map((x) => x.id)).toEqual([plainRoleId]);

    const listed = await listAll(adminToken, { keyword: mobile });
    expect(listed.total).toBe(1);
    expect(listed.records[0]).toMatchObject({ userId, username: mobile, realName: '新同事', mobile, enabled: true });
  });

  it('takes a given username, password and email; nothing is generated', async () => {
    const mobile = newMobile();
    const r = await server.call<AddByMobileResult>('POST', ADD, {
      token: adminToken,
      body: { mobile, username: 'newstaff2', password: 'Staff@2026x', realName: '张三', email: 'zs@example.gov.cn', unitIdList: [finance] },
    });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result.username).toBe('newstaff2');
    expect(r.body.result.initialPassword).toBeUndefined();
    expect((await snapshot(r.body.result.userId)).roles).toEqual([]);
    await server.login('newstaff2', 'Staff@2026x');
    const row = (await listAll(adminToken, { keyword: 'newstaff2' })).records[0]!;
    expect(row.email).toBe('zs@example.gov.cn');
    expect(row.roles).toEqual([]);
  });

  it('refuses a duplicate mobile or username and changes nothing', async () => {
    const first = await addUser();
    const clerk = await userByName('clerk');
    const before = await counts();
    const cases = [
      { mobile: first.mobile, realName: 'dup', unitIdList: [finance] },
      { mobile: newMobile(), username: 'clerk', realName: 'dup', unitIdList: [finance] },
      ...(clerk.mobile ? [{ mobile: clerk.mobile, realName: 'dup', unitIdList: [finance] }] : []),
    ];
    for (const body of cases) {
      const r = await server.call('POST', ADD, { token: adminToken, body, headers: { lang: 'en-US' } });
      expect(r.body.code, JSON.stringify(body)).toBe(500);
      expect(r.body.message).toMatch(/already exists/);
    }
    // The default username (the mobile) may be taken by an account whose mobile has changed since.
    const moved = await server.call('PUT', EDIT, { token: adminToken, body: { userId: first.userId, mobile: newMobile() } });
    expect(moved.body.code).toBe(200);
    const r = await server.call('POST', ADD, {
      token: adminToken,
      body: { mobile: first.mobile, realName: 'dup', unitIdList: [finance] },
      headers: { lang: 'en-US' },
    });
    expect(r.body.code).toBe(500);
    expect(r.body.message).toMatch(/Username already exists/);
    expect(await counts()).toEqual(before);
  });

  it('two simultaneous requests for one mobile create one user', async () => {
    const before = await counts();
    const mobile = newMobile();
    const body = { mobile, realName: 'race', unitIdList: [finance] };
    const results = await Promise.all([1, 2, 3].map(() => server.call('POST', ADD, { token: adminToken, body })));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 500, 500]);
    expect((await counts()).users).toBe(before.users + 1);
  });

  it('refuses unknown units and roles in one transaction: nothing is written', async () => {
    const before = await counts();
    for (const extra of [
      { unitIdList: [999_999] },
      { unitIdList: [finance, 999_999] },
      { roleIdList: [999_999] },
      { roleIdList: [plainRoleId, 999_999] },
    ]) {
      const r = await server.call('POST', ADD, {
        token: adminToken,
        body: { mobile: newMobile(), realName: 'x', unitIdList: [finance], ...extra },
      });
      expect(r.body.code, JSON.stringify(extra)).toBe(500);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 501 for bad input and writes nothing', async () => {
    const before = await counts();
    const good = { mobile: newMobile(), realName: '合法', unitIdList: [finance] };
    const bad: unknown[] = [
      {},
      { ...good, mobile: undefined },
      { ...good, realName: undefined },
      { ...good, unitIdList: undefined },
      { ...good, unitIdList: [] },
      { ...good, unitIdList: ['abc'] },
      { ...good, unitIdList: finance },
      { ...good, roleIdList: 'x' },
      { ...good, mobile: '12345' },
      { ...good, mobile: 13900001234 },
      { ...good, mobile: '1'.repeat(10_000) },
      { ...good, realName: 'x'.repeat(10_000) },
      { ...good, realName: '   ' },
      { ...good, username: 'x'.repeat(10_000) },
      { ...good, username: '1abc' },
      { ...good, password: 'short' },
      { ...good, password: 'p'.repeat(10_000) },
      { ...good, email: 'not-an-email' },
      { ...good, unitIdList: Array.from({ length: 21 }, (_, i) => i + 1) },
      'just a string',
      [good],
    ];
    for (const body of bad) {
      const r = await server.call('POST', ADD, { token: adminToken, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(200);
      expect(r.body.code, JSON.stringify(body).slice(0, 80)).toBe(501);
    }
    expect(await counts()).toEqual(before);
  });

  it('needs sign-in and sysUser.add', async () => {
    const before = await counts();
    const body = { mobile: newMobile(), realName: 'x', unitIdList: [finance] };
    expect((await server.call('POST', ADD, { body })).status).toBe(401);
    const r = await server.call('POST', ADD, { token: clerkToken, body });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT admin_sys_user/edit', () => {
  it('updates fields, replaces memberships and roles, moves the current unit when it leaves', async () => {
    const u = await addUser({ unitIdList: [finance], roleIdList: [plainRoleId] });
    const mobile = newMobile();
    const r = await server.call<UserRow>('PUT', EDIT, {
      token: adminToken,
      body: { userId: u.userId, realName: '改名', email: 'new@example.gov.cn', mobile, unitIdList: [transport], roleIdList: [] },
    });
    expect(r.body.code, r.body.message).toBe(200);
    userRowSchema.parse(r.body.result);
    const s = await snapshot(u.userId);
    expect(s.row).toMatchObject({ realName: '改名', email: 'new@example.gov.cn', mobile, currentUnitId: transport });
    expect(s.units).toEqual([transport]);
    expect(s.roles).toEqual([]);
    const listed = (await listAll(adminToken, { keyword: mobile })).records[0]!;
    expect(listed).toMatchObject({ userId: u.userId, realName: '改名', units: [{ id: transport }], roles: [] });

    // The current unit stays when it is still in the list.
    await server.call('PUT', EDIT, { token: adminToken, body: { userId: u.userId, unitIdList: [finance, transport], roleIdList: [plainRoleId] } });
    const s2 = await snapshot(u.userId);
    expect(s2.row!.currentUnitId).toBe(transport);
    expect(s2.units).toEqual([finance, transport].sort((a, b) => a - b));
    expect(s2.roles).toEqual([plainRoleId]);

    // A partial edit leaves the rest alone; email can be cleared.
    await server.call('PUT', EDIT, { token: adminToken, body: { userId: u.userId, email: null } });
    const s3 = await snapshot(u.userId);
    expect(s3.row!.email).toBeNull();
    expect(s3.row!.realName).toBe('改名');
    expect(s3.units).toEqual(s2.units);
    expect(s3.roles).toEqual(s2.roles);
  });

  it('resets the password: old sessions end, the new password works', async () => {
    const u = await addUser({ password: 'First@2026x' });
    const oldToken = await server.login(u.username, 'First@2026x');
    const r = await server.call('PUT', EDIT, { token: adminToken, body: { userId: u.userId, password: 'Second@2026x' } });
    expect(r.body.code).toBe(200);
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token: oldToken })).status).toBe(401);
    expect((await server.call('POST', 'admin_sys_user/login', { query: { username: u.username, password: 'First@2026x' } })).body.code).toBe(500);
    await server.login(u.username, 'Second@2026x');
    // The administrator's own session is untouched.
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token: adminToken })).body.code).toBe(200);
  });

  it('disabling ends the sessions and blocks sign-in; enabling restores it', async () => {
    const u = await addUser({ password: 'Enable@2026x' });
    const token = await server.login(u.username, 'Enable@2026x');
    const off = await server.call('PUT', EDIT, { token: adminToken, body: { userId: u.userId, enabled: false } });
    expect(off.body.code).toBe(200);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, u.userId))).toHaveLength(0);
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token })).status).toBe(401);
    const login = await server.call('POST', 'admin_sys_user/login', { query: { username: u.username, password: 'Enable@2026x' } });
    expect(login.body.code).toBe(500);
    expect((await listAll(adminToken, { keyword: u.mobile })).records[0]!.enabled).toBe(false);

    await server.call('PUT', EDIT, { token: adminToken, body: { userId: u.userId, enabled: true } });
    await server.login(u.username, 'Enable@2026x');
  });

  it('refuses unknown users, units and roles, duplicates and self-disabling; the transaction leaves nothing behind', async () => {
    const u = await addUser();
    const clerk = await userByName('clerk');
    const admin = await userByName('admin');
    const before = await snapshot(u.userId);
    const adminBefore = await snapshot(admin.id);
    const cases: Record<string, unknown>[] = [
      { userId: 999_999, realName: 'ghost' },
      { userId: u.userId, realName: '不该保存', unitIdList: [finance, 999_999] },
      { userId: u.userId, realName: '不该保存', roleIdList: [999_999] },
      { userId: u.userId, realName: '不该保存', unitIdList: [transport], roleIdList: [plainRoleId, 999_999] },
      ...(clerk.mobile ? [{ userId: u.userId, realName: '不该保存', mobile: clerk.mobile }] : []),
      { userId: admin.id, enabled: false },
    ];
    for (const body of cases) {
      const r = await server.call('PUT', EDIT, { token: adminToken, body });
      expect(r.body.code, JSON.stringify(body)).toBe(500);
      expect(r.body.message).toBeTruthy();
    }
    expect(await snapshot(u.userId)).toEqual(before);
    expect(await snapshot(admin.id)).toEqual(adminBefore);
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token: adminToken })).body.code).toBe(200);
  });

  it('answers 501 for bad input and changes nothing', async () => {
    const u = await addUser();
    const before = await snapshot(u.userId);
    const all = await counts();
    const bad: unknown[] = [
      {},
      { realName: 'x' },
      { userId: 'abc' },
      { userId: -1 },
      { userId: u.userId, realName: 'x'.repeat(10_000) },
      { userId: u.userId, realName: 123 },
      { userId: u.userId, enabled: 'yes' },
      { userId: u.userId, mobile: 'abc' },
      { userId: u.userId, email: 'x'.repeat(10_000) },
      { userId: u.userId, password: 'short' },
      { userId: u.userId, unitIdList: [] },
      { userId: u.userId, unitIdList: ['x'] },
      { userId: u.userId, roleIdList: [0] },
    ];
    for (const body of bad) {
      const r = await server.call('PUT', EDIT, { token: adminToken, body });
      expect(r.body.code, JSON.stringify(body).slice(0, 80)).toBe(501);
    }
    expect(await snapshot(u.userId)).toEqual(before);
    expect(await counts()).toEqual(all);
  });

  it('needs sign-in and sysUser.edit', async () => {
    const clerk = await userByName('clerk');
    const before = await snapshot(clerk.id);
    expect((await server.call('PUT', EDIT, { body: { userId: clerk.id, realName: 'x' } })).status).toBe(401);
    const r = await server.call('PUT', EDIT, { token: clerkToken, body: { userId: clerk.id, realName: 'x' } });
    expect(r.status).toBe(403);
    expect(await snapshot(clerk.id)).toEqual(before);
  });
});

describe('DELETE admin_sys_user/del', () => {
  it('deletes the user with memberships, roles, sessions and messages', async () => {
    const u = await addUser({ password: 'Delete@2026x', unitIdList: [finance, transport] });
    const token = await server.login(u.username, 'Delete@2026x');
    await server.db.insert(messages).values([
      { userId: u.userId, title: 'hello', content: 'one' },
      { userId: u.userId, title: 'again', content: 'two' },
    ]);
    const before = await counts();
    const r = await server.call('DELETE', DEL, { token: adminToken, query: { userId: u.userId } });
    expect(r.body.code, r.body.message).toBe(200);
    const after = await counts();
    expect(after.users).toBe(before.users - 1);
    expect(after.userUnits).toBe(before.userUnits - 2);
    expect(after.userRoles).toBe(before.userRoles - 1);
    expect(after.sessions).toBe(before.sessions - 1);
    expect(after.messages).toBe(before.messages - 2);
    const gone = await snapshot(u.userId);
    expect(gone).toEqual({ row: undefined, units: [], roles: [] });
    expect((await server.call('GET', 'sys_user/getLoginUserInfo', { token })).status).toBe(401);
    expect((await server.call('GET', COM, { token: adminToken, query: { userId: u.userId } })).body.code).toBe(500);
    // Deleting it again: it no longer exists.
    expect((await server.call('DELETE', DEL, { token: adminToken, query: { userId: u.userId } })).body.code).toBe(500);
  });

  it('refuses deleting yourself, unknown users and bad ids; nothing changes', async () => {
    const admin = await userByName('admin');
    const before = await counts();
    const self = await server.call('DELETE', DEL, { token: adminToken, query: { userId: admin.id }, headers: { lang: 'en-US' } });
    expect(self.body.code).toBe(500);
    expect(self.body.message).toMatch(/cannot delete/);
    expect((await server.call('DELETE', DEL, { token: adminToken, query: { userId: 999_999 } })).body.code).toBe(500);
    for (const query of [{}, { userId: 'abc' }, { userId: 0 }, { userId: '1'.repeat(150) }]) {
      expect((await server.call('DELETE', DEL, { token: adminToken, query })).body.code, JSON.stringify(query)).toBe(501);
    }
    expect(await counts()).toEqual(before);
  });

  it('needs sign-in and sysUser.delete', async () => {
    const u = await addUser();
    const before = await counts();
    expect((await server.call('DELETE', DEL, { query: { userId: u.userId } })).status).toBe(401);
    expect((await server.call('DELETE', DEL, { token: clerkToken, query: { userId: u.userId } })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('GET sys_user/getComUserInfo', () => {
  it("gives a signed-in user the public info of a user within their data scope only", async () => {
    const reviewer = await userByName('reviewer');
    const r = await server.call<ComUserInfo>('GET', COM, { token: clerkToken, query: { userId: reviewer.id } });
    expect(r.body.code).toBe(200);
    expect(Object.keys(r.body.result).sort()).toEqual(['realName', 'units', 'userId', 'userType', 'username']);
    expect(comUserInfoSchema.parse(r.body.result)).toMatchObject({ userId: reviewer.id, username: 'reviewer' });
    // Outside the scope the answer is that of an unknown id: sequential ids list no one's accounts.
    const admin = await userByName('admin');
    const outside = await server.call('GET', COM, { token: clerkToken, query: { userId: admin.id } });
    const unknown = await server.call('GET', COM, { token: clerkToken, query: { userId: 999_999 } });
    expect(outside.body).toEqual(unknown.body);
    const county = await server.login('county');
    expect((await server.call('GET', COM, { token: county, query: { userId: reviewer.id } })).body.code).toBe(500);
    const bureau = await server.login('bureau');
    expect((await server.call('GET', COM, { token: bureau, query: { userId: reviewer.id } })).body.code).toBe(200);
    const self = await server.call<ComUserInfo>('GET', COM, { token: county, query: { userId: (await userByName('county')).id } });
    expect(self.body.code).toBe(200);
    const clerk = await userByName('clerk');
    const c = await server.call<ComUserInfo>('GET', COM, { token: adminToken, query: { userId: clerk.id } });
    expect(c.body.result.units.map((u) => u.id).sort()).toEqual([finance, transport].sort());
    expect(JSON.stringify(c.body.result)).not.toMatch(/mobile|email|password/i);
  });

  it('refuses unknown users (500), bad ids (501) and anonymous callers (401)', async () => {
    expect((await server.call('GET', COM, { token: clerkToken, query: { userId: 999_999 } })).body.code).toBe(500);
    for (const query of [{}, { userId: 'abc' }, { userId: -5 }, { userId: 'x'.repeat(10_000) }]) {
      expect((await server.call('GET', COM, { token: clerkToken, query })).body.code).toBe(501);
    }
    expect((await server.call('GET', COM, { query: { userId: 1 } })).status).toBe(401);
  });
});

describe('POST sys_user/queryPage', () => {
  it('searches by body or by query parameters and returns public info only', async () => {
    const byBody = await server.call<Page<ComUserInfo>>('POST', PICK, { token: adminToken, body: { keyword: 'clerk', current: 1, size: 5 } });
    expect(byBody.body.code).toBe(200);
    expect(byBody.body.result).toMatchObject({ current: 1, size: 5 });
    expect(byBody.body.result.records.some((r) => r.username === 'clerk')).toBe(true);
    for (const rec of byBody.body.result.records) {
      comUserInfoSchema.parse(rec);
      expect(rec).not.toHaveProperty('mobile');
      expect(rec).not.toHaveProperty('email');
    }
    const byQuery = await server.call<Page<ComUserInfo>>('POST', PICK, { token: adminToken, query: { keyword: 'clerk', size: 5 } });
    expect(byQuery.body.code).toBe(200);
    expect(byQuery.body.result.records.map((r) => r.userId)).toEqual(byBody.body.result.records.map((r) => r.userId));

    const byUnit = await server.call<Page<ComUserInfo>>('POST', PICK, { token: adminToken, body: { unitId: finance, size: 200 } });
    const members = await membersOf([finance]);
    const disabled = await server.db.select({ id: users.id }).from(users).where(eq(users.enabled, false));
    const disabledIds = new Set(disabled.map((d) => d.id));
    expect(byUnit.body.result.records.map((r) => r.userId)).toEqual(members.filter((id) => !disabledIds.has(id)));
  });

  it('leaves out disabled accounts', async () => {
    const u = await addUser();
    await server.call('PUT', EDIT, { token: adminToken, body: { userId: u.userId, enabled: false } });
    const r = await server.call<Page<ComUserInfo>>('POST', PICK, { token: adminToken, body: { keyword: u.mobile } });
    expect(r.body.result.total).toBe(0);
  });

  it('answers 501 for bad input and 401 without sign-in', async () => {
    for (const body of [{ size: 0 }, { current: 'x' }, { keyword: 'x'.repeat(10_000) }, { unitId: 'abc' }, 'text']) {
      expect((await server.call('POST', PICK, { token: clerkToken, body })).body.code, JSON.stringify(body)).toBe(501);
    }
    expect((await server.call('POST', PICK, { token: clerkToken, query: { size: 1000 } })).body.code).toBe(501);
    expect((await server.call('POST', PICK, { body: {} })).status).toBe(401);
  });
});

describe('data scope', () => {
  it('a caller without an all-scope role only sees users of its data scope: unit subtree, bureau area, or none (every demo account)', async () => {
    for (const username of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer']) {
      const token = await server.login(username);
      const scope = await scopeOf(username);
      const visible = scope === 'all' ? null : new Set(await membersOf(scope));
      const info = (await server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token })).body.result;
      const canList = info.permissions.some((p) => p.permissionId === 'sysUser' && p.actionList.includes('query'));
      const lists: { userId: number }[][] = [];
      const picked = await server.call<Page<ComUserInfo>>('POST', PICK, { token, body: { size: 200 } });
      if (username === 'company' || username === 'lawyer') {
        // The user picker is a staff call: their bases do not serve it.
        expect(picked.status, username).toBe(404);
        continue;
      }
      expect(picked.body.code).toBe(200);
      lists.push(picked.body.result.records);
      if (canList) lists.push((await listAll(token)).records);
      for (const records of lists) {
        if (visible) for (const rec of records) expect(visible.has(rec.userId), `${username} sees ${rec.userId}`).toBe(true);
      }
      if (canList && scope === 'all') expect((await listAll(token)).total).toBe((await counts()).users);
      if (username === 'bureau') {
        // The city bureau reaches the staff of its whole area, e.g. the clerk of 杭州市财政局.
        const clerkId = (await userByName('clerk')).id;
        expect(picked.body.result.records.map((r) => r.userId)).toContain(clerkId);
      }
    }
  });

  describe('a scoped user manager (role with data_scope unit, current unit 杭州市财政局)', () => {
    let scopedToken: string;
    let scopedRole: number;

    beforeAll(async () => {
      const [role] = await server.db
        .insert(roles)
        .values({ code: 'test_scoped_user_admin', name: '本单位用户管理员', dataScope: 'unit' })
        .returning({ id: roles.id });
      scopedRole = role!.id;
      await server.db
        .insert(rolePermissions)
        .values({ roleId: scopedRole, permissionId: 'sysUser', actionList: ['query', 'add', 'edit', 'delete'] });
      await addUser({ username: 'scopedmgr', password: 'Scoped@2026x', unitIdList: [finance], roleIdList: [scopedRole] });
      scopedToken = await server.login('scopedmgr', 'Scoped@2026x');
    });

    it('lists only users of its subtree', async () => {
      const subtree = await descendantIds(server.db, [finance]);
      const expected = await membersOf(subtree);
      const all = await listAll(scopedToken);
      expect(all.records.map((r) => r.userId)).toEqual(expected);
      expect(all.total).toBe(expected.length);
      expect(all.records.some((r) => r.username === 'clerk')).toBe(true);
      expect(all.records.some((r) => r.username === 'admin')).toBe(expected.includes((await userByName('admin')).id));
      // Filtering by a unit outside the subtree never widens the scope.
      const province = await unitId('浙江省');
      const wide = await listAll(scopedToken, { unitId: province, includeChildren: true });
      for (const rec of wide.records) expect(expected).toContain(rec.userId);
      const picked = await server.call<Page<ComUserInfo>>('POST', PICK, { token: scopedToken, body: { size: 200 } });
      expect(picked.body.result.records.every((r) => expected.includes(r.userId))).toBe(true);
    });

    it('cannot place users outside its subtree, grant wide roles or manage users outside it', async () => {
      const before = await counts();
      const outside = await server.call('POST', ADD, {
        token: scopedToken,
        body: { mobile: newMobile(), realName: 'x', unitIdList: [transport] },
        headers: { lang: 'en-US' },
      });
      expect(outside.body.code).toBe(500);
      expect(outside.body.message).toMatch(/scope/);
      if (allRoleId) {
        const wideRole = await server.call('POST', ADD, {
          token: scopedToken,
          body: { mobile: newMobile(), realName: 'x', unitIdList: [finance], roleIdList: [allRoleId] },
        });
        expect(wideRole.body.code).toBe(500);
      }
      const admin = await userByName('admin');
      expect((await server.call('PUT', EDIT, { token: scopedToken, body: { userId: admin.id, realName: 'x' } })).body.code).toBe(500);
      expect((await server.call('DELETE', DEL, { token: scopedToken, query: { userId: admin.id } })).body.code).toBe(500);
      expect(await counts()).toEqual(before);
    });

    it('manages users of its subtree and keeps memberships it cannot see', async () => {
      const created = await server.call<AddByMobileResult>('POST', ADD, {
        token: scopedToken,
        body: { mobile: newMobile(), realName: '本单位新人', unitIdList: [finance], roleIdList: [plainRoleId] },
      });
      expect(created.body.code, created.body.message).toBe(200);
      const clerk = await userByName('clerk');
      const before = await snapshot(clerk.id);
      const r = await server.call('PUT', EDIT, { token: scopedToken, body: { userId: clerk.id, unitIdList: [finance] } });
      expect(r.body.code, r.body.message).toBe(200);
      // 杭州市交通运输局 is outside the manager's scope, so clerk stays a member of it.
      expect((await snapshot(clerk.id)).units).toEqual(before.units);
      expect(await server.db.select().from(userUnits).where(and(eq(userUnits.userId, clerk.id), eq(userUnits.unitId, transport)))).toHaveLength(1);

      const del = await server.call('DELETE', DEL, { token: scopedToken, query: { userId: created.body.result.userId } });
      expect(del.body.code).toBe(200);
    });
  });
});
