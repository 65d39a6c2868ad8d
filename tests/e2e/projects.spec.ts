/**
 * The project pages (workspace/projects) against the real API: the clerk registers a project through
 * the steps (a draft saved after step 1, reopened, completed with an attachment and submitted), finds
 * it in the in-progress list whose total equals project/queryPage's, and opens its detail; the
 * archived list and the read-only solicitation sample show real projects; the bureau reads without
 * any register action. Screenshots at 1440x900 go to test-results/screenshots/projects-*.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as PageOf } from '../../src/domain/envelope';
import type { ProjectDetail, ProjectListQueryInput, ProjectRow } from '../../src/domain/project-api';
import { apiBase } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

test.use({ viewport: { width: 1440, height: 900 } });

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res =
    method === 'GET'
      ? await request.get(`${apiBase(token)}/${path}`, { headers: { access_token: token } })
      : await request.post(`${apiBase(token)}/${path}`, { headers: { access_token: token }, data });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result as T;
}

const listPage = (request: APIRequestContext, token: string, q: ProjectListQueryInput) =>
  call<PageOf<ProjectRow>>(request, token, 'POST', 'project/queryPage', q);
const detailOf = (request: APIRequestContext, token: string, id: number) => call<ProjectDetail>(request, token, 'GET', `project/detail?id=${id}`);

async function pageShot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return;
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
  await page.waitForTimeout(400);
  await shot(page, { path: `${SHOTS}/projects-${name}.png` });
}

const field = (page: Page, name: string) => page.getByTestId(`project-field-${name}`);
const fill = (page: Page, name: string, value: string) => field(page, name).locator('input, textarea').first().fill(value);
async function pickDate(page: Page, name: string, value: string) {
  const input = field(page, name).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}
const projectId = (page: Page) => Number(new URL(page.url().replace('/#', '')).searchParams.get('id'));

/** A one-page PDF the upload accepts (its content must look like a PDF). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('the clerk registers a project in steps: draft, reopen, submit, list, detail', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/project/step-project-register');
  const name = `E2E 绿道提升工程 ${Date.now()}`;
  await expect(page.getByTestId('project-steps')).toBeVisible();
  await pageShot(page, 'register-step1');

  // Step 1 rules: the name is required.
  await page.getByTestId('project-next').click();
  await expect(field(page, 'name').locator('.arco-form-message')).toBeVisible();
  await fill(page, 'name', name);
  await field(page, 'category').locator('.arco-select-view').click();
  await page.locator('.arco-select-option', { hasText: '政府投资建设' }).click();
  await expect(page.locator('.arco-form-message')).toHaveCount(0); // gone, the buttons moved up with it
  await page.getByTestId('project-save-draft').click();
  await expect(page.locator('.arco-message', { hasText: '草稿已保存' })).toBeVisible();
  await expect(page.getByTestId('project-register-editing')).toBeVisible();
  const id = projectId(page);
  expect(id).toBeGreaterThan(0);
  const draft = await detailOf(page.request, token, id);
  expect(draft.status).toBe('draft');
  expect(draft.name).toBe(name);

  // Reopen the draft: the form loads it.
  await page.goto(`/#/project/step-project-register?id=${id}`);
  await expect(field(page, 'name').locator('input')).toHaveValue(name);
  await page.getByTestId('project-next').click();

  // Step 2: a bad amount and dates out of order are refused; then valid values.
  await fill(page, 'fundSource', '财政资金');
  await fill(page, 'budgetYuan', '12.345');
  await pickDate(page, 'plannedStart', '2026-06-01');
  await pickDate(page, 'plannedEnd', '2026-03-01');
  await page.getByTestId('project-next').click();
  await expect(field(page, 'budgetYuan').locator('.arco-form-message')).toContainText('两位小数');
  await expect(field(page, 'plannedEnd').locator('.arco-form-message')).toContainText('不能早于');
  await fill(page, 'budgetYuan', '1280000.29');
  await pickDate(page, 'plannedEnd', '2026-12-31');
  // The messages go (the buttons move up with them) before the user goes on.
  await expect(page.locator('.arco-form-message')).toHaveCount(0);
  await pageShot(page, 'register-step2');
  await page.getByTestId('project-next').click();

  // Step 3: basis and plan.
  await fill(page, 'basis', '杭州市2026年财政预算批复');
  await fill(page, 'necessity', '改善城市慢行系统，项目可行');
  await fill(page, 'plan', '分两期实施，2026年底完成');
  await page.getByTestId('project-next').click();

  // Step 4: survey.
  const units = field(page, 'solicitedUnits').locator('input');
  await units.fill('杭州市交通运输局');
  await units.press('Enter');
  await fill(page, 'survey', '已征求交通、规划部门意见，均无异议');
  await page.getByTestId('project-next').click();

  // Step 5: an attachment through the files API.
  await page.getByTestId('project-step-files').locator('input[type=file]').setInputFiles({ name: '立项批复.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('project-step-files').locator('.arco-upload-list-item-done')).toHaveCount(1);
  await pageShot(page, 'register-files');
  // The step change autosaves the attachment. Hold that save: a submit clicked while it is on its
  // way waits for it, then writes over the version it made (not the one before, which is stale).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = true;
  await page.route('**/api/admin/project/edit', async (route) => {
    if (holding) {
      holding = false;
      await held;
    }
    await route.continue();
  });
  const autosaved = page.waitForRequest('**/api/admin/project/edit');
  await page.getByTestId('project-next').click();
  await autosaved;

  // Confirm, then submit.
  await expect(page.getByTestId('project-confirm-budgetYuan')).toHaveText('1,280,000.29');
  await pageShot(page, 'register-confirm');
  await page.getByTestId('project-submit').click();
  await expect(page.getByTestId('project-submit')).toHaveClass(/arco-btn-loading/);
  release();
  await expect(page.locator('.arco-message', { hasText: '项目已提交' })).toBeVisible();
  await expect(page.getByTestId('project-detail')).toHaveAttribute('data-id', String(id));

  const stored = await detailOf(page.request, token, id);
  expect(stored.status).toBe('underway');
  expect(stored.budgetFen).toBe(128000029);
  expect(stored.plannedEnd).toBe('2026-12-31');
  expect(stored.solicitedUnits).toEqual(['杭州市交通运输局']);
  expect(stored.files.map((f) => f.fileName)).toEqual(['立项批复.pdf']);
  await expect(page.getByTestId('project-status')).toHaveAttribute('data-status', 'underway');
  await expect(page.getByTestId('project-history-item')).toHaveCount(stored.history.length);
  await expect(page.getByTestId('contract-file-preview')).toBeVisible();
  await expect(page.getByTestId('project-action-edit')).toBeVisible();
  await expect(page.getByTestId('project-action-delDraft')).toHaveCount(0);

  // The in-progress list: the API's total, the new project first (latest update).
  await page.goto('/#/project/underway-manage');
  const api = await listPage(page.request, token, { view: 'underway' });
  await expect(page.getByTestId('project-list-total')).toHaveAttribute('data-total', String(api.total));
  await expect(page.getByTestId('project-link').first()).toHaveText(name);
  await expect(page.getByTestId('project-link')).toHaveText(api.records.map((r) => r.name));
  await pageShot(page, 'underway');

  // A keyword filter, kept in the URL.
  await page.getByTestId('project-filter-keyword').fill(name);
  await page.getByTestId('project-filter-search').click();
  await expect(page.getByTestId('project-list-total')).toHaveAttribute('data-total', '1');
  expect(page.url()).toContain('kw=');

  // Detail of a demo project with contracts.
  const withContracts = (await listPage(page.request, token, { view: 'underway', size: 50 })).records.find((r) => r.contractCount > 0);
  if (withContracts) {
    await page.goto(`/#/project/project-detail?id=${withContracts.id}`);
    await expect(page.getByTestId('project-contract-link')).toHaveCount(Math.min(withContracts.contractCount, 10));
    await pageShot(page, 'detail');
  }
});

test('a stale draft reloads; a draft is deleted from its detail after a confirmation', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/project/underway-manage');
  const name = `E2E 待删除草稿 ${Date.now()}`;
  const created = await call<{ id: number; version: number }>(page.request, token, 'POST', 'project/register', { name, category: 'other' });
  await page.goto(`/#/project/step-project-register?id=${created.id}`);
  await expect(field(page, 'name').locator('input')).toHaveValue(name);

  // Someone else changes it: saving answers 502, the page says so and shows the new version.
  const renamed = `${name} 改`;
  await call(page.request, token, 'POST', 'project/edit', { id: created.id, version: created.version, name: renamed });
  await fill(page, 'name', `${name} 我的修改`);
  await page.getByTestId('project-save-draft').click();
  await expect(page.locator('.arco-message', { hasText: '已被他人修改' })).toBeVisible();
  await expect(field(page, 'name').locator('input')).toHaveValue(renamed);
  expect((await detailOf(page.request, token, created.id)).version).toBe(created.version + 1);

  // The detail offers submit and delete for a draft without contracts; delete asks first.
  await page.goto(`/#/project/project-detail?id=${created.id}`);
  await expect(page.getByTestId('project-action-submit')).toBeVisible();
  await page.getByTestId('project-action-delDraft').click();
  await expect(page.locator('.arco-modal')).toContainText(renamed);
  await pageShot(page, 'detail-delete-confirm');
  await page.locator('.arco-modal').getByRole('button', { name: /确\s*定|确认/ }).click();
  await expect(page.locator('.arco-message', { hasText: '项目草稿已删除' })).toBeVisible();
  await expect(page.getByTestId('project-list')).toBeVisible();
  const gone = await (await page.request.get(`/api/admin/project/detail?id=${created.id}`, { headers: { access_token: token } })).json();
  expect(gone.code).toBe(500);
});

test('the archived list, the solicitation sample and the unknown id', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/project/archived-manage');
  const api = await listPage(page.request, token, { view: 'archived' });
  await expect(page.getByTestId('project-list-total')).toHaveAttribute('data-total', String(api.total));
  await pageShot(page, 'archived');

  await page.goto('/#/contract/temp-project-solicitation');
  await expect(page.getByTestId('project-sample-banner')).toContainText('仅供参考');
  await expect(page.getByTestId('project-sample-from')).toBeVisible();
  const inputs = page.getByTestId('project-sample-form').locator('input:not([type=hidden]), textarea');
  expect(await inputs.count()).toBeGreaterThan(5);
  for (const input of await inputs.all()) await expect(input).toBeDisabled();
  await pageShot(page, 'sample');

  await page.goto('/#/project/project-detail?id=999999');
  await expect(page.getByText('404')).toBeVisible();
});

test('the bureau reads projects without register actions', async ({ page, signIn }) => {
  const token = await signIn(page, 'bureau', '/project/underway-manage');
  const api = await listPage(page.request, token, { view: 'underway' });
  await expect(page.getByTestId('project-list-total')).toHaveAttribute('data-total', String(api.total));
  await expect(page.getByTestId('project-register-button')).toHaveCount(0);
  await expect(page.locator('[data-testid^=project-action-]')).toHaveCount(0);
  await pageShot(page, 'bureau-underway');

  const first = api.records[0];
  expect(first).toBeDefined();
  await page.goto(`/#/project/project-detail?id=${first?.id}`);
  await expect(page.getByTestId('project-detail')).toBeVisible();
  await expect(page.locator('[data-testid^=project-action-]')).toHaveCount(0);
  await pageShot(page, 'bureau-detail');

  await page.goto('/#/project/step-project-register');
  await expect(page.getByTestId('project-register')).toHaveCount(0);
  await expect(page.getByText('403')).toBeVisible();
});
