/**
 * The registration form's option lists (server/modules/contracts/form-options.ts):
 * contract/counterpartOptions, contract/projectOptions and contract/formOptions — answers, the
 * keyword match on name or credit code, the 20-row cap, the data scope of projects, permission
 * (403 without contract.add), sign-in (401) and bad input (501 with field paths).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterpartOptionSchema, contractFormOptionsSchema, projectOptionSchema } from '../../src/domain/contract-options';
import { DEFAULT_MAJOR_THRESHOLD_FEN } from '../../src/domain/contract';
import { counterparts, projects, tags, units } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let clerk: string;
let reviewer: string;
let county: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.login('clerk');
  reviewer = await server.login('reviewer');
  county = await server.login('county');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET contract/counterpartOptions', () => {
  it('answers up to 20 counterparts with credit rating and dishonesty flag', async () => {
    const r = await server.call<unknown[]>('GET', 'contract/counterpartOptions', { token: clerk });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    const all = await server.db.select().from(counterparts);
    expect(r.body.result.length).toBe(Math.min(20, all.length));
    for (const row of r.body.result) counterpartOptionSchema.strict().parse(row);
  });

  it('matches the keyword on the name or on the credit code', async () => {
    const [cp] = await server.db.select().from(counterparts).limit(1);
    if (!cp) throw new Error('the demo seed has counterparts');
    const byName = await server.call<{ id: number; name: string }[]>('GET', 'contract/counterpartOptions', {
      token: clerk,
      query: { keyword: cp.name.slice(0, 4) },
    });
    expect(byName.body.result.map((c) => c.id)).toContain(cp.id);
    expect(byName.body.result.every((c) => c.name.includes(cp.name.slice(0, 4)))).toBe(true);

    const byCode = await server.call<{ id: number; unifiedCreditCode: string; legalRepresentative: string; seriousDishonest: boolean }[]>(
      'GET',
      'contract/counterpartOptions',
      { token: clerk, query: { keyword: cp.creditCode.toLowerCase() } },
    );
    expect(byCode.body.result).toEqual([
      expect.objectContaining({ id: cp.id, unifiedCreditCode: cp.creditCode, legalRepresentative: cp.legalRepresentative, seriousDishonest: cp.seriousDishonest }),
    ]);

    const none = await server.call<unknown[]>('GET', 'contract/counterpartOptions', { token: clerk, query: { keyword: '%_不存在的公司_%' } });
    expect(none.body.result).toEqual([]);
  });

  it('honours pageSize and shows the serious-dishonesty flag', async () => {
    const r = await server.call<{ seriousDishonest: boolean }[]>('GET', 'contract/counterpartOptions', { token: clerk, query: { pageSize: 3 } });
    expect(r.body.result).toHaveLength(3);
    const dishonest = (await server.db.select().from(counterparts)).find((c) => c.seriousDishonest);
    if (dishonest) {
      const d = await server.call<{ id: number; seriousDishonest: boolean }[]>('GET', 'contract/counterpartOptions', {
        token: clerk,
        query: { keyword: dishonest.creditCode },
      });
      expect(d.body.result[0]).toMatchObject({ id: dishonest.id, seriousDishonest: true });
    }
  });

  it('bad input: 501 with the field paths (long keyword, page size over 20 or zero)', async () => {
    const long = await server.call<{ fields: { path: string }[] }>('GET', 'contract/counterpartOptions', {
      token: clerk,
      query: { keyword: 'x'.repeat(65) },
    });
    expect(long.body.code).toBe(501);
    expect(long.body.result.fields.map((f) => f.path)).toContain('querystring.keyword');
    for (const pageSize of [21, 0, 'many']) {
      const r = await server.call<{ fields: { path: string }[] }>('GET', 'contract/counterpartOptions', { token: clerk, query: { pageSize } });
      expect(r.body.code, String(pageSize)).toBe(501);
      expect(r.body.result.fields.map((f) => f.path)).toContain('querystring.pageSize');
    }
  });

  it('without contract.add: HTTP 403 code 403; without a session: 401', async () => {
    for (const path of ['contract/counterpartOptions', 'contract/projectOptions', 'contract/formOptions']) {
      const r = await server.call('GET', path, { token: reviewer });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe(403);
      const anon = await server.call('GET', path);
      expect(anon.status, path).toBe(401);
    }
  });
});

describe('GET contract/projectOptions', () => {
  it('answers only projects of the caller’s units, never archived ones', async () => {
    const r = await server.call<{ id: number; unitId: number; status: string }[]>('GET', 'contract/projectOptions', { token: clerk });
    expect(r.body.code).toBe(200);
    for (const row of r.body.result) projectOptionSchema.strict().parse(row);
    expect(r.body.result.every((p) => p.status !== 'archived')).toBe(true);
    const [finance] = (await server.db.select().from(units)).filter((u) => u.unitName === '杭州市财政局');
    const own = (await server.db.select().from(projects)).filter((p) => p.unitId === finance?.id && p.status !== 'archived');
    expect(r.body.result.length).toBe(Math.min(20, own.length));
    expect(r.body.result.every((p) => p.unitId === finance?.id)).toBe(true);

    // Another unit (the county bureau's clerk scope) does not see the finance bureau's projects.
    const other = await server.call<{ unitId: number }[]>('GET', 'contract/projectOptions', { token: county });
    if (other.status === 200) expect(other.body.result.some((p) => p.unitId === finance?.id)).toBe(false);
  });

  it('matches the keyword on the project code', async () => {
    const first = await server.call<{ id: number; code: string }[]>('GET', 'contract/projectOptions', { token: clerk, query: { pageSize: 1 } });
    const p = first.body.result[0];
    if (!p) return;
    const r = await server.call<{ id: number }[]>('GET', 'contract/projectOptions', { token: clerk, query: { keyword: p.code } });
    expect(r.body.result.map((x) => x.id)).toEqual([p.id]);
  });
});

describe('GET contract/formOptions', () => {
  it("answers every tag and the threshold of the caller's area (the default until an area sets one: time-rules.test.ts)", async () => {
    const r = await server.call('GET', 'contract/formOptions', { token: clerk });
    expect(r.body.code).toBe(200);
    const o = contractFormOptionsSchema.strict().parse(r.body.result);
    expect(o.majorThresholdFen).toBe(DEFAULT_MAJOR_THRESHOLD_FEN);
    expect(o.tags.length).toBe((await server.db.select().from(tags)).length);
  });
});
