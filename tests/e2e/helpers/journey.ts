/**
 * Shared helpers of the issue-6 journeys (tests/e2e/journey-*.spec.ts): demo sign-in (the token
 * the app keeps in localStorage, one browser context per account), READ-ONLY API calls to assert
 * state after each step (status, matters, risk code), the journey's screenshots at 1440x900 in
 * test-results/screenshots/journey-<x>-<nn>-<page>.png, and small Arco form helpers.
 */
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { loginResponse } from './session';
import { SHOTS_WANTED, shot } from './shots';

export const PASSWORD = 'Demo@2026';
export const SHOTS = 'test-results/screenshots';
export const VIEWPORT = { width: 1440, height: 900 };
export const COMPANY = '浙江之江建设集团有限公司';
/** A tiny valid-looking PDF for uploads. */
export const PDF = { name: '签署扫描件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

export type Base = 'admin' | 'company' | 'lawyer';

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}
export interface PageOf<T> {
  records: T[];
  total: number;
}
export interface JourneyMatter {
  id: number;
  kind: string;
  status: string;
  handlerUserId: number | null;
  opinion: string | null;
}
export interface JourneyDetail {
  id: number;
  code: string;
  name: string;
  status: string;
  version: number;
  riskCode: string;
  isMajor: boolean;
  attribute: string;
  parentId: number | null;
  unitId: number;
  unitName: string;
  parties: { kind: string; role: string; name: string; counterpartId: number | null }[];
  matters: JourneyMatter[];
}

const tokens = new Map<string, string>();
const baseOf = (username: string): Base => (username === 'company' ? 'company' : username === 'lawyer' ? 'lawyer' : 'admin');

/** The API token of a demo account (cached per worker). */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const cached = tokens.get(username);
  if (cached) return cached;
  const res = await loginResponse(request, username, PASSWORD);
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code, `sign-in of ${username}: ${body.message}`).toBe(200);
  tokens.set(username, body.result.token);
  return body.result.token;
}

/** The whole envelope of a read (GET or a POST query) as `username`, on the account's base. */
export async function raw<T>(request: APIRequestContext, username: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Envelope<T>> {
  const res = await request.fetch(`/api/${baseOf(username)}/${path}`, {
    method,
    headers: { access_token: await tokenOf(request, username) },
    ...(method === 'GET' ? { params: data as Record<string, string | number> } : { data: data ?? {} }),
  });
  return (await res.json()) as Envelope<T>;
}

/** A read that must answer 200; its result. */
export async function read<T>(request: APIRequestContext, username: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const body = await raw<T>(request, username, method, path, data);
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

export const detailOf = (request: APIRequestContext, username: string, id: number) =>
  read<JourneyDetail>(request, username, 'GET', 'contract/detail', { id });

/** Signs in through the login page as a user does; lands on the workplace. */
export async function signInByForm(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/#/user/login');
  await page.getByPlaceholder('账户名或邮箱').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  await expect(page.getByTestId('main-layout')).toBeVisible();
  return page;
}

/** A numbered screenshot of one journey page: test-results/screenshots/journey-<x>-<nn>-<name>.png. */
export function shooter(journey: string): (page: Page, name: string, fullPage?: boolean) => Promise<void> {
  let n = 0;
  return async (page, name, fullPage = false) => {
    n += 1;
    await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
    if (!SHOTS_WANTED) return;
    await page.mouse.move(0, 0);
    // A full-page shot of a scrolled window draws the fixed side menu at the scroll offset.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await shot(page, { path: `${SHOTS}/journey-${journey}-${String(n).padStart(2, '0')}-${name}.png`, fullPage });
  };
}

/** Types a date into an Arco DatePicker inside `scope` and confirms it. */
export async function pickDate(scope: Locator, date: string): Promise<void> {
  const input = scope.locator('.arco-picker input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** Opens an Arco Select, types into its search and picks the option containing `text`. */
export async function pickOption(page: Page, select: Locator, search: string, text = search): Promise<void> {
  await select.click();
  if (search) await select.locator('input').first().fill(search);
  const option = page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/** The Beijing calendar day `days` from today, YYYY-MM-DD. */
export const cstDay = (days = 0): string => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Searches a workflow list (to-do, done, approval) by title / contract name / code. */
export async function searchWorkflow(page: Page, keyword: string): Promise<void> {
  await page.getByTestId('workflow-filters').getByPlaceholder('标题、合同名称或编号').fill(keyword);
  await page.getByTestId('workflow-search').click();
}
