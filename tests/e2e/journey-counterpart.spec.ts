/**
 * Journey (d) of issue 6: a counterpart user sees only its contracts. The demo company user signs in
 * on the login page; its contract lists show as many contracts as the company API counts, every row
 * names 浙江之江建设集团有限公司 (and every contract the API lists has it as a party); the detail of
 * one of them opens from the list; another unit's contract typed into the address bar shows 403/404
 * and nothing of it; the menu has no staff pages and a staff page typed in shows 403.
 * Screenshots: test-results/screenshots/journey-d-*.png.
 */
import type { Page } from '@playwright/test';
import { COMPANY, type JourneyDetail, type PageOf, raw, read, shooter, signInByForm } from './helpers/journey';
import { expect, test } from './fixtures';

interface Row {
  id: number;
  name: string;
  counterparts: string[];
}

const shot = shooter('d');
const LISTS: [view: string, path: string, name: string][] = [
  ['underway', '/contract/underway-manage', 'underway'],
  ['execute', '/contract/execute-manager', 'execute'],
  ['archived', '/contract/archived-manage', 'archived'],
];
const STAFF_MENU = ['合同登记', '草稿箱', '备案管理', '监督合同', '司法局监督', '单位合同库', '红码合同', '补充协议', '我的待办', '待我审批', '系统管理', '分析页', '新建项目'];

const table = (page: Page) => page.getByTestId('contract-table');

/**
 * Every row of the list shown names `company` among its counterparts: in the row, or in the row's
 * expansion when the counterparts column folded out of the table (FitTable, when the list does not fit).
 */
async function expectEveryRowNames(page: Page, company: string, count: number) {
  const rows = table(page).locator('tbody .arco-table-tr:not(.arco-table-expand-content)');
  await expect(rows).toHaveCount(count);
  const folded = (await table(page).locator('thead th', { hasText: '相对方' }).count()) === 0;
  if (folded) for (const row of await rows.all()) await row.getByRole('button', { name: '展开其余各列' }).click();
  const texts = folded ? page.getByTestId('fit-table-folded') : rows;
  await expect(texts).toHaveCount(count);
  for (const text of await texts.allInnerTexts()) expect(text).toContain(company);
}

test('a counterpart user sees only the contracts its company is party to', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await signInByForm(browser, 'company');
  await shot(page, 'workplace');

  // The menu: contract lists and signing, no staff pages.
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('在办合同');
  for (const title of STAFF_MENU) await expect(menu, `no ${title} in the company's menu`).not.toContainText(title);

  let opened: Row | null = null;
  for (const [view, path, name] of LISTS) {
    // Every contract the company API lists for the view has the company as a party.
    const all: Row[] = [];
    let api: PageOf<Row> = { records: [], total: 0 };
    for (let current = 1; current === 1 || all.length < api.total; current++) {
      api = await read<PageOf<Row>>(request, 'company', 'POST', 'contract/queryPage', { view, current, size: 100 });
      all.push(...api.records);
      if (!api.records.length) break;
    }
    expect(all.length).toBe(api.total);
    for (const r of all) expect(r.counterparts, `${r.name} lists the company`).toContain(COMPANY);

    await page.goto(`/#${path}`);
    await expect(page.getByTestId('contract-list')).toHaveAttribute('data-view', view);
    await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', String(api.total));
    if (api.total === 0) {
      await expect(table(page).locator('.arco-empty')).toBeVisible();
    } else {
      await expectEveryRowNames(page, COMPANY, Math.min(api.total, 10));
      opened ??= all[0]!;
    }
    await expect(page.getByTestId('export-excel')).toHaveCount(0);
    await shot(page, `list-${name}`);
  }
  expect(opened, 'the company has contracts in its lists').not.toBeNull();

  // One of them opens from the list.
  await page.goto('/#/contract/underway-manage');
  const first = await read<PageOf<Row>>(request, 'company', 'POST', 'contract/queryPage', { view: 'underway', current: 1, size: 10 });
  const row = first.records[0]!;
  await table(page).getByTestId('contract-link').filter({ hasText: row.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`#/contract/detail\\?id=${row.id}`));
  await expect(page.getByTestId('contract-name')).toHaveText(row.name);
  const detail = await read<JourneyDetail>(request, 'company', 'GET', 'contract/detail', { id: row.id });
  expect(detail.parties.some((p) => p.kind === 'counterpart' && p.name === COMPANY)).toBe(true);
  await expect(page.getByTestId('contract-detail-header')).toBeVisible();
  await expect(page.locator('[data-testid^="contract-move-"]')).toHaveCount(0);
  await shot(page, 'detail');

  // Another unit's contract where the company is not a party: typed address shows 403 or 404.
  const others = await read<PageOf<Row>>(request, 'admin', 'POST', 'contract/queryPage', { view: 'execute', size: 50 });
  const foreign = others.records.find((r) => !r.counterparts.includes(COMPANY));
  expect(foreign, 'a contract the company is not party to').toBeDefined();
  const refused = await raw(request, 'company', 'GET', 'contract/detail', { id: foreign!.id });
  expect([403, 500]).toContain(refused.code);
  await page.goto(`/#/contract/detail?id=${foreign!.id}`);
  await expect(page.locator('[data-testid=page-403], [data-testid=page-404]')).toBeVisible();
  await expect(page.getByText(foreign!.name)).toHaveCount(0);
  await shot(page, 'foreign-detail');

  // A staff page typed in: the 403 page.
  await page.goto('/#/contract/step-register');
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page.getByTestId('contract-register')).toHaveCount(0);
  await shot(page, 'staff-page-403');

  // 红码合同 is not in its menu; typed in, it still lists only the company's own contracts.
  await page.goto('/#/contract/red-code-contract');
  const red = await read<PageOf<Row>>(request, 'company', 'POST', 'contract/queryPage', { view: 'redCode', size: 100 });
  await expect(page.getByTestId('contract-list-total')).toHaveAttribute('data-total', String(red.total));
  for (const r of red.records) expect(r.counterparts).toContain(COMPANY);
  if (red.total) await expectEveryRowNames(page, COMPANY, Math.min(red.total, 10));
  await page.context().close();
});
