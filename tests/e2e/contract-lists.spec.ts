/**
 * The contract lists (spec section 2, workspace/contracts/ContractList.tsx) against the real API:
 * totals, filters, sorting and paging equal what contract/queryPage answers for the same user; the
 * drafts box deletes a draft after a confirmation; export downloads an .xlsx; the transfer list
 * imports a 1.0 workbook and shows the new rows; a counterpart user sees only its own contracts.
 * Screenshots of every list at 1440x900 go to test-results/screenshots/contract-list-*.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ContractDetail, ContractListQueryInput, ContractRow } from '../../src/domain/contract-api';
import { IMPORT_COLUMNS } from '../../src/domain/contract-import';
import { apiBase, loginResponse } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

interface PageOf<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

test.use({ viewport: { width: 1440, height: 900 } });

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await loginResponse(request, username, PASSWORD);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

async function apiPost<T>(request: APIRequestContext, token: string, path: string, data: unknown, base = 'admin'): Promise<T> {
  const res = await request.post(`/api/${base}/${path}`, { headers: { access_token: token }, data });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result as T;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number>): Promise<T> {
  const res = await request.get(`${apiBase(token)}/${path}`, { headers: { access_token: token }, params });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result as T;
}

const listPage = (request: APIRequestContext, token: string, q: ContractListQueryInput, base = 'admin') =>
  apiPost<PageOf<ContractRow>>(request, token, 'contract/queryPage', q, base);

/** A screenshot once the table has finished loading (its spinner faded out). */
async function pageShot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return;
  await expect(page.getByTestId('contract-table').locator('.arco-spin-loading')).toHaveCount(0);
  await page.waitForTimeout(300);
  await shot(page, { path: `${SHOTS}/contract-list-${name}.png` });
}

const names = (rows: ContractRow[]) => rows.map((r) => r.name);
const rowLinks = (page: Page) => page.getByTestId('contract-table').getByTestId('contract-link');
const total = (page: Page) => page.getByTestId('contract-list-total');

test('the clerk sees the in-progress list with the API total, filters, sorting and paging', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/contract/underway-manage');
  const api = await listPage(page.request, token, { view: 'underway' });
  expect(api.total).toBeGreaterThan(20);
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  await expect(rowLinks(page)).toHaveText(names(api.records));
  await pageShot(page, 'underway');

  // A category filter.
  const filtered = await listPage(page.request, token, { view: 'underway', category: ['procurementServices'] });
  expect(filtered.total).toBeLessThan(api.total);
  await page.getByTestId('contract-filters').locator('.arco-form-item').filter({ hasText: '合同类别' }).locator('.arco-select').click();
  await page.locator('.arco-select-option').filter({ hasText: /^采购（服务）$/ }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('filter-search').click();
  await expect(total(page)).toHaveAttribute('data-total', String(filtered.total));
  await expect(rowLinks(page)).toHaveText(names(filtered.records));
  await expect(page).toHaveURL(/cat=procurementServices/);

  // Sorting by amount: ascending, then descending.
  const amountHeader = page.locator('.arco-table-th').filter({ hasText: '金额（元）' });
  const asc = await listPage(page.request, token, { view: 'underway', category: ['procurementServices'], sortField: 'amountFen', sortOrder: 'asc' });
  await amountHeader.click();
  await expect(rowLinks(page)).toHaveText(names(asc.records));
  const desc = await listPage(page.request, token, { view: 'underway', category: ['procurementServices'], sortField: 'amountFen', sortOrder: 'desc' });
  await amountHeader.click();
  await expect(rowLinks(page)).toHaveText(names(desc.records));
  expect(names(asc.records)).not.toEqual(names(desc.records));

  // Page 2 of the sorted, filtered list; a reload keeps filters, sort and page.
  const second = await listPage(page.request, token, {
    view: 'underway',
    category: ['procurementServices'],
    sortField: 'amountFen',
    sortOrder: 'desc',
    current: 2,
  });
  await page.locator('.arco-pagination-item').filter({ hasText: /^2$/ }).click();
  await expect(rowLinks(page)).toHaveText(names(second.records));
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(rowLinks(page)).toHaveText(names(second.records));
  await expect(page.locator('.arco-pagination-item-active')).toHaveText('2');

  // A filter that matches nothing shows the empty state with its hint.
  await page.getByPlaceholder('合同名称或编号').fill('没有这样的合同-zzz');
  await page.getByTestId('filter-search').click();
  await expect(page.getByTestId('contract-list-empty')).toContainText('请调整筛选条件');
});

test('the drafts box deletes a draft after a confirmation', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/contract/draft-manager');
  const [any] = (await listPage(page.request, token, { view: 'underway', size: 1 })).records;
  const detail = await apiGet<ContractDetail>(page.request, token, 'contract/detail', { id: any!.id });
  const party = detail.parties.find((p) => p.kind === 'counterpart')!;
  const name = `列表删除测试草稿-${Date.now()}`;
  await apiPost(page.request, token, 'contract/register', {
    name,
    category: 'procurementServices',
    amountFen: 1_000_000,
    counterparts: [{ counterpartId: party.counterpartId, role: 'B' }],
    submit: false,
  });
  await page.reload();
  const drafts = await listPage(page.request, token, { view: 'drafts' });
  await expect(total(page)).toHaveAttribute('data-total', String(drafts.total));
  const row = page.locator('.arco-table-tr').filter({ hasText: name });
  await expect(row).toBeVisible();
  await pageShot(page, 'drafts');

  await row.getByTestId('draft-delete').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '删除草稿' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: /确\s*定|确认/ }).click();
  await expect(page.locator('.arco-message').filter({ hasText: '草稿已删除' })).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await listPage(page.request, token, { view: 'drafts', keyword: name });
  expect(after.total).toBe(0);
  await expect(total(page)).toHaveAttribute('data-total', String(drafts.total - 1));
});

test('export downloads the list as .xlsx', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/contract/execute-manager');
  await expect(total(page)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-excel').click()]);
  expect(download.suggestedFilename()).toMatch(/^合同列表_\d{8}-\d{6}\.xlsx$/);
  const file = await download.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.worksheets[0]!;
  const token = await apiToken(page.request, 'clerk');
  const api = await listPage(page.request, token, { view: 'execute', size: 1 });
  expect(sheet.actualRowCount - 1).toBe(api.total);
});

test('the administrator imports a 1.0 workbook and the new rows appear in the transfer list', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/contract/transfer-manage');
  const [any] = (await listPage(page.request, token, { view: 'execute', size: 1 })).records;
  const detail = await apiGet<ContractDetail>(page.request, token, 'contract/detail', { id: any!.id });
  const creditCode = detail.parties.find((p) => p.kind === 'counterpart' && p.creditCode)!.creditCode!;
  const before = await listPage(page.request, token, { view: 'transfer', size: 1 });
  await expect(total(page)).toHaveAttribute('data-total', String(before.total));
  await pageShot(page, 'transfer');

  const stamp = Date.now();
  const rows = [1, 2].map((n) => ({
    legacyCode: `E2E-V1-${stamp}-${n}`,
    name: `E2E导入合同-${stamp}-${n}`,
    category: '政府采购（服务）',
    amount: 12_345.67 * n,
    direction: '支出',
    unitName: '杭州市财政局',
    creditCode,
    signDate: '2023-06-15',
    performStart: '2023-07-01',
    performEnd: '2024-06-30',
    status: '履行中',
  }));
  const build = async (data: Record<string, unknown>[]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('1.0系统合同');
    ws.addRow(IMPORT_COLUMNS.map((c) => c.header));
    for (const r of data) ws.addRow(IMPORT_COLUMNS.map((c) => r[c.key] ?? null));
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  // A bad row: nothing imported, the row errors listed.
  await page.locator('input[type=file]').setInputFiles({ name: 'bad.xlsx', mimeType: xlsx, buffer: await build([{ ...rows[0], amount: -5 }]) });
  const errors = page.locator('.arco-modal').filter({ hasText: '导入失败' });
  await expect(errors).toContainText('第 2 行 · 合同金额（元）');
  await errors.getByRole('button', { name: '知道了' }).click();

  await page.locator('input[type=file]').setInputFiles({ name: '1.0合同.xlsx', mimeType: xlsx, buffer: await build(rows) });
  await expect(page.locator('.arco-message').filter({ hasText: '已导入 2 份合同' })).toBeVisible();
  await expect(total(page)).toHaveAttribute('data-total', String(before.total + 2));
  await page.getByPlaceholder('合同名称或编号').fill(`E2E导入合同-${stamp}`);
  await page.getByTestId('filter-search').click();
  await expect(rowLinks(page)).toHaveCount(2);
  await expect(page.getByTestId('contract-table')).toContainText(rows[0]!.name);
  await expect(page.getByTestId('contract-table')).toContainText(rows[1]!.name);

  // The template downloads through a link with a 60-second ticket, never the session token.
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
  expect(template.url()).toMatch(/\/api\/admin\/contract\/importTemplate\?ticket=[^&]+$/);
  expect(template.url()).not.toContain(token);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a counterpart user sees only the contracts it is party to', async ({ page, signIn }) => {
  const token = await signIn(page, 'company', '/contract/underway-manage');
  const api = await listPage(page.request, token, { view: 'underway' }, 'company');
  expect(api.total).toBeGreaterThan(0);
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  const rows = page.getByTestId('contract-table').locator('tbody .arco-table-tr:not(.arco-table-expand-content)');
  await expect(rows).toHaveCount(api.records.length);
  // At 1440 the counterparts column folds out of the table (FitTable): each row's expansion names them.
  await expect(page.getByTestId('contract-table').locator('thead th', { hasText: '相对方' })).toHaveCount(0);
  for (const row of await rows.all()) await row.getByRole('button', { name: '展开其余各列' }).click();
  const expansions = page.getByTestId('fit-table-folded');
  await expect(expansions).toHaveCount(api.records.length);
  for (const text of await expansions.allInnerTexts()) expect(text).toContain('浙江之江建设集团有限公司');
  await expect(page.getByTestId('export-excel')).toHaveCount(0);
  await pageShot(page, 'company');
});

test('a failed list shows the error state, and retry loads it', async ({ page, signIn }) => {
  await page.route('**/api/admin/contract/queryPage', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, message: '服务器开小差了', result: null }) }),
  );
  const token = await signIn(page, 'clerk', '/contract/archived-manage');
  const error = page.getByTestId('contract-list-error');
  await expect(error).toContainText('合同列表加载失败');
  await expect(error).toContainText('服务器开小差了');
  await pageShot(page, 'error');
  await page.unroute('**/api/admin/contract/queryPage');
  await error.getByRole('button', { name: '重试' }).click();
  const api = await listPage(page.request, token, { view: 'archived' });
  await expect(total(page)).toHaveAttribute('data-total', String(api.total));
  await expect(rowLinks(page)).toHaveText(names(api.records));
});

const VIEWS: [string, string][] = [
  ['execute', '/contract/execute-manager'],
  ['archived', '/contract/archived-manage'],
  ['record', '/contract/record-manage'],
  ['conditional', '/contract/record-conditional'],
  ['supervise', '/contract/supervise-manage'],
  ['areaSupervise', '/contract/area-supervise'],
  ['myUnit', '/contractquerypage/getListByMyUnit'],
  ['redCode', '/contract/red-code-contract'],
];

test('every list shows the total of its view', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/contract/underway-manage');
  for (const [view, path] of VIEWS) {
    await page.goto(`/#${path}`);
    const api = await listPage(page.request, token, { view: view as ContractListQueryInput['view'] });
    await expect(page.getByTestId('contract-list')).toHaveAttribute('data-view', view);
    await expect(total(page)).toHaveAttribute('data-total', String(api.total));
    await expect(rowLinks(page)).toHaveCount(api.records.length);
    await pageShot(page, view);
  }
});

test("in English, each contract list's heading is its tab's title", async ({ pageAs }) => {
  const page = await pageAs('clerk', { language: 'en-US' });
  const seen: string[] = [];
  for (const path of ['/contract/underway-manage', '/contract/draft-manager', '/contract/execute-manager', '/contract/archived-manage', '/contract/red-code-contract']) {
    await page.goto(`/#${path}`);
    const heading = page.locator('.contract-list__title');
    await expect(heading).toBeVisible();
    const tab = (await page.locator('.arco-tabs-header-title-active .multi-tab-label').innerText()).trim();
    expect(tab, path).not.toBe('');
    expect((await heading.innerText()).trim().startsWith(tab), `${path}: heading "${await heading.innerText()}" vs tab "${tab}"`).toBe(true);
    seen.push(tab);
  }
  expect(seen).toContain('Contracts in progress');
});
