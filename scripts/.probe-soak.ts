import { chromium } from '@playwright/test';
import { newPage, signIn } from '../tests/e2e/helpers/screens';
import { countTimers, openCdp, openSoak, ROUND, runCycles, sample, STEPS, type Step } from '../tests/e2e/helpers/soak';
const mode = process.env.MODE ?? 'round';
const n = Number(process.env.N ?? 60);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await newPage(browser, { width: 1920, height: 1080 }, 'http://127.0.0.1:18232');
await countTimers(page.context());
await signIn(page, 'admin');
const cdp = await openCdp(page);
const ctx = await openSoak(page);
await runCycles(page, ctx, ROUND.length);
const seq: Step[] = mode === 'refresh' ? [STEPS.refresh] : mode === 'turn' ? [STEPS.turnTo('/data-view'), STEPS.turnTo('/county-index'), STEPS.turnTo('/view-index')]
  : mode === 'drill' ? [STEPS.mapToHangzhou, STEPS.tileToXihu, STEPS.crumbToProvince] : mode === 'unit' ? [STEPS.unitIn('unitRanking'), STEPS.back] : mode === 'period' ? [STEPS.period(1), STEPS.period(0)] : [...ROUND];
const rows = [await sample(page, cdp)];
for (let i = 0; i < Number(process.env.SAMPLES ?? 3); i++) {
  const t = Date.now();
  for (let k = 0; k < n; k++) for (const s of seq) await s(page, ctx);
  console.log(`${n}x${seq.length} ms`, Date.now() - t);
  rows.push(await sample(page, cdp));
}
console.table(rows);
await browser.close();
