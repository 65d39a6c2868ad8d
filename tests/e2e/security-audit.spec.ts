/**
 * The security audit log as the audit administrator uses it (issue 18; docs/security.md): someone
 * fails to sign in as the leader on the sign-in page; the security administrator takes contract
 * export away from the reviewer role in role management; the audit administrator finds both on
 * /system/audit-log by filtering, reads the role change's before -> after, verifies the chain and
 * exports the records to Excel. The other two administrators cannot open the page.
 */
import type { Page } from '@playwright/test';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** Picks an option of an Arco Select by its text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.arco-select-popup:visible').getByText(option, { exact: true }).click();
}

test('the audit administrator finds a failed sign-in and a role change made by the security administrator', async ({ page, pageAs, signIn, accounts }) => {
  // 1. A wrong password for the leader, on the sign-in page of another browser.
  const stranger = await pageAs(null);
  await stranger.goto('/#/user/login');
  await stranger.getByPlaceholder('账户名或邮箱').fill('leader');
  await stranger.getByPlaceholder('密码').fill('not-the-password');
  await stranger.getByRole('button', { name: '登录' }).click();
  await expect(stranger.locator('.arco-message, .arco-notification').filter({ hasText: /密码错误|账号或密码/ }).first()).toBeVisible();

  // 2. The security administrator unticks contract export on the reviewer role.
  const secadmin = await pageAs('secadmin');
  const secToken = await accounts.token('secadmin');
  const roles = await (await secadmin.request.post(`${apiBase(secToken)}/admin_sys_role/queryPage`, { headers: { access_token: secToken }, data: { keyword: 'reviewer' } })).json();
  const reviewerRole = roles.result.records.find((r: { code: string }) => r.code === 'reviewer');
  const before = (await (await secadmin.request.get(`${apiBase(secToken)}/admin_sys_role/detail`, { headers: { access_token: secToken }, params: { id: reviewerRole.id } })).json()).result;
  try {
    await secadmin.goto('/#/system/role-manage');
    await secadmin.getByTestId('role-table').locator('tr').filter({ hasText: '单位法制审核员' }).getByTestId('role-edit').click();
    const drawer = secadmin.getByTestId('role-drawer');
    // The menu tree a role's access is chosen from loads for the security administrator.
    await expect(drawer.getByTestId('menu-access-tree')).toBeVisible();
    // Two duties in one role (the audit log and role management) are said before saving.
    await drawer.getByTestId('matrix-audit-query').click();
    await expect(drawer.getByTestId('role-duties-mixed')).toHaveCount(0);
    await drawer.getByTestId('matrix-role-query').click();
    await expect(drawer.getByTestId('role-duties-mixed')).toBeVisible();
    await shot(secadmin, { path: `${SHOTS}/role-drawer-duties-secadmin.png` });
    await drawer.getByTestId('matrix-audit-query').click();
    await drawer.getByTestId('matrix-role-query').click();
    await expect(drawer.getByTestId('role-duties-mixed')).toHaveCount(0);
    const cell = drawer.getByTestId('matrix-contract-export');
    await expect(cell.locator('input')).toBeChecked();
    await cell.click();
    await drawer.getByTestId('role-save').click();
    await expect(secadmin.locator('.arco-message').filter({ hasText: '角色已保存' })).toBeVisible();

    // 3. The audit administrator.
    await signIn(page, 'auditor', '/system/audit-log');
    const table = page.getByTestId('audit-table');
    await expect(page.getByText(/SHA-256/)).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await shot(page, { path: `${SHOTS}/audit-log-auditor.png` });

    // The failed sign-in: event 登录, outcome 失败, user leader.
    await choose(page, 'audit-event', '登录');
    await choose(page, 'audit-outcome', '失败');
    await page.getByTestId('audit-user').fill('leader');
    await page.getByTestId('audit-search').click();
    const failed = table.locator('tbody tr').filter({ hasText: 'leader' }).first();
    await expect(failed).toContainText('失败');
    await failed.getByTestId('audit-show').click();
    const detail = page.getByTestId('audit-detail');
    await expect(detail.getByTestId('audit-detail-fields')).toContainText('密码错误');
    await shot(page, { path: `${SHOTS}/audit-log-failed-sign-in.png` });
    await detail.locator('.arco-drawer-close-icon').click();

    // The role change: event 角色权限变更 by secadmin, with the permission before and after.
    await page.getByTestId('audit-user').fill('');
    await choose(page, 'audit-event', '角色权限变更');
    await page.getByTestId('audit-outcome').hover();
    await page.getByTestId('audit-outcome').locator('.arco-select-clear-icon').click();
    await page.getByTestId('audit-search').click();
    const change = table.locator('tbody tr').filter({ hasText: '孙立群（secadmin）' }).first();
    await expect(change).toContainText(`role:${reviewerRole.id}`);
    await change.getByTestId('audit-show').click();
    const changes = detail.getByTestId('audit-changes');
    await expect(changes).toContainText('权限');
    await expect(changes).toContainText('contract: edit,export,get,query');
    await expect(changes).toContainText('contract: edit,get,query');
    await shot(page, { path: `${SHOTS}/audit-log-role-change.png` });
    await detail.locator('.arco-drawer-close-icon').click();

    // The chain verifies; the filtered records export to Excel.
    await page.getByTestId('audit-verify').click();
    await expect(page.getByTestId('audit-verify-result')).toContainText('哈希链完整');
    const download = page.waitForEvent('download');
    await page.getByTestId('audit-export').click();
    expect((await download).suggestedFilename()).toMatch(/^安全审计日志_\d{8}-\d{6}\.xlsx$/);
  } finally {
    const restored = await secadmin.request.put(`${apiBase(secToken)}/admin_sys_role/edit`, {
      headers: { access_token: secToken },
      data: { id: reviewerRole.id, permissions: before.permissions, menuIds: before.menuIds },
    });
    expect((await restored.json()).code).toBe(200);
  }
});

test('the system and security administrators cannot open the audit log', async ({ page, signIn }) => {
  for (const who of ['sysadmin', 'secadmin']) {
    await signIn(page, who, '/system/audit-log');
    await expect(page.getByTestId('page-403')).toBeVisible();
  }
});
