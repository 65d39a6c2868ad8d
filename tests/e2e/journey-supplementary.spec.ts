/**
 * Journey (e) of issue 6: a supplementary agreement. The clerk opens 补充协议 (/contract/OtherAgreement)
 * from the menu, chooses a main contract of its unit that is performing, registers a supplementary
 * agreement; the new contract shows its main contract under 关联协议 on its detail, and the main
 * contract's detail lists the new agreement among its linked agreements (both checked in the API).
 * Screenshots: test-results/screenshots/journey-e-*.png.
 */
import type { Page } from '@playwright/test';
import { detailOf, type JourneyDetail, type PageOf, pickOption, read, shooter } from './helpers/journey';
import { expect, test } from './fixtures';

interface LinkedDetail extends JourneyDetail {
  amountFen: number;
  parent: { id: number; code: string } | null;
  children: { id: number; code: string; name: string; attribute: string }[];
}

const shot = shooter('e');
const step = (page: Page, name: string) => page.getByTestId(`step-${name}`);

test('the clerk registers a supplementary agreement of a performing main contract', async ({ request, pageAs }) => {
  test.setTimeout(120_000);
  const me = await read<{ currentUnitId: number }>(request, 'clerk', 'GET', 'sys_user/getLoginUserInfo');
  // A performing main contract of the clerk's unit (setup: not part of the journey); not the first
  // ones, which other specs take.
  const mains = await read<PageOf<{ id: number; code: string; name: string }>>(request, 'clerk', 'POST', 'contract/queryPage', {
    size: 20,
    status: ['performing'],
    attribute: 'main',
    unitId: me.currentUnitId,
  });
  expect(mains.records.length, 'the demo seed has performing main contracts of the clerk').toBeGreaterThan(0);
  const parent = mains.records[Math.min(7, mains.records.length - 1)]!;
  const before = await read<LinkedDetail>(request, 'clerk', 'GET', 'contract/detail', { id: parent.id });

  const page = await pageAs('clerk');
  await page.goto('/#/dashboard/workplace');
  const menu = page.getByTestId('side-menu');
  const entry = menu.locator('.main-menu-title').getByText('补充协议', { exact: true });
  await expect(menu).toBeVisible();
  if (!(await entry.isVisible())) await menu.locator('.arco-menu-inline-header', { hasText: '合同管理' }).click();
  await entry.click();
  await expect(page).toHaveURL(/#\/contract\/OtherAgreement/);
  await expect(page.getByTestId('other-agreement')).toBeVisible();
  await shot(page, 'other-agreement');

  await pickOption(page, page.getByTestId('field-parentId'), parent.code, parent.code);
  await expect(page.getByTestId('field-name')).toHaveValue(`${parent.name}补充协议`);
  const name = `${parent.name}补充协议（E2E${Date.now() % 100000}）`;
  await page.getByTestId('field-name').fill(name);
  await shot(page, 'basic', true);

  await page.getByTestId('step-next').click();
  await expect(step(page, 'parties')).toBeVisible();
  await shot(page, 'parties', true);
  await page.getByTestId('step-next').click();
  await expect(step(page, 'money')).toBeVisible();
  const amount = page.locator('[data-testid=field-amount] input, input[data-testid=field-amount]').first();
  await amount.fill('8800');
  await amount.blur();
  await shot(page, 'money', true);

  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/#\/contract\/detail\?id=\d+/);
  const childId = Number(/id=(\d+)/.exec(page.url())?.[1]);
  expect(childId).not.toBe(parent.id);
  const child = await read<LinkedDetail>(request, 'clerk', 'GET', 'contract/detail', { id: childId });
  expect(child).toMatchObject({ name, attribute: 'supplementary', parentId: parent.id, status: 'registered', amountFen: 880_000, unitId: before.unitId });
  expect(child.parent?.id).toBe(parent.id);

  // The child shows its main contract.
  await expect(page.getByTestId('contract-name')).toHaveText(name);
  await page.getByTestId('contract-tab-links').click();
  const links = page.getByTestId('contract-links');
  await expect(links).toContainText('主合同');
  await expect(links).toContainText(parent.code);
  await expect(links.getByTestId('contract-linked')).toHaveText([parent.name]);
  await shot(page, 'child-detail-links');

  // The main contract lists it among its linked agreements.
  await links.getByTestId('contract-linked').filter({ hasText: parent.name }).click();
  await expect(page).toHaveURL(new RegExp(`#/contract/detail\\?id=${parent.id}`));
  const after = await read<LinkedDetail>(request, 'clerk', 'GET', 'contract/detail', { id: parent.id });
  expect(after.children.map((c) => c.id)).toEqual([...before.children.map((c) => c.id), childId]);
  expect(after.status).toBe(before.status);
  await expect(page.getByTestId('contract-name')).toHaveText(parent.name);
  await page.getByTestId('contract-tab-links').click();
  const mainLinks = page.getByTestId('contract-links');
  await expect(mainLinks.getByTestId('contract-linked')).toHaveCount(after.children.length + (after.parent ? 1 : 0));
  const row = mainLinks.locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText('补充协议');
  await expect(row).toContainText(child.code);
  await shot(page, 'main-detail-links');
  expect((await detailOf(request, 'clerk', childId)).status).toBe('registered');
  await page.context().close();
});
