/**
 * The security model in the browser (README "Security in short"): the Content-Security-Policy holds
 * on the pages people use (nothing the app does is refused by it), no other site may frame the app,
 * /embed/ shows a shared public display and nothing else, and a counterpart user's single sign-in form
 * lands on the company base with a token that never appears in a URL.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiBase, loginResponse } from './helpers/session';

const PASSWORD = 'Demo@2026';

/** Records every CSP violation of the page (from its first script on). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

async function signInByForm(page: Page, username: string): Promise<void> {
  await page.goto('/#/user/login');
  await page.getByPlaceholder('账户名或邮箱').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  await expect(page.getByTestId('main-layout')).toBeVisible();
}

test('the app runs under its Content-Security-Policy: no violation on sign-in, the workplace, a list, a detail page and a wall', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.request.get('/');
  const csp = answer.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['referrer-policy']).toBe('same-origin');

  await signInByForm(page, 'admin');
  await page.goto('/#/contract/underway-manage');
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}').value as string);
  const list = await (await page.request.post('/api/admin/contract/queryPage', { headers: { access_token: token }, data: { current: 1, size: 1 } })).json();
  await page.goto(`/#/contract/detail?id=${list.result.records[0].id}`);
  await expect(page.getByTestId('contract-name')).toBeVisible();
  await page.goto('/#/dashboard/analysis');
  await expect(page.locator('[data-chart-state]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the API document (Swagger UI) works under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock-tag').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('.swagger-ui .opblock-tag').count()).toBeGreaterThan(20);
  expect(await violations()).toEqual([]);
});

test('no other site may show the app in a frame', async ({ page, baseURL }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe id="app" src="${baseURL}/#/user/login" style="width:800px;height:600px"></iframe>`);
  // The browser refuses the document (frame-ancestors 'none'): the frame ends on its error page,
  // never on the login form.
  const frame = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => frame()?.url() ?? '').toMatch(/^chrome-error:/);
  expect(await frame()!.locator('input').count()).toBe(0);
});

test('/embed/ shows a shared public display and refuses every other page', async ({ page, request }) => {
  const admin = await (await loginResponse(request, 'admin', PASSWORD)).json();
  const token: string = admin.result.token;
  const screen = await (await request.get('/api/admin/screen/byRoute', { headers: { access_token: token }, params: { route: '/public-view-index' } })).json();
  const link = await (await request.post('/api/admin/screen/share/create', { headers: { access_token: token }, data: { id: screen.result.id, days: 1 } })).json();
  const share = new URL(link.result.url).hash.split('share=')[1];
  expect(share).toBeTruthy();

  await page.goto('/embed/#/user/login');
  await expect(page.getByRole('alert')).toContainText('无法打开大屏');
  await expect(page.getByPlaceholder('账户名或邮箱')).toHaveCount(0);
  await page.goto('/embed/#/dashboard/workplace');
  await expect(page.getByRole('alert')).toContainText('无法打开大屏');

  await page.goto(`/embed/#/public-view-index?share=${share}`);
  await expect(page.locator('[data-chart-state]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a counterpart user signs in with the one form and works on the company base; no token in any URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await signInByForm(page, 'company');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}').value as string);
  expect(token.startsWith('com_')).toBe(true);
  expect(apiBase(token)).toBe('/api/company');
  await page.goto('/#/contract/underway-manage');
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
  const apiCalls = urls.filter((u) => u.includes('/api/') && !u.includes('admin_sys_user/login'));
  expect(apiCalls.length).toBeGreaterThan(3);
  for (const u of apiCalls) expect(u, u).toContain('/api/company/');
  for (const u of urls) expect(u).not.toContain(token);
});
