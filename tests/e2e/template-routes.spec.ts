/**
 * The template routes of spec section 2 over real data (issue 7 item 8), as the clerk: every list,
 * search tab and profile shows the values the API answers; /list/table-list/2 shows page 2 and
 * /list/table-list/0 is a 404; the base form records a performance item that the API then has.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';
const PDF = { name: '签署文本.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${apiBase(token)}/${path}`, { headers: { access_token: token }, data });
  const body = await res.json();
  expect(body.code, path).toBe(200);
  return body.result as T;
}

async function get<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number>): Promise<T> {
  const res = await request.get(`${apiBase(token)}/${path}`, { headers: { access_token: token }, params });
  const body = await res.json();
  expect(body.code, path).toBe(200);
  return body.result as T;
}

interface Row {
  id: number;
  code: string;
  name: string;
}
interface PageOf<T> {
  records: T[];
  total: number;
}
const LATEST = { sortField: 'updatedAt', sortOrder: 'desc' };

test.use({ viewport: { width: 1440, height: 900 } });

test('lists and profiles show the API data; the table page follows the path', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/list/table-list/2');
  const page2 = await post<PageOf<Row>>(page.request, token, 'contract/queryPage', { current: 2, size: 10, ...LATEST });
  const table = page.getByTestId('table-list');
  await expect(table.locator('.arco-table-tr').nth(1)).toContainText(page2.records[0]?.code ?? '-');
  await expect(table.locator('.arco-pagination-item-active')).toHaveText('2');
  await expect(table.getByText(`${page2.total}`, { exact: false }).first()).toBeVisible();
  await shot(page, { path: `${SHOTS}/template-table-list.png` });
  await table.locator('.arco-pagination-item').filter({ hasText: /^3$/ }).click();
  await expect(page).toHaveURL(/#\/list\/table-list\/3$/);

  await page.goto('/#/list/table-list/0');
  await expect(page.getByTestId('page-404')).toBeVisible();

  const projects = await post<PageOf<Row>>(page.request, token, 'project/queryPage', { current: 1, size: 10, ...LATEST });
  await page.goto('/#/list/basic-list');
  await expect(page.getByTestId('project-name').first()).toHaveText(projects.records[0]?.name ?? '');
  await expect(page.getByTestId('project-item')).toHaveCount(projects.records.length);
  await shot(page, { path: `${SHOTS}/template-basic-list.png` });

  const cards = await post<PageOf<Row>>(page.request, token, 'contract/queryPage', { current: 1, size: 12, ...LATEST });
  await page.goto('/#/list/card');
  await expect(page.getByTestId('contract-card')).toHaveCount(cards.records.length);
  await expect(page.getByTestId('contract-card-code').first()).toHaveText(cards.records[0]?.code ?? '');
  await shot(page, { path: `${SHOTS}/template-card.png` });

  // Basic profile: the latest contract by default.
  const latest = cards.records[0] as Row;
  await page.goto('/#/profile/basic');
  await expect(page.getByTestId('basic-profile')).toHaveAttribute('data-id', String(latest.id));
  await expect(page.getByTestId('basic-profile')).toContainText(latest.code);
  await shot(page, { path: `${SHOTS}/template-profile-basic.png` });
  const other = cards.records[1] as Row;
  await page.goto(`/#/profile/advanced?id=${other.id}`);
  await expect(page.getByTestId('profile-code')).toHaveText(other.code);
  await expect(page.getByTestId('profile-name')).toHaveText(other.name);
  await shot(page, { path: `${SHOTS}/template-profile-advanced.png` });
});

test('search tabs: announcements, projects and applications from the API', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/list/search');
  await expect(page).toHaveURL(/#\/list\/search\/article$/);
  const messages = await post<PageOf<{ title: string }>>(page.request, token, 'sys_message/queryPageMessage', { page: 1, size: 100 });
  const search = page.getByTestId('search-list');
  if (messages.records.length > 0) {
    await expect(search.locator('.arco-list-item').first()).toContainText(messages.records[0]?.title ?? '');
  } else {
    await expect(search.locator('.arco-empty')).toBeVisible();
  }
  await shot(page, { path: `${SHOTS}/template-search-article.png` });

  await search.getByRole('tab', { name: '项目' }).click();
  await expect(page).toHaveURL(/#\/list\/search\/project$/);
  const projects = await post<PageOf<Row>>(page.request, token, 'project/queryPage', { current: 1, size: 10, ...LATEST });
  const keyword = (projects.records[0]?.name ?? '').slice(0, 4);
  const found = await post<PageOf<Row>>(page.request, token, 'project/queryPage', { current: 1, size: 10, keyword, ...LATEST });
  await search.getByPlaceholder('输入关键字搜索').fill(keyword);
  await search.getByPlaceholder('输入关键字搜索').press('Enter');
  await expect(search.getByTestId('project-item')).toHaveCount(found.records.length);
  await expect(search.getByTestId('project-name').first()).toHaveText(found.records[0]?.name ?? '');
  await shot(page, { path: `${SHOTS}/template-search-project.png` });

  await search.getByRole('tab', { name: '合同申请' }).click();
  await expect(page).toHaveURL(/#\/list\/search\/application$/);
  // Another route: the keyword starts empty again, so every application is listed.
  const review = ['registered', 'survey', 'seeking', 'unitReview', 'bureauReview', 'finalDraft', 'fairReview', 'decision', 'approval'];
  const allApps = await post<PageOf<Row>>(page.request, token, 'contract/queryPage', { current: 1, size: 10, status: review });
  await expect(search.locator('.arco-table-tr').nth(1)).toContainText(allApps.records[0]?.code ?? '-');
  await expect(search.locator('.arco-pagination-total-text')).toContainText(String(allApps.total));
  await shot(page, { path: `${SHOTS}/template-search-application.png` });
});

test('base form records a performance item that the API then has', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/form/base-form');
  const performing = await post<PageOf<Row>>(page.request, token, 'contract/queryPage', {
    view: 'execute',
    status: 'performing',
    current: 1,
    size: 50,
    ...LATEST,
  });
  const target = performing.records[0] as Row;
  const form = page.getByTestId('base-form');
  await form.getByTestId('base-form-contract').click();
  await page.locator('.arco-select-option').filter({ hasText: target.code }).first().click();
  // Live validation: submit without a title shows the rule's message and writes nothing.
  await form.getByTestId('base-form-submit').click();
  await expect(form.getByText('请输入履行事项')).toBeVisible();
  const title = `E2E 范例履行 ${Date.now()}`;
  await form.getByTestId('base-form-title').fill(title);
  await expect(form.locator('.arco-form-message')).toHaveCount(0); // gone, the button moved up with it
  await form.getByTestId('base-form-submit').click();
  await expect(page.locator('.arco-message').filter({ hasText: '履行记录已保存' })).toBeVisible();
  await expect(page.getByTestId('base-form-records')).toContainText(title);
  const detail = await get<{ performance: { title: string; status: string }[] }>(page.request, token, 'contract/detail', { id: target.id });
  expect(detail.performance.find((p) => p.title === title)?.status).toBe('planned');
  await shot(page, { path: `${SHOTS}/template-base-form.png` });
});

test('test form checks the rules live; advanced form saves a draft through contract/edit', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/form/test-form');
  const latest = (await post<PageOf<Row>>(page.request, token, 'contract/queryPage', { current: 1, size: 1, ...LATEST })).records[0] as Row;
  const testForm = page.getByTestId('test-form');
  await expect(testForm).toHaveAttribute('data-id', String(latest.id));
  const name = testForm.getByTestId('contract-form-name');
  await expect(name).toHaveValue(latest.name);
  await name.fill('');
  await expect(testForm.getByText('必填').first()).toBeVisible();
  await shot(page, { path: `${SHOTS}/template-test-form.png` });

  const draft = (await post<PageOf<Row>>(page.request, token, 'contract/queryPage', { view: 'drafts', current: 1, size: 1, ...LATEST })).records[0] as Row;
  await page.goto('/#/form/advanced-form');
  const form = page.getByTestId('advanced-form');
  await expect(form).toHaveAttribute('data-id', String(draft.id));
  const renamed = `${draft.name.slice(0, 150)}（E2E 修订）`;
  await form.getByTestId('contract-form-name').fill(renamed);
  await form.getByTestId('advanced-form-submit').click();
  await expect(page.locator('.arco-message').filter({ hasText: '合同已保存' })).toBeVisible();
  const detail = await get<{ name: string; status: string }>(page.request, token, 'contract/detail', { id: draft.id });
  expect(detail.name).toBe(renamed);
  expect(detail.status).toBe('draft');
  await shot(page, { path: `${SHOTS}/template-advanced-form.png` });
});

test('step form submits a filing in three steps', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/form/step-form');
  const awaiting = await post<PageOf<Row>>(page.request, token, 'contract/queryPage', {
    status: ['filingPending', 'filingReturned'],
    current: 1,
    size: 50,
    ...LATEST,
  });
  let target: Row | undefined;
  for (const row of awaiting.records) {
    const d = await get<{ moves: { action: string }[] }>(page.request, token, 'contract/detail', { id: row.id });
    if (d.moves.some((m) => m.action === 'submitFiling')) {
      target = row;
      break;
    }
  }
  expect(target, 'a contract the clerk can submit for filing').toBeTruthy();
  const form = page.getByTestId('step-form');
  await form.getByTestId('step-form-contract').click();
  await page.locator('.arco-select-option').filter({ hasText: target?.code ?? '' }).first().click();
  await form.getByTestId('step-form-next').click();
  await expect(form.getByTestId('step-form-code')).toHaveText(target?.code ?? '');
  await form.getByTestId('step-form-note').fill('E2E 范例备案');
  await form.locator('input[type=file]').setInputFiles(PDF);
  await expect(form.getByTestId('step-form-submit')).toBeEnabled();
  await shot(page, { path: `${SHOTS}/template-step-form.png` });
  await form.getByTestId('step-form-submit').click();
  await expect(form).toHaveAttribute('data-step', '3');
  const detail = await get<{ status: string }>(page.request, token, 'contract/detail', { id: target?.id ?? 0 });
  expect(detail.status).toBe('filingReview');
});
