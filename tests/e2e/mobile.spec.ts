/**
 * The workspace on a phone (390x844, touch; issue 19's first part): below 768 px the side menu is a
 * drawer behind a menu button, the tab bar gives way to a back button and the page title, the header
 * keeps the bell, the unit and the account, and the to-do and approval lists are cards with their
 * filters in a sheet. No page scrolls sideways. Screenshots in test-results/screenshots/mobile-*.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { findMapRegion } from './helpers/screens';
import { apiCall } from './helpers/session';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const SHOTS = 'test-results/screenshots';

/** Nothing wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function waitingTotal(request: APIRequestContext, token: string, list: 'backlog/queryWaiting' | 'approval/queryWaiting', body: unknown = {}) {
  const res = await request.post(`/api/admin/${list}`, { headers: { access_token: token }, data: body });
  const json = (await res.json()) as { code: number; result: { total: number; records: { title: string }[] } };
  expect(json.code).toBe(200);
  return json.result;
}

/** Where the newest message linking to the waiting approvals stands in the user's messages (newest first). */
async function approvalMessageIndex(request: APIRequestContext, token: string): Promise<number> {
  for (let page = 1, seen = 0; page <= 20; page++) {
    const { result } = await apiCall<{ records: { link: string | null }[] }>(request, token, 'POST', 'sys_message/queryPageMessage', { data: { page, size: 50 } });
    const at = result.records.findIndex((m) => m.link === '/approval/me/wait-approval');
    if (at >= 0) return seen + at;
    if (result.records.length < 50) break;
    seen += result.records.length;
  }
  throw new Error('the leader has no message leading to the waiting approvals');
}

test.use(PHONE);

test('the sign-in page on a phone: the banner clear of the top bar, no keyboard raised on arrival, signing in works', async ({ page }) => {
  await page.goto('/#/user/login');
  const account = page.getByPlaceholder('账户名或邮箱');
  await expect(account).toBeVisible();
  await expect(page.getByTestId('language-switcher')).toBeVisible();
  // A focused field on arrival would raise the phone's keyboard over the page.
  await expect(account).not.toBeFocused();
  const bar = await page.locator('.public-topbar').boundingBox();
  const title = await page.locator('.public-banner__title').boundingBox();
  expect(title!.y - (bar!.y + bar!.height)).toBeGreaterThanOrEqual(16);
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-login.png` });
  await account.tap();
  await account.fill('leader');
  await page.getByPlaceholder('密码').fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).tap();
  await expect(page.getByTestId('main-layout')).toHaveAttribute('data-mobile', 'true');
});

test('the leader on a phone: the menu in a drawer, the approvals as cards, nothing sideways', async ({ page, signIn, request }) => {
  const token = await signIn(page, 'leader', '/dashboard/workplace');
  const layout = page.getByTestId('main-layout');
  await expect(layout).toHaveAttribute('data-mobile', 'true');
  // No side menu and no tab bar on a phone: the menu button, the bell, the account with the unit.
  await expect(page.locator('.main-sider')).toHaveCount(0);
  await expect(page.getByTestId('multi-tab')).toHaveCount(0);
  await expect(page.getByTestId('menu-open')).toBeVisible();
  await expect(page.getByTestId('message-bell')).toBeVisible();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByTestId('mobile-title')).toHaveText('工作台');
  // The preference follows the width (spec section 3's is_mobile).
  expect(await page.evaluate(() => localStorage.getItem('is_mobile'))).toBe('true');
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-leader-workplace.png` });

  // The menu opens in a drawer; an entry opens its page and closes the drawer.
  await page.getByTestId('menu-open').tap();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  await shot(page, { path: `${SHOTS}/mobile-leader-menu.png` });
  await drawer.getByText('审批管理', { exact: true }).tap();
  await drawer.getByText('待我审批', { exact: true }).tap();
  await expect(page).toHaveURL(/approval\/me\/wait-approval/);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('mobile-title')).toHaveText('待我审批');

  const api = await waitingTotal(request, token, 'approval/queryWaiting');
  await expect(page.getByTestId('workflow-list-total')).toHaveAttribute('data-total', String(api.total));
  if (api.total > 0) {
    await expect(page.getByTestId('workflow-card')).toHaveCount(Math.min(10, api.total));
    await expect(page.getByTestId('workflow-card').first().getByTestId('workflow-row-link')).toHaveText(api.records[0]!.title);
  } else {
    await expect(page.getByTestId('workflow-list-empty')).toBeVisible();
  }
  await expect(page.getByTestId('workflow-table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-leader-wait-approval.png` });

  // Back returns to the workplace.
  await page.getByTestId('mobile-back').tap();
  await expect(page).toHaveURL(/dashboard\/workplace/);
});

test('the leader on a phone: from the bell to a waiting approval, reads the contract and its draft, and approves it', async ({ page, signIn, request }) => {
  const token = await signIn(page, 'leader', '/dashboard/workplace');
  const before = await waitingTotal(request, token, 'approval/queryWaiting');
  expect(before.total, 'the demo data gives the leader approvals to decide').toBeGreaterThan(0);

  // The bell opens its messages as a sheet at the screen's width; the approval message leads to the waiting list.
  await page.getByTestId('message-bell').tap();
  const sheet = page.locator('.message-sheet');
  await expect(sheet.getByTestId('message-panel')).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await shot(page, { path: `${SHOTS}/mobile-leader-bell.png` });
  // The newest message that leads to the waiting approvals (other journeys may have put newer ones above it).
  const index = await approvalMessageIndex(request, token);
  const items = sheet.getByTestId('message-item');
  while ((await items.count()) <= index) {
    const count = await items.count();
    await sheet.getByRole('button', { name: '查看更多' }).tap();
    await expect(items).not.toHaveCount(count);
  }
  await items.nth(index).tap();
  const detail = page.getByTestId('message-detail');
  await expect(detail).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-leader-message.png` });
  await page.getByTestId('message-go').tap();
  await expect(page).toHaveURL(/approval\/me\/wait-approval/);
  await expect(sheet.getByTestId('message-panel')).toBeHidden();

  // The first waiting approval, as a card; its handle page.
  const card = page.getByTestId('workflow-card').first();
  await expect(card).toBeVisible();
  const title = (await card.getByTestId('workflow-row-link').textContent())?.trim() ?? '';
  await card.getByTestId('workflow-row-link').tap();
  await expect(page).toHaveURL(/approval-handle\?matterId=\d+/);
  const matterId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('matterId'));
  const handle = page.getByTestId('matter-handle');
  await expect(handle).toBeVisible();
  await expect(page.getByTestId('matter-info')).toContainText(title);
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-leader-approval.png` });

  // The draft opens in the phone's own viewer: a new tab on the file's preview link (a PDF).
  const files = page.getByTestId('matter-contract-files');
  const draft = files.getByTestId('contract-file-row').filter({ hasText: '合同草案' }).first();
  await expect(draft).toBeVisible();
  const [previewed] = await Promise.all([
    page.context().waitForEvent('response', (r) => /\/sys_files\/previewFile\//.test(r.url())),
    draft.getByTestId('contract-file-preview').tap(),
  ]);
  expect(previewed.status()).toBe(200);
  expect(previewed.headers()['content-type']).toContain('application/pdf');
  expect(previewed.url()).not.toContain(token);
  for (const other of page.context().pages()) if (other !== page) await other.close();

  // The contract itself: the current step and the actions allowed now, its parts as sections.
  await page.getByTestId('matter-contract-link').tap();
  await expect(page).toHaveURL(/contract\/detail\?id=\d+/);
  await expect(page.getByTestId('contract-phase-now')).toContainText('当前环节');
  await expect(page.getByTestId('contract-phase-steps')).toHaveCount(0);
  await expect(page.getByTestId('contract-detail-sections')).toBeVisible();
  await page.getByTestId('contract-tab-files').tap();
  await expect(page.getByTestId('contract-file-row').filter({ hasText: '合同草案' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-leader-contract.png` });
  await page.getByTestId('mobile-back').tap();
  await expect(page).toHaveURL(new RegExp(`approval-handle\\?matterId=${matterId}`));

  // Approve with one thumb: 同意 is chosen, the submit button is held at the bottom of the screen.
  const bar = page.getByTestId('matter-handle-bar');
  await expect(bar).toBeInViewport();
  const submit = page.getByTestId('matter-handle-submit');
  const size = await submit.boundingBox();
  expect(size?.height).toBeGreaterThanOrEqual(44);
  await page.getByTestId('matter-handle-result').getByText('同意', { exact: true }).tap();
  await page.getByTestId('matter-handle-opinion').fill('手机审批：同意。');
  await shot(page, { path: `${SHOTS}/mobile-leader-approve.png` });
  await submit.tap();
  await expect(page).toHaveURL(/approval\/me\/wait-approval/);
  const after = await waitingTotal(request, token, 'approval/queryWaiting');
  expect(after.total).toBe(before.total - 1);
  const { result: matter } = await apiCall<{ status: string; approvals: { status: string; opinion: string | null }[] }>(request, token, 'GET', 'matter/detail', { params: { id: matterId } });
  expect(matter.approvals.some((a) => a.status === 'approved' && a.opinion === '手机审批：同意。')).toBe(true);
  await expectNoSidewaysScroll(page);
});

test('the clerk on a phone finds a to-do through the filter sheet and opens it', async ({ page, signIn, request }) => {
  const token = await signIn(page, 'clerk', '/backlog/me/wait-backlog');
  const all = await waitingTotal(request, token, 'backlog/queryWaiting');
  await expect(page.getByTestId('workflow-list-total')).toHaveAttribute('data-total', String(all.total));
  // The filters wait in a sheet, not above the list.
  await expect(page.getByTestId('workflow-filters')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-clerk-wait-backlog.png` });
  expect(all.total, 'the demo data gives the clerk waiting to-dos').toBeGreaterThan(0);

  const wanted = all.records[0]!.title;
  await page.getByTestId('workflow-filter-sheet').tap();
  const filters = page.getByTestId('workflow-filters');
  await expect(filters).toBeVisible();
  await filters.getByPlaceholder('标题、合同名称或编号').fill(wanted);
  await shot(page, { path: `${SHOTS}/mobile-clerk-filter-sheet.png` });
  await page.getByTestId('workflow-search').tap();
  await expect(filters).toBeHidden();
  const found = await waitingTotal(request, token, 'backlog/queryWaiting', { keyword: wanted });
  await expect(page.getByTestId('workflow-list-total')).toHaveAttribute('data-total', String(found.total));
  const card = page.getByTestId('workflow-card').filter({ hasText: wanted }).first();
  await expect(card).toBeVisible();
  await card.getByTestId('workflow-row-link').tap();
  await expect(page).not.toHaveURL(/wait-backlog/);
  await expect(page.getByTestId('mobile-back')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-clerk-handle.png` });
});

test('the clerk on a phone: a contract list as cards, filtered through the sheet', async ({ page, signIn, request }) => {
  // Nothing on the page moves as the rows arrive (layout shifts, as Lighthouse counts them), also at
  // the width of Lighthouse's phone, where the toolbar fits beside the title until the total arrives.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const token = await signIn(page, 'clerk', '/contract/underway-manage');
  const query = (body: object) => apiCall<{ total: number; records: { id: number; name: string }[] }>(request, token, 'POST', 'contract/queryPage', { data: { view: 'underway', current: 1, size: 10, ...body } });
  const all = (await query({})).result;
  expect(all.total, 'the demo data gives the clerk contracts under way').toBeGreaterThan(0);
  await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', String(all.total));
  // Cards, not a table; the filters wait in a sheet.
  await expect(page.getByTestId('contract-card')).toHaveCount(Math.min(10, all.total));
  await expect(page.getByTestId('contract-table')).toHaveCount(0);
  await expect(page.getByTestId('contract-filters')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.05);
  await shot(page, { path: `${SHOTS}/mobile-clerk-contracts.png` });

  const wanted = all.records[0]!.name;
  await page.getByTestId('contract-filter-sheet').tap();
  const filters = page.getByTestId('contract-filters');
  await expect(filters).toBeVisible();
  await filters.getByPlaceholder('合同名称或编号').fill(wanted);
  await shot(page, { path: `${SHOTS}/mobile-clerk-contract-filters.png` });
  await filters.getByTestId('filter-search').tap();
  await expect(filters).toBeHidden();
  const found = (await query({ keyword: wanted })).result;
  await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', String(found.total));
  // The button says a filter is in force; the card opens the contract.
  await expect(page.getByTestId('contract-filter-sheet').locator('xpath=..').locator('.arco-badge-number')).toHaveText('1');
  await page.getByTestId('contract-card').filter({ hasText: wanted }).first().getByTestId('contract-link').tap();
  await expect(page).toHaveURL(/contract\/detail\?id=\d+/);
  await expect(page.getByTestId('contract-phase-now')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the company, the lawyer and the county bureau on a phone: their lists as cards, nothing sideways', async ({ page, signIn }) => {
  // The counterpart signs on its phone: the contracts to sign are cards with a button to the signing page.
  await signIn(page, 'company', '/contract/sign-flow');
  await expect(page.getByTestId('sign-picker')).toBeVisible();
  await expect(page.getByTestId('sign-picker-table')).toHaveCount(0);
  const toSign = page.getByTestId('contract-card');
  await expect(toSign.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-company-sign-picker.png` });
  await toSign.first().locator('[data-testid^="sign-pick-"]').tap();
  await expect(page).toHaveURL(/sign-flow\?id=\d+/);
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-company-sign-flow.png` });

  for (const [who, path] of [
    ['lawyer', '/contract/underway-manage'],
    ['county', '/contract/area-supervise'],
  ] as const) {
    await signIn(page, who, path);
    await expect(page.getByTestId('contract-list')).toBeVisible();
    await expect(page.getByTestId('contract-card').first()).toBeVisible();
    await expect(page.getByTestId('contract-table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot(page, { path: `${SHOTS}/mobile-${who}-contracts.png` });
  }
});

test('the leader opens a wall on a phone: one column, KPIs first, then the map, then the rest', async ({ page, signIn }) => {
  await signIn(page, 'leader');
  await page.goto('/#/view-index');
  const root = page.getByTestId('screen-root');
  await expect(root).toHaveAttribute('data-screen-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('screen-phone-title')).toBeVisible();
  // The breadcrumb is in the title bar, which stays on top.
  await expect(page.locator('.screen-analysis__toolbar').getByTestId('screen-breadcrumb')).toBeVisible();
  await expect(page.getByTestId('screen-wall')).toHaveCount(0);

  // One column: every widget as wide as the screen's column, KPIs above the map, the map above the rest.
  const boxes = await page.locator('[data-testid="screen-widget"]').evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { type: n.getAttribute('data-type') ?? '', top: r.top, left: r.left, width: r.width };
    }),
  );
  expect(boxes.length).toBeGreaterThan(3);
  const kpis = boxes.filter((b) => b.type === 'kpi');
  const map = boxes.find((b) => b.type === 'map');
  const rest = boxes.filter((b) => b.type !== 'kpi' && b.type !== 'map');
  expect(map).toBeTruthy();
  for (const k of kpis) expect(k.top).toBeLessThan(map!.top);
  for (const r of rest) expect(r.top).toBeGreaterThan(map!.top);
  for (const r of rest) expect(r.width).toBeGreaterThan(330);
  // Text drawn as HTML is 14 px or more at 390 px (the charts draw theirs at the same sizes).
  const small = await root.evaluate((el) => {
    const tooSmall: string[] = [];
    for (const node of el.querySelectorAll('*')) {
      const own = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
      if (own && (node as HTMLElement).offsetParent !== null && Number.parseFloat(getComputedStyle(node).fontSize) < 14) tooSmall.push(`${node.textContent?.trim().slice(0, 20)} ${getComputedStyle(node).fontSize}`);
    }
    return tooSmall;
  });
  expect(small).toEqual([]);
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-leader-view-index.png` });
  await shot(page, { path: `${SHOTS}/mobile-leader-view-index-all.png`, fullPage: true });
});

test('the city bureau drills into a county by tapping its map on a phone; the breadcrumb goes back up', async ({ page, signIn }) => {
  await signIn(page, 'bureau');
  await page.goto('/#/view-index');
  const root = page.getByTestId('screen-root');
  await expect(root).toHaveAttribute('data-screen-state', 'ready', { timeout: 30_000 });
  const breadcrumb = page.getByTestId('screen-breadcrumb');
  await expect(breadcrumb).toContainText('杭州市');
  await page.locator('[data-type="map"]').scrollIntoViewIfNeeded();
  const at = await findMapRegion(page, '桐庐县');
  await page.touchscreen.tap(at.x, at.y);
  await expect(page).toHaveURL(/area=330122/);
  await expect(breadcrumb).toContainText('桐庐县');
  await expect(root).toHaveAttribute('data-screen-state', 'ready');
  // The title bar with the breadcrumb stays on top while the column scrolls.
  await page.mouse.wheel(0, 1500);
  await expect(breadcrumb).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await shot(page, { path: `${SHOTS}/mobile-bureau-tonglu.png` });
  await breadcrumb.getByRole('button', { name: '杭州市' }).tap();
  await expect(page).not.toHaveURL(/area=/);
});
