/**
 * Accessibility basics (issue 17): the login page puts the cursor in its first field; every focus stop
 * of the chrome shows a ring; axe-core finds no serious or critical violation of WCAG 2 A/AA on the
 * sign-in page (signed out), the workplace (also in English), a contract list, the contract detail
 * page (the demo clerk) and the leader's wall; the tab bar is one tablist whose tabs hold no control and
 * close with Delete. No axe rule is disabled and no element excluded.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiCall } from './helpers/session';
import { waitRendered } from './helpers/screens';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

/** The serious and critical violations on the page as it is now: rule, impact and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits until no Arco spinner is left in the page (the reads have come back). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
}

test('the login page puts the cursor in the account field', async ({ pageAs }) => {
  const page = await pageAs(null);
  await page.goto('/#/user/login');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByPlaceholder('账户名或邮箱')).toBeFocused();
  await page.keyboard.type('clerk');
  await expect(page.getByPlaceholder('账户名或邮箱')).toHaveValue('clerk');
});

test('the sign-in page, signed out: nothing serious for axe', async ({ pageAs }) => {
  const page = await pageAs(null);
  await page.goto('/#/user/login');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await shot(page, { path: `${SHOTS}/a11y-login.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the workplace, in Chinese and in English: nothing serious for axe', async ({ pageAs }) => {
  for (const language of ['zh-CN', 'en-US']) {
    const page = await pageAs('clerk', { language });
    await page.goto('/#/dashboard/workplace');
    await expect(page.getByTestId('workplace-message').first()).toBeVisible();
    await expect(page.getByTestId('workplace-shortcut').first()).toBeVisible();
    await settled(page);
    await shot(page, { path: `${SHOTS}/a11y-workplace-${language}.png` });
    expect.soft(await seriousViolations(page), language).toEqual([]);
  }
});

test('a contract list: nothing serious for axe', async ({ pageAs }) => {
  const page = await pageAs('clerk');
  await page.goto('/#/contract/underway-manage');
  await expect(page.getByTestId('contract-link').first()).toBeVisible();
  await settled(page);
  await shot(page, { path: `${SHOTS}/a11y-list.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contract detail page: nothing serious for axe', async ({ pageAs, accounts }) => {
  const page = await pageAs('clerk');
  const token = await accounts.token('clerk');
  const list = await apiCall<{ records: { id: number }[] }>(page.request, token, 'POST', 'contract/queryPage', { data: { view: 'execute', size: 1 } });
  const id = list.result.records[0]?.id;
  expect(id, 'a performing contract the clerk can see').toBeDefined();
  await page.goto(`/#/contract/detail?id=${id}`);
  await expect(page.getByTestId('contract-name')).toBeVisible();
  await settled(page);
  await shot(page, { path: `${SHOTS}/a11y-detail.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the tab bar: one tablist, no control inside a tab, and Delete closes the focused tab', async ({ pageAs }) => {
  const page = await pageAs('clerk');
  await page.goto('/#/dashboard/workplace');
  await expect(page.getByTestId('workplace')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/contract/underway-manage';
  });
  const bar = page.getByTestId('multi-tab');
  const tabs = bar.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(bar.getByRole('tab', { selected: true })).toHaveText('在办合同');
  // The close icons are for the mouse: out of the tab order and hidden from assistive technology.
  await expect(bar.locator('[role="tab"] [tabindex], [role="tab"] [role="button"]')).toHaveCount(0);
  await expect(bar.locator('.arco-tabs-close-icon').first()).toHaveAttribute('aria-hidden', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-keyshortcuts', 'Delete');
  await expect(tabs.first()).not.toHaveAttribute('aria-controls', /./);

  await tabs.filter({ hasText: '在办合同' }).focus();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveCount(1);
  await expect(page).toHaveURL(/#\/dashboard\/workplace$/);
  // The last tab stays, with the spec's refusal.
  await tabs.first().focus();
  await page.keyboard.press('Delete');
  await expect(page.locator('.arco-message')).toContainText('最后一个');
  await expect(tabs).toHaveCount(1);
});

test("the leader's wall: nothing serious for axe", async ({ pageAs }) => {
  const page = await pageAs('leader', { viewport: { width: 1920, height: 1080 } });
  await page.goto('/#/view-index');
  await waitRendered(page, '/view-index');
  expect(await seriousViolations(page)).toEqual([]);
});

/** Tabs through `stops` focus stops; every one inside `scope` (but text fields, whose border shows focus) must draw a ring. */
async function expectFocusRings(page: Page, scope: string, stops: number): Promise<number> {
  let checked = 0;
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const inScope = await page.evaluate((sel) => {
      const el = document.activeElement;
      return !!el?.closest(sel) && !(el instanceof HTMLInputElement) && !(el instanceof HTMLTextAreaElement);
    }, scope);
    if (!inScope) continue;
    // Arco's buttons animate their outline in (transition: all .1s): wait for it, not a fixed time.
    await expect
      .poll(() => page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const cs = getComputedStyle(el);
        return cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) >= 2;
      }), { message: `focus stop ${i + 1} in ${scope} shows a ring` })
      .toBe(true);
    checked++;
  }
  return checked;
}

test('every focus stop of the public layout and the header shows a focus ring', async ({ pageAs }) => {
  const visitor = await pageAs(null);
  await visitor.goto('/#/user/login');
  await expect(visitor.getByTestId('login-page')).toBeVisible();
  await visitor.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await expectFocusRings(visitor, '.public-layout', 12)).toBeGreaterThan(5);

  const clerk = await pageAs('clerk');
  await clerk.goto('/#/dashboard/workplace');
  await expect(clerk.getByTestId('main-header')).toBeVisible();
  await clerk.getByTestId('main-header').click({ position: { x: 400, y: 10 } });
  expect(await expectFocusRings(clerk, '.main-header', 10)).toBeGreaterThan(3);
});
