/**
 * The screen editor and live walls in a real browser (docs/screens.md "Editor", "Live updates"):
 * - as admin on /view-index: edit mode on the scaled canvas, a widget resized and moved, another's
 *   title and dimension changed (the preview asks the new query), a KPI added in the freed room,
 *   saved; after a reload the wall shows it; history: preview and revert to the first version, and
 *   after a reload the original layout is back; export downloads the JSON; a broken file is refused
 *   with its field paths and changes nothing;
 * - a save after someone else's (502) says so and reloads the latest version;
 * - a clerk (no screen.edit) has no edit button;
 * - a contract registered through the API raises the open wall's KPI within 5 s without a reload,
 *   on a signed-in wall (the app's stream) and on a shared display without a session (the public
 *   stream).
 * Screenshots: test-results/screenshots/screen-editor-*.png.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Accounts, expect, test } from './fixtures';
import { HD } from './helpers/screens';
import { apiBase } from './helpers/session';
import { SHOTS_WANTED, shot } from './helpers/shots';

const SHOTS = 'test-results/screenshots';
/** Design pixels from one grid row to the next (40 px rows, 16 px gaps). */
const ROW_PITCH = 56;

interface Cell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  type: string;
  title: string;
  query: { metric: string; groupBy?: string } | null;
}
interface StoredScreen {
  id: number;
  version: number;
  body: { title: string; widgets: Cell[] };
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`${apiBase(token)}/${path}`, { method, headers: { access_token: token }, data });
  return (await res.json()) as { code: number; message: string; result: T };
}

const stored = async (request: APIRequestContext, token: string): Promise<StoredScreen> =>
  (await call<StoredScreen>(request, token, 'GET', 'screen/byRoute?route=%2Fview-index')).result;

const cellOf = (s: StoredScreen, key: string) => {
  const w = s.body.widgets.find((x) => x.i === key);
  expect(w, `widget ${key}`).toBeTruthy();
  return w!;
};

async function expectReady(page: Page, scope: Locator | Page = page) {
  await expect(scope.getByTestId('screen-root')).toHaveAttribute('data-screen-state', 'ready', { timeout: 30_000 });
}

/** Opens the wall and enters edit mode through the toolbar's button. */
async function openEditor(page: Page) {
  await page.goto('/#/view-index');
  await expectReady(page);
  await page.mouse.move(900, 500);
  await page.mouse.move(960, 540);
  await page.getByTestId('screen-edit').click();
  await expect(page.getByTestId('screen-editor')).toBeVisible();
  await expectReady(page, page.getByTestId('screen-editor-stage'));
}

const message = (page: Page, text: string) => page.locator('.arco-message', { hasText: text });

const stageItem = (page: Page, key: string) => page.locator(`.screen-editor__stage .screen-grid__item:has([data-widget="${key}"])`);

/** The canvas scale inside the editor's stage. */
async function stageScale(page: Page): Promise<number> {
  return Number(await page.getByTestId('screen-editor-stage').getByTestId('screen-wall').getAttribute('data-scale'));
}

/** Drags from a point by (dx, dy) screen pixels, in small steps (react-grid-layout follows the pointer). */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 12;
  for (let s = 1; s <= steps; s++) await page.mouse.move(from.x + (dx * s) / steps, from.y + (dy * s) / steps);
  await page.mouse.up();
}

async function pickOption(page: Page, select: Locator, label: string) {
  await select.locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: label }).first().click();
}

async function kpiValue(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-widget="${key}"] [data-testid="kpi-number"]`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits until a KPI's count-up has settled and answers its value. */
async function settledKpi(page: Page, key: string): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await kpiValue(page, key);
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 15_000, intervals: [400] },
    )
    .toBe(true);
  return last;
}

/** Registers (and submits) a contract as the clerk, with a counterpart the clerk's unit already works with. */
async function registerContract(request: APIRequestContext, accounts: Accounts, name: string): Promise<void> {
  const clerk = await accounts.token('clerk');
  const list = await call<{ records: { id: number }[] }>(request, clerk, 'POST', 'contract/queryPage', { current: 1, size: 10 });
  expect(list.code).toBe(200);
  const candidates = new Set<number>();
  for (const { id } of list.result.records) {
    const d = await call<{ parties: { kind: string; counterpartId: number | null }[] }>(request, clerk, 'GET', `contract/detail?id=${id}`);
    for (const p of d.result.parties) if (p.kind === 'counterpart' && p.counterpartId) candidates.add(p.counterpartId);
  }
  for (const counterpartId of candidates) {
    const r = await call<{ id: number; status: string }>(request, clerk, 'POST', 'contract/register', {
      name,
      category: 'procurementServices',
      amountFen: 880_000,
      counterparts: [{ counterpartId, role: 'B' }],
      submit: true,
    });
    if (r.code === 200) {
      expect(r.result.status).toBe('registered');
      return;
    }
  }
  throw new Error('no counterpart accepted the registration');
}

test.describe.configure({ mode: 'serial' });

test('edit, save, reload, revert through history; export; a broken import changes nothing', async ({ request, pageAs, accounts }) => {
  test.setTimeout(180_000);
  const admin = await accounts.token('admin');
  const original = await stored(request, admin);
  expect(original.version).toBe(1);
  const page = await pageAs('admin', { viewport: HD });
  await openEditor(page);
  await expect(page.getByTestId('screen-editor-version')).toHaveText('版本 v1');
  const scale = await stageScale(page);
  expect(scale).toBeGreaterThan(0.5);
  expect(scale).toBeLessThan(1);
  const pitch = ROW_PITCH * scale;

  // Resize the warning feed from 5 rows to 2 (its bottom-right handle up by three rows).
  const warnings = stageItem(page, 'warnings');
  const handle = warnings.locator('.react-resizable-handle-se');
  await warnings.hover();
  const hb = (await handle.boundingBox())!;
  await drag(page, { x: hb.x + hb.width / 2, y: hb.y + hb.height / 2 }, 0, -3 * pitch);
  // Then move it down by three rows, to the bottom of the canvas.
  const wb = (await warnings.boundingBox())!;
  await drag(page, { x: wb.x + wb.width / 2, y: wb.y + wb.height / 2 }, 0, 3 * pitch);
  await warnings.click();
  await expect(page.getByTestId('widget-panel')).toHaveAttribute('data-widget', 'warnings');
  await expect(page.getByTestId('widget-position')).toHaveText('第 19 列，第 18 行，宽 6 列，高 2 行');
  await expect(page.getByTestId('screen-editor-dirty')).toBeVisible();

  // A widget cannot be dropped onto another: the KPI row stays where it is.
  const kpiRed = stageItem(page, 'kpiRed');
  const rb = (await kpiRed.boundingBox())!;
  await drag(page, { x: rb.x + rb.width / 2, y: rb.y + rb.height / 2 }, 0, 4 * pitch);
  await kpiRed.click();
  await expect(page.getByTestId('widget-position')).toHaveText('第 17 列，第 3 行，宽 4 列，高 3 行');

  // Title and dimension of the category ring: the canvas shows the title at once and asks the new query.
  await stageItem(page, 'byCategory').click();
  await expect(page.getByTestId('widget-panel')).toHaveAttribute('data-widget', 'byCategory');
  await page.getByTestId('widget-title').fill('重大与一般合同（编辑测试）');
  await expect(page.locator('.screen-editor__stage [data-widget="byCategory"] .screen-widget__text')).toHaveText('重大与一般合同（编辑测试）');
  const asked = page.waitForRequest((r) => r.url().includes('/stats/batch') && (r.postData() ?? '').includes('"groupBy":"major"'));
  await pickOption(page, page.getByTestId('widget-groupBy'), '重大/一般');
  await asked;
  await expect(page.locator('.screen-editor__stage [data-widget="byCategory"]')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });

  // Add a KPI: it lands in the room the feed left.
  await page.getByTestId('screen-add').click();
  await page.getByTestId('screen-add-kpi').click();
  await expect(page.getByTestId('widget-panel')).toHaveAttribute('data-widget', 'kpi1');
  await expect(page.getByTestId('widget-position')).toHaveText('第 19 列，第 15 行，宽 4 列，高 3 行');
  await expect(page.locator('.screen-editor__stage [data-widget="kpi1"]')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  if (SHOTS_WANTED) await page.waitForTimeout(1200);
  await shot(page, { path: `${SHOTS}/screen-editor-edit.png` });

  // Save.
  await page.getByTestId('screen-save').click();
  await expect(message(page, '已保存为版本 v2')).toBeVisible();
  await expect(page.getByTestId('screen-editor')).toHaveAttribute('data-version', '2');
  await expect(page.getByTestId('screen-editor-dirty')).toHaveCount(0);
  const saved = await stored(request, admin);
  expect(saved.version).toBe(2);
  expect(cellOf(saved, 'warnings')).toMatchObject({ x: 18, y: 17, w: 6, h: 2 });
  expect(cellOf(saved, 'kpiRed')).toMatchObject({ x: 16, y: 2, w: 4, h: 3 });
  expect(cellOf(saved, 'kpi1')).toMatchObject({ x: 18, y: 14, w: 4, h: 3, type: 'kpi' });
  expect(cellOf(saved, 'byCategory')).toMatchObject({ title: '重大与一般合同（编辑测试）', query: { metric: 'contractCount', groupBy: 'major' } });

  // Leave and reload: the wall shows the saved layout.
  await page.getByTestId('screen-edit-exit').click();
  await expect(page.getByTestId('screen-editor')).toHaveCount(0);
  await page.reload();
  await expectReady(page);
  await expect(page.locator('[data-widget="kpi1"]')).toBeVisible();
  await expect(page.locator('[data-widget="byCategory"] .screen-widget__text')).toHaveText('重大与一般合同（编辑测试）');
  const feed = (await page.locator('[data-widget="warnings"]').boundingBox())!;
  const header = (await page.locator('[data-widget="header"]').boundingBox())!;
  // 2 rows high now (2 x 40 + 16 px at the wall's scale, 1080 px high: scale 1).
  expect(Math.round(feed.height)).toBe(96);
  expect(header.y).toBeLessThan(feed.y);

  // History: preview version 1, then bring it back.
  await openEditor(page);
  await page.getByTestId('screen-history-open').click();
  await expect(page.getByTestId('history-row-2')).toContainText('当前版本');
  await expect(page.getByTestId('history-row-1')).toContainText('初始版本');
  await page.getByTestId('history-preview-1').click();
  await expect(page.getByTestId('screen-preview-banner')).toContainText('正在预览版本 v1');
  await expect(page.locator('.screen-editor__stage [data-widget="kpi1"]')).toHaveCount(0);
  await expectReady(page, page.getByTestId('screen-editor-stage'));
  if (SHOTS_WANTED) await page.waitForTimeout(1200);
  await shot(page, { path: `${SHOTS}/screen-editor-history.png` });
  await page.getByTestId('history-revert-1').click();
  await expect(page.locator('.arco-modal')).toContainText('将版本 v1 的内容保存为新版本？');
  await page.locator('.arco-modal-footer .arco-btn-primary').click();
  await expect(message(page, '已恢复版本 v1，保存为版本 v3')).toBeVisible();
  await expect(page.getByTestId('screen-editor')).toHaveAttribute('data-version', '3');
  await expect(page.getByTestId('screen-preview-banner')).toHaveCount(0);

  await page.reload();
  await expectReady(page);
  await expect(page.locator('[data-widget="kpi1"]')).toHaveCount(0);
  await expect(page.locator('[data-widget="byCategory"] .screen-widget__text')).toHaveText('合同类别分布');
  const reverted = await stored(request, admin);
  expect(reverted.version).toBe(3);
  expect(reverted.body).toEqual(original.body);

  // Export: the stored body as a file.
  await openEditor(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('screen-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('view-index-v3.json');
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(exported).toEqual(original.body);

  // A broken file: refused with its field paths, nothing changes.
  const broken = { ...original.body, script: 'alert(1)', widgets: [{ ...original.body.widgets[0], onClick: 'alert(1)' }, ...original.body.widgets.slice(1)] };
  await page.getByTestId('screen-import-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  const problems = page.getByTestId('screen-editor-problems');
  await expect(problems).toBeVisible();
  await expect(page.locator('.arco-modal')).toContainText('导入失败，大屏未作任何修改');
  await expect(problems).toContainText('json.widgets.0');
  await expect(problems).toContainText('script');
  await shot(page, { path: `${SHOTS}/screen-editor-import-error.png` });
  await page.locator('.arco-modal-footer .arco-btn').click();
  await expect(problems).toHaveCount(0);
  await page.getByTestId('screen-import-file').setInputFiles({ name: 'not.json', mimeType: 'application/json', buffer: Buffer.from('{"route": ') });
  await expect(problems).toContainText('json');
  await page.locator('.arco-modal-footer .arco-btn').click();
  const after = await stored(request, admin);
  expect(after.version).toBe(3);
  expect(after.body).toEqual(original.body);
  await expect(page.getByTestId('screen-editor')).toHaveAttribute('data-version', '3');

  // The screen tab: its properties.
  await page.locator('.screen-editor__panel .arco-tabs-header-title', { hasText: '大屏' }).click();
  await expect(page.getByTestId('screen-title')).toHaveValue(original.body.title);
  await shot(page, { path: `${SHOTS}/screen-editor-screen-tab.png` });
  await page.context().close();
});

test('a save after someone else’s says so and offers the latest version', async ({ request, pageAs, accounts }) => {
  const admin = await accounts.token('admin');
  const page = await pageAs('admin', { viewport: HD });
  await openEditor(page);
  const start = await stored(request, admin);
  await stageItem(page, 'kpiCount').click();
  await page.getByTestId('widget-title').fill('本地修改的标题');
  await expect(page.getByTestId('screen-editor-dirty')).toBeVisible();

  // Someone else saves first.
  const other = await call<StoredScreen>(request, admin, 'POST', 'screen/save', { id: start.id, version: start.version, body: start.body });
  expect(other.code, other.message).toBe(200);

  await page.getByTestId('screen-save').click();
  await expect(page.locator('.arco-modal')).toContainText('大屏已被他人修改');
  await page.locator('.arco-modal-footer .arco-btn-primary', { hasText: '重新加载' }).click();
  await expect(message(page, `已载入最新版本 v${start.version + 1}`)).toBeVisible();
  await expect(page.getByTestId('screen-editor')).toHaveAttribute('data-version', String(start.version + 1));
  await expect(page.getByTestId('screen-editor-dirty')).toHaveCount(0);
  await expect(page.locator('.screen-editor__stage [data-widget="kpiCount"] .screen-widget__text')).toHaveText('合同数量');
  expect((await stored(request, admin)).version).toBe(start.version + 1);
  await page.context().close();
});

test('a clerk (no screen.edit) sees the wall without an edit button', async ({ pageAs }) => {
  const page = await pageAs('clerk', { viewport: HD });
  await page.goto('/#/view-index');
  await expectReady(page);
  await page.mouse.move(900, 500);
  await page.mouse.move(960, 540);
  await expect(page.getByTestId('screen-refresh')).toBeVisible();
  await expect(page.getByTestId('screen-edit')).toHaveCount(0);
  await page.context().close();
});

test('a contract registered through the API shows on an open wall within 5 seconds, without a reload', async ({ request, pageAs, accounts }) => {
  const page = await pageAs('admin', { viewport: HD });
  const stream = page.waitForResponse((r) => r.url().includes('/api/admin/events/stream'));
  await page.goto('/#/view-index');
  await expectReady(page);
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  const before = await settledKpi(page, 'kpiCount');

  await registerContract(request, accounts, '大屏实时更新测试合同');
  const at = Date.now();
  await expect.poll(() => kpiValue(page, 'kpiCount'), { timeout: 5000, intervals: [100] }).toBe(before + 1);
  expect(Date.now() - at).toBeLessThan(5000);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await page.context().close();
});

test('a shared display without a session follows the public stream', async ({ request, pageAs, accounts }) => {
  const admin = await accounts.token('admin');
  const screen = await call<{ id: number }>(request, admin, 'GET', 'screen/byRoute?route=%2Fpublic-view-index');
  const link = await call<{ url: string }>(request, admin, 'POST', 'screen/share/create', { id: screen.result.id, days: 1 });
  expect(link.code, link.message).toBe(200);
  const guest = await pageAs(null, { viewport: HD });
  const stream = guest.waitForResponse((r) => r.url().includes('/api/screen-share/events'));
  await guest.goto(link.result.url);
  await expectReady(guest);
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(guest.getByTestId('screen-edit')).toHaveCount(0);
  const before = await settledKpi(guest, 'kpiTotal');

  await registerContract(request, accounts, '公开大屏实时更新测试合同');
  await expect.poll(() => kpiValue(guest, 'kpiTotal'), { timeout: 5000, intervals: [100] }).toBe(before + 1);
  expect(await guest.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await guest.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await guest.context().close();
});
