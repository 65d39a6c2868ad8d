/**
 * The public layout and the sign-in pages: the portal page (service tiles, promotions, footer),
 * counterpart registration with its strength meter, QR sign-in across two browsers, and d-login.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { creditCodeCheckChar } from '../../src/domain/credit-code';
import { shot } from './helpers/shots';

const PASSWORD = 'Demo@2026';
const SHOTS = 'test-results/screenshots';

async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByPlaceholder('账户名或邮箱').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('the public page', () => {
  test('shows the banner with the login box, five service tiles, both promotions and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/#/user/login');
    await expect(page.getByRole('heading', { name: '行政机关合同管理系统' })).toBeVisible();
    await expect(page.getByTestId('public-banner').getByTestId('login-page')).toBeVisible();

    const tiles = page.getByTestId('public-services').getByRole('link');
    await expect(tiles).toHaveCount(5);
    for (const [key, name] of [
      ['consultation', '法律咨询'],
      ['notarisation', '公证服务'],
      ['appraisal', '司法鉴定'],
      ['arbitration', '仲裁服务'],
      ['mediation', '人民调解'],
    ] as const) {
      const tile = page.getByTestId(`service-${key}`);
      await expect(tile).toContainText(name);
      await expect(tile).toHaveAttribute('target', '_blank');
      await expect(tile).toHaveAttribute('rel', /noopener/);
      await expect(tile).toHaveAttribute('href', /^https:\/\/[a-z0-9.]+\.gov\.cn\//);
    }

    await expect(page.getByTestId('promo-qrcode').getByRole('heading', { name: '二维码合同管理' })).toBeVisible();
    await expect(page.getByTestId('promo-qrcode')).toContainText('合法性审查');
    await expect(page.getByTestId('promo-signing').getByRole('heading', { name: '在线签约 一步发起' })).toBeVisible();
    await expect(page.getByTestId('promo-signing')).toContainText('审查通过');

    const footer = page.getByTestId('public-footer');
    await expect(footer.getByRole('heading', { name: '联系我们' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: '网站导航' })).toBeVisible();
    await expect(footer.getByTestId('icp-number')).toHaveText(/^浙ICP备\d{8}号/);
    await expect(footer.getByTestId('police-number')).toContainText('浙公网安备');
    await expect(footer.getByTestId('badge-party-gov')).toContainText('党政机关');
    await expect(footer.getByTestId('badge-gov-error')).toContainText('政府网站找错');
    await expect(footer.getByTestId('badge-gov-error')).toHaveAttribute('target', '_blank');

    await shot(page, { path: `${SHOTS}/public-1920.png` });
    await shot(page, { path: `${SHOTS}/public-1920-full.png`, fullPage: true });
  });

  test('fits a 1366x768 screen and stacks on a narrow one', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/#/user/login');
    const box = await page.getByTestId('login-page').boundingBox();
    expect(box).not.toBeNull();
    // The login box sits beside the banner text, inside the first screen.
    expect(box!.x).toBeGreaterThan(683);
    expect(box!.y + box!.height).toBeLessThanOrEqual(768);
    await shot(page, { path: `${SHOTS}/public-1366.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await page.getByTestId('login-page').boundingBox();
    expect(narrow!.width).toBeLessThanOrEqual(390);
    const tiles = await page.getByTestId('public-services').getByRole('link').evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().left),
    );
    expect(new Set(tiles.map(Math.round)).size).toBe(1);
    await shot(page, { path: `${SHOTS}/public-390.png`, fullPage: true });
  });

  test('the language switcher in the top bar turns the page into English', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/#/user/login');
    await page.locator('.public-topbar').getByTestId('language-switcher').click();
    await page.locator('[data-lang="en-US"]').click();
    await expect(page.getByTestId('service-consultation')).toContainText('Legal consultation');
    await expect(page.getByRole('tab', { name: 'QR code' })).toBeVisible();
    await expect(page.getByPlaceholder('Account name or email')).toBeVisible();
    await expect(page.getByTestId('promo-qrcode').getByRole('heading', { name: 'Contract management by QR code' })).toBeVisible();
    await shot(page, { path: `${SHOTS}/public-1366-en.png`, fullPage: true });
  });

  test('the footer site map scrolls to a promotion', async ({ page }) => {
    await page.goto('/#/user/login');
    await page.getByTestId('public-footer').getByRole('button', { name: '在线签约 一步发起' }).click();
    await expect(page.getByTestId('promo-signing')).toBeInViewport();
    await expect(page).toHaveURL(/#\/user\/login$/);
  });
});

test.describe('counterpart registration', () => {
  test('the strength meter follows the password and the confirmation must match', async ({ page }) => {
    await page.goto('/#/user/login');
    await page.getByTestId('to-register').click();
    await expect(page).toHaveURL(/#\/user\/register$/);
    const meter = page.getByTestId('password-strength');
    const password = page.getByPlaceholder(/^密码/);
    await expect(meter).toHaveCount(0);
    await password.fill('abc');
    await expect(meter).toHaveAttribute('data-level', 'tooShort');
    await expect(meter).toContainText('强度：太短');
    await password.fill('abcdefg');
    await expect(meter).toHaveAttribute('data-level', 'low');
    await expect(meter).toContainText('强度：低');
    await password.fill('abcdef12');
    await expect(meter).toHaveAttribute('data-level', 'medium');
    await password.fill('Abcdefg1!');
    await expect(meter).toHaveAttribute('data-level', 'strong');
    await expect(meter).toContainText('强度：强');

    await page.getByPlaceholder('确认密码').fill('Abcdefg1?');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page.getByText('两次输入的密码不匹配')).toBeVisible();
    await expect(page.getByText('请输入账户名', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入统一社会信用代码', { exact: true })).toBeVisible();

    await page.getByPlaceholder('统一社会信用代码').fill('91330106MA2B3C4D50');
    await page.getByPlaceholder('确认密码').fill('Abcdefg1!');
    await expect(page.getByText('两次输入的密码不匹配')).toHaveCount(0);
    await expect(page.getByText('请输入有效的 18 位统一社会信用代码')).toBeVisible();
    await shot(page, { path: `${SHOTS}/register.png` });
  });

  test('a registration lands on the result page, and the account stays disabled until reviewed', async ({ page }) => {
    const n = String(Date.now()).slice(-6);
    const username = `e2eco${n}`;
    const body = `91330106MA2E2${n.slice(-4)}`;
    await page.goto('/#/user/register');
    await page.getByPlaceholder('账户名').fill(username);
    await page.getByPlaceholder('邮箱').fill(`${username}@example.com`);
    await page.getByPlaceholder('手机号').fill(`13600${n}`);
    await page.getByPlaceholder(/^密码/).fill('Reg!ster2026');
    await page.getByPlaceholder('确认密码').fill('Reg!ster2026');
    await page.getByPlaceholder('企业名称').fill(`杭州端到端测试有限公司${n}`);
    await page.getByPlaceholder('统一社会信用代码').fill((body + creditCodeCheckChar(body)).toLowerCase());
    await page.getByRole('button', { name: '注册', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`#/user/register-result\\?account=${username}$`));
    const result = page.getByTestId('register-result');
    await expect(result).toContainText('注册申请已提交');
    await expect(result).toContainText(`账户 ${username} 已创建`);
    await shot(page, { path: `${SHOTS}/register-result.png` });

    await result.getByRole('button', { name: '返回登录' }).click();
    await expect(page).toHaveURL(/#\/user\/login$/);
    await signIn(page, username, 'Reg!ster2026');
    await expect(page.locator('.arco-message').getByText('账号已停用，请联系管理员')).toBeVisible();
    await expect(page).toHaveURL(/#\/user\/login$/);
  });
});

test.describe('QR sign-in', () => {
  async function qrIdOf(page: Page): Promise<string> {
    const code = page.getByTestId('qr-code');
    await expect(code).toHaveAttribute('data-qr-id', /^[A-Za-z0-9_-]{16,64}$/);
    return (await code.getAttribute('data-qr-id'))!;
  }

  async function newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext();
    return context.newPage();
  }

  test('a signed-in device confirms the code and the login page signs in', async ({ browser }) => {
    const waiting = await newPage(browser);
    await waiting.goto('/#/user/login');
    await waiting.getByRole('tab', { name: '扫码登录' }).click();
    const qrId = await qrIdOf(waiting);
    await expect(waiting.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
    await expect(waiting.getByTestId('qr-login')).toContainText(/\d+ 秒后失效/);
    await shot(waiting, { path: `${SHOTS}/login-qr.png` });

    // The phone: not signed in yet, so the confirmation page asks for sign-in first and comes back.
    const phone = await newPage(browser);
    await phone.goto(`/#/user/qr-confirm?qrId=${qrId}`);
    await expect(phone).toHaveURL(/#\/user\/login\?redirect=/);
    await signIn(phone, 'leader');
    await expect(phone).toHaveURL(new RegExp(`#/user/qr-confirm\\?qrId=${qrId}$`));
    const who = phone.getByTestId('qr-confirm-who');
    await expect(who).toContainText('张国强（leader）');
    await expect(who).toContainText('杭州市财政局');
    await shot(phone, { path: `${SHOTS}/qr-confirm.png` });
    await phone.getByRole('button', { name: '确认登录' }).click();
    await expect(phone.getByText('已确认登录')).toBeVisible();

    await expect(waiting).toHaveURL(/#\/dashboard\/workplace$/, { timeout: 10_000 });
    const stored = await waiting.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? 'null'));
    expect(stored.value).toEqual(expect.any(String));
    await waiting.context().close();
    await phone.context().close();
  });

  test('a code cannot be confirmed twice, nor an unknown one', async ({ browser }) => {
    const phone = await newPage(browser);
    const created = await phone.request.post('/api/admin/admin_sys_user/qrLogin?action=create');
    const { result } = (await created.json()) as { result: { qrId: string } };
    await phone.goto(`/#/user/qr-confirm?qrId=${result.qrId}`);
    await signIn(phone, 'leader');
    await phone.getByRole('button', { name: '确认登录' }).click();
    await expect(phone.getByText('已确认登录')).toBeVisible();

    await phone.reload();
    await phone.getByRole('button', { name: '确认登录' }).click();
    await expect(phone.getByText('确认失败')).toBeVisible();
    await expect(phone.getByText('二维码已失效，请刷新')).toBeVisible();

    await phone.goto('/#/user/qr-confirm?qrId=not-a-real-ticket-0000');
    await phone.getByRole('button', { name: '确认登录' }).click();
    await expect(phone.getByText('二维码不存在')).toBeVisible();
    await shot(phone, { path: `${SHOTS}/qr-confirm-failed.png` });
    await phone.context().close();
  });

  test('an expired code shows the refresh overlay, and a click brings a new code', async ({ page }) => {
    await page.clock.install();
    await page.goto('/#/user/login');
    await page.getByRole('tab', { name: '扫码登录' }).click();
    const first = await qrIdOf(page);
    await page.clock.fastForward('02:05');
    const overlay = page.getByTestId('qr-refresh');
    await expect(overlay).toContainText('二维码已失效');
    await expect(overlay).toContainText('点击刷新');
    await expect(page.getByTestId('qr-code')).toHaveAttribute('data-qr-state', 'expired');
    await shot(page, { path: `${SHOTS}/login-qr-expired.png` });
    await overlay.click();
    await expect(page.getByTestId('qr-code')).toHaveAttribute('data-qr-state', 'waiting');
    expect(await qrIdOf(page)).not.toBe(first);
  });

  test('leaving the QR tab stops the polling', async ({ page }) => {
    const polls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('qrLogin') && req.url().includes('action=poll')) polls.push(req.url());
    });
    await page.goto('/#/user/login');
    await page.getByRole('tab', { name: '扫码登录' }).click();
    await qrIdOf(page);
    await expect.poll(() => polls.length, { timeout: 6000 }).toBeGreaterThan(0);
    await page.getByRole('tab', { name: '账号登录' }).click();
    const seen = polls.length;
    await page.waitForTimeout(4500);
    expect(polls.length).toBeLessThanOrEqual(seen + 1);
  });
});

test.describe('d-login (浙政钉)', () => {
  test('without auth_code it shows the failure and a way to the login page', async ({ page }) => {
    await page.goto('/#/user/d-login');
    const box = page.getByTestId('d-login');
    await expect(box).toContainText('浙政钉登录失败');
    await expect(page.getByTestId('d-login-reason')).toHaveText('缺少授权码（auth_code），请从浙政钉工作台重新打开本系统');
    await shot(page, { path: `${SHOTS}/d-login-failure.png` });
    await box.getByRole('button', { name: '使用账号密码登录' }).click();
    await expect(page).toHaveURL(/#\/user\/login$/);
  });

  test('with a code the server refuses it shows the server message and drops the code from the address', async ({ page }) => {
    await page.goto('/?auth_code=bad-code-123#/user/d-login');
    // zzd is not configured in the e2e server, so the server says so.
    await expect(page.getByTestId('d-login-reason')).toHaveText('未配置浙政钉登录');
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/#/user/d-login?auth_code=bad-code-456');
    await expect(page.getByTestId('d-login-reason')).toHaveText('未配置浙政钉登录');
  });
});
