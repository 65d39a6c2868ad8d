import { chromium } from '@playwright/test';
const [,, user, ...paths] = process.argv;
const base = 'http://127.0.0.1:8190';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = await ctx.newPage();
let res = await page.request.post('/api/admin/admin_sys_user/login', { params: { username: user, password: process.env.PW || 'Demo@2026' } });
let body = await res.json();
if (body.code === 500 && body.result?.base) { res = await page.request.post(`/api/${body.result.base}/admin_sys_user/login`, { params: { username: user, password: process.env.PW || 'Demo@2026' } }); body = await res.json(); }
if (!body.result?.token) { console.log('login failed', JSON.stringify(body)); process.exit(1); }
const token = body.result.token;
await page.goto('/');
await page.evaluate((t) => localStorage.setItem('access_token', JSON.stringify({ value: t, expiresAt: Date.now() + 36e5 })), token);
for (const p of paths) {
  if (p.startsWith('scroll:')) {
    await page.evaluate((y) => window.scrollTo(0, y === 'end' ? document.body.scrollHeight : Number(y)), p.slice(7));
    await page.waitForTimeout(500);
    const name = `/tmp/ph/${user}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name });
    console.log(name);
    continue;
  }
  if (p.startsWith('eval:')) {
    console.log(await page.evaluate(p.slice(5)));
    continue;
  }
  if (p.startsWith('click:')) {
    await page.locator(p.slice(6)).first().click();
    await page.waitForTimeout(1500);
    const name = `/tmp/ph/${user}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name });
    console.log(name, 'sideways', await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
    continue;
  }
  await page.goto(`/#${p}`);
  await page.waitForTimeout(2500);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const name = `/tmp/ph/${user}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name, 'sideways', sw);
}
await browser.close();
