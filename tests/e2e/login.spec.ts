/**
 * The app starts and shows its login page; the guard sends a signed-out visitor there; signing in
 * lands on the workplace; a wrong password shows the server's message and stays.
 */
import { expect, type Page, test } from '@playwright/test';
import { shot } from './helpers/shots';

const USERNAME = process.env.E2E_USERNAME || 'clerk';
const PASSWORD = process.env.E2E_PASSWORD || 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByPlaceholder('账户名或邮箱').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test('a signed-out visitor of / is sent to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/user\/login$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('public-layout').getByRole('heading', { name: '行政机关合同管理系统' })).toBeVisible();
  await expect(page).toHaveTitle(/行政机关合同管理系统/);
  await shot(page, { path: `${SHOTS}/login-page.png`, fullPage: true });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId('page-404').getByText('404', { exact: true })).toBeVisible();
});

test('a page that needs sign-in remembers itself as the redirect', async ({ page }) => {
  await page.goto('/#/dashboard/workplace?tab=1');
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fdashboard%2Fworkplace%3Ftab%3D1$/);
});

test('the form asks for the account and the password', async ({ page }) => {
  await page.goto('/#/user/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入账户名或邮箱地址')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/#/user/login');
  await fillLogin(page, USERNAME, 'wrong-password');
  await expect(page.locator('.arco-message').getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/user\/login/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await shot(page, { path: `${SHOTS}/login-wrong-password.png`, fullPage: true });
});

test('signing in lands on the workplace and keeps the session', async ({ page }) => {
  await page.goto('/');
  await fillLogin(page, USERNAME, PASSWORD);
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  await expect(page.getByTestId('login-page')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? 'null'));
  expect(stored.value).toEqual(expect.any(String));
  expect(stored.expiresAt - Date.now()).toBeGreaterThan(604_800_000 - 60_000);
  await shot(page, { path: `${SHOTS}/workplace.png`, fullPage: true });

  // With a token, the login page sends the user back to the workplace.
  await page.goto('/#/user/login');
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
});

test('signing in follows the redirect parameter', async ({ page }) => {
  await page.goto('/#/user/login?redirect=%2F404');
  await fillLogin(page, USERNAME, PASSWORD);
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
});
