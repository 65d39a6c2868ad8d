/**
 * Long forms keep their input (src/forms), as the clerk on /contract/step-register:
 * - typed input survives a switch to another tab of the tab bar and back, and a reload, with a notice
 *   and a way to discard it; the browser asks before the reload;
 * - closing the form's tab asks first (stay keeps it; discard forgets it);
 * - with the tab bar off, a route change away from unsaved input asks first;
 * - the draft is saved to the drafts box on a step change once its required fields are filled in,
 *   and again every 30 s while there is unsaved input ("已自动保存 HH:mm"); a reload then opens the draft.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCall } from './helpers/session';
import { shot } from './helpers/shots';

const SHOTS = 'test-results/screenshots';
const FORM = '/#/contract/step-register';

test.use({ viewport: { width: 1440, height: 900 } });

const field = (page: Page) => page.getByTestId('field-name');
const tabLabel = (page: Page, text: string) => page.getByTestId('multi-tab').locator('.multi-tab-label').getByText(text, { exact: true });

async function pick(page: Page, select: Locator, search: string, text = search) {
  await select.click();
  if (search) await select.locator('input').first().fill(search);
  const option = page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/** Goes to a page inside the app (a hash change: the router navigates, the page is not reloaded). */
async function visit(page: Page, path: string) {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
}

async function counterpart(request: APIRequestContext, token: string) {
  const { result } = await apiCall<{ id: number; name: string; unifiedCreditCode: string; seriousDishonest: boolean }[]>(
    request,
    token,
    'GET',
    'contract/counterpartOptions',
    { params: { pageSize: 20 } },
  );
  const cp = result.find((c) => !c.seriousDishonest) ?? result[0];
  if (!cp) throw new Error('no counterpart to pick');
  return cp;
}

test('typed input survives a tab switch and a reload; closing its tab asks first', async ({ page, signIn }) => {
  await signIn(page, 'clerk');
  await page.goto(FORM);
  const name = `保留输入的合同${Date.now()}`;
  await field(page).fill(name);
  await expect(page.getByTestId('kept-notice')).toHaveCount(0);

  // Another tab and back: the page was unmounted, the input is back.
  await visit(page, '/contract/underway-manage');
  await expect(page.getByTestId('contract-table')).toBeVisible();
  await tabLabel(page, '合同登记').click();
  await expect(field(page)).toHaveValue(name);
  await expect(page.getByTestId('kept-notice')).toContainText('已恢复您');

  // A reload: the browser asks first (beforeunload), and the input is back after it.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(field(page)).toHaveValue(name);
  await shot(page, { path: `${SHOTS}/form-keeping-restored.png` });

  // Closing the tab asks; staying keeps tab and input.
  await tabLabel(page, '合同登记').click({ button: 'right' });
  await page.locator('.arco-dropdown-menu-item:visible', { hasText: '关闭当前标签' }).click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '有未保存的输入' });
  await expect(confirm).toContainText('合同登记');
  await shot(page, { path: `${SHOTS}/form-keeping-close-tab.png` });
  await confirm.getByRole('button', { name: '留在此页' }).click();
  await expect(confirm).toBeHidden();
  await expect(field(page)).toHaveValue(name);

  // Discarding closes the tab and forgets the input: the form opens empty next time.
  await tabLabel(page, '合同登记').click({ button: 'right' });
  await page.locator('.arco-dropdown-menu-item:visible', { hasText: '关闭当前标签' }).click();
  await confirm.getByRole('button', { name: '放弃输入并离开' }).click();
  await expect(tabLabel(page, '合同登记')).toHaveCount(0);
  await visit(page, '/contract/step-register');
  await expect(field(page)).toHaveValue('');
  await expect(page.getByTestId('kept-notice')).toHaveCount(0);

  // The notice's discard goes back to the empty form.
  await field(page).fill('随后放弃');
  await visit(page, '/dashboard/workplace');
  await tabLabel(page, '合同登记').click();
  await page.getByTestId('kept-discard').click();
  await expect(field(page)).toHaveValue('');
  await expect(page.getByTestId('kept-notice')).toHaveCount(0);
  // Nothing unsaved is left: a reload does not ask.
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
});

test('without the tab bar, leaving unsaved input by a route change asks first', async ({ page, signIn }) => {
  await page.addInitScript(() => localStorage.setItem('multi_tab', 'false'));
  await signIn(page, 'clerk');
  await page.goto(FORM);
  await field(page).fill('换页前的输入');
  await page.getByTestId('side-menu').getByRole('menuitem', { name: '草稿箱' }).click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '有未保存的输入' });
  await expect(confirm).toContainText('离开此页面后');
  await confirm.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(/step-register$/);
  await expect(field(page)).toHaveValue('换页前的输入');

  await page.getByTestId('side-menu').getByRole('menuitem', { name: '草稿箱' }).click();
  await confirm.getByRole('button', { name: '放弃输入并离开' }).click();
  await expect(page).toHaveURL(/contract\/draft-manager$/);
  await page.goBack();
  await expect(field(page)).toHaveValue('');
});

test('the draft saves itself on a step change and every 30 seconds; a reload opens it', async ({ page, signIn }) => {
  await page.clock.install();
  const token = await signIn(page, 'clerk');
  const cp = await counterpart(page.request, token);
  await page.goto(FORM);
  const status = page.getByTestId('autosave-status');
  const name = `自动保存的合同${Date.now()}`;
  await field(page).fill(name);
  await pick(page, page.getByTestId('field-category'), '', '采购（货物）');
  await page.getByTestId('step-next').click();
  // Not yet a draft the server takes (no counterpart): it says what it waits for.
  await expect(status).toHaveAttribute('data-state', 'incomplete');
  await expect(status).toContainText('填写必填项后将自动保存到草稿箱');

  await pick(page, page.getByTestId('party-cp-0'), cp.unifiedCreditCode, cp.name);
  await page.getByTestId('step-next').click();
  await expect(status).toHaveAttribute('data-state', 'saved');
  await expect(status).toContainText(/已自动保存 \d\d:\d\d/);
  await expect(page).toHaveURL(/step-register\?id=\d+$/);
  const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);
  const detail = async () =>
    (await apiCall<{ name: string; status: string; version: number; signPlace: string | null }>(page.request, token, 'GET', 'contract/detail', { params: { id } }))
      .result;
  const first = await detail();
  expect(first).toMatchObject({ name, status: 'draft' });
  await shot(page, { path: `${SHOTS}/form-keeping-autosaved.png` });

  // More input, then half a minute: saved again (the same draft, a new version).
  await page.getByTestId('field-signPlace').fill('杭州市西湖区');
  await page.clock.fastForward('00:31');
  await expect.poll(async () => (await detail()).signPlace).toBe('杭州市西湖区');
  expect((await detail()).version).toBeGreaterThan(first.version);

  // Nothing unsaved: the reload does not ask, and opens the draft for editing.
  await page.reload();
  await expect(field(page)).toHaveValue(name);
  await expect(page.getByTestId('kept-notice')).toHaveCount(0);

  // It is in the drafts box.
  await visit(page, '/contract/draft-manager');
  await expect(page.getByTestId('contract-table').locator('tr').filter({ hasText: name })).toBeVisible();
});

test('the project form keeps its input and files over a tab switch, and saves its draft on a step change', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/project/step-project-register');
  const projectField = (name: string) => page.getByTestId(`project-field-${name}`);
  const name = `保留输入的项目${Date.now()}`;
  await projectField('name').locator('input').fill(name);
  await projectField('category').locator('.arco-select-view').click();
  await page.locator('.arco-select-option', { hasText: '政府投资建设' }).click();

  // The step change saved the draft; its id is in the address bar, the page keeps editing it.
  await page.getByTestId('project-next').click();
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved');
  await expect(page).toHaveURL(/step-project-register\?id=\d+$/);
  const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);
  const { result: draft } = await apiCall<{ name: string; status: string }>(page.request, token, 'GET', 'project/detail', { params: { id } });
  expect(draft).toMatchObject({ name, status: 'draft' });

  // Input after the save, then another tab and back: the input and the step are kept.
  await projectField('fundSource').locator('input').fill('财政资金');
  await visit(page, '/project/underway-manage');
  await tabLabel(page, '新建项目').click();
  await expect(page.getByTestId('kept-notice')).toBeVisible();
  await expect(projectField('fundSource').locator('input')).toHaveValue('财政资金');
  await expect(page.getByTestId('project-step-budget')).toBeVisible();
  // Saving by hand edits the same draft (no second project).
  await page.getByTestId('project-save-draft').click();
  await expect(page.locator('.arco-message', { hasText: '草稿已保存' })).toBeVisible();
  const { result: saved } = await apiCall<{ id: number; fundSource: string | null }>(page.request, token, 'GET', 'project/detail', { params: { id } });
  expect(saved.fundSource).toBe('财政资金');
  await expect(page.getByTestId('kept-notice')).toHaveCount(0);
});

test('a user form left open comes back after a tab switch; closing it with input asks first', async ({ page, signIn }) => {
  await signIn(page, 'admin', '/system/user-manage');
  await page.getByTestId('user-add').click();
  const modal = page.getByTestId('user-form');
  await modal.getByTestId('user-form-realName').fill('周保留');
  await modal.getByTestId('user-form-mobile').fill('13900001111');

  await visit(page, '/system/role-manage');
  await tabLabel(page, '用户管理').click();
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('user-form-realName')).toHaveValue('周保留');
  await expect(modal.getByTestId('kept-notice')).toBeVisible();

  // Cancel asks; keep editing keeps the input, discarding closes and forgets it.
  await modal.getByRole('button', { name: '取消' }).click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '关闭后，尚未保存的输入将丢失' });
  await confirm.getByRole('button', { name: '继续编辑' }).click();
  await expect(modal.getByTestId('user-form-realName')).toHaveValue('周保留');
  await modal.getByRole('button', { name: '取消' }).click();
  await confirm.getByRole('button', { name: '放弃输入并关闭' }).click();
  await expect(modal).toBeHidden();
  await page.getByTestId('user-add').click();
  await expect(modal.getByTestId('user-form-realName')).toHaveValue('');
});

test('the unit edit form keeps its input and its unit over a tab switch', async ({ page, signIn }) => {
  await signIn(page, 'admin', '/system/unit-manage');
  await page.getByTestId('unit-manage').getByText('办公室', { exact: true }).first().click();
  const name = page.getByTestId('unit-edit').locator('input').first();
  await expect(name).toHaveValue('办公室');
  await name.fill('办公室（待改名）');
  await visit(page, '/system/role-manage');
  await tabLabel(page, '单位管理').click();
  await expect(page.getByTestId('unit-detail-title')).toHaveText('办公室');
  await expect(name).toHaveValue('办公室（待改名）');
  await page.getByTestId('kept-discard').click();
  await expect(name).toHaveValue('办公室');
});
