/**
 * The walls for the people who watch them (issue 13), in Chromium at 1920x1080: every wall and the
 * analysis page as the leader, the clerk, the city bureau and the county bureau open at the viewer's
 * own scope, with every chart drawn, no widget in its error state, no refused call and no page error;
 * a drill by the map down to a county and back by the breadcrumb and by the browser's back button,
 * the drill kept in the address; a bookmarked `?area=` address, and one outside the viewer's scope
 * falling back to the viewer's own; counterpart users and legal advisers get the public display (at
 * the province) and no other wall; a wall opened by its address loads no Arco (the workspace does).
 * Screenshots (E2E_SHOTS=1): test-results/screenshots/walls-*.png.
 */
import type { Page } from '@playwright/test';
import { findMapRegion, HD, UHD, waitRendered } from './helpers/screens';
import { shot } from './helpers/shots';
import { expect, type PageAs, test } from './fixtures';

const SHOTS = 'test-results/screenshots';
const WALLS = ['/view-index', '/county-index', '/data-view', '/public-view-index'] as const;
/** Where each viewer's walls open, and the unit they count for unit staff. */
const VIEWERS = {
  leader: { area: '杭州市', owner: '杭州市财政局' },
  clerk: { area: '杭州市', owner: '杭州市财政局' },
  bureau: { area: '杭州市', owner: null },
  county: { area: '西湖区', owner: null },
} as const;
type Viewer = keyof typeof VIEWERS;

const breadcrumb = (page: Page) => page.getByTestId('screen-breadcrumb');

/** A page of `user` that records page errors and refused API calls. */
async function watched(pageAs: PageAs, user: string) {
  const page = await pageAs(user, { viewport: HD });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return { page, problems };
}

/** Every widget with a query answered for the current context and drawn; none in its error state. */
async function expectDrawn(page: Page, route: string) {
  await waitRendered(page, route);
  const failed = await page
    .locator('[data-testid="screen-widget"][data-state="error"]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-widget')}: ${e.textContent}`));
  expect(failed, `${route}: widgets in their error state`).toEqual([]);
  await expect(page.locator('.arco-message-error')).toHaveCount(0);
}

/** Opens a child region of the map: on its outline, or its tile where the area has no outline. */
async function openRegion(page: Page, name: string) {
  const tiles = page.getByTestId('map-tiles');
  if (await tiles.isVisible()) {
    await tiles.getByText(name, { exact: false }).first().click();
    return;
  }
  const { x, y } = await findMapRegion(page, name);
  await page.mouse.click(x, y);
}

test.describe.configure({ timeout: 240_000 });

for (const user of Object.keys(VIEWERS) as Viewer[]) {
  test(`every wall and the analysis page as ${user}: at the viewer's own scope, drawn, nothing refused`, async ({ pageAs }) => {
    const { page, problems } = await watched(pageAs, user);
    const own = VIEWERS[user];
    for (const route of WALLS) {
      await page.goto(`/#${route}`);
      await expectDrawn(page, route);
      await expect(breadcrumb(page)).toContainText(own.area);
      // Never above the viewer's own area.
      await expect(breadcrumb(page)).not.toContainText('浙江省');
      if (own.owner && route !== '/public-view-index') await expect(page.getByTestId('screen-owner')).toHaveText(own.owner);
      if (route === '/public-view-index') {
        // The public display: no named organisations, no feeds, and no unit label (public figures of the area).
        await expect(page.locator('[data-type="table"]')).toHaveCount(0);
      }
      await shot(page, { path: `${SHOTS}/walls-${user}${route.replace('/', '-')}-1920.png` });
    }
    await page.goto('/#/dashboard/analysis');
    await expectDrawn(page, '/dashboard/analysis');
    await expect(breadcrumb(page)).toContainText(own.area);
    await shot(page, { path: `${SHOTS}/walls-${user}-analysis-1920.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test('the bureau drills on the map to a county and back by the breadcrumb and the browser; the address follows', async ({ pageAs }) => {
  const { page, problems } = await watched(pageAs, 'bureau');
  // An area's regions and a geometry version do not change while the wall runs: each is asked once.
  const regionCalls: string[] = [];
  const mapCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.includes('/region/children')) regionCalls.push(url.search);
    if (url.pathname.includes('/region/')) mapCalls.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/#/view-index');
  await expectDrawn(page, '/view-index');
  await expect(breadcrumb(page)).toHaveText(/杭州市/);
  expect(page.url()).not.toContain('area=');
  const opened = regionCalls.length;

  // The drill asks for the county's regions (at the click, beside its batch); the way back up asks for none.
  await openRegion(page, '桐庐县');
  await expect(breadcrumb(page)).toContainText('桐庐县');
  await expect(page).toHaveURL(/area=330122/);
  await expectDrawn(page, '/view-index');
  expect(regionCalls.length).toBeGreaterThan(opened);
  const down = regionCalls.length;
  // The county: its outline, and its units ranked beside it.
  await expect(page.locator('[data-widget="map"] canvas').first()).toBeVisible();
  await expect(page.locator('[data-widget="map"] [data-testid="map-ranking-row"]').first()).toContainText('桐庐县');
  await shot(page, { path: `${SHOTS}/walls-bureau-view-index-tonglu-1920.png` });

  // Up by the breadcrumb: the address is clean again.
  await breadcrumb(page).getByRole('button', { name: '杭州市' }).click();
  await expect(breadcrumb(page)).not.toContainText('桐庐县');
  await expect(page).not.toHaveURL(/area=/);
  await expectDrawn(page, '/view-index');
  // The city's regions were read on the way in: going back up asks for none.
  expect(regionCalls).toHaveLength(down);

  // The browser's back button goes down to the county again, forward up again.
  await page.goBack();
  await expect(page).toHaveURL(/area=330122/);
  await expect(breadcrumb(page)).toContainText('桐庐县');
  await expectDrawn(page, '/view-index');
  await page.goForward();
  await expect(page).not.toHaveURL(/area=/);
  await expect(breadcrumb(page)).not.toContainText('桐庐县');

  // A period chosen on the wall is in the address too.
  await page.getByTestId('screen-periods').getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/period=ytd/);
  await expectDrawn(page, '/view-index');
  expect(mapCalls.filter((call, n) => mapCalls.indexOf(call) !== n)).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a bookmarked ?area= opens there; one outside the viewer\'s scope opens at the viewer\'s own', async ({ pageAs }) => {
  const { page, problems } = await watched(pageAs, 'bureau');
  await page.goto('/#/county-index?area=330106&period=ytd');
  await expectDrawn(page, '/county-index');
  await expect(breadcrumb(page)).toHaveText(/杭州市.*西湖区/);
  await expect(page.getByTestId('screen-periods').locator('[aria-pressed="true"]')).toHaveCount(1);

  // 宁波市 is not the Hangzhou bureau's: its own area instead, and the address says so.
  await page.goto('/#/view-index?area=330200');
  await expectDrawn(page, '/view-index');
  await expect(breadcrumb(page)).toHaveText(/杭州市/);
  await expect(breadcrumb(page)).not.toContainText('宁波市');
  await expect(page).not.toHaveURL(/area=/);
  expect(problems).toEqual([]);
  await page.context().close();

  // The county bureau cannot climb to its city by the address either.
  const county = await watched(pageAs, 'county');
  await county.page.goto('/#/data-view?area=330100');
  await expectDrawn(county.page, '/data-view');
  await expect(breadcrumb(county.page)).toHaveText(/西湖区/);
  await expect(breadcrumb(county.page)).not.toContainText('杭州市');
  expect(county.problems).toEqual([]);
  await county.page.context().close();
});

test('the administrator drills from the province into a city on the map; the 4K wall is the same wall', async ({ pageAs }) => {
  const { page, problems } = await watched(pageAs, 'admin');
  await page.goto('/#/view-index');
  await expectDrawn(page, '/view-index');
  await expect(breadcrumb(page)).toHaveText(/浙江省/);
  await openRegion(page, '杭州市');
  await expect(page).toHaveURL(/area=330100/);
  await expect(breadcrumb(page)).toContainText('杭州市');
  await expectDrawn(page, '/view-index');
  await page.setViewportSize(UHD);
  await expect(page.getByTestId('screen-wall')).toHaveAttribute('data-scale', '2.0000');
  await expectDrawn(page, '/view-index');
  await shot(page, { path: `${SHOTS}/walls-admin-view-index-hangzhou-3840.png` });
  expect(problems).toEqual([]);
  await page.context().close();
});

test('counterpart users and lawyers see the public display at the top area, and reach no other wall', async ({ pageAs }) => {
  for (const user of ['company', 'lawyer']) {
    const { page, problems } = await watched(pageAs, user);
    const staffCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/[^/]+\/(stats|region)\/|\/screen\/(byRoute|list)/.test(r.url())) staffCalls.push(r.url());
    });
    for (const route of [...WALLS.filter((w) => w !== '/public-view-index'), '/dashboard/analysis']) {
      await page.goto(`/#${route}`);
      await expect(page.locator('.arco-result-title, [data-testid="page-403"]').first()).toBeVisible();
      await expect(page.getByTestId('screen-root')).toHaveCount(0);
    }
    // The public display: public figures of the province, drawn, nothing refused; a drill into a city.
    await page.goto('/#/public-view-index');
    await expectDrawn(page, '/public-view-index');
    await expect(breadcrumb(page)).toHaveText(/浙江省/);
    await expect(page.locator('[data-type="table"]')).toHaveCount(0);
    await shot(page, { path: `${SHOTS}/walls-${user}-public-view-index-1920.png` });
    await openRegion(page, '杭州市');
    await expect(breadcrumb(page)).toContainText('杭州市');
    await expectDrawn(page, '/public-view-index');
    expect(staffCalls, user).toEqual([]);
    expect(problems, user).toEqual([]);
    await page.context().close();
  }
});

/** A string of Arco's core (its ConfigProvider's defaults), in every chunk that holds it, minified or not. */
const ARCO_CORE = 'componentConfig';

test('a wall opened by its address loads no Arco; a workspace page does', async ({ pageAs }) => {
  const { page, problems } = await watched(pageAs, 'leader');
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    // A chunk still arriving when the test ends (the page closes) reads as empty, not as a failure.
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto('/#/view-index');
  await expectDrawn(page, '/view-index');
  const wall = await Promise.all(scripts.splice(0));
  expect(wall.length).toBeGreaterThan(5);
  expect(wall.filter((s) => s.includes(ARCO_CORE)).length, 'scripts of the wall holding Arco').toBe(0);
  // The same browser then opens the workplace: Arco arrives with it (the check above can fail).
  await page.goto('/#/dashboard/workplace');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  const workspace = await Promise.all(scripts.splice(0));
  expect(workspace.some((s) => s.includes(ARCO_CORE))).toBe(true);
  expect(problems).toEqual([]);
});

test("a wall opened by its address asks for its chunks and first calls before the app has started; a signed-out visitor's login page gets none", async ({ pageAs }) => {
  const { page, problems } = await watched(pageAs, 'bureau');
  await page.goto('/#/data-view');
  await expectDrawn(page, '/data-view');
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: e.name,
      start: e.startTime,
      end: e.responseEnd,
      by: e.initiatorType,
    })),
  );
  const requests = (pattern: RegExp) => entries.filter((e) => pattern.test(e.name));
  const only = (pattern: RegExp) => {
    const found = requests(pattern);
    expect(found.length, `requests for ${pattern}`).toBe(1);
    return found[0]!;
  };
  // The hint (scripts/vite/wallHint.ts) makes the first three calls (src/api/earlyCalls.ts) with fetch,
  // then links ECharts' chunk, before any script of the app has run; the app (its client sends XHRs)
  // takes the calls' answers, each call made once, and asks for the batch once they are in.
  const echartsChunk = only(/\/assets\/echarts-[^/]+\.js$/);
  const early = [/\/sys_user\/getLoginUserInfo$/, /\/screen\/byRoute\?route=%2Fdata-view$/, /\/stats\/scope$/].map(only);
  for (const call of early) {
    expect(call.by, call.name).toBe('fetch');
    expect(call.start, call.name).toBeLessThanOrEqual(echartsChunk.start);
  }
  const batch = only(/\/stats\/batch$/);
  expect(batch.by).toBe('xmlhttprequest');
  expect(batch.start).toBeGreaterThan(Math.max(...early.map((c) => c.end)));
  expect(problems).toEqual([]);

  // Without a session the wall's address shows the login page, and nothing of the walls is fetched or asked.
  const visitor = await pageAs(null);
  const requested: string[] = [];
  visitor.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await visitor.goto('/#/view-index');
  await expect(visitor.getByTestId('login-page')).toBeVisible();
  expect(requested.filter((p) => /\/assets\/(echarts|WallPage)-|getLoginUserInfo|screen\/byRoute|stats\//.test(p))).toEqual([]);
});
