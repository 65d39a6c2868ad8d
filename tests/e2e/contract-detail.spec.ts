/**
 * The contract detail page (/contract/detail?id=): the clerk reads a performing contract of his unit
 * (header, tabs, the whole audit trail, the attachments); takes a new draft through register and
 * void with the page's actions; makes a QR link and its poster; a counterpart user sees no review
 * opinions and no actions; another unit's contract and a bad id show their results.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { loginResponse } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

interface Row {
  id: number;
  name: string;
  code: string;
  unitName: string | null;
  status: string;
}
interface Detail extends Row {
  history: { id: number; opinion: string | null }[];
  files: { id: number; fileName: string | null }[];
  parties: { kind: string; counterpartId: number | null; name: string }[];
  matters: unknown[];
  moves: { action: string }[];
}

test.use({ viewport: { width: 1440, height: 900 } });

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await loginResponse(request, username, PASSWORD);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

async function call<T>(request: APIRequestContext, tk: string, method: 'GET' | 'POST', path: string, data?: unknown, base = 'admin') {
  const url = `/api/${base}/${path}`;
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { access_token: tk }, params: data as Record<string, string | number> })
      : await request.post(url, { headers: { access_token: tk }, data });
  return { status: res.status(), body: (await res.json()) as { code: number; message: string; result: T } };
}

async function ok<T>(request: APIRequestContext, tk: string, method: 'GET' | 'POST', path: string, data?: unknown, base = 'admin'): Promise<T> {
  const { body } = await call<T>(request, tk, method, path, data, base);
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function upload(request: APIRequestContext, tk: string, name: string, mimeType: string, buffer: Buffer): Promise<number> {
  const res = await request.post('/api/admin/sys_files/uploadFile', { headers: { access_token: tk }, multipart: { file: { name, mimeType, buffer } } });
  const body = (await res.json()) as { code: number; message: string; result: { fileId: number } };
  expect(body.code, body.message).toBe(200);
  return body.result.fileId;
}

const openDetail = async (page: Page, id: number | string) => {
  await page.goto(`/#/contract/detail?id=${id}`);
};

test('the clerk reads a performing contract: header, phase, tabs, the whole trail and the files', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const list = await ok<{ records: Row[] }>(page.request, tk, 'POST', 'contract/queryPage', { view: 'execute', size: 1 });
  const row = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: list.records[0]!.id });

  await openDetail(page, row.id);
  await expect(page.getByTestId('contract-name')).toHaveText(row.name);
  await expect(page.getByTestId('contract-code')).toContainText(row.code);
  await expect(page.getByTestId('contract-status')).toHaveAttribute('data-status', row.status);
  await expect(page.locator('.contract-detail__steps .arco-steps-item')).toHaveCount(6);
  await expect(page.locator('.contract-detail__steps .arco-steps-item-process, .contract-detail__steps .arco-steps-item-error')).toContainText('履行');
  for (const tab of ['基本信息', '相对方', '附件', '审查事项', '办理记录', '备案', '履行', '监督', '关联协议']) {
    await expect(page.locator('.arco-tabs-header-title').filter({ hasText: tab }).first()).toBeVisible();
  }
  await expect(page.getByText('合同金额')).toBeVisible();
  await expect(page.getByTestId('contract-amount')).toContainText(/^[\d,]+\.\d{2} 元$/);
  await shot(page, { path: `${SHOTS}/contract-detail-basic.png` });

  await page.getByTestId('contract-tab-history').click();
  await expect(page.getByTestId('contract-history-item')).toHaveCount(row.history.length);
  expect(row.history.length).toBeGreaterThan(0);
  await shot(page, { path: `${SHOTS}/contract-detail-history.png`, fullPage: true });

  await page.getByTestId('contract-tab-files').click();
  const fileRows = page.locator('.arco-tabs-content-item-active tbody tr.arco-table-tr:not(.arco-table-empty-row)');
  // The demo data carries no files: the list equals the API's (attachments are listed in the next test).
  await expect(fileRows).toHaveCount(row.files.length);
  if (row.files.length === 0) await expect(page.locator('.arco-tabs-content-item-active .arco-empty')).toBeVisible();
  await shot(page, { path: `${SHOTS}/contract-detail-files.png` });

  await page.getByTestId('contract-tab-matters').click();
  await shot(page, { path: `${SHOTS}/contract-detail-matters.png` });
  await page.getByTestId('contract-tab-parties').click();
  await expect(page.locator('.arco-tabs-content-item-active tbody tr.arco-table-tr:not(.arco-table-empty-row)')).toHaveCount(row.parties.length);
  await shot(page, { path: `${SHOTS}/contract-detail-parties.png` });
  await page.getByTestId('contract-tab-filings').click();
  await shot(page, { path: `${SHOTS}/contract-detail-filings.png`, fullPage: true });
  await page.getByTestId('contract-tab-performance').click();
  await shot(page, { path: `${SHOTS}/contract-detail-performance.png` });
});

test('a new draft: register, then submit for review is offered; void needs a reason', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const list = await ok<{ records: Row[] }>(page.request, tk, 'POST', 'contract/queryPage', { view: 'execute', size: 1 });
  const sample = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: list.records[0]!.id });
  const counterpartId = sample.parties.find((p) => p.kind === 'counterpart')!.counterpartId!;
  const pdf = await upload(page.request, tk, '合同文本.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
  const png = await upload(page.request, tk, '现场照片.png', 'image/png', Buffer.from(PNG_1PX, 'base64'));
  const name = `E2E详情测试合同${Date.now()}`;
  const made = await ok<{ id: number; status: string }>(page.request, tk, 'POST', 'contract/register', {
    name,
    category: 'procurementServices',
    subject: '政务云平台运维服务',
    amountFen: 12_345_678,
    direction: 'expenditure',
    fundSource: '财政资金',
    procurementMethod: '竞争性磋商',
    performStart: '2027-01-01',
    performEnd: '2027-12-31',
    counterparts: [{ counterpartId, role: 'B' }],
    files: [
      { fileId: pdf, kind: 'draft' },
      { fileId: png, kind: 'basis' },
    ],
    submit: false,
  });
  expect(made.status).toBe('draft');

  await openDetail(page, made.id);
  await expect(page.getByTestId('contract-name')).toHaveText(name);
  await expect(page.getByTestId('contract-amount')).toHaveText('123,456.78 元');
  await expect(page.getByTestId('contract-status')).toHaveText('草稿');

  // The attachments: listed with their kinds, previewed inline, downloaded through a 60-second ticket
  // (the links name the file by its random public id, never the sequential id, and carry no session token).
  await page.getByTestId('contract-tab-files').click();
  const fileRows = page.locator('.arco-tabs-content-item-active tbody tr.arco-table-tr:not(.arco-table-empty-row)');
  await expect(fileRows).toHaveCount(2);
  await expect(fileRows.filter({ hasText: '合同文本.pdf' })).toContainText('合同草案');
  await expect(fileRows.filter({ hasText: '现场照片.png' })).toContainText('依据材料');
  const [download] = await Promise.all([page.waitForEvent('download'), fileRows.filter({ hasText: '合同文本.pdf' }).getByTestId('contract-file-download').click()]);
  expect(download.url()).toMatch(/\/api\/admin\/sys_files\/downloadFile\/[0-9a-f-]{36}\?ticket=/);
  expect(download.suggestedFilename()).toBe('合同文本.pdf');
  await fileRows.filter({ hasText: '现场照片.png' }).getByTestId('contract-file-preview').click();
  const preview = page.locator('.arco-modal').filter({ hasText: '现场照片.png' });
  await expect(preview.locator('img')).toHaveAttribute('src', /sys_files\/previewFile\/[0-9a-f-]{36}\?ticket=/);
  await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await preview.locator('.arco-modal-close-icon').click();
  await fileRows.filter({ hasText: '合同文本.pdf' }).getByTestId('contract-file-preview').click();
  await expect(page.locator('.arco-modal iframe')).toHaveAttribute('src', /sys_files\/previewFile\/[0-9a-f-]{36}\?ticket=/);
  await shot(page, { path: `${SHOTS}/contract-detail-preview.png` });
  await page.locator('.arco-modal').filter({ hasText: '合同文本.pdf' }).locator('.arco-modal-close-icon').click();
  await page.getByTestId('contract-move-register').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '确认登记' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '登记' }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('已登记');
  // It has its draft text and a counterpart: it may go to review.
  await expect(page.getByTestId('contract-move-submitForReview')).toBeEnabled();
  await expect(page.getByTestId('contract-review-needs')).toHaveCount(0);
  await expect(page.getByTestId('contract-move-register')).toHaveCount(0);
  const registered = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: made.id });
  expect(registered.status).toBe('registered');

  // void: the reason is required; with it, the contract is void and the trail shows the reason.
  await page.getByTestId('contract-move-void').click();
  const voidDialog = page.locator('.arco-modal').filter({ hasText: '确认作废' });
  await voidDialog.getByRole('button', { name: '作废' }).click();
  await expect(voidDialog.getByText('请填写原因').last()).toBeVisible();
  expect((await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: made.id })).status).toBe('registered');
  await voidDialog.getByTestId('contract-move-opinion').fill('项目取消，合同不再签订');
  await shot(page, { path: `${SHOTS}/contract-detail-void-confirm.png` });
  await voidDialog.getByRole('button', { name: '作废' }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('已作废');
  await expect(page.getByTestId('contract-move-submitForReview')).toHaveCount(0);
  const voided = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: made.id });
  expect(voided.status).toBe('void');
  await page.getByTestId('contract-tab-history').click();
  await expect(page.getByTestId('contract-history-item')).toHaveCount(voided.history.length);
  await expect(page.getByTestId('contract-history-opinion').last()).toContainText('项目取消，合同不再签订');
});

test('a stale version says so and reloads', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const list = await ok<{ records: Row[] }>(page.request, tk, 'POST', 'contract/queryPage', { view: 'execute', size: 1 });
  const sample = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: list.records[0]!.id });
  const counterpartId = sample.parties.find((p) => p.kind === 'counterpart')!.counterpartId!;
  const made = await ok<{ id: number; version: number }>(page.request, tk, 'POST', 'contract/register', {
    name: `E2E并发测试合同${Date.now()}`,
    category: 'procurementServices',
    subject: '测试',
    amountFen: 100,
    direction: 'expenditure',
    counterparts: [{ counterpartId, role: 'B' }],
    submit: false,
  });
  await openDetail(page, made.id);
  await page.getByTestId('contract-move-register').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '确认登记' });
  await expect(dialog).toBeVisible();
  // Someone else registers it while the clerk reads the confirmation.
  await ok(page.request, tk, 'POST', 'contract/move', { id: made.id, version: made.version, action: 'register' });
  await dialog.getByRole('button', { name: '登记' }).click();
  await expect(page.getByText('合同已被他人更新')).toBeVisible();
  await expect(page.getByTestId('contract-status')).toHaveText('已登记');
  await expect(dialog).toBeHidden();
  // Registered without its draft text: the submission waits for it, and the page says why.
  await expect(page.getByTestId('contract-move-submitForReview')).toBeDisabled();
  await expect(page.getByTestId('contract-review-needs')).toHaveText('提交审查前还需上传“合同草案”附件。');
  await expect(page.getByTestId('contract-review-needs-edit')).toHaveAttribute('href', `#/contract/step-register?id=${made.id}`);
  await shot(page, { path: `${SHOTS}/contract-detail-review-needs.png` });
});

test('the QR code: a link with its image, the poster, the list and revoke', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const list = await ok<{ records: Row[] }>(page.request, tk, 'POST', 'contract/queryPage', { view: 'execute', size: 1 });
  const row = list.records[0]!;
  const before = await ok<unknown[]>(page.request, tk, 'GET', 'contract/share/list', { contractId: row.id });
  await openDetail(page, row.id);
  await page.getByTestId('contract-qr-button').click();
  const modal = page.locator('.arco-modal').filter({ hasText: '合同二维码' });
  await expect(modal).toBeVisible();
  await modal.getByTestId('contract-qr-create').click();
  await expect(modal.getByTestId('contract-qr-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(modal.getByTestId('contract-qr-url')).toContainText('/#/contract-share?token=');
  await expect(modal.locator('tbody tr.arco-table-tr:not(.arco-table-empty-row)')).toHaveCount(before.length + 1);
  await shot(page, { path: `${SHOTS}/contract-detail-qr-modal.png` });

  await modal.getByTestId('contract-qr-poster').click();
  const poster = page.getByTestId('contract-poster');
  await expect(poster).toBeVisible();
  await expect(poster).toContainText(row.name);
  await expect(poster).toContainText(row.code);
  await shot(page, { path: `${SHOTS}/contract-detail-poster.png` });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('main-layout')).toBeHidden();
  await expect(poster.locator('.contract-poster__toolbar')).toBeHidden();
  await shot(page, { path: `${SHOTS}/contract-detail-poster-print.png` });
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('contract-poster-close').click();
  await expect(poster).toHaveCount(0);

  await modal.getByTestId('contract-qr-revoke').first().click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(modal.locator('tbody').getByText('已撤销').first()).toBeVisible();
  const after = await ok<{ status: string }[]>(page.request, tk, 'GET', 'contract/share/list', { contractId: row.id });
  expect(after[0]!.status).toBe('revoked');
});

test('a counterpart user sees the contract without review opinions and without actions', async ({ page, signIn }) => {
  const tk = await signIn(page, 'company');
  const list = await ok<{ records: Row[] }>(page.request, tk, 'POST', 'contract/queryPage', { view: 'execute', size: 1 }, 'company');
  const row = list.records[0]!;
  const detail = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: row.id }, 'company');
  await openDetail(page, row.id);
  await expect(page.getByTestId('contract-name')).toHaveText(detail.name);
  await expect(page.getByTestId('contract-tab-matters')).toHaveCount(0);
  await expect(page.getByTestId('contract-tab-filings')).toHaveCount(0);
  await expect(page.getByTestId('contract-tab-supervision')).toHaveCount(0);
  await expect(page.getByTestId('contract-risk')).toHaveCount(0);
  await expect(page.locator('[data-testid^="contract-move-"]')).toHaveCount(0);
  await page.getByTestId('contract-tab-history').click();
  await expect(page.getByTestId('contract-history-item')).toHaveCount(detail.history.length);
  await expect(page.getByTestId('contract-history-opinion')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/contract-detail-company.png` });
});

test('another unit’s contract shows 403; a bad or unknown id shows 404', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const admin = await token(page.request, 'admin');
  const all = await ok<{ records: Row[] }>(page.request, admin, 'POST', 'contract/queryPage', { view: 'execute', size: 50 });
  let foreign: Row | undefined;
  for (const r of all.records.filter((x) => x.unitName !== '杭州市财政局')) {
    if ((await call(page.request, tk, 'GET', 'contract/detail', { id: r.id })).status === 403) {
      foreign = r;
      break;
    }
  }
  expect(foreign, 'a contract outside the clerk’s scope').toBeDefined();
  await openDetail(page, foreign!.id);
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByTestId('page-403')).toContainText('超出您的数据权限范围');
  await expect(page.getByText(foreign!.name)).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/contract-detail-403.png` });

  await openDetail(page, 'abc');
  await expect(page.getByTestId('page-404')).toBeVisible();
  await openDetail(page, 2_000_000_000);
  await expect(page.getByTestId('page-404')).toContainText('合同不存在');
});
