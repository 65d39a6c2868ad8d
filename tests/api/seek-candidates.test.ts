/**
 * GET matter/seekCandidates: the legal advisers retained by the contract's unit and the unit's staff,
 * for a seek-opinions request; the data scope (403), the permission (403), unknown contract (500),
 * bad input (501); a candidate can be asked (matter/submit seek accepts them).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, matters, units, users } from '../../server/db/schema';
import type { SeekCandidate } from '../../src/domain/seek-candidates';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let seeking = 0;
let otherUnitContract = 0;

const candidates = (user: string, query: Record<string, string | number | undefined>) =>
  server.call<SeekCandidate[]>('GET', 'matter/seekCandidates', { token: token[user], query });

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['clerk', 'reviewer', 'leader', 'lawyer', 'county', 'company']) {
    token[u] = await server.login(u);
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, u));
    id[u] = row!.id;
  }
  const [finance] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, '杭州市财政局'));
  const [pending] = await server.db
    .select({ contractId: contracts.id })
    .from(matters)
    .innerJoin(contracts, eq(contracts.id, matters.contractId))
    .where(and(eq(matters.kind, 'seek'), eq(matters.status, 'pending'), eq(contracts.unitId, finance!.id), eq(contracts.status, 'seeking')))
    .limit(1);
  seeking = pending!.contractId;
  const [xihu] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, '西湖区教育局'));
  const [other] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.unitId, xihu!.id)).limit(1);
  otherUnitContract = other!.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('matter/seekCandidates', () => {
  it('lists the advisers retained by the unit first, then its staff without the caller', async () => {
    const r = await candidates('clerk', { contractId: seeking });
    expect(r.body.code, r.body.message).toBe(200);
    const list = r.body.result;
    const lawyer = list.find((c) => c.userId === id.lawyer);
    expect(lawyer).toMatchObject({ kind: 'adviser', name: '吴律明', org: '浙江天册律师事务所' });
    expect(list[0]!.kind).toBe('adviser');
    const staff = list.filter((c) => c.kind === 'colleague').map((c) => c.userId);
    expect(staff).toEqual(expect.arrayContaining([id.reviewer, id.leader]));
    expect(staff).not.toContain(id.clerk);
    expect(list.find((c) => c.userId === id.reviewer)!.org).toBe('杭州市财政局');
  });

  it('filters by keyword on name or username', async () => {
    const r = await candidates('clerk', { contractId: seeking, keyword: 'LAWYER' });
    expect(r.body.result.map((c) => c.userId)).toEqual([id.lawyer]);
    const byName = await candidates('clerk', { contractId: seeking, keyword: '陈静' });
    expect(byName.body.result.map((c) => c.userId)).toEqual([id.reviewer]);
  });

  it('leaves disabled accounts out', async () => {
    await server.db.update(users).set({ enabled: false }).where(eq(users.id, id.leader!));
    try {
      const r = await candidates('clerk', { contractId: seeking });
      expect(r.body.result.map((c) => c.userId)).not.toContain(id.leader);
    } finally {
      await server.db.update(users).set({ enabled: true }).where(eq(users.id, id.leader!));
    }
  });

  it('offers people that matter/submit seek accepts', async () => {
    const d = await server.call<{ version: number }>('GET', 'contract/detail', { token: token.clerk, query: { id: seeking } });
    const asked = await server.call('POST', 'matter/submit', {
      token: token.clerk,
      body: { contractId: seeking, version: d.body.result.version, kind: 'seek', content: '请提出意见', handlerUserIds: [id.lawyer, id.reviewer] },
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const open = await server.db.select().from(matters).where(and(eq(matters.contractId, seeking), eq(matters.kind, 'seekReply'), eq(matters.status, 'pending')));
    expect(open.map((m) => m.handlerUserId).sort()).toEqual([id.lawyer, id.reviewer].sort());
  });

  it('refuses a contract outside the data scope (403) and an unknown one (500)', async () => {
    const out = await candidates('clerk', { contractId: otherUnitContract });
    expect(out.status).toBe(403);
    expect(out.body.code).toBe(403);
    const unknown = await candidates('clerk', { contractId: 99_999_999 });
    expect(unknown.body.code).toBe(500);
  });

  it('needs matter.add (403 for the leader); counterpart users’ base does not serve it (404)', async () => {
    expect((await candidates('leader', { contractId: seeking })).status).toBe(403);
    expect((await candidates('company', { contractId: seeking })).status).toBe(404);
  });

  it('validates the query (501 with field paths)', async () => {
    const r = await candidates('clerk', { contractId: 'x', keyword: 'k'.repeat(65) });
    expect(r.body.code).toBe(501);
    const paths = (r.body.result as unknown as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['querystring.contractId', 'querystring.keyword']));
    const missing = await candidates('clerk', {});
    expect(missing.body.code).toBe(501);
  });
});
