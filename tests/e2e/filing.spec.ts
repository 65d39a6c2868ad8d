/**
 * The filing, rectification and performance pages (workspace/filing, workspace/performance) against
 * the real server and demo data: the clerk submits a filing; the bureau files it conditionally with
 * two defects (the first starts at the area's default deadline, docs/api/time-rules.md); the clerk
 * finds the rectification to-do in the to-do list, opens it and rectifies both; the bureau sees the
 * contract in conditional-filing supervision and confirms (filed); the to-do is done. On a performing contract the
 * clerk registers a payment and a done milestone and uploads an acceptance report; the bureau adds a
 * supervision record with a warning; the unit answers the WarnTips matter. Every result is checked
 * in the API. Screenshots at 1440x900 in test-results/screenshots/filing-*.png and perform-*.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiBase, loginResponse } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';
const PDF = { name: '签署文本.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}
interface Detail {
  id: number;
  status: string;
  bureauUnitName: string | null;
  moves: { action: string }[];
  matters: { id: number; kind: string; status: string; deadline: string | null }[];
  filings: { status: string; conditions: { id: number; status: string; rectification: string | null; fileIds: number[] }[] }[];
  performance: { id: number; kind: string; title: string; amountFen: number | null; status: string; doneDate: string | null; fileIds: number[] }[];
  supervision: { id: number; kind: string; content: string }[];
}

const tokens: Record<string, string> = {};
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  if (tokens[username]) return tokens[username];
  const res = await loginResponse(request, username, PASSWORD);
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code, body.message).toBe(200);
  tokens[username] = body.result.token;
  return body.result.token;
}

async function raw<T>(request: APIRequestContext, user: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Envelope<T>> {
  const token = await tokenOf(request, user);
  const res = await request.fetch(`${apiBase(token)}/${path}`, {
    method,
    headers: { access_token: token },
    ...(method === 'GET' ? { params: data as Record<string, string | number> } : { data: data ?? {} }),
  });
  return (await res.json()) as Envelope<T>;
}
async function call<T>(request: APIRequestContext, user: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const body = await raw<T>(request, user, method, path, data);
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}
const detailOf = (request: APIRequestContext, user: string, id: number) => call<Detail>(request, user, 'GET', 'contract/detail', { id });

/** A contract of the clerk in `status` whose filing bureau the demo bureau user works in (and can reach). */
async function contractIn(request: APIRequestContext, status: string, clerkMove?: string): Promise<number> {
  const page = await call<{ records: { id: number }[] }>(request, 'clerk', 'POST', 'contract/queryPage', { status, current: 1, size: 50 });
  for (const row of page.records) {
    const d = await detailOf(request, 'clerk', row.id);
    if (clerkMove && !d.moves.some((m) => m.action === clerkMove)) continue;
    const b = await raw<Detail>(request, 'bureau', 'GET', 'contract/detail', { id: row.id });
    if (b.code === 200 && d.bureauUnitName === '杭州市司法局') return row.id;
  }
  throw new Error(`no ${status} contract for the clerk and the bureau`);
}

async function pickDate(scope: ReturnType<Page['locator']>, date: string): Promise<void> {
  const input = scope.locator('.arco-picker input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** A 1440x900 screenshot with the page's form (its submit button) scrolled into view. */
async function pageShot(page: Page, name: string, submitTestId: string): Promise<void> {
  if (!SHOTS_WANTED) return;
  await page.getByTestId(submitTestId).scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/${name}.png` });
}

/** The contract lists' keyword box (zh-CN). */
const KEYWORD_PLACEHOLDER = '合同名称或编号';

const tomorrowPlus = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

test.describe.configure({ mode: 'serial' });
// Each test takes a contract through several pages and users.
test.setTimeout(180_000);

test('filing: submit, conditional filing with two defects, rectification, confirmation', async ({ request, pageAs }) => {
  const id = await contractIn(request, 'filingPending', 'submitFiling');

  // The clerk submits the filing with the signed contract.
  const clerk = await pageAs('clerk');
  await clerk.goto(`/#/contract/contract-record?id=${id}`);
  const submitForm = clerk.getByTestId('filing-submit-form');
  await expect(submitForm).toBeVisible();
  await expect(clerk.getByTestId('target-contract')).toHaveAttribute('data-contract-id', String(id));
  await submitForm.locator('input[type=file]').setInputFiles(PDF);
  await expect(submitForm.locator('.arco-upload-list-item-done, .arco-upload-list-status-success, .arco-upload-list-item').first()).toBeVisible();
  await expect(clerk.getByTestId('filing-submit')).toBeEnabled();
  await pageShot(clerk, 'filing-submit', 'filing-submit');
  await clerk.getByTestId('filing-submit').click();
  await expect(clerk).toHaveURL(/\/result\/record-register-success/);
  expect((await detailOf(request, 'clerk', id)).status).toBe('filingReview');

  // The bureau opens the filing matter (the message's link) and files it conditionally with two defects.
  const filingMatter = (await detailOf(request, 'bureau', id)).matters.find((m) => m.kind === 'filing' && m.status === 'pending');
  expect(filingMatter).toBeTruthy();
  const bureau = await pageAs('bureau');
  await bureau.goto(`/#/contract/contract-record?matterId=${filingMatter!.id}`);
  const review = bureau.getByTestId('filing-review-form');
  await expect(review).toBeVisible();
  await review.getByTestId('filing-review-result').getByText('附条件备案').click();
  // A conditional filing without the defects is refused by the form.
  await bureau.getByTestId('filing-review-submit').click();
  await expect(review.getByText('请填写整改事项')).toBeVisible();
  const rows = review.getByTestId('filing-condition');
  // The first defect starts at the area's default deadline.
  const bounds = await call<{ defaultDeadline: string; maxDeadline: string }>(request, 'bureau', 'GET', 'filing/rectifyBounds', { id });
  await expect(rows.nth(0).locator('.arco-picker input')).toHaveValue(bounds.defaultDeadline);
  await rows.nth(0).locator('input').first().fill('补充采购程序的合规性说明');
  await pickDate(rows.nth(0), tomorrowPlus(20));
  await bureau.getByTestId('filing-condition-add').click();
  await rows.nth(1).locator('input').first().fill('补充履约保证金条款');
  await pickDate(rows.nth(1), tomorrowPlus(30));
  await review.getByTestId('filing-review-opinion').fill('基本符合要求，限期整改两项');
  await pageShot(bureau, 'filing-review', 'filing-review-submit');
  await bureau.getByTestId('filing-review-submit').click();
  await expect(bureau).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  let d = await detailOf(request, 'clerk', id);
  expect(d.status).toBe('conditionallyFiled');
  expect(d.filings.at(-1)!.conditions.filter((c) => c.status === 'open')).toHaveLength(2);

  // The unit's rectification to-do, due by the earliest deadline: the clerk opens it from the to-do list.
  const todo = d.matters.find((m) => m.kind === 'rectify' && m.status === 'pending');
  expect(todo?.deadline).toBe(tomorrowPlus(20));
  await clerk.goto('/#/backlog/me/wait-backlog');
  await clerk.getByTestId('workflow-filters').getByPlaceholder('标题、合同名称或编号').fill(String((await call<{ name: string }>(request, 'clerk', 'GET', 'contract/detail', { id })).name));
  await clerk.getByTestId('workflow-search').click();
  const todoRow = clerk.getByTestId('workflow-table').locator('tbody tr', { hasText: '附条件备案整改' });
  await expect(todoRow).toHaveCount(1);
  await expect(todoRow).toContainText(tomorrowPlus(20));
  if (SHOTS_WANTED) await shot(clerk, { path: `${SHOTS}/filing-rectify-todo.png` });
  await todoRow.getByTestId('workflow-open').click();
  await expect(clerk).toHaveURL(new RegExp(`/contract/contract-record\\?matterId=${todo!.id}`));
  await expect(clerk.getByTestId('target-contract')).toHaveAttribute('data-contract-id', String(id));

  // The bureau follows it in conditional-filing supervision.
  const code = (await call<{ code: string }>(request, 'bureau', 'GET', 'contract/detail', { id })).code;
  await bureau.goto('/#/contract/record-conditional');
  await bureau.getByTestId('contract-filters').getByPlaceholder(KEYWORD_PLACEHOLDER).fill(code);
  await bureau.getByTestId('filter-search').click();
  await expect(bureau.locator('tbody tr', { hasText: code })).toHaveCount(1);

  // The clerk rectifies both defects, one with a file.
  const rectify = clerk.getByTestId('filing-rectify-form');
  await expect(rectify.getByTestId('filing-defect')).toHaveCount(2);
  await rectify.getByTestId('filing-defect-text').nth(0).fill('已补充合规性说明');
  await rectify.getByTestId('filing-defect-text').nth(1).fill('已签订补充条款');
  await rectify.getByTestId('filing-defect').nth(0).locator('input[type=file]').setInputFiles(PDF);
  await expect(clerk.getByTestId('filing-rectify-submit')).toBeEnabled();
  await pageShot(clerk, 'filing-rectify', 'filing-rectify-submit');
  await clerk.getByTestId('filing-rectify-submit').click();
  await expect(clerk).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  d = await detailOf(request, 'clerk', id);
  expect(d.status).toBe('rectified');
  const conds = d.filings.at(-1)!.conditions;
  expect(conds.map((c) => c.rectification).sort()).toEqual(['已签订补充条款', '已补充合规性说明'].sort());
  expect(conds.some((c) => c.fileIds.length === 1)).toBe(true);

  expect(d.matters.filter((m) => m.kind === 'rectify').map((m) => m.status)).toEqual(['passed']);

  // The bureau confirms the rectification: filed.
  await bureau.goto(`/#/contract/contract-record?id=${id}`);
  await expect(bureau.getByTestId('filing-confirm-form')).toBeVisible();
  await pageShot(bureau, 'filing-confirm', 'filing-confirm-submit');
  await bureau.getByTestId('filing-confirm-submit').click();
  await expect(bureau).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  expect((await detailOf(request, 'clerk', id)).status).toBe('filed');

  // Nothing left to do on the page now.
  await clerk.goto(`/#/contract/contract-record?id=${id}`);
  await expect(clerk.getByTestId('filing-nothing')).toBeVisible();
  await clerk.context().close();
  await bureau.context().close();
});

test('performance: payment, milestone done, acceptance document, supervision with a warning, the unit answers', async ({ request, pageAs }) => {
  const id = await contractIn(request, 'performing');
  const before = await detailOf(request, 'clerk', id);
  const clerk = await pageAs('clerk');

  // A planned payment.
  await clerk.goto(`/#/matter/performRegister?id=${id}`);
  const form = clerk.getByTestId('perform-register-form');
  await expect(form).toBeVisible();
  await form.getByTestId('perform-title').fill('第二期款项');
  await form.locator('.arco-form-item', { hasText: '金额' }).locator('input').fill('12345.6');
  await pickDate(form.locator('.arco-form-item', { hasText: '计划日期' }), tomorrowPlus(40));
  await pageShot(clerk, 'perform-register', 'perform-submit');
  await clerk.getByTestId('perform-submit').click();
  await expect(clerk).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  let d = await detailOf(request, 'clerk', id);
  const payment = d.performance.find((p) => p.title === '第二期款项');
  expect(payment).toMatchObject({ kind: 'payment', amountFen: 1_234_560, status: 'planned' });

  // A milestone registered done.
  await clerk.goto(`/#/matter/performRegister?id=${id}`);
  await form.getByTestId('perform-kind').getByText('履行节点').click();
  await form.getByTestId('perform-title').fill('设备安装调试');
  await form.getByTestId('perform-status').click();
  await clerk.getByRole('option', { name: '已完成' }).click();
  await pickDate(form.locator('.arco-form-item', { hasText: '完成日期' }), new Date().toISOString().slice(0, 10));
  await clerk.getByTestId('perform-submit').click();
  await expect(clerk).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  d = await detailOf(request, 'clerk', id);
  expect(d.performance.find((p) => p.title === '设备安装调试')).toMatchObject({ kind: 'milestone', status: 'done' });

  // The acceptance report.
  await clerk.goto(`/#/matter/documentUpload?id=${id}`);
  const doc = clerk.getByTestId('doc-upload-form');
  await doc.getByTestId('doc-title').fill('验收报告');
  await doc.locator('input[type=file]').setInputFiles({ ...PDF, name: '验收报告.pdf' });
  await expect(clerk.getByTestId('doc-submit')).toBeEnabled();
  await pageShot(clerk, 'perform-document', 'doc-submit');
  await clerk.getByTestId('doc-submit').click();
  await expect(clerk).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  d = await detailOf(request, 'clerk', id);
  const report = d.performance.find((p) => p.kind === 'document' && p.title === '验收报告');
  expect(report?.fileIds).toHaveLength(1);
  expect(d.performance.length).toBe(before.performance.length + 3);

  // The bureau interviews the unit and warns it.
  const bureau = await pageAs('bureau');
  await bureau.goto(`/#/matter/performSupervise?id=${id}`);
  const sup = bureau.getByTestId('supervise-form');
  await sup.getByTestId('supervise-kind').click();
  await bureau.getByRole('option', { name: '约谈' }).click();
  await sup.getByTestId('supervise-content').fill('约谈单位负责人，督促按期支付第二期款项');
  await sup.getByTestId('supervise-warn').click();
  await pageShot(bureau, 'perform-supervise', 'supervise-submit');
  await bureau.getByTestId('supervise-submit').click();
  await expect(bureau).toHaveURL(new RegExp(`/contract/detail\\?id=${id}`));
  d = await detailOf(request, 'clerk', id);
  expect(d.supervision.find((s) => s.content.startsWith('约谈单位负责人'))).toMatchObject({ kind: 'interview' });
  const warn = d.matters.filter((m) => m.kind === 'warnTips' && m.status === 'pending').at(-1);
  expect(warn).toBeTruthy();

  // The unit answers the warning.
  await clerk.goto(`/#/matter/WarnTips?matterId=${warn!.id}`);
  await expect(clerk.getByTestId('warn-flags')).toBeVisible();
  await expect(clerk.getByTestId('matter-handle-form')).toBeVisible();
  await clerk.getByTestId('matter-handle-opinion').fill('已安排财务按期支付，并加强履约跟踪');
  await pageShot(clerk, 'perform-warntips', 'warn-flags');
  await clerk.getByTestId('matter-handle-submit').click();
  await expect(clerk).toHaveURL(/\/backlog\/me\/wait-backlog/);
  const answered = await call<{ status: string; opinion: string | null }>(request, 'clerk', 'GET', 'matter/detail', { id: warn!.id });
  expect(answered.status).not.toBe('pending');
  expect(answered.opinion).toBe('已安排财务按期支付，并加强履约跟踪');
  await clerk.context().close();
  await bureau.context().close();
});
