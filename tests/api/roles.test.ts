/**
 * Role management (server/modules/roles/): the page, the detail with its matrix and menus, add,
 * edit and delete, their permissions, validation and refusals, and that a change applies to the
 * role's holders on their very next call.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, userRoles, users } from '../../server/db/schema';
import type { FieldErrors, Page } from '../../src/domain/envelope';
import type { RoleDetail, RoleRow } from '../../src/domain/role';
import type { MenuNode } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let clerk: string;

const page = (body: unknown, token = admin) => server.call<Page<RoleRow>>('POST', 'admin_sys_role/queryPage', { token, body });
const detail = (id: number | string, token = admin) => server.call<RoleDetail>('GET', 'admin_sys_role/detail', { token, query: { id } });
const add = (body: unknown, token = admin) => server.call<RoleDetail>('POST', 'admin_sys_role/add', { token, body });
const edit = (body: unknown, token = admin) => server.call<RoleDetail>('PUT', 'admin_sys_role/edit', { token, body });
const del = (id: number | string, token = admin) => server.call<null>('DELETE', 'admin_sys_role/del', { token, query: { id } });

async function roleId(code: string): Promise<number> {
  const [row] = await server.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row!.id;
}

async function roleCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(roles);
  return Number(row?.n ?? 0);
}

async function pageIds(): Promise<number[]> {
  const r = await server.call<MenuNode[]>('GET', 'admin_sys_menu/getTreeList', { token: admin });
  const flat = (ns: MenuNode[]): MenuNode[] => ns.flatMap((n) => [n, ...flat(n.children)]);
  return flat(r.body.result)
    .filter((n) => n.type === 1)
    .map((n) => n.id);
}

const fieldPaths = (body: { result: unknown }) => (body.result as FieldErrors).fields.map((f) => f.path);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  clerk = await server.login('clerk');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('reading roles', () => {
  it('pages the roles with their holder counts, and filters by keyword', async () => {
    const r = await page({ current: 1, size: 5 });
    expect(r.body.code).toBe(200);
    expect(r.body.result.total).toBe(11);
    expect(r.body.result.records).toHaveLength(5);
    const adminRow = r.body.result.records.find((x) => x.code === 'admin')!;
    expect(adminRow.builtIn).toBe(true);
    expect(adminRow.dataScope).toBe('all');
    expect(adminRow.userCount).toBeGreaterThan(0);
    const second = await page({ current: 2, size: 5 });
    expect(second.body.result.records).toHaveLength(5);
    const kw = await page({ keyword: '经办' });
    expect(kw.body.result.records.map((x) => x.code)).toEqual(['clerk']);
    const none = await server.call<Page<RoleRow>>('POST', 'admin_sys_role/queryPage', { token: admin });
    expect(none.body.result.size).toBe(10);
  });

  it('gives a role with its permission matrix, menus and data scope', async () => {
    const r = await detail(await roleId('clerk'));
    expect(r.body.code).toBe(200);
    expect(r.body.result.dataScope).toBe('unit');
    expect(r.body.result.permissions.find((p) => p.permissionId === 'contract')?.actionList).toEqual(
      expect.arrayContaining(['add', 'edit', 'query', 'get']),
    );
    expect(r.body.result.menuIds.length).toBeGreaterThan(0);
    expect((await detail(999999)).body.code).toBe(500);
  });
});

describe('permissions and input', () => {
  it('answers 403 to a caller without the role permission, for every call', async () => {
    const id = await roleId('reviewer');
    const before = await roleCount();
    for (const r of [
      await page({}, clerk),
      await detail(id, clerk),
      await add({ code: 'x1', name: 'x', dataScope: 'self' }, clerk),
      await edit({ id, name: 'hacked' }, clerk),
      await del(id, clerk),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(403);
    }
    expect(await roleCount()).toBe(before);
    expect((await detail(id)).body.result.name).toBe('单位法制审核员');
  });

  it('answers 501 with field paths to bad input', async () => {
    const bad = await add({ code: '1bad', name: '', dataScope: 'everyone', permissions: [{ permissionId: 'nope', actionList: ['fly'] }] });
    expect(bad.body.code).toBe(501);
    expect(fieldPaths(bad.body)).toEqual(
      expect.arrayContaining(['body.code', 'body.name', 'body.dataScope', 'body.permissions.0.permissionId', 'body.permissions.0.actionList.0']),
    );
    const badMenu = await add({ code: 'badmenu', name: '坏菜单', dataScope: 'self', menuIds: [999999] });
    expect(badMenu.body.code).toBe(501);
    expect(fieldPaths(badMenu.body)).toEqual(['body.menuIds']);
    expect((await edit({ id: 'abc' })).body.code).toBe(501);
    expect((await del('x')).body.code).toBe(501);
    expect(await roleCount()).toBe(11);
  });
});

describe('writing roles', () => {
  it('adds, edits and deletes a role; a duplicate code is refused', async () => {
    const menuIds = (await pageIds()).slice(0, 2);
    const r = await add({
      code: 'reviewer2',
      name: '审计员',
      description: '只读',
      dataScope: 'area',
      permissions: [
        { permissionId: 'contract', actionList: ['query', 'get', 'query'] },
        { permissionId: 'contract', actionList: ['export'] },
        { permissionId: 'project', actionList: [] },
      ],
      menuIds,
    });
    expect(r.body.code, r.body.message).toBe(200);
    const created = r.body.result;
    expect(created.permissions).toEqual([{ permissionId: 'contract', actionList: ['export', 'get', 'query'] }]);
    expect(created.menuIds).toEqual([...menuIds].sort((a, b) => a - b));
    expect(created.userCount).toBe(0);
    expect(created.builtIn).toBe(false);

    const dup = await add({ code: 'reviewer2', name: '又一个', dataScope: 'self' });
    expect(dup.body.code).toBe(500);
    expect(await roleCount()).toBe(12);

    const e = await edit({ id: created.id, name: '审计员（改）', permissions: [{ permissionId: 'project', actionList: ['query'] }] });
    expect(e.body.code).toBe(200);
    expect(e.body.result.name).toBe('审计员（改）');
    expect(e.body.result.dataScope).toBe('area');
    expect(e.body.result.permissions).toEqual([{ permissionId: 'project', actionList: ['query'] }]);
    expect(e.body.result.menuIds).toEqual(created.menuIds);

    const d = await del(created.id);
    expect(d.body.code).toBe(200);
    expect((await detail(created.id)).body.code).toBe(500);
    const left = await server.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, created.id));
    expect(left).toEqual([]);
    expect((await del(created.id)).body.code).toBe(500);
  });

  it('refuses to delete a role users hold, changing nothing', async () => {
    const id = await roleId('reviewer');
    const r = await del(id);
    expect(r.body.code).toBe(500);
    expect(r.body.message).toMatch(/名用户拥有该角色/);
    expect((await detail(id)).body.result.permissions.length).toBeGreaterThan(0);
    const [held] = await server.db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    expect(Number(held?.n)).toBeGreaterThan(0);
  });

  it('keeps the administrator role: not deleted, never without role management', async () => {
    const id = await roleId('admin');
    const before = (await detail(id)).body.result;
    const d = await del(id);
    expect(d.body.code).toBe(500);
    expect(d.body.message).toMatch(/超级管理员角色/);
    const e = await edit({ id, name: '改名', permissions: [{ permissionId: 'role', actionList: ['query'] }] });
    expect(e.body.code).toBe(500);
    const after = (await detail(id)).body.result;
    expect(after.name).toBe(before.name);
    expect(after.permissions).toEqual(before.permissions);
    // Renaming or changing other permissions is fine.
    const rename = await edit({ id, description: '全部权限' });
    expect(rename.body.code).toBe(200);
  });

  it('refuses to grant beyond the caller’s own permissions or scope', async () => {
    // A role manager that only holds role.* (and unit scope) may not hand out contract.add or 'all'.
    const mgr = await add({
      code: 'rolemgr',
      name: '角色管理员',
      dataScope: 'unit',
      permissions: [{ permissionId: 'role', actionList: ['query', 'get', 'add', 'edit', 'delete'] }],
    });
    expect(mgr.body.code).toBe(200);
    const [clerkUser] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'reviewer'));
    await server.db.insert(userRoles).values({ userId: clerkUser!.id, roleId: mgr.body.result.id });
    const token = await server.login('reviewer');
    const beyond = await add({ code: 'sneaky', name: '越权', dataScope: 'unit', permissions: [{ permissionId: 'menu', actionList: ['add'] }] }, token);
    expect(beyond.body.code).toBe(500);
    expect(beyond.body.message).toMatch(/超出/);
    const allScope = await add({ code: 'sneaky', name: '越权', dataScope: 'all' }, token);
    expect(allScope.body.code).toBe(500);
    const within = await add({ code: 'fine', name: '可以', dataScope: 'unit', permissions: [{ permissionId: 'contract', actionList: ['query'] }] }, token);
    expect(within.body.code).toBe(200);
    expect((await page({ keyword: 'sneaky' })).body.result.total).toBe(0);
    await server.db.delete(userRoles).where(eq(userRoles.roleId, mgr.body.result.id));
    expect((await del(mgr.body.result.id)).body.code).toBe(200);
    expect((await del(within.body.result.id)).body.code).toBe(200);
  });
});

describe('the server enforces a change on the very next call', () => {
  it('removing contract.query from the clerk role makes the clerk’s next contract/queryPage a 403', async () => {
    const id = await roleId('clerk');
    const listing = () => server.call('POST', 'contract/queryPage', { token: clerk, body: {} });
    expect((await listing()).body.code).toBe(200);
    const before = (await detail(id)).body.result;
    const without = before.permissions.map((p) =>
      p.permissionId === 'contract' ? { ...p, actionList: p.actionList.filter((a) => a !== 'query') } : p,
    );
    expect((await edit({ id, permissions: without })).body.code).toBe(200);
    const next = await listing();
    expect(next.status).toBe(403);
    expect(next.body.code).toBe(403);
    // ... and giving it back restores access, again at once.
    expect((await edit({ id, permissions: before.permissions })).body.code).toBe(200);
    expect((await listing()).body.code).toBe(200);
  });

  it('menus set on a role decide the holders’ side menu', async () => {
    const id = await roleId('clerk');
    const before = (await detail(id)).body.result;
    const menu = async () => (await server.call<MenuNode[]>('GET', 'admin_sys_menu/getUserMenuList', { token: clerk })).body.result;
    expect((await menu()).length).toBeGreaterThan(0);
    expect((await edit({ id, menuIds: [] })).body.code).toBe(200);
    expect(await menu()).toEqual([]);
    expect((await edit({ id, menuIds: before.menuIds })).body.code).toBe(200);
    expect((await menu()).length).toBeGreaterThan(0);
  });
});
