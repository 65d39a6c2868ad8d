/**
 * Menu management and role management (issue 7 items 1 and 4), as the administrator: a page entry
 * added in the menu tree shows in the side menu (also after a reload) and is deleted again; a role is
 * created with a permission matrix and menu access, read back, and deleted; unticking one cell of the
 * clerk role makes the server refuse the clerk's very next call. As the clerk: both pages show 403
 * and their calls answer 403.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiBase, loginResponse } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await loginResponse(request, username, PASSWORD);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

async function call<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { params?: Record<string, string | number>; data?: unknown } = {},
): Promise<{ status: number; code: number; message: string; result: T }> {
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, ...opts });
  const body = await res.json();
  return { status: res.status(), code: body.code, message: body.message, result: body.result as T };
}

const messageBox = (page: Page, text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });
const confirmOk = (page: Page) => page.locator('.arco-modal').getByRole('button', { name: /确\s*定/ });

interface RoleDetail {
  id: number;
  code: string;
  name: string;
  permissions: { permissionId: string; actionList: string[] }[];
  menuIds: number[];
}
interface MenuNode {
  id: number;
  title: string;
  type: number;
  path: string;
  children: MenuNode[];
}
const flatten = (ns: MenuNode[]): MenuNode[] => ns.flatMap((n) => [n, ...flatten(n.children)]);

test.use({ viewport: { width: 1440, height: 900 } });
// Each journey loads several lazy pages and waits on real writes; on a busy machine that nears the default 60 s.
test.describe.configure({ timeout: 120_000 });

test('admin adds a page entry in menu management; it shows in the side menu, survives a reload, and is deleted', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/menu-manage');
  const table = page.getByTestId('menu-table');
  await expect(table.getByText('系统管理', { exact: true })).toBeVisible();
  await expect(table.getByText('/system/menu-manage')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-menus-tree.png` });

  // Add a top-level page entry.
  await page.getByTestId('menu-add').click();
  const form = page.locator('.arco-modal').filter({ hasText: '新增菜单' });
  await expect(form).toBeVisible();
  await form.getByTestId('menu-form-title').fill('E2E 成功页');
  await form.getByText('页面', { exact: true }).click();
  await form.getByTestId('menu-form-path').fill('/result/success');
  await form.getByTestId('menu-form-icon').click();
  await page.locator('.arco-select-popup').getByText('Star', { exact: true }).click();
  await form.getByTestId('menu-form-permission').click();
  await page.locator('.arco-select-popup').getByText('结果页 (result)').click();
  await shot(page, { path: `${SHOTS}/system-menus-form.png` });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(messageBox(page, '菜单已新增')).toBeVisible();
  await expect(table.getByText('E2E 成功页')).toBeVisible();

  // The admin's own side menu follows at once, and after a reload.
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('E2E 成功页')).toBeVisible();
  await page.reload();
  await expect(menu.getByText('E2E 成功页')).toBeVisible();
  await menu.getByText('E2E 成功页').click();
  await expect(page).toHaveURL(/#\/result\/success/);

  const tree = await call<MenuNode[]>(page.request, token, 'GET', 'admin_sys_menu/getTreeList');
  const created = flatten(tree.result).find((n) => n.title === 'E2E 成功页');
  expect(created).toMatchObject({ type: 1, path: '/result/success' });

  // A folder with entries under it is refused with a clear message.
  await page.goto('/#/system/menu-manage');
  const systemRow = table.locator('tr').filter({ has: page.getByText('系统管理', { exact: true }) }).first();
  await systemRow.getByTestId('menu-delete').click();
  await confirmOk(page).click();
  await expect(messageBox(page, '请先删除该菜单下的子菜单')).toBeVisible();
  await expect(table.getByText('系统管理', { exact: true })).toBeVisible();

  // Delete the new entry.
  const row = table.locator('tr').filter({ hasText: 'E2E 成功页' });
  await row.getByTestId('menu-delete').click();
  await expect(page.locator('.arco-modal')).toContainText('E2E 成功页');
  await confirmOk(page).click();
  await expect(messageBox(page, '菜单已删除')).toBeVisible();
  await expect(table.getByText('E2E 成功页')).toHaveCount(0);
  await expect(menu.getByText('E2E 成功页')).toHaveCount(0);
  const after = await call<MenuNode[]>(page.request, token, 'GET', 'admin_sys_menu/getTreeList');
  expect(flatten(after.result).some((n) => n.title === 'E2E 成功页')).toBe(false);
});

test('admin creates a role with a permission matrix and menu access, reads it back, and deletes it', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/role-manage');
  const table = page.getByTestId('role-table');
  await expect(table.getByText('超级管理员', { exact: true })).toBeVisible();
  await expect(page.getByTestId('role-total')).toContainText('共 11 个角色');
  await shot(page, { path: `${SHOTS}/system-roles-list.png` });

  await page.getByTestId('role-add').click();
  const drawer = page.getByTestId('role-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('role-form-name').fill('合同查阅员');
  await drawer.getByTestId('role-form-code').fill('contractReader');
  // Whole contract row, plus the query column for everything.
  await drawer.getByTestId('matrix-row-contract').click();
  await drawer.getByTestId('matrix-col-query').click();
  await expect(drawer.getByTestId('role-granted-count')).toContainText(`已授予 ${9 + 30} 项`);
  // Reading the audit log as well as roles would be two administrator duties (三员分立): said, and taken back.
  await expect(drawer.getByTestId('role-duties-mixed')).toBeVisible();
  await drawer.getByTestId('matrix-audit-query').click();
  await expect(drawer.getByTestId('role-duties-mixed')).toHaveCount(0);
  await expect(drawer.getByTestId('role-granted-count')).toContainText(`已授予 ${9 + 29} 项`);
  // Menu access: the 在办合同 page.
  await drawer.locator('.arco-tree-node').filter({ hasText: '在办合同' }).locator('.arco-checkbox').click();
  await drawer.locator('.arco-drawer-content').evaluate((el) => el.scrollTo(0, 0));
  await shot(page, { path: `${SHOTS}/system-roles-drawer.png` });
  await drawer.getByTestId('role-save').click();
  await expect(messageBox(page, '角色已新增')).toBeVisible();
  // Eleven seeded roles fill the first page: find the new one by its name.
  await page.getByTestId('role-keyword').fill('合同查阅');
  await page.getByTestId('role-search').click();
  await expect(table.getByText('合同查阅员')).toBeVisible();

  // What the server stored.
  const found = await call<{ records: { id: number; code: string }[] }>(page.request, token, 'POST', 'admin_sys_role/queryPage', {
    data: { keyword: 'contractReader' },
  });
  const id = found.result.records[0]!.id;
  const detail = await call<RoleDetail>(page.request, token, 'GET', 'admin_sys_role/detail', { params: { id } });
  expect(detail.result.permissions.find((p) => p.permissionId === 'contract')?.actionList).toHaveLength(9);
  expect(detail.result.permissions.find((p) => p.permissionId === 'menu')?.actionList).toEqual(['query']);
  const tree = await call<MenuNode[]>(page.request, token, 'GET', 'admin_sys_menu/getTreeList');
  const byTitle = new Map(flatten(tree.result).map((n) => [n.title, n.id]));
  expect(detail.result.menuIds).toEqual(expect.arrayContaining([byTitle.get('在办合同'), byTitle.get('合同管理')]));

  // Reopened, the drawer shows the same matrix.
  await table.locator('tr').filter({ hasText: '合同查阅员' }).getByTestId('role-edit').click();
  await expect(drawer.getByTestId('role-form-code')).toHaveValue('contractReader');
  await expect(drawer.getByTestId('role-form-code')).toBeDisabled();
  await expect(drawer.getByTestId('matrix-contract-import').locator('input')).toBeChecked();
  await expect(drawer.getByTestId('matrix-seal-add').locator('input')).not.toBeChecked();
  await drawer.getByRole('button', { name: /取\s*消/ }).click();

  // Delete it.
  await table.locator('tr').filter({ hasText: '合同查阅员' }).getByTestId('role-delete').click();
  await expect(page.locator('.arco-modal')).toContainText('合同查阅员');
  await confirmOk(page).click();
  await expect(messageBox(page, '角色已删除')).toBeVisible();
  await expect(table.getByText('合同查阅员')).toHaveCount(0);
  expect((await call(page.request, token, 'GET', 'admin_sys_role/detail', { params: { id } })).code).toBe(500);
});

test('unticking contract query on the clerk role makes the clerk’s very next call a 403', async ({ page, signIn }) => {
  const adminToken = await signIn(page, 'admin', '/system/role-manage');
  const clerkToken = await apiToken(page.request, 'clerk');
  expect((await call(page.request, clerkToken, 'POST', 'contract/queryPage', { data: {} })).code).toBe(200);
  const list = await call<{ records: { id: number; code: string }[] }>(page.request, adminToken, 'POST', 'admin_sys_role/queryPage', {
    data: { keyword: 'clerk' },
  });
  const clerkRoleId = list.result.records.find((r) => r.code === 'clerk')!.id;
  const before = await call<RoleDetail>(page.request, adminToken, 'GET', 'admin_sys_role/detail', { params: { id: clerkRoleId } });

  try {
    await page.getByTestId('role-table').locator('tr').filter({ hasText: '单位经办人' }).getByTestId('role-edit').click();
    const drawer = page.getByTestId('role-drawer');
    const cell = drawer.getByTestId('matrix-contract-query');
    await expect(cell.locator('input')).toBeChecked();
    await cell.click();
    await expect(cell.locator('input')).not.toBeChecked();
    await drawer.getByTestId('role-save').click();
    await expect(messageBox(page, '角色已保存')).toBeVisible();

    const next = await call(page.request, clerkToken, 'POST', 'contract/queryPage', { data: {} });
    expect(next.status).toBe(403);
    expect(next.code).toBe(403);
  } finally {
    const restored = await call(page.request, adminToken, 'PUT', 'admin_sys_role/edit', {
      data: { id: clerkRoleId, permissions: before.result.permissions, menuIds: before.result.menuIds },
    });
    expect(restored.code).toBe(200);
  }
  expect((await call(page.request, clerkToken, 'POST', 'contract/queryPage', { data: {} })).code).toBe(200);
});

test('the clerk cannot reach either page nor call their APIs', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/system/menu-manage');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByTestId('menu-table')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/system-menus-clerk-403.png` });
  await page.goto('/#/system/role-manage');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByTestId('role-table')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/system-roles-clerk-403.png` });

  const calls: [Parameters<typeof call>[2], string, { params?: Record<string, string | number>; data?: unknown }][] = [
    ['GET', 'admin_sys_menu/getTreeList', {}],
    ['POST', 'admin_sys_menu/add', { data: { title: 'x', type: 1, path: '/x' } }],
    ['PUT', 'admin_sys_menu/edit', { data: { id: 1, title: 'x' } }],
    ['DELETE', 'admin_sys_menu/del', { params: { id: 1 } }],
    ['POST', 'admin_sys_role/queryPage', { data: {} }],
    ['GET', 'admin_sys_role/detail', { params: { id: 1 } }],
    ['POST', 'admin_sys_role/add', { data: { code: 'x1', name: 'x', dataScope: 'self' } }],
    ['PUT', 'admin_sys_role/edit', { data: { id: 1, name: 'x' } }],
    ['DELETE', 'admin_sys_role/del', { params: { id: 2 } }],
  ];
  for (const [method, path, opts] of calls) {
    const r = await call(page.request, token, method, path, opts);
    expect(r.status, `${method} ${path}`).toBe(403);
    expect(r.code, `${method} ${path}`).toBe(403);
  }
});
