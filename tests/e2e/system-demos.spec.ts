/**
 * The demonstration pages of the shared pickers and the file upload (issue 17, "Seed and test pages
 * look real"): /system/filter/unit, /system/filter/user, /system/select-test and /system/file-test
 * say what the component is for and where the product uses it, show it in the states a user meets
 * (single, multiple, with a default, disabled, in a form with validation) with what was chosen as a
 * user reads it (names, tags, a Descriptions block), and keep the API calls and JSON behind the
 * "显示原始数据" switch, off when the page opens. A tree that fails to load shows the error with a
 * retry, an empty tree says so. The same pages in English; the clerk reaches the file page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, WORKSPACE_VIEWPORT } from './fixtures';
import { apiCall } from './helpers/session';
import { shot } from './helpers/shots';

const SHOTS = 'test-results/screenshots';
test.use({ viewport: WORKSPACE_VIEWPORT });
/** A 1x1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface UnitNode {
  id: number;
  unitName: string;
  children: UnitNode[];
}
const flatten = (nodes: UnitNode[]): UnitNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function unitId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const r = await apiCall<UnitNode[]>(request, token, 'GET', 'admin_sys_unit/getTreeList');
  const unit = flatten(r.result).find((u) => u.unitName === name);
  expect(unit, name).toBeTruthy();
  return unit!.id;
}

const popup = (page: Page, kind: 'tree-select' | 'select') => page.locator(`.arco-${kind}-popup:visible`);

/**
 * Types into a picker's search and clicks the option with that text; a single picker's list closes
 * (so the next picker's list is the only one open), a multiple one's stays open for more.
 */
async function pickUnit(page: Page, testId: string, search: string, name: string, multiple = false) {
  const picker = page.getByTestId(testId);
  await picker.click();
  await picker.locator('input').first().fill(search);
  await popup(page, 'tree-select').locator('.arco-tree-node-title').filter({ hasText: name }).first().click();
  if (!multiple) await expect(popup(page, 'tree-select')).toHaveCount(0);
}

/** Closes the open list (a multiple picker's stays open after a pick) with a click outside it. */
async function closeList(page: Page, kind: 'tree-select' | 'select') {
  await page.locator('.arco-card-header-title').first().click();
  await expect(popup(page, kind)).toHaveCount(0);
}

async function pickUser(page: Page, testId: string, search: string, label: string, multiple = false) {
  const picker = page.getByTestId(testId);
  await picker.click();
  await picker.locator('input').first().fill(search);
  const option = popup(page, 'select').getByRole('option').filter({ hasText: label });
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  if (!multiple) await expect(popup(page, 'select')).toHaveCount(0);
}

/** The raw data is not on the page until its switch is turned on. */
async function expectRawHidden(page: Page, ...testIds: string[]) {
  await expect(page.getByTestId('raw-toggle')).not.toBeChecked();
  for (const id of testIds) await expect(page.getByTestId(id)).toHaveCount(0);
}

test('admin: the unit picker page shows units by name in each state and keeps the raw data behind the switch', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/filter/unit');
  await expect(page.getByTestId('filter-unit-page')).toContainText('单位选择器');
  await expect(page.getByTestId('demo-uses')).toContainText('合同列表 · 按单位筛选');
  await expectRawHidden(page, 'filter-unit-desc', 'filter-unit-json', 'filter-unit-answer');
  await expect(page.getByTestId('filter-unit-page')).not.toContainText('getDHTreeList');
  // The default is the current unit, and the disabled picker shows it and cannot be opened.
  await expect(page.getByTestId('filter-unit-default-chosen')).toContainText('浙江省司法厅');
  await expect(page.getByRole('combobox', { disabled: true }).filter({ hasText: '浙江省司法厅' })).toBeVisible();
  await expect(page.getByTestId('filter-unit-chosen')).toHaveText('未选择');
  await shot(page, { path: `${SHOTS}/system-demo-unit.png` });
  await shot(page, { path: `${SHOTS}/system-demo-unit-full.png`, fullPage: true });

  await page.getByTestId('filter-unit-kind').getByText('监管树').click();
  await expect(page.getByTestId('filter-unit-tree-text')).toContainText('司法局');
  await pickUnit(page, 'filter-unit-picker', '杭州市司法', '杭州市司法局');
  const chosen = page.getByTestId('filter-unit-chosen');
  await expect(chosen).toContainText('杭州市司法局');
  await expect(chosen).toContainText('司法局');
  await expect(chosen).toContainText('杭州市');

  await pickUnit(page, 'filter-unit-multi', '杭州市司法', '杭州市司法局', true);
  await pickUnit(page, 'filter-unit-multi', '宁波市司法', '宁波市司法局', true);
  await closeList(page, 'tree-select');
  await expect(page.getByTestId('filter-unit-tags').locator('.arco-tag')).toHaveText(['杭州市司法局', '宁波市司法局']);

  // The form: the unit is required; with it, the submitted values read by name.
  await page.getByTestId('filter-unit-submit').click();
  await expect(page.getByTestId('filter-unit-form')).toContainText('请选择所属单位');
  await pickUnit(page, 'filter-unit-form-unit', '宁波市司法', '宁波市司法局');
  await page.getByTestId('filter-unit-submit').click();
  await expect(page.getByTestId('filter-unit-submitted')).toContainText('宁波市司法局');
  await expect(page.getByTestId('filter-unit-form')).not.toContainText('请选择所属单位');
  await shot(page, { path: `${SHOTS}/system-demo-unit-chosen.png`, fullPage: true });

  await page.getByTestId('raw-toggle').click();
  const bureau = await unitId(page.request, token, '杭州市司法局');
  await expect(page.getByTestId('filter-unit-desc')).toContainText('GET admin_sys_unit/getSSTreeList');
  await expect(page.getByTestId('filter-unit-json')).toContainText(`"single": ${bureau}`);
  await expect(page.getByTestId('filter-unit-json')).toContainText('"tree": "SS"');
  await expect(page.getByTestId('filter-unit-answer')).toContainText('"unitName": "杭州市司法局"');
  await shot(page, { path: `${SHOTS}/system-demo-unit-raw.png`, fullPage: true });
});

test('admin: a unit tree that fails shows the error with a retry; an empty tree says so', async ({ page, signIn }) => {
  const failing = '**/admin_sys_unit/getSSTreeList**';
  await page.route(failing, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, message: '服务器开小差了', result: null }) }),
  );
  await signIn(page, 'admin', '/system/filter/unit');
  await page.getByTestId('filter-unit-kind').getByText('监管树').click();
  const error = page.getByTestId('demo-load-error');
  await expect(error).toContainText('加载失败');
  await expect(error).toContainText('服务器开小差了');
  await shot(page, { path: `${SHOTS}/system-demo-unit-error.png` });
  await page.unroute(failing);
  await page.getByTestId('demo-retry').click();
  await expect(page.getByTestId('filter-unit-picker')).toBeVisible();

  await page.route('**/admin_sys_unit/getDSTreeList**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, message: 'ok', result: [] }) }),
  );
  await page.getByTestId('filter-unit-kind').getByText('部门树').click();
  await expect(page.getByTestId('demo-empty')).toContainText('这棵树中没有你可以选择的单位');
});

test('admin: the user picker page shows people by name in each state and keeps the raw data behind the switch', async ({ page, signIn }) => {
  await signIn(page, 'admin', '/system/filter/user');
  await expect(page.getByTestId('filter-user-page')).toContainText('用户选择器');
  await expectRawHidden(page, 'filter-user-call', 'filter-user-json', 'filter-user-answer');
  await expect(page.getByTestId('filter-user-page')).not.toContainText('queryPage');
  // The default is the signed-in user.
  await expect(page.getByTestId('filter-user-default-chosen')).toContainText('王建华');
  await expect(page.getByRole('combobox', { disabled: true }).filter({ hasText: '王建华' })).toBeVisible();

  await pickUser(page, 'filter-user-picker', 'clerk', '(clerk)');
  const chosen = page.getByTestId('filter-user-chosen');
  await expect(chosen).toContainText('李晓明');
  await expect(chosen).toContainText('clerk');
  await expect(chosen).toContainText('杭州市财政局');
  await expect(chosen).toContainText('机关工作人员');
  await shot(page, { path: `${SHOTS}/system-demo-user.png` });

  await pickUser(page, 'filter-user-multi', 'clerk', '(clerk)', true);
  await pickUser(page, 'filter-user-multi', 'reviewer', '(reviewer)', true);
  await closeList(page, 'select');
  await expect(page.getByTestId('filter-user-tags').locator('.arco-tag')).toHaveCount(2);
  await expect(page.getByTestId('filter-user-tags')).toContainText('李晓明 (clerk)');

  await page.getByTestId('filter-user-submit').click();
  await expect(page.getByTestId('filter-user-form')).toContainText('请选择审批人');
  await pickUser(page, 'filter-user-form-approver', 'leader', '(leader)');
  await page.getByTestId('filter-user-submit').click();
  await expect(page.getByTestId('filter-user-submitted')).toContainText('(leader)');
  await shot(page, { path: `${SHOTS}/system-demo-user-full.png`, fullPage: true });

  await page.getByTestId('raw-toggle').click();
  await expect(page.getByTestId('filter-user-call')).toContainText('POST sys_user/queryPage');
  await expect(page.getByTestId('filter-user-json')).toContainText('"username": "clerk"');
  await expect(page.getByTestId('filter-user-answer')).toContainText('"records"');
});

test('admin: the shared selects read as search conditions; the JSON is behind the switch', async ({ page, signIn }) => {
  await signIn(page, 'admin', '/system/select-test');
  await expect(page.getByTestId('select-test-page')).toContainText('示例：合同查询条件');
  await expectRawHidden(page, 'select-json', 'select-calls');
  const status = page.getByTestId('select-status');
  await status.click();
  await popup(page, 'select').locator('.arco-select-option').filter({ hasText: '草稿' }).click();
  await closeList(page, 'select');
  await pickUnit(page, 'select-unit', '杭州市财政', '杭州市财政局');
  await pickUser(page, 'select-user', 'clerk', '(clerk)');
  const summary = page.getByTestId('select-summary');
  await expect(summary).toContainText('草稿');
  await expect(summary).toContainText('杭州市财政局');
  await expect(summary).toContainText('李晓明 (clerk)');
  await shot(page, { path: `${SHOTS}/system-pickers-select-test.png` });

  await page.getByTestId('raw-toggle').click();
  await expect(page.getByTestId('select-json')).toContainText('"draft"');
  await expect(page.getByTestId('select-calls')).toContainText('GET admin_sys_unit/getDHTreeList');
  await shot(page, { path: `${SHOTS}/system-demo-select-raw.png`, fullPage: true });

  await page.getByTestId('select-reset').click();
  await expect(summary).not.toContainText('草稿');
});

test('the demonstration pages in English', async ({ page, signIn }) => {
  await signIn(page, 'admin', '/system/filter/unit', { language: 'en-US' });
  await expect(page.getByTestId('filter-unit-page')).toContainText('Unit picker');
  await expect(page.getByTestId('raw-data')).toContainText('Show raw data');
  await expect(page.getByTestId('filter-unit-default-chosen')).toContainText('浙江省司法厅');
  await shot(page, { path: `${SHOTS}/system-demo-unit-en.png` });
  await page.goto('/#/system/filter/user');
  await expect(page.getByTestId('filter-user-page')).toContainText('User picker');
  await pickUser(page, 'filter-user-picker', 'clerk', '(clerk)');
  await expect(page.getByTestId('filter-user-chosen')).toContainText('Government staff');
  await shot(page, { path: `${SHOTS}/system-demo-user-en.png` });
  await page.goto('/#/system/select-test');
  await expect(page.getByTestId('select-test-page')).toContainText('Sample: contract search conditions');
  await expect(page.getByTestId('select-summary')).toContainText('Nothing chosen');
  await shot(page, { path: `${SHOTS}/system-demo-select-en.png` });
  await page.goto('/#/system/file-test');
  await expect(page.getByTestId('file-test-page')).toContainText('File upload');
  await expect(page.getByTestId('file-limits')).toContainText('50 MB');
  await shot(page, { path: `${SHOTS}/system-demo-files-en.png` });
});

test('the clerk uses the file page; its API calls and ids are behind the switch', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/system/file-test');
  await expect(page.getByTestId('file-test-page')).toContainText('文件上传');
  await expect(page.getByTestId('demo-uses')).toContainText('合同登记 · 合同附件');
  await expectRawHidden(page, 'file-calls', 'file-ids', 'file-answer');
  await expect(page.getByTestId('file-limits')).not.toContainText('UPLOAD_LIMIT_MB');
  await page.getByTestId('file-test-page').locator('input[type=file]').setInputFiles({ name: '说明.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
  const row = page.getByTestId('file-table').locator('tr').filter({ hasText: '说明.png' });
  await expect(row).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-demo-files-clerk.png`, fullPage: true });
  await page.getByTestId('raw-toggle').click();
  await expect(page.getByTestId('file-calls')).toContainText('POST sys_files/uploadFile');
  await expect(page.getByTestId('file-answer')).toContainText('"fileName": "说明.png"');
  await expect(page.getByTestId('file-ids')).toContainText(/\d+/);
});
