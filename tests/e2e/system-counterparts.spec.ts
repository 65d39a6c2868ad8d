/**
 * Counterpart management and counterpart-user management (issue 7 item 3), as the administrator: a
 * counterpart is added with a valid credit code after the form refuses one with a wrong check
 * character; it is put on the serious-dishonesty list after the red-code warning; a user is added
 * for it and signs in on the company base; a self-registration shows as pending and is approved.
 * As the clerk: both pages show 403 and their calls answer 403.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { creditCodeCheckChar } from '../../src/domain/credit-code';
import { apiBase, loginResponse } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function apiToken(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const res = await loginResponse(request, username, password);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}: ${body.message}`).toBe(200);
  return body.result.token as string;
}

async function call<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { params?: Record<string, string | number>; data?: unknown } = {},
): Promise<{ status: number; code: number; result: T }> {
  const res = await request.fetch(path.startsWith('/api/') ? path : `${apiBase(token)}/${path}`, { method, headers: { access_token: token }, ...opts });
  const body = await res.json();
  return { status: res.status(), code: body.code, result: body.result as T };
}

const confirmOk = (page: Page) => page.locator('.arco-modal').getByRole('button', { name: /确\s*定/ });
/** A fresh valid code per run (a run's server keeps its data between retries). */
const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const creditCode = (tail: string) => {
  const first17 = `91330106MA${stamp}${tail}`.slice(0, 17);
  return first17 + creditCodeCheckChar(first17);
};

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 150_000 });

test('admin adds a counterpart, puts it on the dishonesty list, adds its user who signs in, approves a registration', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/CounterpartManager');
  const table = page.getByTestId('counterpart-table');
  // Newest first, as the server pages them (other specs may have added counterparts before this one).
  const firstPage = await call<{ records: { name: string }[]; total: number }>(page.request, token, 'POST', 'admin_counterpart/queryPage', {
    data: { current: 1, size: 10 },
  });
  expect(firstPage.code).toBe(200);
  await expect(table.locator('tbody tr').first()).toContainText(firstPage.result.records[0]!.name);
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, firstPage.result.total));
  await shot(page, { path: `${SHOTS}/system-counterparts-list.png` });

  // Filter: the serious-dishonesty list holds the two demo companies.
  await page.getByTestId('cp-dishonest-filter').click();
  await page.locator('.arco-select-option').filter({ hasText: /^严重失信$/ }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.getByText('杭州宏远市政工程有限公司')).toBeVisible();
  await page.getByTestId('cp-dishonest-filter').hover();
  await page.getByTestId('cp-dishonest-filter').locator('.arco-select-clear-icon').click();
  await expect(table.locator('tbody tr')).toHaveCount(10);

  // Add: a wrong check character is refused on the client.
  const name = `E2E测试建设有限公司${stamp}`;
  const code = creditCode('1');
  const wrong = code.slice(0, 17) + (code.endsWith('1') ? '2' : '1');
  await page.getByTestId('cp-add').click();
  const drawer = page.getByTestId('counterpart-form');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('cf-name').fill(name);
  await drawer.getByTestId('cf-credit-code').fill(wrong);
  await drawer.getByTestId('cf-legal').fill('测试人');
  await drawer.getByTestId('cf-phone').fill('0571-88886666');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer.getByText('统一社会信用代码不正确（18 位，校验位不符）')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-counterparts-bad-code.png` });
  await drawer.getByTestId('cf-credit-code').fill(code.toLowerCase());
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer).toBeHidden();

  await page.getByTestId('cp-search').fill(name);
  await page.getByTestId('cp-search').press('Enter');
  const row = table.locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);

  // The dishonesty switch warns of the red code first.
  await row.getByTestId('cp-dishonest').click();
  const modal = page.locator('.arco-modal').filter({ hasText: '列入严重失信名单' });
  await expect(modal).toContainText('红码预警');
  await shot(page, { path: `${SHOTS}/system-counterparts-dishonest-confirm.png` });
  await confirmOk(page).click();
  await expect(row.getByTestId('cp-dishonest')).toHaveClass(/arco-switch-checked/);
  const page1 = await call<{ records: { id: number; seriousDishonest: boolean }[] }>(page.request, token, 'POST', 'admin_counterpart/queryPage', {
    data: { keyword: name },
  });
  expect(page1.result.records[0]?.seriousDishonest).toBe(true);
  const counterpartId = page1.result.records[0]!.id;

  // A user for it, who then signs in on the company base.
  await page.goto('/#/system/company-user-manager');
  const users = page.getByTestId('company-user-table');
  await expect(users.getByText('浙江之江建设集团有限公司').first()).toBeVisible();
  await page.getByTestId('cu-add').click();
  const form = page.getByTestId('company-user-form');
  const username = `e2ecp${stamp}`;
  await form.getByTestId('uf-username').fill(username);
  await form.getByTestId('uf-realname').fill('测试用户');
  await form.getByTestId('uf-mobile').fill(`139${stamp}01`);
  await form.getByTestId('uf-counterpart').click();
  await page.keyboard.type(name.slice(0, 10));
  await page.locator('.arco-select-option').filter({ hasText: name }).click();
  await form.getByTestId('uf-password').fill('password');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.locator('.arco-form-message').filter({ hasText: '强度至少为“中”' })).toBeVisible();
  await form.getByTestId('uf-password').fill('Counter#2026');
  await expect(form.locator('.arco-form-message')).toHaveCount(0); // gone, the buttons moved with it
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  const userRow = users.locator('tbody tr').filter({ hasText: username });
  await expect(userRow).toContainText(name);
  await expect(userRow.getByTestId('cu-status')).toHaveText('启用');

  const companyToken = await apiToken(page.request, username, 'Counter#2026');
  const info = await call<{ userType: string }>(page.request, companyToken, 'GET', '/api/company/sys_user/getLoginUserInfo');
  expect(info.result.userType).toBe('company');

  // A self-registration shows as pending and is approved here.
  const pendingName = `e2epend${stamp}`;
  const reg = await page.request.post('/api/admin/admin_sys_user/register', {
    data: { username: pendingName, email: `${pendingName}@example.com`, mobile: `139${stamp}02`, password: 'Reg!ster2026', companyName: name, creditCode: code },
  });
  expect((await reg.json()).code).toBe(200);
  await page.reload();
  await expect(page.getByTestId('cu-pending-alert')).toBeVisible();
  await page.getByTestId('cu-counterpart-filter').click();
  await page.keyboard.type(name.slice(0, 10));
  await page.locator('.arco-select-option').filter({ hasText: name }).click();
  const pendingRow = users.locator('tbody tr').filter({ hasText: pendingName });
  await expect(pendingRow.getByTestId('cu-status')).toHaveText('待审核');
  await expect(users.locator('tbody tr')).toHaveCount(2);
  await shot(page, { path: `${SHOTS}/system-counterparts-users.png` });
  await pendingRow.getByTestId('cu-approve').click();
  await expect(pendingRow.getByTestId('cu-status')).toHaveText('启用');
  await apiToken(page.request, pendingName, 'Reg!ster2026');

  // The counterpart now has users: deleting it is refused.
  const del = await call(page.request, token, 'DELETE', 'admin_counterpart/del', { params: { id: counterpartId } });
  expect(del.code).toBe(500);
});

test('the clerk cannot reach the counterpart pages nor call them', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/system/CounterpartManager');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-counterparts-clerk-403.png` });
  await page.goto('/#/system/company-user-manager');
  await expect(page.getByTestId('page-403')).toBeVisible();
  for (const [method, path, data] of [
    ['POST', 'admin_counterpart/queryPage', {}],
    ['POST', 'admin_counterpart/add', { name: 'x', creditCode: creditCode('2') }],
    ['PUT', 'admin_counterpart/edit', { id: 1, seriousDishonest: true }],
    ['POST', 'admin_company_user/queryPage', {}],
    ['POST', 'admin_company_user/add', {}],
  ] as const) {
    const r = await call(page.request, token, method, path, { data });
    expect(r.status, `${method} ${path}`).toBe(403);
    expect(r.code, `${method} ${path}`).toBe(403);
  }
});
