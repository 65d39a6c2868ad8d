/**
 * The contract write API over real HTTP (server/modules/contracts/write-routes.ts): register, edit,
 * drafts; the whole lifecycle of an ordinary and a major contract through its matters (survey, seek
 * opinions with a legal adviser, unit and bureau legality review, final draft, collective decision,
 * approval), online and offline signing, filing with conditions and rectification, performance and
 * archiving; supplementary agreements; supervision warnings; refused moves (code 500, nothing
 * changes), stale versions (502), other units' records (403), bad input (501), messages to the
 * handlers, and two approvals of one matter at once (exactly one wins).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvals,
  contractParties,
  contracts,
  counterparts,
  files,
  filingConditions,
  filings,
  matters,
  messages,
  seals,
  statusHistory,
  units,
  users,
} from '../../server/db/schema';
import type { ContractDetail } from '../../src/domain/contract-api';
import type { ContractRegisterInput, WriteResult } from '../../src/domain/contract-write';
import type { MatterResult } from '../../server/modules/contracts/matters';
import { recordDecision } from './decision-helpers';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
let ids: {
  finance: number;
  transport: number;
  zhijiang: number;
  other: number;
  dishonest: number;
  seal: number;
  lawyer: number;
  leader: number;
  reviewer: number;
  clerk: number;
  bureau: number;
  file: number;
};

const as = (user: string) => tokens[user]!;
const post = <T>(user: string, path: string, body: unknown) => s.call<T>('POST', path, { token: as(user), body });
const detail = async (id: number, user = 'clerk') => (await s.call<ContractDetail>('GET', 'contract/detail', { token: as(user), query: { id } })).body.result;
const row = async (id: number) => (await s.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
const pendingMatter = async (contractId: number, kind: string) =>
  (await s.db.select().from(matters).where(and(eq(matters.contractId, contractId), eq(matters.kind, kind), eq(matters.status, 'pending'))))[0];

const form = (over: Partial<ContractRegisterInput> = {}): ContractRegisterInput => ({
  name: '2027年度政务云运维服务合同',
  category: 'procurementServices',
  subject: '政务云平台运维、安全巡检及应急保障服务',
  amountFen: 48_000_000,
  direction: 'expenditure',
  fundSource: '财政资金',
  procurementMethod: '竞争性磋商',
  performStart: '2027-01-01',
  performEnd: '2027-12-31',
  counterparts: [{ counterpartId: ids.zhijiang, role: 'B' }],
  files: [{ fileId: ids.file, kind: 'draft' }],
  ...over,
});

async function register(over: Partial<ContractRegisterInput> = {}, user = 'clerk'): Promise<WriteResult> {
  const r = await post<WriteResult>(user, 'contract/register', form({ submit: true, ...over }));
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.result;
}

/** Takes a contract from registered through every review step to toSign, as the right people. */
async function reviewToSign(c: WriteResult, major: boolean): Promise<WriteResult> {
  let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
  expect(v.status).toBe('survey');
  let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '相对方依法设立、有效存续，资信良好。' })).body;
  expect(m.code, m.message).toBe(200);
  m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.result.contractVersion, kind: 'seek', content: '已征求财务处意见' })).body;
  expect(m.result.contractStatus).toBe('unitReview');
  const handle = async (user: string, kind: string, path = 'matter/handle', extra: object = {}) => {
    const pending = await pendingMatter(c.id, kind);
    expect(pending, `pending ${kind}`).toBeTruthy();
    const r = await post<MatterResult>(user, path, { id: pending!.id, version: pending!.version, result: 'pass', opinion: '同意', ...extra });
    expect(r.body.code, r.body.message).toBe(200);
    return r.body.result;
  };
  let res = await handle('reviewer', 'validityUnit');
  if (major) {
    expect(res.contractStatus).toBe('bureauReview');
    res = await handle('bureau', 'validityJud');
  }
  expect(res.contractStatus).toBe('finalDraft');
  const fd = await post<MatterResult>('clerk', 'matter/submit', {
    contractId: c.id,
    version: res.contractVersion,
    kind: major ? 'finalDraftJud' : 'finalDraftUnit',
    fileIds: [ids.file],
  });
  expect(fd.body.code, fd.body.message).toBe(200);
  if (major) {
    expect(fd.body.result.contractStatus).toBe('decision');
    const decided = await recordDecision(s, as('leader'), { id: c.id, version: fd.body.result.contractVersion! });
    expect(decided.body.code, decided.body.message).toBe(200);
  }
  expect((await row(c.id)).status).toBe('approval');
  res = await handle('leader', 'approval', 'approval/handle');
  expect(res.contractStatus).toBe('toSign');
  v = { id: c.id, status: 'toSign', version: res.contractVersion! };
  return v;
}

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer']) tokens[u] = await s.login(u);
  const unit = async (name: string) => (await s.db.select().from(units).where(eq(units.unitName, name)))[0]!.id;
  const user = async (name: string) => (await s.db.select().from(users).where(eq(users.username, name)))[0]!.id;
  const finance = await unit('杭州市财政局');
  const cps = await s.db.select().from(counterparts);
  const zhijiang = cps.find((c) => c.name === '浙江之江建设集团有限公司')!.id;
  const other = cps.find((c) => c.id !== zhijiang && !c.seriousDishonest)!.id;
  const dishonest = cps.find((c) => c.id !== zhijiang && c.id !== other)!.id;
  await s.db.update(counterparts).set({ seriousDishonest: true }).where(eq(counterparts.id, dishonest));
  const [seal] = await s.db.select().from(seals).where(and(eq(seals.unitId, finance), eq(seals.enabled, true)));
  const [file] = await s.db
    .insert(files)
    // Uploaded by the clerk who attaches it (a file handed into a write must be one the caller may read).
    .values({ fileName: '合同文本.pdf', mime: 'application/pdf', ext: 'pdf', size: 1024, sha256: 'x'.repeat(64), storageKey: 'test/contract.pdf', uploaderId: await s.userId('clerk') })
    .returning();
  ids = {
    finance,
    transport: await unit('杭州市交通运输局'),
    zhijiang,
    other,
    dishonest,
    seal: seal!.id,
    lawyer: await user('lawyer'),
    leader: await user('leader'),
    reviewer: await user('reviewer'),
    clerk: await user('clerk'),
    bureau: await user('bureau'),
    file: file!.id,
  };
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe('register, edit and drafts', () => {
  it('saves a draft into the drafts box with a unified code, its parties and the creation in the trail', async () => {
    const r = await post<WriteResult>('clerk', 'contract/register', form({ submit: false, name: '草稿：食堂食材采购合同' }));
    expect(r.body.code).toBe(200);
    expect(r.body.result.status).toBe('draft');
    const d = await detail(r.body.result.id);
    expect(d.code).toMatch(/^330100-\d{4}-HT-\d{6}$/);
    expect(d.unitName).toBe('杭州市财政局');
    expect(d.bureauUnitName).toBe('杭州市司法局');
    expect(d.parties.map((p) => [p.role, p.kind])).toEqual([
      ['A', 'unit'],
      ['B', 'counterpart'],
    ]);
    expect(d.history.map((h) => h.action)).toEqual(['create']);
    expect(d.moves.map((m) => m.action)).toContain('register');
    const drafts = await post<{ records: { id: number }[] }>('clerk', 'contract/queryPage', { view: 'drafts', size: 100 });
    expect(drafts.body.result.records.some((x) => x.id === r.body.result.id)).toBe(true);
  });

  it('numbers contracts one after another', async () => {
    const a = await register({ name: '编号测试一' });
    const b = await register({ name: '编号测试二' });
    const [ca, cb] = [await row(a.id), await row(b.id)];
    expect(Number(cb.code.slice(-6))).toBe(Number(ca.code.slice(-6)) + 1);
  });

  it('classifies: amount above the threshold or a major category is major; investment attraction needs fair review', async () => {
    const big = await register({ amountFen: 1_200_000_000 });
    expect((await row(big.id)).isMajor).toBe(true);
    const ppp = await register({ category: 'franchisePPP', amountFen: 100 });
    const r = await row(ppp.id);
    expect([r.isMajor, r.needsFairReview]).toEqual([true, true]);
    const small = await register({ amountFen: 100 });
    expect((await row(small.id)).isMajor).toBe(false);
  });

  it('edits with the version read; a stale version gives 502 and changes nothing', async () => {
    const c = await register();
    const ok = await post<WriteResult>('clerk', 'contract/edit', { ...form({ name: '改名后的合同' }), id: c.id, version: c.version });
    expect(ok.body.code).toBe(200);
    expect(ok.body.result.version).toBe(c.version + 1);
    const again = await post<WriteResult>('clerk', 'contract/edit', { ...form({ name: '再次改名' }), id: c.id, version: c.version });
    expect(again.body.code).toBe(502);
    expect((await row(c.id)).name).toBe('改名后的合同');
  });

  it('refuses to edit once review has started (500) and for another unit (403)', async () => {
    const c = await register();
    const moved = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
    const r = await post('clerk', 'contract/edit', { ...form(), id: c.id, version: moved.version });
    expect(r.body.code).toBe(500);
    const [foreign] = await s.db.select().from(contracts).where(and(eq(contracts.unitId, ids.transport), eq(contracts.status, 'draft'))).limit(1);
    const f = await post('reviewer', 'contract/edit', { ...form(), id: foreign!.id, version: foreign!.version });
    expect(f.status).toBe(403);
    expect((await row(foreign!.id)).version).toBe(foreign!.version);
  });

  it('will not submit a contract for review without its draft text (501 naming the field, nothing changes); with it, it goes', async () => {
    const submit = (c: WriteResult) =>
      post<{ fields: { path: string }[] } & WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' });
    const c = await register({ files: [] });
    const bare = await submit(c);
    expect(bare.body.code).toBe(501);
    expect(bare.body.message).toContain('合同草案');
    expect(bare.body.result.fields.map((f) => f.path)).toEqual(['files']);
    expect(await row(c.id)).toMatchObject({ status: 'registered', version: c.version });
    // A basis document is not the draft the reviewers read.
    const withBasis = (await post<WriteResult>('clerk', 'contract/edit', { ...form({ files: [{ fileId: ids.file, kind: 'basis' }] }), id: c.id, version: c.version })).body.result;
    expect((await submit(withBasis)).body.code).toBe(501);
    const withDraft = (await post<WriteResult>('clerk', 'contract/edit', { ...form(), id: c.id, version: withBasis.version })).body.result;
    const moved = await submit(withDraft);
    expect(moved.body.code, moved.body.message).toBe(200);
    expect(moved.body.result.status).toBe('survey');
  });

  it('deletes a draft with its parties; only drafts', async () => {
    const d = (await post<WriteResult>('clerk', 'contract/register', form({ submit: false }))).body.result;
    const del = await post('clerk', 'contract/delDraft', { id: d.id, version: d.version });
    expect(del.body.code).toBe(200);
    expect(await s.db.select().from(contracts).where(eq(contracts.id, d.id))).toHaveLength(0);
    expect(await s.db.select().from(contractParties).where(eq(contractParties.contractId, d.id))).toHaveLength(0);
    const reg = await register();
    expect((await post('clerk', 'contract/delDraft', { id: reg.id, version: reg.version })).body.code).toBe(500);
  });

  it('rejects bad input with field errors (501) and writes nothing', async () => {
    const before = (await s.db.select({ id: contracts.id }).from(contracts)).length;
    const cases: [unknown, string][] = [
      [{ ...form(), name: '' }, 'body.name'],
      [{ ...form(), name: 'x'.repeat(201) }, 'body.name'],
      [{ ...form(), amountFen: -1 }, 'body.amountFen'],
      [{ ...form(), amountFen: 1.5 }, 'body.amountFen'],
      [{ ...form(), category: 'nope' }, 'body.category'],
      [{ ...form(), counterparts: [] }, 'body.counterparts'],
      [{ ...form(), performStart: '2027-05-01', performEnd: '2027-01-01' }, 'body.performEnd'],
      [{ ...form(), counterparts: [{ counterpartId: 999999, role: 'B' }] }, 'body.counterparts.0.counterpartId'],
      [{ ...form(), files: [{ fileId: 999999, kind: 'draft' }] }, 'body.files.0.fileId'],
      [{ ...form(), attribute: 'supplementary' }, 'body.parentId'],
    ];
    for (const [body, path] of cases) {
      const r = await post<{ fields: { path: string }[] }>('clerk', 'contract/register', body);
      expect(r.body.code, path).toBe(501);
      expect(r.body.result.fields.map((f) => f.path), path).toContain(path);
    }
    expect((await s.db.select({ id: contracts.id }).from(contracts)).length).toBe(before);
  });

  it('refuses a counterpart with our own role, and registering without the permission', async () => {
    const clash = await post('clerk', 'contract/register', form({ counterparts: [{ counterpartId: ids.zhijiang, role: 'A' }] }));
    expect(clash.body.code).toBe(500);
    const company = await post('company', '/api/company/contract/register', form());
    expect(company.status).toBe(404);
    const leader = await post('leader', 'contract/register', form());
    expect(leader.status).toBe(403);
  });
});

describe('the lifecycle of an ordinary contract', () => {
  it('goes through review, offline signing, conditional filing, rectification, performance and archiving', async () => {
    const c = await register({ name: '全生命周期测试合同' });
    expect(c.status).toBe('registered');
    let v = await reviewToSign(c, false);

    // The legal reviewer was told about the unit review, with a link to the matter.
    const told = await s.db.select().from(messages).where(eq(messages.userId, ids.reviewer));
    expect(told.some((m) => m.title.includes('全生命周期测试合同') && m.link?.startsWith('/matter/validity/validityReview?matterId='))).toBe(true);

    v = (await post<WriteResult>('clerk', 'contract/uploadSignedScan', { id: c.id, version: v.version, fileIds: [ids.file], signDate: '2026-11-20' })).body.result;
    expect(v.status).toBe('filingPending');
    v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: v.version, action: 'submitFiling' })).body.result;
    expect(v.status).toBe('filingReview');
    const filingMatter = await pendingMatter(c.id, 'filing');
    expect(filingMatter?.handlerUnitId).toBe((await row(c.id)).bureauUnitId);

    // The clerk cannot review the filing; the bureau can.
    const review = { id: c.id, version: v.version, result: 'conditional', opinion: '附条件备案', conditions: [{ description: '补充履约担保条款' }] };
    expect((await post('clerk', 'filing/review', review)).status).toBe(403);
    v = (await post<WriteResult>('bureau', 'filing/review', review)).body.result;
    expect(v.status).toBe('conditionallyFiled');
    const [cond] = await s.db.select().from(filingConditions).where(eq(filingConditions.contractId, c.id));
    expect(cond?.status).toBe('open');

    v = (await post<WriteResult>('clerk', 'filing/rectify', { id: c.id, version: v.version, items: [{ conditionId: cond!.id, rectification: '已签订补充条款' }] })).body.result;
    expect(v.status).toBe('rectified');
    v = (await post<WriteResult>('bureau', 'filing/reviewRectification', { id: c.id, version: v.version, result: 'confirm' })).body.result;
    expect(v.status).toBe('filed');
    const filed = await row(c.id);
    expect(filed.filingNo).toMatch(/^杭司备〔\d{4}〕\d+号$/);
    const [filing] = await s.db.select().from(filings).where(eq(filings.contractId, c.id));
    expect(filing?.status).toBe('filed');

    v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: v.version, action: 'startPerformance' })).body.result;
    expect(v.status).toBe('performing');
    const plan = await post<{ id: number }>('clerk', 'performance/register', { contractId: c.id, kind: 'payment', title: '首期款', amountFen: 14_400_000, dueDate: '2027-01-31' });
    expect(plan.body.code).toBe(200);
    v = { ...v, version: (await row(c.id)).version };
    const early = await post('clerk', 'contract/move', { id: c.id, version: v.version, action: 'completePerformance' });
    expect(early.body.code).toBe(500);
    expect((await post('clerk', 'performance/update', { id: plan.body.result.id, status: 'done', doneDate: '2027-01-20' })).body.code).toBe(200);
    v = { ...v, version: (await row(c.id)).version };
    v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: v.version, action: 'completePerformance' })).body.result;
    v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: v.version, action: 'archive' })).body.result;
    expect(v.status).toBe('archived');

    const d = await detail(c.id);
    expect(d.history.map((h) => h.toStatus)).toEqual([
      'draft', 'registered', 'survey', 'seeking', 'unitReview', 'finalDraft', 'approval', 'toSign', 'filingPending', 'filingReview',
      'conditionallyFiled', 'rectified', 'filed', 'performing', 'performanceCompleted', 'archived',
    ]);
    expect(d.matters.every((m) => m.status !== 'pending')).toBe(true);
    expect(d.moves).toEqual([]);
  });

  it('refuses a move the status does not allow with 500, changing nothing', async () => {
    const c = await register();
    for (const action of ['archive', 'startPerformance', 'submitFiling', 'resume']) {
      const r = await post('clerk', 'contract/move', { id: c.id, version: c.version, action });
      expect(r.body.code, action).toBe(500);
    }
    const after = await row(c.id);
    expect([after.status, after.version]).toEqual(['registered', c.version]);
    expect((await s.db.select().from(statusHistory).where(eq(statusHistory.contractId, c.id))).length).toBe(2);
  });

  it('sends moves with their own data to their own calls, and wants a reason for voiding', async () => {
    const c = await register();
    expect((await post('clerk', 'contract/move', { id: c.id, version: c.version, action: 'pass' })).body.code).toBe(500);
    const noReason = await post<{ fields: { path: string }[] }>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'void' });
    expect(noReason.body.code).toBe(501);
    const voided = await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'void', opinion: '项目取消' });
    expect(voided.body.result.status).toBe('void');
  });

  it('returns a contract to an earlier step with opinions; the reviewer cannot return it to a step it never had', async () => {
    const c = await register();
    let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
    let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '调查完毕' })).body.result;
    m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '无' })).body.result;
    const review = (await pendingMatter(c.id, 'validityUnit'))!;
    const bad = await post('reviewer', 'matter/handle', { id: review.id, version: review.version, result: 'return', opinion: '退回', target: 'bureauReview' });
    expect(bad.body.code).toBe(500);
    const noOpinion = await post('reviewer', 'matter/handle', { id: review.id, version: review.version, result: 'return' });
    expect(noOpinion.body.code).toBe(501);
    const back = await post<MatterResult>('reviewer', 'matter/handle', { id: review.id, version: review.version, result: 'return', opinion: '请补充相对方资质证明', target: 'survey' });
    expect(back.body.code).toBe(200);
    expect(back.body.result.contractStatus).toBe('survey');
    const [returned] = await s.db.select().from(matters).where(eq(matters.id, review.id));
    expect([returned?.status, returned?.opinion]).toEqual(['returned', '请补充相对方资质证明']);
    expect((await pendingMatter(c.id, 'survey'))?.handlerUserId).toBe(ids.clerk);
    // Handling the same matter again is refused.
    const twice = await post('reviewer', 'matter/handle', { id: review.id, version: review.version + 1, result: 'pass' });
    expect(twice.body.code).toBe(500);
    v = await row(c.id) as unknown as WriteResult;
    expect(v.status).toBe('survey');
  });

  it('does not let the clerk decide his own unit review (403), nor the reviewer of another unit', async () => {
    const c = await register();
    let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
    let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '调查完毕' })).body.result;
    m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '无' })).body.result;
    const review = (await pendingMatter(c.id, 'validityUnit'))!;
    const own = await post('clerk', 'matter/handle', { id: review.id, version: review.version, result: 'pass' });
    expect(own.status).toBe(403);
    const county = await post('county', 'matter/handle', { id: review.id, version: review.version, result: 'pass' });
    expect(county.status).toBe(403);
    expect((await row(c.id)).status).toBe('unitReview');
    v = { id: c.id, status: 'unitReview', version: m.contractVersion! };
    expect(v.version).toBe((await row(c.id)).version);
  });
});

describe('seeking opinions from a legal adviser', () => {
  it('asks the lawyer, who answers on the lawyer base; seeking cannot finish while an answer is open', async () => {
    const c = await register();
    const v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
    let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '调查完毕' })).body.result;
    m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '请就违约责任条款出具意见', handlerUserIds: [ids.lawyer] })).body.result;
    expect(m.contractStatus).toBe('seeking');
    const early = await post('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '结束' });
    expect(early.body.code).toBe(500);
    // The lawyer now reaches the contract (his matter) and answers.
    expect((await s.call('GET', '/api/lawyer/contract/detail', { token: as('lawyer'), query: { id: c.id } })).body.code).toBe(200);
    const reply = (await pendingMatter(c.id, 'seekReply'))!;
    expect(reply.handlerUserId).toBe(ids.lawyer);
    const answered = await s.call('POST', '/api/lawyer/matter/handle', {
      token: as('lawyer'),
      body: { id: reply.id, version: reply.version, result: 'pass', opinion: '违约金比例宜调整为合同金额的10%以内' },
    });
    expect(answered.body.code, answered.body.message).toBe(200);
    const done = await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '已采纳法律顾问意见' });
    expect(done.body.result.contractStatus).toBe('unitReview');
    // Asking someone who is neither an adviser nor a colleague is refused.
    const c2 = await register();
    const v2 = (await post<WriteResult>('clerk', 'contract/move', { id: c2.id, version: c2.version, action: 'submitForReview' })).body.result;
    const m2 = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c2.id, version: v2.version, kind: 'survey', content: '调查完毕' })).body.result;
    const wrong = await post('clerk', 'matter/submit', { contractId: c2.id, version: m2.contractVersion, kind: 'seek', content: '?', handlerUserIds: [ids.bureau] });
    expect(wrong.body.code).toBe(500);
  });
});

describe('a major contract', () => {
  it('is reviewed by the bureau and decided collectively, then signed online by every party', async () => {
    const c = await register({ name: '重大合同：城市道路PPP项目合同', category: 'franchisePPP', amountFen: 5_000_000_000 });
    const fair = await row(c.id);
    expect(fair.needsFairReview).toBe(true);
    // The chain of this contract includes fair review: run it like reviewToSign but with that step.
    let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
    let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '调查完毕' })).body.result;
    m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '无' })).body.result;
    const pass = async (user: string, kind: string, path = 'matter/handle') => {
      const p = (await pendingMatter(c.id, kind))!;
      const r = await post<MatterResult>(user, path, { id: p.id, version: p.version, result: 'pass', opinion: '同意' });
      expect(r.body.code, `${kind}: ${r.body.message}`).toBe(200);
      return r.body.result;
    };
    expect((await pass('reviewer', 'validityUnit')).contractStatus).toBe('bureauReview');
    // A county bureau outside the contract's bureau cannot review it.
    const jud = (await pendingMatter(c.id, 'validityJud'))!;
    expect((await post('county', 'matter/handle', { id: jud.id, version: jud.version, result: 'pass' })).status).toBe(403);
    expect((await pass('bureau', 'validityJud')).contractStatus).toBe('finalDraft');
    const fd = await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: (await row(c.id)).version, kind: 'finalDraftJud', fileIds: [ids.file] });
    expect(fd.body.result.contractStatus).toBe('fairReview');
    expect((await pass('reviewer', 'fairReview')).contractStatus).toBe('decision');
    // The review's result goes back to the handler as a receipt, answered through the backlog.
    const echo = (await pendingMatter(c.id, 'fairReviewEcho'))!;
    expect(echo.handlerUserId).toBe(ids.clerk);
    const ack = await post('clerk', 'matter/handle', { id: echo.id, version: echo.version, result: 'pass', opinion: '已知悉，按审查意见落实' });
    expect(ack.body.code, ack.body.message).toBe(200);
    const decided = await recordDecision(s, as('leader'), await row(c.id));
    expect(decided.body.code, decided.body.message).toBe(200);
    expect(decided.body.result.status).toBe('approval');
    expect((await pass('leader', 'approval', 'approval/handle')).contractStatus).toBe('toSign');

    v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: (await row(c.id)).version, action: 'startOnlineSigning' })).body.result;
    expect(v.status).toBe('signing');
    const noSeal = await post('clerk', 'contract/sign', { id: c.id, version: v.version });
    expect(noSeal.body.code).toBe(500);
    v = (await post<WriteResult>('clerk', 'contract/sign', { id: c.id, version: v.version, sealId: ids.seal })).body.result;
    expect(v.status).toBe('signing');
    const twice = await post('clerk', 'contract/sign', { id: c.id, version: v.version, sealId: ids.seal });
    expect(twice.body.code).toBe(500);
    const signed = await s.call<WriteResult>('POST', '/api/company/contract/sign', { token: as('company'), body: { id: c.id, version: v.version } });
    expect(signed.body.code, signed.body.message).toBe(200);
    expect(signed.body.result.status).toBe('filingPending');
    const d = await detail(c.id);
    expect(d.signingMethod).toBe('online');
    expect(d.signDate).not.toBeNull();
    expect(d.parties.every((p) => p.signed)).toBe(true);
  });

  it('refuses online signing with a counterpart on the serious-dishonesty list', async () => {
    const c = await register({ counterparts: [{ counterpartId: ids.dishonest, role: 'B' }] });
    // The risk rules run with the write: red at once, with a warning matter for the unit.
    expect((await row(c.id)).riskCode).toBe('red');
    expect((await pendingMatter(c.id, 'warnTips'))?.handlerUnitId).toBe(ids.finance);
    const v = await reviewToSign(c, false);
    const r = await post('clerk', 'contract/move', { id: c.id, version: v.version, action: 'startOnlineSigning' });
    expect(r.body.code).toBe(500);
    expect((await row(c.id)).status).toBe('toSign');
  });

  it('a counterpart user cannot sign a contract it is not party to', async () => {
    const c = await register({ counterparts: [{ counterpartId: ids.other, role: 'B' }] });
    let v = await reviewToSign(c, false);
    v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: v.version, action: 'startOnlineSigning' })).body.result;
    const r = await s.call('POST', '/api/company/contract/sign', { token: as('company'), body: { id: c.id, version: v.version } });
    expect(r.status).toBe(403);
  });
});

describe('approvals', () => {
  it('two approvals of the same matter at once: exactly one wins', async () => {
    const c = await register();
    let v = (await post<WriteResult>('clerk', 'contract/move', { id: c.id, version: c.version, action: 'submitForReview' })).body.result;
    let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'survey', content: '调查完毕' })).body.result;
    m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c.id, version: m.contractVersion, kind: 'seek', content: '无' })).body.result;
    const r1 = (await pendingMatter(c.id, 'validityUnit'))!;
    await post('reviewer', 'matter/handle', { id: r1.id, version: r1.version, result: 'pass', opinion: '同意' });
    v = { id: c.id, status: 'finalDraft', version: (await row(c.id)).version };
    await post('clerk', 'matter/submit', { contractId: c.id, version: v.version, kind: 'finalDraftUnit', fileIds: [ids.file] });
    const a = (await pendingMatter(c.id, 'approval'))!;
    const [approval] = await s.db.select().from(approvals).where(eq(approvals.matterId, a.id));
    expect(approval?.approverId).toBe(ids.leader);
    const body = { id: a.id, version: a.version, result: 'pass', opinion: '同意' };
    const results = await Promise.all([post('leader', 'approval/handle', body), post('leader', 'approval/handle', body)]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect([500, 502]).toContain(codes.find((code) => code !== 200));
    const after = await row(c.id);
    expect(after.status).toBe('toSign');
    const trail = await s.db.select().from(statusHistory).where(and(eq(statusHistory.contractId, c.id), eq(statusHistory.toStatus, 'toSign')));
    expect(trail).toHaveLength(1);
    expect(await s.db.select().from(matters).where(and(eq(matters.contractId, c.id), eq(matters.kind, 'signFlow')))).toHaveLength(1);
  });

  it('an approval matter is not handled through the backlog call, nor by someone who is not its approver', async () => {
    const c = await register();
    const v = await reviewToSign(c, false);
    expect(v.status).toBe('toSign');
    const [a] = await s.db.select().from(matters).where(and(eq(matters.contractId, c.id), eq(matters.kind, 'approval')));
    expect(a?.status).toBe('passed');
    const c2 = await register();
    let w = (await post<WriteResult>('clerk', 'contract/move', { id: c2.id, version: c2.version, action: 'submitForReview' })).body.result;
    let m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c2.id, version: w.version, kind: 'survey', content: '调查完毕' })).body.result;
    m = (await post<MatterResult>('clerk', 'matter/submit', { contractId: c2.id, version: m.contractVersion, kind: 'seek', content: '无' })).body.result;
    const r1 = (await pendingMatter(c2.id, 'validityUnit'))!;
    await post('reviewer', 'matter/handle', { id: r1.id, version: r1.version, result: 'pass' });
    w = { id: c2.id, status: 'finalDraft', version: (await row(c2.id)).version };
    await post('clerk', 'matter/submit', { contractId: c2.id, version: w.version, kind: 'finalDraftUnit', fileIds: [ids.file] });
    const ap = (await pendingMatter(c2.id, 'approval'))!;
    expect((await post('leader', 'matter/handle', { id: ap.id, version: ap.version, result: 'pass' })).body.code).toBe(500);
    expect((await post('bureau', 'approval/handle', { id: ap.id, version: ap.version, result: 'pass' })).status).toBe(403);
    expect((await row(c2.id)).status).toBe('approval');
  });
});

describe('supplementary agreements and supervision', () => {
  it('adds a supplementary agreement to a performing contract of the unit; it starts over as a draft child', async () => {
    const [parent] = await s.db.select().from(contracts).where(and(eq(contracts.unitId, ids.finance), eq(contracts.status, 'performing'))).limit(1);
    const r = await post<WriteResult>('clerk', 'contract/register', form({ attribute: 'supplementary', parentId: parent!.id, name: '补充协议（一）' }));
    expect(r.body.code, r.body.message).toBe(200);
    const d = await detail(r.body.result.id);
    expect([d.status, d.attribute, d.parent?.id]).toEqual(['draft', 'supplementary', parent!.id]);
    expect((await detail(parent!.id)).children.map((x) => x.id)).toContain(r.body.result.id);
    const [closed] = await s.db.select().from(contracts).where(and(eq(contracts.unitId, ids.finance), eq(contracts.status, 'archived'))).limit(1);
    const refusedChild = await post('clerk', 'contract/register', form({ attribute: 'change', parentId: closed!.id }));
    expect(refusedChild.body.code).toBe(500);
  });

  it('lets the bureau record supervision and warn the unit, which answers its WarnTips matter', async () => {
    const [c] = await s.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.unitId, ids.finance), eq(contracts.status, 'performing')))
      .limit(1);
    const clerkTry = await post('clerk', 'supervision/add', { contractId: c!.id, kind: 'inspection', content: '检查' });
    expect(clerkTry.status).toBe(403);
    const r = await post('bureau', 'supervision/add', { contractId: c!.id, kind: 'rectificationNotice', content: '第二期款项逾期未付，请说明原因并整改', warn: true });
    expect(r.body.code, r.body.message).toBe(200);
    const warn = (await s.db.select().from(matters).where(and(eq(matters.contractId, c!.id), eq(matters.kind, 'warnTips'), eq(matters.status, 'pending'))))
      .sort((a, b) => b.id - a.id)[0]!;
    expect(warn.handlerUnitId).toBe(ids.finance);
    const answer = await post('clerk', 'matter/handle', { id: warn.id, version: warn.version, result: 'pass', opinion: '已于11月25日补付第二期款项' });
    expect(answer.body.code, answer.body.message).toBe(200);
    const bureauMsgs = await s.db.select().from(messages).where(and(eq(messages.userId, ids.bureau), inArray(messages.link, [`/matter/WarnTips?matterId=${warn.id}`])));
    expect(bureauMsgs.length).toBeGreaterThan(0);
  });
});
