/**
 * The multi-tab bar (spec section 2), as the demo clerk: a tab per visited page in visiting order;
 * closing the current tab activates its neighbour; closing left, right and others; the spec's three
 * refusals; renaming, and tabs (order and new title) surviving a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES, loadLanguage, type MessageKey, translate } from '../../src/i18n';
import { shot } from './helpers/shots';
import { expect, type SignIn, test } from './fixtures';

const USERNAME = process.env.E2E_USERNAME || 'clerk';
const SHOTS = 'test-results/screenshots';

/** Pages every signed-in staff user may open, with their route titles. */
const PAGES = {
  workplace: { path: '/dashboard/workplace', title: 'route.workplace' },
  backlog: { path: '/backlog/me/wait-backlog', title: 'route.waitBacklog' },
  center: { path: '/account/center', title: 'route.accountCenter' },
  settings: { path: '/account/settings/basic', title: 'route.accountBasic' },
} as const satisfies Record<string, { path: string; title: MessageKey }>;
type PageName = keyof typeof PAGES;

// The texts of languages other than zh-CN are lazy chunks in the app.
test.beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
});

function bar(page: Page): Locator {
  return page.getByTestId('multi-tab');
}

function labels(page: Page): Locator {
  return bar(page).locator('.multi-tab-label');
}

function activeLabel(page: Page): Locator {
  return bar(page).locator('.arco-tabs-header-title-active .multi-tab-label');
}

class TabsPage {
  constructor(
    readonly page: Page,
    readonly lang: string,
  ) {}

  text(key: MessageKey): string {
    return translate(this.lang, key);
  }

  title(name: PageName): string {
    return this.text(PAGES[name].title);
  }

  /** Goes to a page inside the app (a hash change, no reload) and waits for its tab to be active. */
  async visit(name: PageName): Promise<void> {
    await this.page.evaluate((path) => {
      window.location.hash = `#${path}`;
    }, PAGES[name].path);
    await expect(activeLabel(this.page)).toHaveText(this.title(name));
  }

  async expectTabs(names: PageName[], active: PageName): Promise<void> {
    await expect(labels(this.page)).toHaveText(names.map((n) => this.title(n)));
    await expect(activeLabel(this.page)).toHaveText(this.title(active));
    await expect(this.page).toHaveURL(new RegExp(`#${PAGES[active].path}$`));
  }

  label(name: PageName): Locator {
    return labels(this.page).getByText(this.title(name), { exact: true });
  }

  /** Clicks the tab and waits until its page shows. */
  async activate(name: PageName): Promise<void> {
    await this.label(name).click();
    await expect(activeLabel(this.page)).toHaveText(this.title(name));
    await expect(this.page).toHaveURL(new RegExp(`#${PAGES[name].path}$`));
  }

  /** Right-clicks the tab and picks an entry of its context menu. */
  async fromContextMenu(name: PageName, entry: MessageKey): Promise<void> {
    await this.label(name).click({ button: 'right' });
    await this.pick(entry);
  }

  /** Picks an entry of the menu at the right end of the bar (acts on the active tab). */
  async fromBarMenu(entry: MessageKey): Promise<void> {
    await this.page.getByTestId('multi-tab-actions').click();
    await this.pick(entry);
  }

  async pick(entry: MessageKey): Promise<void> {
    const item = this.page.locator('.arco-dropdown-menu-item:visible', { hasText: this.text(entry) });
    await expect(item).toHaveCount(1);
    await item.click();
    // The menu closes. (Any other dropdown item: the pointer left on the header after the click can
    // open the user menu, which opens on hover.)
    await expect(item).toHaveCount(0);
  }

  async expectNotice(key: MessageKey): Promise<void> {
    await expect(this.page.locator('.arco-message').getByText(this.text(key), { exact: true }).last()).toBeVisible();
  }
}

async function start(page: Page, signIn: SignIn, lang = 'zh-CN'): Promise<TabsPage> {
  await signIn(page, USERNAME, undefined, { language: lang });
  await page.goto(`/#${PAGES.workplace.path}`);
  const tabs = new TabsPage(page, lang);
  await expect(bar(page)).toBeVisible();
  await tabs.expectTabs(['workplace'], 'workplace');
  return tabs;
}

test('each visited page gets a tab, in visiting order; clicking a tab goes there', async ({ page, signIn }) => {
  const tabs = await start(page, signIn);
  await tabs.visit('backlog');
  await tabs.visit('center');
  await tabs.visit('settings');
  await tabs.expectTabs(['workplace', 'backlog', 'center', 'settings'], 'settings');

  // Visiting an open page again activates its tab; no second tab.
  await tabs.visit('backlog');
  await tabs.expectTabs(['workplace', 'backlog', 'center', 'settings'], 'backlog');

  await tabs.activate('workplace');
  await tabs.expectTabs(['workplace', 'backlog', 'center', 'settings'], 'workplace');
  await page.evaluate(() => window.history.back());
  await tabs.expectTabs(['workplace', 'backlog', 'center', 'settings'], 'backlog');
});

test('closing tabs: current (to its neighbour), right, left, others, and the three refusals', async ({ page, signIn }) => {
  const tabs = await start(page, signIn);
  await tabs.visit('backlog');
  await tabs.visit('center');
  await tabs.visit('settings');

  // Close the active tab from its context menu: its right neighbour becomes active.
  await tabs.activate('backlog');
  await tabs.fromContextMenu('backlog', 'tabs.closeCurrent');
  await tabs.expectTabs(['workplace', 'center', 'settings'], 'center');

  // The rightmost active tab closes to its left neighbour (through its close icon).
  await tabs.activate('settings');
  await bar(page).locator('.arco-tabs-header-title-active .arco-tabs-close-icon').click();
  await tabs.expectTabs(['workplace', 'center'], 'center');

  // Closing an inactive tab keeps the active one.
  await tabs.visit('backlog');
  await tabs.fromContextMenu('workplace', 'tabs.closeCurrent');
  await tabs.expectTabs(['center', 'backlog'], 'backlog');

  // Nothing on the right of the rightmost tab.
  await tabs.fromBarMenu('tabs.closeRight');
  await tabs.expectNotice('tabs.noRight');
  await tabs.expectTabs(['center', 'backlog'], 'backlog');

  // Close right from the context menu of another tab: the active tab went, so that tab is active.
  await tabs.fromContextMenu('center', 'tabs.closeRight');
  await tabs.expectTabs(['center'], 'center');

  // Nothing on the left of the leftmost tab.
  await tabs.visit('settings');
  await tabs.fromContextMenu('center', 'tabs.closeLeft');
  await tabs.expectNotice('tabs.noLeft');
  await tabs.fromBarMenu('tabs.closeLeft');
  await tabs.expectTabs(['settings'], 'settings');

  // The last tab cannot be closed: from the menu, nor from its close icon.
  await tabs.fromBarMenu('tabs.closeCurrent');
  await tabs.expectNotice('tabs.lastTab');
  await shot(page, { path: `${SHOTS}/tabs-last-tab-refused.png` });
  await page.locator('.arco-message').first().waitFor({ state: 'detached' });
  await bar(page).locator('.arco-tabs-close-icon').click();
  await tabs.expectNotice('tabs.lastTab');
  await tabs.expectTabs(['settings'], 'settings');

  // Close others from an inactive tab: it stays, alone and active.
  await tabs.visit('workplace');
  await tabs.visit('backlog');
  await tabs.visit('center');
  await tabs.expectTabs(['settings', 'workplace', 'backlog', 'center'], 'center');
  await tabs.label('workplace').click({ button: 'right' });
  await expect(page.locator('.arco-dropdown-menu-item:visible')).toHaveCount(5);
  await shot(page, { path: `${SHOTS}/tabs-context-menu.png` });
  await tabs.pick('tabs.closeOthers');
  await tabs.expectTabs(['workplace'], 'workplace');
});

test('a renamed tab keeps its title, and the tabs survive a reload', async ({ page, signIn }) => {
  const tabs = await start(page, signIn);
  await tabs.visit('backlog');
  await tabs.visit('center');
  await tabs.activate('workplace');

  await tabs.fromContextMenu('backlog', 'tabs.rename');
  const input = page.getByTestId('tab-rename-input');
  await expect(input).toHaveValue(tabs.title('backlog'));
  await input.fill('今天要办的事');
  await page.keyboard.press('Enter');
  await expect(labels(page)).toHaveText([tabs.title('workplace'), '今天要办的事', tabs.title('center')]);
  await expect(activeLabel(page)).toHaveText(tabs.title('workplace'));

  // The menu at the right end renames the active tab.
  await page.getByTestId('multi-tab-actions').click();
  await expect(page.locator('.arco-dropdown-menu-item:visible')).toHaveCount(5);
  await shot(page, { path: `${SHOTS}/tabs-bar-menu.png` });
  await tabs.pick('tabs.rename');
  await page.getByTestId('tab-rename-input').fill('首页');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(labels(page)).toHaveText(['首页', '今天要办的事', tabs.title('center')]);

  await page.reload();
  await expect(labels(page)).toHaveText(['首页', '今天要办的事', tabs.title('center')]);
  await expect(activeLabel(page)).toHaveText('首页');
  await expect(page).toHaveURL(new RegExp(`#${PAGES.workplace.path}$`));

  // The renamed tab still leads to its page.
  await labels(page).getByText('今天要办的事').click();
  await expect(page).toHaveURL(new RegExp(`#${PAGES.backlog.path}$`));

  // An empty name restores the page's own title.
  await labels(page).getByText('首页', { exact: true }).click({ button: 'right' });
  await tabs.pick('tabs.rename');
  await expect(page.getByTestId('tab-rename-input')).toHaveValue('首页');
  await page.getByTestId('tab-rename-input').fill('');
  await page.keyboard.press('Enter');
  await expect(labels(page)).toHaveText([tabs.title('workplace'), '今天要办的事', tabs.title('center')]);
  await shot(page, { path: `${SHOTS}/tabs-renamed.png` });
});

test('in en-US the refusals read as the spec says', async ({ page, signIn }) => {
  const tabs = await start(page, signIn, 'en-US');
  expect(tabs.text('tabs.lastTab')).toBe('This is the last tab, cannot be closed');
  await tabs.fromBarMenu('tabs.closeCurrent');
  await tabs.expectNotice('tabs.lastTab');
  await tabs.fromBarMenu('tabs.closeLeft');
  await tabs.expectNotice('tabs.noLeft');
  await tabs.fromBarMenu('tabs.closeRight');
  await tabs.expectNotice('tabs.noRight');
  await expect(page.locator('.arco-message').getByText('No tab on the left', { exact: true })).toBeVisible();
  await expect(page.locator('.arco-message').getByText('No tab on the right', { exact: true })).toBeVisible();
});
