/**
 * The in-memory auth cache (server/http/auth-cache.ts): a signed-in caller's context, menu, unread
 * count and unit chain are served from memory, and every change to what they are read from holds on
 * the very next call: logout, disable, password reset, role and permission changes, menu and unit
 * edits, new and read messages, and writes made straight in the database (the triggers of migration
 * 0013 notify, whoever writes). Expiry is checked on every call, cached or not. Runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '../../src/domain/envelope';
import type { LoginUserInfo, MenuNode } from '../../src/domain/system';
import { messages, roles, units, users } from '../../server/db/schema';
import { authCacheOf } from '../../server/http/auth-cache';
import { startSession } from '../../server/modules/session/start';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;

const info = (token: string) => server.call<LoginUserInfo>('GET', 'sys_user/getLoginUserInfo', { token });
const menu = (token: string) => server.call<MenuNode[]>('GET', 'admin_sys_menu/getUserMenuList', { token });
const unread = (token: string) => server.call<number>('GET', 'sys_message/messageUnread', { token });
const cache = () => authCacheOf(server.db)!;

async function userId(username: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function roleId(code: string): Promise<number> {
  const [row] = await server.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row!.id;
}

/** Signs in and makes one call, so the session is in the cache before the change under test. */
async function cachedLogin(username: string): Promise<string> {
  const token = await server.login(username);
  expect((await info(token)).body.code).toBe(ApiCode.ok);
  expect([...cache().sessions.map.values()].some((e) => e.ctx.username === username)).toBe(true);
  return token;
}

const expectSignedOut = (r: { status: number; body: { code: number } }) => {
  expect(r.status).toBe(401);
  expect(r.body.code).toBe(ApiCode.unauthorized);
};

const flat = (ns: MenuNode[]): MenuNode[] => ns.flatMap((n) => [n, ...flat(n.children)]);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the auth cache', () => {
  it('is listening for changes, and serves a repeated call from memory', async () => {
    expect(cache().live()).toBe(true);
    const token = await cachedLogin('clerk');
    const size = cache().sessions.map.size;
    expect((await info(token)).body.result.username).toBe('clerk');
    expect(cache().sessions.map.size).toBe(size);
  });

  it('logout holds on the very next call', async () => {
    const token = await cachedLogin('clerk');
    expect((await server.call('GET', 'admin_sys_user/logout', { token })).body.code).toBe(ApiCode.ok);
    expectSignedOut(await info(token));
    expectSignedOut(await menu(token));
  });

  it('disabling a user holds on the very next call', async () => {
    const token = await cachedLogin('reviewer');
    const id = await userId('reviewer');
    expect((await server.call('PUT', 'admin_sys_user/disable', { token: admin, body: { userId: id } })).body.code).toBe(ApiCode.ok);
    expectSignedOut(await info(token));
    expect((await server.call('PUT', 'admin_sys_user/enable', { token: admin, body: { userId: id } })).body.code).toBe(ApiCode.ok);
    expect((await info(await server.login('reviewer'))).body.code).toBe(ApiCode.ok);
  });

  it('a password reset holds on the very next call', async () => {
    const token = await cachedLogin('leader');
    const id = await userId('leader');
    const reset = await server.call<{ password: string }>('PUT', 'admin_sys_user/resetPassword', { token: admin, body: { userId: id } });
    expect(reset.body.code).toBe(ApiCode.ok);
    expectSignedOut(await info(token));
    expect((await info(await server.login('leader', reset.body.result.password))).body.code).toBe(ApiCode.ok);
  });

  it("a change of a user's roles holds on the very next call: context and menu", async () => {
    const token = await cachedLogin('county');
    const before = await menu(token);
    expect(flat(before.body.result).some((n) => n.path === '/system/role-manage')).toBe(false);
    const id = await userId('county');
    const edited = await server.call('PUT', 'admin_sys_user/edit', {
      token: admin,
      body: { userId: id, roleIdList: [await roleId('county'), await roleId('admin')] },
    });
    expect(edited.body.code).toBe(ApiCode.ok);
    // The same session, on its very next calls.
    expect((await info(token)).body.result.roles.map((r) => r.code)).toContain('admin');
    expect(flat((await menu(token)).body.result).some((n) => n.path === '/system/role-manage')).toBe(true);
  });

  it("a change of a role's permissions holds on the very next call for its holders", async () => {
    const token = await cachedLogin('bureau');
    const id = await roleId('bureau');
    const detail = await server.call<{ permissions: { permissionId: string; actionList: string[] }[] }>('GET', 'admin_sys_role/detail', {
      token: admin,
      query: { id },
    });
    const keep = detail.body.result.permissions;
    const contracts = async () => (await server.call('POST', 'contract/queryPage', { token, body: { current: 1, size: 1 } })).body.code;
    expect(await contracts()).toBe(ApiCode.ok);
    const without = keep.filter((p) => p.permissionId !== 'contract');
    expect((await server.call('PUT', 'admin_sys_role/edit', { token: admin, body: { id, permissions: without } })).body.code).toBe(ApiCode.ok);
    expect(await contracts()).toBe(ApiCode.forbidden);
    expect((await info(token)).body.result.permissions.some((p) => p.permissionId === 'contract')).toBe(false);
    expect((await server.call('PUT', 'admin_sys_role/edit', { token: admin, body: { id, permissions: keep } })).body.code).toBe(ApiCode.ok);
    expect(await contracts()).toBe(ApiCode.ok);
  });

  it('a new menu entry shows in the menus of the roles it is granted to at once', async () => {
    const before = await menu(admin);
    const added = await server.call<MenuNode>('POST', 'admin_sys_menu/add', {
      token: admin,
      body: { pid: null, title: '缓存测试页', icon: '', path: '/cache-probe', type: 1, isNewTab: false, sort: 99, permissionId: null },
    });
    expect(added.body.code).toBe(ApiCode.ok);
    expect(flat(before.body.result).some((n) => n.path === '/cache-probe')).toBe(false);
    expect(flat((await menu(admin)).body.result).some((n) => n.path === '/cache-probe')).toBe(true);
    await server.call('DELETE', 'admin_sys_menu/del', { token: admin, query: { id: added.body.result.id } });
    expect(flat((await menu(admin)).body.result).some((n) => n.path === '/cache-probe')).toBe(false);
  });

  it('the unread count follows new and read messages at once', async () => {
    const token = await cachedLogin('company');
    const id = await userId('company');
    const n = (await unread(token)).body.result;
    const [m] = await server.db.insert(messages).values({ userId: id, title: '缓存测试消息' }).returning({ id: messages.id });
    expect((await unread(token)).body.result).toBe(n + 1);
    expect((await server.call('POST', 'sys_message/isRead', { token, body: [m!.id] })).body.code).toBe(ApiCode.ok);
    expect((await unread(token)).body.result).toBe(n);
  });

  it("a renamed unit shows in the caller's unit chain at once", async () => {
    const token = await cachedLogin('clerk');
    const chain = (await info(token)).body.result.currentUnitInList;
    const current = chain[chain.length - 1]!;
    const renamed = await server.call('PUT', 'admin_sys_unit/edit', { token: admin, body: { id: current.id, unitName: `${current.unitName}（缓存）` } });
    expect(renamed.body.code).toBe(ApiCode.ok);
    expect((await info(token)).body.result.currentUnitInList.at(-1)?.unitName).toBe(`${current.unitName}（缓存）`);
    await server.db.update(units).set({ unitName: current.unitName }).where(eq(units.id, current.id));
    expect((await info(token)).body.result.currentUnitInList.at(-1)?.unitName).toBe(current.unitName);
  });

  it('a write made straight in the database (not through the app) holds on the very next call', async () => {
    const token = await cachedLogin('lawyer');
    await server.db.execute(sql`update users set enabled = false where username = 'lawyer'`);
    expectSignedOut(await info(token));
    await server.db.execute(sql`update users set enabled = true where username = 'lawyer'`);
  });

  it('expiry is checked on every call, even when the session is in memory', async () => {
    const id = await userId('clerk');
    const token = await startSession(server.db, id, 1500, { base: 'admin' });
    expect((await info(token)).body.code).toBe(ApiCode.ok);
    expect([...cache().sessions.map.values()].some((e) => e.ctx.userId === id && e.expiresAt - Date.now() < 2000)).toBe(true);
    await expect
      .poll(async () => (await info(token)).body.code, { timeout: 5000, interval: 200 })
      .toBe(ApiCode.tokenExpired);
  });

  it("a contract list's total follows a registration at once, kept per filter in between", async () => {
    const clerk = await server.login('clerk');
    const list = async () => (await server.call<{ total: number }>('POST', 'contract/queryPage', { token: clerk, body: { current: 1, size: 5 } })).body.result.total;
    const before = await list();
    expect(cache().listTotals.map.size).toBeGreaterThan(0);
    const [cp] = await server.db.execute(sql`select id from counterparts order by id limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const registered = await server.call<{ id: number }>('POST', 'contract/register', {
      token: clerk,
      body: { name: '缓存合计测试合同', category: 'procurementServices', amountFen: 500_000, counterparts: [{ counterpartId: cp!.id, role: 'B' }], submit: false },
    });
    expect(registered.body.code).toBe(ApiCode.ok);
    expect(await list()).toBe(before + 1);
    // A write straight in the database too.
    await server.db.execute(sql`delete from contract_parties where contract_id = ${registered.body.result.id}`);
    await server.db.execute(sql`delete from contracts where id = ${registered.body.result.id}`);
    expect(await list()).toBe(before);
  });

  it('a deep page read from the other end (total known) holds the same rows as read forwards, in every order', async () => {
    for (const order of [
      { sortField: 'updatedAt', sortOrder: 'desc' },
      { sortField: 'signDate', sortOrder: 'desc' },
      { sortField: 'signDate', sortOrder: 'asc' },
      { sortField: 'amountFen', sortOrder: 'asc' },
    ]) {
      const body = (current: number) => ({ current, size: 7, ...order });
      const first = await server.call<{ total: number }>('POST', 'contract/queryPage', { token: admin, body: body(1) });
      const pages = Math.ceil(first.body.result.total / 7);
      for (const current of [pages - 1, pages]) {
        cache().listTotals.clear();
        cache().listPages.clear();
        const forwards = await server.call<{ records: { id: number }[] }>('POST', 'contract/queryPage', { token: admin, body: body(current) });
        // The total is now known (the page itself is not kept): the same page is read backwards from the end.
        cache().listPages.clear();
        const backwards = await server.call<{ records: { id: number }[] }>('POST', 'contract/queryPage', { token: admin, body: body(current) });
        expect(backwards.body.result.records.map((r) => r.id)).toEqual(forwards.body.result.records.map((r) => r.id));
        expect(forwards.body.result.records.length).toBeGreaterThan(0);
      }
    }
  });

  it("a contract's detail follows what it shows at once: a new flag, a renamed handler, a new matter", async () => {
    const [c] = await server.db.execute(sql`select id, handler_id from contracts where handler_id is not null order by id limit 1`).then(
      (r) => (r as unknown as { rows: { id: number; handler_id: number }[] }).rows,
    );
    const detail = async () =>
      (await server.call<{ riskFlags: { detail: string }[]; handlerName: string | null; matters: { title: string }[] }>('GET', 'contract/detail', { token: admin, query: { id: c!.id } })).body.result;
    const before = await detail();
    expect(cache().contractDetails.map.size).toBeGreaterThan(0);
    await server.db.execute(sql`insert into risk_flags (contract_id, rule, level, detail) values (${c!.id}, 'dispute', 'yellow', '缓存测试风险')`);
    expect((await detail()).riskFlags.map((f) => f.detail)).toContain('缓存测试风险');
    const [handler] = await server.db.select({ realName: users.realName }).from(users).where(eq(users.id, c!.handler_id));
    await server.db.update(users).set({ realName: '缓存测试经办人' }).where(eq(users.id, c!.handler_id));
    expect((await detail()).handlerName).toBe('缓存测试经办人');
    await server.db.update(users).set({ realName: handler!.realName }).where(eq(users.id, c!.handler_id));
    await server.db.execute(sql`insert into matters (kind, title, submitter_id, contract_id, status) values ('seekReply', '缓存测试事项', ${c!.handler_id}, ${c!.id}, 'pending')`);
    expect((await detail()).matters.map((m) => m.title)).toContain('缓存测试事项');
    expect((await detail()).handlerName).toBe(before.handlerName);
  });
});

