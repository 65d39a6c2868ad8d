/**
 * The main layout (spec section 2): the side menu per role (folders, highlighting, collapse, a
 * new-window entry), the header (refresh, previous/next page, operation manual, user label with
 * the unit chain), unit switching, sign-out with confirmation (also when the server is
 * unreachable: this clicks Modal.confirm and a Message in the production build, STACK-NOTES 1),
 * and every route of the spec opening a page, with the page-number 404 rule.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BAD_PAGE_PATHS, SPEC_FULL_PATHS, SPEC_MAIN_PATHS } from '../spec-routes';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const _PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

/** Where a signed-in user lands. */
const WORKPLACE = '/dashboard/workplace';

const menu = (page: Page): Locator => page.getByTestId('side-menu');
const exactly = (title: string): RegExp => new RegExp(`^${title}$`);
const menuItem = (page: Page, title: string): Locator =>
  menu(page).locator('.arco-menu-item').filter({ has: page.locator('.main-menu-title', { hasText: exactly(title) }) });
const folder = (page: Page, title: string): Locator =>
  menu(page).locator('.arco-menu-inline-header', { hasText: title });
const header = (page: Page): Locator => page.getByTestId('main-header');

async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByTestId('user-dropdown').hover();
  const list = page.locator('.main-user-menu');
  await expect(list).toBeVisible();
  return list;
}

async function currentUnitId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/admin/sys_user/getLoginUserInfo', { headers: { access_token: token } });
  return (await res.json()).result.currentUnitId as number;
}

test('the clerk sees the workspace menus but not system management', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  for (const title of ['工作台', '合同管理', '项目管理', '待办事项']) await expect(folder(page, title)).toBeVisible();
  await expect(menu(page)).not.toContainText('系统管理');
  // The workplace's folder is open and its entry selected.
  await expect(menuItem(page, '工作台')).toHaveClass(/arco-menu-selected/);
  await shot(page, { path: `${SHOTS}/main-layout-clerk.png` });
});

test("a workspace page asks for the signed-in user once, before the app's scripts have run (the build's hint)", async ({ pageAs }) => {
  const page = await pageAs('clerk');
  await page.goto('/#/contract/draft-manager');
  await expect(page.getByTestId('contract-list')).toBeVisible();
  const calls = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/sys_user\/getLoginUserInfo$/.test(e.name))
      .map((e) => ({ by: e.initiatorType, start: e.startTime })),
  );
  // scripts/vite/wallHint.ts makes it with fetch; src/session/startSession.ts takes its answer, so the
  // client (XHR) does not ask again.
  expect(calls.map((c) => c.by)).toEqual(['fetch']);
  // Before the app has started: the workspace layout's chunk is asked for once the start has run.
  const layout = await page.evaluate(
    () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => /\/assets\/workspace-[^/]+\.js$/.test(e.name))?.startTime,
  );
  expect(layout).toBeDefined();
  expect(calls[0]!.start).toBeLessThan(layout!);
});

test('the administrator sees system management', async ({ page, signIn }) => {
  await signIn(page, 'admin', WORKPLACE);
  await expect(folder(page, '系统管理')).toBeVisible();
  await folder(page, '系统管理').click();
  await menuItem(page, '用户管理').click();
  await expect(page).toHaveURL(/#\/system\/user-manage$/);
  await expect(menuItem(page, '用户管理')).toHaveClass(/arco-menu-selected/);
  await shot(page, { path: `${SHOTS}/main-layout-admin.png` });
});

test('menu entries navigate and highlight; folders open; the menu follows the route', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  const underway = menuItem(page, '在办合同');
  await expect(underway).toBeHidden();
  await folder(page, '合同管理').click();
  await expect(underway).toBeVisible();
  await underway.click();
  await expect(page).toHaveURL(/#\/contract\/underway-manage$/);
  await expect(underway).toHaveClass(/arco-menu-selected/);
  await expect(menuItem(page, '工作台')).not.toHaveClass(/arco-menu-selected/);

  // Opening a page by its address selects its entry and opens its folder.
  await page.goto('/#/backlog/me/wait-backlog');
  await expect(menuItem(page, '我的待办')).toBeVisible();
  await expect(menuItem(page, '我的待办')).toHaveClass(/arco-menu-selected/);
});

test('the side menu collapses and expands, and remembers it', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  const layout = page.getByTestId('main-layout');
  const sider = page.locator('.main-sider');
  await expect(layout).toHaveAttribute('data-collapsed', 'false');
  expect((await sider.boundingBox())?.width).toBe(220);

  await page.getByTestId('menu-toggle').click();
  await expect(layout).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(48);
  await expect(page.locator('.main-logo-title')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/main-layout-collapsed.png` });

  await page.reload();
  await expect(layout).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('menu-toggle').click();
  await expect(layout).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(220);
});

test('a menu that fails to load says so', async ({ page, signIn }) => {
  await page.route('**/admin_sys_menu/getUserMenuList**', (route) => route.abort());
  await signIn(page, 'clerk');
  await page.goto('/#/dashboard/workplace');
  await expect(page.locator('.arco-message').getByText('获取菜单失败，请刷新页面')).toBeVisible();
  await expect(page.getByTestId('main-header')).toBeVisible();
});

test('the layout follows the preferences: light top menu, fixed width, no tab bar', async ({ page, signIn }) => {
  await page.addInitScript(() => {
    localStorage.setItem('layout', 'topmenu');
    localStorage.setItem('nav_theme', 'light');
    localStorage.setItem('content_width', 'Fixed');
    localStorage.setItem('multi_tab', 'false');
  });
  await signIn(page, 'clerk');
  await page.goto('/#/dashboard/workplace');
  await expect(menu(page)).toHaveClass(/arco-menu-horizontal/);
  await expect(menu(page)).toHaveClass(/arco-menu-light/);
  await expect(menu(page).getByText('项目管理')).toBeVisible();
  await menu(page).getByText('项目管理').hover();
  await page.getByRole('menuitem', { name: '在办项目', exact: true }).click();
  await expect(page).toHaveURL(/#\/project\/underway-manage$/);
  await expect(menu(page).locator('.arco-menu-selected', { hasText: '项目管理' })).toBeVisible();
  await expect(page.locator('.main-sider')).toHaveCount(0);
  await expect(page.getByTestId('menu-toggle')).toHaveCount(0);
  await expect(page.locator('.main-page-fixed')).toBeVisible();
  await expect(page.getByTestId('multi-tab')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/main-layout-topmenu.png` });
});

test('a new-window entry opens its page in a popup window', async ({ page, context, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  await folder(page, '数据大屏').click();
  const [popup] = await Promise.all([context.waitForEvent('page'), menuItem(page, '指挥中心').click()]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/#\/view-index$/);
  // The wall screen uses the full-screen layout: no side menu.
  await expect(popup.getByTestId('main-layout')).toHaveCount(0);
  await expect(popup.locator('#root')).not.toBeEmpty();
  // The workspace stays where it was.
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  await popup.close();
});

test('previous and next page buttons follow the history', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  const back = page.getByTestId('history-back');
  const forward = page.getByTestId('history-forward');
  await expect(back).toBeDisabled();
  await expect(forward).toBeDisabled();

  await folder(page, '合同管理').click();
  await menuItem(page, '在办合同').click();
  await expect(page).toHaveURL(/#\/contract\/underway-manage$/);
  await expect(back).toBeEnabled();
  await expect(forward).toBeDisabled();

  await back.click();
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  await expect(back).toBeDisabled();
  await expect(forward).toBeEnabled();

  await forward.click();
  await expect(page).toHaveURL(/#\/contract\/underway-manage$/);
  await expect(forward).toBeDisabled();

  // A reload keeps the position; a new navigation after going back drops the forward part.
  await page.reload();
  await expect(back).toBeEnabled();
  await back.click();
  await expect(forward).toBeEnabled();
  await menuItem(page, '草稿箱').click();
  await expect(page).toHaveURL(/#\/contract\/draft-manager$/);
  await expect(forward).toBeDisabled();
  await expect(back).toBeEnabled();
});

test('refresh re-mounts the page and keeps it', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/contract/underway-manage');
  const pageRoot = page.locator('.main-page > *').first();
  await expect(pageRoot).toBeVisible();
  await pageRoot.evaluate((el) => el.setAttribute('data-before-refresh', 'yes'));
  const userInfo = page.waitForRequest((r) => r.url().includes('sys_user/getLoginUserInfo'));
  await page.getByTestId('page-refresh').click();
  await userInfo; // the reads are revalidated
  await expect(page).toHaveURL(/#\/contract\/underway-manage$/);
  await expect(pageRoot).toBeVisible();
  await expect(page.locator('[data-before-refresh]')).toHaveCount(0);
});

test('the header shows the user, the last area and the unit, with the chain as tooltip', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  const label = header(page).getByTestId('header-user');
  await expect(label).toHaveText(/李晓明\s*·?\s*杭州市\s*·?\s*杭州市财政局/);
  await expect(label.locator('.main-user-unit')).toHaveText(['杭州市', '杭州市财政局']);
  await label.hover();
  const tooltip = page.locator('.arco-tooltip-content', { hasText: '浙江省 / 杭州市 / 杭州市财政局' });
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('浙江省 / 杭州市 / 杭州市财政局');
});

test('the operation manual downloads as a PDF', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('manual-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  // A ticket for this file in the link, never the session token; the file named by its random id.
  expect(download.url()).toMatch(/\/api\/admin\/sys_files\/downloadFile\/[0-9a-f-]{36}\?ticket=[^&]+$/);
  const path = await download.path();
  expect(path).toBeTruthy();
});

test('the account items of the user dropdown open the account pages', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  await (await openUserMenu(page)).getByText('个人中心').click();
  await expect(page).toHaveURL(/#\/account\/center$/);
  await (await openUserMenu(page)).getByText('个人设置').click();
  await expect(page).toHaveURL(/#\/account\/settings/);
});

test('the clerk switches unit; the same unit does nothing', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', WORKPLACE);
  const startUnit = await currentUnitId(page.request, token);
  try {
    await (await openUserMenu(page)).getByText('切换单位').click();
    const modal = page.locator('.switch-unit-modal');
    await expect(modal).toBeVisible();
    await expect(modal.locator('.arco-radio')).toHaveCount(2);
    await expect(modal.locator('.arco-radio-checked')).toContainText('杭州市财政局');
    await expect(modal).toContainText('浙江省 / 杭州市 / 杭州市交通运输局');
    await shot(page, { path: `${SHOTS}/main-layout-switch-unit.png` });

    // OK with the current unit: closes without calling the switch.
    let switchCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('sys_user/switchCurrentUnit')) switchCalls++;
    });
    await modal.getByRole('button', { name: '确定' }).click();
    await expect(modal).toBeHidden();
    expect(switchCalls).toBe(0);
    await expect(page.locator('.arco-message')).toHaveCount(0);

    // Another unit: switched, the header shows it.
    await (await openUserMenu(page)).getByText('切换单位').click();
    await expect(modal).toBeVisible();
    await modal.locator('.arco-radio', { hasText: '杭州市交通运输局' }).click();
    await modal.getByRole('button', { name: '确定' }).click();
    await expect(page.locator('.arco-message').getByText('切换成功')).toBeVisible();
    await expect(modal).toBeHidden();
    expect(switchCalls).toBe(1);
    await expect(header(page).getByTestId('header-user')).toContainText('杭州市交通运输局');
    expect(await currentUnitId(page.request, token)).not.toBe(startUnit);
    await shot(page, { path: `${SHOTS}/main-layout-switched.png` });
  } finally {
    // Leave the demo clerk in its first unit for the other journeys.
    await page.request.put('/api/admin/sys_user/switchCurrentUnit', {
      params: { unitId: startUnit },
      headers: { access_token: token },
    });
  }
});

test('a failed switch says so and keeps the unit', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  await page.route('**/sys_user/switchCurrentUnit**', (route) => route.abort());
  await (await openUserMenu(page)).getByText('切换单位').click();
  const modal = page.locator('.switch-unit-modal');
  await modal.locator('.arco-radio', { hasText: '杭州市交通运输局' }).click();
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message').getByText('切换失败')).toBeVisible();
  await expect(header(page).getByTestId('header-user')).toContainText('杭州市财政局');
});

test('a user with one unit is not offered a switch', async ({ page, signIn }) => {
  await signIn(page, 'leader', WORKPLACE);
  const list = await openUserMenu(page);
  await expect(list.getByText('退出登录')).toBeVisible();
  await expect(list.getByText('切换单位')).toHaveCount(0);
});

test('sign-out asks to confirm, then ends the session', async ({ page, signIn }) => {
  const token = await signIn(page, 'clerk', WORKPLACE);
  await (await openUserMenu(page)).getByText('退出登录').click();
  const confirm = page.locator('.logout-confirm');
  await expect(confirm).toContainText('确定要退出登录吗？');
  // Cancel keeps the session.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);

  await (await openUserMenu(page)).getByText('退出登录').click();
  await page.locator('.logout-confirm').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // The server ended the session too.
  const res = await page.request.get('/api/admin/sys_user/getLoginUserInfo', { headers: { access_token: token } });
  expect(res.status()).toBe(401);

  await page.goto('/#/contract/underway-manage');
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fcontract%2Funderway-manage$/);
});

test('sign-out clears the session even when the server is unreachable', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  await page.route('**/admin_sys_user/logout**', (route) => route.abort());
  await (await openUserMenu(page)).getByText('退出登录').click();
  await page.locator('.logout-confirm').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/#/dashboard/workplace');
  await expect(page).toHaveURL(/#\/user\/login/);
});

test('every route of the spec opens a page', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', WORKPLACE);
  // Pages that hand over to another at once when opened without their parameters.
  const HANDS_OVER: Record<string, string> = { '/matter/signFlow': '/contract/sign-flow' };
  const visit = async (path: string) => {
    await page.evaluate((p) => {
      window.location.hash = p;
    }, path);
    const lands = HANDS_OVER[path] ?? path;
    await expect(page, path).toHaveURL(new RegExp(`#${lands.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('.page-loading'), path).toHaveCount(0);
    await expect(page.getByTestId('page-error'), path).toHaveCount(0);
  };
  for (const path of SPEC_MAIN_PATHS) {
    await visit(path);
    await expect(page.getByTestId('main-layout'), path).toBeVisible();
    await expect(page.locator('.main-page > *').first(), path).toBeVisible();
  }
  for (const path of SPEC_FULL_PATHS) {
    await visit(path);
    await expect(page.getByTestId('main-layout'), path).toHaveCount(0);
    await expect(page.locator('#root > *').first(), path).toBeVisible();
  }
});

test('a page number that is not a positive integer is a 404', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  for (const path of BAD_PAGE_PATHS) {
    await page.goto(`/#${path}`);
    await expect(page, path).toHaveURL(/#\/404$/);
    await expect(page.getByTestId('page-404')).toBeVisible();
  }
  await page.goto('/#/list/table-list/2');
  await expect(page).toHaveURL(/#\/list\/table-list\/2$/);
});

test('a page the user lacks the permission for shows 403, also when typed in; the administrator opens it', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'clerk', WORKPLACE);
  for (const path of ['/system/user-manage', '/system/role-manage', '/system/menu-manage']) {
    await page.evaluate((p) => {
      window.location.hash = p;
    }, path);
    await expect(page.getByTestId('page-403'), path).toBeVisible();
    await expect(page.getByTestId('page-in-progress'), path).toHaveCount(0);
  }
  // Pages of the clerk's own work and the result pages are open to it.
  await page.evaluate(() => {
    window.location.hash = '/result/success';
  });
  await expect(page.getByTestId('page-403')).toHaveCount(0);
  await expect(page.locator('.page-result')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '/system/user-manage';
  });
  await expect(page.getByTestId('page-403')).toBeVisible();
  await shot(page, { path: `${SHOTS}/main-layout-403.png` });

  await signIn(page, 'admin', '/system/user-manage');
  await expect(page.locator('[data-testid^="user-edit-"]').first()).toBeVisible();
  await expect(page.getByTestId('page-403')).toHaveCount(0);
});

test('a page whose code fails to load shows an error with a retry, not a blank page', async ({ page, signIn }) => {
  await signIn(page, 'clerk', WORKPLACE);
  // The account centre's chunk fails once (a network drop or a deploy in between).
  let blocked = 0;
  await page.route(/\/assets\/Center-[^/]*\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  await page.evaluate(() => {
    window.location.hash = '/account/center';
  });
  await expect(page.getByTestId('page-error')).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  await shot(page, { path: `${SHOTS}/main-layout-chunk-error.png` });
  // Once the network is back, the retry loads the page.
  await page.unroute(/\/assets\/Center-[^/]*\.js$/);
  await page.getByTestId('page-error').getByRole('button').click();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByTestId('main-layout')).toBeVisible();
});
