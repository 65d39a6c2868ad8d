/**
 * Menu management and the side menu (server/modules/menus/): the tree, the per-user menu, add,
 * edit and delete, with their permissions, validation and refusals.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../../server/db/schema';
import type { FieldErrors } from '../../src/domain/envelope';
import type { MenuNode } from '../../src/domain/system';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let clerk: string;

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const findById = (nodes: MenuNode[], id: number) => flatten(nodes).find((n) => n.id === id);

async function tree(): Promise<MenuNode[]> {
  const r = await server.call<MenuNode[]>('GET', 'admin_sys_menu/getTreeList', { token: admin });
  expect(r.body.code).toBe(200);
  return r.body.result;
}

async function userMenu(token: string): Promise<MenuNode[]> {
  const r = await server.call<MenuNode[]>('GET', 'admin_sys_menu/getUserMenuList', { token });
  expect(r.body.code).toBe(200);
  return r.body.result;
}

async function menuCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(menus);
  return Number(row?.n ?? 0);
}

async function menuRow(id: number) {
  const [row] = await server.db.select().from(menus).where(eq(menus.id, id));
  return row;
}

const add = (body: unknown, token = admin) => server.call<MenuNode>('POST', 'admin_sys_menu/add', { token, body });
const edit = (body: unknown, token = admin) => server.call<MenuNode>('PUT', 'admin_sys_menu/edit', { token, body });
const del = (id: number | string, token = admin) =>
  server.call<null>('DELETE', 'admin_sys_menu/del', { token, query: { id } });

async function added(body: Record<string, unknown>): Promise<MenuNode> {
  const r = await add(body);
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** The folder holding the system-management pages. */
const systemFolder = (nodes: MenuNode[]) =>
  nodes.find((n) => n.type === 0 && n.children.some((c) => c.path === '/system/menu-manage'));

function expectSorted(nodes: MenuNode[]): void {
  for (let i = 1; i < nodes.length; i++) {
    const [a, b] = [nodes[i - 1]!, nodes[i]!];
    expect(a.sort < b.sort || (a.sort === b.sort && a.id < b.id)).toBe(true);
  }
  for (const n of nodes) expectSorted(n.children);
}

function expectInvalid(r: { status: number; body: { code: number; result: unknown } }): void {
  expect(r.status).toBe(200);
  expect(r.body.code).toBe(501);
  expect((r.body.result as FieldErrors).fields.length).toBeGreaterThan(0);
}

function expectRefused(r: { status: number; body: { code: number; message: string } }): void {
  expect(r.status).toBe(200);
  expect(r.body.code).toBe(500);
  expect(r.body.message).toBeTruthy();
}

function expectUnauthorized(r: { status: number; body: { code: number; result: unknown } }): void {
  expect(r.status).toBe(401);
  expect(r.body.code).toBe(401);
  expect(r.body.result).toEqual({ isLogin: false });
}

function expectForbidden(r: { status: number; body: { code: number } }): void {
  expect(r.status).toBe(403);
  expect(r.body.code).toBe(403);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  clerk = await server.login('clerk');
});

afterAll(async () => {
  await server?.close();
});

describe('getTreeList', () => {
  it('answers the whole tree, sorted by sort then id, with every field', async () => {
    const nodes = await tree();
    expect(flatten(nodes).length).toBe(await menuCount());
    expectSorted(nodes);
    const folder = systemFolder(nodes);
    expect(folder).toBeDefined();
    expect(folder!.path).toMatch(/^\/folder-[0-9a-f]+$/);
    const page = folder!.children.find((c) => c.path === '/system/menu-manage')!;
    expect(Object.keys(page).sort()).toEqual(
      ['children', 'icon', 'id', 'isNewTab', 'path', 'permissionId', 'pid', 'sort', 'title', 'type'].sort(),
    );
    expect(page.pid).toBe(folder!.id);
    expect(page.type).toBe(1);
  });

  it('needs a token (401) and the menu.query permission (403)', async () => {
    expectUnauthorized(await server.call('GET', 'admin_sys_menu/getTreeList'));
    expectForbidden(await server.call('GET', 'admin_sys_menu/getTreeList', { token: clerk }));
  });
});

describe('getUserMenuList', () => {
  it('shows the system folder to the administrator, not to the clerk', async () => {
    expect(systemFolder(await userMenu(admin))).toBeDefined();
    const clerkMenu = await userMenu(clerk);
    expect(clerkMenu.length).toBeGreaterThan(0);
    expect(systemFolder(clerkMenu)).toBeUndefined();
    expect(flatten(clerkMenu).some((n) => n.path.startsWith('/system/'))).toBe(false);
  });

  it('keeps only folders that have children, with the fields the side menu needs', async () => {
    for (const token of [admin, clerk]) {
      const nodes = flatten(await userMenu(token));
      for (const n of nodes) {
        for (const key of ['id', 'title', 'icon', 'path', 'type', 'isNewTab', 'children']) expect(n).toHaveProperty(key);
        if (n.type === 0) expect(n.children.length).toBeGreaterThan(0);
      }
    }
  });

  it('needs a token', async () => {
    expectUnauthorized(await server.call('GET', 'admin_sys_menu/getUserMenuList'));
  });
});

describe('add', () => {
  it('gives a folder a random path, puts a page under it, and shows both to the administrator', async () => {
    const folder = await added({ title: '测试目录', type: 0, icon: 'IconApps', sort: 5 });
    expect(folder.path).toMatch(/^\/folder-[0-9a-f]+$/);
    expect(folder).toMatchObject({ pid: null, type: 0, title: '测试目录', icon: 'IconApps', sort: 5, children: [] });
    const other = await added({ title: '测试目录二', type: 0 });
    expect(other.path).not.toBe(folder.path);

    const page = await added({ pid: folder.id, title: '测试页面', type: 1, path: '/test/page', isNewTab: true });
    expect(page).toMatchObject({ pid: folder.id, type: 1, path: '/test/page', isNewTab: true });

    const inTree = findById(await tree(), folder.id)!;
    expect(inTree.children.map((c) => c.id)).toEqual([page.id]);
    const inMenu = findById(await userMenu(admin), folder.id);
    expect(inMenu?.children.map((c) => c.id)).toEqual([page.id]);
    // Granted to the administrator role only: the clerk does not see it.
    expect(findById(await userMenu(clerk), page.id)).toBeUndefined();
    const [adminRole] = await server.db.select().from(roles).where(eq(roles.code, 'admin'));
    const grants = await server.db
      .select()
      .from(roleMenus)
      .where(and(eq(roleMenus.roleId, adminRole!.id), eq(roleMenus.menuId, page.id)));
    expect(grants).toHaveLength(1);
  });

  it('keeps a folder path that is given, and takes an external link', async () => {
    const folder = await added({ title: '有路径目录', type: 0, path: '/my-folder' });
    expect(folder.path).toBe('/my-folder');
    const link = await added({ pid: folder.id, title: '外部链接', type: 2, path: 'https://example.org/x', isNewTab: true });
    expect((await menuRow(link.id))?.path).toBe('https://example.org/x');
  });

  it('refuses a page or link without a path, and a parent that is not a folder (code 500)', async () => {
    const folder = await added({ title: '父目录', type: 0 });
    const page = await added({ pid: folder.id, title: '一个页面', type: 1, path: '/a/page' });
    const before = await menuCount();
    expectRefused(await add({ pid: folder.id, title: '无路径页面', type: 1 }));
    expectRefused(await add({ pid: folder.id, title: '无路径链接', type: 2, path: '' }));
    const underPage = await add({ pid: page.id, title: '页面下的页面', type: 1, path: '/a/b' });
    expectRefused(underPage);
    expect(await menuCount()).toBe(before);
  });

  it('answers 501 with fields for bad input, and adds nothing', async () => {
    const before = await menuCount();
    const bad: unknown[] = [
      {},
      { type: 0 },
      { title: '缺类型' },
      { title: 123, type: 0 },
      { title: '错类型', type: 5 },
      { title: '错类型', type: '0' },
      { title: 'x'.repeat(10_000), type: 0 },
      { title: '长路径', type: 1, path: `/${'p'.repeat(10_000)}` },
      { title: '错排序', type: 0, sort: -1 },
      { title: '未知上级', type: 1, path: '/x', pid: 999_999 },
      { title: '错上级', type: 1, path: '/x', pid: 'abc' },
      { title: '未知权限', type: 1, path: '/x', permissionId: 'nosuch' },
      { title: '页面路径', type: 1, path: 'no-slash' },
      { title: '外链地址', type: 2, path: '/not-a-url' },
    ];
    for (const body of bad) expectInvalid(await add(body));
    expect(await menuCount()).toBe(before);
  });

  it('needs a token (401) and menu.add (403)', async () => {
    const before = await menuCount();
    expectUnauthorized(await server.call('POST', 'admin_sys_menu/add', { body: { title: 'x', type: 0 } }));
    expectForbidden(await add({ title: 'x', type: 0 }, clerk));
    expect(await menuCount()).toBe(before);
  });
});

describe('edit', () => {
  it('changes only the fields given', async () => {
    const folder = await added({ title: '编辑目录', type: 0, icon: 'IconFile', sort: 7 });
    const page = await added({ pid: folder.id, title: '编辑页面', type: 1, path: '/edit/page', sort: 3, isNewTab: true });
    const r = await edit({ id: page.id, title: '改名页面' });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.result).toMatchObject({ id: page.id, title: '改名页面', pid: folder.id, path: '/edit/page', sort: 3 });
    const row = await menuRow(page.id);
    expect(row).toMatchObject({ title: '改名页面', pid: folder.id, path: '/edit/page', sort: 3, isNewTab: true, type: 1 });

    const moved = await edit({ id: folder.id, icon: 'IconApps', sort: 1, permissionId: 'contract' });
    expect(moved.body.code).toBe(200);
    expect(moved.body.result.children.map((c) => c.id)).toEqual([page.id]);
    expect(await menuRow(folder.id)).toMatchObject({ icon: 'IconApps', sort: 1, permissionId: 'contract', type: 0 });
  });

  it('moves an entry to another folder or to the top', async () => {
    const a = await added({ title: '目录甲', type: 0 });
    const b = await added({ title: '目录乙', type: 0 });
    const page = await added({ pid: a.id, title: '移动页面', type: 1, path: '/move/me' });
    expect((await edit({ id: page.id, pid: b.id })).body.code).toBe(200);
    expect(findById(await tree(), b.id)!.children.map((c) => c.id)).toEqual([page.id]);
    expect(findById(await tree(), a.id)!.children).toEqual([]);
    expect((await edit({ id: b.id, pid: a.id })).body.code).toBe(200);
    expect((await menuRow(b.id))?.pid).toBe(a.id);
    expect((await edit({ id: b.id, pid: null })).body.code).toBe(200);
    expect((await menuRow(b.id))?.pid).toBeNull();
  });

  it('refuses a parent that is the entry itself or below it, and other broken trees (code 500)', async () => {
    const top = await added({ title: '顶层目录', type: 0 });
    const sub = await added({ pid: top.id, title: '下级目录', type: 0 });
    const page = await added({ pid: sub.id, title: '深层页面', type: 1, path: '/deep' });
    expectRefused(await edit({ id: top.id, pid: top.id }));
    expectRefused(await edit({ id: top.id, pid: sub.id }));
    expectRefused(await edit({ id: sub.id, pid: page.id }));
    // A folder with children stays a folder; a folder made a page needs a path of its own.
    expectRefused(await edit({ id: sub.id, type: 1, path: '/x' }));
    const empty = await added({ title: '空目录', type: 0 });
    expectRefused(await edit({ id: empty.id, type: 1 }));
    expectRefused(await edit({ id: 999_999, title: '不存在' }));
    expect(await menuRow(top.id)).toMatchObject({ pid: null, type: 0 });
    expect(await menuRow(sub.id)).toMatchObject({ pid: top.id, type: 0 });
    expect(await menuRow(empty.id)).toMatchObject({ type: 0 });
  });

  it('answers 501 with fields for bad input, and changes nothing', async () => {
    const page = await added({ title: '不变页面', type: 1, path: '/unchanged' });
    const bad: unknown[] = [
      { title: '无编号' },
      { id: 'abc', title: 'x' },
      { id: page.id, title: 'x'.repeat(10_000) },
      { id: page.id, title: '' },
      { id: page.id, type: 9 },
      { id: page.id, isNewTab: 'yes' },
      { id: page.id, pid: 999_999 },
      { id: page.id, permissionId: 'nosuch.add' },
    ];
    for (const body of bad) expectInvalid(await edit(body));
    expect(await menuRow(page.id)).toMatchObject({ title: '不变页面', type: 1, path: '/unchanged', pid: null, isNewTab: false });
  });

  it('needs a token (401) and menu.edit (403)', async () => {
    const page = await added({ title: '权限页面', type: 1, path: '/perm' });
    expectUnauthorized(await server.call('PUT', 'admin_sys_menu/edit', { body: { id: page.id, title: 'x' } }));
    expectForbidden(await edit({ id: page.id, title: 'x' }, clerk));
    expect((await menuRow(page.id))?.title).toBe('权限页面');
  });
});

describe('del', () => {
  it('deletes an entry and its role grants', async () => {
    const folder = await added({ title: '删除目录', type: 0 });
    const page = await added({ pid: folder.id, title: '删除页面', type: 1, path: '/delete/me' });
    expect((await del(page.id)).body.code).toBe(200);
    expect(await menuRow(page.id)).toBeUndefined();
    expect(await server.db.select().from(roleMenus).where(eq(roleMenus.menuId, page.id))).toHaveLength(0);
    expect(findById(await tree(), page.id)).toBeUndefined();
    expect(findById(await userMenu(admin), page.id)).toBeUndefined();
    // The folder is now empty: the side menu leaves it out, and it can go too.
    expect(findById(await userMenu(admin), folder.id)).toBeUndefined();
    expect((await del(folder.id)).body.code).toBe(200);
    expect(await menuRow(folder.id)).toBeUndefined();
  });

  it('refuses an entry that has children, and an unknown id (code 500)', async () => {
    const folder = await added({ title: '有子目录', type: 0 });
    await added({ pid: folder.id, title: '子页面', type: 1, path: '/child' });
    expectRefused(await del(folder.id));
    expect(await menuRow(folder.id)).toBeDefined();
    expectRefused(await del(999_999));
  });

  it('answers 501 for a bad id', async () => {
    const before = await menuCount();
    for (const id of ['abc', '0', '-1', '1.5']) expectInvalid(await del(id));
    expectInvalid(await server.call('DELETE', 'admin_sys_menu/del', { token: admin }));
    expect(await menuCount()).toBe(before);
  });

  it('needs a token (401) and menu.delete (403)', async () => {
    const page = await added({ title: '保留页面', type: 1, path: '/keep' });
    expectUnauthorized(await server.call('DELETE', 'admin_sys_menu/del', { query: { id: page.id } }));
    expectForbidden(await del(page.id, clerk));
    expect(await menuRow(page.id)).toBeDefined();
  });
});
