import { afterAll, beforeAll, it } from 'vitest';
import { STATS_METRICS, STATS_DIMENSIONS } from '../../src/domain/stats';
import { startTestServer, type TestServer } from './harness';
let s: TestServer;
let admin = '';
beforeAll(async () => { s = await startTestServer(); admin = await s.login('admin'); });
afterAll(async () => { await s?.close(); });
it('smoke', async () => {
  const out: string[] = [];
  for (const m of Object.keys(STATS_METRICS)) {
    const t = performance.now();
    const r = await s.call<any>('POST', 'stats/query', { token: admin, body: { metric: m } });
    out.push(`${m} ${Math.round(performance.now() - t)}ms ${r.body.code} ${JSON.stringify(r.body.result).slice(0, 300)}`);
  }
  for (const d of STATS_DIMENSIONS) {
    const r = await s.call<any>('POST', 'stats/query', { token: admin, body: { metric: 'contractCount', groupBy: d, limit: 5 } });
    out.push(`${d} ${r.body.code} ${JSON.stringify(r.body.result?.rows ?? r.body.result).slice(0, 400)}`);
  }
  const r = await s.call<any>('POST', 'stats/query', { token: admin, body: { metric: 'legalityReviewRate', groupBy: 'area' } });
  out.push(JSON.stringify(r.body));
  const county = await s.login('county');
  const r2 = await s.call<any>('POST', 'stats/query', { token: county, body: { metric: 'contractCount', groupBy: 'area' } });
  out.push(JSON.stringify(r2.body));
  require('node:fs').writeFileSync('.tmp/stats-scratch/smoke.txt', out.join('\n'));
});
