/**
 * Contract templates (issue 6 item 2, issue 7 item 6): the clerk finds a template in the library,
 * drafts from it (form from its fields, live preview, generate), downloads the .docx and checks it is
 * a Word zip with the filled values; the sample agreement page; the administrator adds a template with
 * two fields, edits it, disables it (gone from the library) and deletes it after a confirmation.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import JSZip from 'jszip';
import { loginResponse } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await loginResponse(request, username, PASSWORD);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

async function templatesTotal(request: APIRequestContext, token: string, keyword?: string): Promise<number> {
  const res = await request.get('/api/admin/contract_template/list', { headers: { access_token: token }, params: keyword ? { keyword } : {} });
  return (await res.json()).result.total as number;
}

const messageBox = (page: Page, text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });

test.use({ viewport: { width: 1440, height: 900 } });

test('clerk drafts from a template: fill, preview, generate, download the .docx', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/contract/contract-template');
  const library = page.getByTestId('template-library');
  const total = await templatesTotal(page.request, token);
  await expect(library.getByTestId('template-card')).toHaveCount(total);
  await expect(library.getByTestId('template-total')).toContainText(String(total));
  await shot(page, { path: `${SHOTS}/templates-library.png` });

  // Search narrows the cards to what the API finds.
  await library.getByPlaceholder('搜索范本名称或条款').fill('法律顾问');
  await library.getByPlaceholder('搜索范本名称或条款').press('Enter');
  await expect(library.getByTestId('template-card')).toHaveCount(await templatesTotal(page.request, token, '法律顾问'));
  const card = library.getByTestId('template-card').filter({ hasText: '法律顾问服务合同' });
  await card.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('.arco-modal').filter({ hasText: '法律顾问服务合同' });
  await expect(preview.locator('mark').first()).toBeVisible();
  await expect(preview.getByText('【年度顾问费】')).toBeVisible();
  await shot(page, { path: `${SHOTS}/templates-preview.png` });
  await preview.getByRole('button', { name: '使用此范本起草' }).click();

  await expect(page).toHaveURL(/smart-template\?templateId=\d+/);
  const form = page.getByTestId('smart-form');
  await expect(form).toBeVisible();
  // Generating with nothing filled shows the required rules and creates nothing.
  await page.getByTestId('smart-generate').click();
  await expect(form.getByText('请填写聘请方（甲方）')).toBeVisible();

  const fill = (key: string, value: string) => page.getByTestId(`field-${key}`).locator('input').fill(value);
  await fill('client', '杭州市财政局');
  await fill('lawFirm', '浙江天平律师事务所');
  await fill('leadLawyer', '陈立华');
  for (const [key, date] of [
    ['startDate', '2026-01-01'],
    ['endDate', '2026-12-31'],
  ]) {
    const input = page.getByTestId(`field-${key}`).locator('input');
    await input.click();
    await input.fill(date!);
    await input.press('Enter');
  }
  await fill('annualFee', '12.345');
  await page.getByTestId('smart-generate').click();
  await expect(form.getByText('请输入金额（元，最多两位小数）')).toBeVisible();
  await fill('annualFee', '120000.5');
  await fill('reviewLimit', '40');
  const livePreview = page.getByTestId('smart-preview');
  await expect(livePreview).toContainText('¥120,000.50（人民币壹拾贰万元伍角）');
  await expect(livePreview).toContainText('浙江天平律师事务所');
  await expect(livePreview).toContainText('2026-12-31');

  await page.getByTestId('smart-generate').click();
  await expect(page.getByTestId('smart-result')).toBeVisible();
  await page.getByTestId('smart-result').scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/templates-smart.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('smart-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^法律顾问服务合同-草稿-\d{4}-\d{2}-\d{2}\.docx$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  expect(xml).toContain('浙江天平律师事务所');
  expect(xml).toContain('¥120,000.50');
  expect(xml).toContain('2026-01-01');

  await page.getByTestId('smart-register').click();
  await expect(page).toHaveURL(/step-register\?draftFileId=\d+/);
});

test('the sample agreement is a read-only, marked, printable rendering', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/contract/temp-agreement');
  const paper = page.getByTestId('sample-paper');
  await expect(paper).toContainText('仅供参考');
  await expect(page.getByTestId('sample-notice')).toBeVisible();
  await expect(paper.locator('.template-text__slot')).toHaveCount(0);
  await expect(paper.locator('input, textarea')).toHaveCount(0);
  await expect(page.getByTestId('sample-print')).toBeVisible();
  await shot(page, { path: `${SHOTS}/templates-sample.png` });
});

test('admin adds a template with two fields, edits, disables and deletes it', async ({ page, signIn }) => {
  const admin = await signIn(page, 'admin', '/system/template-manage');
  const clerk = await apiToken(page.request, 'clerk');
  const table = page.getByTestId('template-table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await shot(page, { path: `${SHOTS}/templates-manage.png` });

  await page.getByTestId('template-add').click();
  const drawer = page.locator('.arco-drawer').filter({ hasText: '新增范本' });
  await drawer.getByTestId('tf-name').fill('E2E 保密协议');
  await drawer.getByTestId('tf-key').first().fill('partyA');
  await drawer.getByTestId('tf-label').first().fill('甲方');
  await drawer.getByTestId('tf-add-field').click();
  await drawer.getByTestId('tf-key').nth(1).fill('fee');
  await drawer.getByTestId('tf-label').nth(1).fill('保密费');
  // An undeclared placeholder is refused before saving.
  await drawer.getByTestId('tf-body').fill('甲方：{{partyA}}\n乙方：{{partyB}}\n保密费：{{fee}}');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer.getByText('正文中有未声明的填写项：partyB')).toBeVisible();
  await drawer.getByTestId('tf-body').fill('甲方：{{partyA}}\n保密费：{{fee}}\n双方对合作中知悉的秘密负有保密义务。');
  await shot(page, { path: `${SHOTS}/templates-form.png` });
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(messageBox(page, '范本已保存')).toBeVisible();
  const row = table.locator('tbody tr').filter({ hasText: 'E2E 保密协议' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2');
  expect(await templatesTotal(page.request, clerk, 'E2E 保密协议')).toBe(1);

  await row.getByTestId('template-edit').click();
  const edit = page.locator('.arco-drawer').filter({ hasText: '编辑范本' });
  await expect(edit.getByTestId('tf-key')).toHaveCount(2);
  await edit.getByTestId('tf-name').fill('E2E 保密协议（修订）');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  const edited = table.locator('tbody tr').filter({ hasText: 'E2E 保密协议（修订）' });
  await expect(edited).toBeVisible();

  await edited.getByTestId('template-toggle').click();
  await expect(edited.getByTestId('template-status')).toHaveText('已停用');
  expect(await templatesTotal(page.request, clerk, 'E2E 保密协议')).toBe(0);

  await edited.getByTestId('template-delete').click();
  const confirm = page.locator('.arco-modal').filter({ hasText: '删除范本' });
  await expect(confirm).toContainText('E2E 保密协议（修订）');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(messageBox(page, '范本已删除')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const res = await page.request.post('/api/admin/admin_contract_template/queryPage', { headers: { access_token: admin }, data: { keyword: 'E2E' } });
  expect((await res.json()).result.total).toBe(0);
});
