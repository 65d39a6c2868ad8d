/**
 * Account centre and settings, exception and result pages, and the workplace (issue item 12):
 * the centre shows the user's real profile and units; basic info is saved through editUser and
 * survives a reload; a password change refuses a wrong current password, then succeeds, ends the
 * other sessions, and the new password signs in; every exception and result page renders with
 * working next steps; the workplace greets the user by name with their unit and latest messages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiBase, loginResponse } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function apiToken(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const res = await loginResponse(request, username, password);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<{ status: number; code: number; result: T }> {
  const res = await request.get(`${apiBase(token)}/${path}`, { headers: { access_token: token } });
  const body = await res.json();
  return { status: res.status(), code: body.code, result: body.result as T };
}

async function apiEditUser(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<number> {
  const res = await request.put('/api/admin/sys_user/editUser', { headers: { access_token: token }, data });
  return (await res.json()).code as number;
}

const messageBox = (page: Page, text: string) => page.locator('.arco-message').filter({ hasText: text });

test('the account centre shows the real profile with every unit and its chain', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/account/center');
  const profile = page.getByTestId('account-profile');
  await expect(profile).toContainText('李晓明');
  await expect(profile).toContainText('clerk');
  await expect(profile).toContainText('单位经办人');
  await expect(profile).toContainText('13967100202');
  await expect(profile).toContainText('clerk@example.com');
  await expect(profile).toContainText(/注册时间\s*\d{4}-\d{2}-\d{2}/);

  const units = page.getByTestId('account-unit');
  await expect(units).toHaveCount(2);
  const finance = units.filter({ hasText: '杭州市财政局' });
  await expect(finance).toContainText('当前单位');
  await expect(finance).toContainText('浙江省 / 杭州市 / 杭州市财政局');
  const transport = units.filter({ hasText: '杭州市交通运输局' });
  await expect(transport).not.toContainText('当前单位');
  await expect(page.getByTestId('account-units')).toContainText('共 2 个单位');
  await shot(page, { path: `${SHOTS}/account-center.png`, fullPage: true });

  // 'Edit profile' leads to the basic settings.
  await profile.getByRole('button', { name: '编辑资料' }).click();
  await expect(page).toHaveURL(/#\/account\/settings\/basic$/);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李晓明');
});

test('basic settings are validated, saved through editUser and kept after a reload', async ({ page, signIn }) => {
  const token = await signIn(page, 'reviewer', '/account/settings');
  const name = page.getByRole('textbox', { name: '姓名' });
  const mobile = page.getByRole('textbox', { name: '手机号' });
  const email = page.getByRole('textbox', { name: '邮箱' });
  await expect(name).toHaveValue('陈静');
  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('reviewer');
  await expect(page.getByRole('textbox', { name: '账号' })).toBeDisabled();

  // The form's rules.
  await name.fill('');
  await mobile.fill('123');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请输入 11 位手机号码')).toBeVisible();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();

  await name.fill('陈静怡');
  await mobile.fill('15858109999');
  await email.fill('chenjing@example.org');
  // The messages go (the button moves up with them) before the user saves.
  await expect(page.locator('.arco-form-message')).toHaveCount(0);
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(messageBox(page, '基本信息已保存')).toBeVisible();
  const saved = await apiGet<{ realName: string; mobile: string; email: string }>(page.request, token, 'sys_user/getCurrentLoginUserInfo');
  expect(saved.result).toMatchObject({ realName: '陈静怡', mobile: '15858109999', email: 'chenjing@example.org' });

  await page.reload();
  await expect(name).toHaveValue('陈静怡');
  await expect(mobile).toHaveValue('15858109999');
  await expect(email).toHaveValue('chenjing@example.org');
  await shot(page, { path: `${SHOTS}/account-settings-basic.png`, fullPage: true });

  // The centre shows the new data too.
  await page.goto('/#/account/center');
  await expect(page.getByTestId('account-profile')).toContainText('陈静怡');

  // Put the demo account back as it was.
  expect(await apiEditUser(page.request, token, { realName: '陈静', mobile: '15858100303', email: 'reviewer@example.com' })).toBe(200);
});

test('a password change needs the right current password, ends other sessions and signs in with the new one', async ({ page, signIn }) => {
  const token = await signIn(page, 'leader', '/account/settings/security');
  const otherSession = await apiToken(page.request, 'leader');
  const oldField = page.getByLabel('当前密码');
  const newField = page.getByLabel('新密码', { exact: true });
  const confirm = page.getByLabel('确认新密码');
  const submit = page.getByRole('button', { name: '修改密码' });

  // Rules and the strength meter.
  await submit.click();
  await expect(page.getByText('请输入当前密码')).toBeVisible();
  await newField.fill('abc');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'tooShort');
  await expect(page.getByTestId('password-strength')).toContainText('强度：太短');
  await newField.fill('Leader@2026x');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'strong');
  await confirm.fill('Leader@2026y');
  await submit.click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  // A wrong current password: the server refuses, nothing changes.
  await oldField.fill('Wrong@2026');
  await confirm.fill('Leader@2026x');
  await submit.click();
  await expect(messageBox(page, '原密码不正确')).toBeVisible();
  await expect(page.getByTestId('password-changed')).toHaveCount(0);
  expect((await apiGet(page.request, otherSession, 'sys_user/getLoginUserInfo')).code).toBe(200);

  // The right one.
  await oldField.fill(PASSWORD);
  await submit.click();
  await expect(messageBox(page, '密码已修改')).toBeVisible();
  await expect(page.getByTestId('password-changed')).toContainText('其他设备和浏览器上的登录已全部退出');
  await expect(oldField).toHaveValue('');
  await shot(page, { path: `${SHOTS}/account-settings-security.png`, fullPage: true });
  // The other session is gone, this one still works.
  expect((await apiGet(page.request, otherSession, 'sys_user/getLoginUserInfo')).status).toBe(401);
  expect((await apiGet(page.request, token, 'sys_user/getLoginUserInfo')).code).toBe(200);

  // Sign out, and sign in with the new password through the login page.
  await page.getByTestId('user-dropdown').hover();
  await page.locator('.main-user-menu .arco-dropdown-menu-item').last().click();
  await page.locator('.logout-confirm').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/user\/login/);
  await page.getByPlaceholder('账户名或邮箱').fill('leader');
  await page.getByPlaceholder('密码').fill('Leader@2026x');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page).not.toHaveURL(/#\/user\/login/);
  await expect(page.getByTestId('header-user')).toContainText('张国强');
  await page.goto('/#/dashboard/workplace');
  await expect(page.getByTestId('workplace-greeting')).toContainText('张国强');

  // Put the demo password back.
  const fresh = await apiToken(page.request, 'leader', 'Leader@2026x');
  expect(await apiEditUser(page.request, fresh, { oldPassword: 'Leader@2026x', newPassword: PASSWORD })).toBe(200);
});

test('the binding, notification and custom tabs show the real state', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/account/settings/binding');
  const binding = page.getByTestId('binding-zzd');
  await expect(binding).toContainText('浙政钉');
  await expect(binding).toContainText('可用');
  await expect(binding).toContainText('139****0202');
  await expect(binding).toContainText('clerk');
  await shot(page, { path: `${SHOTS}/account-settings-binding.png`, fullPage: true });

  await page.getByRole('tab', { name: '新消息通知' }).click();
  await expect(page).toHaveURL(/#\/account\/settings\/notification$/);
  const notes = page.getByTestId('notification-settings');
  await expect(notes).toContainText('始终开启');
  await expect(notes).toContainText('暂未提供');
  await expect(notes).toContainText(/当前未读消息：\d+ 条/);
  await expect(notes.getByRole('switch')).toHaveCount(0);

  await page.getByRole('tab', { name: '个性化' }).click();
  await expect(page).toHaveURL(/#\/account\/settings\/custom$/);
  const custom = page.getByTestId('account-tab-custom').getByTestId('layout-settings');
  await custom.getByRole('switch', { name: '多页签模式' }).click();
  await expect(page.getByTestId('multi-tab')).toHaveCount(0);
  await custom.getByRole('switch', { name: '多页签模式' }).click();
  await expect(page.getByTestId('multi-tab')).toBeVisible();
  await shot(page, { path: `${SHOTS}/account-settings-custom.png`, fullPage: true });
});

test('the exception pages render and lead back home', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/exception/403');
  const texts: Record<string, string> = { '403': '抱歉，您无权访问该页面。', '404': '抱歉，您访问的页面不存在。', '500': '抱歉，服务器出错了，请稍后再试。' };
  for (const [status, text] of Object.entries(texts)) {
    await page.goto(`/#/exception/${status}`);
    const root = page.getByTestId(`page-${status}`);
    await expect(root).toContainText(status);
    await expect(root).toContainText(text);
    await expect(page.getByTestId('page-in-progress')).toHaveCount(0);
    await shot(page, { path: `${SHOTS}/account-exception-${status}.png` });
  }
  await page.getByTestId('page-500').getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
});

test('every result page renders with its next steps', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/result/success');
  const pages = [
    { path: '/result/success', id: 'result-success', title: '提交成功', next: '查看我的待办', to: '/backlog/me/wait-backlog' },
    { path: '/result/fail', id: 'result-fail', title: '提交失败', next: '返回工作台', to: '/dashboard/workplace' },
    {
      path: '/result/record-manager-success',
      id: 'result-record-manager-success',
      title: '备案审查意见已提交',
      next: '返回备案管理',
      to: '/contract/record-manage',
    },
    {
      path: '/result/seal-manager-success',
      id: 'result-seal-manager-success',
      title: '印章信息已保存',
      next: '返回印章管理',
      to: '/system/sealSn-manage',
    },
    {
      path: '/result/record-register-success?name=杭州市财政局办公楼物业管理服务合同',
      id: 'result-record-register-success',
      title: '合同备案已提交',
      next: '查看备案列表',
      to: '/contract/record-manage',
    },
  ];
  for (const p of pages) {
    await page.goto(`/#${p.path}`);
    const root = page.getByTestId(p.id);
    await expect(root.locator('.arco-result-title')).toHaveText(p.title);
    await expect(page.getByTestId('page-in-progress')).toHaveCount(0);
    await shot(page, { path: `${SHOTS}/account-${p.id}.png` });
    await root.getByRole('button', { name: p.next }).click();
    await expect(page).toHaveURL(new RegExp(`#${p.to.replace(/[/-]/g, '\\$&')}$`));
  }
  await page.goto('/#/result/record-register-success?name=杭州市财政局办公楼物业管理服务合同');
  await expect(page.getByTestId('result-record-register-success')).toContainText('办理对象：杭州市财政局办公楼物业管理服务合同');
  await expect(page.getByTestId('result-record-register-success').getByRole('button', { name: '继续报备' })).toBeVisible();
  // 'Back to edit' on the fail page goes back to where the user came from.
  await page.goto('/#/account/center');
  await expect(page.getByTestId('account-center')).toBeVisible();
  await page.goto('/#/result/fail');
  await page.getByTestId('result-fail').getByRole('button', { name: '返回修改' }).click();
  await expect(page).toHaveURL(/#\/account\/center$/);
});

test('the workplace greets the user with their unit, unread count, latest messages and shortcuts', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', '/dashboard/workplace');
  await expect(page.getByTestId('workplace-greeting')).toHaveText(/^(早上好|上午好|中午好|下午好|晚上好)，李晓明$/);
  await expect(page.getByTestId('workplace-unit')).toHaveText('杭州市财政局');
  await expect(page.getByTestId('workplace-date')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 星期[一二三四五六日]$/);
  await expect(page.getByTestId('page-in-progress')).toHaveCount(0);

  const unread = (await apiGet<number>(page.request, token, 'sys_message/messageUnread')).result;
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByTestId('workplace-unread')).toContainText(String(unread));

  const messages = page.getByTestId('workplace-message');
  await expect(messages).toHaveCount(5);
  await expect(messages.first()).toContainText(/(刚刚|分钟前|小时前|昨天|天前|个月前)/);

  const shortcuts = page.getByTestId('workplace-shortcut');
  await expect(shortcuts).toHaveCount(8);
  await expect(shortcuts.first()).toContainText('分析页');
  // The overview: the clerk's to-dos, approvals and copies, and the unit's contracts by stage, from the server.
  const counts = (await apiGet<{ backlogWaiting: number; approvalWaiting: number }>(page.request, token, 'workflow/counts')).result;
  const byStatus = (await apiGet<{ byRisk: { red?: number } }>(page.request, token, 'contract/statusCounts')).result;
  await expect(page.getByTestId('overview-backlog')).toContainText('我的待办');
  await expect(page.getByTestId('overview-backlog')).toContainText(counts.backlogWaiting.toLocaleString('en-US'));
  await expect(page.getByTestId('overview-red')).toContainText(String(byStatus.byRisk.red ?? 0));
  await expect(page.getByTestId('overview-performing')).toBeVisible();
  await shot(page, { path: `${SHOTS}/account-workplace.png`, fullPage: true });
  await page.getByTestId('overview-red').click();
  await expect(page).toHaveURL(/#\/contract\/red-code-contract$/);
  await page.goBack();

  // Opening an unread message marks it read (the count follows) and goes to the page it points to.
  const res = await page.request.post('/api/admin/sys_message/queryPageMessage', {
    headers: { access_token: token },
    data: { page: 1, size: 5 },
  });
  const records = (await res.json()).result.records as { id: number; title: string; link: string | null; lookTime: string | null }[];
  const target = records.find((m) => m.lookTime === null && m.link);
  expect(target, 'an unread message with a link among the latest five').toBeDefined();
  const index = records.indexOf(target!);
  const item = messages.nth(index);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText(target!.title);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`#${target!.link!.replace(/[/-]/g, '\\$&')}$`));
  await expect.poll(async () => (await apiGet<number>(page.request, token, 'sys_message/messageUnread')).result).toBe(unread - 1);

  // A shortcut opens its page.
  await page.goto('/#/dashboard/workplace');
  await page.getByTestId('workplace-shortcut').filter({ hasText: '在办合同' }).click();
  await expect(page).toHaveURL(/#\/contract\/underway-manage$/);
});
