/**
 * Accessibility basics: the login page puts the cursor in its first field; a wall shows no serious or
 * critical violation of WCAG 2 A/AA (axe-core). The login and workspace pages are not checked by axe
 * yet: it finds ARIA faults in Arco's Menu and Tabs markup, low-contrast grey texts and link names
 * that differ from their text, which issue 17 still has to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitRendered } from './helpers/screens';
import { expect, test } from './fixtures';

/** The serious and critical violations on the page as it is now: rule, impact and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the login page puts the cursor in the account field', async ({ pageAs }) => {
  const page = await pageAs(null);
  await page.goto('/#/user/login');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByPlaceholder('账户名或邮箱')).toBeFocused();
  await page.keyboard.type('clerk');
  await expect(page.getByPlaceholder('账户名或邮箱')).toHaveValue('clerk');
});

test('the leader\'s wall: nothing serious for axe', async ({ pageAs }) => {
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
