/**
 * Contract registration (/contract/step-register, /contract/OtherAgreement) as the clerk: the form's
 * validation messages; a major contract (amount above the threshold) with the live major / fair
 * review indication, saved as a draft, reopened from the drafts box and registered, getting its
 * unit number (杭财合〔year〕n号) on registration, shown in the detail and found in the list by it; a
 * supplementary agreement of a main contract in force. Every write is checked through the API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';
const IN_FORCE = ['filed', 'conditionallyFiled', 'rectified', 'performing', 'suspended', 'disputed'];

test.use({ viewport: { width: 1440, height: 900 } });

async function ok<T>(request: APIRequestContext, tk: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const url = `${apiBase(tk)}/${path}`;
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { access_token: tk }, params: data as Record<string, string | number> })
      : await request.post(url, { headers: { access_token: tk }, data });
  const body = (await res.json()) as { code: number; message: string; result: T };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

interface Detail {
  id: number;
  code: string;
  unitNo: string | null;
  name: string;
  status: string;
  version: number;
  amountFen: number;
  isMajor: boolean;
  needsFairReview: boolean;
  attribute: string;
  parentId: number | null;
  unitId: number;
  parties: { kind: string; role: string; counterpartId: number | null }[];
  files: { fileId: number; kind: string; fileName: string | null }[];
}

/** Opens an Arco Select, types into its search and picks the option containing `text`. */
async function pick(page: Page, select: Locator, search: string, text = search) {
  await select.click();
  const input = select.locator('input').first();
  if (search) await input.fill(search);
  const option = page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  await option.click();
}

const shotOf = (page: Page, name: string) => shot(page, { path: `${SHOTS}/contract-register-${name}.png`, fullPage: true });
const step = (page: Page, name: string) => page.getByTestId(`step-${name}`);

test('missing fields show their validation messages and block each step', async ({ page, signIn }) => {
  await signIn(page, 'clerk');
  await page.goto('/#/contract/step-register');
  await expect(page.getByTestId('contract-register')).toBeVisible();
  await expect(page.getByTestId('classification-panel')).toContainText('选择合同类别后');

  await page.getByTestId('step-next').click();
  await expect(step(page, 'basic')).toContainText('请输入合同名称');
  await expect(step(page, 'basic')).toContainText('请选择合同类别');
  await expect(step(page, 'basic')).toBeVisible();

  // Register validates the whole form: the first step with an error is shown.
  await page.getByTestId('field-name').fill('验证测试');
  await page.getByTestId('register-submit').click();
  await expect(step(page, 'basic')).toContainText('请选择合同类别');
  await shotOf(page, 'validation');

  await pick(page, page.getByTestId('field-category'), '', '采购（货物）');
  await page.getByTestId('register-submit').click();
  await expect(step(page, 'parties')).toBeVisible();
  await expect(step(page, 'parties')).toContainText('请选择相对方');

  // Roles must differ from ours.
  await pick(page, page.getByTestId('party-role-0'), '', '甲方');
  await page.getByTestId('step-next').click();
  await expect(step(page, 'parties')).toContainText('身份与我方或其他相对方重复');
  await shotOf(page, 'validation-parties');
});

test('a major contract: live classification, draft, reopened from the drafts box, registered', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const options = await ok<{ majorThresholdFen: number }>(page.request, tk, 'GET', 'contract/formOptions');
  const cps = await ok<{ id: number; name: string; unifiedCreditCode: string; creditRating: string; seriousDishonest: boolean }[]>(
    page.request,
    tk,
    'GET',
    'contract/counterpartOptions',
    { pageSize: 20 },
  );
  const cp = cps.find((c) => !c.seriousDishonest) ?? cps[0]!;
  const name = `E2E重大合同${Date.now()}`;
  const amountYuan = options.majorThresholdFen / 100 + 0.5;

  await page.goto('/#/contract/step-register');
  await page.getByTestId('field-name').fill(name);
  await pick(page, page.getByTestId('field-category'), '', '采购（工程）');
  await expect(page.getByTestId('panel-major')).toHaveAttribute('data-value', 'no');
  await shotOf(page, 'step1-basic');
  await page.getByTestId('step-next').click();

  await expect(step(page, 'parties')).toBeVisible();
  await pick(page, page.getByTestId('party-cp-0'), cp.unifiedCreditCode, cp.name);
  await expect(page.getByTestId('counterpart-info')).toContainText(`信用等级 ${cp.creditRating}`);
  await shotOf(page, 'step2-parties');
  await page.getByTestId('step-next').click();

  await expect(step(page, 'money')).toBeVisible();
  const amount = page.locator('[data-testid=field-amount] input, input[data-testid=field-amount]').first();
  await amount.fill(String(amountYuan));
  await amount.blur();
  await expect(page.getByTestId('panel-major')).toHaveAttribute('data-value', 'yes');
  await expect(page.getByTestId('panel-fair')).toHaveAttribute('data-value', 'no');
  await expect(page.getByTestId('panel-chain')).toContainText('司法局合法性审查');
  await expect(page.getByTestId('panel-chain')).toContainText('集体决策');
  await shotOf(page, 'step3-money-major');
  await page.getByTestId('step-next').click();

  await expect(step(page, 'files')).toBeVisible();
  await page
    .getByTestId('upload-draft')
    .locator('input[type=file]')
    .setInputFiles({ name: 'draft.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 合同草案 e2e\n%%EOF\n') });
  await expect(step(page, 'files').locator('.arco-upload-list-item-done')).toContainText('draft.pdf');
  await page.getByTestId('field-preferentialTerms').click();
  await expect(page.getByTestId('panel-fair')).toHaveAttribute('data-value', 'yes');
  await expect(page.getByTestId('panel-chain')).toContainText('公平竞争审查');
  await shotOf(page, 'step4-files');

  await page.getByTestId('save-draft').click();
  await expect(page.locator('.arco-message').filter({ hasText: '草稿已保存' })).toBeVisible();
  await expect(page).toHaveURL(/step-register\?id=\d+/);
  const id = Number(/id=(\d+)/.exec(page.url())?.[1]);
  const draft = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id });
  expect(draft).toMatchObject({ name, status: 'draft', amountFen: options.majorThresholdFen + 50, isMajor: true, needsFairReview: true, attribute: 'main' });
  expect(draft.parties.filter((p) => p.kind === 'counterpart')).toEqual([expect.objectContaining({ role: 'B', counterpartId: cp.id })]);
  expect(draft.files).toEqual([expect.objectContaining({ kind: 'draft', fileName: 'draft.pdf' })]);

  // Reopen it from the drafts box.
  await page.goto('/#/contract/draft-manager');
  const row = page.getByTestId('contract-table').locator('tr').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('link').filter({ hasText: '编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`step-register\\?id=${id}`));
  await expect(page.getByTestId('field-name')).toHaveValue(name);
  await expect(page.getByTestId('panel-major')).toHaveAttribute('data-value', 'yes');
  await page.getByTestId('register-steps').getByText('合同主体').click();
  await expect(step(page, 'parties')).toContainText(cp.name);
  await shotOf(page, 'reopened');

  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(new RegExp(`contract/detail\\?id=${id}`));
  await expect(page.locator('.arco-message').filter({ hasText: '合同已登记' })).toBeVisible();
  const registered = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id });
  expect(registered).toMatchObject({ status: 'registered', amountFen: options.majorThresholdFen + 50, isMajor: true });
  // Registration gave it 杭州市财政局's next number of the year (the draft had none).
  expect(draft.unitNo).toBeNull();
  const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
  expect(registered.unitNo).toMatch(new RegExp(`^杭财合〔${year}〕\\d+号$`));
  const unitNo = registered.unitNo!;
  await expect(page.getByTestId('contract-unit-no')).toHaveText(unitNo);
  await expect(page.getByTestId('contract-code')).toHaveText(registered.code);
  await expect(page.getByTestId('contract-detail-tabs')).toContainText(unitNo);
  await shotOf(page, 'registered-detail');

  // The in-progress list shows it beside the unified code, and its search finds the contract by it.
  await page.goto('/#/contract/underway-manage');
  await page.getByPlaceholder('合同名称或编号').fill(unitNo);
  await page.getByTestId('filter-search').click();
  const listed = page.getByTestId('contract-table').locator('tr').filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId('contract-unit-no')).toHaveText(unitNo);
  await expect(listed).toContainText(registered.code);
  await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', '1');
  await shotOf(page, 'registered-in-list');
});

test('a supplementary agreement of a main contract in force', async ({ page, signIn }) => {
  const tk = await signIn(page, 'clerk');
  const me = await ok<{ currentUnitId: number }>(page.request, tk, 'GET', 'sys_user/getLoginUserInfo');
  const parents = await ok<{ records: { id: number; code: string; name: string }[] }>(page.request, tk, 'POST', 'contract/queryPage', {
    size: 5,
    status: IN_FORCE,
    attribute: 'main',
    unitId: me.currentUnitId,
  });
  const parent = parents.records[0];
  expect(parent, 'the demo seed has a main contract in force').toBeTruthy();
  if (!parent) return;
  const parentDetail = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: parent.id });

  await page.goto('/#/contract/OtherAgreement');
  await expect(page.getByTestId('other-agreement')).toBeVisible();
  await pick(page, page.getByTestId('field-parentId'), parent.code, parent.code);
  await expect(page.getByTestId('field-name')).toHaveValue(`${parent.name}补充协议`);
  await shotOf(page, 'agreement-basic');

  await page.getByTestId('step-next').click();
  await expect(step(page, 'parties')).toBeVisible();
  await page.getByTestId('step-next').click();
  await expect(step(page, 'money')).toBeVisible();
  const amount = page.locator('[data-testid=field-amount] input, input[data-testid=field-amount]').first();
  await amount.fill('1234.56');
  await amount.blur();
  await shotOf(page, 'agreement-money');

  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/contract\/detail\?id=\d+/);
  const childId = Number(/id=(\d+)/.exec(page.url())?.[1]);
  expect(childId).not.toBe(parent.id);
  const child = await ok<Detail>(page.request, tk, 'GET', 'contract/detail', { id: childId });
  expect(child).toMatchObject({ attribute: 'supplementary', parentId: parent.id, status: 'registered', amountFen: 123456, unitId: parentDetail.unitId });
  expect(child.parties.filter((p) => p.kind === 'counterpart').map((p) => p.counterpartId)).toEqual(
    parentDetail.parties.filter((p) => p.kind === 'counterpart').map((p) => p.counterpartId),
  );
  await shotOf(page, 'agreement-detail');
});
