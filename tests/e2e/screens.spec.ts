/**
 * The command centre in a real browser: the four wall screens and the workspace's analysis page at
 * 1920x1080 and 3840x2160 with the demo data (every widget shows data: none empty, failed or still
 * loading), drilling into 杭州市 on the map and back up through the breadcrumb, a ranking row that
 * narrows the screen to a unit, the county screen opening at the county bureau's own area, and the
 * public screen opened through a share link in a browser without a session, and a playlist rotating
 * the walls. Screenshots go to
 * test-results/screenshots/screen-*.png.
 */
import type { Page } from '@playwright/test';
import { findMapRegion, HD, UHD } from './helpers/screens';
import { loginResponse } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await loginResponse(page.request, username, PASSWORD);
  const body = await res.json();
  expect(body.code, `sign-in of ${username}`).toBe(200);
  return body.result.token as string;
}

/** Waits until the screen has every answer and every widget shows data (no empty, error or loading state). */
async function expectAllData(page: Page) {
  const root = page.getByTestId('screen-root');
  await expect(root).toHaveAttribute('data-screen-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 15_000 });
  const widgets = page.getByTestId('screen-widget');
  expect(await widgets.count()).toBeGreaterThan(4);
  for (const state of ['empty', 'error', 'loading']) {
    const bad = page.locator(`[data-testid="screen-widget"][data-state="${state}"]`);
    const names = await bad.evaluateAll((els) => els.map((e) => e.getAttribute('data-widget')));
    expect(names, `widgets in state ${state}`).toEqual([]);
  }
  // Count-ups and chart animations finish before a picture is taken.
  if (SHOTS_WANTED) await page.waitForTimeout(1800);
}

/** Screenshots of the page at 1920x1080 and 3840x2160 (the wall scales its design to both). */
async function shoot(page: Page, name: string, fullPage = false) {
  await page.setViewportSize(HD);
  if (SHOTS_WANTED) await page.waitForTimeout(600);
  await shot(page, { path: `${SHOTS}/screen-${name}-1920.png`, fullPage });
  await page.setViewportSize(UHD);
  await expect(page.getByTestId('screen-root')).toHaveAttribute('data-screen-state', 'ready');
  if (SHOTS_WANTED) await page.waitForTimeout(1500);
  await shot(page, { path: `${SHOTS}/screen-${name}-3840.png`, fullPage });
  await page.setViewportSize(HD);
}

const breadcrumb = (page: Page) => page.getByTestId('screen-breadcrumb');

/** Hovers over the map until its tooltip names `region`, then clicks there. */
async function clickMapRegion(page: Page, region: string) {
  // A resize recreates the charts (a new pixel ratio): wait for the map's canvas to be back.
  await expect(page.locator('[data-widget="map"] canvas').first()).toBeVisible();
  const { x, y } = await findMapRegion(page, region);
  await page.mouse.click(x, y);
}

test.describe.configure({ timeout: 240_000 });

test('the province overview: every widget has data at 1080p and 4K; drill into 杭州市 on the map and back', async ({ pageAs }) => {
  const page = await pageAs('admin', { viewport: HD });
  await page.goto('/#/view-index');
  await expectAllData(page);
  await expect(page.getByTestId('screen-header')).toContainText('合同管理指挥中心');
  await expect(breadcrumb(page)).toHaveText(/浙江省/);
  // The wall fills 1920x1080 at scale 1 and 3840x2160 at scale 2.
  await expect(page.getByTestId('screen-wall')).toHaveAttribute('data-scale', '1.0000');
  await shoot(page, 'view-index');

  await clickMapRegion(page, '杭州市');
  await expect(breadcrumb(page)).toContainText('杭州市');
  await expectAllData(page);
  // 杭州市 shows its districts' outlines, ranked beside the map.
  await expect(page.locator('[data-widget="map"] [data-drawn="regions"]')).toHaveCount(1);
  await expect(page.getByTestId('map-tiles')).toHaveCount(0);
  await expect(page.getByTestId('map-ranking')).toContainText('西湖区');
  await shoot(page, 'view-index-hangzhou');

  // Back up through the breadcrumb.
  await breadcrumb(page).getByRole('button', { name: '浙江省' }).click();
  await expect(breadcrumb(page)).not.toContainText('杭州市');
  await expectAllData(page);
  await expect(page.locator('[data-widget="map"] canvas')).toHaveCount(1);

  // A ranking row narrows every widget to its unit; the back button returns.
  const first = page.locator('[data-widget="unitRanking"] [data-testid="ranking-row"]').first();
  const unitName = (await first.locator('.screen-ranking__name').innerText()).trim();
  await first.getByRole('button').click();
  await expect(breadcrumb(page)).toContainText(unitName);
  await expect(page.getByTestId('screen-root')).toHaveAttribute('data-screen-state', 'ready', { timeout: 30_000 });
  await page.getByRole('button', { name: '返回上级' }).click();
  await expect(breadcrumb(page)).not.toContainText(unitName);
  await page.context().close();
});

test('the analysis wall and the public wall (signed in) show data at 1080p and 4K', async ({ pageAs }) => {
  const page = await pageAs('admin', { viewport: HD });
  await page.goto('/#/data-view');
  await expectAllData(page);
  await expect(page.getByTestId('screen-header')).toContainText('合同数据分析');
  await shoot(page, 'data-view');

  await page.goto('/#/public-view-index');
  await expectAllData(page);
  await expect(page.getByTestId('screen-header')).toContainText('政府合同信息公开');
  // De-identified: no unit names, no feeds.
  await expect(page.locator('[data-type="table"]')).toHaveCount(0);
  await shoot(page, 'public-view-index-signed-in');

  // An area ranking row narrows the screen to the area too.
  await page.locator('[data-widget="amountByArea"] [data-testid="ranking-row"]', { hasText: '杭州市' }).getByRole('button').click();
  await expect(breadcrumb(page)).toContainText('杭州市');
  await expectAllData(page);
  await breadcrumb(page).getByRole('button', { name: '浙江省' }).click();
  await expect(breadcrumb(page)).not.toContainText('杭州市');
  await page.context().close();
});

test('the county screen opens at the county bureau’s own area', async ({ pageAs }) => {
  const page = await pageAs('county', { viewport: HD });
  await page.goto('/#/county-index');
  await expectAllData(page);
  await expect(breadcrumb(page)).toHaveText(/西湖区/);
  await expect(breadcrumb(page)).not.toContainText('浙江省');
  await expect(page.getByTestId('screen-header')).toContainText('区县合同监管态势');
  await shoot(page, 'county-index');

  // The administrator's county screen starts at the province (the nearest area of his unit).
  const admin = await pageAs('admin', { viewport: HD });
  await admin.goto('/#/county-index');
  await expectAllData(admin);
  await expect(breadcrumb(admin)).toHaveText(/浙江省/);
  await shot(admin, { path: `${SHOTS}/screen-county-index-admin-1920.png` });
  await admin.context().close();
  await page.context().close();
});

test('a playlist in the address rotates the walls', async ({ pageAs }) => {
  const page = await pageAs('admin', { viewport: HD });
  await page.goto('/#/view-index?playlist=/view-index,/data-view&interval=10');
  await expect(page.getByTestId('screen-root')).toHaveAttribute('data-route', '/view-index');
  // After the interval the next screen opens, keeping the playlist; then back to the first.
  await expect(page).toHaveURL(/#\/data-view\?playlist=\/view-index,\/data-view&interval=10$/, { timeout: 20_000 });
  await expect(page.getByTestId('screen-root')).toHaveAttribute('data-route', '/data-view');
  await expect(page).toHaveURL(/#\/view-index\?playlist=/, { timeout: 20_000 });
  await expect(page.getByTestId('screen-root')).toHaveAttribute('data-route', '/view-index');
  await page.context().close();
});

test('the analysis page in the workspace uses the same widgets on a responsive grid', async ({ pageAs }) => {
  const page = await pageAs('admin', { viewport: HD });
  await page.goto('/#/dashboard/analysis');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expectAllData(page);
  await shoot(page, 'analysis', true);
  // An optional page number opens the same page; anything else is 404.
  await page.goto('/#/dashboard/analysis/2');
  await expectAllData(page);
  await page.goto('/#/dashboard/analysis/x');
  await expect(page).toHaveURL(/#\/404/);
  // A narrow window stacks the widgets in one column.
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/#/dashboard/analysis');
  await expectAllData(page);
  await shot(page, { path: `${SHOTS}/screen-analysis-700.png` });
  await page.context().close();
});

test('a share link opens the public screen without a session; nothing else opens without one', async ({ page, pageAs }) => {
  const token = await tokenOf(page, 'admin');
  const headers = { access_token: token };
  const screen = await (await page.request.get('/api/admin/screen/byRoute', { headers, params: { route: '/public-view-index' } })).json();
  expect(screen.code).toBe(200);
  const created = await (await page.request.post('/api/admin/screen/share/create', { headers, data: { id: screen.result.id, days: 1 } })).json();
  expect(created.code, created.message).toBe(200);
  const url = created.result.url as string;
  expect(url).toContain('/#/public-view-index?share=');

  const guest = await pageAs(null, { viewport: HD });
  await guest.goto(url);
  await expectAllData(guest);
  await expect(guest).toHaveURL(/#\/public-view-index\?share=/);
  await expect(guest.getByTestId('screen-header')).toContainText('政府合同信息公开');
  await expect(breadcrumb(guest)).toHaveText(/浙江省/);
  expect(await guest.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await shoot(guest, 'public-view-index');

  // Drilling works on the display too (within the link's area).
  await clickMapRegion(guest, '杭州市');
  await expect(breadcrumb(guest)).toContainText('杭州市');
  await expectAllData(guest);
  await breadcrumb(guest).getByRole('button', { name: '浙江省' }).click();
  await expect(breadcrumb(guest)).not.toContainText('杭州市');

  // Without a valid token the public screen, and every other screen, need sign-in.
  const origin = new URL(url).origin;
  await guest.goto(`${origin}/#/public-view-index`);
  await expect(guest).toHaveURL(/#\/user\/login\?redirect=/);
  await guest.goto(`${origin}/#/public-view-index?share=not-a-token`);
  await expect(guest).toHaveURL(/#\/user\/login\?redirect=/);
  await guest.goto(`${origin}/#/view-index?share=${encodeURIComponent(created.result.token)}`);
  await expect(guest).toHaveURL(/#\/user\/login\?redirect=/);
  // A well-formed but unknown token reaches the page, which says the link does not work.
  const [id, nonce] = (created.result.token as string).split('.') as [string, string];
  const wrong = `${id}.${nonce.slice(0, -2)}${nonce.endsWith('AA') ? 'BB' : 'AA'}`;
  await guest.goto(`${origin}/#/public-view-index?share=${wrong}`);
  await expect(guest.getByTestId('screen-message')).toContainText('无法打开大屏');
  await guest.context().close();
});
