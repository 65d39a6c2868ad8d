/**
 * The password policy in the browser (issue 18, "Password and session policy"; docs/security.md): the
 * security administrator fills in the 等保三级 values on /system/security-policy and saves them; an
 * administrator resets a user's password; the user signs in with the temporary password and sees
 * only the change page, which says why and lists the rules, marking each as the new password is
 * typed; any other address brings them back to it; once the new password is set the workplace opens.
 * The policy goes back to the defaults afterwards (the other specs of this server keep the spec's rules).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PROFILE_POLICIES } from '../../src/domain/security-policy';
import { apiBase } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

async function call<T = unknown>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown, params?: Record<string, string | number>) {
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, data, params });
  const body = (await res.json()) as { code: number; message: string; result: T };
  return body;
}

/** A number field of the policy page (the test id lands on the input itself). */
const numberField = (page: Page, field: string) => page.locator(`input[data-testid=policy-${field}], [data-testid=policy-${field}] input`).first();
const rule = (page: Page, name: string) => page.getByTestId('password-rules').locator(`[data-rule=${name}]`);

test('the level-3 policy: a reset password must be changed before anything else, under the rules the page explains', async ({ page, signIn, pageAs, accounts }) => {
  // The security administrator sets the policy; the system administrator manages the user (三员分立).
  const admin = await signIn(page, 'secadmin', '/system/security-policy');
  try {
    // The security policy page: the values in force (the spec's), the 等保三级 values filled in and saved.
    const policyPage = page.getByTestId('security-policy');
    await expect(policyPage).toBeVisible();
    await expect(numberField(page, 'minLength')).toHaveValue('6');
    await expect(policyPage.getByText('密码超过这么多天未修改，用户登录后须先修改密码才能继续使用')).toBeVisible();
    await page.getByTestId('security-policy-mlps3').click();
    await expect(page.getByTestId('security-policy-filled')).toBeVisible();
    await expect(numberField(page, 'minLength')).toHaveValue('8');
    await expect(numberField(page, 'idleMinutes')).toHaveValue('30');
    await shot(page, { path: `${SHOTS}/password-policy-page.png`, fullPage: true });
    await page.getByTestId('security-policy-save').click();
    await expect(page.locator('.arco-message').getByText('安全策略已保存，立即生效')).toBeVisible();
    await expect(page.getByTestId('security-policy-source')).toContainText('安全管理员保存的设置');
    const stored = await call<{ policy: unknown; stored: boolean }>(page.request, admin, 'GET', 'sys_config/securityPolicy');
    expect(stored.result).toMatchObject({ policy: PROFILE_POLICIES.mlps3, stored: true });

    // A user of our own (the demo accounts are the other specs'), whose password the system administrator resets.
    const sys = await pageAs('sysadmin');
    const sysToken = await accounts.token('sysadmin');
    const mobile = `136${String(Date.now()).slice(-8)}`;
    const units = await call<{ id: number; unitName: string; children: unknown[] }[]>(sys.request, sysToken, 'GET', 'admin_sys_unit/getTreeList');
    const flat = (ns: { id: number; unitName: string; children: unknown[] }[]): { id: number; unitName: string }[] =>
      ns.flatMap((n) => [n, ...flat(n.children as typeof ns)]);
    const unitId = flat(units.result).find((u) => u.unitName === '杭州市财政局')!.id;
    const roles = await call<{ id: number; code: string }[]>(sys.request, sysToken, 'GET', 'admin_sys_user/roleOptions');
    const clerkRole = roles.result.find((r) => r.code === 'clerk')!.id;
    const added = await call<{ userId: number; username: string }>(sys.request, sysToken, 'POST', 'admin_sys_user/addByMobile', {
      mobile,
      realName: '策略用户',
      unitIdList: [unitId],
      roleIdList: [clerkRole],
    });
    expect(added.code, added.message).toBe(200);

    await sys.goto('/#/system/user-manage');
    const keyword = sys.locator('input[data-testid=user-keyword], [data-testid=user-keyword] input').first();
    await keyword.fill(mobile);
    await keyword.press('Enter');
    await sys.getByTestId(`user-reset-${mobile}`).click();
    await sys.locator('.arco-modal').filter({ hasText: '重置密码' }).getByRole('button', { name: /确\s*定/ }).click();
    const pwModal = sys.getByTestId('user-password-modal');
    const temporary = (await pwModal.getByTestId('user-temp-password').innerText()).trim();
    await pwModal.getByRole('button', { name: '我已记下' }).click();

    // The user, in a browser of their own, signs in with the temporary password: only the change page.
    const user = await pageAs(null);
    await user.goto('/#/user/login');
    await user.getByPlaceholder('账户名或邮箱').fill(mobile);
    await user.getByPlaceholder('密码').fill(temporary);
    await user.getByRole('button', { name: '登录' }).click();
    const changePage = user.getByTestId('password-change-page');
    await expect(changePage).toBeVisible();
    await expect(user).toHaveURL(/#\/account\/password-change$/);
    await expect(user.getByTestId('password-change-reason')).toContainText('管理员重置了您的密码，请先设置新密码');
    await expect(user.getByTestId('main-layout')).toHaveCount(0);
    // Another address brings the user back here.
    await user.goto('/#/contract/underway-manage');
    await expect(changePage).toBeVisible();
    await expect(user.getByTestId('main-layout')).toHaveCount(0);

    // The rules, marked as the new password is typed.
    await expect(rule(user, 'length')).toContainText('8 到 64 个字符');
    await expect(rule(user, 'classes')).toContainText('至少包含数字、小写字母、大写字母、符号中的 3 类');
    await expect(rule(user, 'username')).toContainText('不包含账号名');
    await expect(rule(user, 'history')).toContainText('不与最近 5 次使用过的密码相同');
    const newPassword = user.getByLabel('新密码', { exact: true });
    await newPassword.fill('abc12');
    await expect(rule(user, 'length')).toHaveAttribute('data-state', 'broken');
    await expect(rule(user, 'classes')).toHaveAttribute('data-state', 'broken');
    await newPassword.fill(`Ab#${mobile}`);
    await expect(rule(user, 'length')).toHaveAttribute('data-state', 'met');
    await expect(rule(user, 'classes')).toHaveAttribute('data-state', 'met');
    await expect(rule(user, 'username')).toHaveAttribute('data-state', 'broken');
    await user.getByLabel('当前密码').fill(temporary);
    await user.getByLabel('确认新密码').fill(`Ab#${mobile}`);
    await user.getByRole('button', { name: '修改密码' }).click();
    await expect(changePage.getByText('新密码不符合密码规则')).toBeVisible();
    await shot(user, { path: `${SHOTS}/password-change-rules.png`, fullPage: true });

    // A good one: the workplace opens.
    const chosen = 'Spring#2026ok';
    await newPassword.fill(chosen);
    await user.getByLabel('确认新密码').fill(chosen);
    for (const name of ['length', 'classes', 'username']) await expect(rule(user, name)).toHaveAttribute('data-state', 'met');
    await user.getByRole('button', { name: '修改密码' }).click();
    await expect(user.getByTestId('main-layout')).toBeVisible();
    await expect(user).toHaveURL(/#\/dashboard\/workplace$/);
    await expect(user.getByTestId('main-layout').getByRole('menuitem').first()).toBeVisible();
    await expect(user.getByText('抱歉，您无权访问该页面。')).toHaveCount(0);
    await expect(user.locator('.arco-message').getByText('密码已修改，正在进入工作台')).toBeVisible();
    await shot(user, { path: `${SHOTS}/password-change-done.png` });

    await call(sys.request, sysToken, 'DELETE', 'admin_sys_user/del', undefined, { userId: added.result.userId });
  } finally {
    await call(page.request, admin, 'PUT', 'sys_config/securityPolicy', PROFILE_POLICIES.default);
  }
});
