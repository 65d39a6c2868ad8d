/**
 * Every list fits the screen (issue 17). For each list route, in one page, navigated by its hash:
 * - at 1920x1080 the table does not scroll sideways, no header text is cut (no header wider than its
 *   cell, no word of a header broken), dates and times stay on one line and no cell is left blank
 *   ('--' instead), in Chinese and in English (whose labels are longer);
 * - at 1366x768 the table does not scroll sideways either and the columns a user needs (number or
 *   code, name, status, risk code, amount, the row's action) are there and inside the table's
 *   visible viewport, not under a fixed column; the others fold into the expandable row.
 * The administrator reaches every list; the contract and workflow lists are checked as the clerk
 * too. A row of a narrow contract list expands to show the columns folded out of it. Screenshots of a few lists at both sizes go to test-results/screenshots/lists-fit-*.png.
 */
import type { Page } from '@playwright/test';
import type { Messages } from '../../src/i18n';
import { TEXTS as EN_US } from '../../src/i18n/texts/en-US';
import { TEXTS as ZH_CN } from '../../src/i18n/texts/zh-CN';
import { SHOTS_WANTED, shot } from './helpers/shots';
import { expect, test } from './fixtures';

type Key = keyof Messages;

interface ListRoute {
  path: string;
  /** The headers (i18n keys) that must stay visible at 1366. */
  keys: Key[];
  /** Checked as the clerk too (the contract and workflow lists). */
  clerk?: boolean;
}

const CONTRACT_KEYS: Key[] = [
  'contractLists.col.code',
  'contractLists.col.name',
  'contractLists.col.status',
  'contractLists.col.riskCode',
  'contractLists.col.amount',
];
const WITH_ACTIONS: Key[] = [...CONTRACT_KEYS, 'contractLists.col.actions'];
const WORKFLOW_KEYS: Key[] = ['workflow.col.title', 'workflow.col.contract', 'workflow.col.deadline', 'workflow.col.actions'];

/** A contract list; the filing and supervision lists are not the clerk's. */
const contract = (path: string, keys = CONTRACT_KEYS, clerk = true): ListRoute => ({ path, keys, clerk });
const workflow = (path: string, extra: Key[] = []): ListRoute => ({ path, keys: [...WORKFLOW_KEYS, ...extra], clerk: true });

const LISTS: ListRoute[] = [
  contract('/contract/underway-manage'),
  contract('/contract/draft-manager', WITH_ACTIONS),
  contract('/contract/execute-manager'),
  contract('/contract/archived-manage'),
  contract('/contract/record-manage', WITH_ACTIONS, false),
  contract('/contract/record-conditional', WITH_ACTIONS, false),
  contract('/contract/supervise-manage', CONTRACT_KEYS, false),
  contract('/contract/area-supervise', CONTRACT_KEYS, false),
  contract('/contractquerypage/getListByMyUnit'),
  contract('/contract/transfer-manage'),
  contract('/contract/red-code-contract'),
  workflow('/backlog/me/wait-backlog'),
  workflow('/backlog/me/already-backlog', ['workflow.col.result']),
  workflow('/approval/me/wait-approval'),
  workflow('/approval/me/already-approval', ['workflow.col.result']),
  workflow('/carboncopy/me-carboncopy', ['workflow.col.read']),
  workflow('/carboncopy/send-carboncopy', ['workflow.col.read']),
  { path: '/project/underway-manage', keys: ['projects.field.code', 'projects.field.name', 'projects.field.status', 'projects.field.budget', 'projects.list.actions'] },
  { path: '/project/archived-manage', keys: ['projects.field.code', 'projects.field.name', 'projects.field.status', 'projects.field.budget', 'projects.list.actions'] },
  { path: '/system/menu-manage', keys: ['systemMenus.col.title', 'systemMenus.col.type', 'systemMenus.col.path', 'systemMenus.col.actions'] },
  { path: '/system/user-manage', keys: ['systemUsers.col.username', 'systemUsers.col.realName', 'systemUsers.col.status', 'systemUsers.col.actions'] },
  { path: '/system/role-manage', keys: ['systemRoles.col.name', 'systemRoles.col.code', 'systemRoles.col.actions'] },
  {
    path: '/system/CounterpartManager',
    keys: ['systemCounterparts.col.name', 'systemCounterparts.col.creditCode', 'systemCounterparts.col.rating', 'systemCounterparts.col.actions'],
  },
  {
    path: '/system/company-user-manager',
    keys: ['systemCounterparts.cu.col.username', 'systemCounterparts.cu.col.realName', 'systemCounterparts.cu.col.status', 'systemCounterparts.col.actions'],
  },
  { path: '/system/lawer-manage', keys: ['lawyers.col.name', 'lawyers.col.firm', 'lawyers.col.licenceNo', 'registries.actions'] },
  { path: '/system/sealSn-manage', keys: ['seals.col.sealSn', 'seals.col.sealName', 'seals.col.status', 'registries.actions'] },
  { path: '/system/tag-manage', keys: ['tags.col.name', 'registries.actions'] },
  {
    path: '/system/template-manage',
    keys: ['templates.manage.col.name', 'templates.manage.col.category', 'templates.manage.col.status', 'templates.manage.col.actions'],
  },
  { path: '/system/calendar', keys: ['calendar.col.date', 'calendar.col.kind', 'calendar.col.name', 'calendar.actions'] },
  { path: '/system/time-rules', keys: ['timeRules.col.rule', 'timeRules.col.value', 'timeRules.actions'] },
  { path: '/system/file-test', keys: ['systemUnits.files.col.name', 'systemUnits.files.col.status', 'systemUnits.files.col.actions'] },
  { path: '/contract/matter-test', keys: ['matters.try.kind', 'matters.try.step', 'matters.try.page'] },
  { path: '/list/table-list', keys: ['examples.col.code', 'examples.col.name', 'examples.col.status', 'examples.col.amount'] },
];

const FULL_HD = { width: 1920, height: 1080 };
const LAPTOP = { width: 1366, height: 768 };
const SHOTS = 'test-results/screenshots';
/** The lists whose screenshots are kept (E2E_SHOTS=1). */
const SHOT_PATHS = new Set(['/contract/underway-manage', '/carboncopy/me-carboncopy', '/system/user-manage', '/project/underway-manage']);

/** A screenshot of the page (E2E_SHOTS=1) once its table has taken the columns that fit (FitTable). */
async function listShot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return;
  await expect(page.locator('.main-page .fit-table').first()).toHaveAttribute('data-fits', '');
  await shot(page, { path: `${SHOTS}/lists-fit-${name}.png` });
}

/** The tables of the page shown (the main layout renders one page at a time). */
const tables = (page: Page) => page.locator('.main-page .arco-table');

/**
 * Opens a list by its hash and waits until its tables show rows or their empty state. The tables of
 * the page left are marked first, so that only the new page's are waited for.
 */
async function openList(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).hash !== `#${path}`) {
    await page.evaluate(() => {
      for (const table of document.querySelectorAll('.main-page .arco-table')) table.setAttribute('data-left', '');
    });
    await page.goto(`/#${path}`);
  }
  await expect(page.locator('.main-page .arco-table[data-left]')).toHaveCount(0);
  await expect(tables(page).first()).toBeVisible();
  await expect(page.locator('.main-page .arco-spin-loading')).toHaveCount(0);
  for (const table of await tables(page).all()) {
    await expect(table.locator('tbody .arco-table-tr:not(.arco-table-empty-row), .arco-table-no-data').first()).toBeVisible();
  }
}

interface FitReport {
  /** Tables whose scroll container is wider than what it shows: "scrollWidth > clientWidth". */
  scrolls: string[];
  /** Header texts cut off, or with a word broken. */
  cutHeaders: string[];
  /** Dates or times on more than one line, or cut. */
  wrappedTimes: string[];
  /** Cells that show nothing (they should read '--'). */
  blankCells: string[];
}

/** Measures the page's tables in the browser. */
function measure(page: Page): Promise<FitReport> {
  return page.evaluate(() => {
    const report = { scrolls: [] as string[], cutHeaders: [] as string[], wrappedTimes: [] as string[], blankCells: [] as string[] };
    const canvas = document.createElement('canvas').getContext('2d')!;
    /** The widest run of text that cannot break (a word; CJK breaks anywhere). */
    const widestWord = (el: Element, text: string): number => {
      const style = getComputedStyle(el);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const words = text.split(/[\s\u3000-\u9fff\uff00-\uffef]+/).filter(Boolean);
      return Math.max(0, ...words.map((w) => canvas.measureText(w).width));
    };
    const lines = (el: Element): number => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
    for (const table of document.querySelectorAll('.main-page .arco-table')) {
      for (const scroller of table.querySelectorAll('.arco-table-content-inner, .arco-table-body')) {
        if (scroller.scrollWidth <= scroller.clientWidth + 1) continue;
        // What sticks out: the columns whose cells reach past the table's right edge.
        const edge = scroller.getBoundingClientRect().right + 1;
        const heads = table.querySelectorAll('thead th');
        const out = new Set<string>();
        for (const cell of scroller.querySelectorAll('th, td')) {
          const right = Math.max(...[cell, ...cell.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right));
          if (right > edge) out.add((heads[(cell as HTMLTableCellElement).cellIndex]?.textContent ?? '').trim());
        }
        report.scrolls.push(`${scroller.scrollWidth} > ${scroller.clientWidth} (${[...out].join(', ')})`);
      }
      for (const th of table.querySelectorAll('thead th')) {
        const title = th.querySelector('.arco-table-th-item-title') ?? th;
        const text = (title.textContent ?? '').trim();
        if (!text) continue;
        // Not the th itself: a fixed column's shadow (::after) reaches past it.
        const boxes = [...th.querySelectorAll('.arco-table-th-item, .arco-table-cell-with-sorter, .arco-table-th-item-title')];
        const overflow = boxes.some((el) => el.scrollWidth > el.clientWidth + 1);
        if (overflow || widestWord(title, text) > title.getBoundingClientRect().width + 1) report.cutHeaders.push(text);
      }
      for (const td of table.querySelectorAll('tbody tr.arco-table-tr:not(.arco-table-empty-row) > td')) {
        const cell = td.querySelector('.arco-table-cell') ?? td;
        const text = (cell.textContent ?? '').trim();
        // Blank: no text and nothing drawn (an image, a switch, a placeholder box).
        const drawn = [...cell.querySelectorAll('*')].some((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0);
        if (!text && !drawn) {
          const header = table.querySelectorAll('thead th')[(td as HTMLTableCellElement).cellIndex];
          report.blankCells.push((header?.textContent ?? '').trim() || `column ${(td as HTMLTableCellElement).cellIndex}`);
        }
        for (const el of [cell, ...cell.querySelectorAll('*')]) {
          const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();
          if (TIME.test(own) && (lines(el) > 1 || cell.scrollWidth > cell.clientWidth + 1)) report.wrappedTimes.push(own);
        }
      }
    }
    report.blankCells = [...new Set(report.blankCells)];
    report.wrappedTimes = [...new Set(report.wrappedTimes)];
    return report;
  });
}

/** The key headers not inside the table's visible viewport (missing, cut by its edges, or under a fixed column). */
function hiddenHeaders(page: Page, headers: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const table = document.querySelector('.main-page .arco-table');
    const viewport = table?.querySelector('.arco-table-content-inner, .arco-table-header, .arco-table-body')?.getBoundingClientRect();
    if (!table || !viewport) return wanted;
    const ths = [...table.querySelectorAll('thead th')];
    const fixed = ths.filter((th) => /arco-table-col-fixed-(left|right)/.test(th.className)).map((th) => th.getBoundingClientRect());
    return wanted.filter((text) => {
      const th = ths.find((h) => (h.querySelector('.arco-table-th-item-title') ?? h).textContent?.trim() === text);
      if (!th) return true;
      const box = th.getBoundingClientRect();
      if (box.width < 8 || box.left < viewport.left - 1 || box.right > viewport.right + 1) return true;
      if (/arco-table-col-fixed-(left|right)/.test(th.className)) return false;
      return fixed.some((f) => box.left < f.right - 1 && box.right > f.left + 1);
    }).map((text) => {
      const th = ths.find((h) => (h.querySelector('.arco-table-th-item-title') ?? h).textContent?.trim() === text);
      const box = th?.getBoundingClientRect();
      return box ? `${text} (${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(viewport.left)}-${Math.round(viewport.right)})` : `${text} (missing)`;
    });
  }, headers);
}

/**
 * Checks go on to the next list when one fails, so that a run lists every list that does not fit;
 * each is polled for a moment, as a table takes its final columns a frame after its container's
 * width changes (a page scroll bar appearing).
 */
const check = expect.configure({ soft: true, timeout: 3_000 });

async function checkFits(page: Page, path: string, what: string): Promise<void> {
  await check
    .poll(() => measure(page), { message: `${path} ${what}: sideways scroll, cut headers, wrapped times or blank cells` })
    .toEqual({ scrolls: [], cutHeaders: [], wrappedTimes: [], blankCells: [] });
}

async function checkKeyColumns(page: Page, path: string, what: string, headers: string[]): Promise<void> {
  await check.poll(() => hiddenHeaders(page, headers), { message: `${path} ${what}: key columns not in view` }).toEqual([]);
  await check.poll(async () => (await measure(page)).scrolls, { message: `${path} ${what}: the table scrolls sideways` }).toEqual([]);
}

for (const [account, routes] of [
  ['admin', LISTS],
  ['clerk', LISTS.filter((l) => l.clerk)],
] as const) {
  test(`as ${account}, every list fits 1920x1080 and keeps its key columns in view at 1366x768`, async ({ page, signIn }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(FULL_HD);
    await signIn(page, account, routes[0]!.path);
    for (const { path } of routes) {
      await test.step(`${path} at 1920`, async () => {
        await openList(page, path);
        await checkFits(page, path, 'at 1920');
        if (SHOT_PATHS.has(path)) await listShot(page, `${account}-1920${path.replaceAll('/', '-')}`);
      });
    }
    await page.setViewportSize(LAPTOP);
    for (const { path, keys } of routes) {
      await test.step(`${path} at 1366`, async () => {
        await openList(page, path);
        await checkKeyColumns(page, path, 'at 1366', keys.map((k) => ZH_CN[k]));
        if (SHOT_PATHS.has(path)) await listShot(page, `${account}-1366${path.replaceAll('/', '-')}`);
      });
    }
  });
}

test('at 1366x768 the columns that fold out of a contract list show in the expansion of a row', async ({ page, signIn }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'clerk', '/contract/underway-manage');
  await openList(page, '/contract/underway-manage');
  const table = page.getByTestId('contract-table');
  const folded = [ZH_CN['contractLists.col.updatedAt'], ZH_CN['contractLists.col.counterparts']];
  for (const title of folded) await expect(table.locator('thead th', { hasText: title })).toHaveCount(0);
  await table.locator('tbody .arco-table-tr').first().getByRole('button', { name: ZH_CN['table.expandRow'] }).click();
  const expansion = table.getByTestId('fit-table-folded');
  await expect(expansion).toHaveCount(1);
  for (const title of folded) await expect(expansion).toContainText(title);
  await expect(table.getByRole('button', { name: ZH_CN['table.collapseRow'] })).toHaveAttribute('aria-expanded', 'true');
  await listShot(page, 'clerk-1366-expanded');
});

test('in English every list fits 1920x1080 and keeps its key columns in view at 1366x768', async ({ page, signIn }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(FULL_HD);
  await signIn(page, 'admin', LISTS[0]!.path, { language: 'en-US' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  for (const { path } of LISTS) {
    await test.step(`${path} at 1920`, async () => {
      await openList(page, path);
      await checkFits(page, path, 'in English at 1920');
      if (SHOT_PATHS.has(path)) await listShot(page, `en-1920${path.replaceAll('/', '-')}`);
    });
  }
  await page.setViewportSize(LAPTOP);
  for (const { path, keys } of LISTS) {
    await test.step(`${path} at 1366`, async () => {
      await openList(page, path);
      await checkKeyColumns(page, path, 'in English at 1366', keys.map((k) => EN_US[k]));
      if (SHOT_PATHS.has(path)) await listShot(page, `en-1366${path.replaceAll('/', '-')}`);
    });
  }
});
