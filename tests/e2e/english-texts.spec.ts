/**
 * In English the product speaks English: every page of the workspace (each route of the main layout
 * in src/router/routes.tsx, the detail pages with a record), the sign-in page and a wall, opened
 * in en-US, shows no Chinese text outside user data. User data is what people typed or what the
 * seed stands in for (names of units, persons, contracts, messages): it stays as typed, and the page
 * marks it so: table bodies, a record's described values, and elements marked translate="no" (the
 * HTML attribute for content that is not to be translated). Everything else (headings, labels, buttons, menus, tabs, placeholders,
 * empty states, notices) must be in the user's language.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitRendered, widgetsNotReady } from './helpers/screens';
import { apiCall } from './helpers/session';

test.use({ viewport: { width: 1920, height: 1080 } });
// About 100 pages in one test.
test.setTimeout(300_000);

/** The workspace's routes without path parameters, read from the route table. */
function workspacePaths(): string[] {
  const source = readFileSync('src/router/routes.tsx', 'utf8');
  const paths = [...source.matchAll(/\bmain\('([^']+)'/g)].map((m) => m[1] as string).filter((p) => !p.includes(':'));
  return ['/dashboard/workplace', '/dashboard/analysis', ...paths];
}

/** The Chinese texts the page shows outside user data. */
async function chineseOutsideData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Chinese characters, and the full-width punctuation that goes with them ("：", "（").
    const cjk = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff01-\uff60]/;
    // Table rows, a record's described values and the text in a form's fields are data, and whatever
    // the page marks translate="no".
    const isData = (el: Element | null) => !!el?.closest('tbody, .arco-descriptions-item-value, textarea, [translate="no"]');
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !cjk.test(text) || !el || isData(el)) continue;
      // Only what is shown (a closed popup's text is not).
      if (!(el as HTMLElement).checkVisibility?.()) continue;
      found.add(text.slice(0, 80));
    }
    // A searchable select (or tree select) shows its chosen value as its input's placeholder: data when
    // the value is.
    const showsData = (el: Element) =>
      ['arco-select', 'arco-tree-select'].some(
        (cls) => !!el.closest(`.${cls}-view`)?.querySelector(`.${cls}-view-value [translate="no"]`),
      );
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (isData(el) || showsData(el) || !(el as HTMLElement).checkVisibility?.()) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr) ?? '';
        if (cjk.test(value)) found.add(`${attr}: ${value.slice(0, 80)}`);
      }
    }
    return [...found];
  });
}

/** Opens a page and waits until it has settled (its reads answered, no spinner left). */
async function open(page: Page, path: string) {
  await page.goto(`/#${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.arco-spin-loading, .arco-skeleton')).toHaveCount(0);
}

test('every workspace page in English shows no Chinese outside user data', async ({ page, signIn }) => {
  const token = await signIn(page, 'admin', undefined, { language: 'en-US' });
  const firstId = async (path: string) =>
    (await apiCall<{ records: { id: number }[] }>(page.request, token, 'POST', path, { data: {} })).result.records[0]?.id;
  const contractId = await firstId('contract/queryPage');
  const projectId = await firstId('project/queryPage');
  expect(contractId && projectId, 'a seeded contract and project').toBeTruthy();

  const paths = workspacePaths();
  expect(paths.length, 'the route table was read').toBeGreaterThan(80);
  paths.push(`/contract/detail?id=${contractId}`, `/project/project-detail?id=${projectId}`);

  const problems: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const texts = await chineseOutsideData(page);
    if (texts.length) problems.push(`${path}: ${texts.join(' | ')}`);
  }
  expect(problems, 'Chinese texts outside user data').toEqual([]);
});

test('the sign-in page and a wall in English show no Chinese outside user data', async ({ page, signIn }) => {
  await page.addInitScript(() => localStorage.setItem('app_language', 'en-US'));
  await page.goto('/#/user/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await chineseOutsideData(page)).toEqual([]);

  await signIn(page, 'leader', undefined, { language: 'en-US' });
  await page.goto('/#/view-index');
  await waitRendered(page, '/view-index');
  expect(await widgetsNotReady(page)).toEqual([]);
  expect(await chineseOutsideData(page)).toEqual([]);
});
