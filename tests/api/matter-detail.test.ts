/**
 * GET matter/detail (server/modules/workflow/matter-detail.ts): one matter for its handle page, with
 * the version to decide it at, its approvals and its contract's summary; who may read it (the people
 * it concerns, whoever reaches its contract) and who may decide it now (canHandle); 403 for others,
 * 500 for an unknown id, 501 for a bad id. The version it gives is the one matter/handle accepts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, counterparts, files, matters, users } from '../../server/db/schema';
import type { MatterResult, WriteResult } from '../../src/domain/contract-write';
import type { FieldErrors } from '../../src/domain/envelope';
import { type MatterDetail, matterDetailSchema } from '../../src/domain/workflow-api';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
let contractId = 0;
let lawyerId = 0;

const as = (user: string) => tokens[user]!;
const post = <T>(user: string, path: string, body: unknown) => s.call<T>('POST', path, { token: as(user), body });
const detail = (user: string, id: unknown, base = '/api/admin') =>
  s.call<MatterDetail>('GET', `${base}/matter/detail`, { token: as(user), query: { id: id as number } });
const pendingMatter = async (kind: string) =>
  (await s.db.select().from(matters).where(and(eq(matters.contractId, contractId), eq(matters.kind, kind), eq(matters.status, 'pending'))))[0]!;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['clerk', 'reviewer', 'leader', 'county', 'company', 'lawyer']) tokens[u] = await s.login(u);
  lawyerId = (await s.db.select().from(users).where(eq(users.username, 'lawyer')))[0]!.id;
  const zhijiang = (await s.db.select().from(counterparts).where(eq(counterparts.name, '浙江之江建设集团有限公司')))[0]!.id;
  const [file] = await s.db
    .insert(files)
    .values({ fileName: '合同文本.pdf', mime: 'application/pdf', ext: 'pdf', size: 1024, sha256: 'x'.repeat(64), storageKey: 'test/md.pdf', uploaderId: await s.userId('clerk') })
    .returning();
  const reg = await post<WriteResult>('clerk', 'contract/register', {
    name: '事项详情测试合同',
    category: 'procurementServices',
    subject: '档案数字化服务',
    amountFen: 12_300_000,
    direction: 'expenditure',
    counterparts: [{ counterpartId: zhijiang, role: 'B' }],
    files: [{ fileId: file!.id, kind: 'draft' }],
    submit: true,
  });
  expect(reg.body.code, reg.body.message).toBe(200);
  contractId = reg.body.result.id;
  const v = (await post<WriteResult>('clerk', 'contract/move', { id: contractId, version: reg.body.result.version, action: 'submitForReview' })).body.result;
  let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId, version: v.version, kind: 'survey', content: '相对方资信良好' })).body.result;
  // Ask the lawyer (a seekReply matter named to him), then conclude seeking once he answered.
  m = (await post<MatterResult>('clerk', 'matter/submit', { contractId, version: m.contractVersion, kind: 'seek', content: '请就违约条款出具意见', handlerUserIds: [lawyerId] })).body.result;
  expect(m.contractStatus).toBe('seeking');
});

afterAll(async () => {
  await s?.close();
});

describe('GET matter/detail', () => {
  it('gives the named lawyer his seek reply with the question, the version and the contract summary', async () => {
    const reply = await pendingMatter('seekReply');
    const r = await detail('lawyer', reply.id, '/api/lawyer');
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    const d = matterDetailSchema.parse(r.body.result);
    expect(d).toMatchObject({ matterId: reply.id, kind: 'seekReply', status: 'pending', version: reply.version, canHandle: true, handlerUserId: lawyerId });
    expect(d.content).toEqual({ question: '请就违约条款出具意见' });
    expect(d.contract).toMatchObject({ id: contractId, name: '事项详情测试合同', status: 'seeking', amountFen: 12_300_000, category: 'procurementServices' });
    expect(d.contract?.counterparts).toEqual(['浙江之江建设集团有限公司']);
    expect(d.link).toBe(`/backlog/handle/seek-handle?matterId=${reply.id}`);

    // The clerk reaches it through the contract, but it is not his to answer.
    const clerk = await detail('clerk', reply.id);
    expect(clerk.body.code).toBe(200);
    expect(clerk.body.result.canHandle).toBe(false);

    // The version it gives is the one the decision takes; afterwards it is no longer pending.
    const answered = await s.call('POST', '/api/lawyer/matter/handle', {
      token: as('lawyer'),
      body: { id: d.matterId, version: d.version, result: 'pass', opinion: '条款合法' },
    });
    expect(answered.body.code, answered.body.message).toBe(200);
    const after = (await detail('lawyer', reply.id, '/api/lawyer')).body.result;
    expect(after).toMatchObject({ status: 'passed', opinion: '条款合法', canHandle: false });
    expect(after.handledByName).not.toBeNull();
  });

  it('gives the unit reviewer the validity matter to decide, and the approvals of an approval matter in order', async () => {
    const c = (await s.db.select().from(contracts).where(eq(contracts.id, contractId)))[0]!;
    const concl = await post<MatterResult>('clerk', 'matter/submit', { contractId, version: c.version, kind: 'seek', content: '意见已采纳' });
    expect(concl.body.result.contractStatus).toBe('unitReview');
    const validity = await pendingMatter('validityUnit');
    const r = (await detail('reviewer', validity.id)).body.result;
    expect(r).toMatchObject({ kind: 'validityUnit', canHandle: true, version: validity.version, approvals: [] });
    // The leader reaches the contract (his unit) but does not review legality.
    expect((await detail('leader', validity.id)).body.result.canHandle).toBe(false);

    const passed = await post<MatterResult>('reviewer', 'matter/handle', { id: r.matterId, version: r.version, result: 'pass', opinion: '合法' });
    expect(passed.body.code, passed.body.message).toBe(200);
    const draftFile = (await s.db.select().from(files).where(eq(files.storageKey, 'test/md.pdf')))[0]!.id;
    const fd = await post<MatterResult>('clerk', 'matter/submit', { contractId, version: passed.body.result.contractVersion, kind: 'finalDraftUnit', fileIds: [draftFile] });
    expect(fd.body.result.contractStatus).toBe('approval');
    const approval = await pendingMatter('approval');
    const a = (await detail('leader', approval.id)).body.result;
    expect(a.kind).toBe('approval');
    expect(a.canHandle).toBe(true);
    expect(a.approvals.length).toBeGreaterThan(0);
    expect(a.approvals.map((x) => x.level)).toEqual([...a.approvals.map((x) => x.level)].sort((x, y) => x - y));
    expect(a.approvals[0]).toMatchObject({ status: 'pending', opinion: null, decidedAt: null });
    expect(a.approvals[0]!.approverName).not.toBeNull();
    // The reviewer sees it (same unit) but is no approver.
    expect((await detail('reviewer', approval.id)).body.result.canHandle).toBe(false);
  });

  it('answers 403 outside the scope and without the permission, 500 for an unknown id, 501 for a bad id', async () => {
    const validity = (await s.db.select().from(matters).where(and(eq(matters.contractId, contractId), eq(matters.kind, 'validityUnit'))))[0]!;
    // Another area's bureau: neither concerned nor in scope.
    const county = await detail('county', validity.id);
    expect(county.status).toBe(403);
    expect(county.body.code).toBe(403);
    // A counterpart user holds no matter permission.
    expect((await detail('company', validity.id, '/api/company')).status).toBe(403);
    // The lawyer reaches only the contracts of his matters: a seeded matter of another contract is out.
    const [other] = await s.db.select().from(matters).where(eq(matters.kind, 'validityUnit')).limit(5);
    const foreign = other!.contractId === contractId ? undefined : other;
    if (foreign) expect((await detail('lawyer', foreign.id, '/api/lawyer')).status).toBe(403);
    // Nobody signed in.
    expect((await s.call('GET', 'matter/detail', { query: { id: validity.id } })).status).toBe(401);

    const unknown = await detail('reviewer', 99_999_999);
    expect(unknown.body.code).toBe(500);
    const bad = await detail('reviewer', 'abc');
    expect(bad.body.code).toBe(501);
    expect((bad.body.result as unknown as FieldErrors).fields.map((f) => f.path)).toContain('querystring.id');
  });
});
