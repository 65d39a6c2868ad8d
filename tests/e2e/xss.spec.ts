/**
 * Everything a user typed is text (ARCHITECTURE.md section 3, security model), in a real browser. Script payloads are
 * stored in every user text the walls, the analysis page, the lists, the detail page and the share
 * page show: through the API, a new counterpart (admin; on the dishonesty list, so the contracts get
 * a red flag and their names reach the warning feeds), a tag, a project and four contracts of the
 * clerk's unit (杭州市财政局) whose names, subjects, fund sources and other fields carry payloads, with
 * amounts that put their fund sources among the biggest slices of the fund-source charts. Then, as
 * the administrator (and the clerk for his own pages), every chart of the analysis page and the walls
 * is swept in a grid so its tooltips show; the lists, the detail and the share page (in a browser
 * without a session) are opened. The sweep sends the mousemove events a moving mouse sends, from
 * inside the page (Playwright's mouse takes about 50 ms a move here: a grid over thirty charts would
 * take minutes); the fund-source tooltips are then shown again with the real mouse and checked.
 *
 * Each page must show: no dialog, `window.__xss` never set, no `[data-xss]` element ever added to the
 * page (a MutationObserver watches from the first script on, so a tooltip's content that came and
 * went is caught too, and with or without a Content-Security-Policy), no script carrying a payload,
 * and the payload visible as text (in a tooltip or on the page). New records only: the seeded ones
 * are left as they are for the other specs.
 *
 * With E2E_SHOTS=1 it saves test-results/screenshots/xss-*.png (the fund-source tooltip showing the
 * payload as text, the detail page, the share page).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { creditCodeCheckChar } from '../../src/domain/credit-code';
import { expect, type PageAs, test } from './fixtures';

const PASSWORD = 'Demo@2026';
const SHOTS = process.env.E2E_SHOTS === '1' ? 'test-results/screenshots' : null;
const HD = { width: 1920, height: 1080 };

/** The payloads (each within the length of the field it goes to). */
const IMG = '<img src=x data-xss=1 onerror="window.__xss=(window.__xss||0)+1">';
const SVG = '"><svg data-xss=1 onload=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const RICH = '{v|x}';
/** Fund sources (at most 50 characters): one payload each. */
const FUNDS: string[] = ['<img src=x data-xss=1 onerror=window.__xss=1>', SVG, SCRIPT, `${RICH}资金|}`];
const MARK = `XSS${Date.now() % 100_000}`;
const COUNTERPART = `${MARK}对方<svg data-xss=1 onload=window.__xss=1>${RICH}`;
const TAG = `<b data-xss>${Date.now() % 10_000}</b>`;
const PROJECT = `${MARK}项目<img src=x data-xss=1 onerror=window.__xss=1>`;
const contractName = (i: number) => `${MARK}合同${i} ${[IMG, SVG, SCRIPT, RICH][i % 4]}`;

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

const tokens = new Map<string, string>();
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const res = await request.post('/api/admin/admin_sys_user/login', { params: { username, password: PASSWORD } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code, `sign-in of ${username}: ${body.message}`).toBe(200);
  tokens.set(username, body.result.token);
  return body.result.token;
}

async function call<T>(request: APIRequestContext, username: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/admin/${path}`, {
    method,
    headers: { access_token: await tokenOf(request, username) },
    ...(method === 'GET' ? { params: data as Record<string, string | number> } : { data: data ?? {} }),
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message} ${JSON.stringify(body.result)}`).toBe(200);
  return body.result;
}

/** A valid unified social credit code, new for this run. */
function creditCode(): string {
  const first17 = `91330106MA${String(Date.now()).slice(-7)}`.slice(0, 17);
  return first17 + creditCodeCheckChar(first17);
}

interface Fixture {
  contractIds: number[];
  shareUrl: string;
}
let fixture: Fixture | null = null;

/** Stores the payloads (once per run): counterpart, tag, project, four contracts, a share link. */
async function storePayloads(request: APIRequestContext): Promise<Fixture> {
  if (fixture) return fixture;
  const counterpart = await call<{ id: number }>(request, 'admin', 'POST', 'admin_counterpart/add', {
    name: COUNTERPART,
    creditCode: creditCode(),
    legalRepresentative: '<b data-xss=1>法人</b>',
    contactName: SCRIPT.slice(0, 40),
    address: IMG,
    creditRating: 'C',
    seriousDishonest: true,
  });
  const tag = await call<{ id: number }>(request, 'admin', 'POST', 'admin_tag/add', { name: TAG, color: 'red' });
  const project = await call<{ id: number }>(request, 'clerk', 'POST', 'project/register', {
    name: PROJECT,
    category: 'procurementServices',
    fundSource: FUNDS[2],
  });
  // Amounts above the fourth biggest fund source: the four payload sources are among the pie's seven slices.
  const bySource = await call<{ rows: { value: number | null }[] }>(request, 'admin', 'POST', 'stats/query', { metric: 'contractAmount', groupBy: 'fundSource' });
  const values = bySource.rows.map((r) => r.value ?? 0).sort((a, b) => b - a);
  const amountFen = Math.round((values[3] ?? 0) + 1_000_000);
  const contractIds: number[] = [];
  for (let i = 0; i < FUNDS.length; i++) {
    const made = await call<{ id: number; status: string }>(request, 'clerk', 'POST', 'contract/register', {
      name: contractName(i),
      category: 'procurementServices',
      subject: `${IMG}${SVG}${SCRIPT}${RICH}`,
      amountFen,
      direction: 'expenditure',
      fundSource: FUNDS[i],
      procurementMethod: SVG,
      signPlace: IMG,
      performStart: '2027-01-01',
      performEnd: '2027-12-31',
      projectId: project.id,
      counterparts: [{ counterpartId: counterpart.id, role: 'B' }],
      tagIds: [tag.id],
      submit: true,
    });
    expect(made.status).toBe('registered');
    contractIds.push(made.id);
  }
  const detail = await call<{ unitName: string }>(request, 'clerk', 'GET', 'contract/detail', { id: contractIds[0]! });
  expect(detail.unitName).toBe('杭州市财政局');
  const link = await call<{ url: string }>(request, 'clerk', 'POST', 'contract/share/create', {
    contractId: contractIds[0],
    audience: 'counterpart',
    partyId: counterpart.id,
    days: 1,
  });
  fixture = { contractIds, shareUrl: link.url };
  return fixture;
}

// ---------------------------------------------------------------- the browser side
/**
 * Before any script of the page: watches for payload elements (`[data-xss]`) being added anywhere,
 * and records the text of every ECharts tooltip (its box has z-index 9999999) as it changes.
 */
function watchPage(): void {
  const w = window as unknown as { __xssNodes: string[]; __tips: string[] };
  w.__xssNodes = [];
  w.__tips = [];
  const tipOf = (node: Node | null): HTMLElement | null => {
    for (let el = node instanceof HTMLElement ? node : (node?.parentElement ?? null); el; el = el.parentElement) {
      if (el.style?.zIndex === '9999999') return el;
    }
    return null;
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const added of m.addedNodes) {
        if (added instanceof Element && (added.matches('[data-xss]') || added.querySelector('[data-xss]'))) w.__xssNodes.push(added.outerHTML.slice(0, 200));
        if (added instanceof HTMLScriptElement && added.textContent?.includes('__xss')) w.__xssNodes.push(added.outerHTML.slice(0, 200));
      }
      if (m.type === 'attributes' && m.target instanceof Element && m.target.hasAttribute('data-xss')) w.__xssNodes.push(m.target.outerHTML.slice(0, 200));
      // textContent, not innerText: no layout on every change (its lines run together).
      const tip = tipOf(m.target);
      const text = tip?.textContent?.trim();
      if (text && w.__tips.at(-1) !== text) w.__tips.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-xss'] });
}

interface Watched {
  page: Page;
  dialogs: string[];
  context: BrowserContext;
}

/** A 1920x1080 page, signed in as `username` (or without a session), watched from its first script. */
async function watchedPage(pageAs: PageAs, username: string | null): Promise<Watched> {
  const page = await pageAs(username, { viewport: HD });
  const context = page.context();
  await context.addInitScript(watchPage);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return { page, dialogs, context };
}

/** Nothing the payloads carry ran or became an element, on this page so far. */
async function expectInert({ page, dialogs }: Watched, where: string): Promise<void> {
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __xssNodes: string[] };
    return {
      xss: w.__xss ?? null,
      added: w.__xssNodes,
      now: document.querySelectorAll('[data-xss]').length,
      scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    };
  });
  expect(state, where).toEqual({ xss: null, added: [], now: 0, scripts: 0 });
}

const tipsOf = (page: Page) => page.evaluate(() => (window as unknown as { __tips: string[] }).__tips);

/**
 * Sweeps the pointer over charts in a grid, in the page: for each chart (scrolled into view) a
 * mousemove at cols x rows points on whatever element is there, as a moving mouse sends them (ECharts
 * shows its tooltip on mousemove, at once). Answers the charts swept and, when `want` is given, the
 * first point (viewport coordinates) whose tooltip shows one of `want`.
 */
function sweepInPage(args: { selector: string; cols: number; rows: number; want: string[] | null }): Promise<{ charts: number; at: { x: number; y: number } | null }> {
  const { selector, cols, rows, want } = args;
  // The broad sweep yields a microtask a point (the page's MutationObservers see each tooltip) and a
  // task a row; a task a point (20 ms or more behind the frames the charts draw) only when looking
  // for a tooltip, since ECharts redraws a hovered item and then shows its tooltip again in a timer.
  const tick = () => (want ? new Promise((resolve) => setTimeout(resolve, 0)) : Promise.resolve());
  // ECharts puts a chart's tooltip box in the chart's own element.
  const shown = (chart: HTMLElement) =>
    [...chart.querySelectorAll<HTMLElement>('div')].find((d) => d.style.zIndex === '9999999' && d.style.display !== 'none' && d.style.opacity !== '0')?.innerText ?? '';
  return (async () => {
    const charts = [...document.querySelectorAll<HTMLElement>(selector)];
    for (const chart of charts) {
      let last: Element | null = null;
      chart.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = chart.getBoundingClientRect();
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const x = box.left + (box.width * (c + 0.5)) / cols;
          const y = box.top + (box.height * (r + 0.5)) / rows;
          const target = document.elementFromPoint(x, y);
          if (!target || !chart.contains(target)) continue;
          target.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true, cancelable: true, view: window }));
          last = target;
          await tick();
          if (want?.some((w) => shown(chart).includes(w))) return { charts: charts.length, at: { x, y } };
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      // The pointer leaves the chart: its tooltip hides.
      last?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, view: window, relatedTarget: document.body }));
    }
    return { charts: charts.length, at: null };
  })();
}

/** Sweeps every chart of the page so its tooltips show; answers how many charts there were. */
async function sweepCharts(page: Page): Promise<number> {
  const { charts } = await page.evaluate(sweepInPage, { selector: '.screen-chart', cols: 10, rows: 6, want: null });
  return charts;
}

/** The text of the tooltip shown by the charts under `selector`. */
const shownTooltip = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(`${sel} div`)].find((d) => d.style.zIndex === '9999999' && d.style.display !== 'none' && d.style.opacity !== '0')
        ?.innerText ?? '',
    selector,
  );

/**
 * Finds where the widget's chart has a tooltip holding one of `texts`, then moves the real mouse
 * there and answers the tooltip's text (a screenshot of it with E2E_SHOTS=1).
 */
async function tooltipWith(page: Page, widget: string, texts: string[], shot: string): Promise<string> {
  const selector = `[data-widget="${widget}"] .screen-chart`;
  const { at } = await page.evaluate(sweepInPage, { selector, cols: 16, rows: 10, want: texts });
  expect(at, `a tooltip of ${widget} shows ${texts.join(' / ')}`).not.toBeNull();
  await page.mouse.move(1, 1);
  await page.mouse.move(at!.x, at!.y, { steps: 4 });
  await expect.poll(() => shownTooltip(page, selector)).toMatch(new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
  await page.waitForTimeout(300);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/xss-${shot}.png` });
  return shownTooltip(page, selector);
}

/** Waits until the screen has its answers and its charts have drawn. */
async function screenReady(page: Page): Promise<void> {
  await expect(page.getByTestId('screen-root')).toHaveAttribute('data-screen-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('.screen-chart')].every((c) => c.getAttribute('data-chart-state') === 'finished'), undefined, {
    timeout: 15_000,
  });
}

test.describe.configure({ mode: 'serial' });

test('charts: the analysis page and the four walls show payloads in tooltips as text', async ({ request, pageAs }) => {
  test.setTimeout(90_000);
  await storePayloads(request);
  const watched = await watchedPage(pageAs, 'admin');
  const { page } = watched;

  await page.goto('/#/dashboard/analysis');
  await screenReady(page);
  expect(await sweepCharts(page)).toBeGreaterThan(4);
  expect((await tipsOf(page)).length, 'tooltips shown while sweeping').toBeGreaterThan(5);
  await expectInert(watched, '/dashboard/analysis, every chart swept');
  const pieTip = await tooltipWith(page, 'fundSources', FUNDS, 'analysis-fund-source-tooltip');
  expect(pieTip).toMatch(/\n/); // the name, then the value on a line of its own
  // The warning feed lists the contracts by name (a table: React text).
  await expect(page.locator('[data-widget="warnings"]')).toContainText(MARK);
  await expectInert(watched, '/dashboard/analysis');

  for (const route of ['/view-index', '/data-view', '/county-index', '/public-view-index']) {
    await page.goto(`/#${route}`);
    await screenReady(page);
    await sweepCharts(page);
    await expectInert(watched, `${route}, every chart swept`);
    if (route === '/data-view') await tooltipWith(page, 'fundSources', FUNDS, 'data-view-fund-source-tooltip');
    if (route === '/view-index') await expect(page.locator('[data-widget="warnings"]')).toContainText(MARK);
    await expectInert(watched, route);
  }
  await watched.context.close();
});

test('lists, detail, workplace and share page show payloads as text', async ({ request, pageAs }) => {
  test.setTimeout(90_000);
  const { contractIds, shareUrl } = await storePayloads(request);

  // The administrator: the contract list (filtered to this run's contracts) and a detail page.
  const admin = await watchedPage(pageAs, 'admin');
  await admin.page.goto(`/#/contract/underway-manage?kw=${MARK}`);
  const table = admin.page.getByTestId('contract-table');
  await expect(table).toContainText(contractName(0));
  await expect(table).toContainText(contractName(1));
  await admin.page.getByTestId('contract-list-total').hover();
  await expectInert(admin, 'admin contract list');
  await admin.page.goto(`/#/contract/detail?id=${contractIds[0]}`);
  await expect(admin.page.getByTestId('contract-name')).toHaveText(contractName(0));
  await expect(admin.page.locator('body')).toContainText(FUNDS[0]!);
  await admin.page.getByTestId('contract-tab-parties').click();
  await expect(admin.page.getByTestId('contract-detail-tabs')).toContainText(COUNTERPART);
  await expectInert(admin, 'admin contract detail');
  await admin.context.close();

  // The clerk: his unit's list, the red-code list, a detail page with its tabs, the workplace.
  const clerk = await watchedPage(pageAs, 'clerk');
  const { page } = clerk;
  await page.goto(`/#/contractquerypage/getListByMyUnit?kw=${MARK}`);
  await expect(page.getByTestId('contract-table')).toContainText(contractName(2));
  await page.goto(`/#/contract/red-code-contract?kw=${MARK}`);
  await expect(page.getByTestId('contract-table')).toContainText(contractName(3));
  await expectInert(clerk, 'clerk lists');
  await page.goto(`/#/contract/detail?id=${contractIds[2]}`);
  await expect(page.getByTestId('contract-name')).toHaveText(contractName(2));
  const body = page.locator('body');
  for (const text of [FUNDS[2]!, TAG, PROJECT]) await expect(body).toContainText(text);
  await page.getByTestId('contract-tab-parties').click();
  await expect(page.getByTestId('contract-detail-tabs')).toContainText(COUNTERPART);
  for (const tab of await page.locator('[data-testid^="contract-tab-"]').all()) {
    await tab.click();
    await page.waitForTimeout(100);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/xss-contract-detail.png`, fullPage: true });
  await expectInert(clerk, 'clerk contract detail');
  await page.goto('/#/dashboard/workplace');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await page.getByTestId('message-bell').click();
  await page.waitForTimeout(500);
  await expectInert(clerk, 'clerk workplace and bell');
  await clerk.context.close();

  // The share page, as whoever scans the code: no session.
  const guest = await watchedPage(pageAs, null);
  await guest.page.goto(shareUrl);
  await expect(guest.page.getByTestId('contract-share')).toContainText(contractName(0));
  await expect(guest.page.getByTestId('contract-share')).toContainText(COUNTERPART);
  if (SHOTS) await guest.page.screenshot({ path: `${SHOTS}/xss-share.png`, fullPage: true });
  await expectInert(guest, 'share page');
  await guest.context.close();
});
