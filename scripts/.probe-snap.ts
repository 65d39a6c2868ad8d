import fs from 'node:fs';
import { chromium, type CDPSession } from '@playwright/test';
import { newPage, signIn } from '../tests/e2e/helpers/screens';
import { countTimers, openCdp, openSoak, ROUND, runCycles, sample, STEPS } from '../tests/e2e/helpers/soak';
const n = Number(process.env.N ?? 200);
async function snap(cdp: CDPSession, file: string) {
  const chunks: string[] = [];
  const on = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on);
  fs.writeFileSync(file, chunks.join(''));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await newPage(browser, { width: 1920, height: 1080 }, 'http://127.0.0.1:18232');
await countTimers(page.context());
await signIn(page, 'admin');
const cdp = await openCdp(page);
const ctx = await openSoak(page);
await runCycles(page, ctx, ROUND.length);
await runCycles(page, ctx, ROUND.length * 3);
console.log(await sample(page, cdp));
await snap(cdp, '/tmp/soakdbg/a.heapsnapshot');
await runCycles(page, ctx, ROUND.length * n);
console.log(await sample(page, cdp));
await snap(cdp, '/tmp/soakdbg/b.heapsnapshot');
await browser.close();
