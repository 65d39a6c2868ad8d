import { chromium } from '@playwright/test';
import { newPage, signIn } from '../tests/e2e/helpers/screens';
import { openSoak, ROUND } from '../tests/e2e/helpers/soak';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await newPage(browser, { width: 1920, height: 1080 }, 'http://127.0.0.1:18232');
await signIn(page, 'admin');
const ctx = await openSoak(page);
page.on('request', (r) => { if (r.url().includes('stats/batch')) (globalThis as any).t0 = Date.now(); });
page.on('requestfinished', (r) => { if (r.url().includes('stats/batch')) (globalThis as any).lat = Date.now() - (globalThis as any).t0; });
for (let round = 0; round < 2; round++) {
  const times: string[] = [];
  for (const [i, step] of ROUND.entries()) { const t = Date.now(); await step(page, ctx); times.push(`${i}:${Date.now() - t}/${(globalThis as any).lat}`); }
  console.log(times.join(' '));
}
await browser.close();
