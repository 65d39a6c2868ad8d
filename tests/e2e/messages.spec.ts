/**
 * The message bell (spec sections 2, 4 and 9), as the demo clerk (twelve seeded messages, the
 * newest unread): the badge shows the server's unread count; opening a message marks it read;
 * 'view more' appends pages until current * size reaches total; 'all read' empties the badge;
 * 'clear read' (after a confirmation) leaves the empty state. The steps change the clerk's messages,
 * so they run in order in one test.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const USERNAME = process.env.E2E_USERNAME || 'clerk';
const SHOTS = 'test-results/screenshots';

interface ApiMessage {
  id: number;
  title: string;
  content: string;
  link: string | null;
  lookTime: string | null;
}
interface ApiPage {
  records: ApiMessage[];
  current: number;
  size: number;
  total: number;
}

/** Calls the API with the token the app stored (as the app itself does). */
async function api<T>(page: Page, request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? 'null')?.value as string);
  expect(token).toEqual(expect.any(String));
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, data });
  const body = await res.json();
  expect(body.code).toBe(200);
  return body.result as T;
}

const badge = (page: Page): Locator => page.getByTestId('message-bell').locator('.arco-badge-number');
const items = (page: Page): Locator => page.getByTestId('message-item');
const footerButton = (page: Page, name: string): Locator =>
  page.getByTestId('message-panel').locator('.message-panel-footer').getByRole('button', { name });

test('the dropdown shows loading, then an error with a retry when the list cannot be fetched', async ({ page, signIn }) => {
  await signIn(page, USERNAME);
  // Every list read fails (slowly) from the start, so no view has the first page in the cache.
  let failing = true;
  await page.route('**/sys_message/queryPageMessage', async (route) => {
    if (!failing) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
  });
  await page.goto('/#/dashboard/workplace');
  await expect(page.getByTestId('message-bell')).toBeVisible();

  await page.getByTestId('message-bell').click();
  await expect(page.getByTestId('message-panel').locator('.arco-spin-icon')).toBeVisible();
  const error = page.getByTestId('messages-error');
  await expect(error).toContainText('消息加载失败');
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  await shot(page, { path: `${SHOTS}/messages-error.png` });

  failing = false;
  await error.getByRole('button', { name: '重试' }).click();
  await expect(items(page).first()).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('the bell: unread badge, open, view more, all read, clear read', async ({ page, request, signIn }) => {
  await signIn(page, USERNAME);
  await page.goto('/#/dashboard/workplace');
  const unreadOf = () => api<number>(page, request, 'GET', 'sys_message/messageUnread');

  const unread = await unreadOf();
  expect(unread).toBeGreaterThan(1);
  await expect(badge(page)).toHaveText(String(unread));

  // The dropdown lists the first page of five, newest first, as the server has them.
  await page.getByTestId('message-bell').click();
  const panel = page.getByTestId('message-panel');
  await expect(panel).toBeVisible();
  const first = await api<ApiPage>(page, request, 'POST', 'sys_message/queryPageMessage', { page: 1, size: 5 });
  expect(first.total).toBeGreaterThan(10);
  await expect(items(page)).toHaveCount(5);
  await expect(items(page).locator('.message-item-title')).toHaveText(first.records.map((m) => m.title));
  await expect(panel.getByText(`${unread} 条未读`)).toBeVisible();
  await shot(page, { path: `${SHOTS}/messages-dropdown.png` });

  // Opening an unread message marks it read and shows it in full; its link leads to its page.
  const target = first.records.findIndex((m) => m.lookTime === null && m.link !== null);
  expect(target).toBeGreaterThanOrEqual(0);
  const message = first.records[target]!;
  await expect(items(page).nth(target)).toHaveAttribute('data-read', 'false');
  await items(page).nth(target).click();
  const detail = page.getByTestId('message-detail');
  await expect(detail).toContainText(message.title);
  await expect(detail).toContainText(message.content);
  await expect(badge(page)).toHaveText(String(unread - 1));
  expect(await unreadOf()).toBe(unread - 1);
  await shot(page, { path: `${SHOTS}/messages-detail.png` });
  await page.getByTestId('message-go').click();
  await expect(page).toHaveURL(new RegExp(`#${message.link!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(detail).toHaveCount(0);

  // Back in the dropdown, the message shows as read.
  await page.getByTestId('message-bell').click();
  await expect(items(page).nth(target)).toHaveAttribute('data-read', 'true');

  // 'View more' appends the next pages and is disabled once current * size reaches total.
  const viewMore = footerButton(page, '查看更多');
  await expect(viewMore).toBeEnabled();
  let shown = 5;
  while (shown < first.total) {
    await viewMore.click();
    shown = Math.min(shown + 5, first.total);
    await expect(items(page)).toHaveCount(shown);
  }
  await expect(viewMore).toBeDisabled();

  // Every message shown; relative times read as the spec's wording ('N天前' for the older seeded
  // messages; other journeys may have added newer ones), and the read ones are greyed.
  const all = await api<ApiPage>(page, request, 'POST', 'sys_message/queryPageMessage', { page: 1, size: Math.min(first.total, 100) });
  const times = await page.getByTestId('message-time').allTextContents();
  expect(times.every((text) => /^(刚刚|\d+分钟前|\d+小时前|昨天|\d+天前|\d+个月前)$/.test(text))).toBe(true);
  expect(times.some((text) => /^\d+天前$/.test(text))).toBe(true);
  const readIndex = all.records.findIndex((m) => m.lookTime !== null);
  expect(readIndex).toBeGreaterThanOrEqual(0);
  await expect(items(page).nth(readIndex)).toHaveAttribute('data-read', 'true');
  await expect(items(page).nth(readIndex)).toHaveClass(/message-item-read/);

  // 'All read' empties the badge and greys every message.
  await footerButton(page, '全部已读').click();
  await expect(badge(page)).toHaveCount(0);
  expect(await unreadOf()).toBe(0);
  await expect(items(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
  await expect(footerButton(page, '全部已读')).toBeDisabled();

  // 'Clear read' deletes the read messages after a confirmation; cancelling keeps them.
  await footerButton(page, '清空已读').click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '清空已读消息' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toHaveCount(0);
  await expect(items(page)).toHaveCount(first.total);

  await footerButton(page, '清空已读').click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '清空' }).click();
  await expect(page.getByTestId('messages-empty')).toBeVisible();
  await expect(page.getByTestId('messages-empty')).toContainText('暂无消息');
  await expect(viewMore).toBeDisabled();
  const after = await api<ApiPage>(page, request, 'POST', 'sys_message/queryPageMessage', { page: 1, size: 5 });
  expect(after.total).toBe(0);
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 15_000 });
  await shot(page, { path: `${SHOTS}/messages-empty.png` });
});
