/**
 * Layout preferences and language (spec sections 3 and 9, issue items 9 and 10): the settings
 * drawer changes the navigation theme, primary colour, colour-weak mode and the tab bar at once,
 * every preference survives a reload under its own localStorage key, and the language switcher
 * re-renders the app (our texts, Arco's texts, dayjs) in each of the four languages.
 */
import type { Locator, Page } from '@playwright/test';
import { themeVariables } from '../../themes/themeVariables';
import { shot } from './helpers/shots';
import { expect, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('settings-button').click();
  const panel = page.getByTestId('layout-settings');
  await expect(panel).toBeVisible();
  return panel;
}

async function closeDrawer(page: Page): Promise<void> {
  await page.locator('.layout-settings-drawer .arco-drawer-close-icon').click();
  await expect(page.getByTestId('layout-settings')).toBeHidden();
}

const sider = (page: Page): Locator => page.locator('.main-sider');
const backgroundOf = (locator: Locator): Promise<string> => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
/** Arco's primary colour variable as the page has it ('24,144,255'). */
const primaryOf = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--arcoblue-6').trim());
/**
 * What a primary button of `colour` is filled with: the palette step of that colour that reads at
 * 4.5:1 under white text (themes/readable.css), e.g. 'rgb(15, 109, 210)' for #1890ff.
 */
const buttonFillOf = (colour: string): string =>
  `rgb(${(themeVariables({ color: colour, nav_theme: 'dark', weak: false })['--app-primary-text'] ?? '').split(',').join(', ')})`;

test('the settings drawer changes the look at once and every preference survives a reload', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/account/settings/basic');
  const save = page.getByRole('button', { name: '保存修改' });
  await expect(save).toBeVisible();
  expect(await primaryOf(page)).toBe('24,144,255');
  expect(await backgroundOf(save)).toBe(buttonFillOf('#1890ff'));
  await expect(page.getByTestId('side-menu')).toHaveClass(/arco-menu-dark/);
  const darkSider = await backgroundOf(sider(page));
  await expect(page.getByTestId('multi-tab')).toBeVisible();

  const panel = await openSettings(page);
  await page.waitForTimeout(300);
  await shot(page, { path: `${SHOTS}/preferences-drawer.png` });

  // Light navigation: the side menu turns light.
  await panel.getByLabel('亮色导航').check({ force: true });
  await expect(page.getByTestId('side-menu')).toHaveClass(/arco-menu-light/);
  await expect.poll(() => backgroundOf(sider(page))).not.toBe(darkSider);
  expect(await backgroundOf(sider(page))).toBe('rgb(255, 255, 255)');

  // Primary colour: the theme and a primary button follow.
  await panel.getByLabel('薄暮').check({ force: true });
  await expect.poll(() => primaryOf(page)).toBe('245,34,45');
  await expect.poll(() => backgroundOf(save)).toBe(buttonFillOf('#f5222d'));

  // Colour-weak: the root element is filtered.
  await panel.getByRole('switch', { name: '色弱模式' }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(0.8)');

  // Multiple tabs off: the tab bar goes.
  await panel.getByRole('switch', { name: '多页签模式' }).click();
  await expect(page.getByTestId('multi-tab')).toHaveCount(0);

  // Fixed header off.
  await panel.getByRole('switch', { name: '固定 Header' }).click();
  await closeDrawer(page);

  const stored = await page.evaluate(() =>
    Object.fromEntries(
      [
        'sidebar_type',
        'is_mobile',
        'nav_theme',
        'layout',
        'fixed_header',
        'fixed_sidebar',
        'content_width',
        'auto_hide_header',
        'color',
        'weak',
        'multi_tab',
        'app_language',
      ].map((key) => [key, localStorage.getItem(key)]),
    ),
  );
  expect(stored).toEqual({
    sidebar_type: 'true',
    is_mobile: 'false',
    nav_theme: 'light',
    layout: 'sidemenu',
    fixed_header: 'false',
    fixed_sidebar: 'true',
    content_width: 'Fluid',
    auto_hide_header: 'false',
    color: '#f5222d',
    weak: 'true',
    multi_tab: 'false',
    app_language: 'zh-CN',
  });

  await page.reload();
  await expect(save).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveClass(/arco-menu-light/);
  await expect.poll(() => primaryOf(page)).toBe('245,34,45');
  await expect.poll(() => backgroundOf(save)).toBe(buttonFillOf('#f5222d'));
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(0.8)');
  await expect(page.getByTestId('multi-tab')).toHaveCount(0);
  const again = await openSettings(page);
  await expect(again.getByLabel('亮色导航')).toBeChecked();
  await expect(again.getByLabel('薄暮')).toBeChecked();
  await expect(again.getByRole('switch', { name: '色弱模式' })).toHaveAttribute('aria-checked', 'true');
  await expect(again.getByRole('switch', { name: '固定 Header' })).toHaveAttribute('aria-checked', 'false');
  // Auto-hide needs a fixed header.
  await expect(again.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();

  // Colour-weak off again, then a look at the light navigation.
  await again.getByRole('switch', { name: '色弱模式' }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
  await closeDrawer(page);
  await shot(page, { path: `${SHOTS}/preferences-light-nav.png` });

  // Restore defaults puts the look back (the language stays).
  const last = await openSettings(page);
  await last.getByRole('button', { name: '恢复默认设置' }).click();
  await expect(page.getByTestId('side-menu')).toHaveClass(/arco-menu-dark/);
  await expect.poll(() => primaryOf(page)).toBe('24,144,255');
  await expect.poll(() => backgroundOf(save)).toBe(buttonFillOf('#1890ff'));
  await expect(page.getByTestId('multi-tab')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('nav_theme'))).toBe('dark');
});

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.locator('.arco-dropdown-menu-item', { hasText: name }).click();
}

/** Opens the sign-out confirmation (an Arco Modal.confirm: its buttons are Arco's locale texts) and cancels it. */
async function logoutButtons(page: Page): Promise<string[]> {
  await page.getByTestId('user-dropdown').hover();
  await page.locator('.main-user-menu .arco-dropdown-menu-item').last().click();
  const modal = page.locator('.logout-confirm');
  await expect(modal).toBeVisible();
  const texts = (await modal.locator('.arco-modal-footer button').allInnerTexts()).map((s) => s.trim());
  await modal.locator('.arco-modal-footer button').first().click();
  await expect(modal).toBeHidden();
  return texts;
}

test('the language switcher re-renders the app in each language and the choice survives a reload', async ({ page, signIn }) => {
  await signIn(page, 'clerk', '/dashboard/workplace');
  const welcome = page.getByTestId('workplace-welcome');
  await expect(page.getByTestId('workplace-messages')).toContainText('最新消息');
  expect(await logoutButtons(page)).toEqual(['取消', '确定']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // English, without a reload: our texts, the header, the tab titles, Arco's own texts, dayjs.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await chooseLanguage(page, 'English');
  await expect(page.getByTestId('workplace-messages')).toContainText('Latest messages');
  await expect(page.getByTestId('workplace-shortcuts')).toContainText('Shortcuts');
  await expect(page.getByTestId('workplace-date')).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
  await expect(welcome).toContainText(/Good (morning|noon|afternoon|evening), /);
  await expect(page.getByTestId('multi-tab')).toContainText('Workplace');
  await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await logoutButtons(page)).toEqual(['Cancel', 'OK']);
  expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBe('en-US');
  await shot(page, { path: `${SHOTS}/preferences-lang-en-US.png` });

  await page.reload();
  await expect(page.getByTestId('workplace-messages')).toContainText('Latest messages');
  await expect(page).toHaveTitle(/Administrative Organ Contract Management/);

  // Traditional Chinese and Brazilian Portuguese.
  await chooseLanguage(page, '繁體中文');
  await expect(page.getByTestId('workplace-messages')).toContainText('最新訊息');
  await expect(page.getByRole('button', { name: '重新整理頁面' })).toBeVisible();
  expect(await logoutButtons(page)).toEqual(['取消', '確認']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await shot(page, { path: `${SHOTS}/preferences-lang-zh-TW.png` });

  await chooseLanguage(page, 'Português (Brasil)');
  await expect(page.getByTestId('workplace-messages')).toContainText('Últimas mensagens');
  await expect(page.getByTestId('workplace-overview')).toContainText('Minhas pendências');
  await expect(page.getByRole('button', { name: 'Atualizar página' })).toBeVisible();
  await expect(page.getByTestId('workplace-date')).toHaveText(/de \d{4}$/);
  expect(await logoutButtons(page)).toEqual(['Cancelar', 'OK']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await shot(page, { path: `${SHOTS}/preferences-lang-pt-BR.png` });

  // And back to Simplified Chinese.
  await chooseLanguage(page, '简体中文');
  await expect(page.getByTestId('workplace-messages')).toContainText('最新消息');
  await expect(page.getByRole('button', { name: '刷新页面' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBe('zh-CN');
  await shot(page, { path: `${SHOTS}/preferences-lang-zh-CN.png` });
});
