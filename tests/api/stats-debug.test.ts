import { afterAll, beforeAll, it } from 'vitest';
import { statsStore } from '../../server/modules/stats/store';
import { startTestServer, type TestServer } from './harness';
let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });
it('debug', async () => {
  try { const snap = await statsStore(s.db).current(); console.log(snap.facts.size, statsStore(s.db).loads); console.log([...snap.facts.values()].slice(0,3)); } catch (e) { console.log('ERR', e); }
});
