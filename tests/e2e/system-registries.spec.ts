/**
 * The registries of system management (issue 7 item 6): as the administrator, tag-manage (add with a
 * colour, edit, a tag in use refused, delete), lawer-manage (licence-number rule, add with units,
 * assign units in the TreeSelect, delete) and sealSn-manage (an oversize image refused, add with a PNG image ->
 * the seal-manager success page, disable, delete); as the clerk: the pages show 403 and the calls
 * answer 403. Every assertion is checked against the API.
 */
import type { Locator, Page } from '@playwright/test';
import { apiCall } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const STAMP = Date.now().toString().slice(-6);

const messageBox = (page: Page, text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });

async function pickUnit(page: Page, picker: Locator, name: string): Promise<void> {
  await picker.click();
  // The tree is there before the search is typed (Arco's TreeSelect does not filter again a search
  // typed before its tree arrived).
  await expect(page.locator('.arco-tree-select-popup:visible .arco-tree-node').first()).toBeVisible();
  await picker.locator('input').first().fill(name);
  const node = page.locator('.arco-tree-select-popup:visible .arco-tree-node-title').filter({ hasText: name }).first();
  await expect(node).toBeVisible();
  await node.click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('admin: tags — list with colours, add, edit, refuse deleting one in use, delete', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/tag-manage');
  const list = await apiCall<{ id: number; name: string; contractCount: number }[]>(page.request, token, 'GET', 'admin_tag/list');
  const table = page.getByTestId('tag-table');
  await expect(table.getByTestId('tag-chip')).toHaveCount(Math.min(list.result.length, 20));
  await shot(page, { path: `${SHOTS}/system-tags-list.png` });

  const name = `应急${STAMP}`;
  await page.getByTestId('tag-add').click();
  const form = page.getByTestId('tag-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入标签名称')).toBeVisible();
  await form.getByTestId('tag-name').fill(name);
  await form.getByTestId('tag-color').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: '品红' }).click();
  await expect(form.locator('.arco-form-message')).toHaveCount(0); // gone, the buttons moved up with it
  await shot(page, { path: `${SHOTS}/system-tags-form.png` });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(messageBox(page, '已保存')).toBeVisible();
  const chip = table.getByTestId('tag-chip').filter({ hasText: name });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveClass(/arco-tag-magenta/);

  await table.locator('tr').filter({ hasText: name }).getByTestId('tag-edit').click();
  await form.getByTestId('tag-name').fill(`${name}改`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(table.getByTestId('tag-chip').filter({ hasText: `${name}改` })).toBeVisible();

  const used = list.result.find((t) => t.contractCount > 0)!;
  await page.getByPlaceholder('标签名称').fill(used.name);
  await page.getByPlaceholder('标签名称').press('Enter');
  await table.locator('tr').filter({ hasText: used.name }).getByTestId('tag-delete').click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '删除标签' });
  await expect(confirm).toContainText(`还用于 ${used.contractCount} 份合同`);
  await shot(page, { path: `${SHOTS}/system-tags-in-use.png` });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(messageBox(page, '不能删除')).toBeVisible();
  const still = await apiCall<{ id: number }[]>(page.request, token, 'GET', 'admin_tag/list', { params: { keyword: used.name } });
  expect(still.result.map((t) => t.id)).toContain(used.id);

  await page.getByPlaceholder('标签名称').fill(name);
  await page.getByPlaceholder('标签名称').press('Enter');
  await table.locator('tr').filter({ hasText: name }).getByTestId('tag-delete').click();
  await page.locator('.arco-modal').filter({ hasText: '删除标签' }).getByRole('button', { name: '确定' }).click();
  await expect(messageBox(page, '已删除')).toBeVisible();
  const gone = await apiCall<unknown[]>(page.request, token, 'GET', 'admin_tag/list', { params: { keyword: name } });
  expect(gone.result).toHaveLength(0);
});

test('admin: legal advisers — licence rule, add with a unit, assign units, delete', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/lawer-manage');
  const table = page.getByTestId('lawyer-table');
  const page1 = await apiCall<{ total: number }>(page.request, token, 'POST', 'admin_lawyer/queryPage', { data: {} });
  await expect(page.locator('.arco-pagination-total-text')).toContainText(String(page1.result.total));
  await expect(table.locator('tr').filter({ hasText: '吴律明' })).toContainText('lawyer');
  await shot(page, { path: `${SHOTS}/system-lawyers-list.png` });

  const licence = `1330120261${STAMP}0`;
  await page.getByTestId('lawyer-add').click();
  const form = page.getByTestId('lawyer-form');
  await form.getByTestId('lawyer-name').fill('林晓');
  await form.getByTestId('lawyer-firm').fill('浙江金道律师事务所');
  await form.getByTestId('lawyer-licence').fill('12345');
  await form.getByTestId('lawyer-phone').fill('13900001111');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('执业证号为 17 位数字')).toBeVisible();
  await form.getByTestId('lawyer-licence').fill(licence);
  await pickUnit(page, form.getByTestId('lawyer-units'), '杭州市财政局');
  await form.locator('.arco-modal-title').click();
  await shot(page, { path: `${SHOTS}/system-lawyers-form.png` });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(messageBox(page, '已保存')).toBeVisible();

  await page.getByPlaceholder('姓名、律所或执业证号').fill(licence);
  await page.getByPlaceholder('姓名、律所或执业证号').press('Enter');
  const row = table.locator('tr').filter({ hasText: licence });
  await expect(row).toContainText('杭州市财政局');
  await row.getByTestId('lawyer-assign').click();
  const assign = page.getByTestId('lawyer-assign-modal');
  await pickUnit(page, assign.getByTestId('lawyer-assign-units'), '杭州市教育局');
  // A multiple TreeSelect stays open after a pick: close it by clicking the title.
  await assign.locator('.arco-modal-title').click();
  await expect(page.locator('.arco-tree-select-popup:visible')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/system-lawyers-assign.png` });
  await assign.getByRole('button', { name: '保存' }).click();
  await expect(messageBox(page, '服务单位已更新')).toBeVisible();
  await expect(row).toContainText('杭州市教育局');
  const found = await apiCall<{ records: { id: number; units: { unitName: string }[] }[] }>(page.request, token, 'POST', 'admin_lawyer/queryPage', {
    data: { keyword: licence },
  });
  expect(found.result.records[0]!.units.map((u) => u.unitName).sort()).toEqual(['杭州市教育局', '杭州市财政局']);

  await row.getByTestId('lawyer-delete').click();
  await page.locator('.arco-modal').filter({ hasText: '删除法律顾问' }).getByRole('button', { name: '确定' }).click();
  await expect(messageBox(page, '已删除')).toBeVisible();
  const after = await apiCall<{ total: number }>(page.request, token, 'POST', 'admin_lawyer/queryPage', { data: { keyword: licence } });
  expect(after.result.total).toBe(0);
});

test('admin: seals — image preview, PNG-only upload, add -> success page, disable, delete', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', '/system/sealSn-manage');
  const table = page.getByTestId('seal-table');
  await pickUnit(page, page.getByTestId('seal-unit-filter'), '杭州市财政局');
  const seals = await apiCall<{ total: number }>(page.request, token, 'POST', 'admin_seal/queryPage', { data: { keyword: '杭州市财政局' } });
  await expect(table.locator('tbody tr')).toHaveCount(seals.result.total);
  await shot(page, { path: `${SHOTS}/system-seals-list.png` });

  const sn = `HZCZ-E2E-${STAMP}`;
  await page.getByTestId('seal-add').click();
  const form = page.getByTestId('seal-form');
  await form.getByTestId('seal-sn').fill('a b');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('6-40 位字母、数字或 -')).toBeVisible();
  await form.getByTestId('seal-sn').fill(sn);
  await form.getByTestId('seal-name').fill('杭州市财政局测试专用章');
  const chooser = form.locator('input[type=file]');
  // The chooser accepts .png only; a PNG over the size limit is refused before any upload.
  await chooser.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1X1, Buffer.alloc(600 * 1024)]) });
  await expect(messageBox(page, '印模图片不能超过 512 KB')).toBeVisible();
  await expect(form.getByText('无印模')).toBeVisible();
  await chooser.setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(form.getByTestId('seal-image')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-seals-form.png` });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('result-seal-manager-success')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-seals-success.png` });
  const added = await apiCall<{ records: { id: number; imageFileId: number | null; enabled: boolean }[] }>(page.request, token, 'POST', 'admin_seal/queryPage', {
    data: { keyword: sn },
  });
  expect(added.result.records).toHaveLength(1);
  expect(added.result.records[0]!.imageFileId).not.toBeNull();

  await page.goto('/#/system/sealSn-manage');
  await page.getByPlaceholder('印章编号或名称').fill(sn);
  await page.getByPlaceholder('印章编号或名称').press('Enter');
  const row = table.locator('tr').filter({ hasText: sn });
  await expect(row.getByTestId('seal-image')).toBeVisible();
  await row.getByTestId('seal-toggle').click();
  await expect(row.getByTestId('seal-status')).toHaveText('停用');
  await row.getByTestId('seal-delete').click();
  await page.locator('.arco-modal').filter({ hasText: '删除印章' }).getByRole('button', { name: '确定' }).click();
  await expect(messageBox(page, '已删除')).toBeVisible();
  const gone = await apiCall<{ total: number }>(page.request, token, 'POST', 'admin_seal/queryPage', { data: { keyword: sn } });
  expect(gone.result.total).toBe(0);
});

test('the clerk cannot reach the registry pages nor call their APIs', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/system/tag-manage');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await shot(page, { path: `${SHOTS}/system-tags-clerk-403.png` });
  for (const path of ['/system/lawer-manage', '/system/sealSn-manage']) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId('page-403')).toBeVisible();
  }
  await shot(page, { path: `${SHOTS}/system-seals-clerk-403.png` });
  for (const [method, path, opts] of [
    ['GET', 'admin_tag/list', {}],
    ['POST', 'admin_tag/del', { params: { id: 1 } }],
    ['POST', 'admin_lawyer/queryPage', { data: {} }],
    ['POST', 'admin_lawyer/del', { params: { id: 1 } }],
    ['POST', 'admin_seal/queryPage', { data: {} }],
    ['POST', 'admin_seal/del', { params: { id: 1 } }],
  ] as const) {
    const r = await apiCall(page.request, token, method, path, opts);
    expect(r.status, `${method} ${path}`).toBe(403);
    expect(r.code, `${method} ${path}`).toBe(403);
  }
});
